//! The one reader of Cargo manifests in the workspace's tools, the finder of the workspace's
//! root when a command runs, and the one [`Workspace`] the tools work on.
//!
//! A manifest is read as the subset of TOML that Cargo manifests here use: `[table]` headers,
//! `key = value` lines (dotted keys such as `solver.workspace` kept whole), `#` comments, and
//! values that are strings, numbers, booleans, inline tables `{ … }` or arrays `[ … ]` (which
//! may run over several lines). A value is kept as its text; [`unquote`], [`inline`] and
//! [`strings`] read the parts of it.
//!
//! ```
//! let m = manifest::Manifest::parse("[package]\nname = \"demo\"\n[dependencies]\nsolver = { path = \"../solver\" }\n");
//! assert_eq!(m.string("package", "name").as_deref(), Some("demo"));
//! assert_eq!(m.dependencies()[0].0, "solver");
//! ```

use std::fs;
use std::path::{Path, PathBuf};

/// One `key = value` of a manifest.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Entry {
    /// The table it is in (`package.metadata.bundle`), empty before the first header.
    pub table: String,
    pub key: String,
    /// The value's text, comments left out, the lines of a multi-line array joined by spaces.
    pub value: String,
    /// The line (from 0) where the entry starts.
    pub line: usize,
}

/// A parsed manifest: its entries in the order they are written.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Manifest {
    pub entries: Vec<Entry>,
}

impl Manifest {
    /// Parses `text`. `O(len)`. Lines that are neither a header nor an entry are skipped.
    pub fn parse(text: &str) -> Manifest {
        let mut entries: Vec<Entry> = Vec::new();
        let mut table = String::new();
        let mut open: Option<usize> = None;
        for (line, raw) in text.lines().enumerate() {
            let code = without_comment(raw).trim();
            if let Some(at) = open {
                let entry = &mut entries[at];
                entry.value.push(' ');
                entry.value.push_str(code);
                if balanced(&entry.value) {
                    open = None;
                }
                continue;
            }
            if let Some(header) = code.strip_prefix('[').and_then(|h| h.strip_suffix(']')) {
                table = header.trim_matches(['[', ']', ' ']).to_string();
            } else if let Some((key, value)) = code.split_once('=') {
                entries.push(Entry {
                    table: table.clone(),
                    key: key.trim().trim_matches('"').to_string(),
                    value: value.trim().to_string(),
                    line,
                });
                if !balanced(value) {
                    open = Some(entries.len() - 1);
                }
            }
        }
        Manifest { entries }
    }

    /// Reads and parses the manifest at `path`.
    ///
    /// # Errors
    /// When the file cannot be read: the message names it.
    pub fn read(path: &Path) -> Result<Manifest, String> {
        fs::read_to_string(path)
            .map(|text| Manifest::parse(&text))
            .map_err(|e| format!("cannot read {}: {e}", path.display()))
    }

    /// The entries of `table`, in order.
    pub fn table<'a>(&'a self, table: &'a str) -> impl Iterator<Item = &'a Entry> + 'a {
        self.entries.iter().filter(move |e| e.table == table)
    }

    fn entry(&self, table: &str, key: &str) -> Option<&Entry> {
        self.entries
            .iter()
            .find(|e| e.table == table && e.key == key)
    }

    /// The raw value of `key` in `table`.
    pub fn get(&self, table: &str, key: &str) -> Option<&str> {
        self.entry(table, key).map(|e| e.value.as_str())
    }

    /// The value of `key` in `table` as a string, unquoted.
    pub fn string(&self, table: &str, key: &str) -> Option<String> {
        self.get(table, key).map(unquote)
    }

    /// The `[dependencies]`: each name (`solver.workspace` read as `solver`) with the `path`
    /// written in the entry, if any; [`Manifest::dependency_dir`] resolves workspace ones.
    pub fn dependencies(&self) -> Vec<(String, Option<String>)> {
        self.table("dependencies").map(name_and_path).collect()
    }

    /// The [`Manifest::dependencies`] a build without features links: those not marked
    /// `optional = true`. A judge compiles with plain `rustc`, so a submission carries these
    /// alone (a problem's `spec`, behind its `catalog` feature, is optional).
    pub fn required_dependencies(&self) -> Vec<(String, Option<String>)> {
        self.table("dependencies")
            .filter(|e| inline(&e.value, "optional").as_deref() != Some("true"))
            .map(name_and_path)
            .collect()
    }

    /// The dependencies on the workspace's problems, in the order written: each one whose path
    /// is `../../problems/<its name>` (the catalog's manifest lists the problems so).
    pub fn problem_dependencies(&self) -> Vec<&Entry> {
        self.table("dependencies")
            .filter(|e| inline(&e.value, "path") == Some(format!("../../problems/{}", e.key)))
            .collect()
    }

    /// The folder of dependency `name` of the crate at `dir`: its `path`, relative to `dir`, or
    /// when it is a workspace dependency, the path the workspace at `root` declares for it.
    /// `None` when it is not a path dependency (a crate from a registry).
    pub fn dependency_dir(&self, dir: &Path, name: &str, root: &Path) -> Option<PathBuf> {
        let entry = self
            .table("dependencies")
            .find(|e| e.key.split('.').next() == Some(name))?;
        let inherited = entry.key.ends_with(".workspace")
            || inline(&entry.value, "workspace").as_deref() == Some("true");
        if !inherited {
            return inline(&entry.value, "path").map(|p| dir.join(p));
        }
        let workspace = Manifest::read(&root.join("Cargo.toml")).ok()?;
        let value = workspace.get("workspace.dependencies", name)?.to_string();
        inline(&value, "path").map(|p| root.join(p))
    }
}

