//! The workspace's own rules that no compiler checks.

use std::path::{Path, PathBuf};

use crate::{target_scratch, workspace_root};

/// `cargo test` runs the default members only: a crate left out of them would go untested.
#[test]
fn every_crate_but_the_benchmarks_is_a_default_member() {
    let root = workspace_root();
    let manifest = manifest::Manifest::read(&root.join("Cargo.toml")).expect("the root manifest");
    let list = manifest::strings(
        manifest
            .get("workspace", "default-members")
            .expect("default-members is set"),
    );
    let mut missing = Vec::new();
    for entry in std::fs::read_dir(root.join("crates")).expect("crates/") {
        let name = entry.expect("a folder entry").file_name();
        let name = name.to_string_lossy();
        if name != "bench" && !list.contains(&format!("crates/{name}")) {
            missing.push(name.into_owned());
        }
    }
    assert!(
        list.iter().any(|m| m == "problems/*") && list.iter().any(|m| m == "tests"),
        "{list:?}"
    );
    assert!(missing.is_empty(), "not in default-members: {missing:?}");
}

/// The tests, the tools and the libraries walk the catalog and each problem's own data: none
/// names a problem in its code (the code of `tests/` and of every crate under `crates/` but
/// the catalog, which is the list), so that a problem is added, renamed or removed in its
/// folder and the catalog alone. A problem's own tests, in its folder, may name it.
#[test]
fn no_code_outside_the_catalog_names_a_problem() {
    let root = workspace_root();
    let mut folders = vec![root.join("tests")];
    let mut crates: Vec<PathBuf> = std::fs::read_dir(root.join("crates"))
        .expect("crates/")
        .map(|entry| entry.expect("a folder entry").path())
        .filter(|path| path.is_dir() && !path.ends_with("catalog"))
        .collect();
    crates.sort();
    assert!(crates.len() >= 5, "{crates:?}");
    folders.extend(crates);
    let folders: Vec<&Path> = folders.iter().map(PathBuf::as_path).collect();
    let names: Vec<&str> = catalog::PROBLEMS.iter().map(|p| p.name).collect();
    let found = names_in_code(&folders, &names);
    assert!(
        found.is_empty(),
        "problem names in code outside the catalog (read them from the catalog or the \
         problem's data):\n{}",
        found.join("\n")
    );
}

/// Where any of `names` appears as a whole word (not inside a longer identifier or number) in
/// the code of a `.rs` file under any of `folders`: string and character literals included,
/// comments and doc comments left out. One `path:line: name` per finding, in path order.
///
/// # Panics
/// When a folder or a file cannot be read.
pub fn names_in_code(folders: &[&Path], names: &[&str]) -> Vec<String> {
    let mut files = Vec::new();
    for folder in folders {
        rust_files(folder, &mut files);
    }
    files.sort();
    let mut found = Vec::new();
    for path in files {
        let source = std::fs::read_to_string(&path)
            .unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()));
        let code = without_comments(&source)
            .unwrap_or_else(|e| panic!("cannot lex {}: {e}", path.display()));
        for (i, line) in code.lines().enumerate() {
            for name in names {
                if has_word(line, name) {
                    found.push(format!("{}:{}: {name}", path.display(), i + 1));
                }
            }
        }
    }
    found
}

/// `source` with every comment (doc comments too) blanked out, line breaks kept so that lines
/// keep their numbers, and the rest as it is: the bundler's lexer tells comments from code.
fn without_comments(source: &str) -> Result<String, String> {
    let mut out = String::with_capacity(source.len());
    let mut from = 0;
    for t in bundle::lexer::tokenize(source)? {
        if t.kind == bundle::lexer::Kind::Comment {
            out.push_str(&source[from..t.start]);
            out.extend(source[t.start..t.end].chars().filter(|&c| c == '\n'));
            from = t.end;
        }
    }
    out.push_str(&source[from..]);
    Ok(out)
}

/// Every `.rs` file under `dir`, at any depth, pushed onto `files`.
fn rust_files(dir: &Path, files: &mut Vec<PathBuf>) {
    let entries =
        std::fs::read_dir(dir).unwrap_or_else(|e| panic!("cannot read {}: {e}", dir.display()));
    for entry in entries {
        let path = entry.expect("a readable folder entry").path();
        if path.is_dir() {
            rust_files(&path, files);
        } else if path.extension().is_some_and(|ext| ext == "rs") {
            files.push(path);
        }
    }
}

fn is_word_char(c: char) -> bool {
    c.is_alphanumeric() || c == '_'
}

/// Whether `word` occurs in `text` with no word character right before or after it.
fn has_word(text: &str, word: &str) -> bool {
    text.match_indices(word).any(|(at, _)| {
        let before = text[..at].chars().next_back();
        let after = text[at + word.len()..].chars().next();
        !before.is_some_and(is_word_char) && !after.is_some_and(is_word_char)
    })
}

#[test]
fn names_are_found_as_whole_words_in_code_only() {
    let dir = target_scratch("names-in-code");
    let nested = dir.join("nested");
    std::fs::create_dir_all(&nested).unwrap();
    std::fs::write(
        dir.join("a.rs"),
        "// alpha9 in a comment\nlet p = \"problems/alpha9/cases\";\nlet q = alpha90 + alpha9_x + xalpha9;\n",
    )
    .unwrap();
    std::fs::write(nested.join("b.rs"), "/* alpha9 */ fn beta7() {}\n").unwrap();
    std::fs::write(nested.join("c.txt"), "alpha9 beta7\n").unwrap();
    let found = names_in_code(&[&dir], &["alpha9", "beta7"]);
    assert_eq!(
        found,
        [
            format!("{}:2: alpha9", dir.join("a.rs").display()),
            format!("{}:1: beta7", nested.join("b.rs").display()),
        ]
    );
    assert!(names_in_code(&[&nested], &["alpha9"]).is_empty());
    assert!(has_word("(alpha9)", "alpha9") && !has_word("alpha9é", "alpha9"));
}
