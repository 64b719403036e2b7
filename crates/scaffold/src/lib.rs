//! `scripts/new <name>`: a new problem, ready to be written. It creates
//!
//! - `problems/<name>/Cargo.toml`: the crate, with the `solver` and `textio` dependencies and the
//!   `catalog` feature that brings in its `tool` module (and `spec`, which it uses);
//! - `problems/<name>/src/lib.rs`: a `solve` that reports that it is not written yet;
//! - `problems/<name>/src/tool.rs`: the problem's tool side, behind the `catalog` feature: a
//!   `JUDGE` and an `INPUT` to fill in (and, where the problem needs them, its `write_input` and
//!   its `check_answer`);
//! - `problems/<name>/src/main.rs`: the program, `std::process::exit(textio::run(…))`;
//! - `problems/<name>/cases/sample-1.in` and `sample-1.out`, empty, for the statement's sample;
//! - `problems/<name>/bad/example.in` and `example.err`: a malformed input, and the first line
//!   of stderr it must produce, to fill in;
//!
//! and adds the problem to `crates/catalog`: its one dependency line (with
//! `features = ["catalog"]`, in name order), from which the catalog makes its list. `cargo test`
//! then builds, and fails naming what is left to write: the sample (`solve`), the bad input's
//! message, the input writer (`INPUT`, which `gen` and the tests use) and the judge's facts
//! (`JUDGE`). `scripts/new --remove <name>` undoes all of it for a problem whose `solve` is
//! still the scaffold's.
//!
//! The generated code compiles on rustc 1.53 (it goes into a submission) and is formatted as
//! `cargo fmt` would.

use std::fs;
use std::path::{Path, PathBuf};

/// The message of the scaffold's `solve`; `--remove` looks for it before deleting anything.
pub const NOT_WRITTEN: &str = "not written yet";

/// Names that cannot be a problem's: Rust's keywords (a problem's name is a module's name in
/// its submission) and the crates every Rust program already has.
const RESERVED: &str =
    "abstract alloc as async await become box break const continue core crate do dyn else \
     enum extern false final fn for gen if impl in let loop macro match mod move mut override \
     priv proc_macro pub ref return self static std struct super test trait true try type \
     typeof union unsafe unsized use virtual where while yield";

/// The longest name accepted.
const MAX_NAME: usize = 64;

pub use manifest::Workspace;

/// The catalog's manifest, where each problem has its line.
fn catalog_manifest(workspace: &Workspace) -> PathBuf {
    workspace.root().join("crates/catalog/Cargo.toml")
}

/// Creates problem `name` and adds its line to the catalog; returns the files created,
/// relative to the workspace.
///
/// # Errors
/// An invalid name, a problem or crate of that name already there, a catalog whose layout
/// is not the expected one (nothing is written then), or a failed write.
pub fn create(workspace: &Workspace, name: &str) -> Result<Vec<PathBuf>, String> {
    check_name(name)?;
    if workspace.folders("problems").iter().any(|p| p == name) {
        return Err(format!("problems/{name} already exists"));
    }
    if workspace.folders("crates").iter().any(|c| c == name) || name == "regression" {
        return Err(format!(
            "{name:?} is the name of a workspace crate; choose the judge's problem name"
        ));
    }
    // The catalog's new text first: a layout we cannot edit leaves everything untouched.
    let manifest_path = catalog_manifest(workspace);
    let manifest = add_dependency(&read(&manifest_path)?, name)?;
    let mut created = Vec::new();
    for (path, text) in files(name) {
        let full = workspace.root().join(&path);
        if let Some(parent) = full.parent() {
            fs::create_dir_all(parent)
                .map_err(|e| format!("cannot create {}: {e}", parent.display()))?;
        }
        fs::write(&full, text).map_err(|e| format!("cannot write {}: {e}", full.display()))?;
        created.push(path);
    }
    write(&manifest_path, &manifest)?;
    Ok(created)
}

/// Removes problem `name` and its catalog line, when its `solve` is still the scaffold's.
///
/// # Errors
/// An unknown problem, a problem already written (its `src/lib.rs` no longer says
/// [`NOT_WRITTEN`]: remove it by hand), a catalog without its line, or a failed write.
pub fn remove(workspace: &Workspace, name: &str) -> Result<(), String> {
    check_name(name)?;
    let dir = workspace.root().join("problems").join(name);
    if !dir.is_dir() {
        return Err(format!("there is no problems/{name}"));
    }
    let lib = read(&dir.join("src/lib.rs")).unwrap_or_default();
    if !lib.contains(NOT_WRITTEN) {
        return Err(format!(
            "problems/{name} is written (its src/lib.rs no longer says {NOT_WRITTEN:?}): \
             remove its folder and its catalog line by hand if you mean it"
        ));
    }
    let manifest_path = catalog_manifest(workspace);
    let manifest = remove_dependency(&read(&manifest_path)?, name)?;
    write(&manifest_path, &manifest)?;
    fs::remove_dir_all(&dir).map_err(|e| format!("cannot remove {}: {e}", dir.display()))
}

