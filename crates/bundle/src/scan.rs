//! What a stretch of code names, read off its tokens: the paths, method calls (with what they
//! are called on), macros and members it mentions, the trait and type of an `impl` header, the
//! generic parameters and fields an item declares, and whether a name stands in a pattern. No
//! name is resolved here (see the `reach` module): only what the tokens show.

use std::collections::BTreeSet;

use crate::lexer::Kind;
use crate::source::{Item, SourceFile};

const KEYWORDS: &[&str] = &[
    "as", "async", "await", "break", "const", "continue", "dyn", "else", "enum", "extern", "false",
    "fn", "for", "if", "impl", "in", "let", "loop", "match", "mod", "move", "mut", "pub", "ref",
    "return", "static", "struct", "trait", "true", "type", "unsafe", "use", "where", "while",
];

/// What one occurrence of a name in kept code says.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Mention {
    /// `a::b::c`, or a single identifier; the index (into `sig`) of its first token.
    Path(Vec<String>, usize),
    /// `x.name(…)`, and what `x` is.
    Method(String, Receiver),
    /// `name!(…)`.
    Macro(String),
    /// `<T as Trait>::name`: a member of a type the lexer cannot tell.
    Member(String),
}

/// What a method is called on, as far as the lexer sees.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Receiver {
    /// `a.b.c`: a variable (or `self`) and fields; the index (into `sig`) of `a`.
    Chain(Vec<String>, usize),
    /// A literal: `1.max(2)`.
    Literal,
    /// Anything else: a call's result, an index, a parenthesised expression.
    Other,
}

/// The header of an `impl`: the paths of its trait and self type, and every path in it but in
/// its generic parameters and `where` clause.
#[derive(Debug, Default)]
pub struct ImplHeaderPaths {
    pub trait_path: Option<Vec<String>>,
    pub self_path: Option<Vec<String>>,
    pub paths: Vec<Vec<String>>,
}

impl SourceFile {
    /// The kind of significant token `k`.
    pub fn sig_kind(&self, k: usize) -> Option<Kind> {
        self.sig.get(k).map(|&i| self.tokens[i].kind)
    }

    /// The index after the `>` closing the `<` at `k` (an `->` inside does not close it).
    pub fn skip_angles(&self, k: usize) -> usize {
        let mut depth = 0usize;
        let mut j = k;
        while j < self.sig.len() {
            match self.s(j) {
                "<" => depth += 1,
                ">" if self.s(j.wrapping_sub(1)) != "-" => {
                    depth -= 1;
                    if depth == 0 {
                        return j + 1;
                    }
                }
                "{" | ";" => return j,
                _ => {}
            }
            j += 1;
        }
        j
    }

    /// The generic parameters that `item` declares after its name (or after `impl`).
    pub fn generic_params(&self, item: &Item) -> Vec<String> {
        let k = match item.keyword.as_str() {
            "impl" => item.head + 1,
            "fn" | "struct" | "enum" | "union" | "trait" | "type" => item.head + 2,
            _ => return Vec::new(),
        };
        if self.s(k) != "<" {
            return Vec::new();
        }
        let end = self.skip_angles(k);
        let mut params = Vec::new();
        let mut depth = 0usize;
        let mut expect = true;
        for j in k..end {
            match self.s(j) {
                "<" | "(" | "[" => {
                    depth += 1;
                    expect = depth == 1;
                }
                ">" | ")" | "]" if self.s(j - 1) != "-" => depth = depth.saturating_sub(1),
                "," if depth == 1 => expect = true,
                "const" => {}
                t if expect && depth == 1 => {
                    if self.sig_kind(j) == Some(Kind::Ident) {
                        params.push(t.to_string());
                    }
                    expect = false;
                }
                _ => {}
            }
        }
        params
    }

    /// Whether function `item` takes `self` (its first parameter).
    pub fn takes_self(&self, item: &Item) -> bool {
        let mut k = item.head + 2;
        if self.s(k) == "<" {
            k = self.skip_angles(k);
        }
        if self.s(k) != "(" {
            return false;
        }
        let mut j = k + 1;
        while j < self.sig.len() && !matches!(self.s(j), "," | ")" | ":") {
            if self.s(j) == "self" {
                return true;
            }
            j += 1;
        }
        false
    }

