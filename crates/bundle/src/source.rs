//! One Rust source file seen as the bundler needs it: its top-level items (with those that
//! `#[cfg(test)]` or `#[cfg(feature = "…")]` compile out of a plain rustc build marked), the paths that leave it for another module or crate, the constructs a single file
//! cannot hold, and its text copied out with edits.

use std::collections::BTreeMap;

use crate::lexer::{tokenize, Kind, Token};

/// What a top-level item is, as far as bundling cares.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ItemKind {
    /// `#![…]`.
    InnerAttribute,
    /// `mod name;`: its body is in another file.
    ModDecl(String),
    /// `mod name { … }`.
    ModInline(String),
    /// `use …;`.
    Use,
    /// Anything else, with the name it defines when it has one.
    Other(Option<String>),
}

/// An item: tokens `first..=last` (indices into the file's tokens). At the top of a file, or
/// inside a block: an inline module's, an `impl`'s, a `trait`'s ([`SourceFile::split_block`]).
#[derive(Clone, Debug)]
pub struct Item {
    pub kind: ItemKind,
    pub first: usize,
    pub last: usize,
    /// Whether an attribute compiles it out of a build by plain `rustc`, as a judge builds a
    /// submission: `#[cfg(test)]` (no test harness) or `#[cfg(feature = "…")]` (no Cargo, so no
    /// features).
    pub compiled_out: bool,
    /// The word that says what the item is: `fn`, `struct`, `enum`, `impl`, `use`, `const`,
    /// `macro_rules` …; `!` for a macro invocation, `#!` for an inner attribute.
    pub keyword: String,
    /// The index (into `sig`) of that word.
    pub head: usize,
    /// The index (into `sig`) of the `{` of the block the item ends with, if it does.
    pub block: Option<usize>,
    /// The indices (into `sig`) of the item's first and last tokens.
    pub sig_first: usize,
    pub sig_last: usize,
}

/// A path that starts with one of the roots asked for: `root::first…`, where `first` lists the
/// names right after the root (several for `root::{a, b::c}`, `*` for a glob).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PathRef {
    pub root: String,
    pub first: Vec<String>,
    pub line: usize,
    /// The index of the root's token.
    pub token: usize,
}

/// A leaf of a `use` tree: the path's segments and the name it is bound to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UseLeaf {
    pub segments: Vec<String>,
    pub name: String,
}

/// A `use` tree: `a::rest`, `{x, y}`, `*`, or a name with its `as` alias.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum UseTree {
    Path(String, Box<UseTree>),
    Group(Vec<UseTree>),
    Glob,
    Name(String, Option<String>),
}

impl UseTree {
    /// The leaves under `prefix`, in the order of the source.
    pub fn leaves(&self, prefix: &mut Vec<String>, out: &mut Vec<UseLeaf>) {
        match self {
            UseTree::Path(segment, rest) => {
                prefix.push(segment.clone());
                rest.leaves(prefix, out);
                prefix.pop();
            }
            UseTree::Group(trees) => {
                for tree in trees {
                    tree.leaves(prefix, out);
                }
            }
            UseTree::Glob => {
                let mut segments = prefix.clone();
                segments.push("*".to_string());
                out.push(UseLeaf {
                    segments,
                    name: "*".to_string(),
                });
            }
            UseTree::Name(segment, alias) => {
                let mut segments = prefix.clone();
                segments.push(segment.clone());
                let name = match alias {
                    Some(alias) => alias.clone(),
                    None if segment == "self" && !prefix.is_empty() => {
                        prefix[prefix.len() - 1].clone()
                    }
                    None => segment.clone(),
                };
                out.push(UseLeaf { segments, name });
            }
        }
    }

