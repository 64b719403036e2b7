//! Derives left out where rustc allows: a library type derives `Debug`, `PartialEq` and the
//! rest for its tests and its users, and a program seldom uses them. Every `#[derive(…)]`
//! loses all but its `Copy` (with `Clone`) and `Default` at once if rustc accepts the file
//! so; otherwise each one alone, in order, where rustc accepts it, and the file is checked
//! again at the end.
//!
//! A derive the program uses is an error without it (a trait not implemented, a format with
//! `{:?}`, an operator). Without `Clone`, `x.clone()` may still compile, as a copy of the
//! reference `&x`: a value read the same, and an error if it is moved or changed as an owned
//! one. `Copy` stays, since a copy and a move read the same but a move ends the value.

use std::collections::BTreeMap;

use crate::doc::{Doc, Edit, NOWHERE};
use crate::items::Tokens;
use crate::prune::warnings;

/// `doc` without the `#[derive(…)]` attributes after token `from` that rustc accepts it
/// without (no error, no more warnings: a derived `PartialEq` may be all that reads a field), checked by the `rustc` on the PATH as crate `name` in `edition`; `doc` itself
/// when it accepts none.
///
/// Takes two rustc checks when every derive can go, else one more per derive and one more.
pub fn without_unused_derives(doc: Doc, from: usize, name: &str, edition: &str) -> Doc {
    let Ok(t) = Tokens::new(&doc.text) else {
        return doc;
    };
    let derives: Vec<(usize, usize)> = (from..t.len())
        .filter(|&i| t.at(i) == "#" && t.at(i + 1) == "[" && t.at(i + 2) == "derive")
        .map(|i| (i, t.partner[i + 1]))
        .collect();
    let args = ["--edition", edition, "--emit=metadata"];
    let Some(before) = warnings(&doc, name, &args) else {
        return doc;
    };
    let accepted = |doc: &Doc| warnings(doc, name, &args).is_some_and(|w| w <= before);
    let without = |chosen: &[(usize, usize)]| {
        let mut edits = BTreeMap::new();
        for &(open, close) in chosen {
            for k in open..=close {
                edits.insert(k, Edit::Drop);
            }
            let traits: Vec<&str> = (open + 3..close).map(|k| t.at(k)).collect();
            let copy = traits.contains(&"Copy");
            let kept: Vec<&str> = traits
                .into_iter()
                .filter(|w| *w == "Default" || (copy && matches!(*w, "Clone" | "Copy")))
                .collect();
            if !kept.is_empty() {
                let attribute = format!("#[derive({})]", kept.join(","));
                edits.insert(open, Edit::Replace(Doc::line(&attribute, NOWHERE)));
            }
        }
        let rendered = doc.render(&t.tokens, &edits);
        match crate::lexer::tokenize(&rendered.text) {
            Ok(tokens) => rendered.render_squeezed(&tokens, from),
            Err(_) => doc.clone(),
        }
    };
    if derives.is_empty() {
        return doc;
    }
    let all = without(&derives);
    if accepted(&all) {
        return all;
    }
    let mut out = Vec::new();
    for &derive in &derives {
        out.push(derive);
        if !accepted(&without(&out)) {
            out.pop();
        }
    }
    let fewer = without(&out);
    if !out.is_empty() && accepted(&fewer) {
        fewer
    } else {
        doc
    }
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
}