    /// A type's path at `k` (`a::B<…>`, behind `&`, `mut`, `dyn` and lifetimes), and the index
    /// after it; `None` for a tuple, slice, array or other type with no path.
    pub fn type_path(&self, mut k: usize) -> (Option<Vec<String>>, usize) {
        while matches!(self.s(k), "&" | "mut" | "dyn") || self.sig_kind(k) == Some(Kind::Lifetime) {
            k += 1;
        }
        if self.sig_kind(k) != Some(Kind::Ident) {
            return (None, k);
        }
        let mut segments = vec![self.s(k).to_string()];
        k += 1;
        loop {
            if self.s(k) == "<" {
                k = self.skip_angles(k);
            } else if self.s(k) == "::" && self.s(k + 1) == "<" {
                k = self.skip_angles(k + 1);
            } else if self.s(k) == "::" && self.sig_kind(k + 1) == Some(Kind::Ident) {
                segments.push(self.s(k + 1).to_string());
                k += 2;
            } else {
                return (Some(segments), k);
            }
        }
    }

    /// The trait and self type of `impl` block `item`, and the paths of its header.
    pub fn impl_header(&self, item: &Item) -> ImplHeaderPaths {
        let mut k = item.head + 1;
        if self.s(k) == "<" {
            k = self.skip_angles(k);
        }
        if self.s(k) == "!" {
            k += 1;
        }
        let block = item.block.unwrap_or(item.sig_last);
        let mut end = k;
        while end < block && self.s(end) != "where" {
            end += 1;
        }
        let (first, after) = self.type_path(k);
        let (trait_path, self_path) = if self.s(after) == "for" {
            (first, self.type_path(after + 1).0)
        } else {
            (None, first)
        };
        let paths = self
            .mentions(k, end)
            .into_iter()
            .filter_map(|m| match m {
                Mention::Path(p, _) => Some(p),
                _ => None,
            })
            .collect();
        ImplHeaderPaths {
            trait_path,
            self_path,
            paths,
        }
    }

    /// Where a type written from `from` ends: at the first `,`, `;`, `=`, `)`, `]`, `}` or `{`
    /// outside its brackets (angle brackets included), or at `to`.
    pub fn type_end(&self, from: usize, to: usize) -> usize {
        let mut depth = 0usize;
        let mut k = from;
        while k < to {
            match self.s(k) {
                "<" | "(" | "[" => depth += 1,
                ">" if self.s(k - 1) == "-" => {}
                ">" | ")" | "]" if depth > 0 => depth -= 1,
                "," | ";" | "=" | ")" | "]" | "}" | "{" if depth == 0 => return k,
                _ => {}
            }
            k += 1;
        }
        to
    }

    /// The type of field `field` of struct `item` (a name, or a position for a tuple struct),
    /// as a range of significant tokens.
    pub fn field_type(&self, item: &Item, field: &str) -> Option<(usize, usize)> {
        let mut k = item.head + 2;
        if self.s(k) == "<" {
            k = self.skip_angles(k);
        }
        while self.s(k) == "where" || (k < item.sig_last && !matches!(self.s(k), "{" | "(")) {
            k += 1;
        }
        let open = k;
        let close = self.close_of(open);
        let tuple = self.s(open) == "(";
        let mut index = 0usize;
        let mut j = open + 1;
        while j < close {
            while self.s(j) == "#" && self.s(j + 1) == "[" {
                j = self.close_of(j + 1) + 1;
            }
            if self.s(j) == "pub" {
                j += 1;
                if self.s(j) == "(" {
                    j = self.close_of(j) + 1;
                }
            }
            let (name, type_from) = if tuple {
                (index.to_string(), j)
            } else {
                (self.s(j).to_string(), j + 2)
            };
            let end = self.type_end(type_from, close);
            if name == field {
                return Some((type_from, end));
            }
            index += 1;
            j = end + 1;
        }
        None
    }

    /// The return type of function `item` when it is a single name (`Self`, `Geometry`).
    pub fn return_type(&self, item: &Item) -> Option<String> {
        let mut k = item.head + 2;
        if self.s(k) == "<" {
            k = self.skip_angles(k);
        }
        if self.s(k) != "(" {
            return None;
        }
        k = self.close_of(k) + 1;
        if self.s(k) != "-" || self.s(k + 1) != ">" {
            return None;
        }
        let t = self.s(k + 2);
        matches!(self.s(k + 3), "{" | "where" | ";").then(|| t.to_string())
    }