    /// The tree with only the leaves for which `keep` holds (numbered in source order from
    /// `*next`), as source text: `None` when no leaf is kept. A group left with one tree loses
    /// its braces, and `a::{self}` becomes `a`.
    pub fn render(&self, keep: &dyn Fn(usize) -> bool, next: &mut usize) -> Option<String> {
        match self {
            UseTree::Path(segment, rest) => {
                let rest = rest.render(keep, next)?;
                Some(if rest == "self" {
                    segment.clone()
                } else if let Some(alias) = rest.strip_prefix("self as ") {
                    format!("{segment} as {alias}")
                } else {
                    format!("{segment}::{rest}")
                })
            }
            UseTree::Group(trees) => {
                let kept: Vec<String> = trees.iter().filter_map(|t| t.render(keep, next)).collect();
                match kept.len() {
                    0 => None,
                    1 => kept.into_iter().next(),
                    _ => Some(format!("{{{}}}", kept.join(", "))),
                }
            }
            UseTree::Glob | UseTree::Name(..) => {
                *next += 1;
                if !keep(*next - 1) {
                    return None;
                }
                Some(match self {
                    UseTree::Name(segment, Some(alias)) => format!("{segment} as {alias}"),
                    UseTree::Name(segment, None) => segment.clone(),
                    _ => "*".to_string(),
                })
            }
        }
    }
}

/// `indent` with each four spaces at its start made a tab.
pub fn tabbed(indent: &str) -> String {
    let spaces = indent.len() - indent.trim_start_matches(' ').len();
    format!(
        "{}{}{}",
        "\t".repeat(spaces / 4),
        " ".repeat(spaces % 4),
        &indent[spaces..]
    )
}

/// What to do with one token when the file is copied out.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Edit {
    Keep,
    Delete,
    Replace(String),
}

/// A lexed file. `display` is its path as error messages show it.
#[derive(Debug)]
pub struct SourceFile {
    pub display: String,
    pub text: String,
    pub tokens: Vec<Token>,
    /// The indices of the significant tokens (no whitespace, no comments).
    pub sig: Vec<usize>,
    pub items: Vec<Item>,
}

/// An error already carrying its `file:line: ` prefix.
pub type Failure = String;

impl SourceFile {
    /// Lexes `text` and splits it into top-level items.
    ///
    /// # Errors
    /// A lexing error, an unbalanced bracket, or an item cut off by the end of the file.
    pub fn parse(display: &str, text: String) -> Result<SourceFile, Failure> {
        let tokens = tokenize(&text).map_err(|e| format!("{display}:{}: {}", e.line, e.message))?;
        let sig = (0..tokens.len())
            .filter(|&i| tokens[i].is_significant())
            .collect();
        let mut file = SourceFile {
            display: display.to_string(),
            text,
            tokens,
            sig,
            items: Vec::new(),
        };
        file.items = file.split_items()?;
        Ok(file)
    }

    /// The text of significant token `k` (an index into `sig`), or "" past the end.
    pub fn s(&self, k: usize) -> &str {
        self.sig
            .get(k)
            .map_or("", |&i| self.tokens[i].text(&self.text))
    }

    fn kind(&self, k: usize) -> Option<Kind> {
        self.sig.get(k).map(|&i| self.tokens[i].kind)
    }

    fn line_of(&self, k: usize) -> usize {
        self.sig
            .get(k)
            .map_or_else(|| self.text.lines().count(), |&i| self.tokens[i].line)
    }

    /// `file:line: message` for significant token `k`.
    pub fn fail(&self, k: usize, message: &str) -> Failure {
        format!("{}:{}: {message}", self.display, self.line_of(k))
    }

    /// The index (into `sig`) of the bracket closing the one at `k`.
    pub fn matching(&self, k: usize) -> Result<usize, Failure> {
        let mut depth = 0usize;
        for j in k..self.sig.len() {
            match self.s(j) {
                "(" | "[" | "{" => depth += 1,
                ")" | "]" | "}" => {
                    depth -= 1;
                    if depth == 0 {
                        return Ok(j);
                    }
                }
                _ => {}
            }
        }
        Err(self.fail(k, "this bracket is never closed"))
    }

