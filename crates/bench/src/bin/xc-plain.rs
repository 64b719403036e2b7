//! `xc-plain`: Luogu P4929's program on the plain Dancing Links of reference solution 000
//! ([`bench::plain_dlx`]), for one matrix in the judge's format or many after one another:
//! each answered on its own line.

use std::io::{self, Read, Write};
use std::process::ExitCode;

use bench::cover_instances::answer_all;
use bench::plain_dlx::PlainDlx;
use cli::{Form, Tool};

fn main() -> ExitCode {
    let tool = Tool::new("xc-plain").form(Form::new(
        "< INPUT",
        "Luogu P4929's program on the plain Dancing Links: answers each matrix of standard input (the judge's format, one after another) on its own line.",
    ));
    if let Err(status) = tool.read_std(&cli::args(), |_| Ok(())) {
        return ExitCode::from(status);
    }
    let mut input = Vec::new();
    if let Err(e) = io::stdin().read_to_end(&mut input) {
        eprintln!("xc-plain: cannot read the input: {e}");
        return ExitCode::FAILURE;
    }
    let mut dlx = PlainDlx::new();
    match answer_all(&input, |m| dlx.solve(m)) {
        Ok(out) => match io::stdout().write_all(out.as_bytes()) {
            Ok(()) => ExitCode::SUCCESS,
            Err(_) => ExitCode::FAILURE,
        },
        Err(e) => {
            eprintln!("xc-plain: {e}");
            ExitCode::FAILURE
        }
    }
}
