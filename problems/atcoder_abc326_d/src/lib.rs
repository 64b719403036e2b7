//! AtCoder ABC326 D (ABC Puzzle): fill an N×N grid so that every row and every column holds
//! one `A`, one `B` and one `C`, the leftmost letter of each row and the topmost of each
//! column given.
//!
//! Input: `N` (3 ≤ N ≤ 5), then the strings `R` and `C` of `N` letters `A`, `B`, `C`: the
//! leftmost letter of row `i` is `R[i]`, the topmost of column `j` is `C[j]`. Output: `No`, or
//! `Yes` and the grid's `N` rows, `.` an empty cell; any grid that fits is accepted
//! ([`tool::check_answer`]). Anything after `C` is bad input, found before anything is printed. The
//! search is `solver::abc_puzzle`'s exact cover, the clues on the left and on top.

use std::io::{self, Write};

use solver::abc_puzzle::{AbcPuzzle, Side};
use textio::grid::{read_rows, Symbols};
use textio::report::InputError;
use textio::tokens::read_number;
use textio::{Report, Tokens};

#[cfg(feature = "catalog")]
pub mod tool;

/// The smallest side.
pub const MIN_N: usize = 3;

/// The largest side.
pub const MAX_N: usize = 5;

/// The letters, `A` (1) to `C` (3); `.` an empty cell in an answer.
pub const LETTERS: Symbols = Symbols {
    values: b"ABC",
    empty: None,
};

/// The cells of an answer: `.` (0) and the letters.
const CELLS: Symbols = Symbols {
    values: b".ABC",
    empty: None,
};

/// The side and the clues (letters from 1) on the left of each row and on top of each column.
fn read_input(tokens: &mut Tokens<'_>) -> Result<AbcPuzzle, InputError> {
    let n = read_number(tokens, "N", MIN_N, MAX_N)?;
    let rows = read_rows(tokens, 1, n, &LETTERS).map_err(|e| named(e, "R"))?;
    let columns = read_rows(tokens, 1, n, &LETTERS).map_err(|e| named(e, "C"))?;
    tokens.expect_end("N, R and C")?;
    let mut puzzle = AbcPuzzle::new(n, 3).expect("a side from 3 to 5, with 3 letters");
    for (side, clues) in [(Side::Left, rows), (Side::Top, columns)] {
        for (i, clue) in clues.into_iter().enumerate() {
            let letter = clue.map_or(0, |v| v + 1);
            puzzle
                .set_clue(side, i, letter)
                .expect("a letter from A to C on a line of the grid");
        }
    }
    Ok(puzzle)
}

/// `e`, which speaks of a grid's one row and its columns, said of the string `name` and its
/// letters.
fn named(mut e: InputError, name: &str) -> InputError {
    e.message = e
        .message
        .replacen("row 1, column", &format!("{}, letter", name), 1)
        .replacen("row 1 of 1", name, 1)
        .replacen("row 1", name, 1);
    e
}

/// Answers `input` on `out`; see the crate documentation for the format.
pub fn solve(input: &[u8], out: &mut dyn Write, report: &mut Report) -> io::Result<()> {
    let puzzle = match read_input(&mut Tokens::new(input)) {
        Ok(puzzle) => puzzle,
        Err(e) => {
            report.input_error(1, e);
            return Ok(());
        }
    };
    match puzzle.solve() {
        None => writeln!(out, "No"),
        Some(grid) => {
            let mut text = String::from("Yes\n");
            for row in &grid {
                text.extend(
                    row.iter()
                        .map(|&x| char::from(CELLS.values[usize::from(x)])),
                );
                text.push('\n');
            }
            out.write_all(text.as_bytes())
        }
    }
}
