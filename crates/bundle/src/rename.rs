//! Shorter names, as rustc allows: every name the code itself defines (a function, a type, a
//! field, a module, a local) is written in one or two characters, the same new name for every
//! token of the old one, and rustc checks the result. A name it refuses (one the code shares
//! with the standard library, say `next` of an `impl Iterator`, or `len` called on a `Vec`)
//! keeps its own, and the rest are checked again.
//!
//! Renaming every token of a name to one new name, distinct from every other name in the file,
//! keeps which item each path resolves to: scopes and shadowing are the same. What it could
//! change is a name the code shares with something outside it (a method of a standard trait, a
//! field of a standard type): rustc finds each of those, as an error at the renamed token or a
//! message that names it. The names of macros, attributes, format strings' captured arguments
//! and a function submission's driver are never touched.

use std::collections::{BTreeMap, BTreeSet};

use crate::doc::Doc;
use crate::lexer::{tokenize, Kind, Token};
use crate::prune::rustc;

/// Rounds of renaming and checking before giving up and keeping the names.
const MOST_ROUNDS: usize = 8;

/// Words that are no names: Rust's keywords (strict, reserved and weak), the primitive types,
/// and `main`.
const NOT_NAMES: [&str; 74] = [
    "as",
    "async",
    "await",
    "break",
    "const",
    "continue",
    "crate",
    "dyn",
    "else",
    "enum",
    "extern",
    "false",
    "fn",
    "for",
    "if",
    "impl",
    "in",
    "let",
    "loop",
    "match",
    "mod",
    "move",
    "mut",
    "pub",
    "ref",
    "return",
    "self",
    "Self",
    "static",
    "struct",
    "super",
    "trait",
    "true",
    "type",
    "unsafe",
    "use",
    "where",
    "while",
    "abstract",
    "become",
    "box",
    "do",
    "final",
    "macro",
    "override",
    "priv",
    "typeof",
    "unsized",
    "virtual",
    "yield",
    "try",
    "union",
    "macro_rules",
    "bool",
    "char",
    "str",
    "u8",
    "u16",
    "u32",
    "u64",
    "u128",
    "usize",
    "i8",
    "i16",
    "i32",
    "i64",
    "i128",
    "isize",
    "f32",
    "f64",
    "main",
    "gen",
    "raw",
    "safe",
];

/// Two-letter names never given: the standard library's own short method names, which a new
/// name must not shadow on a type that has them.
const NEVER_GIVEN: [&str; 9] = ["eq", "ne", "lt", "le", "gt", "ge", "or", "ok", "io"];

/// The words after which a name is being defined.
const DEFINING: [&str; 11] = [
    "fn", "struct", "enum", "union", "mod", "type", "const", "static", "trait", "let", "mut",
];

/// `doc` with the names its code defines after token `from` made short, checked by the `rustc`
/// on the PATH as crate `name` in `edition`: the names rustc refuses keep theirs. `doc` itself
/// when rustc refuses something no renamed token explains, or `MOST_ROUNDS` go by.
///
/// Takes one rustc check a round, two or three rounds. `O(len)` a round besides.
pub fn shorten_names(doc: Doc, from: usize, name: &str, edition: &str) -> Doc {
    let Ok(tokens) = tokenize(&doc.text) else {
        return doc;
    };
    let (mut names, taken) = names_to_shorten(&doc.text, &tokens, from);
    let args = ["--edition", edition, "--emit=metadata"];
    for _ in 0..MOST_ROUNDS {
        let new_names = short_names(&names, &taken);
        let renamed = Doc {
            text: renamed(&doc.text, &tokens, &new_names),
            origins: doc.origins.clone(),
        };
        let Ok(diagnostics) = rustc(&renamed, name, &args) else {
            return doc;
        };
        let old_of: BTreeMap<&str, &str> = new_names
            .iter()
            .map(|(old, new)| (new.as_str(), old.as_str()))
            .collect();
        let Ok(renamed_tokens) = tokenize(&renamed.text) else {
            return doc;
        };
        let mut refused = BTreeSet::new();
        let mut unexplained = false;
        for d in &diagnostics {
            let at_token = d.starts.iter().filter_map(|&b| {
                let k = renamed_tokens.partition_point(|t| t.start < b);
                let t = renamed_tokens.get(k).filter(|t| t.start == b)?;
                old_of.get(&renamed.text[t.start..t.end]).copied()
            });
            let in_message = d
                .message
                .split('`')
                .skip(1)
                .step_by(2)
                .filter_map(|w| old_of.get(w).copied());
            let before = refused.len();
            refused.extend(at_token.chain(in_message).map(str::to_string));
            unexplained |= d.error && refused.len() == before;
        }
        if refused.is_empty() {
            if unexplained {
                return doc;
            }
            return renamed;
        }
        names.retain(|n| !refused.contains(&n.0));
    }
    doc
}

