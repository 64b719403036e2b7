//! SPOJ HS12DISU ("O-Diagonal sudoku"): a 9×9 Sudoku whose two long diagonals must also hold
//! each digit once (X-Sudoku).
//!
//! Input: 9 lines of 9 characters, `1`–`9` or `.` for an empty cell. Output: a solution, in the
//! input's format (9 lines of 9 digits). The statement promises one, and may allow several:
//! any is accepted (the judge checks the answer, [`tool::check_answer`]). A grid without a
//! solution is reported on stderr.
//!
//! The diagonals are houses of the geometry ([`Geometry::with_diagonals`]), which
//! [`solver::DancingLinks`] propagates as items of its exact cover: the engine named directly,
//! so that the submission carries no other.

use std::io::{self, Write};

use solver::engine::Engine;
use solver::model::{Geometry, Puzzle};
use solver::DancingLinks;
use textio::grid::{read_only_grid, read_rows, write_rows, Spacing, Symbols};
use textio::Report;

#[cfg(feature = "catalog")]
pub mod tool;

/// The side of the grid.
pub const N: usize = 9;

/// The digits for values 0–8 and the empty cell.
pub const SYMBOLS: Symbols = Symbols {
    values: b"123456789",
    empty: Some(b'.'),
};

/// The classic 9×9 grid with its two long diagonals as houses.
pub fn geometry() -> Geometry {
    Geometry::boxed(3, 3)
        .expect("3×3 boxes form a 9×9 grid")
        .with_diagonals()
}

/// Answers the grid of `input` on `out`; see the crate documentation for the format.
pub fn solve(input: &[u8], out: &mut dyn Write, report: &mut Report) -> io::Result<()> {
    let (line, cells) = match read_only_grid(input, N, &SYMBOLS, read_rows, report) {
        Some(grid) => grid,
        None => return Ok(()),
    };
    let puzzle = Puzzle::new(geometry(), cells).expect("81 cells of values below 9");
    match DancingLinks::new().first_solution(&puzzle) {
        Some(grid) => write_rows(out, &grid, N, SYMBOLS.values, Spacing::Packed),
        None => {
            report.case_error(
                1,
                line,
                "the grid has no solution with its diagonals, though one is promised",
            );
            Ok(())
        }
    }
}
