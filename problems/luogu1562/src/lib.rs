//! Luogu P1562 (还是 N 皇后): in how many ways can `N` queens stand on an `N`×`N` board, none
//! attacking another, on allowed squares only?
//!
//! Input: `N` (1 ≤ N ≤ 14), then `N` lines of `N` characters, `*` a square a queen may stand
//! on, `.` one it may not. Output: the number of ways. Anything after the board is bad input,
//! found before anything is printed. The count is `solver::queens`' bitboard search.

use std::io::{self, Write};

use solver::queens::Queens;
use textio::grid::{read_rows, Symbols};
use textio::tokens::read_number;
use textio::{Report, Tokens};

#[cfg(feature = "catalog")]
pub mod tool;

/// The largest side.
pub const MAX_N: usize = 14;

/// `.` a square a queen may not stand on (0), `*` one it may (1).
pub const SQUARES: Symbols = Symbols {
    values: b".*",
    empty: None,
};

/// Answers the board of `input` on `out`; see the crate documentation for the format.
pub fn solve(input: &[u8], out: &mut dyn Write, report: &mut Report) -> io::Result<()> {
    let mut tokens = Tokens::new(input);
    let read = read_number(&mut tokens, "the side N", 1, MAX_N).and_then(|n| {
        let squares = read_rows(&mut tokens, n, n, &SQUARES)?;
        tokens.expect_end("the N rows of the board")?;
        Ok((n, squares))
    });
    let (n, squares) = match read {
        Ok(board) => board,
        Err(e) => {
            report.input_error(1, e);
            return Ok(());
        }
    };
    let mut board = Queens::new(n).expect("a side up to 14");
    for (i, square) in squares.iter().enumerate() {
        if *square == Some(0) {
            board.forbid(i / n, i % n).expect("a square of the board");
        }
    }
    writeln!(out, "{}", board.count())
}
