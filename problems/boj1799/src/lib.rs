//! BOJ 1799 비숍: the largest number of bishops, no two attacking, on the squares of an `N × N`
//! board where one may stand.
//!
//! Input: `N` (1 ≤ N ≤ 10), then `N` rows of `N` values separated by spaces: `1` where a bishop
//! may stand, `0` where it may not (such a square still lets a bishop see across it). Output:
//! the number. Anything after the board is bad input. The count is a maximum matching between
//! the two families of diagonals ([`solver::bishops::most_bishops`], polynomial), where
//! accepted solutions search the squares of each colour.

use std::io::{self, Write};

use solver::bishops::most_bishops;
use textio::grid::{read_spaced_rows, Symbols};
use textio::tokens::read_number;
use textio::{Report, Tokens};

#[cfg(feature = "catalog")]
pub mod tool;

/// The largest side.
pub const MAX_N: usize = 10;

/// A square's value: `0` where no bishop may stand, `1` where one may.
pub const SYMBOLS: Symbols = Symbols {
    values: b"01",
    empty: None,
};

/// Reads the board: `N` and its squares, `true` where a bishop may stand.
///
/// # Errors
/// At the end of the input, or on a token that is not what the format holds there.
pub fn read_board(
    tokens: &mut Tokens<'_>,
) -> Result<(usize, Vec<bool>), textio::report::InputError> {
    let n = read_number(tokens, "the side N", 1, MAX_N)?;
    let squares = read_spaced_rows(tokens, n, n, &SYMBOLS)?;
    Ok((n, squares.into_iter().map(|v| v == Some(1)).collect()))
}

/// Answers `input` on `out`; see the crate documentation for the format.
pub fn solve(input: &[u8], out: &mut dyn Write, report: &mut Report) -> io::Result<()> {
    let mut tokens = Tokens::new(input);
    let (n, allowed) = match read_board(&mut tokens) {
        Ok(board) => board,
        Err(e) => {
            report.input_error(1, e);
            return Ok(());
        }
    };
    let bishops = most_bishops(n, &allowed).expect("n² squares read");
    writeln!(out, "{}", bishops.len())?;
    report.expect_end(&mut tokens, "the board");
    Ok(())
}
