//! Boards in LeetCode's text form: `[["5","3",".",…],…]`, rows of quoted one-character cells,
//! with any white space between tokens. LeetCode's Sudoku problems give their cases so; their
//! local programs read them, and the generator writes them. No submission carries this: the
//! judge runs its own driver.

use std::io::{self, Write};

use textio::report::InputError;
use textio::tokens::skip_white_space;

/// A cursor over boards in LeetCode's text form.
///
/// # Invariants
/// `pos <= input.len()`; `line` is one more than the number of `\n` in `input[..pos]` but for a
/// final one.
#[derive(Clone, Debug)]
pub struct Boards<'a> {
    input: &'a [u8],
    pos: usize,
    line: usize,
}

impl<'a> Boards<'a> {
    /// A cursor at the start of `input`.
    pub fn new(input: &'a [u8]) -> Self {
        Boards {
            input,
            pos: 0,
            line: 1,
        }
    }

    fn skip_white_space(&mut self) {
        skip_white_space(self.input, &mut self.pos, &mut self.line);
    }

    /// The line (from 1) of the next token.
    pub fn line(&mut self) -> usize {
        self.skip_white_space();
        self.line
    }

    /// Whether only white space is left.
    pub fn is_at_end(&mut self) -> bool {
        self.skip_white_space();
        self.pos == self.input.len()
    }

    /// The next byte, white space skipped, as a message shows it.
    fn shown_next(&mut self) -> String {
        self.skip_white_space();
        match self.input.get(self.pos) {
            Some(&b) if b.is_ascii_graphic() => format!("'{}'", char::from(b)),
            Some(&b) => format!("'{}'", std::ascii::escape_default(b)),
            None => "the end of the input".to_string(),
        }
    }

    /// The byte at the cursor, white space included, as a message shows it: inside a cell,
    /// where nothing may come between the quotes and the character.
    fn shown_here(&self) -> String {
        match self.input.get(self.pos) {
            Some(&b) => format!("'{}'", std::ascii::escape_default(b)),
            None => "the end of the input".to_string(),
        }
    }

    /// Consumes `byte` after white space, or fails saying what it was expected for.
    fn expect(&mut self, byte: u8, what: &str) -> Result<(), InputError> {
        self.skip_white_space();
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

    /// The next board: `[` then `n` rows separated by `,` then `]`; a row is `[` then `n` quoted
    /// cells separated by `,` then `]`; a cell is one of `cells` (`b"123456789."`) in double
    /// quotes, with nothing between the quotes and the character. `what` says in words what a
    /// cell may be, for messages (`a digit 1-9 or '.'`).
    ///
    /// # Errors
    /// The line of the first token that does not fit, and what was expected there.
    ///
    /// # Complexity
    /// `O(length read · cells.len())`.
    pub fn next_board(
        &mut self,
        n: usize,
        cells: &[u8],
        what: &str,
    ) -> Result<Vec<Vec<char>>, InputError> {
        self.expect(b'[', "to open a board")?;
        let mut board = Vec::with_capacity(n);
        for r in 1..=n {
            if r > 1 {
                self.expect(b',', &format!("before row {}", r))?;
            }
            self.expect(b'[', &format!("to open row {}", r))?;
            let mut row = Vec::with_capacity(n);
            for c in 1..=n {
                if c > 1 {
                    self.expect(b',', &format!("before row {}, cell {}", r, c))?;
                }
                row.push(self.cell(r, c, cells, what)?);
            }
            self.expect(b']', &format!("to close row {} after {} cells", r, n))?;
            board.push(row);
        }
        self.expect(b']', &format!("to close the board after {} rows", n))?;
        Ok(board)
    }

    /// One quoted cell, `"5"` or `"."`.
    fn cell(&mut self, r: usize, c: usize, cells: &[u8], what: &str) -> Result<char, InputError> {
        self.expect(b'"', &format!("to open row {}, cell {}", r, c))?;
        let ch = match self.input.get(self.pos) {
            Some(&b) if cells.contains(&b) => char::from(b),
            next => {
                return Err(InputError::new(
                    self.line,
                    format!(
                        "row {}, cell {}: expected {} in quotes, found {}",
                        r,
                        c,
                        what,
                        match next {
                            Some(&b) => format!("'{}'", std::ascii::escape_default(b)),
                            None => "the end of the input".to_string(),
                        }
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

/// Writes `rows` (each an iterator of cells) in LeetCode's form without spaces, then a line
/// break: `[["5","3"],["6","."]]`.
///
/// # Errors
/// Only write errors.
pub fn write_board<R, C>(out: &mut dyn Write, rows: R) -> io::Result<()>
where
    R: IntoIterator<Item = C>,
    C: IntoIterator<Item = char>,
{
    let mut text = String::from("[");
    for (r, row) in rows.into_iter().enumerate() {
        if r > 0 {
            text.push(',');
        }
        text.push('[');
        for (c, ch) in row.into_iter().enumerate() {
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

#[cfg(test)]
mod tests {
    use super::*;

    const CELLS: &[u8] = b"123456789.";
    const WHAT: &str = "a digit 1-9 or '.'";

    #[test]
    fn reads_a_board_with_white_space_anywhere_between_tokens() {
        let row = "[\"1\",\"2\",\"3\",\"4\",\"5\",\"6\",\"7\",\"8\",\".\"]";
        let rows = [row; 9];
        let text = format!("\r\n [ {} ]\n", rows.join(" ,\n\x0b\t"));
        let mut boards = Boards::new(text.as_bytes());
        assert_eq!(boards.line(), 2);
        let board = boards.next_board(9, CELLS, WHAT).unwrap();
        assert_eq!(board.len(), 9);
        assert_eq!(board[8], ['1', '2', '3', '4', '5', '6', '7', '8', '.']);
        assert!(boards.is_at_end());
        let mut written = Vec::new();
        write_board(&mut written, board.iter().map(|row| row.iter().copied())).unwrap();
        let compact = text.replace(|c: char| c.is_ascii_whitespace() || c == '\x0b', "");
        assert_eq!(String::from_utf8(written).unwrap(), compact + "\n");
    }

    #[test]
    fn names_what_is_missing_and_where() {
        let error = |text: &str| {
            let e = Boards::new(text.as_bytes())
                .next_board(9, CELLS, WHAT)
                .unwrap_err();
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
}
