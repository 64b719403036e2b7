//! Judge input as whitespace-separated tokens.
//!
//! Reading tokens rather than lines makes `\r\n`, trailing spaces, extra empty lines and a
//! missing final newline irrelevant, as they are to the judges' own reference solutions.

use crate::report::InputError;

/// A maximal run of non-whitespace bytes and the line (from 1) it starts on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Token<'a> {
    pub text: &'a [u8],
    pub line: usize,
}

/// A cursor over the tokens of an input.
///
/// # Invariants
/// `pos <= input.len()`; `line` is one more than the number of `\n` in `input[..pos]`.
/// Whitespace is ASCII whitespace (space, `\t`, `\n`, `\r`, form feed); vertical tab too.
#[derive(Clone, Debug)]
pub struct Tokens<'a> {
    input: &'a [u8],
    pos: usize,
    line: usize,
}

impl<'a> Tokens<'a> {
    /// A cursor at the start of `input`.
    pub fn new(input: &'a [u8]) -> Self {
        Tokens {
            input,
            pos: 0,
            line: 1,
        }
    }

    /// The next token without consuming it. `O(whitespace skipped + token length)`.
    pub fn peek(&mut self) -> Option<Token<'a>> {
        self.skip_whitespace();
        let start = self.pos;
        if start == self.input.len() {
            return None;
        }
        let len = self.input[start..]
            .iter()
            .position(|&b| is_space(b))
            .unwrap_or(self.input.len() - start);
        Some(Token {
            text: &self.input[start..start + len],
            line: self.line,
        })
    }

    /// Whether no token is left.
    pub fn is_at_end(&mut self) -> bool {
        self.peek().is_none()
    }

    /// The line the next token starts on, or the last line of the input at its end: the line
    /// to name when something is missing.
    pub fn line(&mut self) -> usize {
        self.skip_whitespace();
        self.line
    }

    /// Checks that the input has ended.
    ///
    /// # Errors
    /// When a token is left: the error names its line and shows it.
    pub fn expect_end(&mut self) -> Result<(), InputError> {
        match self.peek() {
            None => Ok(()),
            Some(extra) => Err(InputError::new(
                extra.line,
                format!(
                    "expected the end of the input, found {}",
                    show_token(extra.text)
                ),
            )),
        }
    }

    fn skip_whitespace(&mut self) {
        while let Some(&b) = self.input.get(self.pos) {
            if !is_space(b) {
                break;
            }
            if b == b'\n' && self.pos + 1 < self.input.len() {
                self.line += 1;
            }
            self.pos += 1;
        }
    }
}

impl<'a> Iterator for Tokens<'a> {
    type Item = Token<'a>;

    fn next(&mut self) -> Option<Token<'a>> {
        let token = self.peek()?;
        self.pos += token.text.len();
        Some(token)
    }
}

/// The longest stretch of a token a message quotes: a megabyte of garbage must not become a
/// megabyte of message.
pub const SHOWN_TOKEN_CHARS: usize = 32;

/// A token as a message shows it: quoted and escaped, cut after [`SHOWN_TOKEN_CHARS`]
/// characters with its length in bytes told.
pub fn show_token(text: &[u8]) -> String {
    // A character takes at most 4 bytes: the head holds the characters shown, and one more.
    let head = &text[..text.len().min(4 * SHOWN_TOKEN_CHARS + 4)];
    let lossy = String::from_utf8_lossy(head);
    let mut chars = lossy.chars();
    let shown: String = chars.by_ref().take(SHOWN_TOKEN_CHARS).collect();
    if chars.next().is_none() && head.len() == text.len() {
        format!("{:?}", shown)
    } else {
        format!("{:?}… ({} bytes)", shown, text.len())
    }
}

