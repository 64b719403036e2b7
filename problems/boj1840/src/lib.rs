//! BOJ 1840 스도쿠: the empty 9×9 board is filled one cell per step; the first step after which
//! it can no longer be completed to a Sudoku.
//!
//! Input: 81 lines `x y v` (each from 1 to 9): step `k` writes `v` into the cell of row `x`,
//! column `y`. Output: the number of the first step after which the board has no completion,
//! whether it breaks a rule (a digit twice in a row, column or box) or breaks none and still
//! has none; `-1` when every step leaves a completion. Anything after the 81 steps is
//! bad input.
//!
//! The statement does not say which of `x`, `y` is the row (a transposed Sudoku is a Sudoku, so
//! the answer does not depend on it), nor what a step onto a filled cell means. Ours: the same
//! digit again changes nothing, and another digit asks the cell to hold two, which no
//! completion does: the board is dead from that step. So each step only adds a given, and the
//! first dead step is found by binary search ([`solver::first_dead_step`]), seven searches of
//! [`solver::sudoku9::Sudoku9`] rather than 81.

use std::io::{self, Write};

use solver::first_dead_step::first_dead_step;
use solver::model::{Geometry, Puzzle};
use solver::sudoku9::{Sudoku9, N};
use textio::tokens::read_number;
use textio::{Report, Tokens};

#[cfg(feature = "catalog")]
pub mod tool;

/// The number of steps.
pub const STEPS: usize = N * N;

/// Reads the 81 steps, each as `(cell, value)` from 0, the cell row-major.
///
/// # Errors
/// At the end of the input, or on a token that is not a number from 1 to 9.
pub fn read_steps(tokens: &mut Tokens<'_>) -> Result<Vec<(usize, u8)>, textio::report::InputError> {
    (1..=STEPS)
        .map(|k| {
            let row = read_number(tokens, &format!("step {}'s row x", k), 1, N)?;
            let column = read_number(tokens, &format!("step {}'s column y", k), 1, N)?;
            let digit = read_number(tokens, &format!("step {}'s digit v", k), 1, N)?;
            Ok(((row - 1) * N + column - 1, (digit - 1) as u8))
        })
        .collect()
}

/// The first step after which the board filled by `steps` has no completion, from 1; `None`
/// when every step keeps one.
pub fn first_dead(steps: &[(usize, u8)]) -> Option<usize> {
    let empty = Puzzle::empty(Geometry::boxed(3, 3).expect("3×3 boxes form a 9×9 grid"));
    first_dead_step(&mut Sudoku9::new(), &empty, steps).expect("cells and digits read below 9")
}

/// Answers `input` on `out`; see the crate documentation for the format.
pub fn solve(input: &[u8], out: &mut dyn Write, report: &mut Report) -> io::Result<()> {
    let mut tokens = Tokens::new(input);
    let steps = match read_steps(&mut tokens) {
        Ok(steps) => steps,
        Err(e) => {
            report.input_error(1, e);
            return Ok(());
        }
    };
    match first_dead(&steps) {
        Some(step) => writeln!(out, "{}", step)?,
        None => writeln!(out, "-1")?,
    }
    report.expect_end(&mut tokens, "the 81 steps");
    Ok(())
}
