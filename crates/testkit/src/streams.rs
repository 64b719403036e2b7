//! Standard streams for the tests of a program whose output cannot be written: a full disk,
//! a closed pipe.

use std::fs::OpenOptions;
use std::io::Write;
use std::path::Path;
use std::process::{Command, Output, Stdio};
use std::time::Duration;

use crate::deadline::wait_within;

/// A standard stream on `/dev/full`, where every write fails with "No space left on device"
/// (Linux).
///
/// # Panics
/// Where `/dev/full` cannot be opened: a test that needs it fails there, it never skips.
pub fn dev_full() -> Stdio {
    let full = OpenOptions::new().write(true).open("/dev/full");
    Stdio::from(full.expect("/dev/full, where every write fails (Linux)"))
}

/// Runs `program` with `args`, its standard input from `input` (empty without one), writing
/// into a pipe whose reading end is closed before it starts; waits for it under `limit`
/// ([`wait_within`], `what` naming it) and returns its output, standard error captured.
///
/// This side closes its copy of the reading end at once; but a process another test forks at
/// that moment holds one too, until its own program starts. So a shell first writes into the
/// pipe until a write fails (`SIGPIPE` ignored): then no reading end is left anywhere, and none
/// can come back, before `program` starts.
///
/// # Panics
/// When `sh` cannot start, or the run passes `limit`.
pub fn into_closed_pipe(
    program: &Path,
    args: &[&str],
    input: Option<&Path>,
    what: &str,
    limit: Duration,
) -> Output {
    let mut child = Command::new("sh")
        .arg("-c")
        .arg(
            "trap '' PIPE; read go && while printf x 2>/dev/null; do :; done; \
             exec \"$0\" \"$@\" < \"$CLOSED_PIPE_INPUT\"",
        )
        .arg(program)
        .args(args)
        .env(
            "CLOSED_PIPE_INPUT",
            input.unwrap_or_else(|| Path::new("/dev/null")),
        )
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("sh runs");
    drop(child.stdout.take());
    let mut go = child.stdin.take().expect("a piped stdin");
    go.write_all(b"go\n").expect("sh waits for this line");
    drop(go);
    wait_within(child, what, limit)
}