/// The names to shorten, with their number of tokens, most bytes saved first; and every word
/// of the file, which no new name may be. A name is shortened when some token after `from`
/// defines it (after `fn`, `let`, `struct`, …; before a single `:` as a field or a parameter;
/// beside `|` as a closure's parameter; alone in `Some(…)` as a binding; as an `enum`'s
/// variant) and no token keeps it: one before `from`, in an attribute, a macro's name (before
/// a `!` that is not `!=`) or a macro fragment, a name a format string captures, a raw
/// identifier or one that starts with `_`.
fn names_to_shorten(
    text: &str,
    tokens: &[Token],
    from: usize,
) -> (Vec<(String, usize)>, BTreeSet<String>) {
    let at = |i: usize| tokens.get(i).map_or("", |t| &text[t.start..t.end]);
    let mut kept: BTreeSet<&str> = NOT_NAMES.iter().copied().collect();
    let mut defined = BTreeSet::new();
    let mut count: BTreeMap<&str, usize> = BTreeMap::new();
    let mut attribute_depth = None;
    // For each open bracket, whether it is an `enum`'s body.
    let mut enum_body = Vec::new();
    for (i, t) in tokens.iter().enumerate() {
        let depth = enum_body.len();
        match t.kind {
            Kind::Open => enum_body.push(at(i) == "{" && at(i.wrapping_sub(2)) == "enum"),
            Kind::Close => {
                enum_body.pop();
                if attribute_depth == Some(depth - 1) {
                    attribute_depth = None;
                }
            }
            Kind::Literal => kept.extend(captured_names(at(i))),
            _ => {}
        }
        if attribute_depth.is_none()
            && at(i) == "#"
            && (at(i + 1) == "[" || (at(i + 1) == "!" && at(i + 2) == "["))
        {
            attribute_depth = Some(enum_body.len());
        }
        if t.kind != Kind::Ident {
            continue;
        }
        let word = at(i);
        *count.entry(word).or_default() += 1;
        let (before, after) = (at(i.wrapping_sub(1)), at(i + 1));
        if i < from
            || attribute_depth.is_some()
            || (after == "!" && at(i + 2) != "=")
            || before == "$"
            || word.starts_with('_')
            || word.starts_with("r#")
        {
            kept.insert(word);
        } else if DEFINING.contains(&before)
            || (before == "for" && after == "in")
            || (after == ":" && at(i + 2) != ":" && before != ":")
            || before == "|"
            || after == "|"
            || (before == "(" && after == ")" && at(i - 2).starts_with(char::is_uppercase))
            || (enum_body.last() == Some(&true) && matches!(before, "{" | "," | "]"))
        {
            defined.insert(word);
        }
    }
    let mut names: Vec<(String, usize)> = defined
        .difference(&kept)
        .map(|&w| (w.to_string(), count[w]))
        .collect();
    names.sort_by_key(|(w, n)| (std::cmp::Reverse(w.len().saturating_sub(1) * n), w.clone()));
    let taken = count
        .keys()
        .chain(kept.iter())
        .map(|w| w.to_string())
        .collect();
    (names, taken)
}

