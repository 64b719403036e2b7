//! Kattis cross (= DMOJ coci08c3p3, COCI 2008/09 contest 3 "Cross", Luogu P6410): the cells of a
//! 9×9 Sudoku that cross-hatching alone fills.
//!
//! Input: 9 lines of 9 characters, `1`–`9` or `.` for an empty cell. The rule: for a digit d
//! and a 3×3 box without d, the box's empty cells whose row and column hold no d are its
//! places for d; a single place takes d. It is applied over every digit and box until nothing
//! changes, and no other deduction is made. Output: `ERROR` when two givens of a digit share a
//! row, column or box, or when a box without d is left no place for it; otherwise the grid in
//! the input's format with the cells the rule filled. Only tokens count, so `\r\n` and spaces
//! around the rows are taken.
//!
//! The rule is the library's hidden single in the boxes alone ([`solver::rules`],
//! [`Rule::HiddenSingle`] of [`HouseKind::Region`]) taken to its fixed point: a placement only
//! removes places, so the order of the deductions does not change the grid. A stronger
//! deduction (a cell's only value, a row's only place) would fill cells the judge expects
//! empty.

use std::io::{self, Write};

use solver::model::{Geometry, Puzzle};
use solver::rules::{deduce, HouseKind, Rule};
use textio::grid::{read_only_grid, read_rows, write_partial_rows, Spacing, Symbols};
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

/// The one rule the problem allows.
pub const CROSS_HATCHING: [Rule; 1] = [Rule::HiddenSingle(HouseKind::Region)];

/// Answers the grid of `input` on `out`; see the crate documentation for the format.
pub fn solve(input: &[u8], out: &mut dyn Write, report: &mut Report) -> io::Result<()> {
    let (_, cells) = match read_only_grid(input, N, &SYMBOLS, read_rows, report) {
        Some(grid) => grid,
        None => return Ok(()),
    };
    let geometry = Geometry::boxed(3, 3).expect("3×3 boxes form a 9×9 grid");
    let puzzle = Puzzle::new(geometry, cells).expect("81 cells of values below 9");
    let deduction = deduce(&puzzle, &CROSS_HATCHING);
    if deduction.contradiction.is_some() {
        return writeln!(out, "ERROR");
    }
    write_partial_rows(
        out,
        &deduction.cells,
        N,
        SYMBOLS.values,
        b'.',
        Spacing::Packed,
    )
}
