//! Luogu P4929 (舞蹈链模板, "Dancing Links template"): exact cover of a 0/1 matrix.
//!
//! Input: `N` and `M`, then an `N × M` matrix of `0`s and `1`s, `M` numbers per row separated by
//! white space (only tokens count, not where the lines break). The statement bounds `N, M ≤ 500`
//! and the ones to at most 5000; it gives no lower bound, so `N = 0` and `M = 0` are read.
//! Output: one line, the numbers (from 1) of rows whose ones fall in every column exactly once,
//! separated by single spaces, or `No Solution!` when there are no such rows. Any exact cover is
//! accepted: the judge checks the answer ([`tool::check_answer`]).
//!
//! A column without a one means no cover. With `M = 0` the empty set of rows is the one exact
//! cover (each of the no columns is covered exactly once), so the line holds no row number: the
//! program prints an empty line. `No Solution!` would say that no cover exists, which is false,
//! and a checker that reads the row numbers reads none and finds the zero columns covered.
//! `N = 0` with `M > 0` is `No Solution!`.
//!
//! The search is the library's exact cover ([`solver::exact_cover::ExactCover`]); this crate
//! only reads and writes the judge's format. Bad input (a size out of range, a value other than
//! `0` or `1`, the input cut short or running on, a 5001st one) is reported on stderr with its
//! line, and nothing is printed.

use std::io::{self, Write};

use solver::exact_cover::ExactCover;
use textio::grid::each_spaced_cell;
use textio::report::InputError;
use textio::tokens::read_number;
use textio::{Report, Tokens};

#[cfg(feature = "catalog")]
pub mod tool;

/// The most rows, and the most columns, a matrix has.
pub const MAX_SIDE: usize = 500;
/// The most ones a matrix holds.
pub const MAX_ONES: usize = 5000;
/// The answer when no set of rows is an exact cover.
pub const NO_SOLUTION: &str = "No Solution!";

/// A 0/1 matrix: the number of columns, and the columns (from 0, increasing) of each row's ones.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Matrix {
    pub columns: usize,
    pub rows: Vec<Vec<usize>>,
}

/// Reads `N`, `M` and the matrix's `N · M` entries from `tokens` (what follows is left there).
///
/// The entries are read token by token straight into the rows' lists of ones
/// ([`textio::grid::each_spaced_cell`]), not through a grid of cells (an `Option` per entry,
/// then a pass to collect the ones): most of a sparse matrix's time is the reading.
///
/// # Errors
/// When a size is not a number from 0 to 500, an entry is not `0` or `1`, the input ends
/// early, or the matrix holds more than [`MAX_ONES`] ones (at the first one too many); the
/// error names the line and, for an entry, its row and column (from 1).
///
/// # Complexity
/// `O(N · M)`.
pub fn read_matrix(tokens: &mut Tokens<'_>) -> Result<Matrix, InputError> {
    let n = read_number(tokens, "the number of rows N", 0, MAX_SIDE)?;
    let m = read_number(tokens, "the number of columns M", 0, MAX_SIDE)?;
    let mut rows = vec![Vec::new(); n];
    let mut ones = 0;
    each_spaced_cell(tokens, n, m, |r, c, token| match token.text {
        b"0" => Ok(()),
        b"1" if ones < MAX_ONES => {
            ones += 1;
            rows[r].push(c);
            Ok(())
        }
        b"1" => Err(format!(
            "a {}st one, and a matrix holds at most {}",
            MAX_ONES + 1,
            MAX_ONES
        )),
        _ => Err(format!("expected 0-1, found {}", token.quoted())),
    })?;
    Ok(Matrix { columns: m, rows })
}

/// Reads the whole input: the matrix and nothing after it.
///
/// # Errors
/// As [`read_matrix`], and when anything follows the matrix.
pub fn read_input(input: &[u8]) -> Result<Matrix, InputError> {
    let mut tokens = Tokens::new(input);
    let matrix = read_matrix(&mut tokens)?;
    tokens.expect_end(&format!(
        "the matrix (N = {}, M = {})",
        matrix.rows.len(),
        matrix.columns
    ))?;
    Ok(matrix)
}

/// An exact cover of `matrix` (rows from 0, in the order the search chose them), or `None`.
///
/// # Complexity
/// That of [`ExactCover::first_solution`]: exponential in the worst case.
pub fn exact_cover(matrix: &Matrix) -> Option<Vec<usize>> {
    ExactCover::from_rows(matrix.columns, &matrix.rows)
        .expect("the rows name distinct columns of the matrix")
        .first_solution()
}

/// Answers the matrix of `input` on `out`; see the crate documentation for the format.
pub fn solve(input: &[u8], out: &mut dyn Write, report: &mut Report) -> io::Result<()> {
    let matrix = match read_input(input) {
        Ok(matrix) => matrix,
        Err(e) => {
            report.input_error(1, e);
            return Ok(());
        }
    };
    let mut line = answer_line(exact_cover(&matrix).as_deref());
    line.push('\n');
    out.write_all(line.as_bytes())
}

/// The answer for `cover` (rows from 0), without its line break: its rows from 1, separated by
/// spaces, or [`NO_SOLUTION`] for `None`.
///
/// # Complexity
/// `O(rows)`.
pub fn answer_line(cover: Option<&[usize]>) -> String {
    match cover {
        None => NO_SOLUTION.to_string(),
        Some(rows) => {
            let numbers: Vec<String> = rows.iter().map(|r| (r + 1).to_string()).collect();
            numbers.join(" ")
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_matrix_is_read_by_rows_of_ones() {
        let m = read_input(b"2 4\n0 1 0 1\n1 0 0 0\n").unwrap();
        assert_eq!(m.columns, 4);
        assert_eq!(m.rows, [vec![1, 3], vec![0]]);
    }

    #[test]
    fn a_one_too_many_is_named_where_it_stands() {
        // 5001 ones on 11 lines of 500 (the last ones on line 12).
        let mut text = String::from("11 500\n");
        for r in 0..11 {
            let row: Vec<&str> = (0..500)
                .map(|c| if r * 500 + c < 5001 { "1" } else { "0" })
                .collect();
            text.push_str(&row.join(" "));
            text.push('\n');
        }
        let e = read_input(text.as_bytes()).unwrap_err();
        assert_eq!(
            (e.line, e.message.as_str()),
            (
                12,
                "row 11, column 1: a 5001st one, and a matrix holds at most 5000"
            )
        );
        // One fewer is read.
        let fewer = text.replacen("1 0", "0 0", 1);
        assert_eq!(
            read_input(fewer.as_bytes()).map(|m| m.rows.concat().len()),
            Ok(5000)
        );
    }
}