fn read(path: &Path) -> Result<String, String> {
    fs::read_to_string(path).map_err(|e| format!("cannot read {}: {e}", path.display()))
}

fn write(path: &Path, text: &str) -> Result<(), String> {
    fs::write(path, text).map_err(|e| format!("cannot write {}: {e}", path.display()))
}

/// Checks that `name` can be a problem's: its crate's, its folder's and its module's name.
///
/// # Errors
/// A message saying what a name must be.
pub fn check_name(name: &str) -> Result<(), String> {
    let mut bytes = name.bytes();
    let well_formed = bytes.next().is_some_and(|b| b.is_ascii_lowercase())
        && bytes.all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'_')
        && name.len() <= MAX_NAME;
    if !well_formed {
        return Err(format!(
            "{name:?} is not a valid problem name: lowercase ASCII letters, digits and `_`, \
             starting with a letter, at most {MAX_NAME} characters (like `luogu9999`)"
        ));
    }
    if RESERVED.split_whitespace().any(|word| word == name) {
        return Err(format!(
            "{name:?} is not a valid problem name: it is a Rust keyword or a built-in crate"
        ));
    }
    Ok(())
}

/// The files of a new problem, relative to the workspace, with their text.
pub fn files(name: &str) -> Vec<(PathBuf, String)> {
    let dir = PathBuf::from("problems").join(name);
    vec![
        (dir.join("Cargo.toml"), manifest(name)),
        (dir.join("src/lib.rs"), library(name)),
        (dir.join("src/tool.rs"), tool(name)),
        (dir.join("src/main.rs"), program(name)),
        (dir.join("cases/sample-1.in"), String::new()),
        (dir.join("cases/sample-1.out"), String::new()),
        (dir.join("bad/example.in"), "x\n".to_string()),
        (
            dir.join("bad/example.err"),
            format!("{name}: case 1, line 1: (what the program says of this input)\n"),
        ),
    ]
}

fn manifest(name: &str) -> String {
    format!(
        r#"[package]
name = "{name}"
description = "{name}: the judge, the problem and its grid, in one line."
version.workspace = true
edition.workspace = true
rust-version.workspace = true
license.workspace = true
publish.workspace = true

[dependencies]
solver.workspace = true
spec = {{ workspace = true, optional = true }}
textio.workspace = true

[features]
# The tool side (`src/tool.rs`: `JUDGE`, `INPUT`) for the tools, through the catalog; a
# submission has none.
catalog = ["dep:spec"]

[lints]
workspace = true
"#
    )
}

fn library(name: &str) -> String {
    format!(
        r#"//! {name}: the judge's problem. Say here what the input is, what the output is, and what
//! the statement promises (one solution, limits on the sizes).

use std::io::{{self, Write}};

use textio::Report;

#[cfg(feature = "catalog")]
pub mod tool;

/// Answers `input` on `out`. Read the input with `textio::Tokens` and report what is wrong
/// with it on `report`, naming the case and the line; solve with the `solver` library.
pub fn solve(_input: &[u8], _out: &mut dyn Write, report: &mut Report) -> io::Result<()> {{
    report.case_error(1, 1, "{NOT_WRITTEN}: write solve in src/lib.rs");
    Ok(())
}}
"#
    )
}

