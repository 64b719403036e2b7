//! Single-file submissions: a problem's program and the library code it uses, for judges that
//! compile one file with plain `rustc`.
//!
//! The file is made in three steps, and the analysis of what the program uses is rustc's own:
//!
//! 1. **One file** ([`assemble`]): the submission's root file (`src/main.rs`) at the top, and each
//!    crate it depends on, the problem's own first, as a private module `mod solver { … }`, its
//!    module files written in place. Private at the top, so that rustc's dead-code lint sees
//!    every unused item (a `pub mod` at the root would hide them). Comments, `#[cfg(test)]` and
//!    `#[cfg(feature = "…")]` items (a judge has no Cargo, so no features) are left out.
//! 2. **Dead code out** ([`prune`]): the library modules that no code names go first
//!    ([`narrow`]); then rustc checks the file with its dead-code and unused-import lints,
//!    everything it names is deleted, and again, until it names nothing.
//! 3. **Compiled as the judge compiles it**: plain `rustc`, the judge's newest edition, no
//!    Cargo variables in the environment. A file that fails is never written: the error names
//!    rustc's message and the file and line in the crates where the code lives.
//!
//! A function submission ([`Shape`]) is analysed and compiled after its judge's side of the
//! file, its driver, and written without it. Code is indented with tabs, to save bytes against
//! a judge's source limit; a bundle over [`COMPACT_ABOVE_PERCENT`] of its limit is laid out
//! more tightly, one [`Layout`] after the other, until it is under that mark or has none left.
//! The tightest ones rewrite the code, each checked by rustc: white space only where tokens
//! would run together, one module instead of the crates' (`flatten`), names of one or two
//! characters (`rename`) and no derive the program does not use (`derives`).

mod assemble;
mod derives;
mod doc;
mod flatten;
mod items;
mod json;
pub mod lexer;
mod narrow;
mod prune;
mod rename;

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use manifest::Manifest;
use spec::judge::{Rust, DEFAULT_EDITION, DEFAULT_SOURCE_LIMIT};

use crate::assemble::{Files, Library};
use crate::doc::{Doc, NOWHERE};
use crate::items::Tokens;

/// How full of its judge's source limit a bundle may be before it is laid out more tightly
/// ([`Layout`]), to leave room under the limit for what comes next.
pub const COMPACT_ABOVE_PERCENT: usize = 90;

/// How a bundle's code is laid out: the loosest that leaves it under
/// [`COMPACT_ABOVE_PERCENT`] of its judge's limit, or the tightest.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Layout {
    /// As the crates write it, indented with tabs.
    Indented,
    /// The libraries' lines without indentation and empty lines, the problem's own unchanged.
    Compact,
    /// Cut to what rustc reads, for a tight limit: white space only between tokens that would
    /// run together, then, while still over the mark, one module, short names and no unused
    /// derive, each checked by rustc. Unreadable, and always the same for the same code.
    Squeezed,
}

/// Why a bundle could not be made: the message names the file and line when there is one.
pub type Error = String;

/// A bundled problem: the file's text, the library modules it draws on, and its shape.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Bundle {
    /// The whole submission.
    pub text: String,
    /// The library modules with something carried, as `crate::module`, sorted.
    pub modules: Vec<String>,
    /// A program, or a function the judge's file completes.
    pub shape: Shape,
    /// The judge's source limit, in bytes, that `text` is within.
    pub limit: usize,
    /// How its code is laid out.
    pub layout: Layout,
}

impl Bundle {
    /// The file that compiles to a runnable program here: the submission itself for a
    /// [`Shape::Program`]; for a [`Shape::Function`], the judge's side (the driver) and then
    /// the submission.
    pub fn program(&self) -> String {
        match &self.shape {
            Shape::Program => self.text.clone(),
            Shape::Function { driver } => format!("{driver}\n{}", self.text),
        }
    }
}

