//! Items in a token stream: where one starts and ends, the block around a token, and what an
//! `impl` implements for which type. Only as much of Rust's grammar as finding an item needs:
//! an item runs from its attributes to its closing `}` or `;`.

use crate::lexer::{tokenize, Kind, Token};

/// The keywords that say what an item is.
const ITEM_KEYWORDS: [&str; 12] = [
    "const",
    "static",
    "type",
    "use",
    "fn",
    "struct",
    "enum",
    "union",
    "trait",
    "impl",
    "mod",
    "macro_rules",
];

/// A token stream with each bracket's partner.
///
/// Invariant: `partner[i] == j` exactly when tokens `i` and `j` are a matching open and close
/// bracket; `usize::MAX` for every other token.
pub struct Tokens<'a> {
    pub text: &'a str,
    pub tokens: Vec<Token>,
    pub partner: Vec<usize>,
}

impl<'a> Tokens<'a> {
    /// `text`'s tokens (comments included), with their brackets paired. `O(len)`.
    ///
    /// # Errors
    /// A literal or comment left open, or a bracket without its partner.
    pub fn new(text: &'a str) -> Result<Self, String> {
        let tokens = tokenize(text)?;
        let mut partner = vec![usize::MAX; tokens.len()];
        let mut open = Vec::new();
        for (i, t) in tokens.iter().enumerate() {
            match (t.kind, open.last()) {
                (Kind::Open, _) => open.push(i),
                (Kind::Close, Some(&o)) => (partner[o], partner[i], _) = (i, o, open.pop()),
                (Kind::Close, None) => {
                    return Err(format!("byte {}: an unmatched bracket", t.start))
                }
                _ => {}
            }
        }
        match open.pop() {
            Some(o) => Err(format!("byte {}: an unclosed bracket", tokens[o].start)),
            None => Ok(Tokens {
                text,
                tokens,
                partner,
            }),
        }
    }

    pub fn len(&self) -> usize {
        self.tokens.len()
    }