fn tool(name: &str) -> String {
    format!(
        r#"//! The tools' side of `{name}`: its judge (`JUDGE`) and its input as the tools write it
//! (`INPUT`); where the problem makes its own inputs, `write_input`, and where its judge accepts
//! any valid answer, `check_answer` (`Compare::Checker`) with its table of verdicts. Compiled
//! only with the crate's `catalog` feature, through which the catalog reads it: no submission
//! carries any of it.

use std::io;

use spec::format::{{no_footer, no_header, Grids, Input, InputFormat}};
use spec::judge::{{Compare, Judge, Rust}};

/// The judge's page for this problem. Fill in its name, page, limits and comparison, and what
/// a public source says of its Rust: `Rust::Takes(Compiler {{ .. }})` with the compiler named,
/// `Rust::No {{ languages }}`, or `Rust::Unconfirmed` when no source says either way.
pub const JUDGE: Judge = Judge {{
    name: "{name} (the judge and the problem's title)",
    url: "(the problem's page)",
    time_limit_ms: 1000,
    memory_limit_kib: 256 * 1024,
    compare: Compare::Exact,
    rust: Rust::Unconfirmed,
    same_puzzle: &[],
}};

/// What the tools need of this input: the grids it takes, how many puzzles one input holds,
/// and how a puzzle is written in it (`gen --format {name}` and the tests write with it). An
/// input that is not puzzles of a grid is `Input::Own(OwnInput {{ .. }})`, written by this
/// module's `write_input`.
pub const INPUT: Input = Input::Puzzles(InputFormat {{
    grids: Grids::Boxed {{ rows: 3, cols: 3 }},
    most_puzzles: 1,
    most_givens: None,
    header: no_header,
    puzzle: |_, _, _, _| {{
        Err(io::Error::new(
            io::ErrorKind::Other,
            "{NOT_WRITTEN}: write INPUT in src/tool.rs",
        ))
    }},
    footer: no_footer,
}});
"#
    )
}

fn program(name: &str) -> String {
    format!("fn main() {{\n    std::process::exit(textio::run(\"{name}\", {name}::solve));\n}}\n")
}

/// The catalog's dependency line for problem `name`.
fn dependency_line(name: &str) -> String {
    format!("{name} = {{ path = \"../../problems/{name}\", features = [\"catalog\"] }}")
}

/// The lines (from 0) of the problems' dependencies in the catalog's `manifest`, with their
/// names.
fn problem_lines(manifest: &str) -> Vec<(usize, String)> {
    manifest::Manifest::parse(manifest)
        .problem_dependencies()
        .into_iter()
        .map(|e| (e.line, e.key.clone()))
        .collect()
}

/// `manifest` (the catalog's `Cargo.toml`) with the dependency on problem `name`, in name order
/// among the problems'.
///
/// # Errors
/// When the manifest has no problem dependency to place it among.
pub fn add_dependency(manifest: &str, name: &str) -> Result<String, String> {
    let problems = problem_lines(manifest);
    let (last, _) = problems
        .last()
        .ok_or("crates/catalog/Cargo.toml lists no problem dependency to add one to")?;
    let at = problems
        .iter()
        .find(|(_, key)| key.as_str() > name)
        .map_or(last + 1, |(i, _)| *i);
    let line = dependency_line(name);
    let mut out: Vec<&str> = manifest.lines().collect();
    out.insert(at, &line);
    Ok(out.join("\n") + "\n")
}

/// `manifest` without the dependency on problem `name`.
///
/// # Errors
/// When it has none.
pub fn remove_dependency(manifest: &str, name: &str) -> Result<String, String> {
    let (at, _) = problem_lines(manifest)
        .into_iter()
        .find(|(_, key)| key == name)
        .ok_or_else(|| format!("crates/catalog/Cargo.toml has no dependency on {name}"))?;
    let mut lines: Vec<&str> = manifest.lines().collect();
    lines.remove(at);
    Ok(lines.join("\n") + "\n")
}

#[cfg(test)]
mod tests {
    use super::*;

    const MANIFEST: &str = "[package]\nname = \"catalog\"\n\n[dependencies]\ntextio.workspace = true\nalpha = { path = \"../../problems/alpha\", features = [\"catalog\"] }\ngamma = { path = \"../../problems/gamma\", features = [\"catalog\"] }\n\n[lints]\nworkspace = true\n";

    #[test]
    fn names_are_crate_and_module_names() {
        for good in ["luogu9999", "a", "p_1"] {
            assert_eq!(check_name(good), Ok(()), "{good}");
        }
        for bad in [
            "",
            "1abc",
            "Luogu",
            "a-b",
            "é",
            "a b",
            "_x",
            &"x".repeat(65),
        ] {
            let e = check_name(bad).unwrap_err();
            assert!(e.contains("lowercase ASCII letters"), "{bad}: {e}");
        }
        for reserved in ["core", "std", "fn", "self", "test"] {
            assert!(check_name(reserved).unwrap_err().contains("keyword"));
        }
    }

