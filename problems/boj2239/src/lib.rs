//! BOJ 2239 스도쿠: the lexicographically smallest completion of a 9×9 Sudoku.
//!
//! Input: 9 lines of 9 digits without spaces, `0` for an empty cell (the English page mentions
//! a count of boards; the Korean statement, its sample and accepted solutions have none). The
//! board may have many completions: the answer is the smallest, read as an 81-digit number row
//! by row, written as 9 lines of 9 digits. The statement promises one; a board without any is
//! reported on stderr. Anything after the board is bad input.
//!
//! The completion is [`solver::smallest::smallest_completion`] with
//! [`solver::sudoku9::Sudoku9`] deciding, cell by cell, whether a value still leaves one: fast
//! on the empty board too, where the row-major backtracking the statement invites explores a
//! great many boards before the smallest.

use std::io::{self, Write};

use solver::model::{Geometry, Puzzle};
use solver::smallest::smallest_completion;
use solver::sudoku9::{Sudoku9, N};
use textio::grid::{read_only_grid, read_rows, write_rows, Spacing, Symbols};
use textio::Report;

#[cfg(feature = "catalog")]
pub mod tool;

/// The digits for values 0–8 and the empty cell.
pub const SYMBOLS: Symbols = Symbols {
    values: b"123456789",
    empty: Some(b'0'),
};

/// Answers the board of `input` on `out`; see the crate documentation for the format.
pub fn solve(input: &[u8], out: &mut dyn Write, report: &mut Report) -> io::Result<()> {
    let (line, cells) = match read_only_grid(input, N, &SYMBOLS, read_rows, report) {
        Some(grid) => grid,
        None => return Ok(()),
    };
    let geometry = Geometry::boxed(3, 3).expect("3×3 boxes form a 9×9 grid");
    let puzzle = Puzzle::new(geometry, cells).expect("81 cells of values below 9");
    match smallest_completion(&mut Sudoku9::new(), &puzzle) {
        Some(grid) => write_rows(out, &grid, N, SYMBOLS.values, Spacing::Packed)?,
        None => report.case_error(
            1,
            line,
            "the board has no completion, though one is promised",
        ),
    }
    Ok(())
}