/// A dependency entry's name (`solver.workspace` read as `solver`) and the `path` it writes.
fn name_and_path(e: &Entry) -> (String, Option<String>) {
    let name = e.key.split('.').next().unwrap_or("").to_string();
    (name, inline(&e.value, "path"))
}

/// A checkout laid out as this one: problems under `problems/<name>/`, each a crate, the
/// tools' crates under `crates/`, the catalog in `crates/catalog`.
#[derive(Clone, Debug)]
pub struct Workspace {
    root: PathBuf,
}

impl Workspace {
    /// The workspace at `root`.
    pub fn new(root: impl Into<PathBuf>) -> Self {
        Workspace { root: root.into() }
    }

    /// The workspace the command runs in (see [`workspace_root`]).
    ///
    /// # Errors
    /// When there is none around the current folder.
    pub fn this() -> Result<Self, String> {
        workspace_root().map(Workspace::new)
    }

    /// Its root folder.
    pub fn root(&self) -> &Path {
        &self.root
    }

    /// The names of the folders of `dir` (relative to the root), sorted; none when it cannot
    /// be read.
    pub fn folders(&self, dir: &str) -> Vec<String> {
        let mut names: Vec<String> = fs::read_dir(self.root.join(dir))
            .into_iter()
            .flatten()
            .filter_map(|entry| entry.ok())
            .filter(|entry| entry.path().is_dir())
            .filter_map(|entry| entry.file_name().to_str().map(str::to_string))
            .collect();
        names.sort();
        names
    }

    /// The names of the problems: the folders of `problems/` holding a `Cargo.toml`, sorted.
    ///
    /// # Errors
    /// When `problems/` cannot be read.
    pub fn problems(&self) -> Result<Vec<String>, String> {
        let dir = self.root.join("problems");
        let entries =
            fs::read_dir(&dir).map_err(|e| format!("cannot read {}: {e}", dir.display()))?;
        let mut names: Vec<String> = entries
            .filter_map(|entry| entry.ok())
            .filter(|entry| entry.path().join("Cargo.toml").is_file())
            .filter_map(|entry| entry.file_name().to_str().map(str::to_string))
            .collect();
        names.sort();
        Ok(names)
    }
}

/// The workspace's root: the nearest folder holding a `Cargo.toml` with a `[workspace]` table,
/// looking from the current folder upwards as Cargo does, then from this program's own folder
/// upwards (a tool run from elsewhere, from the `target/` of a checkout).
///
/// # Errors
/// When neither leads to a workspace.
pub fn workspace_root() -> Result<PathBuf, String> {
    let here = std::env::current_dir().map_err(|e| format!("no current folder: {e}"))?;
    let own = std::env::current_exe().ok();
    root_above(&here)
        .or_else(|| own.as_deref().and_then(root_above))
        .ok_or_else(|| {
            format!(
                "no Cargo workspace in {} or any folder above it: run this inside a checkout",
                here.display()
            )
        })
}

/// The nearest folder at or above `start` whose `Cargo.toml` has a `[workspace]` table.
pub fn root_above(start: &Path) -> Option<PathBuf> {
    start.ancestors().find_map(|dir| {
        let text = fs::read_to_string(dir.join("Cargo.toml")).ok()?;
        text.lines()
            .any(|line| line.trim() == "[workspace]")
            .then(|| dir.to_path_buf())
    })
}

/// `value` without its quotes when it is a string.
pub fn unquote(value: &str) -> String {
    let v = value.trim();
    v.strip_prefix('"')
        .and_then(|s| s.strip_suffix('"'))
        .unwrap_or(v)
        .to_string()
}

