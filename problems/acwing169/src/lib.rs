//! AcWing 169 (数独2): 16×16 Sudoku with 4×4 boxes, letters `A`–`P`, `-` for an empty cell.
//!
//! Input: grids of 16 rows of 16 characters, one after another until the end of the input.
//! Output: each solved grid in the same format, followed by one empty line (after the last too).
//! The statement promises exactly one solution per grid; a grid without one is reported on
//! stderr and gets no answer. Solved by the library's 16×16 solver
//! ([`solver::sudoku16::Sudoku16`]), which the other judges' versions of this puzzle
//! (`poj3076`, `spoj1110`, `zoj3122`) share.

use std::io::{self, Write};

use solver::sudoku16::Sudoku16;
use textio::grid::{solve_each_grid_until_end, Around, Spacing, Symbols};
use textio::Report;

#[cfg(feature = "catalog")]
pub mod tool;

/// The side of the grid.
pub const N: usize = 16;
/// The letters for values 0–15 and the empty cell.
pub const SYMBOLS: Symbols = Symbols {
    values: b"ABCDEFGHIJKLMNOP",
    empty: Some(b'-'),
};

/// Answers every grid of `input` on `out`; see the crate documentation for the format.
pub fn solve(input: &[u8], out: &mut dyn Write, report: &mut Report) -> io::Result<()> {
    let mut solver = Sudoku16::new();
    solve_each_grid_until_end(
        input,
        N,
        &SYMBOLS,
        Spacing::Packed,
        Around {
            between: b"",
            after: b"\n",
        },
        out,
        report,
        |cells| solver.solve(cells).expect("256 cells below 16"),
    )
}
