//! A generated text that remembers, line by line, where in the crates each line comes from, and
//! the one way it is rewritten: token by token, white space laid out anew.

use std::collections::BTreeMap;

use crate::lexer::{Kind, Token};

/// Where a line comes from: a file (an index into the bundler's list of files read) and a line
/// in it, from 1.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Origin {
    pub file: usize,
    pub line: usize,
}

/// The origin of what the bundler writes itself.
pub const NOWHERE: Origin = Origin {
    file: usize::MAX,
    line: 0,
};

/// A text and the origin of each of its lines.
///
/// Invariant: `origins.len()` is the number of `'\n'` in `text` plus one.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Doc {
    pub text: String,
    pub origins: Vec<Origin>,
}

/// What becomes of a token when a [`Doc`] is rendered again.
#[derive(Clone, Debug)]
pub enum Edit {
    /// Left out.
    Drop,
    /// Written as this instead (its first line's origin is the token's).
    Replace(Doc),
}

impl Doc {
    /// File `file`'s text, each line its own origin.
    pub fn file(text: String, file: usize) -> Doc {
        let lines = text.matches('\n').count() + 1;
        let origins = (1..=lines).map(|line| Origin { file, line }).collect();
        Doc { text, origins }
    }

    /// Text of one line from nowhere in particular.
    pub fn line(text: &str, origin: Origin) -> Doc {
        debug_assert!(!text.contains('\n'));
        Doc {
            text: text.to_string(),
            origins: vec![origin],
        }
    }

    /// Appends `text`, whose new lines come from `origin`.
    pub fn push_str(&mut self, text: &str, origin: Origin) {
        self.text.push_str(text);
        let lines = text.matches('\n').count();
        self.origins.extend(std::iter::repeat(origin).take(lines));
    }

    /// Appends `other`, its first line continuing the last line of `self`.
    pub fn push_doc(&mut self, other: &Doc) {
        self.text.push_str(&other.text);
        self.origins.extend_from_slice(&other.origins[1..]);
    }

    /// The origin of the line holding byte `at`. `O(log lines)` after `O(len)` once: callers
    /// that ask often use [`Doc::line_starts`].
    pub fn origin_at(&self, starts: &[usize], at: usize) -> Origin {
        self.origins[starts.partition_point(|&s| s <= at) - 1]
    }

    /// The byte where each line starts.
    pub fn line_starts(&self) -> Vec<usize> {
        std::iter::once(0)
            .chain(self.text.match_indices('\n').map(|(i, _)| i + 1))
            .collect()
    }

    /// The text again from `tokens` (this text's), with `edits` applied to the tokens they are
    /// keyed by. White space is laid out anew: between two tokens on one line one space if there
    /// was any (or a token left out); where a line breaks, as many line breaks as the widest
    /// gap between the two (so one empty line at most, none for a comment left out between
    /// two lines) and the indentation of the next token's line, four spaces made a tab.
    /// Rendering twice changes nothing, and a dropped item leaves no more than its gaps.
    /// `O(len)`.
    pub fn render(&self, tokens: &[Token], edits: &BTreeMap<usize, Edit>) -> Doc {
        self.render_laid_out(tokens, edits, |_| true)
    }

    /// [`Doc::render`], with each line whose first token's origin `indented` refuses laid out
    /// compactly: no indentation, and no empty line before it. Rendering it again the same way
    /// changes nothing. `O(len)`.
    pub fn render_laid_out(
        &self,
        tokens: &[Token],
        edits: &BTreeMap<usize, Edit>,
        indented: impl Fn(Origin) -> bool,
    ) -> Doc {
        let starts = self.line_starts();
        let first = tokens.first().map_or(0, |t| t.start);
        let mut out = Doc::line("", self.origin_at(&starts, first));
        let (mut breaks, mut space, mut previous_end, mut started) = (0, false, 0, false);
        for (i, token) in tokens.iter().enumerate() {
            let gap = &self.text[previous_end..token.start];
            breaks = breaks.max(gap.matches('\n').count());
            space |= !gap.is_empty();
            previous_end = token.end;
            let edit = edits.get(&i);
            if let Some(Edit::Drop) = edit {
                space = true;
                continue;
            }
            let origin = self.origin_at(&starts, token.start);
            if started && breaks > 0 {
                if indented(origin) {
                    out.push_str(&"\n".repeat(breaks.min(2)), origin);
                    out.text.push_str(&indentation(
                        &self.text,
                        starts[starts.partition_point(|&s| s <= token.start) - 1],
                    ));
                } else {
                    out.push_str("\n", origin);
                }
            } else if started && space {
                out.text.push(' ');
            }
            (breaks, space, started) = (0, false, true);
            match edit {
                Some(Edit::Replace(doc)) => out.push_doc(doc),
                _ => self.push_token(&mut out, &starts, token),
            }
        }
        out.push_str("\n", out.origins[out.origins.len() - 1]);
        out
    }

