//! BOJ 30242 (🧩 N-Queen (Easy)): complete a board of `N` queens from the ones already set, or
//! say that none exists.
//!
//! Input: `N`, then `N` numbers: the column (from 1) of the queen set in each row, `0` for a
//! free row. Output: the `N` columns of a placement that keeps the set queens, on one line;
//! any is accepted ([`tool::check_answer`]). `-1` when there is none: the set queens attack
//! each other, or no completion exists (`N` = 2 or 3 have none at all). Anything after the
//! `N` numbers is bad input.
//!
//! The statement's bound on `N` is not in the public copies: accepted solutions take `N` ≤ 20.
//! Ours reads the case as SPOJ NQUEEN's (`spoj_nqueen`), `N` up to 50, and completes it by the
//! same search by the tightest row or column ([`solver::queens::Queens::complete`]), whose
//! `None` is exact.

use std::io::{self, Write};

use spoj_nqueen::{board, read_case};
use textio::{Report, Tokens};

#[cfg(feature = "catalog")]
pub mod tool;

/// The columns (from 0) of a placement keeping the queens `set` in their rows, if any.
///
/// # Complexity
/// Exponential in `N` at worst (the completion problem is NP-complete); milliseconds for
/// boards of 20, and of 50 with queens set from a placement.
pub fn complete(set: &[Option<usize>]) -> Option<Vec<usize>> {
    board(set).ok()?.complete()
}

/// Answers `input` on `out`; see the crate documentation for the format.
pub fn solve(input: &[u8], out: &mut dyn Write, report: &mut Report) -> io::Result<()> {
    let mut tokens = Tokens::new(input);
    let set = match read_case(&mut tokens) {
        Ok(set) => set,
        Err(e) => {
            report.input_error(1, e);
            return Ok(());
        }
    };
    match complete(&set) {
        Some(queens) => {
            let columns: Vec<String> = queens.iter().map(|c| (c + 1).to_string()).collect();
            writeln!(out, "{}", columns.join(" "))?;
        }
        None => writeln!(out, "-1")?,
    }
    report.expect_end(&mut tokens, "the N columns");
    Ok(())
}
