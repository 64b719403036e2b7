//! Single-file submissions: a problem's program with the library items it uses, for judges that
//! compile one file with plain `rustc`.
//!
//! Every crate the program needs becomes a module at the root of the file: the problem crate
//! `mod acwing169 { … }` and each workspace library `mod solver { pub mod model { … } … }`,
//! with its modules and, in them, only the items the program reaches by name from its root file
//! (see the `reach` module: functions, types, traits, `impl`s and their members, constants,
//! macros, `use` leaves). What is kept is kept as written; where a name is ambiguous more is
//! kept, never less. The problem's `main.rs` stays at the root unchanged, so
//! `textio::run("acwing169", acwing169::solve)` finds the modules by their crate names (edition
//! 2018 and later). Inside a crate, a path that starts at `crate::` becomes `crate::<name>::`,
//! and one that starts at another workspace crate `solver::` becomes `crate::solver::`; a `use`
//! with some of its leaves left out is written again with the others. Doc comments are left out
//! (with the comments right above an item that is), and so are the items a build by plain
//! `rustc` compiles out: `#[cfg(test)]` ones and `#[cfg(feature = "…")]` ones (a judge has no
//! Cargo, so no features; the problems' `JUDGE`, for the tools only, is such an item). The
//! library code is indented with tabs, as rustfmt's `hard_tabs` lays it out, to save bytes
//! against a judge's source limit. Nothing kept is dead code, so the file compiles without a
//! warning; the one exception, marked `#[allow(dead_code)]`, is an enum with a variant that the
//! program matches but never builds.
//!
//! A problem whose judge takes a function rather than a program (LeetCode) declares in its
//! `Cargo.toml` another root file, the judge's template filled in, and the judge's side of the
//! file, a driver ([`Shape`]): its bundle has no `main`, and [`Bundle::program`] puts the driver
//! in front of it to compile and run it here.
//!
//! What cannot be moved into one file (`#[path]`, `include!`, `env!`, `#[macro_export]`, …) is an
//! error naming the file and line, never a silently broken file; [`Bundle::check_size`] holds a
//! bundle to its judge's source limit.

mod lexer;
mod reach;
mod scan;
mod source;

use std::collections::BTreeMap;
use std::fmt;
use std::fs;
use std::path::{Path, PathBuf};

use lexer::Kind;
use reach::{Graph, ModId, Reach};
use source::{Edit, ItemKind, SourceFile};

/// Why a bundle could not be made. The message names the file and line when there is one.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Error {
    message: String,
}

impl Error {
    fn new(message: impl Into<String>) -> Self {
        Error {
            message: message.into(),
        }
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for Error {}

impl From<String> for Error {
    fn from(message: String) -> Self {
        Error::new(message)
    }
}

/// A bundled problem: the file's text, the library modules it draws on, and its shape.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Bundle {
    /// The whole submission.
    pub text: String,
    /// The library modules with something carried, as `crate::module`, sorted.
    pub modules: Vec<String>,
    /// A program, or a function the judge's file completes.
    pub shape: Shape,
    /// The size in bytes the file would have with every module it draws on carried whole.
    pub whole_modules_size: usize,
}

impl Bundle {
    /// The file that compiles to a runnable program here: the submission itself for a
    /// [`Shape::Program`]; for a [`Shape::Function`], the judge's side (the driver) and then
    /// the submission, so that nothing of it stands at the top of the file.
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
        Err(Error::new(format!(
            "the bundle is {} bytes, over the {limit}-byte source limit of {judge}; modules: {}",
            self.text.len(),
            self.modules.join(", ")
        )))
    }
}

/// What a problem's submission is, as its crate declares it in `Cargo.toml`.
///
/// Without a `[package.metadata.bundle]` table the submission is a **program**: `src/main.rs` at
/// the top of the file, unchanged, with a `main` of its own. A judge that takes a function
/// (LeetCode) compiles the submission inside a file of its own that defines the types the
/// submission implements (LeetCode's `struct Solution`) and the `main`; such a problem declares
///
/// ```toml
/// [package.metadata.bundle]
/// root = "src/solution.rs"   # the file at the top of the submission: the judge's template
/// driver = "driver.rs"       # what the judge adds, to compile and run the submission here
/// ```
///
/// and its submission is a **function**: the root file, then the crates as modules, and no
/// inner attribute (the submission is not the start of the judge's file).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Shape {
    /// A whole program with its `main`.
    Program,
    /// A part of the judge's file; `driver` is the rest of it, as far as compiling and running
    /// it here goes (the types the submission implements and a `main`).
    Function { driver: String },
}

/// The submission's root file and its shape, from the problem's manifest.
struct Submission {
    root: SourceFile,
    shape: Shape,
}

/// A workspace laid out as this one: problems under `problems/<name>/` (each a crate with
/// `src/main.rs` and usually `src/lib.rs`), libraries as path dependencies.
#[derive(Clone, Debug)]
pub struct Workspace {
    root: PathBuf,
}

/// One crate taking part in a bundle.
struct Crate {
    /// The crate's name as paths spell it (`-` made `_`).
    name: String,
    /// `src/` of the crate.
    src: PathBuf,
    /// The crate's root file: `lib.rs`.
    root: SourceFile,
    /// Its workspace dependencies, by name.
    deps: Vec<String>,
}

impl Workspace {
    /// The workspace at `root`.
    pub fn new(root: impl Into<PathBuf>) -> Self {
        Workspace { root: root.into() }
    }

    /// The workspace this tool was built in.
    pub fn this() -> Self {
        let manifest = Path::new(env!("CARGO_MANIFEST_DIR"));
        Workspace::new(
            manifest
                .ancestors()
                .nth(2)
                .expect("the tool lives in crates/bundle"),
        )
    }

    /// The names of the problems: the folders of `problems/` holding a `Cargo.toml`, sorted.
    ///
    /// # Errors
    /// When `problems/` cannot be read.
    pub fn problems(&self) -> Result<Vec<String>, Error> {
        let dir = self.root.join("problems");
        let entries = fs::read_dir(&dir)
            .map_err(|e| Error::new(format!("cannot read {}: {e}", dir.display())))?;
        let mut names: Vec<String> = entries
            .filter_map(|entry| entry.ok())
            .filter(|entry| entry.path().join("Cargo.toml").is_file())
            .filter_map(|entry| entry.file_name().to_str().map(str::to_string))
            .collect();
        names.sort();
        Ok(names)
    }

