//! A problem's program run in memory: its `solve` on an input, without a process, for the tools
//! and the tests that compare many runs.

use textio::{run_with, Solve};

/// What one run produced: the answers, the complaints as printed on stderr, the exit status.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Outcome {
    pub stdout: Vec<u8>,
    pub stderr: String,
    pub status: u8,
}

/// [`run_with`] in memory: what the program `name`, whose entry point is `solve`, prints and
/// returns on `input`.
///
/// # Complexity
/// `solve`'s, with its output kept in memory.
///
/// # Example
/// ```
/// use std::io::{self, Write};
/// use textio::Report;
///
/// fn shout(input: &[u8], out: &mut dyn Write, _: &mut Report) -> io::Result<()> {
///     out.write_all(&input.to_ascii_uppercase())
/// }
/// let outcome = spec::run::run_in_memory("shout", shout, b"hi");
/// assert_eq!((outcome.stdout, outcome.status), (b"HI".to_vec(), 0));
/// ```
pub fn run_in_memory(name: &str, solve: Solve, input: &[u8]) -> Outcome {
    let mut stdout = Vec::new();
    let mut stderr = Vec::new();
    let status = run_with(name, solve, input, &mut stdout, &mut stderr);
    Outcome {
        stdout,
        stderr: String::from_utf8_lossy(&stderr).into_owned(),
        status,
    }
}
