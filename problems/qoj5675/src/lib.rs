//! QOJ 5675 (Quotdoku, 商数独): a 9×9 Sudoku whose clues are quotients between neighbouring
//! cells of each box.
//!
//! Input: `K` (0 ≤ K ≤ 81); then 15 lines of clues 0–9 laid out as Luogu P4573 lays out its
//! signs ([`luogu4573::pairs`]: for each band of boxes, lines of 6 left–right clues, two per
//! box, and lines of 9 up–down clues between a row and the next); then `K` lines `r c v` (row,
//! column and value, from 1) of givens. A clue `q` between two cells says that the larger of
//! their values divided by the smaller, rounded down, is `q`; `0` says nothing. Only the order
//! of the tokens counts. Output: the grid, 9 lines of 9 digits separated by single spaces. The
//! statement does not say that the solution is unique; the judge's copy without a checker
//! suggests so, and a grid without any is reported on stderr.
//!
//! The clues are the model's quotient relations ([`solver::model::Puzzle::add_quotient`]),
//! kept by [`solver::Cdcl`]'s clauses: clause learning, since a search without memory can
//! take hundreds of thousands of nodes on a board of few givens.

use std::io::{self, Write};

use luogu4573::{is_across, pairs, LINES, N};
use solver::engine::Engine;
use solver::model::{Geometry, Puzzle};
use solver::Cdcl;
use textio::grid::{write_rows, Spacing};
use textio::report::InputError;
use textio::tokens::read_number;
use textio::{Report, Tokens};

#[cfg(feature = "catalog")]
pub mod tool;

/// Reads `K`, the 15 lines of clues and the `K` givens, and nothing after them, into the
/// puzzle they pose.
///
/// # Errors
/// When a number is not a whole number in its range (`K` to 81, a clue to 9, a row, column or
/// value from 1 to 9), the input ends early or runs on: the line, and which clue of which
/// line, or which given, was expected.
///
/// # Complexity
/// `O(length of the input)`.
pub fn read_puzzle(input: &[u8]) -> Result<Puzzle, InputError> {
    let mut tokens = Tokens::new(input);
    let givens = read_number(&mut tokens, "the number of givens K", 0, N * N)?;
    let mut puzzle = Puzzle::empty(Geometry::boxed(3, 3).expect("3×3 boxes form a 9×9 grid"));
    for line in 0..LINES {
        let line_pairs = pairs(line);
        for (k, &(a, b)) in line_pairs.iter().enumerate() {
            let what = format!(
                "clue {} of {} of clue line {} ({})",
                k + 1,
                line_pairs.len(),
                line + 1,
                if is_across(line) {
                    "left–right"
                } else {
                    "up–down"
                }
            );
            let clue = read_number(&mut tokens, &what, 0, 9)?;
            if clue > 0 {
                puzzle
                    .add_quotient(a, b, clue as u8)
                    .expect("two different cells of the grid");
            }
        }
    }
    for g in 1..=givens {
        let row = read_number(&mut tokens, &format!("the row of given {}", g), 1, N)?;
        let col = read_number(&mut tokens, &format!("the column of given {}", g), 1, N)?;
        let value = read_number(&mut tokens, &format!("the value of given {}", g), 1, N)?;
        puzzle
            .set(row - 1, col - 1, Some(value as u8 - 1))
            .expect("a cell and a value of the grid");
    }
    tokens.expect_end(&format!("the givens (K = {})", givens))?;
    Ok(puzzle)
}

/// Answers the puzzle of `input` on `out`; see the crate documentation for the format.
pub fn solve(input: &[u8], out: &mut dyn Write, report: &mut Report) -> io::Result<()> {
    let puzzle = match read_puzzle(input) {
        Ok(puzzle) => puzzle,
        Err(e) => {
            report.input_error(1, e);
            return Ok(());
        }
    };
    match Cdcl::new().first_solution(&puzzle) {
        Some(grid) => write_rows(out, &grid, N, b"123456789", Spacing::Between(b' ')),
        None => {
            report.case_error(1, 1, "the clues and givens allow no grid");
            Ok(())
        }
    }
}