    fn split_items(&self) -> Result<Vec<Item>, Failure> {
        self.split_range(0, self.sig.len())
    }

    /// The items inside the block of `item` (an inline module, an `impl`, a `trait`): its
    /// members, with the same attributes and kinds as top-level items.
    ///
    /// # Errors
    /// As [`SourceFile::parse`], for the inside of the block.
    pub fn split_block(&self, item: &Item) -> Result<Vec<Item>, Failure> {
        match item.block {
            Some(open) => self.split_range(open + 1, item.sig_last),
            None => Ok(Vec::new()),
        }
    }

    /// The items between significant tokens `from` and `to` (excluded).
    fn split_range(&self, from: usize, to: usize) -> Result<Vec<Item>, Failure> {
        let mut items = Vec::new();
        let mut k = from;
        while k < to {
            let start = k;
            if self.s(k) == "#" && self.s(k + 1) == "!" && self.s(k + 2) == "[" {
                let last = self.matching(k + 2)?;
                let kind = ItemKind::InnerAttribute;
                items.push(self.item(kind, start, last, false, "#!", k, None));
                k = last + 1;
                continue;
            }
            let mut compiled_out = false;
            while self.s(k) == "#" && self.s(k + 1) == "[" {
                let close = self.matching(k + 1)?;
                let attr: Vec<&str> = (k + 2..close).map(|j| self.s(j)).collect();
                compiled_out |= matches!(
                    attr[..],
                    ["cfg", "(", "test", ")"] | ["cfg", "(", "feature", "=", _, ")"]
                );
                k = close + 1;
            }
            // Visibility and qualifiers.
            if self.s(k) == "pub" {
                k += 1;
                if self.s(k) == "(" {
                    k = self.matching(k)? + 1;
                }
            }
            while matches!(self.s(k), "unsafe" | "async" | "default" | "auto")
                || (self.s(k) == "const"
                    && matches!(self.s(k + 1), "fn" | "unsafe" | "async" | "extern"))
                || (self.s(k) == "extern" && self.kind(k + 1) == Some(Kind::Literal))
            {
                k += 1;
            }
            let mut keyword = self.s(k).to_string();
            if keyword != "macro_rules" && self.kind(k) == Some(Kind::Ident) && self.s(k + 1) == "!"
            {
                keyword = "!".to_string();
            }
            let name_at = if keyword == "macro_rules" {
                k + 2
            } else {
                k + 1
            };
            let name = (self.kind(name_at) == Some(Kind::Ident) && keyword != "impl")
                .then(|| self.s(name_at).to_string());
            let mut block = None;
            let (kind, last) = match keyword.as_str() {
                "use" | "const" | "static" | "type" => {
                    let kind = if keyword == "use" {
                        ItemKind::Use
                    } else {
                        ItemKind::Other(name)
                    };
                    (kind, self.end_at_semicolon(start, k)?)
                }
                "extern" if self.s(k + 1) == "crate" => {
                    return Err(self.fail(
                        k,
                        "`extern crate` cannot be bundled: a judge links no crates",
                    ))
                }
                "mod" => {
                    let Some(name) = name else {
                        return Err(self.fail(k, "expected a module name after `mod`"));
                    };
                    match self.s(k + 2) {
                        ";" => (ItemKind::ModDecl(name), k + 2),
                        "{" => {
                            block = Some(k + 2);
                            (ItemKind::ModInline(name), self.matching(k + 2)?)
                        }
                        _ => return Err(self.fail(k, "expected `;` or `{` after `mod name`")),
                    }
                }
                _ => {
                    let (last, opened) = self.end_and_block(start, k)?;
                    block = opened;
                    (ItemKind::Other(name), last)
                }
            };
            if last >= to {
                return Err(self.fail(start, "this item does not end inside its block"));
            }
            items.push(self.item(kind, start, last, compiled_out, &keyword, k, block));
            k = last + 1;
        }
        Ok(items)
    }