/// What a problem's submission is: a **program**, `src/main.rs` at the top of the file; or,
/// when its `Cargo.toml` has a `[package.metadata.bundle]` table naming a `root` file (the
/// judge's template filled in) and a `driver` (what the judge adds: `struct Solution`, a
/// `main`), a **function**: the root file, then the crates as modules, for the judge's file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Shape {
    /// A whole program with its `main`.
    Program,
    /// A part of the judge's file; `driver` is the rest of it, as far as compiling and running
    /// it here goes (the types the submission implements and a `main`).
    Function { driver: String },
}

pub use manifest::Workspace;

/// The single-file submission of problem `name`, in the shape its crate declares, checked
/// by compiling it with the `rustc` on the PATH in its judge's newest edition and held to
/// its judge's source limit (2021 and 64 KiB for a problem the catalog does not know yet,
/// or a judge that declares none).
///
/// Takes a few seconds: rustc checks the file once per round of deleting (two to four) and
/// compiles it once (to an object file in a temporary folder, then deleted).
///
/// # Errors
/// An unknown problem, a dependency that is not a workspace path dependency, a bad
/// `[package.metadata.bundle]`, code that does not compile as one file (rustc's first
/// error, at its file and line in the crates), or a file over the limit.
pub fn bundle(workspace: &Workspace, name: &str) -> Result<Bundle, Error> {
    bundle_with(workspace, name, Compile::Last)
}

/// Whether [`bundle_with`] compiles the finished file once more, as its judge would.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Compile {
    /// Compile it: [`bundle`]'s promise that the file it gives compiles.
    Last,
    /// Leave that to the caller, which compiles the file on every compiler that matters (the
    /// tests do, with `-D warnings`): there the last compile would prove nothing more. The
    /// rounds of pruning have compiled all but its header and layout.
    ByCaller,
}

/// [`bundle`], with its last compile as `compile` says.
///
/// # Errors
/// As [`bundle`]; with [`Compile::ByCaller`], an error only the last compile finds is the
/// caller's to find.
pub fn bundle_with(workspace: &Workspace, name: &str, compile: Compile) -> Result<Bundle, Error> {
    make(workspace, name, compile, Layout::Indented)
}

/// [`bundle`], laid out at least as tightly as `layout` (the tightest is [`Layout::Squeezed`]
/// with every step of it, wherever the bundle stands against its judge's limit): the smallest
/// file, for a judge with a limit we do not know of.
///
/// # Errors
/// As [`bundle`].
pub fn bundle_laid_out(workspace: &Workspace, name: &str, layout: Layout) -> Result<Bundle, Error> {
    make(workspace, name, Compile::Last, layout)
}

