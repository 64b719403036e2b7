//! SPOJ CODESPTD (Queens on a Board, also HackerRank's queens-on-board): in how many ways do
//! one or more queens stand on the free squares of an `N × M` board, none attacking another,
//! where a blocked square stops a queen's line? Modulo 10⁹ + 7.
//!
//! Input: `T` (1 ≤ T ≤ 100), then per case `N M` (1 ≤ N ≤ 50, 1 ≤ M ≤ 5) and `N` rows of `M`
//! characters, `#` blocked and `.` free. Output: each case's count on its own line. Counted row
//! by row by the library's attack counter ([`solver::attacks`]): the lines still open down, down
//! and left, down and right.

use std::io::{self, Write};

use solver::attacks::{count, Board, Piece};
use solver::count::Mod;
use textio::grid::{read_rows, Symbols};
use textio::tokens::{each_counted_case, read_number, CaseCount};
use textio::Report;

#[cfg(feature = "catalog")]
pub mod tool;

/// How the input counts its boards.
pub const CASES: CaseCount = CaseCount {
    case: "case",
    letter: 'T',
    most: 100,
};

/// The most rows and the most columns the statement allows.
pub const MOST: (usize, usize) = (50, 5);

/// `.` a free square (0), `#` a blocked one (1).
pub const SQUARES: Symbols = Symbols {
    values: b".#",
    empty: None,
};

/// The modulus of the answer.
pub type Count = Mod<1_000_000_007>;

/// The placements of one or more queens on `board`, modulo 10⁹ + 7.
pub fn placements(board: &Board) -> Count {
    count(board, Piece::Queen, 1, usize::MAX).expect("residues do not overflow")
}

/// Answers `input` on `out`; see the crate documentation for the format.
pub fn solve(input: &[u8], out: &mut dyn Write, report: &mut Report) -> io::Result<()> {
    let read = |tokens: &mut textio::Tokens<'_>| {
        let n = read_number(tokens, "N", 1, MOST.0)?;
        let m = read_number(tokens, "M", 1, MOST.1)?;
        let squares = read_rows(tokens, n, m, &SQUARES)?;
        let mut board = Board::new(n, m).expect("at most 5 columns");
        for (i, square) in squares.iter().enumerate() {
            if *square == Some(1) {
                board.block(i / m, i % m);
            }
        }
        Ok(board)
    };
    each_counted_case(input, &CASES, report, read, |_, board, _| {
        writeln!(out, "{}", placements(&board))
    })
}
