//! AtCoder ABC327 C (Number Place): is a full 9×9 grid a Sudoku solution?
//!
//! Input: 9 lines of 9 integers `1`–`9` separated by spaces (only the order of the tokens
//! counts, not where the lines break). Output: `Yes` when every row, every column and every
//! 3×3 box holds each of 1–9 exactly once, else `No`. A number outside 1–9, a missing number or
//! anything after the 81st is bad input, found before anything is printed. The check is the
//! model's own ([`Geometry::is_complete`]).

use std::io::{self, Write};

use solver::model::Geometry;
use textio::grid::{read_spaced_rows, Symbols};
use textio::{Report, Tokens};

#[cfg(feature = "catalog")]
pub mod tool;

/// The side of the grid.
pub const N: usize = 9;

/// The numbers 1–9 for values 0–8; no cell is empty.
pub const SYMBOLS: Symbols = Symbols {
    values: b"123456789",
    empty: None,
};

/// Answers the grid of `input` on `out`; see the crate documentation for the format.
pub fn solve(input: &[u8], out: &mut dyn Write, report: &mut Report) -> io::Result<()> {
    let mut tokens = Tokens::new(input);
    let read = read_spaced_rows(&mut tokens, N, N, &SYMBOLS).and_then(|cells| {
        tokens
            .expect_end("the 81 numbers of the grid")
            .map(|()| cells)
    });
    let cells = match read {
        Ok(cells) => cells,
        Err(e) => {
            report.input_error(1, e);
            return Ok(());
        }
    };
    let grid: Vec<u8> = cells
        .into_iter()
        .map(|cell| cell.expect("no symbol stands for an empty cell"))
        .collect();
    let classic = Geometry::boxed(3, 3).expect("3×3 boxes form a 9×9 grid");
    let verdict = if classic.is_complete(&grid) {
        "Yes"
    } else {
        "No"
    };
    writeln!(out, "{}", verdict)
}
