//! Codeforces 1335D Anti-Sudoku: change at most 9 cells of a solved 9×9 Sudoku so that every
//! row, every column and every 3×3 box holds some digit at least twice.
//!
//! Input: the number of cases t (1 ≤ t ≤ 10⁴), then t solved grids of 9 lines of 9 digits
//! `1`–`9`. Output: each changed grid in the same format. Any such grid is accepted
//! ([`tool::check_answer`] is the judge's check). Ours changes every `2` to a `1` ([`anti`]).
//! A grid that is not a solved Sudoku, against the promise, is reported on stderr and gets no
//! answer; the later cases are still answered.

use std::io::{self, Write};

use solver::model::Geometry;
use solver::sudoku9::N;
use textio::grid::{each_counted_grid, read_rows, write_rows, Spacing, Symbols};
use textio::tokens::CaseCount;
use textio::Report;

#[cfg(feature = "catalog")]
pub mod tool;

/// The digits for values 0–8; a solved grid has no empty cell.
pub const SYMBOLS: Symbols = Symbols {
    values: b"123456789",
    empty: None,
};

/// How the input counts its grids.
pub const CASES: CaseCount = CaseCount {
    case: "grid",
    letter: 't',
    most: 10_000,
};

/// Answers the grids of `input` on `out`; see the crate documentation for the format.
pub fn solve(input: &[u8], out: &mut dyn Write, report: &mut Report) -> io::Result<()> {
    let geometry = Geometry::boxed(3, 3).expect("3×3 boxes form a 9×9 grid");
    each_counted_grid(
        input,
        &CASES,
        N,
        &SYMBOLS,
        read_rows,
        report,
        |case, line, cells, report| {
            let grid: Vec<u8> = cells.into_iter().map(|v| v.unwrap_or(0)).collect();
            if geometry.is_complete(&grid) {
                write_rows(out, &anti(grid), N, SYMBOLS.values, Spacing::Packed)
            } else {
                report.case_error(case, line, "the grid is not a solved Sudoku, as promised");
                Ok(())
            }
        },
    )
}

/// The solved 9×9 `grid` (values 0–8, row-major) with every `1` (value 1) turned into a `0`.
///
/// Each row, column and box of a solved grid holds each digit once, so the change touches
/// exactly nine cells, one in each house, and leaves each house with its `0` twice.
///
/// # Complexity
/// `O(81)`.
///
/// # Example
/// ```
/// let row = [0, 1, 2, 3, 4, 5, 6, 7, 8];
/// assert_eq!(codeforces_1335d::anti(row.to_vec()), [0, 0, 2, 3, 4, 5, 6, 7, 8]);
/// ```
pub fn anti(mut grid: Vec<u8>) -> Vec<u8> {
    for v in &mut grid {
        if *v == 1 {
            *v = 0;
        }
    }
    grid
}
