//! The local program: boards in LeetCode's text form in, each filled by the submission's
//! function, written back. LeetCode runs its own driver instead, so no submission carries this
//! (it sits behind the crate's default `local` feature, which a judge's plain `rustc` leaves
//! out).

use std::io::{self, Write};

use solver::model::{Geometry, Puzzle};
use solver::sudoku9::N;
use spec::board::{write_board, Boards};
use textio::Report;

use crate::fill_board;
use textio::board::{value_of, EMPTY};

/// What a cell of a board may be, for [`Boards::next_board`]: a digit or the empty cell.
const CELLS: &[u8] = b"123456789.";

/// Answers the boards of `input` on `out` with [`fill_board`]; see the crate documentation for
/// the format.
pub fn solve(input: &[u8], out: &mut dyn Write, report: &mut Report) -> io::Result<()> {
    answer_boards(input, out, report, |board: &mut Vec<Vec<char>>| {
        fill_board(board)
    })
}

/// Reads every board of `input`, fills each with `fill` (the judge's signature: the local
/// program passes the submission's `Solution::solve_sudoku`), and writes it back when `fill`
/// solved it: every cell a digit, the givens kept, each row, column and box holding every digit.
/// A board left unsolved is reported; a malformed board is reported and ends the reading.
///
/// # Errors
/// Only a failed write.
pub fn answer_boards<F>(
    input: &[u8],
    out: &mut dyn Write,
    report: &mut Report,
    mut fill: F,
) -> io::Result<()>
where
    F: FnMut(&mut Vec<Vec<char>>),
{
    let mut boards = Boards::new(input);
    let mut case = 0;
    while case == 0 || !boards.is_at_end() {
        case += 1;
        let line = boards.line();
        let given = match boards.next_board(N, CELLS, "a digit 1-9 or '.'") {
            Ok(board) => board,
            Err(e) => {
                report.input_error(case, e);
                return Ok(());
            }
        };
        let mut board = given.clone();
        fill(&mut board);
        if solves(&given, &board) {
            write_board(out, board.iter().map(|row| row.iter().copied()))?;
        } else if board.iter().flatten().any(|&c| c == EMPTY) {
            report.case_error(
                case,
                line,
                "the board has no solution, though one is promised",
            );
        } else {
            report.case_error(case, line, "the filled board breaks the rules of Sudoku");
        }
    }
    Ok(())
}

/// Whether `filled` is a 9×9 solution that keeps the givens of `given` (a 9×9 board of cells
/// read by [`Boards::next_board`]), by the model's own check.
fn solves(given: &[Vec<char>], filled: &[Vec<char>]) -> bool {
    if filled.len() != N || filled.iter().any(|row| row.len() != N) {
        return false;
    }
    let cells = |board: &[Vec<char>]| -> Option<Vec<Option<u8>>> {
        board.iter().flatten().map(|&c| value_of(c)).collect()
    };
    let grid: Option<Vec<u8>> = filled
        .iter()
        .flatten()
        .map(|&c| value_of(c).and_then(|v| v))
        .collect();
    let geometry = Geometry::boxed(3, 3).expect("3×3 boxes form a 9×9 grid");
    match (cells(given), grid) {
        (Some(cells), Some(grid)) => Puzzle::new(geometry, cells)
            .map(|puzzle| puzzle.is_solved_by(&grid))
            .unwrap_or(false),
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_solution_keeps_the_givens_and_the_rules() {
        let mut given = vec![vec![EMPTY; N]; N];
        given[0][0] = '5';
        let mut filled = given.clone();
        fill_board(&mut filled);
        assert!(solves(&given, &filled));
        let mut other = filled.clone();
        other[0][0] = textio::board::digit(0);
        assert!(!solves(&given, &other), "a given changed");
        other.swap(0, 1);
        assert!(!solves(&given, &other), "rows swapped keep no given");
        let mut short = filled.clone();
        short.pop();
        assert!(!solves(&given, &short));
        assert!(!solves(&given, &given), "empty cells left");
    }
}
