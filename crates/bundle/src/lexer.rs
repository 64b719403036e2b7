//! A lexer for Rust source that is exact about what can hide a brace: strings, raw strings, byte
//! and C strings, char and byte literals (told apart from lifetimes), line comments and nested
//! block comments. Every byte of the input belongs to exactly one token, so the source can be
//! copied out token by token with chosen tokens dropped or replaced.

/// What a token is. Only what the bundler needs is told apart; every punctuation character is a
/// token of its own except `::`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// Spaces, tabs and line breaks.
    Whitespace,
    /// A `//` or `/* */` comment that is not documentation.
    Comment,
    /// `///`, `//!`, `/** */` or `/*! */`.
    DocComment,
    /// An identifier or keyword, raw identifiers (`r#match`) included.
    Ident,
    /// `'a`, `'static`.
    Lifetime,
    /// A string, char, byte, number or other literal.
    Literal,
    /// `::`.
    PathSep,
    /// Any other single punctuation character.
    Punct,
}

/// One token: its kind, its byte range in the source, and the line (from 1) it starts on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Token {
    pub kind: Kind,
    pub start: usize,
    pub end: usize,
    pub line: usize,
}

impl Token {
    /// The token's text in `source`.
    pub fn text<'s>(&self, source: &'s str) -> &'s str {
        &source[self.start..self.end]
    }

    /// Whether this token is neither whitespace nor a comment.
    pub fn is_significant(&self) -> bool {
        !matches!(
            self.kind,
            Kind::Whitespace | Kind::Comment | Kind::DocComment
        )
    }
}

/// A lexing failure: the line (from 1) and what is wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LexError {
    pub line: usize,
    pub message: String,
}

/// Splits `source` into tokens covering it completely, in order.
///
/// # Errors
/// An unterminated string, char literal or block comment, or a character that cannot start a
/// token, with the line where the token starts.
///
/// # Complexity
/// `O(len)`.
pub fn tokenize(source: &str) -> Result<Vec<Token>, LexError> {
    let mut lexer = Lexer {
        src: source,
        bytes: source.as_bytes(),
        pos: 0,
        line: 1,
        tokens: Vec::new(),
    };
    while lexer.pos < lexer.bytes.len() {
        lexer.next_token()?;
    }
    Ok(lexer.tokens)
}

struct Lexer<'s> {
    src: &'s str,
    bytes: &'s [u8],
    pos: usize,
    line: usize,
    tokens: Vec<Token>,
}

