//! One module, as rustc allows: a program's modules opened into the file's root, so that no
//! item needs `pub`, no path names a module and no `use` brings in the file's own items; the
//! standard library's imports, from every module, written once at the top. rustc checks the
//! result, and a file it refuses (two modules that define one name) keeps its modules.
//!
//! Opening a module changes what a name resolves to only where two modules define the same
//! one, and then rustc refuses the file (a name defined twice in one module), or where a module
//! defines a name of the standard prelude that another takes from it (`Option`, `drop`): a file
//! that defines one is left as it is. Privacy only grows. So a file rustc accepts means what
//! it meant.

use std::collections::{BTreeMap, BTreeSet};

use crate::doc::{Doc, Edit};
use crate::items::Tokens;
use crate::lexer::Kind;
use crate::prune::{rustc, warnings};

/// The names of the standard prelude (editions 2018 and 2021), which a module of the file
/// could shadow for the others once they share one.
const PRELUDE: [&str; 39] = [
    "Copy",
    "Send",
    "Sized",
    "Sync",
    "Unpin",
    "Drop",
    "Fn",
    "FnMut",
    "FnOnce",
    "drop",
    "Box",
    "ToOwned",
    "Clone",
    "PartialEq",
    "PartialOrd",
    "Eq",
    "Ord",
    "AsRef",
    "AsMut",
    "Into",
    "From",
    "Default",
    "Iterator",
    "Extend",
    "IntoIterator",
    "DoubleEndedIterator",
    "ExactSizeIterator",
    "Option",
    "Some",
    "None",
    "Result",
    "Ok",
    "Err",
    "String",
    "ToString",
    "Vec",
    "TryFrom",
    "TryInto",
    "FromIterator",
];

/// `doc`, a whole program (no driver), with its modules opened and its `pub`s, module paths
/// and own imports left out, checked by the `rustc` on the PATH as crate `name` in `edition`
/// (no error, and no more warnings than before).
///
/// # Errors
/// `doc` itself, with why, when rustc refuses the opened file (its first error is said), or
/// when the file has what this does not open: a module with an attribute, `self::` or
/// `super::` paths, `macro_rules!`, an item named as one of the prelude's, an import of the
/// standard library globbed or nested, or two imports that bring in one name from two paths
/// (`std::io` and `std::io::{self}` are one path).
///
/// Takes two rustc checks. `O(len)` besides.
pub fn open_modules(doc: Doc, name: &str, edition: &str) -> Result<Doc, (Doc, String)> {
    let args = ["--edition", edition, "--emit=metadata"];
    let Some(opened) = opened(&doc) else {
        let why = "the file has what opening leaves (an attribute on a module, `self::` or \
                   `super::`, `macro_rules!`, a prelude name, or standard imports globbed, \
                   nested or clashing)";
        return Err((doc, why.to_string()));
    };
    let Some(before) = warnings(&doc, name, &args) else {
        return Err((doc, "rustc refuses the file before opening".to_string()));
    };
    match rustc(&opened, name, &args) {
        Ok(diagnostics) => match diagnostics.iter().find(|d| d.error) {
            Some(error) => Err((doc, format!("rustc refuses it opened: {}", error.message))),
            None if diagnostics.len() <= before => Ok(opened),
            None => Err((doc, "opened, it has more warnings".to_string())),
        },
        Err(failure) => Err((doc, format!("rustc fails on it opened: {failure}"))),
    }
}

