//! LanQiao practice ALGO-847 (盾神与简单数独): every solution of a 4×4 Sudoku with 2×2 boxes.
//!
//! Input: 4 rows of 4 integers separated by spaces; 0 is an empty cell, 1–4 a given. Read as
//! 16 whitespace-separated tokens, wherever the lines break; anything after them is bad input.
//! Output: every solution in lexicographic order (cell by cell, row by row), each as 4 lines in
//! which every number is followed by one space, then an empty line; after all of them, `#`.
//! With no solution (clashing givens, or no completion) the output is `#` alone.

use std::io::{self, Write};

use solver::backtrack::Backtracker;
use solver::engine::{Engine, Flow};
use solver::model::{Geometry, Puzzle};
use textio::grid::{each_spaced_cell, write_rows, Spacing};
use textio::report::InputError;
use textio::{Report, Tokens};

#[cfg(feature = "catalog")]
pub mod tool;

/// The side of the board.
pub const N: usize = 4;
/// The digits for values 0–3.
pub const DIGITS: &[u8] = b"1234";

/// Answers `input` on `out`; see the crate documentation for the format.
pub fn solve(input: &[u8], out: &mut dyn Write, report: &mut Report) -> io::Result<()> {
    let cells = match read_board(&mut Tokens::new(input)) {
        Ok(cells) => cells,
        Err(e) => {
            report.input_error(1, e);
            return Ok(());
        }
    };
    let geometry = Geometry::boxed(2, 2).expect("2×2 boxes form a 4×4 grid");
    let puzzle = Puzzle::new(geometry, cells).expect("givens are below 4");
    let mut written = Ok(());
    let _ = Backtracker::new().search(&puzzle, |grid| {
        written = write_rows(out, grid, N, DIGITS, Spacing::After(b' '))
            .and_then(|()| out.write_all(b"\n"));
        if written.is_ok() {
            Flow::Continue
        } else {
            Flow::Break
        }
    });
    written?;
    out.write_all(b"#\n")
}

/// Reads 16 integers 0–4, row by row, as whitespace-separated tokens (the reference reads them
/// with `cin >>`, so line breaks do not matter), and checks that nothing follows them.
fn read_board(tokens: &mut Tokens<'_>) -> Result<Vec<Option<u8>>, InputError> {
    let mut cells = Vec::with_capacity(N * N);
    each_spaced_cell(tokens, N, N, |_, _, token| {
        let value = std::str::from_utf8(token.text)
            .ok()
            .and_then(|text| text.parse::<u8>().ok());
        match value {
            Some(0) => cells.push(None),
            Some(v) if usize::from(v) <= N => cells.push(Some(v - 1)),
            _ => return Err(format!("expected an integer 0-4, found {}", token.quoted())),
        }
        Ok(())
    })?;
    tokens.expect_end("the 16 numbers of the board")?;
    Ok(cells)
}
