//! Luogu P10481 Sudoku (the same problem as POJ 2676): 9×9 Sudoku with 3×3 boxes, `0` for an
//! empty cell, any solution accepted.
//!
//! Input: the number of cases T, then T grids of 9 lines of 9 digits (`1`–`9`, `0` empty). The
//! statement bounds T nowhere: any count from 1 is read, and an input that holds fewer grids is
//! cut short. Only tokens count: `\r\n`, extra spaces and empty lines do not. Output: each
//! solved grid in the same format, 9 lines of 9 digits, nothing between the grids.
//!
//! A puzzle may have several solutions; the judge accepts any one ([`tool::check_answer`] is its
//! check), and ours is the one [`solver::sudoku9::Sudoku9`] finds first. The statement promises
//! a solution for every puzzle: one without is reported on stderr and gets no grid, the later
//! cases still answered. Anything after the T-th grid is bad input, reported after the answers.

use std::io::{self, Write};

use solver::sudoku9::{Sudoku9, N};
use textio::grid::{each_counted_grid, read_rows, write_rows, Spacing, Symbols};
use textio::tokens::CaseCount;
use textio::Report;

#[cfg(feature = "catalog")]
pub mod tool;

/// The largest number of cases read: the statement gives no bound.
pub const MAX_CASES: usize = usize::MAX;

/// The digits for values 0–8 and the empty cell.
pub const SYMBOLS: Symbols = Symbols {
    values: b"123456789",
    empty: Some(b'0'),
};

/// How the input counts its puzzles.
pub const CASES: CaseCount = CaseCount {
    case: "case",
    letter: 'T',
    most: MAX_CASES,
};

/// Answers the cases of `input` on `out`; see the crate documentation for the format.
pub fn solve(input: &[u8], out: &mut dyn Write, report: &mut Report) -> io::Result<()> {
    let mut solver = Sudoku9::new();
    each_counted_grid(
        input,
        &CASES,
        N,
        &SYMBOLS,
        read_rows,
        report,
        |case, line, cells, report| {
            match solver.solve(cells).expect("81 cells of values below 9") {
                Some(grid) => write_rows(out, &grid, N, SYMBOLS.values, Spacing::Packed)?,
                None => report.case_error(
                    case,
                    line,
                    "the puzzle has no solution, though one is promised",
                ),
            }
            Ok(())
        },
    )
}
