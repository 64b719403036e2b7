//! Judge input as whitespace-separated tokens.
//!
//! Reading tokens rather than lines makes `\r\n`, trailing spaces, extra empty lines and a
//! missing final newline irrelevant, as they are to the judges' own reference solutions.

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
    fn peek_does_not_consume() {
        let mut t = Tokens::new(b"  one two");
        assert_eq!(t.peek().unwrap().text, b"one");
        assert_eq!(t.next().unwrap().text, b"one");
        assert_eq!(t.next().unwrap().text, b"two");
        assert_eq!(t.next(), None);
    }
}