    /// The single-file submission of problem `name`, in the shape its crate declares
    /// ([`Shape`]).
    ///
    /// # Errors
    /// An unknown problem, a dependency that is not a workspace library, a bad
    /// `[package.metadata.bundle]`, or a construct that cannot be bundled (named by file and
    /// line).
    pub fn bundle(&self, name: &str) -> Result<Bundle, Error> {
        if !self.problems()?.iter().any(|p| p == name) {
            return Err(Error::new(format!("no problem called {name:?}")));
        }
        let dir = self.root.join("problems").join(name);
        let (problem, crates) = self.load_crates(&dir)?;
        let Submission { root, shape } = self.submission(&dir)?;
        let (graph, root) = self.graph(crates, root)?;
        let items = Reach::run(&graph, root, false).map_err(Error::new)?;
        let whole = Reach::run(&graph, root, true).map_err(Error::new)?;
        check_carried(&graph, &items)?;
        let modules = carried_modules(&graph, &items, &problem);
        let text = render(name, &graph, root, &items, &shape, &modules, false);
        let whole_modules = carried_modules(&graph, &whole, &problem);
        let whole_text = render(name, &graph, root, &whole, &shape, &whole_modules, true);
        Ok(Bundle {
            text,
            modules,
            shape,
            whole_modules_size: whole_text.len(),
        })
    }

    /// Step 1: the problem crate at `dir` (its name is returned) and every workspace crate it
    /// depends on, directly or not, by name.
    fn load_crates(&self, dir: &Path) -> Result<(String, BTreeMap<String, Crate>), Error> {
        let mut crates: BTreeMap<String, Crate> = BTreeMap::new();
        let problem = self.load_crate(dir)?;
        let problem_name = problem.name.clone();
        // (dependency, the folder of the crate that depends on it): a path dependency is
        // relative to the crate that declares it.
        let mut pending: Vec<(String, PathBuf)> = problem
            .deps
            .iter()
            .map(|dep| (dep.clone(), dir.to_path_buf()))
            .collect();
        crates.insert(problem.name.clone(), problem);
        while let Some((dep, dependent)) = pending.pop() {
            if crates.contains_key(&dep) {
                continue;
            }
            let dep_dir = self.dependency_dir(&dependent, &dep)?;
            let krate = self.load_crate(&dep_dir)?;
            pending.extend(krate.deps.iter().map(|d| (d.clone(), dep_dir.clone())));
            crates.insert(dep, krate);
        }
        Ok((problem_name, crates))
    }

    /// Step 2: the file at the top of the submission and the shape it gives, from the problem's
    /// `[package.metadata.bundle]` (see [`Shape`]); `src/main.rs` and a program without it.
    fn submission(&self, dir: &Path) -> Result<Submission, Error> {
        let manifest_path = dir.join("Cargo.toml");
        let manifest = fs::read_to_string(&manifest_path)
            .map_err(|e| Error::new(format!("cannot read {}: {e}", manifest_path.display())))?;
        let display = manifest_path
            .strip_prefix(&self.root)
            .unwrap_or(&manifest_path)
            .display()
            .to_string();
        let mut root = None;
        let mut driver = None;
        for (key, value) in toml_section(&manifest, "package.metadata.bundle") {
            let file = dir.join(unquote(&value));
            match key.as_str() {
                "root" => root = Some(file),
                "driver" => driver = Some(file),
                other => {
                    return Err(Error::new(format!(
                        "{display}: [package.metadata.bundle] has no key {other:?} (only root and driver)"
                    )))
                }
            }
        }
        let (root, shape) = match (root, driver) {
            (None, None) => (dir.join("src").join("main.rs"), Shape::Program),
            (Some(root), Some(driver)) => {
                let text = fs::read_to_string(&driver).map_err(|e| {
                    Error::new(format!(
                        "{display}: cannot read the driver {}: {e}",
                        driver.display()
                    ))
                })?;
                (root, Shape::Function { driver: text })
            }
            _ => {
                return Err(Error::new(format!(
                    "{display}: [package.metadata.bundle] declares a root without a driver or a \
                     driver without a root; a function-shaped submission needs both"
                )))
            }
        };
        let root = self.read_source(&root)?;
        root.check_bundlable().map_err(Error::new)?;
        if let Shape::Function { .. } = shape {
            if let Some(item) = root
                .live_items()
                .find(|item| item.kind == ItemKind::InnerAttribute)
            {
                return Err(Error::new(format!(
                    "{}: `{}`: the judge's file holds this submission, so an inner attribute \
                     cannot stand at its top",
                    root.display,
                    root.item_text(item)
                )));
            }
        }
        Ok(Submission { root, shape })
    }

    /// Step 3: every crate read into one graph of modules and items, and the submission's root
    /// file as the module whose paths start the search.
    fn graph(
        &self,
        crates: BTreeMap<String, Crate>,
        root: SourceFile,
    ) -> Result<(Graph, ModId), Error> {
        let mut graph = Graph::default();
        for (name, krate) in crates {
            let src = krate.src.clone();
            let mut load = |dir: &str, child: &str| -> Result<(SourceFile, String), String> {
                let folder = if dir.is_empty() {
                    src.clone()
                } else {
                    PathBuf::from(dir)
                };
                let (path, child_dir) = self.module_path(&folder, child).map_err(|e| e.message)?;
                let file = self.read_source(&path).map_err(|e| e.message)?;
                Ok((file, child_dir.to_string_lossy().into_owned()))
            };
            krate.root.check_bundlable().map_err(Error::new)?;
            graph
                .add_crate(&name, krate.deps, krate.root, &mut load)
                .map_err(Error::new)?;
        }
        let names = graph.crates.keys().cloned().collect();
        let root = graph.add_root(root, names).map_err(Error::new)?;
        Ok((graph, root))
    }

    fn read_source(&self, path: &Path) -> Result<SourceFile, Error> {
        let display = path
            .strip_prefix(&self.root)
            .unwrap_or(path)
            .display()
            .to_string();
        let text = fs::read_to_string(path)
            .map_err(|e| Error::new(format!("cannot read {display}: {e}")))?;
        SourceFile::parse(&display, text).map_err(Error::new)
    }

