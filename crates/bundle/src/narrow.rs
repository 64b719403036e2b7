//! Before rustc's first look: the library modules that nothing else names left out, so that the
//! first round of pruning checks about what the program needs rather than the whole library.
//!
//! A module directly inside a library crate's module is kept when code that stays names it,
//! names something a `use` of the library's root brings from it, or when it defines a macro;
//! the kept code grows until nothing more is named. Names are compared as words, so a variable
//! called like a module keeps it: a guess that keeps too much costs time only. A guess that
//! keeps too little makes the file fail to compile, and pruning then starts again from the
//! whole file: rustc still decides what the program uses.

use std::collections::{BTreeMap, HashSet};

use crate::doc::{Doc, Edit};
use crate::items::Tokens;
use crate::lexer::Kind;

/// A module directly inside a library crate's module: its name and its tokens, attributes
/// included.
struct Module<'a> {
    name: &'a str,
    first: usize,
    last: usize,
    needed: bool,
}

/// A `use` directly inside a library crate's module: its tokens, the modules of that library
/// it names (as indices into the modules), the other names in it, and whether it imports all
/// of a module's names (`*`).
struct RootUse<'a> {
    first: usize,
    last: usize,
    modules: Vec<usize>,
    names: Vec<&'a str>,
    glob: bool,
}

/// `doc` without the modules of `libraries` (crate modules at the top level of the file, `mod
/// solver { … }`) that nothing left in it names, and without their crate root's `use`s of
/// them; `None` when every module is named, or the text does not lex. `O(rounds · len)`, a
/// round per module newly found named.
pub fn unnamed_modules_out(doc: &Doc, libraries: &[String]) -> Option<Doc> {
    let t = Tokens::new(&doc.text).ok()?;
    let (mut modules, mut uses) = (Vec::new(), Vec::new());
    let mut i = 0;
    while i < t.len() {
        let is_library = libraries.iter().any(|l| l == t.at(i + 1));
        if t.at(i) == "mod" && is_library && t.at(i + 2) == "{" {
            let open = i + 2;
            let first_module = modules.len();
            let mut k = open + 1;
            while k < t.partner[open] {
                if t.at(k) == "mod" && t.at(k + 2) == "{" {
                    let body = t.partner[k + 2];
                    let needed = (k + 3..body).any(|j| t.at(j) == "macro_rules");
                    let (name, first, last) = (t.at(k + 1), t.item_start(k), body);
                    modules.push(Module {
                        name,
                        first,
                        last,
                        needed,
                    });
                    k = body + 1;
                } else if t.at(k) == "use" {
                    let (first, last) = (t.item_start(k), t.item_end(k));
                    uses.push((first, last, first_module));
                    k = last + 1;
                } else if t.tokens[k].kind == Kind::Open {
                    k = t.partner[k] + 1;
                } else {
                    k += 1;
                }
            }
            i = t.partner[open];
        } else if t.tokens[i].kind == Kind::Open {
            i = t.partner[i];
        }
        i += 1;
    }
    let uses: Vec<RootUse> = uses
        .into_iter()
        .map(|(first, last, from)| {
            let words = (first..=last).filter(|&j| t.tokens[j].kind == Kind::Ident);
            let (mut modules_named, mut names) = (Vec::new(), Vec::new());
            for word in words.map(|j| t.at(j)) {
                match modules[from..].iter().position(|m| m.name == word) {
                    Some(m) => modules_named.push(from + m),
                    None if !["pub", "use", "crate", "self", "super", "as"].contains(&word) => {
                        names.push(word)
                    }
                    None => {}
                }
            }
            let glob = (first..=last).any(|j| t.at(j) == "*");
            RootUse {
                first,
                last,
                modules: modules_named,
                names,
                glob,
            }
        })
        .collect();
    // Per token, the module it lies in, and whether it lies in a root's `use`.
    let mut owner = vec![None; t.len()];
    for (m, module) in modules.iter().enumerate() {
        owner[module.first..=module.last].fill(Some(m));
    }
    let mut in_use = vec![false; t.len()];
    for u in &uses {
        in_use[u.first..=u.last].fill(true);
    }
    loop {
        let named: HashSet<&str> = (0..t.len())
            .filter(|&j| t.tokens[j].kind == Kind::Ident && !in_use[j])
            .filter(|&j| owner[j].map_or(true, |m: usize| modules[m].needed))
            .map(|j| t.at(j))
            .collect();
        let mut found = Vec::new();
        for (m, module) in modules.iter().enumerate().filter(|(_, m)| !m.needed) {
            if named.contains(module.name) {
                found.push(m);
            }
        }
        for u in &uses {
            let brings = u.glob || u.names.iter().any(|n| named.contains(n));
            // A `use` kept for one of its modules needs every module it names.
            let keeps = u.modules.iter().any(|&m| modules[m].needed);
            if brings || keeps {
                found.extend(u.modules.iter().filter(|&&m| !modules[m].needed));
            }
        }
        if found.is_empty() {
            break;
        }
        for m in found {
            modules[m].needed = true;
        }
    }
    if modules.iter().all(|m| m.needed) {
        return None;
    }
    let mut edits = BTreeMap::new();
    let dropped_modules = modules
        .iter()
        .filter(|m| !m.needed)
        .map(|m| (m.first, m.last));
    let dropped_uses = uses
        .iter()
        .filter(|u| !u.modules.is_empty() && u.modules.iter().all(|&m| !modules[m].needed))
        .map(|u| (u.first, u.last));
    for (first, last) in dropped_modules.chain(dropped_uses) {
        for j in first..=last {
            edits.insert(j, Edit::Drop);
        }
    }
    Some(doc.render(&t.tokens, &edits))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn narrowed(text: &str) -> Option<String> {
        let libraries = ["lib".to_string()];
        unnamed_modules_out(&Doc::file(text.to_string(), 0), &libraries).map(|d| d.text)
    }

    #[test]
    fn leaves_out_what_nothing_names_and_keeps_what_is_named_through_others() {
        let text = "fn main() { lib::a::f(); Shown::new(); }\n\
                    mod lib { pub mod a { pub fn f() { crate::lib::b::g() } }\n\
                    pub mod b { pub fn g() {} }\n\
                    pub mod c { pub fn h() {} }\n\
                    pub mod d { pub struct Shown; }\n\
                    pub mod e { pub struct Hidden; }\n\
                    pub use d::Shown; pub use e::Hidden; }\n";
        let out = narrowed(text).unwrap();
        for kept in ["mod a", "mod b", "mod d", "use d::Shown"] {
            assert!(out.contains(kept), "{kept}: {out}");
        }
        for gone in ["mod c", "mod e", "Hidden"] {
            assert!(!out.contains(gone), "{gone}: {out}");
        }
    }

    #[test]
    fn keeps_every_module_a_glob_or_a_macro_may_need() {
        assert_eq!(
            narrowed("fn main() {}\nmod lib { pub mod a {} pub use a::*; }\n"),
            None
        );
        assert_eq!(
            narrowed("fn main() {}\nmod lib { pub mod m { macro_rules! x { () => {} } } }\n"),
            None
        );
        // Other crates' modules, and code outside any library, are not candidates.
        assert_eq!(
            narrowed("mod other { pub mod z {} }\nfn main() {}\nmod lib {}\n"),
            None
        );
    }
}