    #[allow(clippy::too_many_arguments)]
    fn item(
        &self,
        kind: ItemKind,
        first: usize,
        last: usize,
        compiled_out: bool,
        keyword: &str,
        head: usize,
        block: Option<usize>,
    ) -> Item {
        Item {
            kind,
            first: self.sig[first],
            last: self.sig[last],
            compiled_out,
            keyword: keyword.to_string(),
            head,
            block,
            sig_first: first,
            sig_last: last,
        }
    }

    /// The `;` ending an item like `use` or `const`, outside any bracket.
    fn end_at_semicolon(&self, start: usize, mut k: usize) -> Result<usize, Failure> {
        while k < self.sig.len() {
            match self.s(k) {
                ";" => return Ok(k),
                "(" | "[" | "{" => k = self.matching(k)? + 1,
                ")" | "]" | "}" => return Err(self.fail(k, "unbalanced closing bracket")),
                _ => k += 1,
            }
        }
        Err(self.fail(start, "this item has no closing `;`"))
    }

    /// The end of a `fn`, `struct`, `impl`, macro call …: the first `;` or `{ … }` block outside
    /// any other bracket; and the `{` of that block, if it ends with one.
    fn end_and_block(&self, start: usize, mut k: usize) -> Result<(usize, Option<usize>), Failure> {
        while k < self.sig.len() {
            match self.s(k) {
                ";" => return Ok((k, None)),
                "{" => return Ok((self.matching(k)?, Some(k))),
                "(" | "[" => k = self.matching(k)? + 1,
                ")" | "]" | "}" => return Err(self.fail(k, "unbalanced closing bracket")),
                _ => k += 1,
            }
        }
        Err(self.fail(start, "this item does not end before the end of the file"))
    }

    /// The range of `sig` indices inside item `item`.
    pub fn sig_range(&self, item: &Item) -> std::ops::Range<usize> {
        item.sig_first..item.sig_last + 1
    }

    /// The items a build by plain `rustc` keeps: no `cfg(test)`, no features.
    pub fn live_items(&self) -> impl Iterator<Item = &Item> {
        self.items.iter().filter(|item| !item.compiled_out)
    }

    /// Fails on what a single file cannot carry: `#[path]`, `include!` and its kin, `env!`,
    /// exported or imported macros (`#[macro_export]`, `#[macro_use]`, `$crate`), and an
    /// out-of-line `mod x;` below the top level. Test-only items are not looked at.
    ///
    /// # Errors
    /// The first such construct, with its file, line and why.
    pub fn check_bundlable(&self) -> Result<(), Failure> {
        for item in self.live_items() {
            for k in self.sig_range(item) {
                let t = self.s(k);
                let next = self.s(k + 1);
                if t == "#" && (next == "[" || (next == "!" && self.s(k + 2) == "[")) {
                    let name = if next == "[" {
                        self.s(k + 2)
                    } else {
                        self.s(k + 3)
                    };
                    let why = match name {
                        "path" => "a `#[path]` attribute: a bundle has no files to point to",
                        "macro_export" => "a `#[macro_export]` macro: exported macros live at the crate root and cannot be moved into a module",
                        "macro_use" => "a `#[macro_use]` attribute: macros must be used in the module that defines them",
                        _ => "",
                    };
                    if !why.is_empty() {
                        return Err(self.fail(k, &format!("cannot bundle {why}")));
                    }
                }
                if self.kind(k) == Some(Kind::Ident) && next == "!" {
                    if let "include" | "include_str" | "include_bytes" | "env" | "option_env" = t {
                        return Err(self.fail(
                            k,
                            &format!(
                                "cannot bundle `{t}!`: it reads the build machine, not the judge's"
                            ),
                        ));
                    }
                }
                if t == "$" && next == "crate" {
                    return Err(self.fail(
                        k,
                        "cannot bundle `$crate`: macros that cross crates do not survive bundling",
                    ));
                }
                if t == "mod"
                    && self.kind(k + 1) == Some(Kind::Ident)
                    && self.s(k + 2) == ";"
                    && k != self.sig_range(item).start
                    && !matches!(item.kind, ItemKind::ModDecl(_))
                {
                    return Err(self.fail(
                        k,
                        "cannot bundle an out-of-line `mod x;` inside another item: declare it at the top of its file",
                    ));
                }
            }
        }
        Ok(())
    }

