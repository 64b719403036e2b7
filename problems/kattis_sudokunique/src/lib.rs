//! Kattis "Sudokunique": whether a 9×9 Sudoku (3×3 boxes) has exactly one solution.
//!
//! Input: up to 100 boards until the end of the input, each 9 lines of 9 digits `0`–`9`
//! separated by spaces, `0` for an erased cell, an empty line between boards (only tokens
//! count: empty lines, `\r\n` and extra spaces do not; empty input is no board). Output per
//! board: its solution in the input's format (9 lines of 9 digits separated by single spaces)
//! when it is the only one, `Non-unique` when there are several, `Find another job` when there
//! is none (givens that clash included); an empty line between the outputs of adjacent
//! boards. A 101st board is bad input, reported after the first 100 are answered.
//!
//! Each board is searched by [`solver::sudoku9::Sudoku9`] for at most two solutions.

use std::io::{self, Write};

use solver::engine::Engine;
use solver::model::{Geometry, Puzzle};
use solver::sudoku9::{Sudoku9, N};
use textio::grid::{read_spaced_rows, write_rows, Spacing, Symbols};
use textio::{Report, Tokens};

#[cfg(feature = "catalog")]
pub mod tool;

/// The most boards an input holds.
pub const MAX_BOARDS: usize = 100;

/// The digits for values 0–8 and the erased cell.
pub const SYMBOLS: Symbols = Symbols {
    values: b"123456789",
    empty: Some(b'0'),
};

/// Answers the boards of `input` on `out`; see the crate documentation for the format.
pub fn solve(input: &[u8], out: &mut dyn Write, report: &mut Report) -> io::Result<()> {
    let mut tokens = Tokens::new(input);
    let classic = Geometry::boxed(3, 3).expect("3×3 boxes form a 9×9 grid");
    let mut engine = Sudoku9::new();
    let mut case = 0;
    while case < MAX_BOARDS && !tokens.is_at_end() {
        case += 1;
        let cells = match read_spaced_rows(&mut tokens, N, N, &SYMBOLS) {
            Ok(cells) => cells,
            Err(e) => {
                report.input_error(case, e);
                return Ok(());
            }
        };
        if case > 1 {
            out.write_all(b"\n")?;
        }
        let puzzle = Puzzle::new(classic.clone(), cells).expect("81 cells of values below 9");
        let solutions = engine.solutions(&puzzle, 2);
        match solutions.as_slice() {
            [] => out.write_all(b"Find another job\n")?,
            [grid] => write_rows(out, grid, N, SYMBOLS.values, Spacing::Between(b' '))?,
            _ => out.write_all(b"Non-unique\n")?,
        }
    }
    // Reached with tokens left only after the most boards.
    report.expect_end(&mut tokens, "the 100th board (at most 100 boards)");
    Ok(())
}
