//! Items in a token stream: where one starts and ends, the block around a token, and what an
//! `impl` implements for which type. Only as much of Rust's grammar as finding an item needs:
//! an item runs from its attributes to its closing `}` or `;`.

use crate::lexer::{Kind, Token};

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
    /// `text`'s `tokens`, with their brackets paired.
    ///
    /// # Errors
    /// A literal or comment left open, or a bracket without its partner.
    pub fn new(text: &'a str, tokens: Vec<Token>) -> Result<Self, String> {
        let mut partner = vec![usize::MAX; tokens.len()];
        let mut open = Vec::new();
        for (i, t) in tokens.iter().enumerate() {
            match t.kind {
                Kind::Open => open.push(i),
                Kind::Close => {
                    let o = open.pop().ok_or_else(|| {
                        format!("byte {}: an unmatched `{}`", t.start, &text[t.start..t.end])
                    })?;
                    (partner[o], partner[i]) = (i, o);
                }
                _ => {}
            }
        }
        match open.pop() {
            Some(o) => Err(format!(
                "byte {}: an unclosed `{}`",
                tokens[o].start,
                &text[tokens[o].start..tokens[o].end]
            )),
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
            let p = j - 1;
            match (self.tokens[p].kind, self.at(p)) {
                (Kind::Close, ")" | "]") => j = self.partner[p],
                (Kind::Close | Kind::Open, _) | (Kind::Punct, ";" | ",") => break,
                _ => j = p,
            }
        }
        j
    }

    /// The last token of the item whose name or keyword is token `i`: its closing `;` or the
    /// `}` of its body. `const`, `static`, `type` and `use` items end at their `;`, whatever
    /// braces their value holds.
    pub fn item_end(&self, i: usize) -> usize {
        let mut k = self.item_start(i);
        let mut keyword = "";
        while k < self.len() && !matches!(self.at(k), ";" | "{") {
            if matches!(
                self.at(k),
                "const"
                    | "static"
                    | "type"
                    | "use"
                    | "fn"
                    | "struct"
                    | "enum"
                    | "union"
                    | "trait"
                    | "impl"
                    | "mod"
                    | "macro_rules"
            ) && !(self.at(k) == "const"
                && matches!(self.at(k + 1), "fn" | "unsafe" | "async" | "extern"))
            {
                keyword = self.at(k);
                break;
            }
            k = self.after(k);
        }
        let to_semicolon = matches!(keyword, "const" | "static" | "type" | "use");
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

    /// The items that start at the top level of the group opened at `open` (`None`: the whole
    /// stream) and are `impl` items, as the index of their `impl`.
    pub fn impls_in(&self, open: Option<usize>) -> Vec<usize> {
        let (from, to) = match open {
            Some(o) => (o + 1, self.partner[o]),
            None => (0, self.len()),
        };
        let mut found = Vec::new();
        let mut j = from;
        while j < to {
            if self.at(j) == "impl"
                && (self.item_start(j) == j || self.at(j - 1) == "unsafe" || self.at(j - 1) == "]")
            {
                found.push(j);
            }
            j = self.after(j);
        }
        found
    }

    /// Every `impl` item, at any depth.
    pub fn all_impls(&self) -> Vec<usize> {
        (0..self.len())
            .filter(|&j| {
                self.at(j) == "impl"
                    && (j == 0 || matches!(self.at(j - 1), ";" | "}" | "{" | "]" | "unsafe"))
            })
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
        let start = self.item_start(i);
        (start..=i)
            .find(|&k| self.at(k) == "impl")
            .filter(|&k| !(k..i).any(|j| self.at(j) == "{"))
    }

    /// The name of the trait whose body is the group opened at `open`, if it is one.
    pub fn trait_of_body(&self, open: usize) -> Option<&'a str> {
        let start = self.item_start(open);
        (start..open)
            .position(|k| self.at(k) == "trait")
            .map(|k| self.at(start + k + 1))
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
    use crate::lexer::tokenize;

    const TEXT: &str = "mod m { #[derive(Clone)] pub(crate) struct S<T> { t: T } \
        impl<T: Fn() -> u8> fmt::Display for S<T> where T: Copy { fn f() {} } \
        const C: X = X { a: [0; 3] }; pub fn g() -> impl Iterator<Item = u8> { None.into_iter() } \
        trait Tr { fn h(&self); } }";

    #[test]
    fn items_run_from_their_attributes_to_their_end() {
        let t = Tokens::new(TEXT, tokenize(TEXT).unwrap()).unwrap();
        let find = |w: &str| (0..t.len()).find(|&j| t.at(j) == w).unwrap();
        let s = find("S");
        assert_eq!(t.at(t.item_start(s)), "#");
        assert_eq!(t.at(t.item_end(s) - 1), "T");
        let c = find("C");
        assert_eq!(t.at(t.item_end(c)), ";");
        assert_eq!(t.impls_in(t.enclosing(s)).len(), 1);
        let i = t.impls_in(t.enclosing(s))[0];
        assert_eq!(t.impl_names(i), (Some("Display"), "S"));
        let h = find("h");
        let body = t.enclosing(h).unwrap();
        assert_eq!(t.trait_of_body(body), Some("Tr"));
        assert_eq!(t.member(body, "h"), Some(h));
        assert_eq!(t.all_impls(), [i]);
    }
}
