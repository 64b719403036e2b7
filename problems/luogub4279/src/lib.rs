//! Luogu B4279 (蓝桥杯青少年 2023, 数独): one 9×9 Sudoku with 3×3 boxes.
//!
//! Input: 9 lines of 9 characters, `1`–`9` or `.` for an empty cell. Only tokens count: `\r\n`,
//! extra spaces and empty lines do not. Output: the solved grid, 9 lines of 9 digits with
//! nothing between them. The puzzle has exactly one solution; a grid without one is reported
//! on stderr. The grid is solved through [`solver::sudoku9::Sudoku9`], the library's fastest
//! engine for 9×9.

use std::io::{self, Write};

use solver::sudoku9::{Sudoku9, N};
use textio::grid::{read_only_grid, read_rows, write_rows, Spacing, Symbols};
use textio::Report;

#[cfg(feature = "catalog")]
pub mod tool;

/// The digits for values 0–8 and the empty cell.
pub const SYMBOLS: Symbols = Symbols {
    values: b"123456789",
    empty: Some(b'.'),
};

/// Answers the puzzle of `input` on `out`; see the crate documentation for the format.
pub fn solve(input: &[u8], out: &mut dyn Write, report: &mut Report) -> io::Result<()> {
    let (line, cells) = match read_only_grid(input, N, &SYMBOLS, read_rows, report) {
        Some(grid) => grid,
        None => return Ok(()),
    };
    match Sudoku9::new()
        .solve(cells)
        .expect("81 cells of values below 9")
    {
        Some(grid) => write_rows(out, &grid, N, SYMBOLS.values, Spacing::Packed)?,
        None => report.case_error(1, line, "the grid has no solution, though one is promised"),
    }
    Ok(())
}
