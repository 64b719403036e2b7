//! `check PROBLEM INPUT OUTPUT EXPECTED`: one answer judged as the problem's judge judges it, by
//! its comparison or its checker ([`textio::judge::Compare::judge`]), as a command: exit status
//! 0 when the answer is accepted, 1 with the reason on stderr when it is not, 2 when the command
//! line or a file is wrong. Its arguments are online-judge-tools' `--judge-command` interface
//! (input, the program's output, the expected output), so that
//! `oj test -c PROGRAM -d problems/NAME/cases --judge-command 'scripts/check NAME'` judges any
//! program exactly as `scripts/judge` does.

use std::io::Write;
use std::process::ExitCode;

use catalog::Problem;

const USAGE: &str = "\
usage: check PROBLEM INPUT OUTPUT EXPECTED

Judges OUTPUT, a program's answer to INPUT, as PROBLEM's judge does: against EXPECTED under its
comparison, or by its checker where any valid answer is accepted. Exit status 0 when accepted,
1 when not (the reason on stderr), 2 for a bad command line or a file that cannot be read.";

/// What the command line names.
#[derive(Clone, Debug)]
pub struct Request {
    pub problem: &'static Problem,
    pub input: String,
    pub output: String,
    pub expected: String,
}

/// Reads the arguments (without the program's name); `Ok(None)` asks for the help.
///
/// # Errors
/// A message for an unknown problem or a wrong number of arguments.
pub fn parse_args(args: &[String]) -> Result<Option<Request>, String> {
    if args.iter().any(|a| a == "-h" || a == "--help") {
        return Ok(None);
    }
    match args {
        [name, input, output, expected] => {
            let problem = catalog::find(name).ok_or_else(|| {
                let known: Vec<&str> = catalog::PROBLEMS.iter().map(|p| p.name).collect();
                format!(
                    "no problem called {name}; the problems are {}",
                    known.join(", ")
                )
            })?;
            Ok(Some(Request {
                problem,
                input: input.clone(),
                output: output.clone(),
                expected: expected.clone(),
            }))
        }
        _ => Err(format!("expected 4 arguments, found {}", args.len())),
    }
}

/// The verdict on `request`: `Ok` when accepted, `Err(Ok(reason))` when refused,
/// `Err(Err(message))` when a file cannot be read.
pub fn judge(request: &Request) -> Result<(), Result<String, String>> {
    let read =
        |path: &str| std::fs::read(path).map_err(|e| Err(format!("cannot read {path}: {e}")));
    let (input, output, expected) = (
        read(&request.input)?,
        read(&request.output)?,
        read(&request.expected)?,
    );
    request
        .problem
        .judge
        .compare
        .judge(&input, &expected, &output)
        .map_err(Ok)
}

/// The whole program on `args`: the exit status, and the reason or the message on stderr.
pub fn main(args: Vec<String>) -> ExitCode {
    let mut err = std::io::stderr();
    let request = match parse_args(&args) {
        Ok(Some(request)) => request,
        Ok(None) => {
            let mut out = std::io::stdout().lock();
            return match writeln!(out, "{USAGE}").and_then(|()| out.flush()) {
                Ok(()) => ExitCode::SUCCESS,
                Err(_) => ExitCode::from(2),
            };
        }
        Err(message) => {
            let _ = writeln!(err, "check: {message}\n\n{USAGE}");
            return ExitCode::from(2);
        }
    };
    match judge(&request) {
        Ok(()) => ExitCode::SUCCESS,
        Err(Ok(reason)) => {
            let _ = writeln!(err, "{}: {reason}", request.problem.name);
            ExitCode::from(1)
        }
        Err(Err(message)) => {
            let _ = writeln!(err, "check: {message}");
            ExitCode::from(2)
        }
    }
}
