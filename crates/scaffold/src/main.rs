//! `scaffold <name>` (`scripts/new`): a new problem's skeleton and its catalog line;
//! `scaffold --remove <name>` undoes it while the problem is not written.

use std::io::{self, Write};
use std::process::ExitCode;

use scaffold::Workspace;

const USAGE: &str = "usage: new <name>            a new problem: problems/<name>'s skeleton and its catalog line\n       \
                     new --remove <name>   undo it, while the problem's solve is still the scaffold's";

/// Writes one line to stderr; a failed write has nowhere left to be told, so it is dropped.
fn say(line: &str) {
    let _ = writeln!(io::stderr(), "{line}");
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let workspace = match Workspace::this() {
        Ok(w) => w,
        Err(e) => {
            say(&format!("new: {e}"));
            return ExitCode::FAILURE;
        }
    };
    match args.iter().map(String::as_str).collect::<Vec<_>>()[..] {
        ["-h" | "--help"] => {
            say(USAGE);
            ExitCode::SUCCESS
        }
        ["--remove", name] => match workspace.remove(name) {
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
        },
        [name] if !name.starts_with('-') => match workspace.create(name) {
            Ok(created) => {
                let mut text = String::new();
                for path in created {
                    text.push_str(&format!("created {}\n", path.display()));
                }
                text.push_str(&format!(
                    "added {name} to crates/catalog/Cargo.toml\n\
                     next: the statement's sample into problems/{name}/cases/sample-1.in and .out,\n\
                     \x20     a bad input and its message into problems/{name}/bad/,\n\
                     \x20     JUDGE, INPUT and solve in problems/{name}/src/lib.rs; `cargo test`\n\
                     \x20     fails naming each of them until it is written"
                ));
                say(&text);
                ExitCode::SUCCESS
            }
            Err(e) => {
                say(&format!("new: {e}"));
                ExitCode::FAILURE
            }
        },
        _ => {
            say(USAGE);
            ExitCode::from(2)
        }
    }
}