    /// Every path in the live items that starts at a root in `roots` (`root::…`, not preceded by
    /// `::` or `.`). With `modules`, a path starting at one of them (relative to this file's
    /// top level, as in a crate root) also counts, with the root `self`. With
    /// `super_is_root`, `super::…` counts as `crate::…` except inside inline modules.
    pub fn paths(&self, roots: &[String], modules: &[String], super_is_root: bool) -> Vec<PathRef> {
        self.paths_in(roots, modules, super_is_root, |_| true)
    }

    /// [`SourceFile::paths`] in the live items for which `only` holds.
    pub fn paths_in(
        &self,
        roots: &[String],
        modules: &[String],
        super_is_root: bool,
        only: impl Fn(&Item) -> bool,
    ) -> Vec<PathRef> {
        let mut found = Vec::new();
        for item in self.live_items().filter(|item| only(item)) {
            let in_inline_mod = matches!(item.kind, ItemKind::ModInline(_));
            for k in self.sig_range(item) {
                if self.s(k + 1) != "::" || self.kind(k) != Some(Kind::Ident) {
                    continue;
                }
                if k > 0 && matches!(self.s(k - 1), "::" | ".") {
                    continue;
                }
                let t = self.s(k);
                let root = if roots.iter().any(|r| r == t) {
                    t.to_string()
                } else if t == "super" && super_is_root && !in_inline_mod {
                    "crate".to_string()
                } else if modules.iter().any(|m| m == t) && item.kind != ItemKind::Use {
                    found.push(PathRef {
                        root: "self".to_string(),
                        first: vec![t.to_string()],
                        line: self.line_of(k),
                        token: self.sig[k],
                    });
                    continue;
                } else {
                    continue;
                };
                found.push(PathRef {
                    root,
                    first: self.first_segments(k + 2),
                    line: self.line_of(k),
                    token: self.sig[k],
                });
            }
        }
        found
    }

    /// The names a path continues with at `k`: one identifier, `*`, or the heads of a group.
    fn first_segments(&self, k: usize) -> Vec<String> {
        if self.s(k) != "{" {
            return vec![self.s(k).to_string()];
        }
        let mut heads = Vec::new();
        let mut expect_head = true;
        let mut depth = 0usize;
        let mut j = k + 1;
        while j < self.sig.len() {
            match self.s(j) {
                "{" if expect_head => {}
                "{" | "(" | "[" => depth += 1,
                "}" | ")" | "]" if depth == 0 => break,
                "}" | ")" | "]" => depth -= 1,
                "," if depth == 0 => expect_head = true,
                t if expect_head => {
                    heads.push(t.to_string());
                    expect_head = false;
                }
                _ => {}
            }
            j += 1;
        }
        heads
    }

    /// The leaves of the `use` item `item`.
    pub fn use_leaves(&self, item: &Item) -> Vec<UseLeaf> {
        let mut leaves = Vec::new();
        self.use_tree(item).leaves(&mut Vec::new(), &mut leaves);
        leaves
    }

    /// The tree of the `use` item `item`.
    pub fn use_tree(&self, item: &Item) -> UseTree {
        let mut k = item.head + 1;
        if self.s(k) == "::" {
            k += 1;
        }
        self.use_subtree_at(&mut k)
    }

