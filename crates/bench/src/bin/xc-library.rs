//! `xc-library`: Luogu P4929's program on the library's exact cover, for one matrix in the
//! judge's format or many after one another: each answered on its own line.

use std::io::{self, Read, Write};
use std::process::ExitCode;

use bench::cover_instances::answer_all;
use cli::{Form, Tool};
use solver::ExactCover;

fn main() -> ExitCode {
    let tool = Tool::new("xc-library").form(Form::new(
        "< INPUT",
        "Luogu P4929's program on the library's exact cover: answers each matrix of standard input (the judge's format, one after another) on its own line.",
    ));
    if let Err(status) = tool.read_std(&cli::args(), |_| Ok(())) {
        return ExitCode::from(status);
    }
    let mut input = Vec::new();
    if let Err(e) = io::stdin().read_to_end(&mut input) {
        eprintln!("xc-library: cannot read the input: {e}");
        return ExitCode::FAILURE;
    }
    let answers = answer_all(&input, |m| {
        ExactCover::from_rows(m.columns, &m.rows)
            .expect("columns read from the matrix exist and are distinct")
            .first_solution()
    });
    match answers {
        Ok(out) => match io::stdout().write_all(out.as_bytes()) {
            Ok(()) => ExitCode::SUCCESS,
            Err(_) => ExitCode::FAILURE,
        },
        Err(e) => {
            eprintln!("xc-library: {e}");
            ExitCode::FAILURE
        }
    }
}
