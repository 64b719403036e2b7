//! `scaffold <name>` (`scripts/new`): a new problem's skeleton and its catalog line;
//! `scaffold --remove <name>` undoes it while the problem is not written.

use std::io::{self, Write};
use std::process::ExitCode;

use cli::{Form, Tool};
use scaffold::Workspace;

/// The command line.
fn tool() -> Tool {
    Tool::new("new")
        .form(
            Form::new(
                "<name>",
                "A new problem: problems/<name>'s skeleton and its catalog line.",
            )
            .positional("<name>", 1, 1),
        )
        .form(
            Form::word(
                "--remove",
                "--remove <name>",
                "Undoes it, while the problem's solve is still the scaffold's.",
            )
            .positional("<name>", 1, 1),
        )
}

/// Writes one line to stderr; a failed write has nowhere left to be told, so it is dropped.
fn say(line: &str) {
    let _ = writeln!(io::stderr(), "{line}");
}

fn main() -> ExitCode {
    let (remove, name) = match tool().read_std(&cli::args(), |parsed| {
        Ok((parsed.word().is_some(), parsed.positionals()[0].clone()))
    }) {
        Ok(request) => request,
        Err(status) => return ExitCode::from(status),
    };
    let workspace = match Workspace::this() {
        Ok(w) => w,
        Err(e) => {
            say(&format!("new: {e}"));
            return ExitCode::FAILURE;
        }
    };
    if remove {
        return match scaffold::remove(&workspace, &name) {
            Ok(()) => {
                say(&format!(
                    "removed problems/{name} and its line in crates/catalog/Cargo.toml"
                ));
                ExitCode::SUCCESS
            }
            Err(e) => {
                say(&format!("new: {e}"));
                ExitCode::FAILURE
            }
        };
    }
    match scaffold::create(&workspace, &name) {
        Ok(created) => {
            let mut text = String::new();
            for path in created {
                text.push_str(&format!("created {}\n", path.display()));
            }
            text.push_str(&format!(
                "added {name} to crates/catalog/Cargo.toml\n\
                 next: the statement's sample into problems/{name}/cases/sample-1.in and .out,\n\
                 \x20     a bad input and its message into problems/{name}/bad/,\n\
                 \x20     solve in problems/{name}/src/lib.rs, JUDGE and INPUT in src/tool.rs;\n\
                 \x20     `cargo test` fails naming each of them until it is written"
            ));
            say(&text);
            ExitCode::SUCCESS
        }
        Err(e) => {
            say(&format!("new: {e}"));
            ExitCode::FAILURE
        }
    }
}
