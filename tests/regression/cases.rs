//! Every problem on every case: tests as data. Adding a case is dropping `x.in` and `x.out` into
//! `problems/<name>/cases/`. All failures are reported at once.

use std::fmt::Write as _;
use std::time::Duration;

use catalog::PROBLEMS;
use textio::judge::Compare;
use textio::run_in_memory;

use crate::deadline::Deadline;
use crate::{case_inputs, workspace_root};

/// The longest one case may take, hundreds of times the slowest today (tens of milliseconds): a
/// guard against a runaway search, not a speed limit.
pub const CASE_LIMIT: Duration = Duration::from_secs(20);

#[test]
fn every_case_of_every_problem() {
    let deadline = Deadline::new("every case of every problem", CASE_LIMIT);
    let mut failures = String::new();
    let mut checked = 0;
    for problem in PROBLEMS {
        let inputs = case_inputs(problem.name);
        assert!(
            inputs.iter().any(|p| p.ends_with("sample-1.in")),
            "{} has no sample-1.in",
            problem.name
        );
        for input_path in inputs {
            let expected_path = input_path.with_extension("out");
            let input = std::fs::read(&input_path).expect("a readable .in");
            let Ok(expected) = std::fs::read(&expected_path) else {
                let _ = writeln!(failures, "{}: no .out beside it", input_path.display());
                continue;
            };
            deadline.step(&input_path.display().to_string());
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
            if let Some(difference) = first_difference(&expected, &outcome.stdout) {
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
