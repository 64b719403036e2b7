//! `xcc`: the library's exact cover on a problem in Knuth's format (the input of his DLX1 and
//! SSXCC, [`bench::dlx_format`]), so that it can be timed beside them on the same file; and
//! the pentomino packings written in that format.
//!   xcc [--first] < FILE         prints the number of solutions (or the first one): counted by
//!                                their frontier (`solver::frontier`) when the file's item
//!                                order keeps it narrow, else by dancing cells
//!   xcc --pentominoes ROWS COLS  writes the 12 pentominoes' packing of a ROWS × COLS board

use std::io::{self, Read, Write};
use std::process::ExitCode;

use bench::classics::{pentomino_packing, pentomino_problem};
use bench::dlx_format;
use cli::{options, Form, Parsed, Tool};
use solver::frontier::{self, Frontier};
use solver::ExactCover;

/// The most states the frontier count may hold at a cell before dancing cells count instead.
const FRONTIER_STATES: usize = 1 << 22;

/// The widest state ([`Frontier::width`]: the window's cells and the counters' bits) the
/// frontier counts: past it, the states it may meet outnumber the search's nodes (8×8 less its
/// centre, 43 bits: 0.45 s by the frontier, 0.22 s by dancing cells; 6×10, 37 bits: 0.61 s
/// against 2.65 s).
const FRONTIER_WIDTH: u32 = 40;

fn tool() -> Tool {
    Tool::new("xcc")
        .form(
            Form::new(
                "[--first] < FILE",
                "Counts the solutions of the exact cover problem on standard input, in Knuth's format (items, then options): by their frontier (solver::frontier) when the items' order keeps its state within 40 bits and 4,194,304 states at a cell, else with solver::exact_cover; --first prints the first solution's options instead (their lines, 1-based).",
            )
            .options::<Given>(),
        )
        .form(
            Form::word(
                "--pentominoes",
                "--pentominoes ROWS COLUMNS",
                "Writes the packings of the 12 pentominoes into ROWS × COLUMNS in Knuth's format, options in the library's order.",
            )
            .positional("ROWS", 1, 1)
            .positional("COLUMNS", 1, 1),
        )
}

options! {
    /// The options of the counting form, as given.
    struct Given {
        first: bool = "--first", "print the first solution, not the count";
    }
}

enum Request {
    Count { first: bool },
    Pentominoes(usize, usize),
}

fn request(parsed: &Parsed) -> Result<Request, String> {
    if parsed.word() == Some("--pentominoes") {
        let side = |k: usize, name| {
            cli::read_as::<usize>(
                name,
                &parsed.positionals()[k],
                "a whole number from 1 to 35",
            )
            .and_then(|n| match n {
                1..=35 => Ok(n),
                _ => Err(format!("{name} must be from 1 to 35")),
            })
        };
        Ok(Request::Pentominoes(side(0, "ROWS")?, side(1, "COLUMNS")?))
    } else {
        Ok(Request::Count {
            first: parsed.options::<Given>().first,
        })
    }
}

fn main() -> ExitCode {
    let request = match tool().read_std(&cli::args(), request) {
        Ok(request) => request,
        Err(status) => return ExitCode::from(status),
    };
    let out = match request {
        Request::Pentominoes(rows, cols) => {
            let packing = pentomino_packing(rows, cols);
            Ok(dlx_format::write(&pentomino_problem(&packing, rows, cols)))
        }
        Request::Count { first } => count(first),
    };
    match out {
        Ok(text) => match io::stdout().write_all(text.as_bytes()) {
            Ok(()) => ExitCode::SUCCESS,
            Err(_) => ExitCode::FAILURE,
        },
        Err(e) => {
            eprintln!("xcc: {e}");
            ExitCode::FAILURE
        }
    }
}

fn count(first: bool) -> Result<String, String> {
    let mut text = String::new();
    io::stdin()
        .read_to_string(&mut text)
        .map_err(|e| format!("cannot read the input: {e}"))?;
    let problem = dlx_format::read(&text)?;
    if !first {
        // The frontier count when the items' order keeps its state narrow, within a budget of
        // states that bounds its memory (about 128 MiB); dancing cells otherwise.
        let items = problem.names.len();
        let frontier = Frontier::from_exact_cover(problem.primary, items, &problem.options);
        if let Some(frontier) = frontier.ok().filter(|f| f.width() <= FRONTIER_WIDTH) {
            match frontier.count_within::<u128>(FRONTIER_STATES) {
                Ok(count) => return Ok(format!("{count}\n")),
                Err(frontier::Error::Overflow) => return Err("more than 2^128 solutions".into()),
                Err(_) => {}
            }
        }
    }
    let mut cover = ExactCover::new(problem.primary, problem.names.len() - problem.primary);
    for option in &problem.options {
        cover.add_option(option).map_err(|e| e.to_string())?;
    }
    if first {
        Ok(match cover.first_solution() {
            Some(mut options) => {
                options.sort_unstable();
                let lines: Vec<String> = options.iter().map(|o| (o + 1).to_string()).collect();
                format!("{}\n", lines.join(" "))
            }
            None => "none\n".to_string(),
        })
    } else {
        Ok(format!("{}\n", cover.count_solutions(u64::MAX)))
    }
}
