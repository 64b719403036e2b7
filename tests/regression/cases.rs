//! Every problem on every case: tests as data. Adding a case is dropping `x.in` and `x.out` into
//! `problems/<name>/cases/`. All failures are reported at once.

use std::fmt::Write as _;

use catalog::PROBLEMS;
use textio::judge::Compare;
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

/// Where `actual` first departs from `expected`, byte for byte: the line (from 1), and both
/// lines. The judges' own exact comparison, so the suite and `scripts/judge` agree.
pub fn first_difference(expected: &[u8], actual: &[u8]) -> Option<String> {
    Compare::Exact
        .check(expected, actual)
        .err()
        .map(|mismatch| mismatch.to_string())
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
}
