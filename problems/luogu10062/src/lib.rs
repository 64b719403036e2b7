//! Luogu P10062 (\[SNOI2024\] 拉丁方, "Latin square"): complete the top-left block of a Latin
//! square.
//!
//! Input: the number of cases `T` (1 ≤ T ≤ 10); per case `n R C` (1 ≤ n ≤ 500, 1 ≤ R, C ≤ n),
//! then the block, `R` rows of `C` symbols from 1 to `n` (only tokens count, not where the
//! lines break). Output per case: `No` when no `n × n` Latin square (every row and column a
//! permutation of 1..n) has the block as its top-left corner, else `Yes` and one, `n` lines of
//! `n` symbols separated by single spaces. Any completion is accepted: the judge checks the
//! answer ([`tool::check_answer`]).
//!
//! The statement promises that the block repeats nothing in a row or a column. A block that
//! does is reported as bad input (its case, line, cell and whether the row or the column holds
//! the symbol already), not answered `No`: it breaks the format's promise like a symbol out of
//! range, and an answer would hide a malformed input (the library's [`Block`] is a block
//! without repeats, and refuses one with them). Bad input stops the reading: every case before
//! it is answered.
//!
//! The completion is the library's ([`solver::latin`]: Ryser's condition, then two bipartite
//! edge colourings); this crate reads and writes the format. A case of order 500 is a quarter
//! of a million symbols out: each row is put together in one reused buffer, digits by hand, and
//! written at once.

use std::io::{self, Write};

use solver::latin::Block;
use textio::report::InputError;
use textio::tokens::{read_count, CaseCount};
use textio::{Report, Token, Tokens};

#[cfg(feature = "catalog")]
pub mod tool;

/// The most cases an input holds.
pub const MAX_CASES: usize = 10;
/// How the input counts its cases.
pub const CASES: CaseCount = CaseCount {
    case: "case",
    letter: 'T',
    most: MAX_CASES,
};
/// The largest order.
pub const MAX_ORDER: usize = 500;

/// Reads one case, `n R C` and the block, from `tokens` (symbols from 1 in the input, from 0 in
/// the block).
///
/// # Errors
/// When a size or a symbol is not a number in its range, the input ends early, or the block
/// repeats a symbol in a row or a column: the line, and the block's row and column (from 1)
/// for a symbol.
///
/// # Complexity
/// `O(n + R · C)`.
pub fn read_block(tokens: &mut Tokens<'_>) -> Result<Block, InputError> {
    let n = read_count(tokens, "the order n", MAX_ORDER)?;
    let rows = read_count(tokens, "the number of rows R", n)?;
    let cols = read_count(tokens, "the number of columns C", n)?;
    // The block's tokens, to name a repeat where it stands.
    let start = tokens.clone();
    let mut cells = Vec::with_capacity(rows * cols);
    for k in 0..rows * cols {
        let symbol = read_count(tokens, "a symbol", n).map_err(|e| {
            InputError::new(
                e.line,
                format!(
                    "block row {}, column {}: {}",
                    k / cols + 1,
                    k % cols + 1,
                    e.message
                ),
            )
        })?;
        cells.push(symbol as u32 - 1);
    }
    // The sizes and symbols are in range, so only a repeat is refused.
    Block::new(n, rows, cols, cells).map_err(|e| {
        let (i, j) = e.cell().expect("a repeat names its cell");
        let symbol = |t: Token<'_>| String::from_utf8_lossy(t.text).parse::<usize>().ok();
        let token = start.clone().nth(i * cols + j).expect("a token read");
        let in_row = start
            .clone()
            .skip(i * cols)
            .take(j)
            .any(|t| symbol(t) == symbol(token));
        InputError::new(
            token.line,
            format!(
                "block row {}, column {}: {} is already in its {}; the block repeats nothing",
                i + 1,
                j + 1,
                symbol(token).unwrap_or(0),
                if in_row { "row" } else { "column" }
            ),
        )
    })
}

/// Appends `x` in decimal to `line`, without allocating.
fn push_number(line: &mut Vec<u8>, mut x: u32) {
    let mut digits = [0u8; 10];
    let mut k = digits.len();
    loop {
        k -= 1;
        digits[k] = b'0' + (x % 10) as u8;
        x /= 10;
        if x == 0 {
            break;
        }
    }
    line.extend_from_slice(&digits[k..]);
}

/// Writes the answer for `block`: `No`, or `Yes` and a completion ([`write_square`]).
///
/// # Errors
/// Only write errors.
pub fn write_answer(out: &mut dyn Write, block: &Block, line: &mut Vec<u8>) -> io::Result<()> {
    write_square(out, block.order(), block.complete().as_deref(), line)
}

/// Writes the answer `square` of order `n`: `No` for `None`, else `Yes` and its rows, symbols
/// from 1, each row put together in `line` (a buffer reused from case to case) and written at
/// once.
///
/// # Errors
/// Only write errors.
///
/// # Complexity
/// `O(n²)`.
pub fn write_square(
    out: &mut dyn Write,
    n: usize,
    square: Option<&[u32]>,
    line: &mut Vec<u8>,
) -> io::Result<()> {
    let square = match square {
        Some(square) => square,
        None => return out.write_all(b"No\n"),
    };
    out.write_all(b"Yes\n")?;
    for row in square.chunks(n.max(1)) {
        line.clear();
        for (j, &v) in row.iter().enumerate() {
            if j > 0 {
                line.push(b' ');
            }
            push_number(line, v + 1);
        }
        line.push(b'\n');
        out.write_all(line)?;
    }
    Ok(())
}

/// Answers the cases of `input` on `out`; see the crate documentation for the format.
pub fn solve(input: &[u8], out: &mut dyn Write, report: &mut Report) -> io::Result<()> {
    let mut tokens = Tokens::new(input);
    let cases = match CASES.read(&mut tokens) {
        Ok(t) => t,
        Err(e) => {
            report.input_error(1, e);
            return Ok(());
        }
    };
    let mut line = Vec::new();
    for case in 1..=cases {
        match read_block(&mut tokens) {
            Ok(block) => write_answer(out, &block, &mut line)?,
            Err(e) => {
                report.input_error(case, e);
                return Ok(());
            }
        }
    }
    report.expect_end(&mut tokens, &CASES.after(cases));
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_are_written_in_decimal() {
        let mut line = Vec::new();
        for x in [0, 7, 10, 499, 500, u32::MAX] {
            line.clear();
            push_number(&mut line, x);
            assert_eq!(line, x.to_string().as_bytes());
        }
    }

    #[test]
    fn a_repeat_is_named_by_its_cell_and_its_line() {
        let read = |text: &str| read_block(&mut Tokens::new(text.as_bytes()));
        let e = read("3 2 2\n1 2\n01 1\n").unwrap_err();
        assert_eq!(
            (e.line, e.message.as_str()),
            (
                3,
                "block row 2, column 2: 1 is already in its row; the block repeats nothing"
            )
        );
        let e = read("3 2 2\n1 2\n3\n2\n").unwrap_err();
        assert_eq!(
            (e.line, e.message.as_str()),
            (
                4,
                "block row 2, column 2: 2 is already in its column; the block repeats nothing"
            )
        );
        let block = read("3 2 2\n1 2\n2 3\n").unwrap();
        assert_eq!(block.cells(), [0, 1, 1, 2]);
    }
}
