//! BOJ 17136 (색종이 붙이기, colored paper): cover every `1` of a 10 × 10 board with squares of
//! sides 1 to 5, five of each, on cell lines, inside the board, never overlapping and never on
//! a `0`; the fewest squares, or `-1`.
//!
//! Input: 10 lines of 10 values `0` or `1` separated by spaces. Output: the fewest squares, or
//! `-1` when the squares cannot cover the `1`s. Anything after the board is bad input. Solved by
//! the library's branch and bound ([`solver::min_cover`]), each side a kind used five times at
//! most.

use std::io::{self, Write};

use solver::min_cover::{MinCover, Overlaps};
use textio::grid::{read_only_grid, read_spaced_rows, Symbols};
use textio::Report;

#[cfg(feature = "catalog")]
pub mod tool;

/// The side of the board.
pub const N: usize = 10;

/// The largest square and how many of each side there are.
pub const PAPERS: (usize, usize) = (5, 5);

/// `0` a cell to leave bare (0), `1` a cell to cover (1).
pub const CELLS: Symbols = Symbols {
    values: b"01",
    empty: None,
};

/// The fewest squares covering the cells marked `true` (10 × 10, row by row), or `None`.
pub fn fewest(marked: &[bool]) -> Option<usize> {
    let mut board = MinCover::new(N * N).expect("100 cells");
    for (cell, _) in marked.iter().enumerate().filter(|&(_, &m)| !m) {
        board.skip(cell);
    }
    for side in 1..=PAPERS.0 {
        let kind = board.add_kind(PAPERS.1);
        board
            .add_squares(N, N, side, marked, Some(kind))
            .expect("squares of the board");
    }
    board.fewest(Overlaps::Forbidden).map(|cover| cover.len())
}

/// Answers `input` on `out`; see the crate documentation for the format.
pub fn solve(input: &[u8], out: &mut dyn Write, report: &mut Report) -> io::Result<()> {
    let (_, cells) = match read_only_grid(input, N, &CELLS, read_spaced_rows, report) {
        Some(board) => board,
        None => return Ok(()),
    };
    let marked: Vec<bool> = cells.iter().map(|&cell| cell == Some(1)).collect();
    match fewest(&marked) {
        Some(n) => writeln!(out, "{}", n),
        None => writeln!(out, "-1"),
    }
}
