//! Rust source as tokens, exact about what can hide a brace or a path: strings (raw, byte and C
//! strings too), char and byte literals told apart from lifetimes, and comments (line and
//! nested block ones). White space is no token: it is what lies between two tokens.

/// What a token is, as far as bundling needs to tell: an identifier or a keyword (`r#type`
/// too), a lifetime or a label (`'a`), a string, character or number literal, a comment (doc
/// comments too), an open or a close bracket, or any other character, one a token.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    Ident,
    Lifetime,
    Literal,
    Comment,
    Open,
    Close,
    Punct,
}

/// A token: its kind and its byte range in the source.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Token {
    pub kind: Kind,
    pub start: usize,
    pub end: usize,
}

/// Splits `source` into tokens, in order. `O(len)`.
///
/// # Errors
/// An unterminated literal or block comment, with the byte where it starts.
pub fn tokenize(source: &str) -> Result<Vec<Token>, String> {
    let b = source.as_bytes();
    let mut tokens = Vec::new();
    let mut i = 0;
    while i < b.len() {
        let c = b[i];
        let start = i;
        let at = |j: usize| b.get(j).copied().unwrap_or(0);
        let kind = if c.is_ascii_whitespace() {
            i += 1;
            continue;
        } else if c == b'/' && at(i + 1) == b'/' {
            i = source[i..].find('\n').map_or(b.len(), |n| i + n);
            Kind::Comment
        } else if c == b'/' && at(i + 1) == b'*' {
            let mut depth = 0;
            loop {
                match (at(i), at(i + 1)) {
                    (0, _) => return Err(format!("byte {start}: an unterminated block comment")),
                    (b'/', b'*') => (depth, i) = (depth + 1, i + 2),
                    (b'*', b'/') => (depth, i) = (depth - 1, i + 2),
                    _ => i += 1,
                }
                if depth == 0 {
                    break Kind::Comment;
                }
            }
        } else if let Some(end) = raw_string(source, i) {
            i = end.ok_or_else(|| format!("byte {start}: an unterminated raw string"))?;
            Kind::Literal
        } else if c == b'"' || (matches!(c, b'b' | b'c') && at(i + 1) == b'"') {
            i = quoted(b, i + usize::from(c != b'"'), b'"')
                .ok_or_else(|| format!("byte {start}: an unterminated string"))?;
            Kind::Literal
        } else if c == b'\'' || (c == b'b' && at(i + 1) == b'\'') {
            let open = i + usize::from(c == b'b');
            let width = source[open + 1..].chars().next().map_or(1, char::len_utf8);
            if at(open + 1) == b'\\' || at(open + 1 + width) == b'\'' {
                i = quoted(b, open, b'\'')
                    .ok_or_else(|| format!("byte {start}: an unterminated character"))?;
                Kind::Literal
            } else {
                i = word_end(source, open + 1);
                Kind::Lifetime
            }
        } else if c.is_ascii_digit() {
            i += 1;
            while i < b.len()
                && (b[i].is_ascii_alphanumeric()
                    || b[i] == b'_'
                    || (b[i] == b'.' && at(i + 1).is_ascii_digit() && b[i - 1] != b'.'))
            {
                i += 1;
            }
            Kind::Literal
        } else if c == b'r' && at(i + 1) == b'#' {
            i = word_end(source, i + 2);
            Kind::Ident
        } else if c == b'_' || c.is_ascii_alphabetic() || c >= 0x80 {
            let end = word_end(source, i);
            i = if end == i {
                i + source[i..].chars().next().map_or(1, char::len_utf8)
            } else {
                end
            };
            Kind::Ident
        } else {
            i += 1;
            match c {
                b'(' | b'[' | b'{' => Kind::Open,
                b')' | b']' | b'}' => Kind::Close,
                _ => Kind::Punct,
            }
        };
        tokens.push(Token {
            kind,
            start,
            end: i,
        });
    }
    Ok(tokens)
}

/// The end of the identifier characters starting at `i`.
fn word_end(source: &str, i: usize) -> usize {
    source[i..]
        .char_indices()
        .find(|&(_, c)| !(c.is_alphanumeric() || c == '_'))
        .map_or(source.len(), |(n, _)| i + n)
}

/// The end of the literal quoted by `quote` whose opening quote is at `open`, escapes skipped.
fn quoted(b: &[u8], open: usize, quote: u8) -> Option<usize> {
    let mut i = open + 1;
    while i < b.len() {
        match b[i] {
            b'\\' => i += 2,
            c if c == quote => return Some(i + 1),
            _ => i += 1,
        }
    }
    None
}

/// When a raw string (`r"…"`, `r#"…"#`, `br…`, `cr…`) starts at `i`: its end, `None` inside
/// when it is not terminated.
fn raw_string(source: &str, i: usize) -> Option<Option<usize>> {
    let b = source.as_bytes();
    let prefix = usize::from(matches!(b[i], b'b' | b'c'));
    let word_before = i > 0 && (b[i - 1].is_ascii_alphanumeric() || b[i - 1] == b'_');
    if b.get(i + prefix) != Some(&b'r') || word_before {
        return None;
    }
    let hashes = b[i + prefix + 1..]
        .iter()
        .take_while(|&&h| h == b'#')
        .count();
    let body = i + prefix + 1 + hashes;
    let close = format!("\"{}", "#".repeat(hashes));
    (b.get(body) == Some(&b'"')).then(|| {
        source[body + 1..]
            .find(&close)
            .map(|j| body + 1 + j + close.len())
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The tokens of `source`, each as a letter for its kind and its text.
    fn tokens(source: &str) -> String {
        let text = |t: Token| {
            let kind = match t.kind {
                Kind::Ident => 'i',
                Kind::Lifetime => 'l',
                Kind::Literal => 'v',
                Kind::Comment => 'c',
                Kind::Open => 'o',
                Kind::Close => 'x',
                Kind::Punct => 'p',
            };
            format!("{kind}{}", &source[t.start..t.end])
        };
        let tokens: Vec<String> = tokenize(source).unwrap().into_iter().map(text).collect();
        tokens.join(" ")
    }

    #[test]
    fn literals_hide_braces_and_lifetimes_are_no_characters() {
        assert_eq!(
            tokens("fn f<'a>(s: &'a str) { '{'; b'}'; '\\''; 'é'; r#\"}\"#; \"\\\"{\" }"),
            "ifn if p< l'a p> o( is p: p& l'a istr x) o{ v'{' p; vb'}' p; v'\\'' p; v'é' p; \
             vr#\"}\"# p; v\"\\\"{\" x}"
        );
    }

    #[test]
    fn comments_nest_and_numbers_stop_at_ranges() {
        assert_eq!(
            tokens("/* a /* b */ } */ x // y\n0..1.5e3 r#type"),
            "c/* a /* b */ } */ ix c// y v0 p. p. v1.5e3 ir#type"
        );
        assert!(tokenize("\"open").is_err() && tokenize("/* open").is_err());
    }
}
