//! Which items a submission needs, found by name from its root file.
//!
//! Every crate of the bundle is read into one [`Graph`]: its modules, and in each the items
//! (functions, types, traits, `impl`s, constants, macros, `use` leaves), with the members of
//! `impl` and `trait` blocks as items of their own. [`Reach`] then keeps, to a fixed point, what
//! kept code names: starting from the submission's root file, the identifiers of each kept item
//! are resolved in its module's scope (its items, its `use` leaves, its globs, the crates it
//! depends on), and what they name is kept in turn.
//!
//! It is a lexer-level analysis: it sees names, not types, so where a name is ambiguous it keeps
//! more, never less.
//! - a method call `x.name(…)` keeps the method `name` on every kept type, and the trait items
//!   called `name`; `self.name(…)` inside an `impl` of `T` only `T`'s (and the trait items);
//!   `T::name`, `Self::name` the member of the type they resolve to;
//! - an inherent `impl` keeps the members named so; a trait `impl` is kept when its trait (or a
//!   trait of the standard library) and every workspace type its header names are kept, and then
//!   keeps what the trait keeps: all of it for a trait of the standard library (the `impl` must be
//!   complete), and for a workspace trait the members some kept code names (a member named
//!   nowhere is left out of the trait and of every `impl` of it, as a compiler would warn that
//!   it is never used);
//! - a `use` leaf stays when its name is used in its module, or when it brings a trait into
//!   scope whose methods (or functions, `Vec::from_iter`) its module calls: a workspace trait, or
//!   one of the standard library's in [`STD_TRAITS`]; a glob from outside the workspace stays
//!   with anything kept in its module;
//! - a macro defined with `macro_rules!` is kept when some kept code invokes it by name.

use std::collections::{BTreeMap, BTreeSet};

use crate::lexer::Kind;
use crate::scan::{Mention, Receiver};
use crate::source::{Failure, Item, ItemKind, SourceFile, UseLeaf};

pub type FileId = usize;
/// Reads the file of a module: `(folder of its parent's children, name)` → the file and the
/// folder of its own children.
pub type LoadModule<'a> = dyn FnMut(&str, &str) -> Result<(SourceFile, String), Failure> + 'a;
pub type ModId = usize;
pub type NodeId = usize;

/// A module: a crate root, a file, or an inline `mod x { … }`.
#[derive(Debug)]
pub struct Module {
    /// The crate, as paths spell it; empty for the submission's root file.
    pub krate: String,
    pub parent: Option<ModId>,
    /// The crate root.
    pub root: ModId,
    pub file: FileId,
    /// Its items, in order.
    pub nodes: Vec<NodeId>,
    /// The crates its paths can start at.
    pub deps: Vec<String>,
    /// Whether its items are those of its file (not an inline module).
    pub owns_file: bool,
}

/// One item of a module, or a member of an `impl` or `trait` block.
#[derive(Debug)]
pub struct Node {
    pub module: ModId,
    pub file: FileId,
    pub item: Item,
    /// The name the item defines, if any.
    pub name: Option<String>,
    /// The `impl` or `trait` block of a member.
    pub parent: Option<NodeId>,
    pub members: Vec<NodeId>,
    /// The leaves of a `use`.
    pub leaves: Vec<UseLeaf>,
    /// The generic parameters in scope: the item's own and its block's.
    pub generics: Vec<String>,
    /// For a function: whether it takes `self`.
    pub has_self: bool,
    /// For a `mod` item: the module it declares.
    pub child: Option<ModId>,
}

impl Node {
    fn is(&self, keyword: &str) -> bool {
        self.item.keyword == keyword
    }

    /// A struct, enum, union or type alias.
    pub fn is_type(&self) -> bool {
        matches!(
            self.item.keyword.as_str(),
            "struct" | "enum" | "union" | "type"
        ) && self.parent.is_none()
    }
}

/// Every module and item of the crates in a bundle.
#[derive(Debug, Default)]
pub struct Graph {
    pub files: Vec<SourceFile>,
    pub modules: Vec<Module>,
    pub nodes: Vec<Node>,
    /// Crate name → root module.
    pub crates: BTreeMap<String, ModId>,
}

/// Something a path can name.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Entity {
    Module(ModId),
    Node(NodeId),
}

/// What the type of an expression is known to be.
#[derive(Clone, Debug, PartialEq, Eq)]
enum TypeClass {
    /// A type of the workspace (one of these items).
    Local(Vec<NodeId>),
    /// A type from elsewhere (the standard library, a tuple, a slice, a generic parameter):
    /// only trait methods can be called on it.
    Foreign,
    /// Not known.
    Unknown,
}

/// Where a piece of code sits, for resolving its names.
#[derive(Clone, Debug, Default)]
struct Context {
    /// The item the code is in.
    node: NodeId,
    module: ModId,
    /// The type (or trait) of the `impl` (or `trait`) block around it: what `Self` names.
    self_nodes: Vec<NodeId>,
    in_trait: bool,
    generics: Vec<String>,
}

/// A path resolved: what it ends at, and what it went through.
#[derive(Debug, Default)]
struct Resolved {
    ends: Vec<Entity>,
    /// Every item named on the way (a type whose member the path names, say).
    nodes: Vec<NodeId>,
    leaves: Vec<(NodeId, usize)>,
    /// (type or trait, member) pairs: `Type::member`.
    scoped: Vec<(NodeId, String)>,
    /// Members of a type the path does not tell (`T::member` for a generic `T`).
    members: Vec<String>,
    /// A path into a crate root that names nothing there.
    unknown: Option<String>,
}

