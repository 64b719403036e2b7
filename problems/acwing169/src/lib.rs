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
#[cfg(feature = "catalog")]
use textio::format::{no_footer, no_header, write_cells, Grids, Input, InputFormat};
use textio::grid::{solve_each_grid_until_end, Around, Spacing, Symbols};
#[cfg(feature = "catalog")]
use textio::judge::{Compare, Judge, Rust};
use textio::Report;

/// AcWing's page for this problem, with the limits it shows (2000 ms, 64 MB). No public source
/// says whether AcWing takes Rust; the same puzzle goes to SPOJ, which does, as `spoj1110`.
#[cfg(feature = "catalog")]
pub const JUDGE: Judge = Judge {
    name: "AcWing 169 数独2",
    url: "https://www.acwing.com/problem/content/171/",
    time_limit_ms: 2000,
    memory_limit_kib: 64 * 1024,
    compare: Compare::Exact,
    rust: Rust::Unconfirmed,
    same_puzzle: &["poj3076", "spoj1110"],
};

/// What the tools need of this input: [`GRIDS`].
#[cfg(feature = "catalog")]
pub const INPUT: Input = Input::Puzzles(GRIDS);

/// 16×16 grids with 4×4 boxes, any number of them, one empty line between grids: the input of
/// this puzzle on every judge that poses it, but for a count before the grids.
#[cfg(feature = "catalog")]
pub const GRIDS: InputFormat = InputFormat {
    grids: Grids::Boxed { rows: 4, cols: 4 },
    most_puzzles: usize::MAX,
    most_givens: None,
    header: no_header,
    puzzle: |out, k, _, puzzle| {
        if k > 0 {
            writeln!(out)?;
        }
        write_cells(out, puzzle, SYMBOLS.values, b'-')
    },
    footer: no_footer,
};

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