    /// The `use` tree at significant token `*k`, which is left after it.
    pub fn use_subtree_at(&self, k: &mut usize) -> UseTree {
        match self.s(*k) {
            "{" => {
                *k += 1;
                let mut trees = Vec::new();
                while !matches!(self.s(*k), "}" | "") {
                    trees.push(self.use_subtree_at(k));
                    if self.s(*k) == "," {
                        *k += 1;
                    }
                }
                *k += 1;
                UseTree::Group(trees)
            }
            "*" => {
                *k += 1;
                UseTree::Glob
            }
            t => {
                let segment = t.to_string();
                *k += 1;
                if self.s(*k) == "::" {
                    *k += 1;
                    return UseTree::Path(segment, Box::new(self.use_subtree_at(k)));
                }
                let alias = if self.s(*k) == "as" {
                    *k += 2;
                    Some(self.s(*k - 1).to_string())
                } else {
                    None
                };
                UseTree::Name(segment, alias)
            }
        }
    }

    /// The file copied out with `edits` (token index → edit; unlisted tokens are kept), without
    /// its leading and trailing whitespace. Where deleted tokens filled whole lines the lines go
    /// too, no more than one empty line is left between two kept tokens, and none where deleted
    /// tokens stood right inside a `{` or before a `}`.
    pub fn render(&self, edits: &BTreeMap<usize, Edit>) -> String {
        self.render_with(edits, false)
    }

    /// [`SourceFile::render`], with each line's indentation made of tabs when `tabs` holds: a
    /// tab for each four spaces at its start (what rustfmt's `hard_tabs` writes). Literals and
    /// block comments are left as they are.
    pub fn render_with(&self, edits: &BTreeMap<usize, Edit>, tabs: bool) -> String {
        let mut out = String::new();
        let mut last_kept = "";
        // The gap since the last kept significant token or comment.
        let mut gap_ws: Vec<&str> = Vec::new();
        let mut newlines_in_gap = 0usize;
        let mut whole_lines_deleted = 0usize;
        let mut deleted_in_gap = false;
        let mut in_deleted_run = false;
        let mut run_starts_line = true;
        let mut at_line_start = true;
        // The indentation of the next kept token: what precedes it on its line, unless deleted.
        let mut indent = String::new();
        let mut deleted_since_newline = false;
        for (i, token) in self.tokens.iter().enumerate() {
            let text = token.text(&self.text);
            let edit = edits.get(&i).unwrap_or(&Edit::Keep);
            if *edit == Edit::Delete {
                if !in_deleted_run {
                    in_deleted_run = true;
                    run_starts_line = at_line_start;
                }
                deleted_in_gap = true;
                deleted_since_newline = true;
                continue;
            }
            if token.kind == Kind::Whitespace {
                if in_deleted_run && run_starts_line && text.contains('\n') {
                    whole_lines_deleted += 1;
                }
                in_deleted_run = false;
                newlines_in_gap += text.matches('\n').count();
                at_line_start = text.contains('\n');
                if let Some((_, after)) = text.rsplit_once('\n') {
                    indent = after.to_string();
                    deleted_since_newline = false;
                } else if !deleted_since_newline {
                    indent.push_str(text);
                }
                gap_ws.push(text);
                continue;
            }
            in_deleted_run = false;
            let newlines = newlines_in_gap.saturating_sub(whole_lines_deleted);
            if !out.is_empty() {
                if newlines_in_gap == 0 {
                    let ws: String = gap_ws.concat();
                    out.push_str(if ws.is_empty() && deleted_in_gap {
                        " "
                    } else {
                        &ws
                    });
                } else {
                    let hugs_brace = deleted_in_gap && (last_kept == "{" || text == "}");
                    let lines = if hugs_brace { 1 } else { newlines.clamp(1, 2) };
                    out.push_str(&"\n".repeat(lines));
                    if tabs {
                        out.push_str(&tabbed(&indent));
                    } else {
                        out.push_str(&indent);
                    }
                }
            }
            match edit {
                Edit::Replace(s) => out.push_str(s),
                _ => out.push_str(text),
            }
            last_kept = text;
            gap_ws.clear();
            indent.clear();
            deleted_since_newline = false;
            newlines_in_gap = 0;
            whole_lines_deleted = 0;
            deleted_in_gap = false;
            at_line_start = false;
        }
        out
    }