/// Traits of the standard library that code imports to call their methods, with those methods:
/// a `use` of one stays when its module calls one of them.
const STD_TRAITS: &[(&str, &[&str])] = &[
    (
        "Write",
        &[
            "write",
            "write_all",
            "write_fmt",
            "flush",
            "by_ref",
            "write_str",
            "write_char",
            "write_vectored",
        ],
    ),
    (
        "Read",
        &[
            "read",
            "read_to_end",
            "read_to_string",
            "read_exact",
            "bytes",
            "take",
            "chain",
            "by_ref",
        ],
    ),
    (
        "BufRead",
        &[
            "read_line",
            "lines",
            "read_until",
            "split",
            "fill_buf",
            "consume",
        ],
    ),
    ("Seek", &["seek", "rewind", "stream_position"]),
    ("FromStr", &["from_str"]),
    ("FromIterator", &["from_iter"]),
    ("Hash", &["hash"]),
    (
        "Hasher",
        &[
            "finish",
            "write",
            "write_u8",
            "write_u32",
            "write_u64",
            "write_usize",
        ],
    ),
    ("TryFrom", &["try_from"]),
    ("TryInto", &["try_into"]),
    ("Borrow", &["borrow"]),
    ("BorrowMut", &["borrow_mut"]),
    ("Error", &["source", "description", "cause"]),
    ("Deref", &["deref"]),
    ("DerefMut", &["deref_mut"]),
    ("AsRawFd", &["as_raw_fd"]),
    ("FromRawFd", &["from_raw_fd"]),
    (
        "MetadataExt",
        &["dev", "ino", "mode", "nlink", "uid", "gid", "rdev", "size"],
    ),
    (
        "FileTypeExt",
        &["is_block_device", "is_char_device", "is_fifo", "is_socket"],
    ),
    ("PermissionsExt", &["mode", "set_mode", "from_mode"]),
    ("OsStrExt", &["as_bytes", "from_bytes"]),
    ("ExitStatusExt", &["signal", "from_raw", "core_dumped"]),
    (
        "CommandExt",
        &["exec", "pre_exec", "uid", "gid", "process_group"],
    ),
    ("Sum", &["sum"]),
    ("Product", &["product"]),
];

impl Graph {
    /// Adds the submission's root file: its paths can start at every crate of the bundle.
    pub fn add_root(&mut self, file: SourceFile, crates: Vec<String>) -> Result<ModId, Failure> {
        let file = self.add_file(file);
        let module = self.add_module(String::new(), None, file, crates, true);
        let items = self.files[file].items.clone();
        self.add_items(module, file, &items, &mut |_, _| unreachable_files())?;
        Ok(module)
    }

    /// Adds crate `name` from its root file; `load(dir, name)` reads the file of module `name`
    /// declared in the module whose children live in folder `dir` (`""` for the root's), and
    /// gives the folder of that module's own children.
    pub fn add_crate(
        &mut self,
        name: &str,
        deps: Vec<String>,
        root: SourceFile,
        load: &mut LoadModule<'_>,
    ) -> Result<ModId, Failure> {
        let file = self.add_file(root);
        let module = self.add_module(name.to_string(), None, file, deps, true);
        self.crates.insert(name.to_string(), module);
        let items = self.files[file].items.clone();
        let mut dirs = BTreeMap::new();
        dirs.insert(module, String::new());
        self.add_items(module, file, &items, &mut |graph, (parent, child)| {
            let dir = dirs.get(&parent).cloned().unwrap_or_default();
            let (source, child_dir) = load(&dir, child)?;
            let file = graph.add_file(source);
            let deps = graph.modules[parent].deps.clone();
            let module = graph.add_module(name.to_string(), Some(parent), file, deps, true);
            dirs.insert(module, child_dir);
            Ok(module)
        })?;
        Ok(module)
    }

    fn add_file(&mut self, file: SourceFile) -> FileId {
        self.files.push(file);
        self.files.len() - 1
    }

    fn add_module(
        &mut self,
        krate: String,
        parent: Option<ModId>,
        file: FileId,
        deps: Vec<String>,
        owns_file: bool,
    ) -> ModId {
        let id = self.modules.len();
        let root = parent.map_or(id, |p| self.modules[p].root);
        self.modules.push(Module {
            krate,
            parent,
            root,
            file,
            nodes: Vec::new(),
            deps,
            owns_file,
        });
        id
    }

    /// Adds `items` of `file` to `module`; `declared(graph, (module, name))` loads the module of
    /// a `mod name;`.
    #[allow(clippy::type_complexity)]
    fn add_items(
        &mut self,
        module: ModId,
        file: FileId,
        items: &[Item],
        declared: &mut dyn FnMut(&mut Graph, (ModId, &str)) -> Result<ModId, Failure>,
    ) -> Result<(), Failure> {
        for item in items {
            let id = self.add_node(module, file, item.clone(), None, Vec::new());
            self.modules[module].nodes.push(id);
            if item.compiled_out {
                continue;
            }
            match &item.kind {
                ItemKind::ModDecl(name) => {
                    let child = declared(self, (module, name))?;
                    self.nodes[id].child = Some(child);
                    let child_items = self.files[self.modules[child].file].items.clone();
                    let child_file = self.modules[child].file;
                    self.add_items(child, child_file, &child_items, declared)?;
                }
                ItemKind::ModInline(_) => {
                    let deps = self.modules[module].deps.clone();
                    let krate = self.modules[module].krate.clone();
                    let child = self.add_module(krate, Some(module), file, deps, false);
                    self.nodes[id].child = Some(child);
                    let inner = self.files[file].split_block(item)?;
                    self.add_items(child, file, &inner, declared)?;
                }
                _ if item.keyword == "impl" || item.keyword == "trait" => {
                    let generics = self.nodes[id].generics.clone();
                    for member in self.files[file].split_block(item)? {
                        let m = self.add_node(module, file, member, Some(id), generics.clone());
                        self.nodes[id].members.push(m);
                    }
                }
                _ => {}
            }
        }
        Ok(())
    }

