//! AOJ ALDS1_13_A (8 Queens Problem): eight queens on a chessboard, none attacking another,
//! with some of them already placed.
//!
//! Input: `k` (0 ≤ k ≤ 8), then `k` lines `r c`: a queen stands on row `r`, column `c` (both
//! from 0). Output: the board, 8 lines of 8 characters, `Q` for a queen and `.` otherwise. The
//! statement promises exactly one solution; a square off the board is bad input, and queens
//! given that attack each other or leave no placement are reported on stderr.
//!
//! The placement is [`solver::queens::Queens::complete`] with the given queens set.

use std::io::{self, Write};

use solver::queens::Queens;
use textio::report::InputError;
use textio::tokens::read_number;
use textio::{Report, Tokens};

#[cfg(feature = "catalog")]
pub mod tool;

/// The side of the board.
pub const N: usize = 8;

/// The queens given, `(row, column)` from 0, in the input's order.
///
/// # Errors
/// When `k` or a coordinate is not a whole number in its range, the input ends early or runs
/// on: the line, and the queen (from 1).
///
/// # Complexity
/// `O(length of the input)`.
pub fn read_queens(input: &[u8]) -> Result<Vec<(usize, usize)>, InputError> {
    let mut tokens = Tokens::new(input);
    let k = read_number(&mut tokens, "the number of queens k", 0, N)?;
    let mut queens = Vec::with_capacity(k);
    for q in 1..=k {
        let row = read_number(&mut tokens, &format!("the row of queen {}", q), 0, N - 1)?;
        let col = read_number(&mut tokens, &format!("the column of queen {}", q), 0, N - 1)?;
        queens.push((row, col));
    }
    tokens.expect_end(&format!("the queens given (k = {})", k))?;
    Ok(queens)
}

/// The column of each row's queen in a placement that keeps the queens `given`; `None` when two
/// of them attack each other or none exists.
///
/// # Complexity
/// A search of the 8×8 board: microseconds.
pub fn place(given: &[(usize, usize)]) -> Option<Vec<usize>> {
    let mut board = Queens::new(N).expect("a board of 8");
    for &(row, col) in given {
        board.set(row, col).ok()?;
    }
    board.complete()
}

/// Answers the queens of `input` on `out`; see the crate documentation for the format.
pub fn solve(input: &[u8], out: &mut dyn Write, report: &mut Report) -> io::Result<()> {
    let given = match read_queens(input) {
        Ok(given) => given,
        Err(e) => {
            report.input_error(1, e);
            return Ok(());
        }
    };
    let columns = match place(&given) {
        Some(columns) => columns,
        None => {
            report.case_error(
                1,
                1,
                "the queens given leave no placement, though one is promised",
            );
            return Ok(());
        }
    };
    for col in columns {
        let mut line = *b"........\n";
        line[col] = b'Q';
        out.write_all(&line)?;
    }
    Ok(())
}
