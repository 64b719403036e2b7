//! CSES 1624 (Chessboard and Queens): in how many ways can 8 queens stand on an 8×8 board, none
//! attacking another, on free squares only?
//!
//! Input: 8 lines of 8 characters, `.` a free square, `*` a reserved one. Output: the number of
//! ways. Anything after the 8th line is bad input, found before anything is printed. The count
//! is `solver::queens`' bitboard search, the reserved squares forbidden.

use std::io::{self, Write};

use solver::queens::Queens;
#[cfg(feature = "catalog")]
use solver::rng::SplitMix64;
#[cfg(feature = "catalog")]
use textio::format::{Input, OwnInput};
use textio::grid::{read_only_grid, read_rows, Symbols};
#[cfg(feature = "catalog")]
use textio::judge::{Compare, Judge, Rust, CSES};
use textio::Report;

/// CSES's page for this problem: 1 s, 512 MB. CSES takes Rust: rustc 1.66.1 with edition
/// 2018 ([`CSES`]). It compares the output's tokens, so white space at the ends of lines does
/// not count.
#[cfg(feature = "catalog")]
pub const JUDGE: Judge = Judge {
    name: "CSES 1624 Chessboard and Queens",
    url: "https://cses.fi/problemset/task/1624",
    time_limit_ms: 1000,
    memory_limit_kib: 512 * 1024,
    compare: Compare::IgnoreTrailingWhitespace,
    rust: Rust::Takes(CSES),
    same_puzzle: &[],
};

/// What the tools need of this input: a board of reserved squares, which the problem makes
/// itself ([`write_board`]).
#[cfg(feature = "catalog")]
pub const INPUT: Input = Input::Own(OwnInput {
    what: "an 8×8 board with reserved squares",
    most_cases: 1,
    write: write_board,
});

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

/// Writes the board made from `seed` (one, whatever `count`; every board is 8×8, whatever
/// `size`): each square reserved with a probability drawn from 0 to 1/2, so that boards with
/// many ways, few and none all come.
///
/// # Errors
/// Only write errors.
#[cfg(feature = "catalog")]
pub fn write_board(out: &mut dyn Write, seed: u64, _count: usize, _size: usize) -> io::Result<()> {
    let mut rng = SplitMix64::new(seed);
    let density = rng.below(51);
    let mut text = Vec::with_capacity(N * (N + 1));
    for _ in 0..N {
        for _ in 0..N {
            text.push(if rng.below(100) < density { b'*' } else { b'.' });
        }
        text.push(b'\n');
    }
    out.write_all(&text)
}