    fn add_node(
        &mut self,
        module: ModId,
        file: FileId,
        item: Item,
        parent: Option<NodeId>,
        mut generics: Vec<String>,
    ) -> NodeId {
        let f = &self.files[file];
        let name = match &item.kind {
            ItemKind::Other(name) => name.clone(),
            ItemKind::ModDecl(name) | ItemKind::ModInline(name) => Some(name.clone()),
            _ => None,
        };
        let leaves = if item.kind == ItemKind::Use {
            f.use_leaves(&item)
        } else {
            Vec::new()
        };
        generics.extend(f.generic_params(&item));
        let has_self = item.keyword == "fn" && f.takes_self(&item);
        self.nodes.push(Node {
            module,
            file,
            item,
            name,
            parent,
            members: Vec::new(),
            leaves,
            generics,
            has_self,
            child: None,
        });
        self.nodes.len() - 1
    }

    fn file_of(&self, node: NodeId) -> &SourceFile {
        &self.files[self.nodes[node].file]
    }

    /// The items of `module` and of the modules inside it, members included.
    pub fn subtree(&self, module: ModId, out: &mut Vec<NodeId>) {
        for &n in &self.modules[module].nodes {
            out.push(n);
            out.extend(self.nodes[n].members.iter().copied());
            if let Some(child) = self.nodes[n].child {
                self.subtree(child, out);
            }
        }
    }

    /// The module of the crate root that `module` is in or under (`module` itself for a root).
    pub fn top(&self, module: ModId) -> ModId {
        let mut m = module;
        while let Some(p) = self.modules[m].parent {
            if self.modules[p].parent.is_none() {
                return m;
            }
            m = p;
        }
        m
    }

    /// What `name` stands for in `module`: its items and `use` leaves of that name, else what
    /// its globs bring of it.
    /// With `prefix`, only what a path can go on from: modules, types, traits, and `use`
    /// leaves that bring one of those or something from outside the workspace.
    fn lookup(
        &self,
        module: ModId,
        name: &str,
        prefix: bool,
        depth: usize,
        out: &mut Resolved,
    ) -> Vec<Entity> {
        let mut found = Vec::new();
        if depth > 24 {
            return found;
        }
        let mut leaves = Vec::new();
        for &n in &self.modules[module].nodes {
            let node = &self.nodes[n];
            if node.item.compiled_out || node.is("impl") {
                continue;
            }
            if node.item.kind == ItemKind::Use {
                for (i, leaf) in node.leaves.iter().enumerate() {
                    if leaf.name == name {
                        let target = self.resolve(module, &leaf.segments, None, depth + 1);
                        let ends: Vec<Entity> = target
                            .ends
                            .into_iter()
                            .filter(|&e| !prefix || self.goes_on(e))
                            .collect();
                        if prefix && ends.is_empty() && !target.nodes.is_empty() {
                            continue;
                        }
                        leaves.push((n, i));
                        found.extend(ends);
                    }
                }
                continue;
            }
            if node.name.as_deref() == Some(name) {
                let entity = match node.child {
                    Some(child) => Entity::Module(child),
                    None => Entity::Node(n),
                };
                if !prefix || self.goes_on(entity) {
                    found.push(entity);
                }
            }
        }
        if found.is_empty() && leaves.is_empty() {
            for &n in &self.modules[module].nodes {
                let node = &self.nodes[n];
                if node.item.compiled_out || node.item.kind != ItemKind::Use {
                    continue;
                }
                for (i, leaf) in node.leaves.iter().enumerate() {
                    if leaf.name != "*" {
                        continue;
                    }
                    let glob_path = &leaf.segments[..leaf.segments.len() - 1];
                    let target = self.resolve(module, glob_path, None, depth + 1);
                    for entity in target.ends {
                        let brought = match entity {
                            Entity::Module(m) => {
                                self.lookup(m, name, prefix, depth + 1, &mut Resolved::default())
                            }
                            Entity::Node(e) if self.variants(e).iter().any(|v| v == name) => {
                                vec![Entity::Node(e)]
                            }
                            Entity::Node(_) => Vec::new(),
                        };
                        if !brought.is_empty() {
                            leaves.push((n, i));
                            found.extend(brought);
                        }
                    }
                }
            }
        }
        out.leaves.extend(leaves);
        found
    }

    /// Whether a path can go on from `entity`: a module, a type or a trait.
    fn goes_on(&self, entity: Entity) -> bool {
        match entity {
            Entity::Module(_) => true,
            Entity::Node(n) => self.nodes[n].is_type() || self.nodes[n].is("trait"),
        }
    }

    /// Resolves path `segments` written in `module` (inside code at `context`, if any).
    fn resolve(
        &self,
        module: ModId,
        segments: &[String],
        context: Option<&Context>,
        depth: usize,
    ) -> Resolved {
        let mut out = Resolved::default();
        let Some(first) = segments.first() else {
            return out;
        };
        let second = segments.get(1);
        let mut from_crate_root = false;
        let mut current = match first.as_str() {
            "crate" => {
                from_crate_root = true;
                vec![Entity::Module(self.modules[module].root)]
            }
            "self" if segments.len() > 1 => vec![Entity::Module(module)],
            "super" => self.modules[module]
                .parent
                .map(Entity::Module)
                .into_iter()
                .collect(),
            "Self" => {
                if let (Some(context), Some(member)) = (context, second) {
                    for &n in &context.self_nodes {
                        out.scoped.push((n, member.clone()));
                    }
                    out.members.push(member.clone());
                }
                return out;
            }
            name => {
                let found = self.lookup(module, name, second.is_some(), depth, &mut out);
                if !found.is_empty() {
                    found
                } else if let Some(&root) = self
                    .crates
                    .get(name)
                    .filter(|_| self.modules[module].deps.iter().any(|d| d == name))
                {
                    from_crate_root = true;
                    vec![Entity::Module(root)]
                } else {
                    let generic = context.is_some_and(|c| c.generics.iter().any(|g| g == name));
                    if let (true, Some(member)) = (generic, second) {
                        out.members.push(member.clone());
                    }
                    return out;
                }
            }
        };
        let nodes_of = |entities: &[Entity], out: &mut Resolved| {
            out.nodes.extend(entities.iter().filter_map(|e| match e {
                Entity::Node(n) => Some(*n),
                Entity::Module(_) => None,
            }));
        };
        nodes_of(&current, &mut out);
        for (i, segment) in segments.iter().enumerate().skip(1) {
            let mut next = Vec::new();
            for entity in &current {
                match *entity {
                    Entity::Module(m) => {
                        if segment == "self" {
                            next.push(*entity);
                            continue;
                        }
                        let before = out.leaves.len();
                        let prefix = i + 1 < segments.len();
                        let found = self.lookup(m, segment, prefix, depth, &mut out);
                        if found.is_empty()
                            && out.leaves.len() == before
                            && i == 1
                            && from_crate_root
                            && self.modules[m].parent.is_none()
                            && !self.defines_by_macro(m)
                        {
                            let krate = &self.modules[m].krate;
                            out.unknown = Some(format!(
                                "`{krate}::{segment}` is neither a module of {krate} nor an item of its {}",
                                self.files[self.modules[m].file].display
                            ));
                        }
                        next.extend(found);
                    }
                    Entity::Node(n) => {
                        let node = &self.nodes[n];
                        if node.is_type() || node.is("trait") {
                            out.scoped.push((n, segment.clone()));
                            out.members.push(segment.clone());
                        }
                    }
                }
            }
            current = next;
            nodes_of(&current, &mut out);
        }
        out.ends = current;
        out.nodes.sort_unstable();
        out.nodes.dedup();
        out
    }

