//! CSES 1624 (Chessboard and Queens): in how many ways can 8 queens stand on an 8×8 board, none
//! attacking another, on free squares only?
//!
//! Input: 8 lines of 8 characters, `.` a free square, `*` a reserved one. Output: the number of
//! ways. Anything after the 8th line is bad input, found before anything is printed. The count
//! is `solver::queens`' bitboard search, the reserved squares forbidden.

use std::io::{self, Write};

use solver::queens::Queens;
use textio::grid::{read_only_grid, read_rows, Symbols};
use textio::Report;

#[cfg(feature = "catalog")]
pub mod tool;

/// The side of the board.
pub const N: usize = 8;

/// `.` a free square (0), `*` a reserved one (1).
pub const SQUARES: Symbols = Symbols {
    values: b".*",
    empty: None,
};

/// Answers the board of `input` on `out`; see the crate documentation for the format.
pub fn solve(input: &[u8], out: &mut dyn Write, report: &mut Report) -> io::Result<()> {
    let (_, squares) = match read_only_grid(input, N, &SQUARES, read_rows, report) {
        Some(board) => board,
        None => return Ok(()),
    };
    let mut board = Queens::new(N).expect("8 is a side a board can have");
    for (i, square) in squares.iter().enumerate() {
        if *square == Some(1) {
            board.forbid(i / N, i % N).expect("a square of the board");
        }
    }
    writeln!(out, "{}", board.count())
}
