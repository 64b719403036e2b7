//! Completes the Latin square blocks of a luogu10062 input (stdin) and prints the answers
//! (stdout), or writes such an input: a whole process to time [`solver::latin`] with.
//!
//! - `latin` reads the judge's input and answers each case (`No`, or `Yes` and a square);
//! - `latin --write KIND|mixed SEED` writes ten cases of order 500 of that kind
//!   (`bench::latin::Kind` names them), or the mixed benchmark file.
//!
//! `cargo build --release -p bench --bin latin`, then for instance
//! `target/release/latin --write mixed 1 > mixed.in` and
//! `/usr/bin/time -v target/release/latin < mixed.in > /dev/null`.

use std::io::{self, Read, Write};
use std::process;

use cli::{Form, Tool};

use bench::latin::{mixed, ten_of, write_answer, write_input, Kind};
use catalog::formats::latin_block::tool::read_blocks;

fn main() {
    let tool = Tool::new("latin")
        .form(Form::new(
            "< INPUT",
            "Answers each case of the Latin square blocks on standard input (the judge's format).",
        ))
        .form(
            Form::word(
                "--write",
                "--write KIND|mixed SEED",
                "Writes ten cases of order 500 of that kind, or the mixed benchmark file.",
            )
            .positional("KIND", 1, 1)
            .positional("SEED", 1, 1),
        );
    let write = tool.read_std(&cli::args(), |parsed| {
        if parsed.word().is_none() {
            return Ok(None);
        }
        let [kind, seed] = parsed.positionals() else {
            return Err("give KIND and SEED".to_string());
        };
        let seed = cli::read_as("SEED", seed, "a whole number")?;
        match kind.as_str() {
            "mixed" => Ok(Some(mixed(seed))),
            name => Kind::from_name(name)
                .map(|kind| Some(ten_of(kind, seed)))
                .ok_or_else(|| format!("no kind {name:?}")),
        }
    });
    match write {
        Ok(Some(blocks)) => {
            io::stdout()
                .write_all(&write_input(&blocks))
                .unwrap_or_else(|_| fail("cannot write the input"));
            return;
        }
        Ok(None) => {}
        Err(status) => process::exit(i32::from(status)),
    }
    let mut text = Vec::new();
    if io::stdin().read_to_end(&mut text).is_err() {
        fail("cannot read the input");
    }
    let blocks = read_blocks(&text).unwrap_or_else(|e| fail(&e));
    let mut out = Vec::new();
    for block in &blocks {
        write_answer(&mut out, block.order(), block.complete().as_deref());
    }
    io::stdout()
        .write_all(&out)
        .unwrap_or_else(|_| fail("cannot write the answers"));
}

fn fail(message: &str) -> ! {
    eprintln!("latin: {message}");
    process::exit(2);
}