    /// Whether `module` has an item-level macro invocation, which may define any name.
    fn defines_by_macro(&self, module: ModId) -> bool {
        self.modules[module]
            .nodes
            .iter()
            .any(|&n| self.nodes[n].is("!") && !self.nodes[n].item.compiled_out)
    }

    /// The variants of enum `node` (nothing for another item).
    pub fn variants(&self, node: NodeId) -> Vec<String> {
        let n = &self.nodes[node];
        if !n.is("enum") {
            return Vec::new();
        }
        self.file_of(node).enum_variants(&n.item)
    }

    /// The names the code of `node` mentions. For an `impl` or `trait` block, its header only;
    /// its members are nodes of their own.
    fn mentions(&self, node: NodeId) -> Vec<Mention> {
        let n = &self.nodes[node];
        let file = self.file_of(node);
        let end = match n.item.block {
            Some(open) if n.is("impl") || n.is("trait") => open,
            _ => n.item.sig_last + 1,
        };
        // The name an item declares is not a use of it.
        let name_at = match n.item.keyword.as_str() {
            "macro_rules" => Some(n.item.head + 2),
            "fn" | "struct" | "enum" | "union" | "trait" | "type" | "const" | "static" => {
                Some(n.item.head + 1)
            }
            _ => None,
        };
        file.mentions(n.item.sig_first, end)
            .into_iter()
            .filter(|m| !matches!(m, Mention::Path(p, at) if Some(*at) == name_at && p.len() == 1))
            .collect()
    }

    fn context(&self, node: NodeId, headers: &BTreeMap<NodeId, ImplHeader>) -> Context {
        let n = &self.nodes[node];
        let block = if n.is("impl") || n.is("trait") {
            Some(node)
        } else {
            n.parent
        };
        let (self_nodes, in_trait) = match block {
            Some(b) if self.nodes[b].is("trait") => (vec![b], true),
            Some(b) => (
                headers
                    .get(&b)
                    .map(|h| h.self_nodes.clone())
                    .unwrap_or_default(),
                false,
            ),
            None => (Vec::new(), false),
        };
        Context {
            node,
            module: n.module,
            self_nodes,
            in_trait,
            generics: n.generics.clone(),
        }
    }
}

fn unreachable_files() -> Result<ModId, Failure> {
    Err("the submission's root file cannot declare modules: a bundle has no files".to_string())
}

impl Graph {
    /// The class of the type written at significant tokens `from..to` of `file`, in `module`.
    /// `generics` are the generic parameters in scope; with `own_generics`, they are those of
    /// the code at hand (only their bounds' methods can be called on them), else of a type
    /// definition (an `impl` may set them to any type).
    fn classify_type(
        &self,
        module: ModId,
        file: &SourceFile,
        (from, to): (usize, usize),
        generics: &[String],
        own_generics: bool,
    ) -> TypeClass {
        let generic = if own_generics {
            TypeClass::Foreign
        } else {
            TypeClass::Unknown
        };
        let mut k = from;
        while k < to
            && (matches!(file.s(k), "&" | "mut" | "dyn" | "impl")
                || file.sig_kind(k) == Some(Kind::Lifetime))
        {
            k += 1;
        }
        if (k..to).any(|j| file.s(j) == "Self") {
            // `Self` (`other: Self`, `next: Box<Self>`): the type of the block around it.
            return TypeClass::Unknown;
        }
        if matches!(file.s(k), "(" | "[") {
            return TypeClass::Foreign;
        }
        let (Some(path), end) = file.type_path(k) else {
            return TypeClass::Unknown;
        };
        if end > to {
            return TypeClass::Unknown;
        }
        if path.len() == 1 && generics.contains(&path[0]) {
            return generic;
        }
        let resolved = self.resolve(module, &path, None, 0);
        let nodes: Vec<NodeId> = resolved
            .ends
            .iter()
            .filter_map(|e| match *e {
                Entity::Node(n) => Some(n),
                Entity::Module(_) => None,
            })
            .collect();
        if !nodes.is_empty() {
            let structs = nodes.iter().all(|&n| {
                matches!(
                    self.nodes[n].item.keyword.as_str(),
                    "struct" | "enum" | "union"
                )
            });
            return if structs {
                TypeClass::Local(nodes)
            } else {
                TypeClass::Unknown
            };
        }
        if !resolved.nodes.is_empty()
            || resolved.ends.iter().any(|e| matches!(e, Entity::Module(_)))
        {
            return TypeClass::Unknown;
        }
        // A type from elsewhere: unknown if its generic arguments name a workspace type
        // (`Box<Local>` derefs to it).
        let local_inside = file.mentions(k, to).into_iter().any(|m| match m {
            Mention::Path(p, _) => {
                if p.len() == 1 && generics.contains(&p[0]) {
                    !own_generics
                } else {
                    !self.resolve(module, &p, None, 0).nodes.is_empty()
                }
            }
            _ => true,
        });
        if local_inside {
            TypeClass::Unknown
        } else {
            TypeClass::Foreign
        }
    }

