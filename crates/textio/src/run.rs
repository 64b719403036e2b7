//! The `main` of every problem binary: read all of stdin, solve, write through a buffer.

use std::io::{self, BufWriter, Read, Write};

use crate::report::Report;

/// A problem's entry point: answers `input` on `out`, records what is wrong with the input in
/// the report, and returns an error only when writing fails.
pub type Solve = fn(&[u8], &mut dyn Write, &mut Report) -> io::Result<()>;

/// Runs `solve` on `input`, writing answers to `out` and each complaint to `err` as
/// `name: case …, line …: …`. Returns the exit status: 0 when the report is clean and every
/// write succeeded, else 1. `out` is flushed in every case, so what was answered before a
/// complaint is kept.
pub fn run_with(
    name: &str,
    solve: Solve,
    input: &[u8],
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> u8 {
    let mut report = Report::default();
    let written = solve(input, out, &mut report).and_then(|()| out.flush());
    for error in report.errors() {
        let _ = writeln!(err, "{}: {}", name, error);
    }
    match written {
        Err(e) => {
            let _ = writeln!(err, "{}: cannot write the output: {}", name, e);
            1
        }
        Ok(()) => u8::from(!report.is_clean()),
    }
}

/// The whole `main` of a problem binary: [`run_with`] on all of stdin, a buffered stdout and
/// stderr. Returns the exit status for `std::process::exit`; by then stdout is flushed. A
/// stdout that [`stdout_is_closed`] is a write error: status 1 before anything is read.
///
/// A `main` calls `std::process::exit(textio::run(…))` rather than returning an `ExitCode`,
/// which judges' older compilers (rustc 1.56) do not have.
pub fn run(name: &str, solve: Solve) -> i32 {
    // Without the feature (in a bundle) it is never known: the check is left out.
    #[cfg(feature = "closed-stdout")]
    if stdout_is_closed() {
        let _ = writeln!(
            io::stderr(),
            "{}: cannot write the output: standard output is closed",
            name
        );
        return 1;
    }
    let mut input = Vec::new();
    if let Err(e) = io::stdin().lock().read_to_end(&mut input) {
        let _ = writeln!(io::stderr(), "{}: cannot read the input: {}", name, e);
        return 1;
    }
    let (standard_out, standard_err) = (io::stdout(), io::stderr());
    let mut out = BufWriter::with_capacity(1 << 16, standard_out.lock());
    let status = run_with(name, solve, &input, &mut out, &mut standard_err.lock());
    i32::from(status)
}

/// Whether standard output was closed when the program started (`program >&-`).
///
/// Writes to a closed stdout cannot fail in Rust: before `main`, std opens `/dev/null`, read
/// and write, on each of the descriptors 0, 1 and 2 that is closed. So a closed stdout is fd 1
/// open read-write on `/dev/null`, as `/proc/self/fd/1` and `/proc/self/fdinfo/1` show it. A
/// shell's `>/dev/null` opens it write-only and is no error; a parent that hands over
/// `/dev/null` opened read-write (Python's `subprocess.DEVNULL`) looks closed, and gets the
/// error. `false` wherever `/proc` does not tell (not Linux, no `/proc`).
///
/// The look at `/proc` is made only with the crate's `closed-stdout` feature (on by default,
/// so in every Cargo build): a bundle, compiled by a judge without it, always says `false`
/// and makes no system call a judge's sandbox might refuse. A judge never closes stdout.
#[cfg(feature = "closed-stdout")]
pub fn stdout_is_closed() -> bool {
    const O_ACCMODE: u32 = 0o3;
    const O_RDWR: u32 = 0o2;
    let on_dev_null = std::fs::read_link("/proc/self/fd/1")
        .map(|target| target == std::path::Path::new("/dev/null"))
        .unwrap_or(false);
    if !on_dev_null {
        return false;
    }
    let info = std::fs::read_to_string("/proc/self/fdinfo/1").unwrap_or_default();
    let flags = info
        .lines()
        .find_map(|line| line.strip_prefix("flags:"))
        .and_then(|octal| u32::from_str_radix(octal.trim(), 8).ok());
    flags.map_or(false, |flags| flags & O_ACCMODE == O_RDWR)
}

/// Whether standard output was closed when the program started: never known without the
/// `closed-stdout` feature (a bundle); see the documentation of the feature's version.
#[cfg(not(feature = "closed-stdout"))]
pub fn stdout_is_closed() -> bool {
    false
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::report::InputError;

    fn echo_until_bad(input: &[u8], out: &mut dyn Write, report: &mut Report) -> io::Result<()> {
        for (case, &b) in input.iter().enumerate() {
            if b == b'!' {
                report.input_error(case + 1, InputError::new(1, "a bang"));
                break;
            }
            out.write_all(&[b])?;
        }
        Ok(())
    }

    /// What [`run_with`] answers, complains and returns on `input`.
    fn in_memory(input: &[u8]) -> (Vec<u8>, String, u8) {
        let (mut out, mut err) = (Vec::new(), Vec::new());
        let status = run_with("echo", echo_until_bad, input, &mut out, &mut err);
        (out, String::from_utf8(err).unwrap(), status)
    }

    #[test]
    fn keeps_the_answers_before_a_complaint_and_fails() {
        let (out, err, status) = in_memory(b"ab!c");
        assert_eq!(out, b"ab");
        assert_eq!(err, "echo: case 3, line 1: a bang\n");
        assert_eq!(status, 1);
        assert_eq!(in_memory(b"abc"), (b"abc".to_vec(), String::new(), 0));
    }

    #[test]
    fn a_failed_write_fails() {
        struct Broken;
        impl Write for Broken {
            fn write(&mut self, _: &[u8]) -> io::Result<usize> {
                Err(io::Error::new(io::ErrorKind::BrokenPipe, "closed"))
            }
            fn flush(&mut self) -> io::Result<()> {
                Ok(())
            }
        }
        let mut err = Vec::new();
        assert_eq!(
            run_with("echo", echo_until_bad, b"abc", &mut Broken, &mut err),
            1
        );
        assert_eq!(
            String::from_utf8(err).unwrap(),
            "echo: cannot write the output: closed\n"
        );
    }
}
