//! Dead code out, as rustc says: the file is checked by the stable rustc with the dead-code and
//! unused-import lints on, every item it names unused is deleted, and again, until it names
//! nothing. rustc's analysis is exact (it resolves names and types, follows trait objects,
//! generic bounds and constants in array lengths), and deleting dead code cannot change what a
//! program does, on any compiler.
//!
//! An item goes with what cannot stand without it: a type or a trait with the `impl` blocks
//! beside it that are for it or of it, and a trait's method with its definitions in the trait's
//! `impl`s. A field never read or a variant never built cannot go alone (the code that writes or
//! matches it stays): its type is marked `#[allow(dead_code)]` instead.

use std::collections::BTreeMap;
use std::path::PathBuf;
use std::process::Command;
use std::sync::atomic::{AtomicUsize, Ordering};

use crate::assemble::Files;
use crate::doc::{Doc, Edit};
use crate::items::Tokens;
use crate::json::Json;
use crate::lexer::tokenize;

/// Rounds of checking and deleting before giving up: each round deletes everything dead that
/// rustc sees, so two or three do; more means something keeps coming back.
const MOST_ROUNDS: usize = 12;

/// The lints whose findings are deleted (the other warnings are read past: `-A warnings` would
/// silence these too).
const LINTS: [&str; 6] = [
    "-W",
    "dead_code",
    "-W",
    "unused_imports",
    "-W",
    "unused_macros",
];

/// A scratch folder for one rustc run, removed when dropped.
struct Scratch(PathBuf);

