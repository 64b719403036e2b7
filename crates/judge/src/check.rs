//! `check PROBLEM INPUT OUTPUT EXPECTED`: one answer judged as the problem's judge judges it, by
//! its comparison or its checker ([`spec::judge::Compare::judge`]), as a command: exit status
//! 0 when the answer is accepted, 1 with the reason on stderr when it is not, 2 when the command
//! line or a file is wrong. Its arguments are online-judge-tools' `--judge-command` interface
//! (input, the program's output, the expected output), so that
//! `oj test -c PROGRAM -d problems/NAME/cases --judge-command 'scripts/check NAME'` judges any
//! program exactly as `scripts/judge` does.

use std::io::Write;
use std::process::ExitCode;

use catalog::Problem;
use cli::{Form, Parsed, Tool};

/// The command line.
pub fn tool() -> Tool {
    Tool::new("check").failure_status(2).form(
        Form::new(
            "PROBLEM INPUT OUTPUT EXPECTED",
            "\nJudges OUTPUT, a program's answer to INPUT, as PROBLEM's judge does: against EXPECTED under its comparison, or by its checker where any valid answer is accepted. Exit status 0 when accepted, 1 when not (the reason on stderr), 2 for a bad command line or a file that cannot be read.",
        )
        .positional("PROBLEM", 1, 1)
        .positional("INPUT", 1, 1)
        .positional("OUTPUT", 1, 1)
        .positional("EXPECTED", 1, 1),
    )
}

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
    tool().interpret(args, request)
}

/// What a command line [`tool`] has read names.
fn request(parsed: &Parsed) -> Result<Request, String> {
    match parsed.positionals() {
        [name, input, output, expected] => Ok(Request {
            problem: catalog::named(name)?,
            input: input.clone(),
            output: output.clone(),
            expected: expected.clone(),
        }),
        other => Err(format!("expected 4 arguments, found {}", other.len())),
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
    let request = match tool().read_std(&args, request) {
        Ok(request) => request,
        Err(status) => return ExitCode::from(status),
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
