//! Dead code out, as rustc says: the stable rustc checks the file with its dead-code and
//! unused-import lints, every item it names is deleted, and again, until it names nothing.
//! rustc's analysis is exact (names, types, trait objects, generic bounds, constants in array
//! lengths), and deleting dead code cannot change what a program does, on any compiler. A field
//! never read or a variant never built cannot go alone: its type is allowed dead code instead.

use std::collections::BTreeMap;
use std::io::Write;
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};

use crate::assemble::Files;
use crate::doc::{Doc, Edit};
use crate::items::Tokens;
use crate::json::Json;
use crate::narrow::unnamed_modules_out;

/// Rounds of checking and deleting before giving up: each round deletes everything dead that
/// rustc sees, so a few do; more means something keeps coming back.
const MOST_ROUNDS: usize = 12;

/// The lints whose findings are deleted (the other warnings are read past: `-A warnings` would
/// silence these too).
const LINTS: &str = "-W dead_code -W unused_imports -W unused_macros";

/// What is read of one of rustc's diagnostics.
pub struct Diagnostic {
    pub error: bool,
    /// The lint (`dead_code`) or the error's code (`E0432`), empty when there is none.
    pub code: String,
    pub message: String,
    /// Where each primary span starts, in bytes; the line (from 1) of the first.
    pub starts: Vec<usize>,
    line: usize,
    /// The byte ranges its suggestions would delete.
    removals: Vec<(usize, usize)>,
    /// The first primary span's label and source line.
    context: String,
}

impl Diagnostic {
    fn read(json: &Json) -> Option<Diagnostic> {
        let primary: Vec<&Json> = json
            .each("spans")
            .filter(|s| s.str("is_primary") == "true")
            .collect();
        let first = primary.first()?;
        let source = first.each("text").next().map_or("", |t| t.str("text"));
        let suggested = json.each("children").flat_map(|c| c.each("spans"));
        let code = json.get("code").str("code");
        Some(Diagnostic {
            error: json.str("level") == "error",
            code: if code == "null" { "" } else { code }.to_string(),
            message: json.str("message").to_string(),
            starts: primary
                .iter()
                .filter_map(|s| s.number("byte_start"))
                .collect(),
            line: first.number("line_start").unwrap_or(1),
            removals: suggested
                .filter(|s| s.get("suggested_replacement") == &Json::Text(String::new()))
                .filter_map(|s| Some((s.number("byte_start")?, s.number("byte_end")?)))
                .collect(),
            context: format!(" ({})\n    {}", first.str("label"), source.trim())
                .replace(" (null)", ""),
        })
    }

    /// The error at its place in the crates: `problems/x/src/lib.rs:12: error[E0599]: …`.
    pub fn describe(&self, doc: &Doc, files: &Files) -> String {
        let place = doc
            .origins
            .get(self.line - 1)
            .map_or_else(|| "the file".to_string(), |&o| files.place(o));
        let code = format!("[{}]", self.code).replace("[]", "");
        format!("{place}: error{code}: {}{}", self.message, self.context)
    }
}