/// The names a format string captures: `x` of `"{x}"` and `"{x:>3}"`.
fn captured_names(literal: &str) -> impl Iterator<Item = &str> {
    literal.split('{').skip(1).filter_map(|part| {
        let end = part
            .find(|c: char| !(c.is_alphanumeric() || c == '_'))
            .unwrap_or(part.len());
        let word = &part[..end];
        let starts_a_name = word.starts_with(|c: char| c.is_alphabetic() || c == '_');
        starts_a_name.then_some(word)
    })
}

/// A new name for each of `names`, in order, shortest first: one letter, then a letter and a
/// letter or digit, of the old name's case (an upper-case name gets only upper-case letters,
/// fit for a type and a constant), never one of `taken` or [`NEVER_GIVEN`].
fn short_names(names: &[(String, usize)], taken: &BTreeSet<String>) -> BTreeMap<String, String> {
    let pool = |first: std::ops::RangeInclusive<u8>, second: &'static [u8]| {
        let singles = first.clone().map(|a| (a as char).to_string());
        let pairs = first.flat_map(move |a| {
            second
                .iter()
                .map(move |&b| format!("{}{}", a as char, b as char))
        });
        singles.chain(pairs).filter(|n| {
            !taken.contains(n)
                && !NEVER_GIVEN.contains(&n.as_str())
                && !NOT_NAMES.contains(&n.as_str())
        })
    };
    let mut lower = pool(b'a'..=b'z', b"abcdefghijklmnopqrstuvwxyz0123456789");
    let mut upper = pool(b'A'..=b'Z', b"ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789");
    let mut given = BTreeMap::new();
    for (old, _) in names {
        let new = if old.starts_with(|c: char| c.is_ascii_uppercase()) {
            upper.next()
        } else {
            lower.next()
        };
        match new {
            Some(new) if new.len() < old.len() => {
                given.insert(old.clone(), new);
            }
            _ => {}
        }
    }
    given
}

/// `text` with each identifier token named in `new_names` written as its new name.
fn renamed(text: &str, tokens: &[Token], new_names: &BTreeMap<String, String>) -> String {
    let mut out = String::with_capacity(text.len());
    let mut copied = 0;
    for t in tokens.iter().filter(|t| t.kind == Kind::Ident) {
        if let Some(new) = new_names.get(&text[t.start..t.end]) {
            out.push_str(&text[copied..t.start]);
            out.push_str(new);
            copied = t.end;
        }
    }
    out.push_str(&text[copied..]);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn shortened(text: &str) -> String {
        shorten_names(Doc::file(text.to_string(), 0), 0, "t", "2021").text
    }

    #[test]
    fn the_code_s_own_names_get_short_and_the_standard_library_s_stay() {
        let text = "fn main() { let numbers = vec![3, 1]; println!(\"{}\", total(&numbers)); }\n\
                    fn total(numbers: &[u32]) -> u32 { numbers.iter().sum() }\n";
        assert_eq!(
            shortened(text),
            "fn main() { let a = vec![3, 1]; println!(\"{}\", b(&a)); }\n\
             fn b(a: &[u32]) -> u32 { a.iter().sum() }\n"
        );
    }

    #[test]
    fn a_name_shared_with_a_standard_trait_or_type_keeps_its_own() {
        let text = "struct Counter { count: u32 }\n\
                    impl Iterator for Counter { type Item = u32;\n\
                    fn next(&mut self) -> Option<u32> { self.count += 1; Some(self.count) } }\n\
                    fn main() { let len = vec![1].len(); let c = Counter { count: 0 };\n\
                    let count = c.take(2).count(); print!(\"{len}{count}\"); }\n";
        let out = shortened(text);
        // `next` is the trait's, `len` a `Vec`'s method, `count` an iterator's method and
        // captured by a format string; `Counter` is the code's own.
        assert!(out.contains("fn next") && out.contains("let len") && out.contains("count: u32"));
        assert!(out.contains("struct A") && out.contains("for A"), "{out}");
    }

    #[test]
    fn a_file_that_does_not_compile_keeps_its_names() {
        let text = "fn main() { let value = missing(); }\n";
        assert_eq!(shortened(text), text);
    }
}