    /// The class of field `field` of the structs `nodes`.
    fn field_class(&self, nodes: &[NodeId], field: &str) -> TypeClass {
        let mut all = Vec::new();
        for &n in nodes {
            let node = &self.nodes[n];
            if !node.is("struct") {
                return TypeClass::Unknown;
            }
            let file = self.file_of(n);
            let Some((from, to)) = file.field_type(&node.item, field) else {
                return TypeClass::Unknown;
            };
            // A field of a generic type is whatever an `impl` gives it (`impl W<Local>`):
            // unknown, not a type from elsewhere.
            match self.classify_type(node.module, file, (from, to), &node.generics, false) {
                TypeClass::Local(found) => all.extend(found),
                other if nodes.len() == 1 => return other,
                _ => return TypeClass::Unknown,
            }
        }
        TypeClass::Local(all)
    }

    /// The class of variable `name` used at significant token `at` of the item of `context`:
    /// known only when the item binds `name` once, as a typed parameter, a `let` with a type, or a
    /// `let` from `Type::f(…)` where `f` returns `Self` (or from `Type { … }`), and nowhere
    /// else (no pattern, closure parameter or other `let` of that name).
    fn local_type(&self, context: &Context, name: &str, at: usize) -> TypeClass {
        let node = &self.nodes[context.node];
        let file = self.file_of(context.node);
        let (from, to) = (node.item.sig_first, node.item.sig_last + 1);
        let params = if node.is("fn") {
            let mut k = node.item.head + 2;
            if file.s(k) == "<" {
                k = file.skip_angles(k);
            }
            (file.s(k) == "(").then(|| (k, file.close_of(k)))
        } else {
            None
        };
        let closure_params = file.closure_params(from, to);
        let mut declaration = None;
        for o in from..to {
            if file.s(o) != name || file.sig_kind(o) != Some(Kind::Ident) {
                continue;
            }
            let prev = file.s(o.wrapping_sub(1));
            let next = file.s(o + 1);
            if matches!(prev, "." | "::") || next == "::" {
                continue;
            }
            let in_params = params.is_some_and(|(p, q)| p < o && o < q);
            let found = if in_params && next == ":" {
                let end = file.type_end(o + 2, to);
                Some((o, file.s(o + 2).to_string(), o + 2, end, false))
            } else if prev == "let" || (prev == "mut" && file.s(o.wrapping_sub(2)) == "let") {
                match next {
                    ":" => Some((o, String::new(), o + 2, file.type_end(o + 2, to), true)),
                    "=" => Some((o, "=".to_string(), o + 2, file.type_end(o + 2, to), true)),
                    _ => return TypeClass::Unknown,
                }
            } else if closure_params.contains(&o)
                || (prev == "mut" && file.s(o.wrapping_sub(2)) != "&")
                || matches!(prev, "ref" | "for" | "@")
                || matches!(next, ":" | "@")
                || file.in_pattern(o, false)
            {
                return TypeClass::Unknown;
            } else {
                None
            };
            if let Some(d) = found {
                if declaration.is_some() {
                    return TypeClass::Unknown;
                }
                declaration = Some(d);
            }
        }
        let Some((o, how, type_from, type_to, is_let)) = declaration else {
            return TypeClass::Unknown;
        };
        if o >= at || (is_let && file.block_end(o) < at) {
            return TypeClass::Unknown;
        }
        if how != "=" {
            return self.classify_type(
                node.module,
                file,
                (type_from, type_to),
                &node.generics,
                true,
            );
        }
        // `let x = Type::f(…);` or `let x = Type { … };`
        let (Some(path), after) = file.type_path(type_from) else {
            return TypeClass::Unknown;
        };
        let close = match file.s(after) {
            "(" | "{" => file.close_of(after),
            _ => return TypeClass::Unknown,
        };
        if file.s(close + 1) != ";" {
            return TypeClass::Unknown;
        }
        let (type_path, function) = if file.s(after) == "{" {
            (&path[..], None)
        } else if path.len() >= 2 {
            (&path[..path.len() - 1], path.last())
        } else {
            return TypeClass::Unknown;
        };
        let ctx = Some(context);
        let types: Vec<NodeId> = self
            .resolve(node.module, type_path, ctx, 0)
            .ends
            .into_iter()
            .filter_map(|e| match e {
                Entity::Node(n)
                    if matches!(
                        self.nodes[n].item.keyword.as_str(),
                        "struct" | "enum" | "union"
                    ) =>
                {
                    Some(n)
                }
                _ => None,
            })
            .collect();
        if types.len() != 1 {
            return TypeClass::Unknown;
        }
        let ty = types[0];
        let Some(function) = function else {
            return TypeClass::Local(types);
        };
        let type_name = self.nodes[ty].name.clone().unwrap_or_default();
        // An associated function `f` of an inherent `impl` of the type that returns `Self`
        // (or the type by name).
        let returns_self = self.nodes.iter().enumerate().any(|(id, n)| {
            let Some(parent) = n.parent else {
                return false;
            };
            let block = &self.nodes[parent];
            if n.name.as_deref() != Some(function.as_str()) || !n.is("fn") || !block.is("impl") {
                return false;
            }
            let header = self.file_of(parent).impl_header(&block.item);
            let of_type = header.trait_path.is_none()
                && header.self_path.is_some_and(|p| {
                    self.resolve(block.module, &p, None, 0)
                        .ends
                        .contains(&Entity::Node(ty))
                });
            let returns = self.file_of(id).return_type(&n.item);
            of_type && (returns.as_deref() == Some("Self") || returns == Some(type_name.clone()))
        });
        if returns_self {
            TypeClass::Local(types)
        } else {
            TypeClass::Unknown
        }
    }
}