/// Runs the `rustc` on the PATH on `doc` (from standard input) as crate `name` with `args`, in
/// an environment without Cargo's variables (a judge has none: `env!("CARGO_…")` fails there,
/// so it fails here), and returns its diagnostics that point somewhere, errors and warnings.
///
/// # Errors
/// rustc not running, or failing without an error that points somewhere.
pub fn rustc(doc: &Doc, name: &str, args: &[&str]) -> Result<Vec<Diagnostic>, String> {
    let mut command = Command::new("rustc");
    for (key, _) in std::env::vars_os() {
        if key.to_string_lossy().starts_with("CARGO_") && key != "CARGO_HOME" {
            command.env_remove(key);
        }
    }
    // rustc writes its output and intermediate files to the folder it runs in: one of its own
    // for each run, so that runs of the same crate at the same time never share them. Never
    // `/dev/null`: rustc renames its output into place, and as root that replaces the device
    // with a regular file that every later reader of `/dev/null` then reads.
    static RUNS: AtomicUsize = AtomicUsize::new(0);
    let run = RUNS.fetch_add(1, Ordering::Relaxed);
    let dir = std::env::temp_dir().join(format!("bundle-{}-{run}", std::process::id()));
    std::fs::create_dir_all(&dir).map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
    let common = "--crate-type bin --error-format=json -".split(' ');
    let child = command.args(["--crate-name", name]).args(common).args(args);
    let mut child = child
        .current_dir(&dir)
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| format!("cannot run rustc: {e}"))?;
    // rustc reads all of its input before it writes a diagnostic; input it did not take
    // shows as its own failure.
    if let Some(mut stdin) = child.stdin.take() {
        let _ = stdin.write_all(doc.text.as_bytes());
    }
    let output = child.wait_with_output().map_err(|e| format!("rustc: {e}"));
    let _ = std::fs::remove_dir_all(&dir);
    let output = output?;
    let stderr = String::from_utf8_lossy(&output.stderr);
    let diagnostics: Vec<Diagnostic> = stderr
        .lines()
        .filter_map(|l| Diagnostic::read(&Json::parse(l)?))
        .collect();
    if !output.status.success() && !diagnostics.iter().any(|d| d.error) {
        return Err(format!("rustc failed: {}", stderr.trim()));
    }
    Ok(diagnostics)
}

/// The number of warnings rustc gives on `doc` (as [`rustc`] runs it), `None` when it gives
/// an error or fails: a rewrite of a file is accepted only with no error and no more warnings
/// than the file had (a derive left out can leave a field never read).
pub fn warnings(doc: &Doc, name: &str, args: &[&str]) -> Option<usize> {
    let diagnostics = rustc(doc, name, args).ok()?;
    if diagnostics.iter().any(|d| d.error) {
        return None;
    }
    Some(diagnostics.len())
}

/// `doc` without what rustc finds unused, checked in edition 2018 (the oldest a judge runs: an
/// import that 2018 needs and 2021's prelude makes redundant stays). Its first `kept` tokens
/// (a judge's driver) are analysed, never edited. The modules of the crates `libraries` that
/// nothing names go first ([`narrow`](crate::narrow)), so that rustc's first round checks about
/// the program rather than the whole library; should that leave out too much, the rounds start
/// again from the whole file.
///
/// # Errors
/// The code's own first error, at its place in the crates, or rounds that never end.
pub fn prune(
    doc: Doc,
    kept: usize,
    files: &Files,
    name: &str,
    libraries: &[String],
) -> Result<Doc, String> {
    match unnamed_modules_out(&doc, libraries) {
        Some(narrowed) => {
            rounds(narrowed, kept, files, name).or_else(|_| rounds(doc, kept, files, name))
        }
        None => rounds(doc, kept, files, name),
    }
}