/// [`bundle_with`], laid out at least as tightly as `least`.
fn make(
    workspace: &Workspace,
    name: &str,
    compile: Compile,
    least: Layout,
) -> Result<Bundle, Error> {
    let dir = workspace.root().join("problems").join(name);
    if !dir.join("Cargo.toml").is_file() {
        return Err(format!(
            "no problem called {name:?} in {}",
            workspace.root().display()
        ));
    }
    let mut files = Files {
        names: Vec::new(),
        root: workspace.root().to_path_buf(),
    };
    let manifest = Manifest::read(&dir.join("Cargo.toml"))?;
    let (root, shape) = submission(&dir, &manifest, &files)?;
    let crates = crates(workspace, &dir, &manifest)?;
    // The judge's side of the file first: analysed and compiled with it, written without.
    let driver = match &shape {
        Shape::Function { driver } => format!("{driver}\n"),
        Shape::Program => String::new(),
    };
    let mut doc = Doc::line("", NOWHERE);
    doc.push_str(&driver, NOWHERE);
    let kept = lexer::tokenize(&driver)?.len();
    let parent = root.parent().unwrap_or(&dir).to_path_buf();
    doc.push_doc(&assemble::file(&mut files, &root, &parent, None)?);
    let names: Vec<String> = crates.iter().map(|(n, _)| n.clone()).collect();
    for (name, dir) in &crates {
        let (src, crates) = (dir.join("src"), &names);
        if src.join("lib.rs").is_file() {
            let library = Library { name, crates };
            let body = assemble::file(&mut files, &src.join("lib.rs"), &src, Some(&library))?;
            doc.push_str(&format!("\nmod {name} {{\n"), body.origins[0]);
            doc.push_doc(&body);
            doc.push_str("}\n", NOWHERE);
        }
    }
    let crate_name = name.replace('-', "_");
    let judge = catalog::find(name).map(|p| p.judge);
    let limit = judge.map_or(DEFAULT_SOURCE_LIMIT, |j| j.source_limit());
    let mut pruned = prune::prune(doc, kept, &files, &crate_name, &names)?;
    let mut t = Tokens::new(&pruned.text)?;
    let modules = library_modules(&t, &names[1..]);
    let edition = match judge.map(|j| j.rust) {
        Some(Rust::Takes(compiler)) => compiler.newest_edition(),
        _ => DEFAULT_EDITION,
    };
    let edition = edition.to_string();
    let mut header = format!(
        "// {name}: the single-file submission, generated by `scripts/bundle {name}` from\n\
         // problems/{name} and the workspace libraries; do not edit.\n\
         // Library modules: {}.\n\n",
        modules.join(", ")
    );
    // Each layout in turn, until the bundle leaves room under its judge's limit.
    let room = limit / 100 * COMPACT_ABOVE_PERCENT;
    // Whether the step to layout `step` is taken: asked for, or the bundle is past the mark.
    let needs = |doc: &Doc, header: &str, step: Layout| {
        least >= step || doc.text.len() - driver.len() + header.len() > room
    };
    let mut layout = Layout::Indented;
    if needs(&pruned, &header, Layout::Compact) {
        layout = Layout::Compact;
        // The problem's own files keep their layout; the libraries' lines lose theirs.
        let own = format!("problems/{name}/");
        let indented = |o: doc::Origin| {
            files
                .names
                .get(o.file)
                .map_or(true, |f| f.starts_with(&own))
        };
        pruned = pruned.render_laid_out(&t.tokens, &BTreeMap::new(), indented);
        t = Tokens::new(&pruned.text)?;
    }
    // Why the crates' modules were left apart, when that is tried and fails.
    let mut unopened = None;
    if needs(&pruned, &header, Layout::Squeezed) {
        layout = Layout::Squeezed;
        pruned = pruned.render_squeezed(&t.tokens, kept);
        header = format!("// {name}: by scripts/bundle\n");
        // While still past the mark, the rewrites rustc checks, one after another.
        if needs(&pruned, &header, Layout::Squeezed) && kept == 0 {
            pruned = match flatten::open_modules(pruned, &crate_name, &edition) {
                Ok(opened) => opened,
                Err((kept_apart, why)) => {
                    unopened = Some(why);
                    kept_apart
                }
            };
        }
        if needs(&pruned, &header, Layout::Squeezed) {
            pruned = rename::shorten_names(pruned, kept, &crate_name, &edition);
        }
        if needs(&pruned, &header, Layout::Squeezed) {
            pruned = derives::without_unused_derives(pruned, kept, &crate_name, &edition);
        }
        if needs(&pruned, &header, Layout::Squeezed) {
            pruned = derives::without_debug_checks(pruned, kept, &crate_name, &edition);
        }
        t = Tokens::new(&pruned.text)?;
    }
    let body_start = t.tokens.get(kept).map_or(pruned.text.len(), |t| t.start);
    let body_line = pruned.text[..body_start].matches('\n').count();
    let mut checked = Doc::line("", NOWHERE);
    checked.push_str(&format!("{driver}{header}"), NOWHERE);
    checked.push_doc(&Doc {
        text: pruned.text[body_start..].to_string(),
        origins: pruned.origins[body_line..].to_vec(),
    });
    let args = ["--edition", &edition, "--emit=obj"];
    if compile == Compile::Last {
        let diagnostics = prune::rustc(&checked, &crate_name, &args)?;
        if let Some(error) = diagnostics.iter().find(|d| d.error) {
            return Err(error.describe(&checked, &files));
        }
    }
    let text = checked.text[driver.len()..].to_string();
    if text.len() > limit {
        let (size, modules) = (text.len(), modules.join(", "));
        let judge = judge.map_or("an undeclared judge (64 KiB assumed)", |j| j.name);
        let apart = unopened.map_or_else(String::new, |why| {
            format!("; its modules were not opened into one: {why}")
        });
        return Err(format!(
            "the bundle is {size} bytes, over the {limit}-byte source limit of {judge}; \
             modules: {modules}{apart}"
        ));
    }
    Ok(Bundle {
        text,
        modules,
        shape,
        limit,
        layout,
    })
}