    /// Reads the crate at `dir`: its name, its workspace dependencies and its root file.
    fn load_crate(&self, dir: &Path) -> Result<Crate, Error> {
        let manifest_path = dir.join("Cargo.toml");
        let manifest = fs::read_to_string(&manifest_path)
            .map_err(|e| Error::new(format!("cannot read {}: {e}", manifest_path.display())))?;
        let name = toml_section(&manifest, "package")
            .into_iter()
            .find(|(k, _)| k == "name")
            .map(|(_, v)| unquote(&v).replace('-', "_"))
            .ok_or_else(|| {
                Error::new(format!("{} has no package name", manifest_path.display()))
            })?;
        let deps: Vec<String> = toml_section(&manifest, "dependencies")
            .into_iter()
            .map(|(k, _)| k.split('.').next().unwrap_or("").replace('-', "_"))
            .collect();
        let src = dir.join("src");
        let lib = src.join("lib.rs");
        let root = if lib.is_file() {
            self.read_source(&lib)?
        } else {
            SourceFile::parse(&format!("{}", lib.display()), String::new()).map_err(Error::new)?
        };
        Ok(Crate {
            name,
            src,
            root,
            deps,
        })
    }

    /// The folder of workspace dependency `dep` of the crate at `dir`.
    fn dependency_dir(&self, dir: &Path, dep: &str) -> Result<PathBuf, Error> {
        let manifest = fs::read_to_string(dir.join("Cargo.toml")).unwrap_or_default();
        let workspace = fs::read_to_string(self.root.join("Cargo.toml")).unwrap_or_default();
        let lookup = |text: &str, section: &str| {
            toml_section(text, section).into_iter().find_map(|(k, v)| {
                let key = k.split('.').next().unwrap_or("").replace('-', "_");
                (key == dep).then_some((k, v))
            })
        };
        let not_workspace = || {
            Error::new(format!(
                "{} depends on {dep}, which is not a path dependency in the workspace; a judge has no crates",
                dir.display()
            ))
        };
        let (key, value) = lookup(&manifest, "dependencies").ok_or_else(not_workspace)?;
        if key.ends_with(".workspace") || value.contains("workspace = true") {
            let (_, value) =
                lookup(&workspace, "workspace.dependencies").ok_or_else(not_workspace)?;
            let path = inline_path(&value).ok_or_else(not_workspace)?;
            Ok(self.root.join(path))
        } else {
            let path = inline_path(&value).ok_or_else(not_workspace)?;
            Ok(dir.join(path))
        }
    }

    /// Where module `name` declared in folder `dir` lives: `dir/name.rs` or `dir/name/mod.rs`,
    /// and the folder of its own children.
    fn module_path(&self, dir: &Path, name: &str) -> Result<(PathBuf, PathBuf), Error> {
        let flat = dir.join(format!("{name}.rs"));
        let nested = dir.join(name).join("mod.rs");
        match (flat.is_file(), nested.is_file()) {
            (true, false) => Ok((flat, dir.join(name))),
            (false, true) => Ok((nested, dir.join(name))),
            (true, true) => Err(Error::new(format!(
                "both {} and {} exist",
                flat.display(),
                nested.display()
            ))),
            (false, false) => Err(Error::new(format!(
                "module {name}: neither {} nor {} exists",
                flat.display(),
                nested.display()
            ))),
        }
    }
}

/// Fails on a construct a single file cannot carry in a module that is carried.
fn check_carried(graph: &Graph, reach: &Reach) -> Result<(), Error> {
    for (id, module) in graph.modules.iter().enumerate() {
        if module.owns_file && !module.krate.is_empty() && reach.carries(graph, id) {
            graph.files[module.file]
                .check_bundlable()
                .map_err(Error::new)?;
        }
    }
    Ok(())
}

/// The library modules (children of a crate root) with something carried, as `crate::module`,
/// sorted; the problem crate's own are not listed.
fn carried_modules(graph: &Graph, reach: &Reach, problem: &str) -> Vec<String> {
    let mut modules = Vec::new();
    for (krate, &root) in &graph.crates {
        if krate == problem {
            continue;
        }
        for &n in &graph.modules[root].nodes {
            let node = &graph.nodes[n];
            if let (Some(child), Some(name)) = (node.child, &node.name) {
                if !node.item.compiled_out && reach.carries(graph, child) {
                    modules.push(format!("{krate}::{name}"));
                }
            }
        }
    }
    modules.sort();
    modules
}

/// Step 4: the file. A header comment; for a program, the inner attributes of its root hoisted
/// to the top; the root file unchanged but for its doc comments; then each crate with something
/// kept as `mod <crate> { … }` with what is kept of its modules. With `whole` (whole modules
/// kept, to compare), each crate module allows dead code.
fn render(
    name: &str,
    graph: &Graph,
    root: ModId,
    reach: &Reach,
    shape: &Shape,
    modules: &[String],
    whole: bool,
) -> String {
    let mut text = match shape {
        Shape::Program => format!(
            "// {name}: the single-file submission, generated by `scripts/bundle {name}` from\n\
             // problems/{name} and the workspace libraries; do not edit.\n"
        ),
        Shape::Function { .. } => format!(
            "// {name}: the submission, a part of the file the judge compiles (the judge adds its\n\
             // own definitions and `main`), generated by `scripts/bundle {name}` from\n\
             // problems/{name} and the workspace libraries; do not edit.\n"
        ),
    };
    if !modules.is_empty() {
        text.push_str(&format!("// Library modules: {}.\n", modules.join(", ")));
    }
    let file = &graph.files[graph.modules[root].file];
    let mut edits = file.strip_edits();
    let mut hoisted = String::new();
    for item in file.live_items() {
        if item.kind == ItemKind::InnerAttribute {
            hoisted.push_str(file.item_text(item));
            hoisted.push('\n');
            file.delete_item(item, &mut edits);
        }
    }
    text.push_str(&hoisted);
    text.push('\n');
    text.push_str(&file.render(&edits));
    text.push('\n');
    for (krate, &module) in &graph.crates {
        if !reach.carries(graph, module) {
            continue;
        }
        let allow = if whole { "#[allow(dead_code)]\n" } else { "" };
        text.push_str(&format!("\n{allow}mod {krate} {{\n"));
        text.push_str(&render_file(graph, reach, module));
        text.push_str("\n}\n");
    }
    text
}

