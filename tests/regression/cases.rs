//! Every problem on every case: tests as data. Adding a case is dropping `x.in` and `x.out` into
//! `problems/<name>/cases/`. All failures are reported at once.

use std::fmt::Write as _;

use catalog::PROBLEMS;
use textio::run_in_memory;

use crate::case_inputs;

#[test]
fn every_case_of_every_problem() {
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
    assert!(checked >= PROBLEMS.len());
}

/// Where `actual` first departs from `expected`: the line (from 1), and both lines.
pub fn first_difference(expected: &[u8], actual: &[u8]) -> Option<String> {
    if expected == actual {
        return None;
    }
    let mut expected_lines = expected.split_inclusive(|&b| b == b'\n');
    let mut actual_lines = actual.split_inclusive(|&b| b == b'\n');
    let mut line = 1;
    loop {
        match (expected_lines.next(), actual_lines.next()) {
            (Some(e), Some(a)) if e == a => line += 1,
            (e, a) => {
                let show = |l: Option<&[u8]>| {
                    l.map_or("<end of output>".to_string(), |l| {
                        format!("{:?}", String::from_utf8_lossy(l))
                    })
                };
                return Some(format!(
                    "line {line} differs\n    expected: {}\n    actual:   {}",
                    show(e),
                    show(a)
                ));
            }
        }
    }
}

#[test]
fn first_difference_names_the_line() {
    assert_eq!(first_difference(b"a\nb\n", b"a\nb\n"), None);
    let d = first_difference(b"a\nb\nc\n", b"a\nx\nc\n").unwrap();
    assert!(d.starts_with("line 2 differs"), "{d}");
    let d = first_difference(b"a\n", b"a").unwrap();
    assert!(d.starts_with("line 1 differs"), "{d}");
    let d = first_difference(b"a\n", b"a\nb\n").unwrap();
    assert!(d.contains("<end of output>"), "{d}");
}
