//! Statement samples printed differently from our answers: `cases/<case>.statement.out` holds
//! the statement's own bytes for `<case>` (stray trailing spaces and all), and the judge's
//! declared comparison must accept our `<case>.out` against them, so that both are right.

use std::fmt::Write as _;

use catalog::PROBLEMS;

use crate::workspace_root;

#[test]
fn the_judges_comparison_accepts_our_answer_against_the_statements_bytes() {
    let mut failures = String::new();
    let mut checked = 0;
    for problem in PROBLEMS {
        let dir = workspace_root()
            .join("problems")
            .join(problem.name)
            .join("cases");
        let mut statements: Vec<_> = std::fs::read_dir(&dir)
            .unwrap_or_else(|e| panic!("cannot read {}: {e}", dir.display()))
            .map(|entry| entry.expect("a folder entry").path())
            .filter(|p| p.to_string_lossy().ends_with(".statement.out"))
            .collect();
        statements.sort();
        for path in statements {
            let name = path.file_name().expect("a file name").to_string_lossy();
            let case = name.trim_end_matches(".statement.out");
            let ours = dir.join(format!("{case}.out"));
            let (Ok(statement), Ok(answer)) = (std::fs::read(&path), std::fs::read(&ours)) else {
                let _ = writeln!(failures, "{}: no {case}.out beside it", path.display());
                continue;
            };
            checked += 1;
            if let Err(mismatch) = problem.judge.compare.check(&statement, &answer) {
                let _ = writeln!(
                    failures,
                    "{}: the comparison ({}) does not accept {}: {mismatch}",
                    path.display(),
                    problem.judge.compare.describe(),
                    ours.display()
                );
            }
            if statement == answer {
                let _ = writeln!(
                    failures,
                    "{}: the same bytes as {case}.out; it is not needed",
                    path.display()
                );
            }
        }
    }
    assert!(failures.is_empty(), "{failures}");
    assert!(checked > 0, "no statement sample is kept beside its answer");
}
