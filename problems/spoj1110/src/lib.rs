//! SPOJ SUDOKU (problem 1110; Luogu SP1110 submits to it): the 16×16 Sudoku of AcWing 169, with
//! 4×4 boxes, letters `A`–`P` and `-` for an empty cell, in SPOJ's format.
//!
//! Input: the number of grids K (1 ≤ K ≤ 10), then K grids of 16 rows of 16 characters, one
//! empty line between grids (only tokens count: empty lines, `\r\n` and trailing spaces do not).
//! Output: the K solved grids in the same format, one empty line between them and none after
//! the last. Every grid has exactly one solution; one without is reported on stderr and gets
//! no answer. The puzzle is `acwing169`'s, and so is its engine, the library's 16×16 solver
//! ([`solver::sudoku16::Sudoku16`]).

use std::io::{self, Write};

use acwing169::{N, SYMBOLS};
use solver::sudoku16::Sudoku16;
#[cfg(feature = "catalog")]
use textio::format::{count_header, Input, InputFormat};
use textio::grid::{each_counted_grid, read_rows, write_rows, Spacing};
#[cfg(feature = "catalog")]
use textio::judge::{Compare, Judge, Rust, SPOJ};
use textio::tokens::CaseCount;
use textio::Report;

/// SPOJ's page for this problem. SPOJ runs rustc about 1.56 and offers editions up to 2021;
/// its default source limit is 50,000 bytes. The page gives no time or memory limit that we
/// could find: SPOJ's usual 1 s (per file) and 1536 MB are assumed. SPOJ's default comparison
/// ignores trailing white space.
#[cfg(feature = "catalog")]
pub const JUDGE: Judge = Judge {
    name: "SPOJ SUDOKU",
    url: "https://www.spoj.com/problems/SUDOKU/",
    time_limit_ms: 1000,
    memory_limit_kib: 1536 * 1024,
    compare: Compare::IgnoreTrailingWhitespace,
    rust: Rust::Takes(SPOJ),
    same_puzzle: &["acwing169", "poj3076"],
};

/// What the tools need of this input: the count K, then K ≤ 10 grids of acwing169's.
#[cfg(feature = "catalog")]
pub const INPUT: Input = Input::Puzzles(InputFormat {
    most_puzzles: MAX_GRIDS,
    header: count_header,
    ..acwing169::GRIDS
});

/// The largest number of grids the statement allows.
pub const MAX_GRIDS: usize = 10;
/// How the input counts its grids.
pub const GRIDS: CaseCount = CaseCount {
    case: "grid",
    letter: 'K',
    most: MAX_GRIDS,
};

/// Answers the grids of `input` on `out`; see the crate documentation for the format.
pub fn solve(input: &[u8], out: &mut dyn Write, report: &mut Report) -> io::Result<()> {
    let mut solver = Sudoku16::new();
    let mut answered = 0;
    each_counted_grid(
        input,
        &GRIDS,
        N,
        &SYMBOLS,
        read_rows,
        report,
        |case, line, cells, report| {
            match solver.solve(cells).expect("256 cells below 16") {
                Some(grid) => {
                    if answered > 0 {
                        out.write_all(b"\n")?;
                    }
                    write_rows(out, &grid, N, SYMBOLS.values, Spacing::Packed)?;
                    answered += 1;
                }
                None => report.case_error(
                    case,
                    line,
                    "the grid has no solution, though one is promised",
                ),
            }
            Ok(())
        },
    )
}
