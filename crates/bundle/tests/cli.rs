//! The `bundle` command as a user runs it: what it prints where and its exit status, also when
//! its output cannot be written (a full disk, a closed pipe, a stderr that takes nothing): it
//! exits with its status and never panics.

use std::path::Path;
use std::process::{Command, Output, Stdio};

use catalog::{Problem, PROBLEMS};
use manifest::Manifest;
use testkit::deadline::PROGRAM_LIMIT;
use testkit::streams::{dev_full, into_closed_pipe};

/// Whether `problem`'s submission is a function its judge completes: its manifest names the
/// root file of one.
fn is_function(problem: &Problem) -> bool {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../problems")
        .join(problem.name)
        .join("Cargo.toml");
    let manifest = Manifest::read(&path).expect("the problem's manifest");
    manifest.get("package.metadata.bundle", "root").is_some()
}

fn bundle(args: &[&str], stdout: Stdio, stderr: Stdio) -> Output {
    Command::new(env!("CARGO_BIN_EXE_bundle"))
        .args(args)
        .stdout(stdout)
        .stderr(stderr)
        .output()
        .expect("bundle runs")
}

#[track_caller]
fn assert_status(output: &Output, status: i32, stderr: &str) {
    let text = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(status), "{text}");
    assert!(text.starts_with(stderr), "{text}");
    assert!(!text.contains("panicked"), "{text}");
}

#[test]
fn a_bundle_that_cannot_be_written_is_status_1() {
    let name = PROBLEMS[0].name;
    let o = bundle(&[name], dev_full(), Stdio::piped());
    assert_status(
        &o,
        1,
        "bundle: cannot write the bundle: No space left on device",
    );

    let program = Path::new(env!("CARGO_BIN_EXE_bundle"));
    let o = into_closed_pipe(program, &[name], None, "bundle | (closed)", PROGRAM_LIMIT);
    assert_status(&o, 1, "bundle: cannot write the bundle: Broken pipe");
}

#[test]
fn a_stderr_that_takes_nothing_leaves_the_status() {
    assert_status(&bundle(&["nosuch"], Stdio::piped(), dev_full()), 2, "");
    assert_status(&bundle(&[], Stdio::piped(), dev_full()), 2, "");
    let name = PROBLEMS[0].name;
    let o = bundle(&[name], Stdio::piped(), dev_full());
    assert_status(&o, 0, "");
    assert!(o.stdout.starts_with(format!("// {name}: ").as_bytes()));
}

/// Runs `bundle` with its output captured.
fn run(args: &[&str]) -> Output {
    bundle(args, Stdio::piped(), Stdio::piped())
}

/// Whether `stderr` has the note `problem` needs, and only then: none when its judge takes
/// Rust; else one naming the judge and every problem that carries the same puzzle to a judge
/// that does.
fn noted(stderr: &str, problem: &Problem) -> bool {
    let prefix = format!("bundle: note: {}: ", problem.name);
    let note = stderr.lines().find(|l| l.starts_with(&prefix));
    let mut elsewhere = catalog::same_puzzle(problem.name).into_iter();
    match note {
        None => problem.judge.rust.is_taken(),
        Some(note) => {
            note.contains(problem.judge.name)
                && elsewhere
                    .all(|p| !p.judge.rust.is_taken() || note.contains(&format!("`{}`", p.name)))
        }
    }
}

#[test]
fn an_unknown_problem_lists_the_known_ones() {
    let out = run(&["nosuch"]);
    assert_eq!(out.status.code(), Some(2));
    let names: Vec<&str> = PROBLEMS.iter().map(|p| p.name).collect();
    assert_eq!(
        String::from_utf8_lossy(&out.stderr),
        format!(
            "bundle: no problem called \"nosuch\"; the problems are: {}\n",
            names.join(", ")
        )
    );
    assert!(out.stdout.is_empty());
}

