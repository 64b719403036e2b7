//! The `check` program (`scripts/check`) on every case of every problem: the case's own answer
//! is accepted, a damaged one refused, and its exit status is the verdict `scripts/judge` gives
//! the same answer ([`Compare::judge`]), the reason on stderr.

use std::path::{Path, PathBuf};
use std::process::Command;

use catalog::PROBLEMS;
use judge::cases::cases_in;
use spec::judge::Compare;

/// `check args`: the exit status and stderr.
fn check(args: &[&Path]) -> (i32, String) {
    let output = Command::new(env!("CARGO_BIN_EXE_check"))
        .args(args)
        .output()
        .expect("check runs");
    (
        output.status.code().expect("an exit status"),
        String::from_utf8_lossy(&output.stderr).into_owned(),
    )
}

/// This test's own folder.
fn scratch_dir() -> PathBuf {
    testkit::scratch::shared("judge-check")
}

/// A file of this test's own holding `bytes`.
fn scratch(name: &str, bytes: &[u8]) -> PathBuf {
    let path = scratch_dir().join(name);
    std::fs::write(&path, bytes).unwrap();
    path
}

#[test]
fn check_gives_every_answer_the_judges_verdict() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let mut judged = 0;
    for problem in PROBLEMS {
        let name = Path::new(problem.name);
        let cases = cases_in(&root.join("problems").join(problem.name).join("cases")).unwrap();
        assert!(!cases.is_empty(), "{}", problem.name);
        for case in &cases {
            let input = std::fs::read(&case.input).unwrap();
            let expected = std::fs::read(&case.expected).unwrap();
            let mut garbage = expected.clone();
            garbage.extend_from_slice(b"\nx\n");
            let answers: [(&str, Vec<u8>); 3] = [
                ("its own answer", expected.clone()),
                ("garbage after it", garbage),
                ("nothing", Vec::new()),
            ];
            for (what, answer) in answers.iter() {
                let file = scratch(&format!("{}-{}.out", problem.name, case.name), answer);
                let (status, stderr) = check(&[name, &case.input, &file, &case.expected]);
                let verdict = problem.judge.compare.judge(&input, &expected, answer);
                let place = format!("{} {} ({})", problem.name, case.name, what);
                match verdict {
                    Ok(()) => assert_eq!((status, stderr.as_str()), (0, ""), "{}", place),
                    Err(reason) => {
                        assert_eq!(status, 1, "{}", place);
                        assert_eq!(
                            stderr,
                            format!("{}: {}\n", problem.name, reason),
                            "{}",
                            place
                        );
                    }
                }
                match *what {
                    "its own answer" => assert_eq!(status, 0, "{}", place),
                    "garbage after it" => assert_eq!(status, 1, "{}", place),
                    // Nothing is a right answer only where nothing is expected.
                    _ if !Compare::IgnoreTrailingWhitespace
                        .trim_end(&expected)
                        .is_empty() =>
                    {
                        assert_eq!(status, 1, "{}", place)
                    }
                    _ => {}
                }
                judged += 1;
            }
        }
    }
    assert!(judged >= 3 * PROBLEMS.len(), "{}", judged);
    std::fs::remove_dir_all(scratch_dir()).unwrap();
}

#[test]
fn a_bad_command_line_or_file_is_status_2() {
    let problem = Path::new(PROBLEMS[0].name);
    let missing = Path::new("no/such/file");
    assert_eq!(check(&[problem]).0, 2);
    let (status, stderr) = check(&[Path::new("no-such-problem"), missing, missing, missing]);
    assert_eq!(status, 2);
    assert!(
        stderr.starts_with("check: no problem called no-such-problem"),
        "{}",
        stderr
    );
    let (status, stderr) = check(&[problem, missing, missing, missing]);
    assert_eq!(status, 2);
    assert!(
        stderr.starts_with("check: cannot read no/such/file"),
        "{}",
        stderr
    );
}