    /// The text again from `tokens` (this text's), its first `from` tokens as they are and the
    /// rest squeezed: comments left out, a comma before `}` or `]` too (never one before `)`,
    /// which makes `(x,)` a tuple), and between two tokens nothing, unless they would run
    /// together ([`runs_together`]): then one space, or a line break once the line is
    /// `LINE` bytes long. Each line's origin is its first token's. `O(len)`.
    pub fn render_squeezed(&self, tokens: &[Token], from: usize) -> Doc {
        const LINE: usize = 100;
        let starts = self.line_starts();
        let start = tokens.get(from).map_or(self.text.len(), |t| t.start);
        let lines = self.text[..start].matches('\n').count();
        let mut out = Doc {
            text: self.text[..start].to_string(),
            origins: self.origins[..=lines].to_vec(),
        };
        let mut line_start = out.text.rfind('\n').map_or(0, |i| i + 1);
        let mut previous: Option<&Token> = None;
        let rest = &tokens[from.min(tokens.len())..];
        for (i, token) in rest.iter().enumerate() {
            let next = rest[i + 1..].iter().find(|t| t.kind != Kind::Comment);
            let closes_group =
                next.is_some_and(|n| matches!(&self.text[n.start..n.end], "}" | "]"));
            if token.kind == Kind::Comment
                || (closes_group && &self.text[token.start..token.end] == ",")
            {
                continue;
            }
            if let Some(p) = previous {
                let gap = p.end < token.start;
                let (p_text, from_token) = (&self.text[p.start..p.end], &self.text[token.start..]);
                if runs_together(p, p_text, token, from_token, gap) {
                    if out.text.len() - line_start >= LINE {
                        out.push_str("\n", self.origin_at(&starts, token.start));
                        line_start = out.text.len();
                    } else {
                        out.text.push(' ');
                    }
                }
            }
            self.push_token(&mut out, &starts, token);
            if let Some(i) = out.text[out.text.len() - (token.end - token.start)..].rfind('\n') {
                line_start = out.text.len() - (token.end - token.start) + i + 1;
            }
            previous = Some(token);
        }
        out.push_str("\n", out.origins[out.origins.len() - 1]);
        out
    }

    fn push_token(&self, out: &mut Doc, starts: &[usize], token: &Token) {
        let body = &self.text[token.start..token.end];
        out.text.push_str(body);
        if token.kind == Kind::Literal || token.kind == Kind::Comment {
            for (i, _) in body.match_indices('\n') {
                out.origins
                    .push(self.origin_at(starts, token.start + i + 1));
            }
        }
    }
}

/// Whether tokens `a` and `b`, apart in the source when `gap`, need white space between them
/// to stay two tokens with the same meaning (`a_text` is `a`'s text, `from_b` the source from
/// `b` on): two words (identifiers, keywords, lifetimes, literals) always; when they were
/// apart, two punctuation characters that would make one operator or a comment (`& &x` is not
/// `&&x`), a number before `.` (`1 .max(2)`), a word before `#` (a reserved prefix) and a
/// word before a `!` that is not `!=` (`return !x` is no macro).
pub fn runs_together(a: &Token, a_text: &str, b: &Token, from_b: &str, gap: bool) -> bool {
    const JOINED: [&str; 24] = [
        "::", "->", "=>", "==", "!=", "<=", ">=", "&&", "||", "+=", "-=", "*=", "/=", "%=", "^=",
        "&=", "|=", "<<", ">>", "..", "//", "/*", "*/", "<-",
    ];
    let word = |t: &Token| matches!(t.kind, Kind::Ident | Kind::Lifetime | Kind::Literal);
    if word(a) && word(b) {
        return true;
    }
    let b_char = from_b.chars().next().unwrap_or(' ');
    gap && match (a.kind, b.kind) {
        (Kind::Punct, Kind::Punct) => JOINED.contains(&format!("{a_text}{b_char}").as_str()),
        (Kind::Literal, Kind::Punct) => b_char == '.' && !a_text.ends_with(['"', '\'']),
        (Kind::Ident, Kind::Punct) => b_char == '#' || (b_char == '!' && !from_b.starts_with("!=")),
        _ => false,
    }
}

/// The indentation of the line starting at `line_start`, as tabs for each four columns.
fn indentation(text: &str, line_start: usize) -> String {
    let columns: usize = text[line_start..]
        .chars()
        .take_while(|c| *c == ' ' || *c == '\t')
        .map(|c| if c == '\t' { 4 } else { 1 })
        .sum();
    "\t".repeat(columns / 4) + &" ".repeat(columns % 4)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lexer::tokenize;

    #[test]
    fn rendering_lays_out_white_space_and_keeps_each_line_s_origin() {
        let doc = Doc::file("fn a() {\n    x(); // c\n\n\n\n    y();\n}\n".into(), 7);
        let tokens = tokenize(&doc.text).unwrap();
        let mut edits = BTreeMap::new();
        edits.insert(8, Edit::Drop); // `;`
        edits.insert(9, Edit::Drop); // `// c`
        edits.insert(
            10,
            Edit::Replace(Doc::line("zy", Origin { file: 0, line: 0 })),
        );
        let out = doc.render(&tokens, &edits);
        assert_eq!(out.text, "fn a() {\n\tx()\n\n\tzy();\n}\n");
        let lines: Vec<usize> = out.origins.iter().map(|o| o.line).collect();
        assert_eq!(lines, [1, 2, 6, 6, 7, 7]);
        let again = out.render(&tokenize(&out.text).unwrap(), &BTreeMap::new());
        assert_eq!(again, out);
    }

    #[test]
    fn a_compact_layout_drops_the_indentation_and_empty_lines_of_the_lines_it_is_asked_to() {
        let text = "fn a() {\n    x(\"s\n    t\");\n\n    y();\n}\n";
        let doc = Doc::file(text.into(), 3);
        let tokens = tokenize(&doc.text).unwrap();
        let compact = doc.render_laid_out(&tokens, &BTreeMap::new(), |o| o.line == 1);
        // The string literal keeps its own line break and spaces.
        assert_eq!(compact.text, "fn a() {\nx(\"s\n    t\");\ny();\n}\n");
        let lines: Vec<usize> = compact.origins.iter().map(|o| o.line).collect();
        assert_eq!(lines, [1, 2, 3, 5, 6, 6]);
        let tokens = tokenize(&compact.text).unwrap();
        let again = compact.render_laid_out(&tokens, &BTreeMap::new(), |o| o.line == 1);
        assert_eq!(again, compact);
    }
}
