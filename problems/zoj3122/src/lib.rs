//! ZOJ 3122 Sudoku (on PTA, pintia.cn): the 16×16 Sudoku of AcWing 169, with 4×4 boxes, letters
//! `A`–`P` and `-` for an empty cell.
//!
//! Input: grids of 16 rows of 16 characters, one after another until the end of the input (only
//! tokens count). Output: each solved grid in the same format, with one empty line *between*
//! grids and none after the last. Every grid has exactly one solution; one without is reported
//! on stderr and gets no answer (and no empty line). The puzzle and its engine are
//! `acwing169`'s (the library's 16×16 solver, [`solver::sudoku16::Sudoku16`]); what this crate
//! adds is ZOJ's output rule and PTA's judge.

use std::io::{self, Write};

use acwing169::{N, SYMBOLS};
use solver::sudoku16::Sudoku16;
use textio::grid::{solve_each_grid_until_end, Around, Spacing};
use textio::Report;

#[cfg(feature = "catalog")]
pub mod tool;

/// Answers every grid of `input` on `out`; see the crate documentation for the format.
pub fn solve(input: &[u8], out: &mut dyn Write, report: &mut Report) -> io::Result<()> {
    let mut solver = Sudoku16::new();
    solve_each_grid_until_end(
        input,
        N,
        &SYMBOLS,
        Spacing::Packed,
        Around {
            between: b"\n",
            after: b"",
        },
        out,
        report,
        |cells| solver.solve(cells).expect("256 cells below 16"),
    )
}
