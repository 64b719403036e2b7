//! A judge's verdict on one run: the first of time, memory, output size, exit status and answer
//! that fails.

use std::fmt;
use std::io;
use std::path::Path;

use spec::judge::Compare;

use crate::measure::{self, Ending, Limits, Meter, Run};
use crate::streaming::StreamingCompare;

/// The most lines of a failing program's stderr a verdict keeps.
pub const STDERR_TAIL_LINES: usize = 5;

/// What a judge says about one run.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// Accepted: in time, in memory, exit status 0, and the answer matches.
    Accepted,
    /// The answer is refused: the first line that differs from the expected output, or the
    /// checker's reason.
    WrongAnswer(String),
    /// Non-zero exit status or a signal: how it ended, and the last lines of its stderr.
    RuntimeError { ending: String, stderr_tail: String },
    /// CPU time over the limit (killed there), or killed at the wall-clock limit.
    TimeLimitExceeded,
    /// Peak memory over the limit.
    MemoryLimitExceeded,
    /// More output than the limit: the program was stopped there.
    OutputLimitExceeded,
}

impl Verdict {
    /// Judges `run` as a judge with `limits` would, `answer` being how its output compared with
    /// the expected one (a [`StreamingCompare`]'s result) or what the problem's answer checker
    /// said.
    ///
    /// The order is the judges': a run over its time is TLE whatever else it did, then memory,
    /// then output size, then the exit status, and only a clean exit has its answer looked at.
    pub fn of(run: &Run, limits: Limits, answer: Result<(), String>) -> Verdict {
        if run.ending == Ending::KilledForTime || run.cpu > limits.cpu || run.wall > limits.wall {
            return Verdict::TimeLimitExceeded;
        }
        let over_memory = run.peak_kib.is_some_and(|kib| kib > limits.memory_kib);
        if run.ending == Ending::KilledForMemory || over_memory {
            return Verdict::MemoryLimitExceeded;
        }
        if run.ending == Ending::KilledForOutput || run.stdout_bytes > limits.output_bytes {
            return Verdict::OutputLimitExceeded;
        }
        let ending = match run.ending {
            Ending::Exited(0) => None,
            Ending::Exited(code) => Some(format!("exit status {code}")),
            Ending::Signalled(signal) => Some(format!("killed by signal {signal}")),
            Ending::KilledForTime | Ending::KilledForMemory | Ending::KilledForOutput => {
                unreachable!("handled above")
            }
        };
        if let Some(ending) = ending {
            return Verdict::RuntimeError {
                ending,
                stderr_tail: tail(&run.stderr, STDERR_TAIL_LINES),
            };
        }
        match answer {
            Ok(()) => Verdict::Accepted,
            Err(why) => Verdict::WrongAnswer(why),
        }
    }

