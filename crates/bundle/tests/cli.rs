//! The `bundle` program as a user runs it when its output cannot be written: a full disk, a
//! closed pipe, a stderr that takes nothing. It exits with its status and never panics.

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
