//! AtCoder ABC322 D (Polyomino): can three polyominoes, moved and rotated but never reflected,
//! tile the 4×4 grid?
//!
//! Input: 12 lines of 4 characters, `#` a square of a piece and `.` none: the three pieces,
//! each drawn in a 4×4 box. Each piece has a square (the statement's promise; a piece without
//! one is reported). Output: `Yes` or `No`. Anything after the 12th line is bad input, found
//! before anything is printed. The packing is `solver::polyomino`'s exact cover: the 16 cells
//! and the three pieces, every rotation at every place.

use std::io::{self, Write};

use solver::polyomino::{Need, Packing, Piece};
use textio::grid::{read_rows, Symbols};
use textio::{Report, Tokens};

#[cfg(feature = "catalog")]
pub mod tool;

/// The side of the grid and of each piece's box.
pub const N: usize = 4;

/// The number of pieces.
pub const PIECES: usize = 3;

/// `.` no square (0), `#` a square (1).
pub const SQUARES: Symbols = Symbols {
    values: b".#",
    empty: None,
};

/// Answers `input` on `out`; see the crate documentation for the format.
pub fn solve(input: &[u8], out: &mut dyn Write, report: &mut Report) -> io::Result<()> {
    let mut tokens = Tokens::new(input);
    let read = read_rows(&mut tokens, PIECES * N, N, &SQUARES).and_then(|cells| {
        tokens
            .expect_end("the 12 lines of the three pieces")
            .map(|()| cells)
    });
    let cells = match read {
        Ok(cells) => cells,
        Err(e) => {
            report.input_error(1, e);
            return Ok(());
        }
    };
    let mut pieces = Vec::with_capacity(PIECES);
    for (k, drawing) in cells.chunks(N * N).enumerate() {
        let squares: Vec<(usize, usize)> = (0..N * N)
            .filter(|&i| drawing[i] == Some(1))
            .map(|i| (i / N, i % N))
            .collect();
        match Piece::new(&squares) {
            Ok(piece) => pieces.push((piece, Need::Must)),
            Err(_) => {
                let message = format!("piece {} has no square, though each has one", k + 1);
                report.case_error(1, N * k + 1, message);
                return Ok(());
            }
        }
    }
    let grid: Vec<(usize, usize)> = (0..N * N).map(|i| (i / N, i % N)).collect();
    let mut packing = Packing::new(&grid, &pieces, false).expect("16 distinct cells");
    let verdict = if packing.count(1) > 0 { "Yes" } else { "No" };
    writeln!(out, "{}", verdict)
}
