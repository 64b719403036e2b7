//! The `bundle` command as a user runs it: what it prints where and its exit status, also when
//! its output cannot be written (a full disk, a closed pipe, a stderr that takes nothing): it
//! exits with its status and never panics.

use std::fs::File;
use std::io::Write;
use std::process::{Command, Output, Stdio};

fn full() -> Stdio {
    Stdio::from(File::create("/dev/full").expect("/dev/full"))
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
    let o = bundle(&["hdu5547"], full(), Stdio::piped());
    assert_status(
        &o,
        1,
        "bundle: cannot write the bundle: No space left on device",
    );

    // A pipe whose reading end is closed before bundle starts: the shell waits for this side.
    let mut child = Command::new("sh")
        .args(["-c", "read go && exec \"$0\" hdu5547"])
        .arg(env!("CARGO_BIN_EXE_bundle"))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("sh runs");
    drop(child.stdout.take());
    let mut go = child.stdin.take().expect("a piped stdin");
    go.write_all(b"go\n").expect("sh waits for this line");
    drop(go);
    let o = child.wait_with_output().expect("bundle runs");
    assert_status(&o, 1, "bundle: cannot write the bundle: Broken pipe");
}

#[test]
fn a_stderr_that_takes_nothing_leaves_the_status() {
    assert_status(&bundle(&["nosuch"], Stdio::piped(), full()), 2, "");
    assert_status(&bundle(&[], Stdio::piped(), full()), 2, "");
    let o = bundle(&["hdu5547"], Stdio::piped(), full());
    assert_status(&o, 0, "");
    assert!(o.stdout.starts_with(b"// hdu5547: "));
}

/// Runs `bundle` with its output captured.
fn run(args: &[&str]) -> Output {
    bundle(args, Stdio::piped(), Stdio::piped())
}

#[test]
fn a_judge_without_rust_is_named_with_where_the_puzzle_goes_instead() {
    let out = run(&["poj3076"]);
    assert!(out.status.success());
    assert!(String::from_utf8_lossy(&out.stdout).starts_with("// poj3076: "));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(
        stderr.lines().collect::<Vec<_>>(),
        ["bundle: note: poj3076: POJ 3076 Sudoku takes no Rust (only C, C++, Pascal, Java, Fortran); \
          the same puzzle goes to a judge that does as `spoj1110` (SPOJ SUDOKU)"]
    );
    let acwing = run(&["acwing169"]);
    let stderr = String::from_utf8_lossy(&acwing.stderr);
    assert!(
        stderr.contains("nobody could confirm that AcWing 169 数独2 takes Rust")
            && stderr.contains("`spoj1110`"),
        "{stderr}"
    );
}

#[test]
fn a_judge_that_takes_rust_gets_the_file_and_no_note() {
    let out = run(&["spoj1110"]);
    assert!(out.status.success());
    assert_eq!(String::from_utf8_lossy(&out.stderr), "");
    assert!(out.stdout.len() <= 50_000);
}

#[test]
fn an_unknown_problem_lists_the_known_ones() {
    let out = run(&["nosuch"]);
    assert_eq!(out.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.starts_with(
            "bundle: no problem called \"nosuch\"; the problems are: acwing166, acwing169, "
        ),
        "{stderr}"
    );
    assert!(out.stdout.is_empty());
}

#[test]
fn with_driver_puts_the_judges_side_before_a_function_and_changes_no_program() {
    let plain = run(&["leetcode37"]);
    let driven = run(&["--with-driver", "leetcode37"]);
    assert!(plain.status.success() && driven.status.success());
    let (plain, driven) = (
        String::from_utf8_lossy(&plain.stdout),
        String::from_utf8_lossy(&driven.stdout),
    );
    assert!(!plain.contains("fn main"), "{plain}");
    assert!(driven.ends_with(plain.as_ref()) && driven.contains("struct Solution;"));
    assert!(driven.contains("fn main()"));
    let spoj = run(&["spoj1110"]);
    let spoj_driven = run(&["--with-driver", "spoj1110"]);
    assert_eq!(spoj.stdout, spoj_driven.stdout);
    assert_eq!(run(&["--with-driver"]).status.code(), Some(2));
}
