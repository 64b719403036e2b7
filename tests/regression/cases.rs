//! Every problem on every case: tests as data. Adding a case is dropping `x.in` and `x.out` into
//! `problems/<name>/cases/`. All failures are reported at once.

use std::fmt::Write as _;

use catalog::{Problem, PROBLEMS};
use spec::judge::Compare;
use spec::run::run_in_memory;

use crate::{case_inputs, sample_input, workspace_root, Guard};

#[test]
fn every_case_of_every_problem() {
    let guard = Guard::new("every case of every problem");
    let mut failures = String::new();
    let mut checked = 0;
    for problem in PROBLEMS {
        let inputs = case_inputs(problem.name);
        assert!(inputs.contains(&sample_input(problem.name)));
        for input_path in inputs {
            let expected_path = input_path.with_extension("out");
            let input = std::fs::read(&input_path).expect("a readable .in");
            let Ok(expected) = std::fs::read(&expected_path) else {
                let _ = writeln!(failures, "{}: no .out beside it", input_path.display());
                continue;
            };
            guard.step(&input_path.display().to_string());
            let outcome = run_in_memory(problem.name, problem.solve, &input);
            checked += 1;
            if outcome.status != 0 {
                let _ = writeln!(
                    failures,
                    "{}: exit status {}, stderr {:?}",
                    input_path.display(),
                    outcome.status,
                    outcome.stderr
                );
            }
            if let Some(difference) = refused(problem, &input, &expected, &outcome.stdout) {
                let _ = writeln!(failures, "{}: {difference}", input_path.display());
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{checked} cases run; failures:\n{failures}"
    );
    // Every `.in` under problems/*/cases/ was run: none skipped, none in a folder the catalog
    // does not know.
    let on_disk: usize = std::fs::read_dir(workspace_root().join("problems"))
        .expect("a problems folder")
        .map(|entry| entry.expect("a readable entry").path().join("cases"))
        .filter_map(|cases| std::fs::read_dir(cases).ok())
        .flatten()
        .filter(|entry| {
            entry
                .as_ref()
                .is_ok_and(|e| e.path().extension().is_some_and(|x| x == "in"))
        })
        .count();
    assert_eq!(checked, on_disk, "cases run against .in files on disk");
}

/// `cases/` holds `x.in`/`x.out` pairs and nothing else, so that any tool that pairs them
/// (`oj test -d problems/<name>/cases`) runs every case: a statement's own bytes live in
/// `statement/`, malformed input in `bad/`.
#[test]
fn cases_folders_hold_only_in_and_out_pairs() {
    let mut strays = Vec::new();
    for problem in std::fs::read_dir(workspace_root().join("problems")).expect("a problems folder")
    {
        let cases = problem.expect("a readable entry").path().join("cases");
        let Ok(entries) = std::fs::read_dir(&cases) else {
            continue;
        };
        for entry in entries {
            let path = entry.expect("a readable entry").path();
            let paired = match path.extension().and_then(|e| e.to_str()) {
                Some("in") => path.with_extension("out").is_file(),
                Some("out") => path.with_extension("in").is_file(),
                _ => false,
            };
            if !paired {
                strays.push(path.display().to_string());
            }
        }
    }
    strays.sort();
    assert!(
        strays.is_empty(),
        "not one half of an x.in/x.out pair:\n{}",
        strays.join("\n")
    );
}

/// What the judges' C and C++ readers (`scanf`, `cin`) call white space between tokens.
const WHITE_SPACE: [u8; 6] = [b' ', b'\t', b'\n', 0x0b, 0x0c, b'\r'];

/// `input` with each run of white space replaced by `with(run's index)`.
fn respaced(input: &[u8], with: impl Fn(usize) -> Vec<u8>) -> Vec<u8> {
    let mut out = Vec::with_capacity(input.len());
    let mut runs = 0;
    for (i, &b) in input.iter().enumerate() {
        if !WHITE_SPACE.contains(&b) {
            out.push(b);
        } else if i == 0 || !WHITE_SPACE.contains(&input[i - 1]) {
            out.extend(with(runs));
            runs += 1;
        }
    }
    out
}

#[test]
fn every_kind_of_white_space_separates_tokens() {
    let guard = Guard::new("every kind of white space");
    let mut failures = String::new();
    for problem in PROBLEMS {
        for input_path in case_inputs(problem.name) {
            let input = std::fs::read(&input_path).expect("a readable .in");
            let expected = std::fs::read(input_path.with_extension("out")).expect("a .out");
            let mut variants: Vec<(String, Vec<u8>)> = WHITE_SPACE
                .iter()
                .map(|&b| {
                    (
                        format!("every run as {:?}", b as char),
                        respaced(&input, |_| vec![b]),
                    )
                })
                .collect();
            variants.push((
                "every run as all six".to_string(),
                respaced(&input, |_| WHITE_SPACE.to_vec()),
            ));
            variants.push((
                "runs of one kind each, in turn".to_string(),
                respaced(&input, |k| vec![WHITE_SPACE[k % 6]; 1 + k % 3]),
            ));
            for (how, variant) in variants {
                guard.step(&format!("{} with {how}", input_path.display()));
                let outcome = run_in_memory(problem.name, problem.solve, &variant);
                let difference = refused(problem, &variant, &expected, &outcome.stdout);
                if outcome.status != 0 || difference.is_some() {
                    let _ = writeln!(
                        failures,
                        "{} with {how}: status {}, {}, stderr {:?}",
                        input_path.display(),
                        outcome.status,
                        difference.unwrap_or_else(|| "the expected output".to_string()),
                        outcome.stderr.lines().next().unwrap_or("")
                    );
                }
            }
        }
    }
    assert!(failures.is_empty(), "{failures}");
}

/// Why `problem`'s judge refuses the answer `actual` to `input`, or `None` when it accepts it: a
/// judge that checks answers ([`Compare::Checker`]) by its checker, any other by byte equality
/// with `expected` ([`first_difference`]).
pub fn refused(problem: &Problem, input: &[u8], expected: &[u8], actual: &[u8]) -> Option<String> {
    match problem.judge.compare {
        Compare::Checker(_) => problem.judge.compare.judge(input, expected, actual).err(),
        _ => first_difference(expected, actual),
    }
}

/// Where `actual` first departs from `expected`, or `None` when they are the same bytes.
///
/// Pass or fail is decided here by plain byte equality, so that the suite does not lean on the
/// comparison it is meant to guard; the judges' exact comparison only words the message (the
/// line, from 1, and both lines), and should it see no difference, the message says so.
pub fn first_difference(expected: &[u8], actual: &[u8]) -> Option<String> {
    if expected == actual {
        return None;
    }
    Some(match Compare::Exact.check(expected, actual) {
        Err(mismatch) => mismatch.to_string(),
        Ok(()) => format!(
            "the bytes differ ({} expected, {} written), though the exact comparison sees no difference",
            expected.len(),
            actual.len()
        ),
    })
}

#[test]
fn first_difference_names_the_line() {
    assert_eq!(first_difference(b"a\nb\n", b"a\nb\n"), None);
    let d = first_difference(b"a\nb\nc\n", b"a\nx\nc\n").unwrap();
    assert!(d.starts_with("line 2: "), "{d}");
    let d = first_difference(b"a\n", b"a").unwrap();
    assert!(d.starts_with("line 1: "), "{d}");
    let d = first_difference(b"a\n", b"a\nb\n").unwrap();
    assert!(
        d.starts_with("line 2: expected the end of the output"),
        "{d}"
    );
    // Every byte counts: a trailing space, a carriage return, a missing final line break.
    for (expected, actual) in [
        (&b"a b\n"[..], &b"a b \n"[..]),
        (b"a\n", b"a\r\n"),
        (b"a\n\n", b"a\n"),
        (b"", b" "),
    ] {
        assert!(
            first_difference(expected, actual).is_some(),
            "{expected:?} against {actual:?}"
        );
    }
}