impl Scratch {
    fn new(name: &str) -> Result<Scratch, String> {
        static NEXT: AtomicUsize = AtomicUsize::new(0);
        let n = NEXT.fetch_add(1, Ordering::Relaxed);
        let dir = std::env::temp_dir().join(format!("bundle-{}-{name}-{n}", std::process::id()));
        std::fs::create_dir_all(&dir)
            .map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
        Ok(Scratch(dir))
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// Runs the `rustc` on the PATH on `doc` as crate `name` with `args`, in an environment without
/// Cargo's variables (a judge has none: `env!("CARGO_…")` fails there, so it fails here), and
/// returns its diagnostics, errors and warnings.
///
/// # Errors
/// rustc not running, or failing without a diagnostic.
pub fn rustc(doc: &Doc, name: &str, args: &[&str]) -> Result<Vec<Json>, String> {
    let scratch = Scratch::new(name)?;
    let source = scratch.0.join(format!("{name}.rs"));
    std::fs::write(&source, &doc.text)
        .map_err(|e| format!("cannot write {}: {e}", source.display()))?;
    let mut command = Command::new("rustc");
    for (key, _) in std::env::vars_os() {
        if key.to_string_lossy().starts_with("CARGO_") && key != "CARGO_HOME" {
            command.env_remove(key);
        }
    }
    let output = command
        .args([
            "--crate-name",
            name,
            "--crate-type",
            "bin",
            "--error-format=json",
        ])
        .args(args)
        .arg("--out-dir")
        .arg(&scratch.0)
        .arg(&source)
        .current_dir(&scratch.0)
        .output()
        .map_err(|e| format!("cannot run rustc: {e}"))?;
    let diagnostics: Vec<Json> = String::from_utf8_lossy(&output.stderr)
        .lines()
        .filter_map(Json::parse)
        .collect();
    if !output.status.success() && errors(&diagnostics).next().is_none() {
        return Err(format!(
            "rustc failed: {}",
            String::from_utf8_lossy(&output.stderr).trim()
        ));
    }
    Ok(diagnostics)
}

/// The errors among `diagnostics` that point somewhere.
pub fn errors(diagnostics: &[Json]) -> impl Iterator<Item = &Json> {
    diagnostics
        .iter()
        .filter(|d| d.get("level").text() == Some("error") && !d.get("spans").items().is_empty())
}

/// The primary span of a diagnostic.
fn primary(diagnostic: &Json) -> &Json {
    let spans = diagnostic.get("spans").items();
    spans
        .iter()
        .find(|s| s.get("is_primary") == &Json::Bool(true))
        .unwrap_or(&spans[0])
}

/// rustc's error at its place in the crates: `problems/x/src/lib.rs:12: error[E0599]: …`.
pub fn describe(error: &Json, doc: &Doc, files: &Files) -> String {
    let span = primary(error);
    let line = span.get("line_start").number().unwrap_or(1);
    let place = doc
        .origins
        .get(line.saturating_sub(1))
        .map_or_else(|| "the file".to_string(), |&o| files.place(o));
    let code = error
        .get("code")
        .get("code")
        .text()
        .map_or(String::new(), |c| format!("[{c}]"));
    let label = span
        .get("label")
        .text()
        .map_or(String::new(), |l| format!(" ({l})"));
    let text = span
        .get("text")
        .items()
        .first()
        .and_then(|t| t.get("text").text())
        .unwrap_or("")
        .trim();
    format!(
        "{place}: error{code}: {}{label}\n    {text}",
        error.get("message").text().unwrap_or("")
    )
}

/// `doc` without what rustc finds unused, checked in edition 2018 (the oldest a judge runs: an
/// import that 2018 needs and 2021's prelude makes redundant stays). Its first `kept` tokens
/// (a judge's driver) are analysed, never edited.
///
/// # Errors
/// What [`rustc`] reports, or rounds that never end.
pub fn prune(mut doc: Doc, kept: usize, files: &Files, name: &str) -> Result<Doc, String> {
    let mut args = vec!["--edition", "2018", "--emit=metadata"];
    args.extend(LINTS);
    for round in 0..MOST_ROUNDS {
        let diagnostics = rustc(&doc, name, &args)?;
        let t = Tokens::new(&doc.text, tokenize(&doc.text)?)?;
        let protected = t.tokens.get(kept).map_or(usize::MAX, |k| k.start);
        let mut edits = BTreeMap::new();
        for error in errors(&diagnostics) {
            // What deleting leaves behind: an import of a deleted item (used only by code
            // deleted with it), an `impl` elsewhere for a deleted type. The first round's
            // errors are the code's own.
            let at = primary(error)
                .get("byte_start")
                .number()
                .and_then(|b| t.starting_at(b));
            match (round, error.get("code").get("code").text(), at) {
                (1.., Some("E0432"), Some(at)) => delete_import(&t, at, &mut edits),
                (1.., Some("E0405" | "E0412" | "E0433"), Some(at)) if t.impl_head(at).is_some() => {
                    drop_item(&t, t.impl_head(at).unwrap_or(at), &mut edits);
                }
                _ => return Err(describe(error, &doc, files)),
            }
        }
        // Beside an error, rustc's suggestions take the broken import as it stands: fix first.
        let repairing = !edits.is_empty();
        let warnings = diagnostics
            .iter()
            .filter(|d| d.get("level").text() == Some("warning"));
        for warning in warnings.filter(|_| !repairing) {
            let lint = warning.get("code").get("code").text().unwrap_or("");
            let message = warning.get("message").text().unwrap_or("");
            if lint == "unused_imports" {
                for span in warning
                    .get("children")
                    .items()
                    .iter()
                    .flat_map(|c| c.get("spans").items())
                {
                    if span.get("suggested_replacement").text() == Some("") {
                        let (from, to) = (
                            span.get("byte_start").number().unwrap_or(0),
                            span.get("byte_end").number().unwrap_or(0),
                        );
                        for (k, token) in t.tokens.iter().enumerate() {
                            if token.start >= from.max(protected) && token.end <= to {
                                edits.insert(k, Edit::Drop);
                            }
                        }
                    }
                }
                continue;
            }
            if lint != "dead_code" && lint != "unused_macros" {
                continue;
            }
            let partial = ["field", "variant", "multiple field", "multiple variant"]
                .iter()
                .any(|p| message.starts_with(p));
            for span in warning
                .get("spans")
                .items()
                .iter()
                .filter(|s| s.get("is_primary") == &Json::Bool(true))
            {
                let Some(at) = span
                    .get("byte_start")
                    .number()
                    .filter(|&b| b >= protected)
                    .and_then(|b| t.starting_at(b))
                else {
                    continue;
                };
                if partial {
                    if let Some(open) = t.enclosing(at) {
                        edits
                            .entry(t.item_start(open))
                            .or_insert_with(|| Edit::Before("#[allow(dead_code)] ".into()));
                    }
                } else {
                    delete(&t, at, &mut edits);
                }
            }
        }
        if edits.is_empty() {
            return Ok(without_empty_blocks(doc));
        }
        doc = doc.render(&t.tokens, &edits);
    }
    Err(format!(
        "rustc still finds dead code after {MOST_ROUNDS} rounds of deleting it"
    ))
}

/// Drops the item whose name or keyword is token `at`.
fn drop_item(t: &Tokens, at: usize, edits: &mut BTreeMap<usize, Edit>) {
    for j in t.item_start(at)..=t.item_end(at) {
        edits.insert(j, Edit::Drop);
    }
}

/// Drops the path of a `use` that starts at token `at` (with its `as` name and a comma), or
/// the whole `use` when it is all there is to it.
fn delete_import(t: &Tokens, at: usize, edits: &mut BTreeMap<usize, Edit>) {
    let mut end = at;
    while end + 1 < t.len() && !matches!(t.at(end + 1), "," | "}" | ";") {
        end = if t.at(end + 1) == "{" {
            t.partner[end + 1]
        } else {
            end + 1
        };
    }
    let (from, to) = match (t.at(at - 1), t.at(end + 1)) {
        (_, ";") => (t.item_start(at), end + 1),
        (_, ",") => (at, end + 1),
        (",", _) => (at - 1, end),
        _ => (at, end),
    };
    for j in from..=to {
        edits.insert(j, Edit::Drop);
    }
}

/// Drops the item named by token `at`, and what cannot stand without it.
fn delete(t: &Tokens, at: usize, edits: &mut BTreeMap<usize, Edit>) {
    let drop_item = |edits: &mut BTreeMap<usize, Edit>, k: usize| drop_item(t, k, edits);
    drop_item(edits, at);
    let name = t.at(at);
    let block = t.enclosing(at);
    if matches!(
        t.at(at.wrapping_sub(1)),
        "struct" | "enum" | "union" | "type" | "trait"
    ) {
        for i in t.impls_in(block) {
            let (trait_name, type_name) = t.impl_names(i);
            if type_name == name || trait_name == Some(name) {
                drop_item(edits, i);
            }
        }
    }
    if let Some(trait_name) = block.and_then(|b| t.trait_of_body(b)) {
        for i in t.all_impls() {
            if t.impl_names(i).0 == Some(trait_name) {
                let body = t.partner[t.item_end(i)];
                if let Some(member) = t.member(body, name) {
                    drop_item(edits, member);
                }
            }
        }
    }
}

/// `doc` without the modules and inherent `impl` blocks that deleting has emptied (an empty
/// trait `impl`, `impl Eq for X {}`, says something and stays).
fn without_empty_blocks(mut doc: Doc) -> Doc {
    loop {
        let Ok(t) = tokenize(&doc.text).and_then(|tokens| Tokens::new(&doc.text, tokens)) else {
            return doc;
        };
        let mut edits = BTreeMap::new();
        for j in 0..t.len() {
            if matches!(t.at(j), "mod" | "impl") {
                let end = t.item_end(j);
                if t.at(end) == "}"
                    && t.partner[end] + 1 == end
                    && (t.at(j) == "mod"
                        || (t.all_impls().contains(&j) && t.impl_names(j).0.is_none()))
                {
                    for k in t.item_start(j)..=end {
                        edits.insert(k, Edit::Drop);
                    }
                }
            }
        }
        if edits.is_empty() {
            return doc;
        }
        doc = doc.render(&t.tokens, &edits);
    }
}
