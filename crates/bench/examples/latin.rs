//! Completes the Latin square blocks of a luogu10062 input (stdin) and prints the answers
//! (stdout), or writes such an input: a whole process to time [`solver::latin`] with.
//!
//! - `latin` reads the judge's input and answers each case (`No`, or `Yes` and a square);
//! - `latin --write KIND|mixed SEED` writes ten cases of order 500 of that kind
//!   (`bench::latin::Kind` names them), or the mixed benchmark file.
//!
//! `cargo build --release -p bench --example latin`, then for instance
//! `target/release/examples/latin --write mixed 1 > mixed.in` and
//! `/usr/bin/time -v target/release/examples/latin < mixed.in > /dev/null`.

use std::io::{self, Read, Write};
use std::process;

use bench::latin::{mixed, read_input, ten_of, write_answer, write_input, Kind};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if let [flag, kind, seed] = args.as_slice() {
        if flag == "--write" {
            let seed: u64 = seed
                .parse()
                .unwrap_or_else(|_| fail("SEED is a whole number"));
            let blocks = match kind.as_str() {
                "mixed" => mixed(seed),
                name => ten_of(
                    Kind::from_name(name).unwrap_or_else(|| fail("no such KIND")),
                    seed,
                ),
            };
            print!("{}", write_input(&blocks));
            return;
        }
    }
    if !args.is_empty() {
        fail("usage: latin [--write KIND|mixed SEED] (reads stdin without arguments)");
    }
    let mut text = String::new();
    if io::stdin().read_to_string(&mut text).is_err() {
        fail("cannot read the input");
    }
    let blocks = read_input(&text).unwrap_or_else(|e| fail(&e));
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