/// [`prune`]'s rounds of checking and deleting, on `doc` as it is.
fn rounds(mut doc: Doc, kept: usize, files: &Files, name: &str) -> Result<Doc, String> {
    let mut args = vec!["--edition", "2018", "--emit=metadata"];
    args.extend(LINTS.split(' '));
    for round in 0..MOST_ROUNDS {
        let diagnostics = rustc(&doc, name, &args)?;
        let t = Tokens::new(&doc.text)?;
        let protected = t.tokens.get(kept).map_or(usize::MAX, |k| k.start);
        let impl_of = |i| (i, t.enclosing(i), t.impl_names(i));
        let impls: Vec<_> = t.impls().into_iter().map(impl_of).collect();
        let mut edits = BTreeMap::new();
        for error in diagnostics.iter().filter(|d| d.error) {
            // What deleting leaves behind: an import of a deleted item (used only by code
            // deleted with it), an `impl` elsewhere for a deleted type. The first round's
            // errors are the code's own.
            let at = t.starting_at(error.starts[0]);
            match (
                round,
                error.code.as_str(),
                at.map(|at| (at, t.impl_head(at))),
            ) {
                // One error names every path of a `use` that no longer resolves.
                (1.., "E0432", Some(_)) => {
                    for at in error.starts.iter().filter_map(|&b| t.starting_at(b)) {
                        delete_import(&t, at, &mut edits);
                    }
                }
                // A type not found is E0412 up to rustc 1.94, E0425 from 1.95 on.
                (1.., "E0405" | "E0412" | "E0425" | "E0433", Some((_, Some(head)))) => {
                    drop_item(&t, head, &mut edits)
                }
                _ => return Err(error.describe(&doc, files)),
            }
        }
        // Beside an error, rustc's suggestions take the broken import as it stands: fix first.
        let repairing = !edits.is_empty();
        for warning in diagnostics.iter().filter(|d| !d.error && !repairing) {
            let starts = warning
                .starts
                .iter()
                .filter(|&&b| b >= protected)
                .filter_map(|&b| t.starting_at(b));
            match warning.code.as_str() {
                "unused_imports" => {
                    for &(from, to) in &warning.removals {
                        let inside = |k: &usize| {
                            t.tokens[*k].start >= from.max(protected) && t.tokens[*k].end <= to
                        };
                        drop_range(&mut edits, (0..t.len()).filter(inside));
                    }
                }
                "dead_code"
                    if ["field", "variant", "multiple f", "multiple v"]
                        .iter()
                        .any(|p| warning.message.starts_with(p)) =>
                {
                    for start in starts.filter_map(|at| Some(t.item_start(t.enclosing(at)?))) {
                        let allowed = format!("#[allow(dead_code)] {}", t.at(start));
                        let origin = doc.origin_at(&doc.line_starts(), t.tokens[start].start);
                        edits
                            .entry(start)
                            .or_insert(Edit::Replace(Doc::line(&allowed, origin)));
                    }
                }
                "dead_code" | "unused_macros" => {
                    starts.for_each(|at| delete(&t, &impls, at, &mut edits))
                }
                _ => {}
            }
        }
        if edits.is_empty() {
            return Ok(doc);
        }
        // Modules and `impl`s that deleting emptied go with it, in the same round: an import
        // only they used is then unused, for the next round to delete.
        doc = without_empty_blocks(doc.render(&t.tokens, &edits));
    }
    Err(format!(
        "rustc still finds dead code after {MOST_ROUNDS} rounds of deleting it"
    ))
}

fn drop_range(edits: &mut BTreeMap<usize, Edit>, tokens: impl IntoIterator<Item = usize>) {
    for k in tokens {
        edits.insert(k, Edit::Drop);
    }
}

/// Drops the item whose name or keyword is token `at`.
fn drop_item(t: &Tokens, at: usize, edits: &mut BTreeMap<usize, Edit>) {
    drop_range(edits, t.item_start(at)..=t.item_end(at));
}

/// Drops the path of a `use` that starts at token `at`, with a comma beside it, or the whole
/// `use` when the path is all there is to it.
fn delete_import(t: &Tokens, at: usize, edits: &mut BTreeMap<usize, Edit>) {
    let mut end = at;
    while end + 1 < t.len() && !matches!(t.at(end + 1), "," | "}" | ";") {
        end = if t.at(end + 1) == "{" {
            t.partner[end + 1]
        } else {
            end + 1
        };
    }
    let range = match (t.at(at - 1), t.at(end + 1)) {
        (_, ";") => t.item_start(at)..=end + 1,
        (_, ",") => at..=end + 1,
        (",", _) => at - 1..=end,
        _ => at..=end,
    };
    drop_range(edits, range);
}

