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
use textio::grid::{each_counted_grid, read_rows, write_rows, Spacing};
use textio::tokens::CaseCount;
use textio::Report;

#[cfg(feature = "catalog")]
pub mod tool;

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
