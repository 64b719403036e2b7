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
//! 2. **Dead code out** ([`prune`]): rustc checks the file with its dead-code and unused-import
//!    lints, everything it names is deleted, and again, until it names nothing.
//! 3. **Compiled as the judge compiles it**: plain `rustc`, the judge's newest edition, no
//!    Cargo variables in the environment. A file that fails is never written: the error names
//!    rustc's message and the file and line in the crates where the code lives.
//!
//! A problem whose judge takes a function rather than a program (LeetCode) declares another
//! root file and the judge's side of the file, a driver ([`Shape`]): the file is analysed and
//! compiled with the driver in front, and the bundle leaves it out. The library code is
//! indented with tabs, as rustfmt's `hard_tabs` lays it out, to save bytes against a judge's
//! source limit.

mod assemble;
mod doc;
mod items;
mod json;
pub mod lexer;
mod prune;

use std::fmt;
use std::path::{Path, PathBuf};

use manifest::Manifest;
use textio::judge::Rust;

use crate::assemble::{Files, Library};
use crate::doc::{Doc, Origin};
use crate::items::Tokens;

/// Why a bundle could not be made: the message names the file and line when there is one.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Error(pub String);

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for Error {}

/// A bundled problem: the file's text, the library modules it draws on, and its shape.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Bundle {
    /// The whole submission.
    pub text: String,
    /// The library modules with something carried, as `crate::module`, sorted.
    pub modules: Vec<String>,
    /// A program, or a function the judge's file completes.
    pub shape: Shape,
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

    /// Fails when the file is over `limit` bytes, the source limit of the judge called `judge`.
    ///
    /// # Errors
    /// A message with the file's size, the limit and the modules carried.
    pub fn check_size(&self, limit: usize, judge: &str) -> Result<(), Error> {
        if self.text.len() <= limit {
            return Ok(());
        }
        Err(Error(format!(
            "the bundle is {} bytes, over the {limit}-byte source limit of {judge}; modules: {}",
            self.text.len(),
            self.modules.join(", ")
        )))
    }
}

/// What a problem's submission is, as its crate declares it in `Cargo.toml`.
///
/// Without a `[package.metadata.bundle]` table the submission is a **program**: `src/main.rs` at
/// the top of the file, with a `main` of its own. A judge that takes a function (LeetCode)
/// compiles the submission inside a file of its own that defines the types the submission
/// implements (LeetCode's `struct Solution`) and the `main`; such a problem declares
///
/// ```toml
/// [package.metadata.bundle]
/// root = "src/solution.rs"   # the file at the top of the submission: the judge's template
/// driver = "driver.rs"       # what the judge adds, to compile and run the submission here
/// ```
///
/// and its submission is a **function**: the root file, then the crates as modules.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Shape {
    /// A whole program with its `main`.
    Program,
    /// A part of the judge's file; `driver` is the rest of it, as far as compiling and running
    /// it here goes (the types the submission implements and a `main`).
    Function { driver: String },
}

/// A workspace laid out as this one: problems under `problems/<name>/`, each a crate with
/// `src/main.rs` and usually `src/lib.rs`, and libraries as path dependencies.
#[derive(Clone, Debug)]
pub struct Workspace {
    root: PathBuf,
}

impl Workspace {
    /// The workspace at `root`.
    pub fn new(root: impl Into<PathBuf>) -> Self {
        Workspace { root: root.into() }
    }

    /// The names of the problems: the folders of `problems/` holding a `Cargo.toml`, sorted.
    ///
    /// # Errors
    /// When `problems/` cannot be read.
    pub fn problems(&self) -> Result<Vec<String>, Error> {
        let dir = self.root.join("problems");
        let entries = std::fs::read_dir(&dir)
            .map_err(|e| Error(format!("cannot read {}: {e}", dir.display())))?;
        let mut names: Vec<String> = entries
            .filter_map(|entry| entry.ok())
            .filter(|entry| entry.path().join("Cargo.toml").is_file())
            .filter_map(|entry| entry.file_name().to_str().map(str::to_string))
            .collect();
        names.sort();
        Ok(names)
    }