    /// The significant tokens in closure parameter lists (`|a, b|`) between `from` and `to`.
    pub fn closure_params(&self, from: usize, to: usize) -> BTreeSet<usize> {
        let mut inside = BTreeSet::new();
        let mut k = from;
        while k < to {
            let opens = self.s(k) == "|"
                && matches!(
                    self.s(k.wrapping_sub(1)),
                    "(" | "," | "=" | "move" | "{" | ";" | "return" | ">" | ":" | "" | "["
                )
                && !(self.s(k.wrapping_sub(1)) == ">" && self.s(k.wrapping_sub(2)) != "=");
            if opens {
                let mut j = k + 1;
                while j < to && self.s(j) != "|" {
                    inside.insert(j);
                    j += 1;
                }
                k = j + 1;
            } else {
                k += 1;
            }
        }
        inside
    }

    /// The index of the `}` closing the innermost block around significant token `k`.
    pub fn block_end(&self, k: usize) -> usize {
        let mut skip = 0usize;
        let mut j = k;
        while j > 0 {
            j -= 1;
            match self.s(j) {
                "}" => skip += 1,
                "{" if skip > 0 => skip -= 1,
                "{" => return self.close_of(j),
                _ => {}
            }
        }
        self.sig.len()
    }

    /// The variants of enum `item`.
    pub fn enum_variants(&self, item: &Item) -> Vec<String> {
        let Some(open) = item.block else {
            return Vec::new();
        };
        let mut variants = Vec::new();
        let mut k = open + 1;
        while k < item.sig_last {
            while self.s(k) == "#" && self.s(k + 1) == "[" {
                k = self.close_of(k + 1) + 1;
            }
            if self.sig_kind(k) == Some(Kind::Ident) {
                variants.push(self.s(k).to_string());
            }
            // To the comma that ends the variant.
            while k < item.sig_last && self.s(k) != "," {
                if matches!(self.s(k), "(" | "[" | "{") {
                    k = self.close_of(k);
                }
                k += 1;
            }
            k += 1;
        }
        variants
    }

    /// The index of the bracket closing the one at `k` (or the end of the file).
    pub fn close_of(&self, k: usize) -> usize {
        self.matching(k).unwrap_or(self.sig.len())
    }

    /// The names significant tokens `from..to` mention.
    pub fn mentions(&self, from: usize, to: usize) -> Vec<Mention> {
        let mut out = Vec::new();
        let mut k = from;
        while k < to {
            if self.sig_kind(k) != Some(Kind::Ident) {
                k += 1;
                continue;
            }
            let t = self.s(k);
            let prev = if k > 0 { self.s(k - 1) } else { "" };
            let next = self.s(k + 1);
            if prev == "." {
                if next == "(" || next == "::" {
                    out.push(Mention::Method(t.to_string(), self.receiver(k - 1)));
                }
                k += 1;
                continue;
            }
            if prev == "::" {
                if k >= 2 && self.s(k - 2) == ">" {
                    out.push(Mention::Member(t.to_string()));
                }
                k += 1;
                continue;
            }
            if next == "!" && matches!(self.s(k + 2), "(" | "[" | "{") && t != "macro_rules" {
                out.push(Mention::Macro(t.to_string()));
                k += 1;
                continue;
            }
            if KEYWORDS.contains(&t) || t == "macro_rules" {
                k += 1;
                continue;
            }
            if matches!(prev, "<" | ",") && next == "=" && !self.in_operator(k + 1) {
                // `Trait<Item = u8>`: an associated type of a trait the lexer cannot tell.
                out.push(Mention::Member(t.to_string()));
            }
            let mut segments = vec![t.to_string()];
            let mut j = k + 1;
            loop {
                if self.s(j) != "::" {
                    break;
                }
                match self.s(j + 1) {
                    "<" => j = self.skip_angles(j + 1),
                    "{" => {
                        let mut at = j + 1;
                        let tree = self.use_subtree_at(&mut at);
                        let mut leaves = Vec::new();
                        tree.leaves(&mut segments.clone(), &mut leaves);
                        for leaf in leaves {
                            let mut s = leaf.segments;
                            if matches!(s.last().map(String::as_str), Some("self" | "*")) {
                                s.pop();
                            }
                            out.push(Mention::Path(s, k));
                        }
                        segments.clear();
                        j = at;
                        break;
                    }
                    _ if self.sig_kind(j + 1) == Some(Kind::Ident) => {
                        segments.push(self.s(j + 1).to_string());
                        j += 2;
                    }
                    _ => break,
                }
            }
            if !segments.is_empty() {
                out.push(Mention::Path(segments, k));
            }
            k = j.max(k + 1);
        }
        out
    }