    /// Edits that delete doc comments and the items a plain `rustc` build compiles out.
    pub fn strip_edits(&self) -> BTreeMap<usize, Edit> {
        let mut edits = BTreeMap::new();
        for (i, t) in self.tokens.iter().enumerate() {
            if t.kind == Kind::DocComment {
                edits.insert(i, Edit::Delete);
            }
        }
        for item in self.items.iter().filter(|item| item.compiled_out) {
            for i in item.first..=item.last {
                edits.insert(i, Edit::Delete);
            }
        }
        edits
    }

    /// Deletes every token of `item`.
    pub fn delete_item(&self, item: &Item, edits: &mut BTreeMap<usize, Edit>) {
        for i in item.first..=item.last {
            edits.insert(i, Edit::Delete);
        }
    }

    /// The original text of `item`.
    pub fn item_text(&self, item: &Item) -> &str {
        &self.text[self.tokens[item.first].start..self.tokens[item.last].end]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(text: &str) -> SourceFile {
        SourceFile::parse("t.rs", text.to_string()).unwrap()
    }

    fn kinds(f: &SourceFile) -> Vec<ItemKind> {
        f.items.iter().map(|i| i.kind.clone()).collect()
    }

    #[test]
    fn items_end_where_they_end_despite_tricky_literals() {
        let f = parse(concat!(
            "//! doc\n#![allow(x)]\nuse a::{b, c};\n",
            "const S: &str = \"}\";\nfn f<'a>(x: &'a str) -> char { if x == \"{\" { '}' } else { '{' } }\n",
            "static R: &str = r#\"}\"#; /* /* } */ */\n",
            "#[cfg(test)]\nmod tests { fn g() { let _ = \"}\"; } }\n",
            "#[cfg(feature = \"catalog\")]\npub const J: u8 = 1;\n",
            "pub(crate) struct T(u8);\nimpl<T> X for Y<T> where T: Fn() -> [u8; 2] { fn h() {} }\n",
            "pub mod m;\nmod n { }\nmacro_rules! q { () => {}; }\n",
        ));
        assert_eq!(
            kinds(&f),
            [
                ItemKind::InnerAttribute,
                ItemKind::Use,
                ItemKind::Other(Some("S".into())),
                ItemKind::Other(Some("f".into())),
                ItemKind::Other(Some("R".into())),
                ItemKind::ModInline("tests".into()),
                ItemKind::Other(Some("J".into())),
                ItemKind::Other(Some("T".into())),
                ItemKind::Other(None),
                ItemKind::ModDecl("m".into()),
                ItemKind::ModInline("n".into()),
                ItemKind::Other(Some("q".into())),
            ]
        );
        assert!(f.items[5].compiled_out && f.items[6].compiled_out);
        assert!(!f.items[4].compiled_out && !f.items[7].compiled_out);
    }

    #[test]
    fn finds_paths_from_roots_and_groups() {
        let f = parse(concat!(
            "use solver::model::{Geometry, Puzzle};\nuse textio::{grid::{a, b}, Report, self};\n",
            "fn f() { let s = \"solver::fake\"; x.solver::<u8>(); ::solver::y(); textio::run(); }\n",
            "#[cfg(test)]\nmod tests { use solver::rng; }\n",
        ));
        let roots = ["solver".to_string(), "textio".to_string()];
        let found: Vec<(String, Vec<String>)> = f
            .paths(&roots, &[], false)
            .into_iter()
            .map(|p| (p.root, p.first))
            .collect();
        let v = |r: &str, f: &[&str]| (r.to_string(), f.iter().map(|s| s.to_string()).collect());
        assert_eq!(
            found,
            [
                v("solver", &["model"]),
                v("textio", &["grid", "Report", "self"]),
                v("textio", &["run"]),
            ]
        );
    }

    #[test]
    fn use_leaves_with_groups_and_renames() {
        let f = parse("pub use run::{run, run_with as rw, self, inner::{X, Y}};\npub use a::*;");
        let leaves: Vec<(String, String)> = f
            .items
            .iter()
            .flat_map(|i| f.use_leaves(i))
            .map(|l| (l.segments.join("::"), l.name))
            .collect();
        let p = |a: &str, b: &str| (a.to_string(), b.to_string());
        assert_eq!(
            leaves,
            [
                p("run::run", "run"),
                p("run::run_with", "rw"),
                p("run::self", "run"),
                p("run::inner::X", "X"),
                p("run::inner::Y", "Y"),
                p("a::*", "*"),
            ]
        );
    }

    #[test]
    fn rendering_drops_docs_and_tests_whole_lines() {
        let f = parse(concat!(
            "//! Crate doc.\n\nuse a; // why\n\n\n\n/// Doc.\n/// More.\n",
            "pub fn f() -> &'static str {\n    /** inner */ \"/// kept\"\n}\n\n",
            "#[cfg(test)]\nmod tests {\n    #[test]\n    fn t() {}\n}\n",
        ));
        assert_eq!(
            f.render(&f.strip_edits()),
            "use a; // why\n\npub fn f() -> &'static str {\n    \"/// kept\"\n}"
        );
    }

    #[test]
    fn refuses_what_cannot_be_bundled() {
        let cases = [
            ("#[path = \"x.rs\"]\nmod x;", 1, "#[path]"),
            ("fn f() {\n    include!(\"x.rs\");\n}", 2, "include!"),
            (
                "#[macro_export]\nmacro_rules! m { () => {} }",
                1,
                "macro_export",
            ),
            ("const N: &str = env!(\"CARGO_PKG_NAME\");", 1, "env!"),
            ("fn f() {\n  mod inner;\n}", 2, "out-of-line"),
        ];
        for (src, line, what) in cases {
            let e = parse(src).check_bundlable().unwrap_err();
            assert!(e.starts_with(&format!("t.rs:{line}: ")), "{e}");
            assert!(e.contains(what), "{e}");
        }
        let test_only = parse("#[cfg(test)]\nmod tests { const X: &str = include_str!(\"f\"); }");
        assert_eq!(test_only.check_bundlable(), Ok(()));
        assert!(parse("fn f() { \"include!(x)\" }")
            .check_bundlable()
            .is_ok());
        let e = SourceFile::parse("t.rs", "extern crate x;".into()).unwrap_err();
        assert!(e.contains("extern crate"), "{e}");
    }

    #[test]
    fn a_use_is_written_again_with_the_leaves_kept() {
        let f = parse("pub use a::{b, c::{d, e as f}, self, g::*};");
        let tree = f.use_tree(&f.items[0]);
        let render = |kept: &[usize]| tree.render(&|i| kept.contains(&i), &mut 0);
        assert_eq!(
            render(&[0, 1, 2, 3, 4]).unwrap(),
            "a::{b, c::{d, e as f}, self, g::*}"
        );
        assert_eq!(render(&[2]).unwrap(), "a::c::e as f");
        assert_eq!(render(&[1, 3]).unwrap(), "a::{c::d, self}");
        assert_eq!(render(&[3]).unwrap(), "a");
        assert_eq!(render(&[]), None);
    }

    #[test]
    fn indentation_becomes_tabs_and_literals_stay() {
        let f = parse("fn f() {\n    let s = \"a\n    b\";\n      /* x\n    y */ g();\n}\n");
        assert_eq!(
            f.render_with(&BTreeMap::new(), true),
            "fn f() {\n\tlet s = \"a\n    b\";\n\t  /* x\n    y */ g();\n}"
        );
        assert_eq!(tabbed("         x"), "\t\t x");
    }
}
