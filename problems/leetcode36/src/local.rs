//! The local program: boards in LeetCode's text form in, each judged by the submission's
//! function, `true` or `false` out. LeetCode runs its own driver instead, so no submission
//! carries this (it sits behind the crate's default `local` feature, which a judge's plain
//! `rustc` leaves out).

use std::io::{self, Write};

use solver::sudoku9::N;
use spec::board::Boards;
use textio::Report;

use crate::is_valid_board;

/// What a cell of a board may be, for [`Boards::next_board`]: a digit or the empty cell.
const CELLS: &[u8] = b"123456789.";

/// Answers the boards of `input` on `out` with [`is_valid_board`]; see the crate documentation
/// for the format.
pub fn solve(input: &[u8], out: &mut dyn Write, report: &mut Report) -> io::Result<()> {
    answer_boards(input, out, report, |board: Vec<Vec<char>>| {
        is_valid_board(&board)
    })
}

/// Reads every board of `input` (one at least) and writes what `check` says of each, `true` or
/// `false`, one line a board (the judge's signature: the local program passes the submission's
/// `Solution::is_valid_sudoku`). A malformed board is reported and ends the reading; every board
/// before it has been answered.
///
/// # Errors
/// Only a failed write.
pub fn answer_boards<F>(
    input: &[u8],
    out: &mut dyn Write,
    report: &mut Report,
    mut check: F,
) -> io::Result<()>
where
    F: FnMut(Vec<Vec<char>>) -> bool,
{
    let mut boards = Boards::new(input);
    let mut case = 0;
    while case == 0 || !boards.is_at_end() {
        case += 1;
        match boards.next_board(N, CELLS, "a digit 1-9 or '.'") {
            Ok(board) => writeln!(out, "{}", check(board))?,
            Err(e) => {
                report.input_error(case, e);
                return Ok(());
            }
        }
    }
    Ok(())
}
