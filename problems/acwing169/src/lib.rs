//! AcWing 169 (数独2): 16×16 Sudoku with 4×4 boxes, letters `A`–`P`, `-` for an empty cell.
//!
//! Input: grids of 16 rows of 16 characters, one after another until the end of the input.
//! Output: each solved grid in the same format, followed by one empty line (after the last too).
//! The statement promises exactly one solution per grid; a grid without one is reported on
//! stderr and gets no answer. Solved by the propagation engine (singles and branching on the tightest constraint).

use std::io::{self, Write};

use solver::engine::Engine;
use solver::model::{Geometry, Puzzle};
use solver::propagate::Propagator;
use textio::grid::{solve_each_grid_until_end, Spacing, Symbols};
use textio::Report;

/// The side of the grid.
pub const N: usize = 16;
/// The letters for values 0–15 and the empty cell.
pub const SYMBOLS: Symbols = Symbols {
    values: b"ABCDEFGHIJKLMNOP",
    empty: Some(b'-'),
};

/// Answers every grid of `input` on `out`; see the crate documentation for the format.
pub fn solve(input: &[u8], out: &mut dyn Write, report: &mut Report) -> io::Result<()> {
    let geometry = Geometry::boxed(4, 4).expect("4×4 boxes form a 16×16 grid");
    let mut engine = Propagator::new();
    solve_each_grid_until_end(
        input,
        N,
        &SYMBOLS,
        Spacing::Packed,
        b"\n",
        out,
        report,
        |cells| {
            let puzzle =
                Puzzle::new(geometry.clone(), cells).expect("every symbol decodes below 16");
            engine.first_solution(&puzzle)
        },
    )
}