    /// The judges' two- or three-letter code: `AC`, `WA`, `RE`, `TLE`, `MLE`, `OLE`.
    pub fn code(&self) -> &'static str {
        match self {
            Verdict::Accepted => "AC",
            Verdict::WrongAnswer(_) => "WA",
            Verdict::RuntimeError { .. } => "RE",
            Verdict::TimeLimitExceeded => "TLE",
            Verdict::MemoryLimitExceeded => "MLE",
            Verdict::OutputLimitExceeded => "OLE",
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
            Verdict::WrongAnswer(why) => Some(why.clone()),
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

/// Runs `program` on the file `input` under `limits` and judges it against `expected` as
/// `compare` says, the output compared as it comes (never held whole), and added to `kept` when
/// one is given (at most the output limit).
///
/// # Errors
/// As [`measure::run`]: `input` cannot be opened, or the program cannot be run.
#[allow(clippy::too_many_arguments)]
pub fn judge_run(
    program: &Path,
    args: &[&str],
    input: &Path,
    limits: Limits,
    meter: &Meter,
    compare: Compare,
    expected: &[u8],
    mut kept: Option<&mut Vec<u8>>,
) -> io::Result<(Verdict, Run)> {
    if let Compare::Checker(_) = compare {
        // A checker reads the whole answer, which the output limit bounds.
        let mut answer = Vec::new();
        let run = measure::run(program, args, input, limits, meter, &mut |piece| {
            answer.extend_from_slice(piece)
        })?;
        if let Some(kept) = kept {
            kept.extend_from_slice(&answer);
        }
        let input = std::fs::read(input)?;
        let verdict = Verdict::of(&run, limits, compare.judge(&input, expected, &answer));
        return Ok((verdict, run));
    }
    let mut comparison = StreamingCompare::new(compare, expected);
    let run = measure::run(program, args, input, limits, meter, &mut |piece| {
        if let Some(kept) = kept.as_mut() {
            kept.extend_from_slice(piece);
        }
        comparison.feed(piece)
    })?;
    let answer = comparison.finish().map_err(|mismatch| mismatch.to_string());
    Ok((Verdict::of(&run, limits, answer), run))
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
        output_bytes: 100,
    };

    /// A run that took `cpu_ms` of CPU time and twice that of wall time and wrote `stdout`.
    fn run(ending: Ending, cpu_ms: u64, peak_kib: u64, stdout: &str) -> (Run, Vec<u8>) {
        let run = Run {
            ending,
            cpu: Duration::from_millis(cpu_ms),
            wall: Duration::from_millis(cpu_ms * 2),
            peak_kib: Some(peak_kib),
            stdout_bytes: stdout.len() as u64,
            stderr: b"one\n\ntwo\nthree\nfour\nfive\nsix\n".to_vec(),
        };
        (run, stdout.as_bytes().to_vec())
    }

    fn verdict((r, stdout): &(Run, Vec<u8>), expected: &[u8]) -> Verdict {
        Verdict::of(r, LIMITS, Compare::Exact.judge(b"", expected, stdout))
    }

    fn code(r: &(Run, Vec<u8>)) -> &'static str {
        verdict(r, b"A\nB\n").code()
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
        let (slow, out) = run(Ending::Exited(0), 10, 2000, "A\nB\n");
        let slow = Run {
            wall: Duration::from_millis(3001),
            ..slow
        };
        assert_eq!(code(&(slow, out)), "TLE");
        // Over the output limit: OLE, whether it was stopped or ended first; before RE.
        let long = "A\n".repeat(51);
        assert_eq!(code(&run(Ending::Exited(0), 10, 2000, &long)), "OLE");
        assert_eq!(code(&run(Ending::Exited(1), 10, 2000, &long)), "OLE");
        assert_eq!(code(&run(Ending::KilledForOutput, 10, 2000, "A\n")), "OLE");
        assert_eq!(code(&run(Ending::KilledForOutput, 1001, 2000, "")), "TLE");
        // At the limits exactly is still in time, in memory and in size.
        assert_eq!(code(&run(Ending::Exited(0), 1000, 65536, "A\nB\n")), "AC");
        let (at_limit, out) = run(Ending::Exited(0), 10, 2000, &"A\n".repeat(50));
        assert_eq!(
            verdict(&(at_limit, out), "A\n".repeat(50).as_bytes()).code(),
            "AC"
        );
    }

    #[test]
    fn a_runtime_error_keeps_the_tail_of_stderr() {
        let verdict = verdict(&run(Ending::Exited(3), 10, 2000, ""), b"");
        assert_eq!(
            verdict.to_string(),
            "RE: exit status 3, stderr ends with:\ntwo\nthree\nfour\nfive\nsix"
        );
    }

    #[test]
    fn a_wrong_answer_names_its_line() {
        let verdict = verdict(&run(Ending::Exited(0), 10, 2000, "A\nC\n"), b"A\nB\n");
        assert_eq!(verdict.to_string(), r#"WA: line 2: expected "B", got "C""#);
    }
}
