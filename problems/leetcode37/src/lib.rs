//! LeetCode 37 (Sudoku Solver): fill a 9×9 board of `char`s in place, `'1'`–`'9'` given and
//! `'.'` empty; the board has exactly one solution.
//!
//! LeetCode takes a function, not a program: the submission is `src/solution.rs`, the judge's
//! template `impl Solution { pub fn solve_sudoku(board: &mut Vec<Vec<char>>) { … } }` calling
//! [`fill_board`], with the library modules it uses (`[package.metadata.bundle]` in this crate's
//! `Cargo.toml` tells the bundle tool). The judge defines `struct Solution` and the driver.
//!
//! Locally the crate is a program like the others, [`solve`]: it reads boards in LeetCode's text
//! form, `[["5","3",".",…],…]` (9 rows of 9 quoted cells), one or more of them with any white
//! space between tokens, and prints each solved board on one line in the same form without
//! spaces. A board without a solution is reported on stderr and gets no answer.

use std::io::{self, Write};

use solver::sudoku9::{Sudoku9, N};
#[cfg(feature = "catalog")]
use textio::judge::{Compare, Compiler, Judge, Rust};
use textio::report::InputError;
use textio::tokens::is_white_space;
use textio::Report;

/// LeetCode's page for this problem. LeetCode takes Rust; which rustc is not published. The
/// oldest public report (2023) gives rustc 1.58 with edition 2018, a later one (2025) rustc 1.85
/// with edition 2024: the oldest is declared, because a submission that compiles there compiles
/// on the newer one too (the bundle test also builds it with today's stable in edition 2024). No
/// source limit is published; LeetCode states no time or memory limit for this problem: 1 s and
/// 256 MB are assumed for our cases. The driver prints the board it gets back, as we do.
#[cfg(feature = "catalog")]
pub const JUDGE: Judge = Judge {
    name: "LeetCode 37 Sudoku Solver",
    url: "https://leetcode.com/problems/sudoku-solver/",
    time_limit_ms: 1000,
    memory_limit_kib: 256 * 1024,
    compare: Compare::Exact,
    rust: Rust::Takes(Compiler {
        rustc: "1.58.0",
        editions: &[2018],
        source_limit: None,
    }),
    same_puzzle: &["acwing166", "luogu1784"],
};

/// The characters of a cell: the digits for values 0–8, and the empty cell.
pub const DIGITS: &[u8] = b"123456789";
/// An empty cell.
pub const EMPTY: char = '.';

/// Fills `board` (9 rows of 9 `char`s, `'1'`–`'9'` or `'.'`) with its solution, in place. A
/// board of another shape or with another character, or without a solution, is left as it is:
/// the judge's signature has no way to tell, and promises neither.
///
/// # Complexity
/// [`Sudoku9::solve`]'s, plus `O(81)`.
pub fn fill_board(board: &mut [Vec<char>]) {
    if board.len() != N || board.iter().any(|row| row.len() != N) {
        return;
    }
    let mut cells = Vec::with_capacity(N * N);
    for &c in board.iter().flatten() {
        match value_of(c) {
            Some(cell) => cells.push(cell),
            None => return,
        }
    }
    if let Ok(Some(grid)) = Sudoku9::new().solve(cells) {
        for (cell, &v) in board.iter_mut().flatten().zip(&grid) {
            *cell = char::from(DIGITS[usize::from(v)]);
        }
    }
}