/// What an `impl` block names in its header, resolved once.
#[derive(Debug, Default)]
struct ImplHeader {
    /// The workspace items of its self type (empty for a type from elsewhere or a generic).
    self_nodes: Vec<NodeId>,
    /// The workspace traits it implements (empty for an inherent `impl` or a foreign trait).
    trait_nodes: Vec<NodeId>,
    is_trait_impl: bool,
    /// For each path of the header (generic parameters and `where` clause aside), the workspace
    /// items it names: each must be kept for the `impl` to be.
    named: Vec<Vec<NodeId>>,
}

/// The fixed point: what is kept.
#[derive(Debug, Default)]
pub struct Reach {
    pub kept: BTreeSet<NodeId>,
    pub kept_leaves: BTreeSet<(NodeId, usize)>,
    /// Enums some of whose variants kept code only matches and never builds.
    pub matched_only: BTreeSet<NodeId>,
    whole: bool,
    whole_modules: BTreeSet<ModId>,
    methods: BTreeSet<String>,
    scoped: BTreeSet<(NodeId, String)>,
    members: BTreeSet<String>,
    unresolved: BTreeSet<String>,
    module_methods: BTreeMap<ModId, BTreeSet<String>>,
    headers: BTreeMap<NodeId, ImplHeader>,
    deref: BTreeSet<NodeId>,
    work: Vec<Work>,
    error: Option<Failure>,
}

#[derive(Clone, Copy, Debug)]
enum Work {
    Node(NodeId),
    Leaf(NodeId, usize),
}

impl Reach {
    /// What the submission rooted at module `root` of `graph` needs. With `whole`, a module
    /// (a crate root's child, with everything under it) is kept whole as soon as one of its
    /// items is: the bundles as they were before items were told apart, to compare.
    ///
    /// # Errors
    /// A path into a crate that names nothing there, with its file and line.
    pub fn run(graph: &Graph, root: ModId, whole: bool) -> Result<Reach, Failure> {
        let mut reach = Reach {
            whole,
            ..Reach::default()
        };
        reach.resolve_headers(graph);
        let mut seeds = Vec::new();
        graph.subtree(root, &mut seeds);
        for n in seeds {
            if graph.nodes[n].item.compiled_out {
                continue;
            }
            reach.keep(graph, n);
            for i in 0..graph.nodes[n].leaves.len() {
                reach.keep_leaf(n, i);
            }
        }
        loop {
            while let Some(work) = reach.work.pop() {
                match work {
                    Work::Node(n) => reach.visit_node(graph, n),
                    Work::Leaf(n, i) => reach.visit_leaf(graph, n, i),
                }
                if let Some(e) = reach.error.take() {
                    return Err(e);
                }
            }
            if !reach.settle(graph) {
                break;
            }
        }
        if !whole {
            reach.find_matched_only(graph);
        }
        Ok(reach)
    }

    fn resolve_headers(&mut self, graph: &Graph) {
        for (id, node) in graph.nodes.iter().enumerate() {
            if !node.is("impl") || node.item.compiled_out {
                continue;
            }
            let file = graph.file_of(id);
            let context = Context {
                node: id,
                module: node.module,
                generics: node.generics.clone(),
                ..Context::default()
            };
            let header = file.impl_header(&node.item);
            let types = |path: &Option<Vec<String>>, trait_: bool| -> Vec<NodeId> {
                let Some(path) = path else {
                    return Vec::new();
                };
                if path.len() == 1 && context.generics.contains(&path[0]) {
                    return Vec::new();
                }
                graph
                    .resolve(node.module, path, Some(&context), 0)
                    .ends
                    .into_iter()
                    .filter_map(|e| match e {
                        Entity::Node(n)
                            if (trait_ && graph.nodes[n].is("trait"))
                                || (!trait_ && graph.nodes[n].is_type()) =>
                        {
                            Some(n)
                        }
                        _ => None,
                    })
                    .collect()
            };
            let self_nodes = types(&header.self_path, false);
            let trait_nodes = types(&header.trait_path, true);
            let named = header
                .paths
                .iter()
                .filter(|p| !(p.len() == 1 && context.generics.contains(&p[0])))
                .map(|p| {
                    graph
                        .resolve(node.module, p, Some(&context), 0)
                        .nodes
                        .into_iter()
                        .filter(|&n| graph.nodes[n].is_type() || graph.nodes[n].is("trait"))
                        .collect::<Vec<_>>()
                })
                .filter(|nodes| !nodes.is_empty())
                .collect();
            if header
                .trait_path
                .as_ref()
                .and_then(|p| p.last())
                .is_some_and(|t| t == "Deref" || t == "DerefMut")
            {
                self.deref.extend(self_nodes.iter().copied());
            }
            self.headers.insert(
                id,
                ImplHeader {
                    self_nodes,
                    trait_nodes,
                    is_trait_impl: header.trait_path.is_some(),
                    named,
                },
            );
        }
    }

    fn keep(&mut self, graph: &Graph, node: NodeId) {
        if !self.kept.insert(node) {
            return;
        }
        self.work.push(Work::Node(node));
        if let Some(parent) = graph.nodes[node].parent {
            self.keep(graph, parent);
        }
        if self.whole {
            let top = graph.top(graph.nodes[node].module);
            if self.whole_modules.insert(top) {
                self.keep_whole(graph, top);
            }
        }
    }

    /// Keeps every item of module `top` and under it; of a crate root, its own items but its
    /// `use`s (re-exports stay by name) and its modules.
    fn keep_whole(&mut self, graph: &Graph, top: ModId) {
        let is_root = graph.modules[top].parent.is_none();
        let mut nodes = Vec::new();
        if is_root {
            for &n in &graph.modules[top].nodes {
                let node = &graph.nodes[n];
                if node.child.is_none() && node.item.kind != ItemKind::Use {
                    nodes.push(n);
                    nodes.extend(node.members.iter().copied());
                }
            }
        } else {
            graph.subtree(top, &mut nodes);
        }
        for n in nodes {
            if graph.nodes[n].item.compiled_out || graph.nodes[n].child.is_some() {
                continue;
            }
            self.keep(graph, n);
            for i in 0..graph.nodes[n].leaves.len() {
                self.keep_leaf(n, i);
            }
        }
    }

