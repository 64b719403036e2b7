//! SPOJ SUDOGOB "Sudoku goblin" (problem 13980; Luogu SP13980 submits to it): how many ways a
//! 9×9 table (3×3 boxes) can be completed.
//!
//! Input: the number of tables T, then T tables of 9 lines of 9 numbers `0`–`9` separated by
//! spaces, `0` for an empty cell, one empty line between tables (only tokens count: empty
//! lines, `\r\n` and extra spaces do not). Output per table: a line with its number of
//! solutions; when that is exactly 1, the solution follows, 9 lines of 9 digits each followed
//! by a space, as the statement prints it. Givens that clash (two `3`s in a row) have 0
//! solutions. The statement bounds neither T nor the counts.
//!
//! The tables are counted exactly by [`Counter`], which never visits the solutions: a table
//! whose givens lie in one band or stack, but for one in each other (the empty table, 6.67·10²¹
//! solutions, and every table of two givens among them), by the classes of its other bands'
//! column states, any other by joining its bands' fillings, within a budget of [`BUDGET`]
//! units of work per table. A table that needs more (a few givens in every band and every
//! stack) cannot be answered: it is reported on stderr, naming the table and its line, gets
//! no answer (a count printed would be a guess), and the exit status is 1; the tables after
//! it are still answered.

use std::io::{self, Write};

use solver::engine::Engine;
use solver::model::{Geometry, Puzzle};
use solver::sudoku9::{Counter, OverBudget, Sudoku9, MOST_STATES, N};
use textio::grid::{each_counted_grid, read_spaced_rows, write_rows, Spacing, Symbols};
use textio::tokens::CaseCount;
use textio::Report;

#[cfg(feature = "catalog")]
pub mod tool;

/// The work a table's count may take ([`Counter::count`]'s units): 2³² units, far past what
/// the time limit allows, so that the tables a judge can mean are counted: 100 tables of 17
/// givens kept from solved grids count within 4.7·10⁸ units, the empty table within 3.9·10⁶. A
/// table joined by bands with a band of more than [`MOST_STATES`] column states is refused
/// sooner: most tables of 13 givens or fewer whose givens do not lie in one band or one
/// stack, but for one in each other band or stack.
/// `crates/bench/README.md` has the times.
pub const BUDGET: u64 = 1 << 32;

/// How the input counts its tables: T, unbounded.
pub const TABLES: CaseCount = CaseCount {
    case: "table",
    letter: 'T',
    most: usize::MAX,
};

/// The digits for values 0–8 and the empty cell.
pub const SYMBOLS: Symbols = Symbols {
    values: b"123456789",
    empty: Some(b'0'),
};

/// Answers the tables of `input` on `out`; see the crate documentation for the format.
pub fn solve(input: &[u8], out: &mut dyn Write, report: &mut Report) -> io::Result<()> {
    let classic = Geometry::boxed(3, 3).expect("3×3 boxes form a 9×9 grid");
    let mut counter = Counter::new();
    let mut engine = Sudoku9::new();
    each_counted_grid(
        input,
        &TABLES,
        N,
        &SYMBOLS,
        read_spaced_rows,
        report,
        |case, line, cells, report| {
            let puzzle = Puzzle::new(classic.clone(), cells).expect("81 cells of values below 9");
            match counter.count(&puzzle, BUDGET) {
                Ok(count) => {
                    writeln!(out, "{}", count)?;
                    if count == 1 {
                        let grid = engine
                            .first_solution(&puzzle)
                            .expect("a table counted once has a solution");
                        write_rows(out, &grid, N, SYMBOLS.values, Spacing::After(b' '))?;
                    }
                }
                Err(OverBudget) => report.case_error(
                    case,
                    line,
                    format!(
                        "counting its solutions needs more than the counter's budget ({} units \
                     of work, {} column states a band): no answer",
                        BUDGET, MOST_STATES
                    ),
                ),
            }
            Ok(())
        },
    )
}