/// Reads a count of cases: a whole number from 1 to `max`, called `what` in messages (`"the
/// number of cases T"`).
///
/// # Errors
/// At the end of the input, or on a token that is not such a number.
pub fn read_count(tokens: &mut Tokens<'_>, what: &str, max: usize) -> Result<usize, InputError> {
    let token = match tokens.next() {
        Some(token) => token,
        None => {
            return Err(InputError::new(
                tokens.line(),
                format!("expected {}, found the end of the input", what),
            ))
        }
    };
    match std::str::from_utf8(token.text).map(str::parse::<usize>) {
        Ok(Ok(count)) if (1..=max).contains(&count) => Ok(count),
        _ => Err(InputError::new(
            token.line,
            format!(
                "expected {} from 1 to {}, found {}",
                what,
                max,
                show_token(token.text)
            ),
        )),
    }
}

fn is_space(b: u8) -> bool {
    b.is_ascii_whitespace() || b == 0x0b
}

#[cfg(test)]
mod tests {
    use super::*;

    fn texts(input: &str) -> Vec<(String, usize)> {
        Tokens::new(input.as_bytes())
            .map(|t| (String::from_utf8_lossy(t.text).into_owned(), t.line))
            .collect()
    }

    #[test]
    fn splits_on_any_whitespace_and_counts_lines() {
        assert_eq!(
            texts("ab  c\r\n\r\n d\te \n"),
            vec![
                ("ab".into(), 1),
                ("c".into(), 1),
                ("d".into(), 3),
                ("e".into(), 3)
            ]
        );
        assert_eq!(texts(""), vec![]);
        assert_eq!(texts(" \n\n"), vec![]);
        assert_eq!(texts("x"), vec![("x".into(), 1)]);
    }

    #[test]
    fn line_at_the_end_is_the_last_line() {
        let mut t = Tokens::new(b"a\nb\n");
        t.next();
        t.next();
        assert!(t.is_at_end());
        // The final newline does not open a line of its own.
        assert_eq!(t.line(), 2);
        let mut u = Tokens::new(b"a\n\n\n");
        u.next();
        assert_eq!(u.line(), 3);
    }

    #[test]
    fn the_end_is_expected_and_leftovers_are_shown() {
        let mut t = Tokens::new(b"a\n");
        t.next();
        assert_eq!(t.expect_end(), Ok(()));
        let mut t = Tokens::new(b"a\n\n  b c");
        t.next();
        let e = t.expect_end().unwrap_err();
        assert_eq!(
            (e.line, e.message.as_str()),
            (3, "expected the end of the input, found \"b\"")
        );
    }

    #[test]
    fn long_tokens_are_cut_in_messages() {
        assert_eq!(show_token(b"xyz"), "\"xyz\"");
        assert_eq!(
            show_token("é".repeat(32).as_bytes()),
            format!("{:?}", "é".repeat(32))
        );
        let long = vec![b'x'; 10_000_000];
        assert_eq!(
            show_token(&long),
            format!("{:?}… (10000000 bytes)", "x".repeat(SHOWN_TOKEN_CHARS))
        );
        assert_eq!(show_token(b"\x01"), "\"\\u{1}\"");
    }

    #[test]
    fn counts_are_whole_numbers_in_range() {
        let count =
            |input: &[u8]| read_count(&mut Tokens::new(input), "the number of cases T", 100);
        assert_eq!(count(b" 7\n"), Ok(7));
        assert_eq!(count(b"100"), Ok(100));
        for (bad, line, found) in [
            (&b"0"[..], 1, "\"0\""),
            (b"101", 1, "\"101\""),
            (b"\n-1", 2, "\"-1\""),
            (b"3.0", 1, "\"3.0\""),
            (b"+\xff", 1, "\"+\u{fffd}\""),
        ] {
            let e = count(bad).unwrap_err();
            assert_eq!(e.line, line);
            assert_eq!(
                e.message,
                format!(
                    "expected the number of cases T from 1 to 100, found {}",
                    found
                )
            );
        }
        let e = count(b"\n\n").unwrap_err();
        assert_eq!(
            e.message,
            "expected the number of cases T, found the end of the input"
        );
    }

    #[test]
    fn peek_does_not_consume() {
        let mut t = Tokens::new(b"  one two");
        assert_eq!(t.peek().unwrap().text, b"one");
        assert_eq!(t.next().unwrap().text, b"one");
        assert_eq!(t.next().unwrap().text, b"two");
        assert_eq!(t.next(), None);
    }
}
