//! SPOJ NQUEEN (Yet Another N-Queen Problem): complete a board of up to 50 queens from the ones
//! already set.
//!
//! Input: cases until the end of the input, each `N` (1 ≤ N ≤ 50) and `N` numbers: the column
//! (from 1) of the queen already set in each row, `0` for a free row. Only the order of the
//! tokens counts, not where the lines break. A completion always exists (the statement's
//! promise). Output: one line a case, the column of the queen of each row, separated by
//! spaces, the set ones kept; any completion is accepted ([`tool::check_answer`]). A case whose
//! queens attack each other, or that has no completion, breaks the promise: it gets no line,
//! a message names it, and the cases after it are still answered. The completion is
//! `solver::queens`' search by the tightest row or column.

use std::io::{self, Write};

use solver::queens::Queens;
use textio::report::InputError;
use textio::tokens::read_number;
use textio::{Report, Tokens};

#[cfg(feature = "catalog")]
pub mod tool;

/// The largest side.
pub const MAX_N: usize = 50;

/// Reads one case: `N` (1 to [`MAX_N`]) and the column of each row's queen (`None` for a free
/// row), from 0.
///
/// # Errors
/// At the end of the input, or on a token that is not such a number.
pub fn read_case(tokens: &mut Tokens<'_>) -> Result<Vec<Option<usize>>, InputError> {
    let n = read_number(tokens, "N", 1, MAX_N)?;
    (1..=n)
        .map(|row| {
            let what = format!("the column of row {}'s queen (0 for none)", row);
            read_number(tokens, &what, 0, n).map(|c| c.checked_sub(1))
        })
        .collect()
}

/// The board of a case, its queens set, or why it breaks the promise: two queens that attack
/// each other.
///
/// # Errors
/// The first queen attacked by one above it, named by its row and column (from 1).
pub fn board(set: &[Option<usize>]) -> Result<Queens, String> {
    let mut board = Queens::new(set.len()).map_err(|e| e.to_string())?;
    for (row, col) in set.iter().enumerate() {
        if let Some(col) = *col {
            board.set(row, col).map_err(|_| {
                format!("the queen of row {} (column {}) is attacked by one above it, though a completion is promised", row + 1, col + 1)
            })?;
        }
    }
    Ok(board)
}

/// Answers every case of `input` on `out`; see the crate documentation for the format.
pub fn solve(input: &[u8], out: &mut dyn Write, report: &mut Report) -> io::Result<()> {
    let mut tokens = Tokens::new(input);
    let mut case = 0;
    while !tokens.is_at_end() {
        case += 1;
        let line = tokens.line();
        let set = match read_case(&mut tokens) {
            Ok(set) => set,
            Err(e) => {
                report.input_error(case, e);
                return Ok(());
            }
        };
        let completed = board(&set).and_then(|b| {
            b.complete()
                .ok_or_else(|| "the board has no completion, though one is promised".to_string())
        });
        match completed {
            Ok(queens) => {
                let columns: Vec<String> = queens.iter().map(|c| (c + 1).to_string()).collect();
                writeln!(out, "{}", columns.join(" "))?;
            }
            Err(message) => report.case_error(case, line, message),
        }
    }
    Ok(())
}