    #[test]
    fn a_dependency_goes_in_name_order_and_comes_out_again() {
        let beta = add_dependency(MANIFEST, "beta").unwrap();
        let keys: Vec<String> = problem_lines(&beta).into_iter().map(|(_, k)| k).collect();
        assert_eq!(keys, ["alpha", "beta", "gamma"]);
        let last = add_dependency(MANIFEST, "zeta").unwrap();
        assert!(last.contains("gamma\", features = [\"catalog\"] }\nzeta = { path = \"../../problems/zeta\", features = [\"catalog\"] }\n\n[lints]"), "{last}");
        let first = add_dependency(MANIFEST, "aa").unwrap();
        assert!(first.contains("textio.workspace = true\naa = "), "{first}");
        assert_eq!(remove_dependency(&beta, "beta").unwrap(), MANIFEST);
        assert!(remove_dependency(MANIFEST, "beta").is_err());
        assert!(add_dependency("[dependencies]\n", "beta").is_err());
    }

    /// A throwaway workspace with a catalog, removed on drop.
    struct Scratch(PathBuf);

    impl Scratch {
        fn new(tag: &str) -> Scratch {
            let dir = testkit::scratch::fresh(&format!("scaffold-{tag}"));
            for (path, text) in [
                ("crates/catalog/Cargo.toml", MANIFEST),
                ("crates/solver/src/lib.rs", ""),
                ("problems/alpha/src/lib.rs", "pub fn solve() {}\n"),
                ("problems/gamma/src/lib.rs", "pub fn solve() {}\n"),
            ] {
                let path = dir.join(path);
                fs::create_dir_all(path.parent().unwrap()).unwrap();
                fs::write(path, text).unwrap();
            }
            Scratch(dir)
        }
    }

    impl Drop for Scratch {
        fn drop(&mut self) {
            let _ = fs::remove_dir_all(&self.0);
        }
    }

    #[test]
    fn creates_a_problem_refuses_it_twice_and_removes_it_without_a_trace() {
        let scratch = Scratch::new("create");
        let ws = Workspace::new(&scratch.0);
        let created = create(&ws, "beta").unwrap();
        assert_eq!(created.len(), 8);
        for path in &created {
            assert!(scratch.0.join(path).is_file(), "{}", path.display());
        }
        let sample = scratch.0.join("problems/beta/cases/sample-1.in");
        assert_eq!(fs::read(sample).unwrap(), b"");
        let manifest = fs::read_to_string(scratch.0.join("crates/catalog/Cargo.toml")).unwrap();
        assert!(manifest.contains(&dependency_line("beta")));

        let again = create(&ws, "beta").unwrap_err();
        assert_eq!(again, "problems/beta already exists");
        assert!(create(&ws, "solver")
            .unwrap_err()
            .contains("workspace crate"));
        assert!(create(&ws, "Beta")
            .unwrap_err()
            .contains("not a valid problem name"));

        assert!(remove(&ws, "alpha").unwrap_err().contains("is written"));
        remove(&ws, "beta").unwrap();
        assert!(!scratch.0.join("problems/beta").exists());
        let manifest = fs::read_to_string(scratch.0.join("crates/catalog/Cargo.toml")).unwrap();
        assert_eq!(manifest, MANIFEST);
        assert!(remove(&ws, "beta")
            .unwrap_err()
            .contains("there is no problems/beta"));
    }

    #[test]
    fn a_catalog_it_cannot_edit_leaves_everything_untouched() {
        let scratch = Scratch::new("untouched");
        let odd = "[package]\nname = \"catalog\"\n\n[dependencies]\ntextio.workspace = true\n";
        fs::write(scratch.0.join("crates/catalog/Cargo.toml"), odd).unwrap();
        let e = create(&Workspace::new(&scratch.0), "beta").unwrap_err();
        assert!(e.contains("lists no problem dependency"), "{e}");
        assert!(!scratch.0.join("problems/beta").exists());
        let manifest = fs::read_to_string(scratch.0.join("crates/catalog/Cargo.toml")).unwrap();
        assert_eq!(manifest, odd);
    }

    #[test]
    fn the_library_and_its_tool_side_report_that_they_are_not_written() {
        let files = files("demo");
        let text = |path: &str| {
            let (_, text) = files
                .iter()
                .find(|(p, _)| p.ends_with(path))
                .unwrap_or_else(|| panic!("no {path}"));
            text.clone()
        };
        let (lib, tool) = (text("src/lib.rs"), text("src/tool.rs"));
        assert!(lib.contains(NOT_WRITTEN) && lib.contains("pub fn solve("));
        assert!(lib.contains("#[cfg(feature = \"catalog\")]\npub mod tool;"));
        assert!(tool.contains(NOT_WRITTEN) && tool.contains("pub const JUDGE: Judge"));
        assert!(tool.contains("pub const INPUT: Input"));
        for text in [&lib, &tool] {
            assert!(!text.contains("{name}"), "every placeholder is filled");
        }
    }
}
