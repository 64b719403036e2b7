//! Statement samples printed differently from our answers: `problems/<name>/statement/<case>.out`
//! holds the statement's own bytes for `cases/<case>.in` (stray trailing spaces and all), and the
//! judge's declared comparison must accept our `cases/<case>.out` against them, so that both are
//! right. They sit outside `cases/`, which holds only `.in`/`.out` pairs. Beside them may stand
//! the note of a statement that has no sample left ([`NO_SAMPLE`]).

use std::fmt::Write as _;

use catalog::PROBLEMS;

use crate::{workspace_root, NO_SAMPLE};

#[test]
fn the_judges_comparison_accepts_our_answer_against_the_statements_bytes() {
    let mut failures = String::new();
    let mut checked = 0;
    for problem in PROBLEMS {
        let folder = workspace_root().join("problems").join(problem.name);
        let dir = folder.join("statement");
        let Ok(entries) = std::fs::read_dir(&dir) else {
            continue;
        };
        let mut statements: Vec<_> = entries
            .map(|entry| entry.expect("a folder entry").path())
            .filter(|path| !path.ends_with(NO_SAMPLE))
            .collect();
        statements.sort();
        for path in statements {
            let Some(case) = path
                .file_name()
                .and_then(|n| n.to_str())
                .and_then(|n| n.strip_suffix(".out"))
            else {
                let _ = writeln!(
                    failures,
                    "{}: not a statement's answer (<case>.out)",
                    path.display()
                );
                continue;
            };
            let cases = folder.join("cases");
            let ours = cases.join(format!("{case}.out"));
            if !cases.join(format!("{case}.in")).is_file() {
                let _ = writeln!(failures, "{}: no cases/{case}.in", path.display());
                continue;
            }
            let input = std::fs::read(cases.join(format!("{case}.in"))).expect("a readable .in");
            let (Ok(statement), Ok(answer)) = (std::fs::read(&path), std::fs::read(&ours)) else {
                let _ = writeln!(failures, "{}: no cases/{case}.out", path.display());
                continue;
            };
            checked += 1;
            if let Err(mismatch) = problem.judge.compare.judge(&input, &statement, &answer) {
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
                    "{}: the same bytes as cases/{case}.out; it is not needed",
                    path.display()
                );
            }
        }
    }
    assert!(failures.is_empty(), "{failures}");
    assert!(checked > 0, "no statement sample is kept beside its answer");
}
