//! Kattis superdoku (ICPC NAQ 2018, problem L "Superdoku"): complete the first rows of a Latin
//! square.
//!
//! Input: `n k` (1 ≤ n ≤ 100, 0 ≤ k ≤ n), then `k` rows of `n` numbers from 1 to `n` (only the
//! order of the tokens counts). Output: `no` when no `n × n` Latin square (every row and column
//! holding 1..n once) has those rows on top, else `yes` and one, `n` lines of `n` numbers
//! separated by single spaces. Any such square is accepted: the judge checks the answer
//! ([`tool::check_answer`]). A number outside 1..n is bad input; rows that repeat a number in a
//! row or a column are answered `no` (the statement's second sample).
//!
//! Rows that repeat nothing always extend: the columns and the numbers they lack form a
//! bipartite graph in which every column and every number has degree `n − k`, so it has a
//! perfect matching (Hall), which is a next row, and so on to the last. The square is
//! [`solver::latin::Block::complete`] of the `k × n` block, whose second stage colours exactly
//! that graph: all the missing rows at once.

use std::io::{self, Write};

use solver::latin::Block;
use textio::grid::each_spaced_cell;
use textio::report::InputError;
use textio::tokens::{read_count, read_number};
use textio::{Report, Tokens};

#[cfg(feature = "catalog")]
pub mod tool;

/// The largest order.
pub const MAX_ORDER: usize = 100;

/// The given rows of an input: the order `n` and the `k × n` numbers, from 0, row-major.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Rows {
    /// The order `n`.
    pub n: usize,
    /// The number of rows given, `k`.
    pub k: usize,
    /// The numbers given, from 0, row-major.
    pub cells: Vec<u32>,
}

/// Reads `n k` and the rows, and nothing after them.
///
/// # Errors
/// When a size or a number is not a whole number in its range, the input ends early or runs
/// on: the line, and the row and column (from 1) of a number.
///
/// # Complexity
/// `O(length of the input)`.
pub fn read_rows(input: &[u8]) -> Result<Rows, InputError> {
    let mut tokens = Tokens::new(input);
    let n = read_count(&mut tokens, "the order n", MAX_ORDER)?;
    let k = read_number(&mut tokens, "the number of rows given k", 0, n)?;
    let mut cells = Vec::with_capacity(k * n);
    each_spaced_cell(&mut tokens, k, n, |_, _, token| {
        let number = std::str::from_utf8(token.text)
            .ok()
            .filter(|t| t.bytes().all(|b| b.is_ascii_digit()))
            .and_then(|t| t.parse::<usize>().ok())
            .filter(|v| (1..=n).contains(v));
        match number {
            Some(v) => {
                cells.push(v as u32 - 1);
                Ok(())
            }
            None => Err(format!(
                "expected a number from 1 to {}, found {}",
                n,
                token.quoted()
            )),
        }
    })?;
    tokens.expect_end(&format!("the rows given (k = {})", k))?;
    Ok(Rows { n, k, cells })
}

/// A Latin square of order `rows.n` (row-major, numbers from 0) with the given rows on top, or
/// `None` when they repeat a number in a row or a column.
///
/// # Complexity
/// `O(n²)` in practice (see [`solver::latin`]).
pub fn complete(rows: &Rows) -> Option<Vec<u32>> {
    Block::new(rows.n, rows.k, rows.n, rows.cells.clone())
        .ok()
        .and_then(|block| block.complete())
}

/// Answers the rows of `input` on `out`; see the crate documentation for the format.
pub fn solve(input: &[u8], out: &mut dyn Write, report: &mut Report) -> io::Result<()> {
    let rows = match read_rows(input) {
        Ok(rows) => rows,
        Err(e) => {
            report.input_error(1, e);
            return Ok(());
        }
    };
    let square = match complete(&rows) {
        Some(square) => square,
        None => return out.write_all(b"no\n"),
    };
    out.write_all(b"yes\n")?;
    let mut line = String::with_capacity(4 * rows.n);
    for row in square.chunks(rows.n) {
        line.clear();
        for (j, v) in row.iter().enumerate() {
            if j > 0 {
                line.push(' ');
            }
            line.push_str(&(v + 1).to_string());
        }
        line.push('\n');
        out.write_all(line.as_bytes())?;
    }
    Ok(())
}