/// What character `c` stands for: `Some(Some(v))` the value `v`, `Some(None)` an empty cell,
/// `None` neither.
fn value_of(c: char) -> Option<Option<u8>> {
    if c == EMPTY {
        return Some(None);
    }
    DIGITS
        .iter()
        .position(|&d| char::from(d) == c)
        .map(|v| Some(v as u8))
}

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
    let mut scanner = Scanner::new(input);
    let mut case = 0;
    while case == 0 || !scanner.is_at_end() {
        case += 1;
        let line = scanner.line();
        let given = match scanner.board() {
            Ok(board) => board,
            Err(e) => {
                report.input_error(case, e);
                return Ok(());
            }
        };
        let mut board = given.clone();
        fill(&mut board);
        if solves(&given, &board) {
            write_board(out, &board)?;
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

/// Whether `filled` is a 9×9 solution that keeps the givens of `given`.
fn solves(given: &[Vec<char>], filled: &[Vec<char>]) -> bool {
    if filled.len() != N || filled.iter().any(|row| row.len() != N) {
        return false;
    }
    let mut seen = [0u16; 3 * N];
    for (r, row) in filled.iter().enumerate() {
        for (c, &ch) in row.iter().enumerate() {
            let v = match value_of(ch) {
                Some(Some(v)) => v,
                _ => return false,
            };
            if given[r][c] != EMPTY && given[r][c] != ch {
                return false;
            }
            for house in [r, N + c, 2 * N + r / 3 * 3 + c / 3] {
                seen[house] |= 1 << v;
            }
        }
    }
    seen.iter().all(|&s| s == (1 << N) - 1)
}

/// Writes `board` in LeetCode's form without spaces, then a line break.
fn write_board(out: &mut dyn Write, board: &[Vec<char>]) -> io::Result<()> {
    let mut text = String::with_capacity(4 * N * N + 2 * N + 3);
    text.push('[');
    for (r, row) in board.iter().enumerate() {
        if r > 0 {
            text.push(',');
        }
        text.push('[');
        for (c, &ch) in row.iter().enumerate() {
            if c > 0 {
                text.push(',');
            }
            text.push('"');
            text.push(ch);
            text.push('"');
        }
        text.push(']');
    }
    text.push_str("]\n");
    out.write_all(text.as_bytes())
}

/// A cursor over boards in LeetCode's text form.
///
/// # Invariants
/// `pos <= input.len()`; `line` is one more than the number of `\n` in `input[..pos]`.
struct Scanner<'a> {
    input: &'a [u8],
    pos: usize,
    line: usize,
}

impl<'a> Scanner<'a> {
    fn new(input: &'a [u8]) -> Self {
        Scanner {
            input,
            pos: 0,
            line: 1,
        }
    }

    fn skip_whitespace(&mut self) {
        while let Some(&b) = self.input.get(self.pos) {
            if !is_white_space(b) {
                break;
            }
            if b == b'\n' && self.pos + 1 < self.input.len() {
                self.line += 1;
            }
            self.pos += 1;
        }
    }

    /// The line of the next token.
    fn line(&mut self) -> usize {
        self.skip_whitespace();
        self.line
    }

    fn is_at_end(&mut self) -> bool {
        self.skip_whitespace();
        self.pos == self.input.len()
    }

    /// The next byte, white space skipped, as a message shows it.
    fn shown_next(&mut self) -> String {
        self.skip_whitespace();
        match self.input.get(self.pos) {
            Some(&b) if b.is_ascii_graphic() => format!("'{}'", char::from(b)),
            Some(&b) => format!("'{}'", std::ascii::escape_default(b)),
            None => "the end of the input".to_string(),
        }
    }

    /// The byte at the cursor, white space included, as a message shows it: inside a cell,
    /// where nothing may come between the quotes and the digit.
    fn shown_here(&self) -> String {
        match self.input.get(self.pos) {
            Some(&b) => format!("'{}'", std::ascii::escape_default(b)),
            None => "the end of the input".to_string(),
        }
    }

    /// Consumes `byte` after white space, or fails saying what it was expected for.
    fn expect(&mut self, byte: u8, what: &str) -> Result<(), InputError> {
        self.skip_whitespace();
        if self.input.get(self.pos) == Some(&byte) {
            self.pos += 1;
            return Ok(());
        }
        Err(InputError::new(
            self.line,
            format!(
                "expected '{}' {}, found {}",
                char::from(byte),
                what,
                self.shown_next()
            ),
        ))
    }

    /// One board: `[` then 9 rows separated by `,` then `]`; a row is `[` then 9 quoted cells
    /// separated by `,` then `]`.
    fn board(&mut self) -> Result<Vec<Vec<char>>, InputError> {
        self.expect(b'[', "to open a board")?;
        let mut board = Vec::with_capacity(N);
        for r in 1..=N {
            if r > 1 {
                self.expect(b',', &format!("before row {}", r))?;
            }
            self.expect(b'[', &format!("to open row {}", r))?;
            let mut row = Vec::with_capacity(N);
            for c in 1..=N {
                if c > 1 {
                    self.expect(b',', &format!("before row {}, cell {}", r, c))?;
                }
                row.push(self.cell(r, c)?);
            }
            self.expect(b']', &format!("to close row {} after 9 cells", r))?;
            board.push(row);
        }
        self.expect(b']', "to close the board after 9 rows")?;
        Ok(board)
    }

    /// One quoted cell, `"5"` or `"."`.
    fn cell(&mut self, r: usize, c: usize) -> Result<char, InputError> {
        self.expect(b'"', &format!("to open row {}, cell {}", r, c))?;
        let ch = match self.input.get(self.pos) {
            Some(&b) if value_of(char::from(b)).is_some() => char::from(b),
            _ => {
                return Err(InputError::new(
                    self.line,
                    format!(
                        "row {}, cell {}: expected a digit 1-9 or '.' in quotes, found {}",
                        r,
                        c,
                        self.shown_here()
                    ),
                ))
            }
        };
        self.pos += 1;
        if self.input.get(self.pos) != Some(&b'"') {
            return Err(InputError::new(
                self.line,
                format!(
                    "row {}, cell {}: expected '\"' to close the cell after '{}', found {}",
                    r,
                    c,
                    ch,
                    self.shown_here()
                ),
            ));
        }
        self.pos += 1;
        Ok(ch)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_a_board_with_white_space_anywhere_between_tokens() {
        let row = "[\"1\",\"2\",\"3\",\"4\",\"5\",\"6\",\"7\",\"8\",\".\"]";
        let rows = [row; 9];
        let text = format!("\r\n [ {} ]\n", rows.join(" ,\n\t"));
        let board = Scanner::new(text.as_bytes()).board().unwrap();
        assert_eq!(board.len(), 9);
        assert_eq!(board[8], ['1', '2', '3', '4', '5', '6', '7', '8', '.']);
    }

    #[test]
    fn names_what_is_missing_and_where() {
        let error = |text: &str| {
            let e = Scanner::new(text.as_bytes()).board().unwrap_err();
            format!("line {}: {}", e.line, e.message)
        };
        assert_eq!(
            error("\n x"),
            "line 2: expected '[' to open a board, found 'x'"
        );
        assert_eq!(
            error("[[\"1\"]]"),
            "line 1: expected ',' before row 1, cell 2, found ']'"
        );
        assert_eq!(
            error("[[\"0\""),
            "line 1: row 1, cell 1: expected a digit 1-9 or '.' in quotes, found '0'"
        );
        assert_eq!(
            error("[[\"12\""),
            "line 1: row 1, cell 1: expected '\"' to close the cell after '1', found '2'"
        );
        assert_eq!(
            error("[\n"),
            "line 1: expected '[' to open row 1, found the end of the input"
        );
    }

    #[test]
    fn fill_board_leaves_what_it_cannot_solve() {
        let mut odd = vec![vec!['.'; 9]; 8];
        fill_board(&mut odd);
        assert!(odd.iter().flatten().all(|&c| c == '.'));
        let mut clash = vec![vec!['.'; 9]; 9];
        clash[0][0] = '5';
        clash[0][8] = '5';
        let before = clash.clone();
        fill_board(&mut clash);
        assert_eq!(clash, before);
        let mut empty = vec![vec!['.'; 9]; 9];
        fill_board(&mut empty);
        assert!(solves(&vec![vec!['.'; 9]; 9], &empty));
    }
}