/// The file of `module` with what is not kept left out, its paths made to start at the
/// bundle's root, and its carried out-of-line modules inlined.
fn render_file(graph: &Graph, reach: &Reach, module: ModId) -> String {
    let file = &graph.files[graph.modules[module].file];
    let mut edits = file.strip_edits();
    path_edits(graph, module, file, &mut edits);
    edit_module(graph, reach, module, &mut edits);
    file.render_with(&edits, true)
}

/// The edits that leave out of `module`'s file what `reach` does not keep of the module.
fn edit_module(graph: &Graph, reach: &Reach, module: ModId, edits: &mut BTreeMap<usize, Edit>) {
    let file = &graph.files[graph.modules[module].file];
    for &n in &graph.modules[module].nodes {
        let node = &graph.nodes[n];
        if node.item.compiled_out {
            delete_with_comments(file, &node.item, edits);
            continue;
        }
        if let Some(child) = node.child {
            if !reach.carries(graph, child) {
                delete_with_comments(file, &node.item, edits);
            } else if graph.modules[child].owns_file {
                let body = render_file(graph, reach, child);
                edits.insert(node.item.last, Edit::Replace(format!(" {{\n{body}\n}}")));
            } else {
                edit_module(graph, reach, child, edits);
            }
            continue;
        }
        match node.item.kind {
            ItemKind::InnerAttribute => {}
            ItemKind::Use => {
                let kept = (0..node.leaves.len())
                    .filter(|&i| reach.kept_leaves.contains(&(n, i)))
                    .count();
                if kept == 0 {
                    delete_with_comments(file, &node.item, edits);
                } else if kept < node.leaves.len() {
                    let text = kept_use(graph, module, n, &|i| reach.kept_leaves.contains(&(n, i)));
                    delete_tokens(&node.item, edits);
                    edits.insert(node.item.last, Edit::Replace(text));
                }
            }
            _ if !reach.kept.contains(&n) => delete_with_comments(file, &node.item, edits),
            _ => {
                for &m in &node.members {
                    let member = &graph.nodes[m].item;
                    if member.compiled_out || !reach.kept.contains(&m) {
                        delete_with_comments(file, member, edits);
                    }
                }
                if reach.matched_only.contains(&n) {
                    allow_dead_code(file, &node.item, edits);
                }
            }
        }
    }
}

/// A `use` item with only the leaves for which `keep` holds: its attributes and visibility as
/// written, its paths made to start at the bundle's root.
fn kept_use(
    graph: &Graph,
    module: ModId,
    n: reach::NodeId,
    keep: &dyn Fn(usize) -> bool,
) -> String {
    let node = &graph.nodes[n];
    let file = &graph.files[node.file];
    let start = file.tokens[node.item.first].start;
    let head = file.tokens[file.sig[node.item.head]].start;
    let prefix = &file.text[start..head];
    let mut tree = file.use_tree(&node.item);
    let m = &graph.modules[module];
    if let source::UseTree::Path(first, rest) = &tree {
        let inner = if first == "crate" {
            Some(m.krate.clone())
        } else if m.deps.contains(first) {
            Some(first.clone())
        } else {
            None
        };
        if let Some(inner) = inner {
            let rest = source::UseTree::Path(inner, rest.clone());
            tree = source::UseTree::Path("crate".to_string(), Box::new(rest));
        }
    }
    let rendered = tree.render(keep, &mut 0).unwrap_or_default();
    format!("{prefix}use {rendered};")
}

fn delete_tokens(item: &source::Item, edits: &mut BTreeMap<usize, Edit>) {
    for i in item.first..=item.last {
        edits.insert(i, Edit::Delete);
    }
}

/// Deletes `item` with the comments that belong to it: those on the lines right above it (no
/// empty line between) and one after it on its last line.
fn delete_with_comments(file: &SourceFile, item: &source::Item, edits: &mut BTreeMap<usize, Edit>) {
    delete_tokens(item, edits);
    let tokens = &file.tokens;
    let mut i = item.first;
    while i > 0 {
        let t = &tokens[i - 1];
        match t.kind {
            Kind::Whitespace if t.text(&file.text).matches('\n').count() >= 2 => break,
            Kind::Whitespace => {}
            Kind::Comment | Kind::DocComment => {
                // A comment ending the line of the code before it belongs to that code.
                let own_line = i < 2
                    || (tokens[i - 2].kind == Kind::Whitespace
                        && tokens[i - 2].text(&file.text).contains('\n'));
                if !own_line {
                    break;
                }
                edits.insert(i - 1, Edit::Delete);
            }
            _ => break,
        }
        i -= 1;
    }
    let mut j = item.last + 1;
    while j < tokens.len() {
        let t = &tokens[j];
        match t.kind {
            Kind::Whitespace if t.text(&file.text).contains('\n') => break,
            Kind::Whitespace => {}
            Kind::Comment => {
                edits.insert(j, Edit::Delete);
                break;
            }
            _ => break,
        }
        j += 1;
    }
}

/// Puts `#[allow(dead_code)]` before `item`, an enum some of whose variants the program matches
/// but never builds.
fn allow_dead_code(file: &SourceFile, item: &source::Item, edits: &mut BTreeMap<usize, Edit>) {
    let indent = if item.first > 0 && file.tokens[item.first - 1].kind == Kind::Whitespace {
        let ws = file.tokens[item.first - 1].text(&file.text);
        ws.rsplit_once('\n')
            .map_or(String::new(), |(_, after)| source::tabbed(after))
    } else {
        String::new()
    };
    let first = file.tokens[item.first].text(&file.text);
    let text = match edits.get(&item.first) {
        Some(Edit::Replace(r)) => r.clone(),
        _ => first.to_string(),
    };
    edits.insert(
        item.first,
        Edit::Replace(format!("#[allow(dead_code)]\n{indent}{text}")),
    );
}

/// `crate::` becomes `crate::<krate>::`; `<dep>::` becomes `crate::<dep>::`.
fn path_edits(graph: &Graph, module: ModId, file: &SourceFile, edits: &mut BTreeMap<usize, Edit>) {
    let m = &graph.modules[module];
    let mut roots = m.deps.clone();
    roots.push("crate".to_string());
    for path in file.paths(&roots, &[], false) {
        let replacement = if path.root == "crate" {
            format!("crate::{}", m.krate)
        } else {
            format!("crate::{}", path.root)
        };
        edits.insert(path.token, Edit::Replace(replacement));
    }
}

