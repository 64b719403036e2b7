//! HDU 5547 Sudoku (2015 CCPC Nanyang, H): 4×4 Sudoku with 2×2 boxes, digits `1`–`4`, `*` for a
//! removed cell.
//!
//! Input: the number of cases T (1 ≤ T ≤ 100), then T grids of 4 rows of 4 characters (the
//! statement puts an empty line before each; HDU's rendering drops them: only tokens count).
//! Output: for case x the line `Case #x:` and the 4 rows of the solved board, no empty lines.
//! Anything after the T-th board is bad input, reported after the answers.
//! Every board has exactly one solution; one without is reported on stderr and gets no answer.

use std::io::{self, Write};

use solver::backtrack::Backtracker;
use solver::engine::Engine;
use solver::model::{Geometry, Puzzle};
use textio::grid::{each_counted_grid, read_rows, write_rows, Spacing, Symbols};
use textio::tokens::CaseCount;
use textio::Report;

#[cfg(feature = "catalog")]
pub mod tool;

/// The side of the board.
pub const N: usize = 4;
/// The largest number of cases the statement allows.
pub const MAX_CASES: usize = 100;
/// How the input counts its boards.
pub const CASES: CaseCount = CaseCount {
    case: "case",
    letter: 'T',
    most: MAX_CASES,
};
/// The digits for values 0–3 and the removed cell.
pub const SYMBOLS: Symbols = Symbols {
    values: b"1234",
    empty: Some(b'*'),
};

/// Answers the cases of `input` on `out`; see the crate documentation for the format.
pub fn solve(input: &[u8], out: &mut dyn Write, report: &mut Report) -> io::Result<()> {
    let geometry = Geometry::boxed(2, 2).expect("2×2 boxes form a 4×4 grid");
    let mut engine = Backtracker::new();
    each_counted_grid(
        input,
        &CASES,
        N,
        &SYMBOLS,
        read_rows,
        report,
        |case, line, cells, report| {
            let puzzle =
                Puzzle::new(geometry.clone(), cells).expect("every symbol decodes below 4");
            match engine.first_solution(&puzzle) {
                Some(grid) => {
                    writeln!(out, "Case #{}:", case)?;
                    write_rows(out, &grid, N, SYMBOLS.values, Spacing::Packed)?;
                }
                None => report.case_error(
                    case,
                    line,
                    "the board has no solution, though one is promised",
                ),
            }
            Ok(())
        },
    )
}