/// `doc` with its modules opened, unchecked; `None` when it has what [`open_modules`] leaves.
fn opened(doc: &Doc) -> Option<Doc> {
    let t = Tokens::new(&doc.text).ok()?;
    let modules: BTreeSet<&str> = (0..t.len())
        .filter(|&i| t.at(i) == "mod" && t.at(i + 2) == "{")
        .map(|i| t.at(i + 1))
        .collect();
    let mut edits = BTreeMap::new();
    // The standard library's imports: each path before its last name, and the names.
    let mut imports: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    let mut i = 0;
    while i < t.len() {
        let word = t.at(i);
        let next = t.at(i + 1);
        let starts_path = next == ":" && t.at(i + 2) == ":";
        if word == "macro_rules" || (matches!(word, "self" | "super") && starts_path) {
            return None;
        }
        let defines = matches!(
            word,
            "fn" | "struct" | "enum" | "union" | "type" | "const" | "static" | "trait"
        );
        if defines && PRELUDE.contains(&next) {
            return None;
        }
        if word == "pub" {
            let end = if next == "(" { t.partner[i + 1] } else { i };
            (i..=end).for_each(|k| drop(&mut edits, k));
            i = end + 1;
            continue;
        }
        if word == "mod" && t.at(i + 2) == "{" {
            if i > 0 && t.at(i - 1) == "]" {
                return None;
            }
            (i..i + 3).for_each(|k| drop(&mut edits, k));
            drop(&mut edits, t.partner[i + 2]);
            i += 3;
            continue;
        }
        if word == "use" && t.tokens[i].kind == Kind::Ident {
            let end = t.item_end(i);
            let first = t.at(i + 1);
            if first == "std" || first == "core" || first == "alloc" {
                add_import(&t, i + 1, end, &mut imports)?;
            } else if first != "crate" && !modules.contains(first) {
                return None;
            }
            (i..=end).for_each(|k| drop(&mut edits, k));
            i = end + 1;
            continue;
        }
        // A path through the file's modules: `crate::m::x` and `m::x` become `x`.
        let is_path = |k: usize| t.at(k + 1) == ":" && t.at(k + 2) == ":" && t.at(k + 3) != "<";
        if word == "crate" && is_path(i) && modules.contains(t.at(i + 3)) {
            (i..i + 3).for_each(|k| drop(&mut edits, k));
            i += 3;
            continue;
        }
        if modules.contains(word) && is_path(i) && (i == 0 || t.at(i - 1) != "mod") {
            (i..i + 3).for_each(|k| drop(&mut edits, k));
            i += 3;
            continue;
        }
        i += 1;
    }
    let mut names = BTreeSet::new();
    let mut header = String::new();
    for (path, leaves) in &imports {
        for leaf in leaves {
            // The name a leaf brings in: its own, its alias, the path's last for `self`, none
            // for `_`.
            let name = match leaf.rsplit_once(" as ") {
                Some((_, alias)) => alias,
                None if leaf == "self" => path.rsplit("::").next().unwrap_or(path),
                None => leaf,
            };
            if name != "_" && !names.insert(name.to_string()) {
                return None;
            }
        }
        let leaves: Vec<&str> = leaves.iter().map(String::as_str).collect();
        match leaves.as_slice() {
            ["self"] => header.push_str(&format!("use {path};")),
            [one] => header.push_str(&format!("use {path}::{one};")),
            _ => header.push_str(&format!("use {path}::{{{}}};", leaves.join(","))),
        }
    }
    let mut rendered = doc.render(&t.tokens, &edits);
    rendered.text.insert_str(0, &header);
    let rendered_tokens = crate::lexer::tokenize(&rendered.text).ok()?;
    Some(rendered.render_squeezed(&rendered_tokens, 0))
}

fn drop(edits: &mut BTreeMap<usize, Edit>, k: usize) {
    edits.insert(k, Edit::Drop);
}

