//! BOJ 9663 (N-Queen): how many ways `N` queens stand on an `N × N` board, no two attacking.
//!
//! Input: `N`, from 1 to 14 (the statement's `1 ≤ N < 15`). Output: the number of placements.
//! Anything after `N` is bad input. Counted by the library's bitboard search
//! ([`solver::queens::Queens::count`]), which halves the work by the board's mirror symmetry.

use std::io::{self, Write};

use solver::queens::Queens;
use textio::tokens::the_only_number;
use textio::Report;

#[cfg(feature = "catalog")]
pub mod tool;

/// The smallest and the largest side the statement allows.
pub const SIDES: (usize, usize) = (1, 14);

/// Answers `input` on `out`; see the crate documentation for the format.
pub fn solve(input: &[u8], out: &mut dyn Write, report: &mut Report) -> io::Result<()> {
    let n = match the_only_number(input, "the side N", SIDES.0, SIDES.1, report) {
        Some(n) => n,
        None => return Ok(()),
    };
    let count = Queens::new(n).expect("a side up to 14").count();
    writeln!(out, "{}", count)
}
