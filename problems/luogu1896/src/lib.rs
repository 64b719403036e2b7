//! Luogu P1896 ([SCOI2005] 互不侵犯): in how many ways do `K` kings stand on an `N × N` board,
//! no two on neighbouring squares (in any of the eight directions)?
//!
//! Input: `N K` (1 ≤ N ≤ 9, 0 ≤ K ≤ N·N). Output: the count, exact (at most about 5.8·10¹⁰, for
//! N = 9 and K = 13). Anything after `K` is bad input. Counted row by row by the library's
//! attack counter ([`solver::attacks`]): the kings of the row above and how many are placed.

use std::io::{self, Write};

use solver::attacks::{count, Board, Piece};
use textio::tokens::{read_number, the_only_case};
use textio::Report;

#[cfg(feature = "catalog")]
pub mod tool;

/// The largest side the statement allows.
pub const MAX_N: usize = 9;

/// The placements of `kings` kings on an `n × n` board (`n ≤ 16`).
pub fn placements(n: usize, kings: usize) -> u128 {
    let board = Board::new(n, n).expect("a side of at most 16");
    count(&board, Piece::King, kings, kings).expect("counts of at most 81 squares fit")
}

/// Answers `input` on `out`; see the crate documentation for the format.
pub fn solve(input: &[u8], out: &mut dyn Write, report: &mut Report) -> io::Result<()> {
    let read = |tokens: &mut textio::Tokens<'_>| {
        let n = read_number(tokens, "N", 1, MAX_N)?;
        Ok((n, read_number(tokens, "K", 0, n * n)?))
    };
    match the_only_case(input, "K", report, read) {
        Some((n, k)) => writeln!(out, "{}", placements(n, k)),
        None => Ok(()),
    }
}
