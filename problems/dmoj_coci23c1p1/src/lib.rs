//! DMOJ coci23c1p1 (COCI 2023/24 contest 1, task 1 "Sudoku", = BOJ 30649, Luogu P9903): does a
//! partly filled 9×9 grid already break the rule?
//!
//! Input: the grid drawn in 13 lines of 13 characters: lines 1, 5, 9 and 13 are
//! `+---+---+---+`, the others `|` and three cells, three times, and a closing `|`; a cell is
//! `1`–`9` or `.`. Output: `GRESKA` ("error") when a digit appears twice in a row, a column or a
//! 3×3 box, else `OK`; whether the grid can be completed is not asked. Each line is a token:
//! spaces and `\r` around it are taken, a frame drawn otherwise is bad input, named by its line
//! and column.
//!
//! The check is the model's clash check of the givens ([`Puzzle::clashing_givens`]).

use std::io::{self, Write};

use solver::model::{Geometry, Puzzle};
use textio::grid::{show_byte, Symbols};
use textio::report::InputError;
use textio::{Report, Tokens};

#[cfg(feature = "catalog")]
pub mod tool;

/// The side of the grid.
pub const N: usize = 9;

/// The digits for values 0–8 and the empty cell.
pub const SYMBOLS: Symbols = Symbols {
    values: b"123456789",
    empty: Some(b'.'),
};

/// A line of the frame between bands of boxes.
pub const BORDER: &[u8; 13] = b"+---+---+---+";

/// Reads the 13 lines of the drawn grid, and nothing after them: its 81 cells, row-major.
///
/// # Errors
/// When a line is missing, has another length than 13, or holds a character its place does not take
/// (a cell, a `|`, a border), or something follows: the line, and the column from 1.
///
/// # Complexity
/// `O(length of the input)`.
pub fn read_grid(input: &[u8]) -> Result<Vec<Option<u8>>, InputError> {
    let mut tokens = Tokens::new(input);
    let mut cells = Vec::with_capacity(N * N);
    for drawn in 0..13 {
        let token = tokens.require(&format!("line {} of 13 of the grid", drawn + 1))?;
        if token.text.len() != 13 {
            return Err(InputError::new(
                token.line,
                format!(
                    "line {} of the grid: expected 13 characters, found {} in {}",
                    drawn + 1,
                    token.text.len(),
                    token.quoted()
                ),
            ));
        }
        let bad = |column: usize, what: &str| {
            InputError::new(
                token.line,
                format!(
                    "line {} of the grid, column {}: expected {}, found {}",
                    drawn + 1,
                    column + 1,
                    what,
                    show_byte(token.text[column])
                ),
            )
        };
        let wanted: &[u8] = if drawn % 4 == 0 {
            BORDER
        } else {
            b"|...|...|...|"
        };
        for (column, (&frame, &found)) in wanted.iter().zip(token.text).enumerate() {
            if drawn % 4 == 0 || column % 4 == 0 {
                if found != frame {
                    return Err(bad(column, &format!("'{}'", char::from(frame))));
                }
            } else {
                match SYMBOLS.decode(found) {
                    Some(cell) => cells.push(cell),
                    None => return Err(bad(column, &SYMBOLS.describe())),
                }
            }
        }
    }
    tokens.expect_end("the 13 lines of the grid")?;
    Ok(cells)
}

/// Answers the grid of `input` on `out`; see the crate documentation for the format.
pub fn solve(input: &[u8], out: &mut dyn Write, report: &mut Report) -> io::Result<()> {
    let cells = match read_grid(input) {
        Ok(cells) => cells,
        Err(e) => {
            report.input_error(1, e);
            return Ok(());
        }
    };
    let geometry = Geometry::boxed(3, 3).expect("3×3 boxes form a 9×9 grid");
    let puzzle = Puzzle::new(geometry, cells).expect("81 cells of values below 9");
    let verdict = if puzzle.clashing_givens().is_some() {
        "GRESKA"
    } else {
        "OK"
    };
    writeln!(out, "{}", verdict)
}