/// The `key = value` lines of TOML section `[section]`, keys and values trimmed.
fn toml_section(text: &str, section: &str) -> Vec<(String, String)> {
    let header = format!("[{section}]");
    let mut inside = false;
    let mut pairs = Vec::new();
    for line in text.lines() {
        let line = line.trim();
        if line.starts_with('[') {
            inside = line == header;
            continue;
        }
        if !inside || line.starts_with('#') {
            continue;
        }
        if let Some((k, v)) = line.split_once('=') {
            pairs.push((k.trim().to_string(), v.trim().to_string()));
        }
    }
    pairs
}

/// `"x"` → `x`; what follows the closing quote (a `# comment`) is dropped.
fn unquote(value: &str) -> String {
    let value = value.trim();
    match value
        .strip_prefix('"')
        .and_then(|rest| rest.split_once('"'))
    {
        Some((inside, _)) => inside.to_string(),
        None => value.trim_matches('"').to_string(),
    }
}

/// The `path = "…"` inside an inline table.
fn inline_path(value: &str) -> Option<String> {
    let start = value.find("path")?;
    let rest = &value[start + 4..];
    let rest = rest.trim_start().strip_prefix('=')?.trim_start();
    let rest = rest.strip_prefix('"')?;
    Some(rest[..rest.find('"')?].to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A throwaway workspace under the system's temporary folder, removed on drop.
    struct Scratch(PathBuf);

    impl Scratch {
        fn new(tag: &str, files: &[(&str, &str)]) -> Scratch {
            let dir = std::env::temp_dir().join(format!("bundle-{tag}-{}", std::process::id()));
            let _ = fs::remove_dir_all(&dir);
            for (path, text) in files {
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

    const WORKSPACE: &str =
        "[workspace]\nmembers = [\"crates/*\", \"problems/*\"]\n\n[workspace.dependencies]\nkit = { path = \"crates/kit\" }\n";
    const PROBLEM_TOML: &str =
        "[package]\nname = \"demo-1\"\n\n[dependencies]\nkit.workspace = true\n";
    const KIT_TOML: &str = "[package]\nname = \"kit\"\n";
    const KIT_LIB: &str = "//! Kit.\npub mod braces;\npub mod unused;\npub mod words;\npub mod nested;\n\npub use words::{shout, Word};\npub use unused::Gone;\n";
    /// Every trap for a naive scanner, and a dependency (`crate::words`) behind them.
    const BRACES: &str = r####"//! Strings with braces, chars, lifetimes, comments.

use crate::words::Word;

/// The tricky texts, joined.
pub fn tricky<'a>(w: &'a Word) -> String {
    let s = "}"; // a "}" in a string
    let c = '}';
    let r = r#"a "}" b { crate::unused::Gone"#;
    /* /* crate::unused */ } */
    let b = b"{";
    format!("{}{}{}{}{}", s, c, r, b.len(), w.0)
}

#[cfg(test)]
mod tests {
    use crate::unused::Gone;
}
"####;
    const WORDS: &str = "pub struct Word(pub &'static str);\n\npub fn shout(w: &Word) -> String {\n    w.0.to_uppercase()\n}\n";
    const UNUSED: &str = "pub struct Gone;\nconst X: &str = include_str!(\"nothing\");\n";
    const NESTED: &str = "mod inner;\npub use self::inner::deep;\n";
    const INNER: &str =
        "pub fn deep() -> u8 {\n    crate::words::shout(&crate::Word(\"x\")).len() as u8\n}\n";
    const PROBLEM_LIB: &str = "use kit::braces::tricky;\nuse kit::{nested, Word};\n\npub fn solve() -> String {\n    format!(\"{} {}\", tricky(&Word(\"w\")), nested::deep())\n}\n";
    const PROBLEM_MAIN: &str = "fn main() {\n    println!(\"{}\", demo_1::solve());\n}\n";

    /// Compiles `source` as `dir/name.rs` with the installed rustc in `edition`, warnings
    /// denied, runs it, and returns its standard output.
    fn compile_and_run(dir: &Path, name: &str, source: &str, edition: &str) -> String {
        let file = dir.join(format!("{name}.rs"));
        fs::write(&file, source).unwrap();
        let exe = dir.join(name);
        let out = std::process::Command::new("rustc")
            .args(["--edition", edition, "-D", "warnings", "-o"])
            .arg(&exe)
            .arg(&file)
            .output()
            .expect("rustc runs");
        assert!(
            out.status.success(),
            "{}\n{source}",
            String::from_utf8_lossy(&out.stderr)
        );
        let run = std::process::Command::new(&exe).output().unwrap();
        String::from_utf8_lossy(&run.stdout).into_owned()
    }

    fn demo(tag: &str, extra: &[(&'static str, &'static str)]) -> Scratch {
        let mut files = vec![
            ("Cargo.toml", WORKSPACE),
            ("problems/demo-1/Cargo.toml", PROBLEM_TOML),
            ("problems/demo-1/src/lib.rs", PROBLEM_LIB),
            ("problems/demo-1/src/main.rs", PROBLEM_MAIN),
            ("crates/kit/Cargo.toml", KIT_TOML),
            ("crates/kit/src/lib.rs", KIT_LIB),
            ("crates/kit/src/braces.rs", BRACES),
            ("crates/kit/src/words.rs", WORDS),
            ("crates/kit/src/unused.rs", UNUSED),
            ("crates/kit/src/nested.rs", NESTED),
            ("crates/kit/src/nested/inner.rs", INNER),
        ];
        for (path, text) in extra {
            files.retain(|(p, _)| p != path);
            files.push((path, text));
        }
        Scratch::new(tag, &files)
    }

    #[test]
    fn follows_paths_through_tricky_sources_and_compiles() {
        let scratch = demo("tricky", &[]);
        let ws = Workspace::new(&scratch.0);
        assert_eq!(ws.problems().unwrap(), ["demo-1"]);
        let b = ws.bundle("demo-1").unwrap();
        assert_eq!(b.modules, ["kit::braces", "kit::nested", "kit::words"]);
        assert!(!b.text.contains("pub mod unused"), "{}", b.text);
        assert!(
            !b.text.contains("Gone;"),
            "the re-export of a left-out module stays out"
        );
        assert!(!b.text.contains("//!") && !b.text.contains("/// "));
        assert!(b.text.contains("use crate::kit::words::Word;"));
        assert!(b.text.contains("mod inner {"));
        assert!(b.text.contains("crate::demo_1::") || !b.text.contains("crate::demo_1"));
        assert_eq!(
            ws.bundle("demo-1").unwrap(),
            b,
            "the same tree gives the same bytes"
        );

        assert_eq!(
            compile_and_run(&scratch.0, "demo", &b.text, "2018"),
            "}}a \"}\" b { crate::unused::Gone1w 1\n"
        );
    }

    #[test]
    fn refuses_unbundlable_code_with_file_and_line() {
        let scratch = demo(
            "refuses",
            &[(
            "crates/kit/src/words.rs",
            "pub struct Word(pub &'static str);\n\n#[macro_export]\nmacro_rules! m { () => {} }\npub fn shout(w: &Word) -> String { w.0.into() }\n",
        )],
        );
        let e = Workspace::new(&scratch.0).bundle("demo-1").unwrap_err();
        assert!(
            e.to_string()
                .starts_with("crates/kit/src/words.rs:3: cannot bundle a `#[macro_export]` macro"),
            "{e}"
        );
    }

    #[test]
    fn names_an_unknown_item_and_an_unknown_problem() {
        let scratch = demo(
            "unknown",
            &[(
                "problems/demo-1/src/lib.rs",
                "\npub fn solve() -> String {\n    kit::Nothing::new()\n}\n",
            )],
        );
        let ws = Workspace::new(&scratch.0);
        let e = ws.bundle("demo-1").unwrap_err().to_string();
        assert!(
            e.starts_with("problems/demo-1/src/lib.rs:3: `kit::Nothing`"),
            "{e}"
        );
        let e = ws.bundle("demo-2").unwrap_err().to_string();
        assert_eq!(e, "no problem called \"demo-2\"");
    }

    #[test]
    fn a_bundle_over_its_judge_limit_is_an_error_with_its_size() {
        let scratch = demo("big", &[]);
        let b = Workspace::new(&scratch.0).bundle("demo-1").unwrap();
        let size = b.text.len();
        assert_eq!(b.check_size(size, "J"), Ok(()));
        let e = b.check_size(size - 1, "SPOJ").unwrap_err().to_string();
        assert_eq!(
            e,
            format!(
                "the bundle is {size} bytes, over the {}-byte source limit of SPOJ; modules: kit::braces, kit::nested, kit::words",
                size - 1
            )
        );
    }

    #[test]
    fn a_dependency_of_a_dependency_is_found_from_the_crate_that_declares_it() {
        let scratch = demo(
            "transitive",
            &[
                (
                    "problems/demo-2/Cargo.toml",
                    "[package]\nname = \"demo-2\"\n\n[dependencies]\ndemo-1 = { path = \"../demo-1\" }\n",
                ),
                (
                    "problems/demo-2/src/lib.rs",
                    "pub fn solve() -> String {\n    demo_1::solve() + \"!\"\n}\n",
                ),
                (
                    "problems/demo-2/src/main.rs",
                    "fn main() {\n    println!(\"{}\", demo_2::solve());\n}\n",
                ),
            ],
        );
        let b = Workspace::new(&scratch.0).bundle("demo-2").unwrap();
        assert_eq!(b.modules, ["kit::braces", "kit::nested", "kit::words"]);
        assert!(b.text.contains("\nmod demo_1 {\n"), "{}", b.text);
    }

    #[test]
    fn a_function_shaped_problem_has_its_root_and_no_main_and_runs_after_its_driver() {
        let function_toml =
            "[package]\nname = \"demo-1\"\n\n[dependencies]\nkit.workspace = true\n\n\
                             [package.metadata.bundle]\nroot = \"src/answer.rs\"  # the template\n\
                             driver = \"driver.rs\"\n";
        let scratch = demo(
            "function",
            &[
                ("problems/demo-1/Cargo.toml", function_toml),
                (
                    "problems/demo-1/src/answer.rs",
                    "/// The judge's template.\nimpl Judged {\n    pub fn answer() -> String {\n        demo_1::solve()\n    }\n}\n",
                ),
                (
                    "problems/demo-1/driver.rs",
                    "struct Judged;\n\nfn main() {\n    println!(\"{}\", Judged::answer());\n}\n",
                ),
            ],
        );
        let ws = Workspace::new(&scratch.0);
        let b = ws.bundle("demo-1").unwrap();
        assert_eq!(
            b.shape,
            Shape::Function {
                driver: fs::read_to_string(scratch.0.join("problems/demo-1/driver.rs")).unwrap()
            }
        );
        assert!(
            !b.text.contains("fn main") && !b.text.contains("#!["),
            "{}",
            b.text
        );
        assert!(!b.text.contains("The judge's template"), "docs stay out");
        assert!(b.text.contains("\nimpl Judged {\n"), "{}", b.text);
        assert_eq!(b.modules, ["kit::braces", "kit::nested", "kit::words"]);

        assert_eq!(
            compile_and_run(&scratch.0, "program", &b.program(), "2021"),
            "}}a \"}\" b { crate::unused::Gone1w 1\n"
        );
    }

    #[test]
    fn a_function_shape_needs_a_root_and_a_driver_and_no_inner_attribute() {
        let manifest = |table: &str| {
            format!("[package]\nname = \"demo-1\"\n\n[dependencies]\nkit.workspace = true\n\n[package.metadata.bundle]\n{table}")
        };
        let error = |tag: &str, table: &str, root: &str| {
            let toml = manifest(table);
            let scratch = Scratch::new(
                tag,
                &[
                    ("Cargo.toml", WORKSPACE),
                    ("problems/demo-1/Cargo.toml", toml.as_str()),
                    ("problems/demo-1/src/lib.rs", "pub fn solve() {}\n"),
                    ("problems/demo-1/src/answer.rs", root),
                    ("problems/demo-1/driver.rs", "fn main() {}\n"),
                    ("crates/kit/Cargo.toml", KIT_TOML),
                    ("crates/kit/src/lib.rs", "pub fn kit() {}\n"),
                ],
            );
            Workspace::new(&scratch.0)
                .bundle("demo-1")
                .unwrap_err()
                .to_string()
        };
        let e = error("no-driver", "root = \"src/answer.rs\"\n", "");
        assert!(e.contains("needs both"), "{e}");
        let e = error("bad-key", "rot = \"src/answer.rs\"\n", "");
        assert!(e.contains("no key \"rot\""), "{e}");
        let e = error(
            "inner",
            "root = \"src/answer.rs\"\ndriver = \"driver.rs\"\n",
            "#![allow(unused)]\nfn f() {}\n",
        );
        assert!(
            e.starts_with("problems/demo-1/src/answer.rs: `#![allow(unused)]`"),
            "{e}"
        );
        let e = error(
            "missing-driver",
            "root = \"src/answer.rs\"\ndriver = \"nowhere.rs\"\n",
            "",
        );
        assert!(e.contains("cannot read the driver"), "{e}");
    }

    #[test]
    fn items_behind_a_feature_or_test_stay_out() {
        let scratch = demo(
            "features",
            &[(
                "problems/demo-1/src/lib.rs",
                "#[cfg(feature = \"catalog\")]\nuse kit::unused::Gone;\n#[cfg(feature = \"catalog\")]\npub const FACTS: Gone = Gone;\n\npub fn solve() -> String {\n    kit::shout(&kit::Word(\"w\"))\n}\n",
            )],
        );
        let b = Workspace::new(&scratch.0).bundle("demo-1").unwrap();
        assert_eq!(b.modules, ["kit::words"]);
        assert!(
            !b.text.contains("FACTS") && !b.text.contains("Gone"),
            "{}",
            b.text
        );
    }

    /// A workspace with a problem `demo-1` on crate `kit`, whose `src/` files are `kit`.
    fn kit_scratch(tag: &str, kit: &[(&str, &str)], problem_lib: &str) -> Scratch {
        let mut files = vec![
            ("Cargo.toml".to_string(), WORKSPACE.to_string()),
            (
                "problems/demo-1/Cargo.toml".to_string(),
                PROBLEM_TOML.to_string(),
            ),
            (
                "problems/demo-1/src/lib.rs".to_string(),
                problem_lib.to_string(),
            ),
            (
                "problems/demo-1/src/main.rs".to_string(),
                PROBLEM_MAIN.to_string(),
            ),
            ("crates/kit/Cargo.toml".to_string(), KIT_TOML.to_string()),
        ];
        for (path, text) in kit {
            files.push((format!("crates/kit/src/{path}"), text.to_string()));
        }
        let refs: Vec<(&str, &str)> = files
            .iter()
            .map(|(p, t)| (p.as_str(), t.as_str()))
            .collect();
        Scratch::new(tag, &refs)
    }

    /// Shapes: what the program names, what only kept items name, and what nothing names.
    const SHAPES: &str = r#"use std::fmt;

use crate::words::Word;

pub const SIDES: usize = 4;

/// Named only as the type of a field of `Square`.
pub struct Corner {
    pub x: u8,
}

pub struct Square {
    pub corners: [Corner; SIDES],
}

/// Named only by a variant of `Shape`.
pub struct Point(pub u8);

pub enum Shape {
    Sq(Square),
    Dot(Point),
}

pub struct Lonely;

impl Lonely {
    pub fn hi(&self) -> u8 {
        1
    }
}

// Nothing calls it, and this comment goes with it.
pub fn unused_fn() -> usize {
    Word("x").0.len()
}

impl Square {
    pub fn new() -> Self {
        let corner = |x| Corner { x };
        Square {
            corners: [corner(1), corner(2), corner(3), corner(4)],
        }
    }

    pub fn sum(&self) -> u32 {
        self.corners.iter().map(|c| u32::from(c.x)).sum()
    }

    pub fn never(&self) -> u8 {
        7
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "square of {}", SIDES)
    }
}

pub trait Area {
    fn area(&self) -> u32;

    fn perimeter(&self) -> u32 {
        0
    }

    fn describe(&self) -> String {
        format!("area {}", self.area())
    }
}

impl Area for Square {
    fn area(&self) -> u32 {
        self.sum() * 2
    }

    fn perimeter(&self) -> u32 {
        4
    }
}

impl Area for Lonely {
    fn area(&self) -> u32 {
        u32::from(self.hi())
    }
}

/// A trait method called through a generic parameter.
pub fn report<T: Area>(t: &T) -> String {
    t.describe()
}
"#;

    #[test]
    fn only_items_the_program_names_are_carried_and_the_file_compiles_without_warnings() {
        let lib = "//! Kit.\npub mod shapes;\npub mod words;\n";
        let problem = "use kit::shapes::{report, Point, Shape, Square};\n\npub fn solve() -> String {\n    let s = Square::new();\n    let n = match Shape::Dot(Point(3)) {\n        Shape::Sq(q) => q.sum(),\n        Shape::Dot(p) => u32::from(p.0),\n    };\n    format!(\"{} / {} / {}\", s, report(&s), n)\n}\n";
        let scratch = kit_scratch(
            "items",
            &[("lib.rs", lib), ("shapes.rs", SHAPES), ("words.rs", WORDS)],
            problem,
        );
        let b = Workspace::new(&scratch.0).bundle("demo-1").unwrap();
        assert_eq!(b.modules, ["kit::shapes"], "{}", b.text);
        let absent = [
            "fn unused_fn",
            "Nothing calls it",
            "fn never",
            "impl Lonely",
            "struct Lonely",
            "impl Area for Lonely",
            "fn perimeter",
            "use crate::kit::words",
            "mod words",
            "#[allow(dead_code)]\nmod",
        ];
        for text in absent {
            assert!(!b.text.contains(text), "{text:?} is carried:\n{}", b.text);
        }
        let present = [
            "pub struct Corner",
            "corners: [Corner; SIDES]",
            "pub const SIDES: usize = 4;",
            "pub struct Point(pub u8);",
            "fn describe(&self)",
            "impl fmt::Display for Square",
            "impl Area for Square",
            "\tpub fn sum(&self)",
            "use std::fmt;",
            // `Shape::Sq` is matched, never built.
            "#[allow(dead_code)]\npub enum Shape",
        ];
        for text in present {
            assert!(b.text.contains(text), "{text:?} is missing:\n{}", b.text);
        }
        assert!(b.whole_modules_size > b.text.len());
        for edition in ["2018", "2021"] {
            assert_eq!(
                compile_and_run(&scratch.0, "items", &b.text, edition),
                "square of 4 / area 20 / 3\n"
            );
        }
    }

    #[test]
    fn globs_macros_associated_items_and_trait_methods_through_generics_are_followed() {
        let lib = "pub mod cells;\n";
        let cells = r#"mod inner {
    pub const LIMIT: usize = 3;

    pub fn helper() -> usize {
        LIMIT * 2
    }

    pub fn unused_helper() -> usize {
        0
    }
}

use self::inner::*;

macro_rules! twice {
    ($e:expr) => {
        $e * 2
    };
}

macro_rules! never_called {
    () => {};
}

pub struct Grid {
    cells: Vec<u8>,
}

impl Grid {
    pub const SIDE: usize = 2;
    pub const UNUSED: usize = 9;

    pub fn new() -> Self {
        Grid {
            cells: vec![0; Self::SIDE * Self::SIDE],
        }
    }

    pub fn total(&self) -> usize {
        twice!(self.cells.len()) + helper()
    }
}

pub trait Engine {
    fn run(&mut self) -> usize;

    fn first(&mut self) -> usize {
        self.run() + 1
    }

    fn unused(&self) {}
}

impl Engine for Grid {
    fn run(&mut self) -> usize {
        self.total()
    }
}

pub struct Driver<E> {
    engine: E,
}

impl<E: Engine> Driver<E> {
    pub fn new(engine: E) -> Self {
        Driver { engine }
    }

    pub fn go(&mut self) -> usize {
        self.engine.first()
    }
}
"#;
        let problem = "use kit::cells::{Driver, Grid};\n\npub fn solve() -> String {\n    let mut d = Driver::new(Grid::new());\n    format!(\"{}\", d.go())\n}\n";
        let scratch = kit_scratch("globs", &[("lib.rs", lib), ("cells.rs", cells)], problem);
        let b = Workspace::new(&scratch.0).bundle("demo-1").unwrap();
        for text in ["unused_helper", "never_called", "UNUSED", "fn unused"] {
            assert!(!b.text.contains(text), "{text:?} is carried:\n{}", b.text);
        }
        for text in [
            "use self::inner::*;",
            "pub const LIMIT",
            "macro_rules! twice",
            "pub const SIDE",
            "fn first(&mut self)",
            "impl Engine for Grid",
        ] {
            assert!(b.text.contains(text), "{text:?} is missing:\n{}", b.text);
        }
        assert_eq!(
            compile_and_run(&scratch.0, "globs", &b.text, "2021"),
            "15\n"
        );
    }

    #[test]
    fn imports_of_traits_called_by_method_or_path_and_globs_from_std_stay() {
        let lib = "pub mod text;\n";
        let text = r#"use std::collections::*;
use std::convert::TryFrom;
use std::fmt::Write as _;
use std::iter::FromIterator;
use std::str::FromStr;

pub trait Source {
    type Item;

    fn take(&mut self) -> u8;
}

pub struct Count(pub u8);

impl Source for Count {
    type Item = u8;

    fn take(&mut self) -> u8 {
        self.0 += 1;
        self.0
    }
}

/// An associated type named only in a bound.
pub fn first<S: Source<Item = u8>>(s: &mut S) -> u8 {
    s.take()
}

pub fn text() -> String {
    let mut set = BTreeSet::new();
    set.insert(u32::try_from(3u64).unwrap_or(0));
    set.insert(first(&mut Count(4)).into());
    let v = Vec::from_iter(set.into_iter());
    let mut s = String::new();
    let _ = write!(s, "{:?}", v);
    s
}

/// Nothing calls it: the import of `FromStr` goes with it.
pub fn parse(x: &str) -> u32 {
    u32::from_str(x).unwrap_or(0)
}
"#;
        let problem = "pub fn solve() -> String {\n    kit::text::text()\n}\n";
        let scratch = kit_scratch("imports", &[("lib.rs", lib), ("text.rs", text)], problem);
        let b = Workspace::new(&scratch.0).bundle("demo-1").unwrap();
        for text in [
            "use std::collections::*;",
            "use std::convert::TryFrom;",
            "use std::fmt::Write as _;",
            "use std::iter::FromIterator;",
            "\ttype Item;",
        ] {
            assert!(b.text.contains(text), "{text:?} is missing:\n{}", b.text);
        }
        assert!(
            !b.text.contains("FromStr") && !b.text.contains("fn parse"),
            "{}",
            b.text
        );
        for edition in ["2018", "2021"] {
            assert_eq!(
                compile_and_run(&scratch.0, "imports", &b.text, edition),
                "[3, 5]\n"
            );
        }
    }

    #[test]
    fn a_method_call_keeps_the_method_of_its_receivers_type_where_the_code_writes_it() {
        let lib = "pub mod gauges;\n";
        let gauges = r#"pub struct Meter;

impl Meter {
    pub fn read(&self) -> u8 {
        10
    }
}

pub struct Gauge(u8);

impl Gauge {
    pub fn new() -> Self {
        Gauge(2)
    }

    pub fn read(&self) -> u8 {
        self.0
    }

    pub fn merge(&self, other: Self) -> u8 {
        self.0 + other.get()
    }

    fn get(&self) -> u8 {
        self.0
    }

    pub fn double(&self) -> u8 {
        self.0 * 2
    }
}

pub struct Wrap<T> {
    inner: T,
}

impl Wrap<Gauge> {
    pub fn twice(&self) -> u8 {
        self.inner.double()
    }
}

pub fn size(m: &Meter) -> usize {
    std::mem::size_of_val(m)
}

pub fn total() -> u8 {
    let g = Gauge::new();
    let w = Wrap { inner: Gauge::new() };
    g.read() + g.merge(Gauge::new()) + w.twice() + size(&Meter) as u8
}
"#;
        let problem = "pub fn solve() -> String {\n    kit::gauges::total().to_string()\n}\n";
        let scratch = kit_scratch(
            "receivers",
            &[("lib.rs", lib), ("gauges.rs", gauges)],
            problem,
        );
        let b = Workspace::new(&scratch.0).bundle("demo-1").unwrap();
        assert!(
            !b.text.contains("\t\t10\n"),
            "`g.read()` is Gauge's: Meter's stays out\n{}",
            b.text
        );
        for text in ["pub struct Meter;", "fn get(&self)", "fn double(&self)"] {
            assert!(b.text.contains(text), "{text:?} is missing:\n{}", b.text);
        }
        assert_eq!(
            compile_and_run(&scratch.0, "receivers", &b.text, "2021"),
            "10\n"
        );
    }
}