#[test]
fn with_driver_puts_the_judges_side_before_a_function_and_changes_no_program() {
    let function = catalog::first(is_function)
        .expect("a problem whose submission is a function")
        .name;
    let plain = run(&[function]);
    let driven = run(&["--with-driver", function]);
    assert!(plain.status.success() && driven.status.success() && plain.stderr.is_empty());
    let (plain, driven) = (
        String::from_utf8_lossy(&plain.stdout),
        String::from_utf8_lossy(&driven.stdout),
    );
    assert!(!plain.contains("fn main"), "{plain}");
    assert!(driven.ends_with(plain.as_ref()) && driven.contains("struct Solution;"));
    assert!(driven.contains("fn main()"));
    let program =
        catalog::first(|p| !is_function(p)).expect("a problem whose submission is a program");
    let alone = run(&[program.name]);
    assert_eq!(alone.stdout, run(&["--with-driver", program.name]).stdout);
    assert!(noted(&String::from_utf8_lossy(&alone.stderr), program));
    assert_eq!(run(&["--with-driver"]).status.code(), Some(2));
}

/// `--out DIR` writes the file of each problem named (`--all`: of every problem), each with its
/// size against its judge's limit and its note (and none for a judge that takes Rust, one that
/// points elsewhere when it can), and fails for any it cannot write. The problems named: the
/// first of the catalog, whose file cannot be written, one whose judge takes Rust and one whose
/// judge does not, whose note points to a sibling that does; the same path writes every problem
/// for `--all`, which the regression suite bundles whole.
#[test]
fn out_writes_every_file_it_can_with_its_size_and_note_and_fails_for_any_it_cannot() {
    let dir = testkit::scratch::fresh("bundle-out");
    let out = dir.to_str().unwrap();
    // A folder where the first problem's file goes: that one cannot be written, the rest are.
    let blocked = PROBLEMS[0].name;
    std::fs::create_dir(dir.join(format!("{blocked}.rs"))).unwrap();
    let taker = catalog::first(|p| p.name != blocked && p.judge.rust.is_taken())
        .expect("a problem whose judge takes Rust");
    let pointed = catalog::first(|p| {
        p.name != blocked
            && !p.judge.rust.is_taken()
            && catalog::same_puzzle(p.name)
                .iter()
                .any(|s| s.judge.rust.is_taken())
    })
    .expect("a problem whose judge takes no Rust, with a sibling that does");
    let written = [taker, pointed];
    let o = run(&["--out", out, blocked, taker.name, pointed.name]);
    let stderr = String::from_utf8_lossy(&o.stderr);
    assert_eq!(o.status.code(), Some(1), "{stderr}");
    assert!(
        stderr.contains(&format!("bundle: {blocked}: cannot write ")),
        "{stderr}"
    );
    assert!(
        stderr.contains("the same puzzle goes to a judge that does as `"),
        "{stderr}"
    );
    for problem in written {
        assert!(noted(&stderr, problem), "{}: {stderr}", problem.name);
        let file = dir.join(format!("{}.rs", problem.name));
        let text = std::fs::read_to_string(&file).expect("the others are still written");
        assert!(text.starts_with(&format!("// {}: ", problem.name)));
        let limit = problem.judge.source_limit();
        assert!(text.len() <= limit, "{}", problem.name);
        let line = format!("{}: {} of {limit} bytes; ", file.display(), text.len());
        assert!(stderr.contains(&line), "{line}: {stderr}");
    }
    let others = PROBLEMS
        .iter()
        .filter(|p| ![blocked, taker.name, pointed.name].contains(&p.name));
    for problem in others {
        assert!(
            !dir.join(format!("{}.rs", problem.name)).exists(),
            "{}",
            problem.name
        );
    }
    // A name that is no problem, names with --all, and no name: nothing is written.
    for args in [
        &["--out", out, taker.name, "nosuch"][..],
        &["--out", out, "--all", taker.name],
        &["--out", out],
    ] {
        let o = run(args);
        assert_eq!(o.status.code(), Some(2), "{args:?}");
    }
    // An output folder that cannot be made.
    let file = dir.join("a-file");
    std::fs::write(&file, "").unwrap();
    let o = run(&["--out", file.join("sub").to_str().unwrap(), "--all"]);
    assert_status(&o, 1, "bundle: cannot create ");
    std::fs::remove_dir_all(&dir).unwrap();
}