    /// The single-file submission of problem `name`, in the shape its crate declares, checked
    /// by compiling it with the `rustc` on the PATH in its judge's newest edition (2021 for a
    /// problem the catalog does not know yet, or a judge that declares none).
    ///
    /// Takes a few seconds: rustc checks the file once per round of deleting (two or three) and
    /// compiles it once.
    ///
    /// # Errors
    /// An unknown problem, a dependency that is not a workspace path dependency, a bad
    /// `[package.metadata.bundle]`, or code that does not compile as one file: rustc's first
    /// error, at its file and line in the crates.
    pub fn bundle(&self, name: &str) -> Result<Bundle, Error> {
        let dir = self.root.join("problems").join(name);
        if !dir.join("Cargo.toml").is_file() {
            return Err(Error(format!(
                "no problem called {name:?} in {}",
                self.root.display()
            )));
        }
        let mut files = Files::new(&self.root);
        let manifest = Manifest::read(&dir.join("Cargo.toml")).map_err(Error)?;
        let (root, shape) = self.submission(&dir, &manifest)?;
        let crates = self.crates(&dir, &manifest)?;
        let nowhere = Origin {
            file: usize::MAX,
            line: 0,
        };
        let mut doc = Doc::line("", nowhere);
        if let Shape::Function { driver } = &shape {
            doc.push_str(driver, nowhere);
            doc.push_str("\n", nowhere);
        }
        let kept = lexer::tokenize(&doc.text).map_err(Error)?.len();
        let parent = root.parent().unwrap_or(&dir).to_path_buf();
        doc.push_doc(&assemble::file(&mut files, &root, &parent, None).map_err(Error)?);
        let names: Vec<String> = crates.iter().map(|(n, _)| n.clone()).collect();
        for (crate_name, crate_dir) in &crates {
            let lib = crate_dir.join("src").join("lib.rs");
            if lib.is_file() {
                let library = Library {
                    name: crate_name,
                    crates: &names,
                };
                let body = assemble::file(&mut files, &lib, &crate_dir.join("src"), Some(&library))
                    .map_err(Error)?;
                doc.push_str(&format!("\nmod {crate_name} {{\n"), body.origins[0]);
                doc.push_doc(&body);
                doc.push_str("}\n", nowhere);
            }
        }
        let crate_name = name.replace('-', "_");
        let pruned = prune::prune(doc, kept, &files, &crate_name).map_err(Error)?;
        let tokens = lexer::tokenize(&pruned.text).map_err(Error)?;
        let body_start = tokens.get(kept).map_or(pruned.text.len(), |t| t.start);
        let t = Tokens::new(&pruned.text, tokens).map_err(Error)?;
        let modules = library_modules(&t, &names[1..]);
        let header = format!(
            "// {name}: the single-file submission, generated by `scripts/bundle {name}` from\n\
             // problems/{name} and the workspace libraries; do not edit.\n\
             // Library modules: {}.\n\n",
            modules.join(", ")
        );
        let mut checked = Doc::line("", nowhere);
        if let Shape::Function { driver } = &shape {
            checked.push_str(driver, nowhere);
            checked.push_str("\n", nowhere);
        }
        checked.push_str(&header, nowhere);
        let body_line = pruned.text[..body_start].matches('\n').count();
        let body = Doc {
            text: pruned.text[body_start..].to_string(),
            origins: pruned.origins[body_line..].to_vec(),
        };
        checked.push_doc(&body);
        let edition = catalog::find(name)
            .and_then(|p| match p.judge.rust {
                Rust::Takes(compiler) => compiler.editions.last().copied(),
                _ => None,
            })
            .unwrap_or(2021)
            .to_string();
        let diagnostics =
            prune::rustc(&checked, &crate_name, &["--edition", &edition]).map_err(Error)?;
        if let Some(error) = prune::errors(&diagnostics).next() {
            return Err(Error(prune::describe(error, &checked, &files)));
        }
        Ok(Bundle {
            text: format!("{header}{}", body.text),
            modules,
            shape,
        })
    }

    /// The submission's root file and its shape, from the problem's `[package.metadata.bundle]`
    /// (see [`Shape`]); `src/main.rs` and a program without it.
    fn submission(&self, dir: &Path, manifest: &Manifest) -> Result<(PathBuf, Shape), Error> {
        let display = self
            .root
            .join("problems")
            .join(dir.file_name().unwrap_or_default());
        let display = display
            .strip_prefix(&self.root)
            .unwrap_or(&display)
            .join("Cargo.toml");
        let table = "package.metadata.bundle";
        if let Some(other) = manifest
            .table(table)
            .find(|e| e.key != "root" && e.key != "driver")
        {
            return Err(Error(format!(
                "{}: [{table}] has no key {:?} (only root and driver)",
                display.display(),
                other.key
            )));
        }
        match (
            manifest.string(table, "root"),
            manifest.string(table, "driver"),
        ) {
            (None, None) => Ok((dir.join("src").join("main.rs"), Shape::Program)),
            (Some(root), Some(driver)) => {
                let path = dir.join(driver);
                let driver = std::fs::read_to_string(&path).map_err(|e| {
                    Error(format!(
                        "{}: cannot read the driver {}: {e}",
                        display.display(),
                        path.display()
                    ))
                })?;
                Ok((dir.join(root), Shape::Function { driver }))
            }
            _ => Err(Error(format!(
                "{}: [{table}] declares a root without a driver or a driver without a root; a \
                 function-shaped submission needs both",
                display.display()
            ))),
        }
    }

    /// The problem crate at `dir` and every crate it depends on, directly or not, as (name as
    /// paths spell it, folder): the problem first, the others by name.
    fn crates(&self, dir: &Path, manifest: &Manifest) -> Result<Vec<(String, PathBuf)>, Error> {
        let package = |m: &Manifest, d: &Path| {
            m.string("package", "name")
                .map(|n| n.replace('-', "_"))
                .ok_or_else(|| {
                    Error(format!(
                        "{} has no package name",
                        d.join("Cargo.toml").display()
                    ))
                })
        };
        let mut found = vec![(package(manifest, dir)?, dir.to_path_buf())];
        let mut pending = vec![(manifest.clone(), dir.to_path_buf())];
        while let Some((m, d)) = pending.pop() {
            for (dep, _) in m.dependencies() {
                let dep_dir = m.dependency_dir(&d, &dep, &self.root).ok_or_else(|| {
                    Error(format!(
                        "{} depends on {dep}, which is not a path dependency in the workspace; a judge has no crates",
                        d.join("Cargo.toml").display()
                    ))
                })?;
                if found.iter().all(|(_, f)| *f != dep_dir) {
                    let dep_manifest =
                        Manifest::read(&dep_dir.join("Cargo.toml")).map_err(Error)?;
                    found.push((package(&dep_manifest, &dep_dir)?, dep_dir.clone()));
                    pending.push((dep_manifest, dep_dir));
                }
            }
        }
        found[1..].sort();
        Ok(found)
    }
}

/// The modules directly inside each crate module of `libraries` that `t` holds, as
/// `crate::module`, sorted.
fn library_modules(t: &Tokens, libraries: &[String]) -> Vec<String> {
    let mut modules = Vec::new();
    for i in 0..t.len() {
        if t.at(i) == "mod"
            && t.enclosing(i).is_none()
            && libraries.iter().any(|l| l == t.at(i + 1))
        {
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