    /// Token `i`'s text; empty past the end.
    pub fn at(&self, i: usize) -> &'a str {
        self.tokens
            .get(i)
            .map_or("", |t| &self.text[t.start..t.end])
    }

    /// The token starting at byte `start`.
    pub fn starting_at(&self, start: usize) -> Option<usize> {
        self.tokens.binary_search_by_key(&start, |t| t.start).ok()
    }

    /// The token after the bracket group or token at `i`.
    fn after(&self, i: usize) -> usize {
        if self.tokens[i].kind == Kind::Open {
            self.partner[i] + 1
        } else {
            i + 1
        }
    }

    /// The open bracket of the innermost group holding token `i`, `None` at the top level.
    pub fn enclosing(&self, i: usize) -> Option<usize> {
        let mut j = i;
        while j > 0 {
            j -= 1;
            match self.tokens[j].kind {
                Kind::Close => j = self.partner[j],
                Kind::Open => return Some(j),
                _ => {}
            }
        }
        None
    }

    /// The first token of the item that token `i` lies in the head of: back over its keywords,
    /// visibility and attributes to the previous `;`, `,`, `}` or open bracket.
    pub fn item_start(&self, i: usize) -> usize {
        let mut j = i;
        while j > 0 {
            match (self.tokens[j - 1].kind, self.at(j - 1)) {
                (Kind::Close, ")" | "]") => j = self.partner[j - 1],
                (Kind::Close | Kind::Open, _) | (_, ";" | ",") => break,
                _ => j -= 1,
            }
        }
        j
    }

    /// The last token of the item whose head holds token `i`: its closing `;` or the `}` of its
    /// body. `const`, `static`, `type` and `use` items end at their `;`, whatever braces their
    /// value holds (`const fn` is a function).
    pub fn item_end(&self, i: usize) -> usize {
        let mut k = self.item_start(i);
        let is_keyword = |k: usize| {
            ITEM_KEYWORDS.contains(&self.at(k))
                && !(self.at(k) == "const" && matches!(self.at(k + 1), "fn" | "unsafe" | "async"))
        };
        while k < self.len() && !matches!(self.at(k), ";" | "{") && !is_keyword(k) {
            k = self.after(k);
        }
        let to_semicolon = matches!(self.at(k), "const" | "static" | "type" | "use");
        let mut j = i;
        while j < self.len() {
            match self.at(j) {
                ";" => return j,
                "{" if !to_semicolon => return self.partner[j],
                _ => j = self.after(j),
            }
        }
        self.len() - 1
    }

    /// Every `impl` item, at any depth, as the index of its `impl`.
    pub fn impls(&self) -> Vec<usize> {
        let starts_item =
            |j: usize| j == 0 || matches!(self.at(j - 1), ";" | "}" | "{" | "]" | "unsafe");
        (0..self.len())
            .filter(|&j| self.at(j) == "impl" && starts_item(j))
            .collect()
    }

    /// For the `impl` at `i`: the name of the trait it implements, if any, and of the type it
    /// is for: the last identifier of each path outside `<…>`.
    pub fn impl_names(&self, i: usize) -> (Option<&'a str>, &'a str) {
        let (mut depth, mut trait_name, mut last) = (0i32, None, "");
        let mut j = i + 1;
        while j < self.len() && self.at(j) != "{" && !(depth == 0 && self.at(j) == "where") {
            match (self.tokens[j].kind, self.at(j)) {
                (_, "<") => depth += 1,
                (_, ">") if self.at(j - 1) != "-" => depth -= 1,
                (_, "for") if depth == 0 => trait_name = Some(std::mem::take(&mut last)),
                (Kind::Ident, w) if depth == 0 && !matches!(w, "dyn" | "mut") => last = w,
                _ => {}
            }
            j = self.after(j);
        }
        (trait_name, last)
    }

    /// The `impl` whose head (before its body) holds token `i`, if any.
    pub fn impl_head(&self, i: usize) -> Option<usize> {
        let head = self.item_start(i)..=i;
        head.clone()
            .find(|&k| self.at(k) == "impl")
            .filter(|_| !head.clone().any(|j| self.at(j) == "{"))
    }

    /// The name of the trait whose body is the group opened at `open`, if it is one.
    pub fn trait_of_body(&self, open: usize) -> Option<&'a str> {
        (self.item_start(open)..open)
            .find(|&k| self.at(k) == "trait")
            .map(|k| self.at(k + 1))
    }

    /// In the group opened at `open`, the item named `name` (after `fn`, `const` or `type`).
    pub fn member(&self, open: usize, name: &str) -> Option<usize> {
        (open + 1..self.partner[open]).find(|&j| {
            self.at(j) == name
                && matches!(self.at(j - 1), "fn" | "const" | "type")
                && self.enclosing(j) == Some(open)
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const TEXT: &str = "mod m { #[derive(Clone)] pub(crate) struct S<T> { t: T } \
        impl<T: Fn() -> u8> fmt::Display for S<T> where T: Copy { fn f() {} } \
        const C: X = X { a: [0; 3] }; pub fn g() -> impl Iterator<Item = u8> { None.into_iter() } \
        trait Tr { fn h(&self); } }";

    #[test]
    fn items_run_from_their_attributes_to_their_end() {
        let t = Tokens::new(TEXT).unwrap();
        let find = |w: &str| (0..t.len()).find(|&j| t.at(j) == w).unwrap();
        let (s, c, h) = (find("S"), find("C"), find("h"));
        assert_eq!((t.at(t.item_start(s)), t.at(t.item_end(s) - 1)), ("#", "T"));
        assert_eq!(t.at(t.item_end(c)), ";");
        let impls = t.impls();
        assert_eq!(
            (impls.len(), t.enclosing(impls[0]), t.enclosing(s)),
            (1, Some(2), Some(2))
        );
        assert_eq!(t.impl_names(impls[0]), (Some("Display"), "S"));
        assert_eq!(t.impl_head(find("Copy")), Some(impls[0]));
        let body = t.enclosing(h).unwrap();
        assert_eq!(
            (t.trait_of_body(body), t.member(body, "h")),
            (Some("Tr"), Some(h))
        );
    }
}
