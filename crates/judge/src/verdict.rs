//! A judge's verdict on one run: the first of time, memory, exit status and answer that fails.

use std::fmt;

use textio::judge::{Compare, Mismatch};

use crate::measure::{Ending, Limits, Run};

/// The most lines of a failing program's stderr a verdict keeps.
pub const STDERR_TAIL_LINES: usize = 5;

/// What a judge says about one run.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// Accepted: in time, in memory, exit status 0, and the answer matches.
    Accepted,
    /// The answer differs from the expected output.
    WrongAnswer(Mismatch),
    /// Non-zero exit status or a signal: how it ended, and the last lines of its stderr.
    RuntimeError { ending: String, stderr_tail: String },
    /// CPU time over the limit (killed there), or killed at the wall-clock limit.
    TimeLimitExceeded,
    /// Peak memory over the limit.
    MemoryLimitExceeded,
}

impl Verdict {
    /// Judges `run` as a judge with `limits` comparing by `compare` against `expected` would.
    ///
    /// The order is the judges': a run over its time is TLE whatever else it did, then memory,
    /// then the exit status, and only a clean exit has its answer compared.
    pub fn of(run: &Run, limits: Limits, compare: Compare, expected: &[u8]) -> Verdict {
        if run.ending == Ending::KilledForTime || run.cpu > limits.cpu || run.wall > limits.wall {
            return Verdict::TimeLimitExceeded;
        }
        let over_memory = run.peak_kib.is_some_and(|kib| kib > limits.memory_kib);
        if run.ending == Ending::KilledForMemory || over_memory {
            return Verdict::MemoryLimitExceeded;
        }
        let ending = match run.ending {
            Ending::Exited(0) => None,
            Ending::Exited(code) => Some(format!("exit status {code}")),
            Ending::Signalled(signal) => Some(format!("killed by signal {signal}")),
            Ending::KilledForTime | Ending::KilledForMemory => unreachable!("handled above"),
        };
        if let Some(ending) = ending {
            return Verdict::RuntimeError {
                ending,
                stderr_tail: tail(&run.stderr, STDERR_TAIL_LINES),
            };
        }
        match compare.check(expected, &run.stdout) {
            Ok(()) => Verdict::Accepted,
            Err(mismatch) => Verdict::WrongAnswer(mismatch),
        }
    }

    /// The judges' two- or three-letter code: `AC`, `WA`, `RE`, `TLE`, `MLE`.
    pub fn code(&self) -> &'static str {
        match self {
            Verdict::Accepted => "AC",
            Verdict::WrongAnswer(_) => "WA",
            Verdict::RuntimeError { .. } => "RE",
            Verdict::TimeLimitExceeded => "TLE",
            Verdict::MemoryLimitExceeded => "MLE",
        }
    }

    /// Whether this is `AC`.
    pub fn is_accepted(&self) -> bool {
        *self == Verdict::Accepted
    }
}

impl Verdict {
    /// What went wrong, for WA (the line) and RE (how it ended and the end of its stderr, on
    /// the lines after); `None` for the others, whose code says it all.
    pub fn detail(&self) -> Option<String> {
        match self {
            Verdict::WrongAnswer(mismatch) => Some(mismatch.to_string()),
            Verdict::RuntimeError {
                ending,
                stderr_tail,
            } if stderr_tail.is_empty() => Some(format!("{ending}, nothing on stderr")),
            Verdict::RuntimeError {
                ending,
                stderr_tail,
            } => Some(format!("{ending}, stderr ends with:\n{stderr_tail}")),
            _ => None,
        }
    }
}

impl fmt::Display for Verdict {
    /// The code, then the detail after a colon.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())?;
        match self.detail() {
            Some(detail) => write!(f, ": {detail}"),
            None => Ok(()),
        }
    }
}

/// The last `lines` non-empty lines of `bytes`, as text.
fn tail(bytes: &[u8], lines: usize) -> String {
    let text = String::from_utf8_lossy(bytes);
    let kept: Vec<&str> = text
        .lines()
        .filter(|line| !line.trim().is_empty())
        .collect();
    kept[kept.len().saturating_sub(lines)..].join("\n")
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    const LIMITS: Limits = Limits {
        cpu: Duration::from_millis(1000),
        wall: Duration::from_millis(3000),
        memory_kib: 65536,
    };

    /// A run that took `cpu_ms` of CPU time and twice that of wall time.
    fn run(ending: Ending, cpu_ms: u64, peak_kib: u64, stdout: &str) -> Run {
        Run {
            ending,
            cpu: Duration::from_millis(cpu_ms),
            wall: Duration::from_millis(cpu_ms * 2),
            peak_kib: Some(peak_kib),
            stdout: stdout.as_bytes().to_vec(),
            stderr: b"one\n\ntwo\nthree\nfour\nfive\nsix\n".to_vec(),
        }
    }

    fn code(r: &Run) -> &'static str {
        Verdict::of(r, LIMITS, Compare::Exact, b"A\nB\n").code()
    }

    #[test]
    fn verdicts_in_the_judges_order() {
        assert_eq!(code(&run(Ending::Exited(0), 10, 2000, "A\nB\n")), "AC");
        assert_eq!(code(&run(Ending::Exited(0), 10, 2000, "A\nC\n")), "WA");
        assert_eq!(code(&run(Ending::Exited(3), 10, 2000, "A\nB\n")), "RE");
        assert_eq!(code(&run(Ending::Signalled(6), 10, 2000, "")), "RE");
        assert_eq!(code(&run(Ending::Exited(0), 10, 70000, "A\nB\n")), "MLE");
        assert_eq!(code(&run(Ending::KilledForMemory, 10, 60000, "")), "MLE");
        assert_eq!(code(&run(Ending::Exited(0), 1001, 2000, "A\nB\n")), "TLE");
        assert_eq!(code(&run(Ending::KilledForTime, 1000, 70000, "")), "TLE");
        assert_eq!(
            code(&Run {
                wall: Duration::from_millis(3001),
                ..run(Ending::Exited(0), 10, 2000, "A\nB\n")
            }),
            "TLE"
        );
        // At the limits exactly is still in time and in memory.
        assert_eq!(code(&run(Ending::Exited(0), 1000, 65536, "A\nB\n")), "AC");
    }

    #[test]
    fn a_runtime_error_keeps_the_tail_of_stderr() {
        let verdict = Verdict::of(
            &run(Ending::Exited(3), 10, 2000, ""),
            LIMITS,
            Compare::Exact,
            b"",
        );
        assert_eq!(
            verdict.to_string(),
            "RE: exit status 3, stderr ends with:\ntwo\nthree\nfour\nfive\nsix"
        );
    }

    #[test]
    fn a_wrong_answer_names_its_line() {
        let verdict = Verdict::of(
            &run(Ending::Exited(0), 10, 2000, "A\nC\n"),
            LIMITS,
            Compare::Exact,
            b"A\nB\n",
        );
        assert_eq!(verdict.to_string(), r#"WA: line 2: expected "B", got "C""#);
    }
}