/// The `impl`s of a round's file, found once: `impl` token, block, trait and type names.
type Impls<'a> = [(usize, Option<usize>, (Option<&'a str>, &'a str))];

/// Drops the item named by token `at`, and what cannot stand without it: for a type or a trait,
/// the `impl`s beside it for it or of it; for a trait's method, its definitions in the trait's
/// `impl`s.
fn delete(t: &Tokens, impls: &Impls, at: usize, edits: &mut BTreeMap<usize, Edit>) {
    drop_item(t, at, edits);
    let (name, block) = (t.at(at), t.enclosing(at));
    if matches!(
        t.at(at.wrapping_sub(1)),
        "struct" | "enum" | "union" | "type" | "trait"
    ) {
        for &(i, _, (trait_name, type_name)) in impls.iter().filter(|imp| imp.1 == block) {
            if type_name == name || trait_name == Some(name) {
                drop_item(t, i, edits);
            }
        }
    }
    if let Some(trait_name) = block.and_then(|b| t.trait_of_body(b)) {
        for &(i, ..) in impls.iter().filter(|imp| (imp.2).0 == Some(trait_name)) {
            if let Some(member) = t.member(t.partner[t.item_end(i)], name) {
                drop_item(t, member, edits);
            }
        }
    }
}

/// `doc` without the modules and inherent `impl` blocks that deleting has emptied (an empty
/// trait `impl`, `impl Eq for X {}`, says something and stays).
fn without_empty_blocks(mut doc: Doc) -> Doc {
    loop {
        let Ok(t) = Tokens::new(&doc.text) else {
            return doc;
        };
        let impls = t.impls();
        let mut edits = BTreeMap::new();
        for j in (0..t.len()).filter(|&j| matches!(t.at(j), "mod" | "impl")) {
            let end = t.item_end(j);
            let empty = t.at(end) == "}" && t.partner[end] + 1 == end;
            let inherent = impls.contains(&j) && t.impl_names(j).0.is_none();
            if empty && (t.at(j) == "mod" || inherent) {
                drop_item(&t, j, &mut edits);
            }
        }
        if edits.is_empty() {
            return doc;
        }
        doc = doc.render(&t.tokens, &edits);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pruned(text: &str) -> Result<String, String> {
        let files = Files {
            names: vec!["main.rs".to_string()],
            root: std::env::temp_dir(),
        };
        let doc = Doc::file(text.to_string(), 0);
        prune(doc, 0, &files, "demo", &["lib".to_string()]).map(|d| d.text)
    }

    #[test]
    fn deletes_what_the_program_does_not_use_and_keeps_what_it_does() {
        let text = "fn main() { lib::a::f(); }\n\
                    mod lib { pub mod a { pub fn f() {} pub fn unused() {} }\n\
                    pub mod b { pub fn g() {} } }\n";
        let out = pruned(text).unwrap();
        assert!(out.contains("fn f()") && !out.contains("unused") && !out.contains("mod b"));
    }

    #[test]
    fn a_module_nothing_names_but_the_program_needs_is_kept_by_starting_again() {
        // `shown` is never named: only its `impl` makes `{}` of `a::X` compile.
        let text = "fn main() { println!(\"{}\", lib::a::X); }\n\
                    mod lib { pub mod a { pub struct X; }\n\
                    pub mod shown { impl std::fmt::Display for crate::lib::a::X {\n\
                    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result { write!(f, \"x\") } } }\n\
                    pub mod unused { pub fn h() {} } }\n";
        let out = pruned(text).unwrap();
        assert!(out.contains("impl std::fmt::Display"), "{out}");
        assert!(!out.contains("mod unused"), "{out}");
    }

    #[test]
    fn the_program_s_own_error_is_reported() {
        let error = pruned("fn main() { lib::missing(); }\nmod lib {}\n").unwrap_err();
        assert!(
            error.contains("main.rs:1") && error.contains("E0425"),
            "{error}"
        );
    }
}