/// Adds the leaves of the `use` path at tokens `from..end` (`end` its `;`) to `imports`:
/// `std::io::Write`, `std::io::{self, Write}`, `std::fmt::Write as _`. `None` for a path
/// globbed (`*`) or nested (braces in braces).
fn add_import(
    t: &Tokens<'_>,
    from: usize,
    end: usize,
    imports: &mut BTreeMap<String, BTreeSet<String>>,
) -> Option<()> {
    let is_word = |w: &str| w.starts_with(|c: char| c.is_alphanumeric() || c == '_');
    let mut text = String::new();
    for k in from..end {
        let w = t.at(k);
        if w == "*" {
            return None;
        }
        if k > from && is_word(t.at(k - 1)) && is_word(w) {
            text.push(' ');
        }
        text.push_str(w);
    }
    let (path, leaves) = match text.find('{') {
        Some(open) => {
            let inner = text[open + 1..].strip_suffix('}')?;
            if inner.contains('{') {
                return None;
            }
            let path = text[..open].strip_suffix("::")?;
            (path, inner.split(',').filter(|l| !l.is_empty()).collect())
        }
        None => {
            let (path, leaf) = text.rsplit_once("::")?;
            (path, vec![leaf])
        }
    };
    for leaf in leaves {
        // `std::io::{self}` is `std::io`: one import, however it is written.
        let (path, leaf) = match (leaf.strip_prefix("self"), path.rsplit_once("::")) {
            (Some(alias), Some((parent, last))) if alias.is_empty() || alias.starts_with(' ') => {
                (parent, format!("{last}{alias}"))
            }
            _ => (path, leaf.to_string()),
        };
        imports.entry(path.to_string()).or_default().insert(leaf);
    }
    Some(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn open(text: &str) -> String {
        match open_modules(Doc::file(text.to_string(), 0), "t", "2021") {
            Ok(doc) | Err((doc, _)) => doc.text,
        }
    }

    #[test]
    fn modules_open_into_one_with_the_standard_imports_once() {
        let text = "fn main() { a::b::f(&mut std::io::stdout()); }\n\
                    mod a { pub mod b { use std::io::{self, Write};\n\
                    pub fn f(out: &mut dyn Write) { crate::a::c::g(out) } }\n\
                    pub mod c { use std::io::Write; use crate::a::b;\n\
                    pub fn g(out: &mut dyn Write) { let _ = out.write_all(b\"x\"); } } }\n";
        assert_eq!(
            open(text),
            "use std::io;use std::io::Write;fn main(){f(&mut std::io::stdout());}fn f(out:&mut \
             dyn Write){g(out)}fn\ng(out:&mut dyn Write){let _=out.write_all(b\"x\");}\n"
        );
    }

    #[test]
    fn a_module_imported_alone_and_with_its_items_is_imported_once() {
        let text = "fn main() { a::f(); b::g(); }\n\
                    mod a { use std::io; pub fn f() { let _ = io::stdout(); } }\n\
                    mod b { use std::io::{self, Write}; \
                    pub fn g() { let _ = io::stdout().write_all(b\"\"); } }\n";
        assert_eq!(
            open(text),
            "use std::io;use std::io::Write;fn main(){f();g();}fn f(){let _=io::stdout();}fn \
             g(){let _=io::stdout().write_all(b\"\");}\n"
        );
    }

    #[test]
    fn a_module_that_names_an_item_as_the_prelude_does_keeps_the_modules() {
        // Opened, `b`'s `drop` would be `a`'s: it would compile and mean something else.
        let text = "fn main() { a::drop(1); b::f(); }\n\
                    mod a { pub fn drop(_: u8) {} }\nmod b { pub fn f() { drop(2); } }\n";
        assert_eq!(open(text), text);
    }

    #[test]
    fn a_name_two_modules_define_keeps_the_modules_and_says_so() {
        let text = "fn main() { a::f(); b::f(); }\n\
                    mod a { pub fn f() {} }\nmod b { pub fn f() {} }\n";
        assert_eq!(open(text), text);
        let why = open_modules(Doc::file(text.to_string(), 0), "t", "2021")
            .err()
            .map(|(_, why)| why);
        let why = why.expect("two modules that define one name are not opened");
        assert!(why.contains("`f` is defined multiple times"), "{}", why);
    }
}