    fn keep_leaf(&mut self, node: NodeId, leaf: usize) {
        if self.kept_leaves.insert((node, leaf)) {
            self.work.push(Work::Leaf(node, leaf));
        }
    }

    fn visit_node(&mut self, graph: &Graph, node: NodeId) {
        let n = &graph.nodes[node];
        if n.item.kind == ItemKind::Use || n.child.is_some() {
            return;
        }
        let context = graph.context(node, &self.headers);
        let file = graph.file_of(node);
        for mention in graph.mentions(node) {
            self.apply(graph, &context, file, mention);
        }
    }

    fn visit_leaf(&mut self, graph: &Graph, node: NodeId, leaf: usize) {
        self.keep(graph, node);
        let n = &graph.nodes[node];
        let segments = &n.leaves[leaf].segments;
        let path = if n.leaves[leaf].name == "*" {
            &segments[..segments.len() - 1]
        } else {
            &segments[..]
        };
        let resolved = graph.resolve(n.module, path, None, 0);
        if let Some(unknown) = &resolved.unknown {
            let file = graph.file_of(node);
            self.error = Some(file.fail(n.item.head, unknown));
        }
        self.take(graph, resolved);
    }

    fn take(&mut self, graph: &Graph, resolved: Resolved) {
        for n in resolved.nodes {
            self.keep(graph, n);
        }
        for (n, i) in resolved.leaves {
            self.keep_leaf(n, i);
        }
        for (n, member) in resolved.scoped {
            self.scoped.insert((n, member));
        }
        self.members.extend(resolved.members);
    }

    fn apply(&mut self, graph: &Graph, context: &Context, file: &SourceFile, mention: Mention) {
        match mention {
            Mention::Path(segments, at) => {
                if segments.len() > 1 {
                    // `Vec::from_iter(…)`: a trait's function called by path needs the trait in
                    // scope as a method does.
                    let last = segments[segments.len() - 1].clone();
                    self.module_methods
                        .entry(context.module)
                        .or_default()
                        .insert(last);
                }
                let resolved = graph.resolve(context.module, &segments, Some(context), 0);
                if let Some(unknown) = &resolved.unknown {
                    self.error = Some(file.fail(at, unknown));
                }
                self.take(graph, resolved);
            }
            Mention::Method(name, receiver) => {
                self.module_methods
                    .entry(context.module)
                    .or_default()
                    .insert(name.clone());
                self.members.insert(name.clone());
                match self.receiver_class(graph, context, &receiver) {
                    TypeClass::Local(nodes) => {
                        for n in nodes {
                            self.scoped.insert((n, name.clone()));
                        }
                    }
                    TypeClass::Foreign => {}
                    TypeClass::Unknown => {
                        self.methods.insert(name);
                    }
                }
            }
            Mention::Macro(name) => {
                if name == "write" || name == "writeln" {
                    self.module_methods
                        .entry(context.module)
                        .or_default()
                        .insert("write_fmt".to_string());
                }
                for (id, node) in graph.nodes.iter().enumerate() {
                    if node.is("macro_rules")
                        && !node.item.compiled_out
                        && node.name.as_deref() == Some(name.as_str())
                    {
                        self.keep(graph, id);
                    }
                }
            }
            Mention::Member(name) => {
                self.members.insert(name.clone());
                self.unresolved.insert(name);
            }
        }
    }

    /// The type of a method's receiver, where the lexer can tell it for sure; a type with an
    /// `impl Deref` counts as unknown (its methods may be another type's).
    fn receiver_class(&self, graph: &Graph, context: &Context, receiver: &Receiver) -> TypeClass {
        let (chain, at) = match receiver {
            Receiver::Chain(chain, at) => (chain, *at),
            Receiver::Literal => return TypeClass::Foreign,
            Receiver::Other => return TypeClass::Unknown,
        };
        let mut class = if chain[0] == "self" {
            if context.in_trait {
                // `Self` is any implementor: only the trait's (or its supertraits') items.
                if chain.len() == 1 {
                    TypeClass::Foreign
                } else {
                    TypeClass::Unknown
                }
            } else if context.self_nodes.is_empty() {
                TypeClass::Unknown
            } else {
                TypeClass::Local(context.self_nodes.clone())
            }
        } else {
            graph.local_type(context, &chain[0], at)
        };
        for field in &chain[1..] {
            class = match class {
                TypeClass::Local(nodes) => graph.field_class(&nodes, field),
                _ => TypeClass::Unknown,
            };
        }
        match class {
            TypeClass::Local(nodes) if nodes.iter().any(|n| self.deref.contains(n)) => {
                TypeClass::Unknown
            }
            other => other,
        }
    }

    fn any_kept(&self, nodes: &[NodeId]) -> bool {
        nodes.iter().any(|n| self.kept.contains(n))
    }

    /// Whether `impl` block `id` stands: every workspace item its header names is kept.
    fn impl_stands(&self, id: NodeId) -> bool {
        let Some(h) = self.headers.get(&id) else {
            return false;
        };
        (h.self_nodes.is_empty() || self.any_kept(&h.self_nodes))
            && (h.trait_nodes.is_empty() || self.any_kept(&h.trait_nodes))
            && h.named.iter().all(|nodes| self.any_kept(nodes))
    }

    /// Whether member `id` of an inherent `impl` of `self_nodes` is named by kept code.
    fn inherent_member_named(&self, graph: &Graph, id: NodeId, self_nodes: &[NodeId]) -> bool {
        let node = &graph.nodes[id];
        let Some(name) = &node.name else {
            return node.is("!");
        };
        let scoped = self_nodes
            .iter()
            .any(|&s| self.scoped.contains(&(s, name.clone())));
        scoped || self.unresolved.contains(name) || (node.has_self && self.methods.contains(name))
    }