    /// Whether significant token `k` starts where the one before it ends (`=` `=` is `==`).
    pub fn joined(&self, k: usize) -> bool {
        k > 0
            && k < self.sig.len()
            && self.tokens[self.sig[k - 1]].end == self.tokens[self.sig[k]].start
    }

    /// Whether the `=` at `k` is part of `==`, `!=`, `<=`, `>=` or `=>` rather than an
    /// assignment.
    pub fn in_operator(&self, k: usize) -> bool {
        (self.joined(k) && matches!(self.s(k - 1), "=" | "!" | "<" | ">"))
            || (self.joined(k + 1) && matches!(self.s(k + 1), "=" | ">"))
    }

    /// What the `.` at significant token `dot` is applied to.
    pub fn receiver(&self, dot: usize) -> Receiver {
        let mut chain = Vec::new();
        let mut k = dot;
        loop {
            let Some(j) = k.checked_sub(1) else {
                return Receiver::Other;
            };
            let field = match self.sig_kind(j) {
                Some(Kind::Ident) => true,
                Some(Kind::Literal) => false,
                _ => return Receiver::Other,
            };
            let before = self.s(j.wrapping_sub(1));
            if before == "." {
                chain.push(self.s(j).to_string());
                k = j - 1;
                continue;
            }
            if !field {
                return if chain.is_empty() {
                    Receiver::Literal
                } else {
                    Receiver::Other
                };
            }
            if before == "::" {
                return Receiver::Other;
            }
            chain.push(self.s(j).to_string());
            chain.reverse();
            return Receiver::Chain(chain, j);
        }
    }