/// The problem crate at `dir` and every crate it depends on, directly or not, as (name as
/// paths spell it, folder): the problem first, the others by name.
fn crates(
    workspace: &Workspace,
    dir: &Path,
    manifest: &Manifest,
) -> Result<Vec<(String, PathBuf)>, Error> {
    let package = |m: &Manifest, d: &Path| {
        let name = m.string("package", "name").map(|n| n.replace('-', "_"));
        name.ok_or_else(|| format!("{} has no package name", d.join("Cargo.toml").display()))
    };
    let mut found = vec![(package(manifest, dir)?, dir.to_path_buf())];
    let mut pending = vec![(manifest.clone(), dir.to_path_buf())];
    while let Some((m, d)) = pending.pop() {
        for (dep, _) in m.required_dependencies() {
            let dep_dir = m
                .dependency_dir(&d, &dep, workspace.root())
                .ok_or_else(|| {
                    let manifest = d.join("Cargo.toml");
                    format!(
                        "{} depends on {dep}, which is not a path dependency in the workspace; \
                     a judge has no crates",
                        manifest.display()
                    )
                })?;
            if found.iter().all(|(_, f)| *f != dep_dir) {
                let dep_manifest = Manifest::read(&dep_dir.join("Cargo.toml"))?;
                found.push((package(&dep_manifest, &dep_dir)?, dep_dir.clone()));
                pending.push((dep_manifest, dep_dir));
            }
        }
    }
    found[1..].sort();
    Ok(found)
}

/// The submission's root file and its shape, from the problem's `[package.metadata.bundle]`
/// (see [`Shape`]); `src/main.rs` and a program without it.
fn submission(dir: &Path, manifest: &Manifest, files: &Files) -> Result<(PathBuf, Shape), Error> {
    let table = "package.metadata.bundle";
    let at = files.display(&dir.join("Cargo.toml"));
    let other = manifest
        .table(table)
        .find(|e| e.key != "root" && e.key != "driver");
    if let Some(other) = other {
        return Err(format!(
            "{at}: [{table}] has no key {:?} (only root and driver)",
            other.key
        ));
    }
    let (root, driver) = (
        manifest.string(table, "root"),
        manifest.string(table, "driver"),
    );
    match (root, driver) {
        (None, None) => Ok((dir.join("src").join("main.rs"), Shape::Program)),
        (Some(root), Some(driver)) => {
            let path = dir.join(driver);
            let driver = std::fs::read_to_string(&path)
                .map_err(|e| format!("{at}: cannot read the driver {}: {e}", path.display()))?;
            Ok((dir.join(root), Shape::Function { driver }))
        }
        _ => Err(format!(
            "{at}: [{table}] declares a root without a driver or a driver without a root; a \
             function-shaped submission needs both"
        )),
    }
}

/// The modules directly inside each crate module of `libraries` that `t` holds, as
/// `crate::module`, sorted.
fn library_modules(t: &Tokens, libraries: &[String]) -> Vec<String> {
    let mut modules = Vec::new();
    for i in (0..t.len()).filter(|&i| t.at(i) == "mod" && t.enclosing(i).is_none()) {
        if libraries.iter().any(|l| l == t.at(i + 1)) {
            let open = i + 2;
            for j in open + 1..t.partner[open] {
                if t.at(j) == "mod" && t.enclosing(j) == Some(open) {
                    modules.push(format!("{}::{}", t.at(i + 1), t.at(j + 1)));
                }
            }
        }
    }
    modules.sort();
    modules
}
