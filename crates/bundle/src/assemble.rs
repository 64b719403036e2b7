//! One file from many: the submission's root file at the top, and each crate it depends on as a
//! private module, `mod solver { … }`, its module files written in place of their `mod name;`.
//!
//! On the way: comments and inner attributes of the crates are left out (a doc comment is an
//! attribute rustc would read), items a build by plain `rustc` compiles out (`#[cfg(test)]`,
//! `#[cfg(feature = "…")]`: a judge has no Cargo, so no features) are dropped with their
//! attribute, and paths are made to work from inside a module: `crate::x` in crate `solver`
//! becomes `crate::solver::x`, and `textio::x` (another crate of the bundle) `crate::textio::x`.
//! The root file keeps its own paths: at the top of the file, `solver::x` already names the
//! module.

use std::collections::BTreeMap;
use std::fs;
use std::path::{Path, PathBuf};

use crate::doc::{Doc, Edit, Origin};
use crate::items::Tokens;
use crate::lexer::Kind;

/// The files read so far, by the index an [`Origin`] holds, as paths relative to the workspace.
pub struct Files {
    pub names: Vec<String>,
    /// The workspace's root folder.
    pub root: PathBuf,
}

impl Files {
    /// `path` relative to the workspace, for messages.
    pub fn display(&self, path: &Path) -> String {
        path.strip_prefix(&self.root)
            .unwrap_or(path)
            .display()
            .to_string()
    }

    /// `file:line` of `origin`.
    pub fn place(&self, origin: Origin) -> String {
        match self.names.get(origin.file) {
            Some(name) => format!("{name}:{}", origin.line),
            None => "the generated header".to_string(),
        }
    }

    /// Reads `path` as a new file.
    pub fn read(&mut self, path: &Path) -> Result<Doc, String> {
        let text = fs::read_to_string(path)
            .map_err(|e| format!("cannot read {}: {e}", self.display(path)))?;
        self.names.push(self.display(path));
        Ok(Doc::file(text, self.names.len() - 1))
    }
}

/// The crate a file belongs to, when it is a library going in as a module.
pub struct Library<'a> {
    /// Its name as paths spell it.
    pub name: &'a str,
    /// The names of every crate of the bundle.
    pub crates: &'a [String],
}

/// The file at `path` made ready to stand in the single file, its `mod name;` declarations
/// filled in from `dir` (where its child modules' files are). `library` is `None` for the
/// submission's root file.
///
/// # Errors
/// A file that cannot be read or lexed, or a module whose file is missing, named by file and
/// line.
pub fn file(
    files: &mut Files,
    path: &Path,
    dir: &Path,
    library: Option<&Library>,
) -> Result<Doc, String> {
    let doc = files.read(path)?;
    let name = files.display(path);
    let t = Tokens::new(&doc.text).map_err(|e| format!("{name}: {e}"))?;
    let starts = doc.line_starts();
    let origin = |i: usize| doc.origin_at(&starts, t.tokens[i].start);
    let mut edits = BTreeMap::new();
    let drop = |edits: &mut BTreeMap<usize, Edit>, range: std::ops::RangeInclusive<usize>| {
        range.for_each(|k| {
            edits.insert(k, Edit::Drop);
        })
    };
    let mut i = 0;
    while i < t.len() {
        let next = |k: usize| t.at(i + k);
        let continues_path =
            i > 0 && (t.at(i - 1) == "." || (t.at(i - 1) == ":" && t.at(i - 2) == ":"));
        let path_root = match library {
            Some(l) if next(1) == ":" && next(2) == ":" && !continues_path => {
                let other = l.crates.iter().find(|c| *c == next(0)).map(String::as_str);
                if next(0) == "crate" {
                    Some(l.name)
                } else {
                    other
                }
            }
            _ => None,
        };
        if t.tokens[i].kind == Kind::Comment {
            edits.insert(i, Edit::Drop);
        } else if (next(0), next(1), next(2)) == ("#", "!", "[") && library.is_some() {
            drop(&mut edits, i..=t.partner[i + 2]);
            i = t.partner[i + 2];
        } else if (next(0), next(1), next(2), next(3)) == ("#", "[", "cfg", "(")
            && matches!((next(4), next(5)), ("test", ")") | ("feature", "="))
        {
            // Compiled out by a judge's plain rustc (no tests, no Cargo features): dropped
            // rather than carried. Any other `cfg` is rustc's to decide.
            let end = t.item_end(t.partner[i + 1] + 1);
            drop(&mut edits, i..=end);
            i = end;
        } else if (next(0), next(1), next(2)) == ("#", "[", "path") {
            let at = origin(i).line;
            return Err(format!(
                "{name}:{at}: `#[path]`: a module must be in its own file's place"
            ));
        } else if next(0) == "mod"
            && t.tokens.get(i + 1).is_some_and(|n| n.kind == Kind::Ident)
            && next(2) == ";"
        {
            let child = next(1).trim_start_matches("r#");
            let (flat, nested) = (
                dir.join(format!("{child}.rs")),
                dir.join(child).join("mod.rs"),
            );
            let path = match (flat.is_file(), nested.is_file()) {
                (true, false) => flat,
                (false, true) => nested,
                _ => {
                    let (at, flat, nested) =
                        (origin(i).line, files.display(&flat), files.display(&nested));
                    return Err(format!(
                        "{name}:{at}: module {child}: one of {flat} or {nested} must exist"
                    ));
                }
            };
            let body = file(files, &path, &dir.join(child), library)?;
            let mut block = Doc::line(" {", origin(i + 2));
            block.push_str("\n", body.origins[0]);
            block.push_doc(&body);
            block.push_str("}", origin(i + 2));
            edits.insert(i + 2, Edit::Replace(block));
            i += 2;
        } else if let Some(root) = path_root {
            edits.insert(
                i,
                Edit::Replace(Doc::line(&format!("crate::{root}"), origin(i))),
            );
        }
        i += 1;
    }
    Ok(doc.render(&t.tokens, &edits))
}