/// The value of `key` inside the inline table `value` (`{ path = "x", features = [...] }`),
/// unquoted.
pub fn inline(value: &str, key: &str) -> Option<String> {
    let body = value.trim().strip_prefix('{')?.strip_suffix('}')?;
    split_top(body, ',').into_iter().find_map(|part| {
        let (k, v) = part.split_once('=')?;
        (k.trim() == key).then(|| unquote(v))
    })
}

/// The strings of the array `value` (`["a", "b"]`).
pub fn strings(value: &str) -> Vec<String> {
    let body = value.trim().trim_start_matches('[').trim_end_matches(']');
    split_top(body, ',')
        .into_iter()
        .map(unquote)
        .filter(|s| !s.is_empty())
        .collect()
}

/// `text` split at each `sep` that is outside strings, brackets and braces.
fn split_top(text: &str, sep: char) -> Vec<&str> {
    let (mut parts, mut depth, mut quoted, mut start) = (Vec::new(), 0i32, false, 0);
    for (i, c) in text.char_indices() {
        match c {
            '"' => quoted = !quoted,
            '[' | '{' if !quoted => depth += 1,
            ']' | '}' if !quoted => depth -= 1,
            c if c == sep && !quoted && depth == 0 => {
                parts.push(&text[start..i]);
                start = i + 1;
            }
            _ => {}
        }
    }
    parts.push(&text[start..]);
    parts
}

/// `line` up to a `#` outside a string.
fn without_comment(line: &str) -> &str {
    let mut quoted = false;
    for (i, c) in line.char_indices() {
        match c {
            '"' => quoted = !quoted,
            '#' if !quoted => return &line[..i],
            _ => {}
        }
    }
    line
}

/// Whether every `[` and `{` of `value` outside strings is closed.
fn balanced(value: &str) -> bool {
    let mut depth = 0i32;
    let mut quoted = false;
    for c in value.chars() {
        match c {
            '"' => quoted = !quoted,
            '[' | '{' if !quoted => depth += 1,
            ']' | '}' if !quoted => depth -= 1,
            _ => {}
        }
    }
    depth <= 0
}

#[cfg(test)]
mod tests {
    use super::*;

    const TEXT: &str = "[workspace]\nmembers = [\"crates/*\",\n  # a comment\n  \"tests\", # why\n]\n\n[workspace.dependencies]\nsolver = { path = \"crates/solver\" }\n[package.metadata.bundle]\nroot = \"src/solution.rs\" # the template\n[dependencies]\nsolver.workspace = true\nx = { path = \"../x\", features = [\"a, b\"] }\n";

    #[test]
    fn tables_keys_and_values_are_read_with_comments_left_out() {
        let m = Manifest::parse(TEXT);
        assert_eq!(
            strings(m.get("workspace", "members").unwrap()),
            ["crates/*", "tests"]
        );
        assert_eq!(
            m.string("package.metadata.bundle", "root").as_deref(),
            Some("src/solution.rs")
        );
        assert_eq!(
            m.dependencies(),
            [
                ("solver".to_string(), None),
                ("x".into(), Some("../x".into()))
            ]
        );
        assert_eq!(
            inline(m.get("dependencies", "x").unwrap(), "features").as_deref(),
            Some("[\"a, b\"]")
        );
        assert_eq!(m.table("dependencies").next().unwrap().line, 11);
        let catalog = Manifest::parse(
            "[dependencies]\na = { path = \"../../problems/a\" }\nb = { path = \"../b\" }\n",
        );
        let problems: Vec<&str> = catalog
            .problem_dependencies()
            .iter()
            .map(|e| e.key.as_str())
            .collect();
        assert_eq!(problems, ["a"]);
    }

    #[test]
    fn the_root_is_the_nearest_folder_with_a_workspace_table() {
        let root = testkit::scratch::fresh("manifest-root");
        let member = root.join("crates").join("a");
        fs::create_dir_all(member.join("src")).unwrap();
        fs::write(root.join("Cargo.toml"), TEXT).unwrap();
        fs::write(member.join("Cargo.toml"), "[package]\nname = \"a\"\n").unwrap();
        assert_eq!(root_above(&member.join("src")), Some(root.clone()));
        let m = Manifest::read(&member.join("Cargo.toml")).unwrap();
        assert_eq!(m.dependency_dir(&member, "solver", &root), None);
        let optional = Manifest::parse(
            "[dependencies]\nsolver.workspace = true\nspec = { workspace = true, optional = true }\n",
        );
        assert_eq!(optional.dependencies().len(), 2);
        assert_eq!(
            optional.required_dependencies(),
            vec![("solver".to_string(), None)]
        );
        let user = Manifest::parse("[dependencies]\nsolver.workspace = true\n");
        assert_eq!(
            user.dependency_dir(&member, "solver", &root),
            Some(root.join("crates/solver"))
        );
        fs::remove_dir_all(&root).unwrap();
    }
}
