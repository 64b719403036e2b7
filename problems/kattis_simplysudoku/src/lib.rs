//! Kattis simplysudoku (ECNA 2020 "Simply Sudoku", = BOJ 21159, Codeforces Gym 104587 J): how
//! far the two rules a beginner uses fill a 9×9 Sudoku.
//!
//! Input: 9 lines of 9 numbers 0–9 separated by spaces, `0` for an empty cell (only the order of
//! the tokens counts). The rules, applied until neither fires: Single Value (an empty cell that
//! only one digit fits takes it) and Unique Location (a digit missing from a row, column or box
//! that fits only one of its empty cells goes there). Output: `Easy` and the solved grid, or
//! `Not easy` and the grid as far as the rules fill it, `.` for a cell still empty; 9 lines of
//! 9 values separated by single spaces. The statement gives sound puzzles; givens that clash,
//! or that the rules find no value or place for, are reported on stderr.
//!
//! The rules are the library's naked and hidden singles ([`solver::rules`]), taken to their
//! fixed point: a stronger propagator would fill cells the judge expects empty.

use std::io::{self, Write};

use solver::model::{Geometry, Puzzle};
use solver::rules::{deduce, HouseKind, Rule};
use textio::grid::{read_only_grid, read_spaced_rows, write_partial_rows, Spacing, Symbols};
use textio::Report;

#[cfg(feature = "catalog")]
pub mod tool;

/// The side of the grid.
pub const N: usize = 9;

/// The numbers for values 0–8 and the empty cell.
pub const SYMBOLS: Symbols = Symbols {
    values: b"123456789",
    empty: Some(b'0'),
};

/// Single Value and Unique Location in rows, columns and boxes.
pub const RULES: [Rule; 4] = [
    Rule::NakedSingle,
    Rule::HiddenSingle(HouseKind::Row),
    Rule::HiddenSingle(HouseKind::Column),
    Rule::HiddenSingle(HouseKind::Region),
];

/// Answers the grid of `input` on `out`; see the crate documentation for the format.
pub fn solve(input: &[u8], out: &mut dyn Write, report: &mut Report) -> io::Result<()> {
    let (line, cells) = match read_only_grid(input, N, &SYMBOLS, read_spaced_rows, report) {
        Some(grid) => grid,
        None => return Ok(()),
    };
    let geometry = Geometry::boxed(3, 3).expect("3×3 boxes form a 9×9 grid");
    let puzzle = Puzzle::new(geometry, cells).expect("81 cells of values below 9");
    let deduction = deduce(&puzzle, &RULES);
    if let Some(contradiction) = deduction.contradiction {
        report.case_error(
            1,
            line,
            format!(
                "the puzzle has no solution ({}), though a sound one is promised",
                contradiction.describe(N)
            ),
        );
        return Ok(());
    }
    let verdict = if deduction.is_solved() {
        "Easy"
    } else {
        "Not easy"
    };
    writeln!(out, "{}", verdict)?;
    write_partial_rows(
        out,
        &deduction.cells,
        N,
        SYMBOLS.values,
        b'.',
        Spacing::Between(b' '),
    )
}
