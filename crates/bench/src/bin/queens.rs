//! `queens`: times `solver::queens`.
//!   queens count N        the placements of N queens on the empty board, and the time
//!   queens complete FILE  completes each line of FILE (SPOJ NQUEEN's format: N, then the
//!                         column of each row's queen, 0 for none) and prints the total time,
//!                         the median and the worst line
//! The classic C counter to set beside `count` is in crates/bench/README.md.

use std::process::ExitCode;
use std::time::Instant;

use bench::classics::queen_boards;
use cli::{Form, Tool};
use solver::queens::Queens;

/// The command line.
fn tool() -> Tool {
    Tool::new("queens")
        .form(
            Form::word("count", "count N", "The placements of N queens (up to 64) on the empty board, and the time.")
                .positional("N", 1, 1),
        )
        .form(
            Form::word("complete", "complete FILE", "Completes each line of FILE (SPOJ NQUEEN's format: N, then the column of each row's queen, 0 for none) and prints the total time, the median and the worst line.")
                .positional("FILE", 1, 1),
        )
}

fn main() -> ExitCode {
    let request = tool().read_std(&cli::args(), |parsed| {
        let argument = parsed.positionals()[0].clone();
        if parsed.word() == Some("complete") {
            return Ok(Err(argument));
        }
        let n = cli::read_as("N", &argument, "a whole number from 1 to 64")?;
        Queens::new(n).map(Ok).map_err(|e| format!("N = {n}: {e}"))
    });
    match request {
        Ok(Ok(board)) => {
            let start = Instant::now();
            let ways = board.count();
            println!(
                "{} queens: {} placements in {:.3} s",
                board.size(),
                ways,
                start.elapsed().as_secs_f64()
            );
            ExitCode::SUCCESS
        }
        Ok(Err(file)) => complete(&file),
        Err(status) => ExitCode::from(status),
    }
}

fn complete(file: &str) -> ExitCode {
    let text = match std::fs::read_to_string(file) {
        Ok(text) => text,
        Err(e) => {
            eprintln!("queens: cannot read {}: {}", file, e);
            return ExitCode::FAILURE;
        }
    };
    let boards = match queen_boards(&text) {
        Ok(boards) => boards,
        Err(line) => {
            eprintln!("queens: line {} is not a board", line);
            return ExitCode::FAILURE;
        }
    };
    let mut times = Vec::new();
    for (k, board) in boards.iter().enumerate() {
        let start = Instant::now();
        let done = board.complete().is_some();
        times.push((start.elapsed().as_secs_f64(), k + 1, done));
    }
    if times.is_empty() {
        println!("no boards in {}", file);
        return ExitCode::SUCCESS;
    }
    let total: f64 = times.iter().map(|t| t.0).sum();
    times.sort_by(|a, b| a.0.total_cmp(&b.0));
    let (median, worst) = (times[times.len() / 2], times[times.len() - 1]);
    let unsolved = times.iter().filter(|t| !t.2).count();
    println!(
        "{} boards in {:.3} s; median {:.1} µs; worst board {}: {:.3} ms; {} without a completion",
        times.len(),
        total,
        median.0 * 1e6,
        worst.1,
        worst.0 * 1e3,
        unsolved
    );
    ExitCode::SUCCESS
}
