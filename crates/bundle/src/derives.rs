//! Derives and debug checks left out where rustc allows. A library type derives `Debug`,
//! `PartialEq` and the rest for its tests and its users, and a program seldom uses them. Every
//! `#[derive(…)]` loses all but its `Copy` (with `Clone`) and `Default` at once if rustc
//! accepts the file so; otherwise each one alone, in order, where rustc accepts it, and the
//! file is checked again at the end. `debug_assert!`s go the same way: a judge's optimised
//! build never runs them.
//!
//! A derive the program uses is an error without it (a trait not implemented, a format with
//! `{:?}`, an operator). Without `Clone`, `x.clone()` may still compile, as a copy of the
//! reference `&x`: a value read the same, and an error if it is moved or changed as an owned
//! one. `Copy` stays, since a copy and a move read the same but a move ends the value. A debug
//! check that alone reads a variable leaves it unused without it: a warning, so it stays.

use std::collections::BTreeMap;

use crate::doc::{Doc, Edit, NOWHERE};
use crate::items::Tokens;
use crate::prune::warnings;

/// `doc` without the `#[derive(…)]` attributes after token `from` that rustc accepts it
/// without (no error, no more warnings: a derived `PartialEq` may be all that reads a field),
/// checked by the `rustc` on the PATH as crate `name` in `edition`; `doc` itself when it
/// accepts none.
///
/// Takes two rustc checks when every derive can go, else one more per derive and one more.
pub fn without_unused_derives(doc: Doc, from: usize, name: &str, edition: &str) -> Doc {
    let Ok(t) = Tokens::new(&doc.text) else {
        return doc;
    };
    let derives: Vec<Span> = (from..t.len())
        .filter(|&i| t.at(i) == "#" && t.at(i + 1) == "[" && t.at(i + 2) == "derive")
        .map(|i| {
            let close = t.partner[i + 1];
            let traits: Vec<&str> = (i + 3..close).map(|k| t.at(k)).collect();
            let copy = traits.contains(&"Copy");
            let kept: Vec<&str> = traits
                .into_iter()
                .filter(|w| *w == "Default" || (copy && matches!(*w, "Clone" | "Copy")))
                .collect();
            let attribute = (!kept.is_empty()).then(|| format!("#[derive({})]", kept.join(",")));
            (i, close, attribute)
        })
        .collect();
    without_accepted(&doc, &t, from, &derives, name, edition).unwrap_or(doc)
}

/// `doc` without the `debug_assert!`, `debug_assert_eq!` and `debug_assert_ne!` statements
/// after token `from` that rustc accepts it without, checked as [`without_unused_derives`]
/// checks.
///
/// Takes two rustc checks when every check can go, else one more per check and one more.
pub fn without_debug_checks(doc: Doc, from: usize, name: &str, edition: &str) -> Doc {
    let Ok(t) = Tokens::new(&doc.text) else {
        return doc;
    };
    let checks: Vec<Span> = (from..t.len())
        .filter(|&i| {
            matches!(
                t.at(i),
                "debug_assert" | "debug_assert_eq" | "debug_assert_ne"
            ) && t.at(i + 1) == "!"
                && t.at(i + 2) == "("
        })
        .map(|i| {
            let close = t.partner[i + 2];
            (i, close + usize::from(t.at(close + 1) == ";"), None)
        })
        .collect();
    without_accepted(&doc, &t, from, &checks, name, edition).unwrap_or(doc)
}

/// Tokens `first..=last` of a file, and what replaces them (nothing when `None`).
type Span = (usize, usize, Option<String>);

/// `doc` (tokens `t`) without those of `spans` that rustc accepts it without, squeezed from
/// token `from`: all at once if it accepts that, else each alone in order where it accepts
/// it, and the whole checked again at the end; `None` when it accepts none.
fn without_accepted(
    doc: &Doc,
    t: &Tokens,
    from: usize,
    spans: &[Span],
    name: &str,
    edition: &str,
) -> Option<Doc> {
    if spans.is_empty() {
        return None;
    }
    let args = ["--edition", edition, "--emit=metadata"];
    let before = warnings(doc, name, &args)?;
    let accepted = |doc: &Doc| warnings(doc, name, &args).is_some_and(|w| w <= before);
    let without = |chosen: &[&Span]| {
        let mut edits = BTreeMap::new();
        for &(first, last, replacement) in chosen {
            for k in *first..=*last {
                edits.insert(k, Edit::Drop);
            }
            if let Some(text) = replacement {
                edits.insert(*first, Edit::Replace(Doc::line(text, NOWHERE)));
            }
        }
        let rendered = doc.render(&t.tokens, &edits);
        match crate::lexer::tokenize(&rendered.text) {
            Ok(tokens) => rendered.render_squeezed(&tokens, from),
            Err(_) => doc.clone(),
        }
    };
    let all = without(&spans.iter().collect::<Vec<_>>());
    if accepted(&all) {
        return Some(all);
    }
    let mut out = Vec::new();
    for span in spans {
        out.push(span);
        if !accepted(&without(&out)) {
            out.pop();
        }
    }
    let fewer = without(&out);
    (!out.is_empty() && accepted(&fewer)).then_some(fewer)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_derive_the_program_uses_stays_and_the_others_go() {
        let text = "#[derive(Clone, Copy, Debug)] struct A(u8);\n#[derive(Debug)] struct B;\n\
                    #[derive(PartialEq)] struct C;\n\
                    fn main() { let a = A(1); let b = a; let _ = (a.0, b.0, B, C == C); }\n";
        let out = without_unused_derives(Doc::file(text.to_string(), 0), 0, "t", "2021");
        assert_eq!(
            out.text,
            "#[derive(Clone,Copy)]struct A(u8);struct B;#[derive(PartialEq)]struct C;fn \
             main(){let a=A(1);let b=a;let\n_=(a.0,b.0,B,C==C);}\n"
        );
    }

    #[test]
    fn a_debug_check_goes_unless_it_alone_reads_a_variable() {
        let text = "fn main() { let a = 1; let b = 2; debug_assert!(a < 2);\n\
                    debug_assert_eq!(b, 2, \"b\"); debug_assert_ne!(b, 3); println!(\"{}\", b); }\n";
        let out = without_debug_checks(Doc::file(text.to_string(), 0), 0, "t", "2021");
        assert!(out.text.contains("debug_assert!(a<2)"), "{}", out.text);
        assert!(!out.text.contains("debug_assert_"), "{}", out.text);
        assert!(out.text.contains("println!"), "{}", out.text);
    }
}