    /// Whether a member called `name` of a workspace trait is kept: some kept code names it.
    fn trait_member_named(&self, name: &Option<String>) -> bool {
        name.as_ref().map_or(true, |n| self.members.contains(n))
    }

    /// Whether `use` leaf `leaf` of `node` brings into scope a trait whose methods its module
    /// calls.
    fn imports_called_trait(&self, graph: &Graph, node: NodeId, leaf: &UseLeaf) -> bool {
        let module = graph.nodes[node].module;
        if leaf.name == "*" {
            // A glob from outside the workspace may bring any name: it stays with its module.
            let prefix = &leaf.segments[..leaf.segments.len() - 1];
            let resolved = graph.resolve(module, prefix, None, 0);
            let external = resolved.ends.is_empty() && resolved.nodes.is_empty();
            return external
                && graph.modules[module]
                    .nodes
                    .iter()
                    .any(|&n| self.kept.contains(&n) && graph.nodes[n].item.kind != ItemKind::Use);
        }
        let Some(called) = self.module_methods.get(&module) else {
            return false;
        };
        let resolved = graph.resolve(module, &leaf.segments, None, 0);
        let traits: Vec<NodeId> = resolved
            .ends
            .iter()
            .filter_map(|e| match *e {
                Entity::Node(n) if graph.nodes[n].is("trait") => Some(n),
                _ => None,
            })
            .collect();
        if !traits.is_empty() {
            return traits.iter().any(|&t| {
                graph.nodes[t].members.iter().any(|&m| {
                    graph.nodes[m]
                        .name
                        .as_ref()
                        .is_some_and(|n| called.contains(n))
                })
            });
        }
        if !resolved.nodes.is_empty()
            || resolved.ends.iter().any(|e| matches!(e, Entity::Module(_)))
        {
            return false;
        }
        let last = leaf.segments.last().map(String::as_str).unwrap_or("");
        STD_TRAITS
            .iter()
            .any(|(t, methods)| *t == last && methods.iter().any(|m| called.contains(*m)))
    }

    /// One pass over what is kept on a condition; whether anything was added.
    fn settle(&mut self, graph: &Graph) -> bool {
        let before = (self.kept.len(), self.kept_leaves.len());
        for (id, node) in graph.nodes.iter().enumerate() {
            if node.item.compiled_out {
                continue;
            }
            if node.item.kind == ItemKind::Use {
                for (i, leaf) in node.leaves.iter().enumerate() {
                    if !self.kept_leaves.contains(&(id, i))
                        && self.imports_called_trait(graph, id, leaf)
                    {
                        self.keep_leaf(id, i);
                    }
                }
                continue;
            }
            if self.kept.contains(&id) {
                continue;
            }
            if node.is("impl") {
                let trait_impl = self.headers.get(&id).is_some_and(|h| h.is_trait_impl);
                if trait_impl && self.impl_stands(id) {
                    self.keep(graph, id);
                }
                continue;
            }
            let Some(parent) = node.parent else {
                continue;
            };
            let block = &graph.nodes[parent];
            let wanted = if block.is("trait") {
                self.kept.contains(&parent) && self.trait_member_named(&node.name)
            } else if !self.impl_stands(parent) {
                false
            } else {
                let h = &self.headers[&parent];
                if !h.is_trait_impl {
                    self.inherent_member_named(graph, id, &h.self_nodes)
                } else if h.trait_nodes.is_empty() {
                    true
                } else {
                    self.trait_member_named(&node.name)
                }
            };
            if wanted {
                self.keep(graph, id);
            }
        }
        (self.kept.len(), self.kept_leaves.len()) != before || !self.work.is_empty()
    }

    /// Marks the kept enums with a variant that kept code names only in patterns: a compiler
    /// warns that it is never constructed.
    fn find_matched_only(&mut self, graph: &Graph) {
        let enums: Vec<(NodeId, Vec<String>)> = self
            .kept
            .iter()
            .filter(|&&n| graph.nodes[n].is("enum"))
            .map(|&n| (n, graph.variants(n)))
            .collect();
        if enums.is_empty() {
            return;
        }
        let mut built: BTreeSet<(NodeId, String)> = BTreeSet::new();
        for &n in &self.kept {
            let node = &graph.nodes[n];
            if node.item.kind == ItemKind::Use || node.is("enum") {
                continue;
            }
            let file = graph.file_of(n);
            let end = match node.item.block {
                Some(open) if node.is("impl") || node.is("trait") => open,
                _ => node.item.sig_last + 1,
            };
            for k in node.item.sig_first..end {
                if file.sig_kind(k) != Some(Kind::Ident) || file.s(k.wrapping_sub(1)) == "." {
                    continue;
                }
                let t = file.s(k);
                for (e, variants) in &enums {
                    if !variants.iter().any(|v| v == t) {
                        continue;
                    }
                    let qualifier = (k >= 2 && file.s(k - 1) == "::").then(|| file.s(k - 2));
                    let named_enum = graph.nodes[*e].name.as_deref();
                    let ours = match qualifier {
                        Some(q) => q == "Self" || Some(q) == named_enum,
                        None => true,
                    };
                    if ours && !file.in_pattern(k, qualifier.is_some()) {
                        built.insert((*e, t.to_string()));
                    }
                }
            }
        }
        for (e, variants) in enums {
            if variants.iter().any(|v| !built.contains(&(e, v.clone()))) {
                self.matched_only.insert(e);
            }
        }
    }

    /// Whether module `module` (or one under it) has something kept.
    pub fn carries(&self, graph: &Graph, module: ModId) -> bool {
        let mut nodes = Vec::new();
        graph.subtree(module, &mut nodes);
        nodes
            .iter()
            .any(|n| self.kept.contains(n) && graph.nodes[*n].item.kind != ItemKind::InnerAttribute)
    }
}