impl Lexer<'_> {
    fn at(&self, offset: usize) -> u8 {
        self.bytes.get(self.pos + offset).copied().unwrap_or(0)
    }

    fn char_at(&self, pos: usize) -> Option<char> {
        self.src.get(pos..).and_then(|s| s.chars().next())
    }

    fn error(&self, line: usize, message: impl Into<String>) -> LexError {
        LexError {
            line,
            message: message.into(),
        }
    }

    fn push(&mut self, kind: Kind, start: usize, line: usize) {
        self.tokens.push(Token {
            kind,
            start,
            end: self.pos,
            line,
        });
    }

    /// Advances to `end`, counting the line breaks passed.
    fn advance_to(&mut self, end: usize) {
        self.line += self.bytes[self.pos..end]
            .iter()
            .filter(|&&b| b == b'\n')
            .count();
        self.pos = end;
    }

    fn next_token(&mut self) -> Result<(), LexError> {
        let (start, line) = (self.pos, self.line);
        let c = self
            .char_at(start)
            .expect("pos is below len, on a char boundary");
        let kind = if c.is_whitespace() {
            let mut end = start;
            while let Some(w) = self.char_at(end).filter(|w| w.is_whitespace()) {
                end += w.len_utf8();
            }
            self.advance_to(end);
            Kind::Whitespace
        } else if c == '/' && self.at(1) == b'/' {
            let end = self.src[start..]
                .find('\n')
                .map_or(self.bytes.len(), |i| start + i);
            let doc = (self.at(2) == b'/' && self.at(3) != b'/') || self.at(2) == b'!';
            self.advance_to(end);
            if doc {
                Kind::DocComment
            } else {
                Kind::Comment
            }
        } else if c == '/' && self.at(1) == b'*' {
            let doc =
                (self.at(2) == b'*' && !matches!(self.at(3), b'*' | b'/')) || self.at(2) == b'!';
            self.block_comment(line)?;
            if doc {
                Kind::DocComment
            } else {
                Kind::Comment
            }
        } else if let Some(prefix) = self.literal_prefix() {
            self.prefixed_literal(prefix, line)?;
            Kind::Literal
        } else if c == 'r' && self.at(1) == b'#' && is_ident_start(self.char_at(start + 2)) {
            self.pos += 2;
            self.ident_rest();
            Kind::Ident
        } else if is_ident_start(Some(c)) {
            self.ident_rest();
            Kind::Ident
        } else if c.is_ascii_digit() {
            self.number(start);
            Kind::Literal
        } else if c == '"' {
            self.quoted(b'"', line)?;
            Kind::Literal
        } else if c == '\'' {
            self.char_or_lifetime(line)?
        } else if c == ':' && self.at(1) == b':' {
            self.pos += 2;
            Kind::PathSep
        } else if c.is_ascii_punctuation() {
            self.pos += 1;
            Kind::Punct
        } else {
            return Err(self.error(line, format!("unexpected character {c:?}")));
        };
        self.push(kind, start, line);
        Ok(())
    }

    /// At `r"`, `r#"`, `b"`, `b'`, `br"`, `c"`, `cr#"` …: the prefix's length and whether it is raw.
    fn literal_prefix(&self) -> Option<(usize, bool)> {
        let raw_quote = |k: usize| {
            let mut k = k;
            while self.at(k) == b'#' {
                k += 1;
            }
            self.at(k) == b'"'
        };
        match (self.at(0), self.at(1)) {
            (b'b' | b'c', b'"') => Some((1, false)),
            (b'b', b'\'') => Some((1, false)),
            (b'r', b'"') => Some((1, true)),
            (b'r', b'#') if raw_quote(1) => Some((1, true)),
            (b'b' | b'c', b'r') if raw_quote(2) => Some((2, true)),
            _ => None,
        }
    }

    fn prefixed_literal(&mut self, (len, raw): (usize, bool), line: usize) -> Result<(), LexError> {
        self.pos += len;
        if !raw {
            let quote = self.at(0);
            return self.quoted(quote, line);
        }
        let mut hashes = 0;
        while self.at(hashes) == b'#' {
            hashes += 1;
        }
        let body = self.pos + hashes + 1;
        let closing = format!("\"{}", "#".repeat(hashes));
        match self.src[body..].find(&closing) {
            Some(i) => {
                self.advance_to(body + i + closing.len());
                Ok(())
            }
            None => Err(self.error(line, "unterminated raw string")),
        }
    }

    /// A `"…"` or `'…'` literal with backslash escapes; `pos` is at the opening quote.
    fn quoted(&mut self, quote: u8, line: usize) -> Result<(), LexError> {
        let mut k = self.pos + 1;
        while k < self.bytes.len() {
            match self.bytes[k] {
                b'\\' => k += 2,
                b if b == quote => {
                    self.advance_to(k + 1);
                    return Ok(());
                }
                _ => k += 1,
            }
        }
        let what = if quote == b'"' {
            "string"
        } else {
            "character literal"
        };
        Err(self.error(line, format!("unterminated {what}")))
    }

    /// `'x'`, `'\n'`, `'}'` are literals; `'a`, `'static` are lifetimes.
    fn char_or_lifetime(&mut self, line: usize) -> Result<Kind, LexError> {
        let next = self.char_at(self.pos + 1);
        if next == Some('\\') {
            self.quoted(b'\'', line)?;
            return Ok(Kind::Literal);
        }
        let Some(c) = next else {
            return Err(self.error(line, "unterminated character literal"));
        };
        let after = self.pos + 1 + c.len_utf8();
        if self.bytes.get(after) == Some(&b'\'') {
            self.pos = after + 1;
            return Ok(Kind::Literal);
        }
        if is_ident_start(Some(c)) {
            self.pos += 1;
            self.ident_rest();
            return Ok(Kind::Lifetime);
        }
        Err(self.error(line, "unterminated character literal"))
    }

    fn ident_rest(&mut self) {
        while let Some(c) = self.char_at(self.pos).filter(|&c| is_ident_continue(c)) {
            self.pos += c.len_utf8();
        }
    }

    /// `12`, `0xff_u8`, `1.5e-3f64`; stops before `..` and before a method call like `1.max(2)`.
    fn number(&mut self, start: usize) {
        loop {
            let b = self.at(0);
            if b.is_ascii_alphanumeric() || b == b'_' {
                let exponent = matches!(b, b'e' | b'E')
                    && matches!(self.at(1), b'+' | b'-')
                    && !self.src[start..].starts_with("0x");
                self.pos += if exponent { 2 } else { 1 };
            } else if b == b'.' && self.at(1).is_ascii_digit() {
                self.pos += 1;
            } else {
                break;
            }
        }
    }

    fn block_comment(&mut self, line: usize) -> Result<(), LexError> {
        let mut depth = 0usize;
        let mut k = self.pos;
        while k < self.bytes.len() {
            match (self.bytes[k], self.bytes.get(k + 1).copied().unwrap_or(0)) {
                (b'/', b'*') => {
                    depth += 1;
                    k += 2;
                }
                (b'*', b'/') => {
                    depth -= 1;
                    k += 2;
                    if depth == 0 {
                        self.advance_to(k);
                        return Ok(());
                    }
                }
                _ => k += 1,
            }
        }
        Err(self.error(line, "unterminated block comment"))
    }
}

fn is_ident_start(c: Option<char>) -> bool {
    c.is_some_and(|c| c == '_' || c.is_alphabetic())
}