    /// Whether the name at significant token `k` (after `Enum::` when `qualified`) stands in a
    /// pattern: before the `=>` of a match arm, after a `let`, or in `matches!(x, …)`. Errs
    /// towards a pattern where it cannot tell.
    pub fn in_pattern(&self, k: usize, qualified: bool) -> bool {
        // Forward: from after the path (and its payload), at the depth of brackets around it.
        let mut depth = 0usize;
        let start = if qualified { k - 2 } else { k };
        // The open `(`/`[` between the enclosing `{` and the name.
        let mut j = start;
        let mut skip = 0usize;
        while j > 0 {
            j -= 1;
            match self.s(j) {
                ")" | "]" | "}" => skip += 1,
                "(" | "[" if skip > 0 => skip -= 1,
                "{" if skip > 0 => skip -= 1,
                "(" | "[" => depth += 1,
                "{" | ";" => break,
                _ => {}
            }
        }
        let mut f = k + 1;
        if matches!(self.s(f), "(" | "{") {
            f = self.close_of(f) + 1;
        }
        while f < self.sig.len() {
            match self.s(f) {
                "(" | "[" => depth += 1,
                ")" | "]" => {
                    if depth == 0 {
                        break;
                    }
                    depth -= 1;
                }
                "{" if depth > 0 => f = self.close_of(f),
                "{" if self.sig_kind(f - 1) == Some(Kind::Ident) && self.s(f - 2) == "::" => {
                    // `E::S { .. } =>` or `| …`: a struct pattern; else a block.
                    let close = self.close_of(f);
                    let after = self.s(close + 1);
                    if (after == "=" && self.s(close + 2) == ">") || after == "|" {
                        f = close;
                    } else {
                        break;
                    }
                }
                "{" | "}" => break,
                "," | ";" if depth == 0 => break,
                "=" if self.s(f + 1) == ">" && self.joined(f + 1) && depth == 0 => return true,
                "=" if depth == 0 && !self.in_operator(f) => break,
                _ => {}
            }
            f += 1;
        }
        // Backward: a `let` before it in the same statement, or `matches!(`.
        let mut b = start;
        let mut skip = 0usize;
        while b > 0 {
            b -= 1;
            match self.s(b) {
                ")" | "]" | "}" => skip += 1,
                "(" | "[" | "{" if skip > 0 => skip -= 1,
                "(" if b >= 2 && self.s(b - 1) == "!" && self.s(b - 2) == "matches" => {
                    return true;
                }
                "{" | ";" => return false,
                "let" | "for" if skip == 0 => return true,
                "in" if skip == 0 => return false,
                "=" if skip == 0 && !self.in_operator(b) => return false,
                _ => {}
            }
        }
        false
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(text: &str) -> SourceFile {
        SourceFile::parse("t.rs", text.to_string()).unwrap()
    }

    fn paths(text: &str) -> Vec<String> {
        let f = parse(text);
        f.mentions(0, f.sig.len())
            .into_iter()
            .map(|m| match m {
                Mention::Path(p, _) => p.join("::"),
                Mention::Method(m, Receiver::Chain(c, _)) => format!("{}.{m}", c.join(".")),
                Mention::Method(m, _) => format!("?.{m}"),
                Mention::Macro(m) => format!("{m}!"),
                Mention::Member(m) => format!(">::{m}"),
            })
            .collect()
    }

    #[test]
    fn mentions_paths_methods_macros_and_members() {
        assert_eq!(
            paths("fn f<T: Eng>(x: &a::B<C>) -> [u8; N] { self.go(); x.y.z(); Vec::<u8>::new(); m!(q); <T as Eng>::run(); use a::{b, c::d}; }"),
            [
                "f", "T", "Eng", "x", "a::B", "C", "u8", "N", "self", "self.go", "x", "x.y.z", "Vec::new",
                "m!", "q", "T", "Eng", ">::run", "a::b", "a::c::d",
            ]
        );
    }

    #[test]
    fn impl_headers_name_their_trait_and_type() {
        let f = parse("impl<'a, T: Fn() -> u8> fmt::Display for Wrap<'a, T> where T: Copy {}\nimpl Tokens<'_> {}\nimpl<T> Eng for T {}");
        let h = f.impl_header(&f.items[0]);
        assert_eq!(h.trait_path, Some(vec!["fmt".into(), "Display".into()]));
        assert_eq!(h.self_path, Some(vec!["Wrap".into()]));
        assert_eq!(f.generic_params(&f.items[0]), ["T"]);
        assert!(!h.paths.iter().any(|p| p == &["Copy"]), "{:?}", h.paths);
        let h = f.impl_header(&f.items[1]);
        assert_eq!(
            (h.trait_path, h.self_path),
            (None, Some(vec!["Tokens".into()]))
        );
        let h = f.impl_header(&f.items[2]);
        assert_eq!(h.self_path, Some(vec!["T".into()]));
    }

    #[test]
    fn tells_patterns_from_values() {
        let f = parse(concat!(
            "fn f(s: S) -> S { match s { S::A => S::B(1), S::B(x) | S::C { x } => S::A, } ",
            "if let Some(S::B(y)) = g(S::C { x: 1 }) {} let (a, S::A) = t; matches!(s, S::A); x == S::D }",
        ));
        let at: Vec<(String, bool)> = (0..f.sig.len())
            .filter(|&k| f.s(k.wrapping_sub(1)) == "::" && f.s(k.wrapping_sub(2)) == "S")
            .map(|k| (f.s(k).to_string(), f.in_pattern(k, true)))
            .collect();
        let v = |s: &str, p: bool| (s.to_string(), p);
        assert_eq!(
            at,
            [
                v("A", true),
                v("B", false),
                v("B", true),
                v("C", true),
                v("A", false),
                v("B", true),
                v("C", false),
                v("A", true),
                v("A", true),
                v("D", false),
            ]
        );
    }

    #[test]
    fn enum_variants_and_self_parameters() {
        let f = parse("enum E { #[allow(x)] A, B(u8, (u8, u8)), C { x: [u8; 2] } }\nfn m(&mut self, x: u8) {}\nfn n<T>(x: T) {}\nfn o(self: Box<Self>) {}");
        assert_eq!(f.enum_variants(&f.items[0]), ["A", "B", "C"]);
        assert!(f.takes_self(&f.items[1]));
        assert!(!f.takes_self(&f.items[2]));
        assert!(f.takes_self(&f.items[3]));
    }
}