fn is_ident_continue(c: char) -> bool {
    c == '_' || c.is_alphanumeric()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kinds(source: &str) -> Vec<(Kind, &str)> {
        tokenize(source)
            .unwrap()
            .into_iter()
            .filter(|t| t.kind != Kind::Whitespace)
            .map(|t| (t.kind, t.text(source)))
            .collect()
    }

    #[test]
    fn braces_inside_literals_are_not_braces() {
        let src = r###"let s = "}"; let c = '}'; let r = r#"a "}" b"#; let b = b"{";"###;
        let braces: Vec<&str> = kinds(src)
            .into_iter()
            .filter(|(k, t)| *k == Kind::Punct && (*t == "{" || *t == "}"))
            .map(|(_, t)| t)
            .collect();
        assert!(braces.is_empty(), "{braces:?}");
        assert!(kinds(src).contains(&(Kind::Literal, r###"r#"a "}" b"#"###)));
        assert!(kinds(src).contains(&(Kind::Literal, "'}'")));
    }

    #[test]
    fn escapes_do_not_end_literals() {
        let src = r#"f("a\"}", '\'', '\\', b'\'', "\\")"#;
        assert_eq!(
            kinds(src),
            [
                (Kind::Ident, "f"),
                (Kind::Punct, "("),
                (Kind::Literal, r#""a\"}""#),
                (Kind::Punct, ","),
                (Kind::Literal, r"'\''"),
                (Kind::Punct, ","),
                (Kind::Literal, r"'\\'"),
                (Kind::Punct, ","),
                (Kind::Literal, r"b'\''"),
                (Kind::Punct, ","),
                (Kind::Literal, r#""\\""#),
                (Kind::Punct, ")"),
            ]
        );
    }

    #[test]
    fn lifetimes_are_not_char_literals() {
        let src = "fn f<'a>(x: &'a str, c: char) -> bool { c == 'a' || x == \"'\" }";
        let k = kinds(src);
        assert_eq!(k.iter().filter(|t| t.0 == Kind::Lifetime).count(), 2);
        assert!(k.contains(&(Kind::Literal, "'a'")));
        assert!(k.contains(&(Kind::Literal, "\"'\"")));
        assert_eq!(k.last(), Some(&(Kind::Punct, "}")));
        assert_eq!(
            kinds("impl<'a> X<'static> for Y<'a> {}")[1..3],
            [(Kind::Punct, "<"), (Kind::Lifetime, "'a")]
        );
    }

    #[test]
    fn block_comments_nest() {
        let src = "a /* x /* } */ still */ b /*/ c */ d";
        assert_eq!(
            kinds(src),
            [
                (Kind::Ident, "a"),
                (Kind::Comment, "/* x /* } */ still */"),
                (Kind::Ident, "b"),
                (Kind::Comment, "/*/ c */"),
                (Kind::Ident, "d"),
            ]
        );
        assert!(tokenize("/* /* */").is_err());
    }

    #[test]
    fn tells_documentation_from_comments() {
        let src = "/// doc\n//// not\n//! inner\n// plain\n/** doc */ /*! inner */ /*** no */ /**/";
        let k: Vec<Kind> = kinds(src).into_iter().map(|t| t.0).collect();
        use Kind::{Comment as C, DocComment as D};
        assert_eq!(k, [D, C, D, C, D, D, C, C]);
    }

    #[test]
    fn raw_strings_and_identifiers() {
        let src = r####"r"\" r##"a"#b"## br#"}"# cr"x" r#match"####;
        assert_eq!(
            kinds(src),
            [
                (Kind::Literal, r#"r"\""#),
                (Kind::Literal, r###"r##"a"#b"##"###),
                (Kind::Literal, r##"br#"}"#"##),
                (Kind::Literal, r#"cr"x""#),
                (Kind::Ident, "r#match"),
            ]
        );
    }

    #[test]
    fn numbers_ranges_and_paths() {
        assert_eq!(
            kinds("0..=1.5e-3 + 1.max(0x1e) :: a"),
            [
                (Kind::Literal, "0"),
                (Kind::Punct, "."),
                (Kind::Punct, "."),
                (Kind::Punct, "="),
                (Kind::Literal, "1.5e-3"),
                (Kind::Punct, "+"),
                (Kind::Literal, "1"),
                (Kind::Punct, "."),
                (Kind::Ident, "max"),
                (Kind::Punct, "("),
                (Kind::Literal, "0x1e"),
                (Kind::Punct, ")"),
                (Kind::PathSep, "::"),
                (Kind::Ident, "a"),
            ]
        );
    }

    #[test]
    fn tokens_cover_the_source_and_count_lines() {
        let src = "a\n/* x\ny */ \"s\ntr\" 'é' b\n";
        let tokens = tokenize(src).unwrap();
        let joined: String = tokens.iter().map(|t| t.text(src)).collect();
        assert_eq!(joined, src);
        let b = tokens.iter().find(|t| t.text(src) == "b").unwrap();
        assert_eq!(b.line, 4);
    }

    #[test]
    fn unterminated_literals_name_their_line() {
        let e = tokenize("a\nb \"open").unwrap_err();
        assert_eq!((e.line, e.message.as_str()), (2, "unterminated string"));
        assert!(tokenize("r#\"x\"").is_err());
        assert!(tokenize("'").is_err());
    }
}
