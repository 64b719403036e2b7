//! Exact cover by dancing cells: Knuth's Algorithm X on sparse sets, after his program SSXCC
//! (TAOCP 7.2.2.1, with Christine Solnon's improvements), and a memo of the counts of the
//! subproblems met again when counting.
//!
//! A problem has *items* and *options*; an option is a set of items. A solution is a set of
//! options that covers every *primary* item exactly once and every *secondary* item at most once.
//!
//! # The data structure
//! Everything is a `u32` in a flat array ("a pointer is an array index"). The options are kept
//! as they were given (`option_items`, `option_end`); a search works on two arrays built from
//! them, `set` and `node`, and on the list of items `list`.
//!
//! - Each item owns a segment of `set`: three header words, then one entry per option that
//!   holds the item. Items are named by the place of their first entry, their *offset* `c`:
//!   `set[c - 3]` is the item's number, `set[c - 2]` its place in `list`, `set[c - 1]` its
//!   *size*. The primary items' segments come first, so `c < second` tells a primary item.
//! - The entries `set[c .. c + size]` are the item's *active* options: those that clash with
//!   no option chosen so far. They are nodes, in any order. The rest of the segment holds the
//!   item's other options, hidden: an option is hidden by swapping it to the end of the active
//!   part and lowering the size, so **restoring a size restores the set**, whatever order the
//!   entries were swapped into. No link is ever relinked.
//! - `node` holds the options one after the other, each followed by a *spacer*. An option's
//!   node has `item` (the item's offset, `> 0`) and `loc`, the node's place in that item's
//!   segment: `set[node[x].loc] == x` always. A spacer's `item` is minus the length of the
//!   option before it (so `x + item` is that option's first node; an empty option's spacer
//!   has `0`), and its `loc` is that option's number. Node 0 is the spacer before the first
//!   option.
//! - `list[0 .. active]` are the active items: not covered by a chosen option. `set[c - 2]`
//!   is item `c`'s place in `list`, so that an item leaves the active part by a swap too.
//!
//! A level of the search saves the sizes of the active items on `save` (or nothing for a
//! *forced* move: an item with one option left, which needs no restoring); backing up restores
//! them. A search begins on sets built afresh from the options (every item active with all
//! its options, each set in the order the options were given), so that a problem is always
//! searched the same way.
//!
//! Covering an item swaps it out of `list` and hides its options from the other items' sets.
//! Choosing an option swaps its other items out, then hides their options; the hiding stops at
//! the first primary item left with no option (that choice is dead), and notes the primary
//! items left with one (they are forced next).
//!
//! # Counting
//! The options left after some choices are exactly those that share no item with them, so the
//! set of items still uncovered decides the rest of the search. [`ExactCover::count_solutions`]
//! keeps the count of each finished subproblem in a table keyed by that set, and adds it when
//! the same set comes back by other choices (the memo of Nishino et al.'s DXZ, with counts in
//! place of decision diagrams). A table entry is only trusted when its whole key matches.
//!
//! # A 0/1 matrix
//! A caller with an `N × M` matrix of `0`/`1` wants rows whose `1`s fall in every column exactly
//! once. Each row is an option and each column a primary item: [`ExactCover::from_rows`] builds
//! that from the columns of each row's `1`s, and [`ExactCover::first_solution`],
//! [`ExactCover::search`] and [`ExactCover::count_solutions`] answer with rows by index.
//!
//! - A column no row covers means no cover, answered at once, before any scan or branch.
//! - `M = 0` columns: the empty set of rows is the one cover (every column, of which there are
//!   none, is covered exactly once), whatever `N` is.
//! - A row with no `1`s is never chosen. Adding it to a cover would give another cover, the same
//!   one for every purpose; covers are counted and visited without such rows.
//!
//! ```
//! use solver::exact_cover::ExactCover;
//!
//! // Luogu P4929's first sample: rows 0 0 1, 1 0 0 and 0 1 0.
//! let mut matrix = ExactCover::from_rows(3, &[vec![2], vec![0], vec![1]]).unwrap();
//! let mut rows = matrix.first_solution().unwrap();
//! rows.sort_unstable();
//! assert_eq!(rows, [0, 1, 2]);
//! // Its second: rows 1 0 1, 1 1 0 and 0 1 1 have no exact cover.
//! let mut matrix = ExactCover::from_rows(3, &[vec![0, 2], vec![0, 1], vec![1, 2]]).unwrap();
//! assert_eq!(matrix.first_solution(), None);
//! ```

use std::fmt;

use crate::engine::Flow;

mod check;
mod dance;
mod memo;
#[cfg(test)]
mod tests;

use memo::Memo;

/// Why an option (a row) could not be added: the option's number and what was wrong with it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Error {
    option: usize,
    kind: ErrorKind,
}

#[derive(Clone, Debug, PartialEq, Eq)]
enum ErrorKind {
    /// The option names `item`, but only `0..items` exist.
    NoSuchItem { item: usize, items: usize },
    /// The option names `item` twice.
    Repeated { item: usize },
    /// The option would take the problem past [`MAX_NODES`].
    TooManyNodes,
}

impl Error {
    /// The number of the option that was rejected: the row's index in
    /// [`ExactCover::from_rows`], the number [`ExactCover::add_option`] would have returned.
    pub fn option(&self) -> usize {
        self.option
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.kind {
            ErrorKind::NoSuchItem { item, items } => write!(
                f,
                "option {}: item {} does not exist (there are {})",
                self.option, item, items
            ),
            ErrorKind::Repeated { item } => {
                write!(f, "option {}: item {} appears twice", self.option, item)
            }
            ErrorKind::TooManyNodes => write!(
                f,
                "option {}: more than {} nodes in all",
                self.option, MAX_NODES
            ),
        }
    }
}

impl std::error::Error for Error {}

/// The most nodes a problem can have: three per item, one per item of each option, one per
/// option, plus two. Places are `u32`s and a spacer's `item` an `i32`: half as much memory to
/// walk as with `usize`s.
pub const MAX_NODES: usize = i32::MAX as usize;

/// The header words before an item's entries in `set`: its number, its place in `list`, its
/// size.
const HEAD: usize = 3;

/// A node of an option (`item > 0`, the item's offset in `set`) or a spacer (`item <= 0`); see
/// the module documentation.
#[derive(Clone, Copy, Debug, Default)]
struct Node {
    item: i32,
    loc: u32,
}

/// An exact-cover problem and the state of its search.
///
/// Items are 0-based in the public interface (`0..primary` primary, then `primary..items`
/// secondary); options are numbered `0, 1, 2, …` in the order they were added.
///
/// # Example
/// ```
/// use solver::engine::Flow;
/// use solver::exact_cover::ExactCover;
///
/// // Four items, every pair of them an option: three ways to cover all four with pairs.
/// let mut pairs = Vec::new();
/// for a in 0..4 {
///     for b in a + 1..4 {
///         pairs.push([a, b]);
///     }
/// }
/// let mut cover = ExactCover::from_rows(4, &pairs).unwrap();
/// assert_eq!(cover.count_solutions(u64::MAX), 3);
/// let mut covers = Vec::new();
/// let _ = cover.search(|options| {
///     let mut options = options.to_vec();
///     options.sort_unstable();
///     covers.push(options);
///     Flow::Continue
/// });
/// covers.sort();
/// // {0,1}+{2,3}, {0,2}+{1,3}, {0,3}+{1,2}.
/// assert_eq!(covers, [[0, 5], [1, 4], [2, 3]]);
/// ```
#[derive(Clone, Debug, Default)]
pub struct ExactCover {
    primary: usize,
    items: usize,
    /// Every option's items (0-based), option after option.
    option_items: Vec<u32>,
    /// Where each option's items end in `option_items`.
    option_end: Vec<u32>,
    /// How many options hold each item.
    len: Vec<u32>,
    /// The call of `add_option` that last named each item (`stamp` at the time), to find an
    /// item named twice in one option in `O(1)`.
    mark: Vec<u32>,
    stamp: u32,
    /// `3 · items + option_items.len() + options + 2`, held under [`MAX_NODES`].
    size: usize,
    /// Whether `set`, `node` and `list` are built from the options as they are now.
    built: bool,
    /// The items' segments (see the module documentation).
    set: Vec<u32>,
    /// The options' nodes and spacers.
    node: Vec<Node>,
    /// The items by offset, the active ones first.
    list: Vec<u32>,
    /// The offset of the first secondary item: below it, every item is primary.
    second: usize,
    /// The node chosen on each level.
    choice: Vec<u32>,
    /// Where each level's saved sizes start on `save`.
    saved: Vec<u32>,
    /// (item, size) of the active items of each level that branched.
    save: Vec<(u32, u32)>,
    /// Primary items found with one option left, to be covered next.
    force: Vec<u32>,
    /// The options of the current solution, handed to the visitor.
    solution: Vec<usize>,
    /// The counts of finished subproblems, by the items still uncovered.
    memo: Memo,
    /// The options tried by the last search.
    nodes: u64,
}

impl ExactCover {
    /// A problem with `primary` primary items, `secondary` secondary items and no options.
    ///
    /// # Panics
    /// When the items alone exceed [`MAX_NODES`].
    ///
    /// # Complexity
    /// `O(primary + secondary)`.
    ///
    /// # Example
    /// ```
    /// use solver::exact_cover::ExactCover;
    ///
    /// // Items 0 and 1 must be covered; item 2 may be covered once at most.
    /// let mut cover = ExactCover::new(2, 1);
    /// cover.add_option(&[0, 2]).unwrap();
    /// cover.add_option(&[1, 2]).unwrap();
    /// assert_eq!(cover.first_solution(), None);
    /// cover.add_option(&[1]).unwrap();
    /// assert_eq!(cover.first_solution(), Some(vec![0, 2]));
    /// ```
    pub fn new(primary: usize, secondary: usize) -> Self {
        let mut cover = ExactCover::default();
        cover.reset(primary, secondary);
        cover
    }

    /// The exact cover of a 0/1 matrix with `columns` columns: `rows[r]` lists the columns of
    /// row `r`'s `1`s, in any order. Row `r` becomes option `r` and column `c` primary item `c`,
    /// so every cover found is a set of row indices. A row may be empty (it is never chosen;
    /// see the [module documentation](self) for empty rows, empty columns and `columns = 0`).
    ///
    /// # Errors
    /// When a row names a column `>= columns` or names one column twice, or the matrix has more
    /// than [`MAX_NODES`] nodes (`3 · columns + rows + ones + 2`); the error tells the row
    /// ([`Error::option`]).
    ///
    /// # Panics
    /// When `columns` alone exceeds [`MAX_NODES`].
    ///
    /// # Complexity
    /// `O(columns + rows + ones)` time and memory.
    ///
    /// # Example
    /// ```
    /// use solver::exact_cover::ExactCover;
    ///
    /// // Columns 0 to 3; rows {0, 3}, {}, {1, 2}, {1}, {2}.
    /// let rows: [&[usize]; 5] = [&[0, 3], &[], &[1, 2], &[1], &[2]];
    /// let mut matrix = ExactCover::from_rows(4, &rows).unwrap();
    /// assert_eq!(matrix.count_solutions(u64::MAX), 2);
    /// let mut first = matrix.first_solution().unwrap();
    /// first.sort_unstable();
    /// assert!(first == [0, 2] || first == [0, 3, 4]);
    ///
    /// let err = ExactCover::from_rows(4, &[vec![0], vec![4]]).unwrap_err();
    /// assert_eq!(err.option(), 1);
    /// assert!(ExactCover::from_rows(4, &[vec![2, 2]]).is_err());
    /// ```
    pub fn from_rows<R: AsRef<[usize]>>(columns: usize, rows: &[R]) -> Result<Self, Error> {
        let mut cover = ExactCover::new(columns, 0);
        let ones = rows.iter().map(|r| r.as_ref().len()).sum();
        cover.option_items.reserve_exact(ones);
        cover.option_end.reserve_exact(rows.len());
        for row in rows {
            cover.add_option(row.as_ref())?;
        }
        Ok(cover)
    }

    /// Empties the problem and gives it new items, keeping the allocated memory, so that a
    /// caller solving many problems allocates only while its buffers grow.
    ///
    /// # Panics
    /// When the items alone exceed [`MAX_NODES`].
    ///
    /// # Complexity
    /// `O(primary + secondary)`.
    pub fn reset(&mut self, primary: usize, secondary: usize) {
        let items = primary + secondary;
        let size = items
            .checked_mul(HEAD)
            .and_then(|s| s.checked_add(2))
            .filter(|&s| s <= MAX_NODES);
        self.size = size.unwrap_or_else(|| {
            panic!(
                "{} items exceed the most nodes an exact-cover problem can have",
                items
            )
        });
        self.primary = primary;
        self.items = items;
        self.option_items.clear();
        self.option_end.clear();
        self.len.clear();
        self.len.resize(items, 0);
        self.mark.clear();
        self.mark.resize(items, 0);
        self.stamp = 0;
        self.built = false;
    }

    /// Makes room for `options` more options with `nodes` items among them, so that adding
    /// them allocates at most once.
    ///
    /// # Complexity
    /// `O(size)` when the buffers move, else `O(1)`.
    pub fn reserve(&mut self, options: usize, nodes: usize) {
        self.option_end.reserve(options);
        self.option_items.reserve(nodes);
    }

    /// The number of primary items.
    pub fn primary_items(&self) -> usize {
        self.primary
    }

    /// The number of items, primary and secondary.
    pub fn items(&self) -> usize {
        self.items
    }

    /// The number of options added so far.
    pub fn options(&self) -> usize {
        self.option_end.len()
    }

    /// The number of search nodes (options tried) of the last search, for benchmarks.
    pub fn nodes(&self) -> u64 {
        self.nodes
    }

    /// Adds an option covering `items` (0-based, in any order) and returns its number. An
    /// option with no items is allowed and never part of a solution (it covers nothing).
    ///
    /// # Errors
    /// When `items` names an item twice or names an item that does not exist, or the problem
    /// would have more than [`MAX_NODES`] nodes; the problem is then as it was before the call.
    ///
    /// # Complexity
    /// `O(k)` for an option of `k` items; amortised `O(k)` memory.
    pub fn add_option(&mut self, items: &[usize]) -> Result<usize, Error> {
        let option = self.options();
        let fail = |kind| Err(Error { option, kind });
        let size = self.size + items.len() + 1;
        if size > MAX_NODES {
            return fail(ErrorKind::TooManyNodes);
        }
        self.stamp = self.stamp.wrapping_add(1);
        if self.stamp == 0 {
            // Marks of 2³² calls ago could pass for this call's.
            self.mark.iter_mut().for_each(|m| *m = 0);
            self.stamp = 1;
        }
        for &item in items {
            if item >= self.items {
                let items = self.items;
                return fail(ErrorKind::NoSuchItem { item, items });
            }
            if self.mark[item] == self.stamp {
                return fail(ErrorKind::Repeated { item });
            }
            self.mark[item] = self.stamp;
        }
        for &item in items {
            self.len[item] += 1;
            self.option_items.push(item as u32);
        }
        self.option_end.push(self.option_items.len() as u32);
        self.size = size;
        self.built = false;
        Ok(option)
    }

    /// Calls `visit` with every solution (its options, in the order the search chose them)
    /// until `visit` returns `Break`. Returns `Break` when the visitor stopped the search,
    /// `Continue` when the solutions ran out. Each solution is visited once, as a set: options
    /// with no items never appear in one.
    ///
    /// A primary item that no option covers means no solution: the search returns at once,
    /// without visiting. With no primary items the empty set of options is the one solution.
    /// On each level the search covers an item with one option left if there is one (a forced
    /// move), else branches on the uncovered primary item with the fewest options left, the
    /// first in the order of the items on ties (Knuth's choice, and the plain contest
    /// programs'), and tries that item's options in the order they were given. An option
    /// that leaves some primary item with no option is abandoned as soon as that item is
    /// found.
    /// The problem can be searched again, or given more options, after a search, stopped or not.
    ///
    /// # Complexity
    /// Exponential in the worst case; a search node costs a scan of the active items plus the
    /// options it hides. `O(options + nodes)` to build the sets when options were added since
    /// the last search, `O(1)` more when some primary item has no option. No allocation once
    /// the buffers have grown to the problem (the stacks to the depth of the search, at most
    /// `primary` levels).
    ///
    /// # Example
    /// ```
    /// use solver::engine::Flow;
    /// use solver::exact_cover::ExactCover;
    ///
    /// // Dominoes on a 2×3 board (cells 0 1 2 / 3 4 5): three tilings. Stop after the second.
    /// let dominoes = [[0, 1], [1, 2], [3, 4], [4, 5], [0, 3], [1, 4], [2, 5]];
    /// let mut board = ExactCover::from_rows(6, &dominoes).unwrap();
    /// let mut seen = Vec::new();
    /// let flow = board.search(|rows| {
    ///     seen.push(rows.len());
    ///     if seen.len() == 2 { Flow::Break } else { Flow::Continue }
    /// });
    /// assert_eq!((flow, seen), (Flow::Break, vec![3, 3]));
    /// assert_eq!(board.count_solutions(u64::MAX), 3);
    /// ```
    pub fn search<F>(&mut self, mut visit: F) -> Flow
    where
        F: FnMut(&[usize]) -> Flow,
    {
        let mut leaf = |cover: &mut ExactCover, level: usize| {
            cover.solution.clear();
            for k in 0..level {
                let option = cover.option_of(cover.choice[k] as usize);
                cover.solution.push(option);
            }
            visit(&cover.solution)
        };
        let mut count = 0;
        self.run(&mut leaf, false, &mut count, u64::MAX)
    }

    /// The first solution found (its options, in the order the search chose them), or `None`
    /// when there is none.
    ///
    /// # Complexity
    /// As [`ExactCover::search`].
    ///
    /// # Example
    /// ```
    /// use solver::exact_cover::ExactCover;
    ///
    /// // No row covers column 2: no cover, found without a search.
    /// let mut matrix = ExactCover::from_rows(3, &[vec![0, 1], vec![1]]).unwrap();
    /// assert_eq!(matrix.first_solution(), None);
    /// // No columns: the empty set of rows covers them.
    /// let mut matrix = ExactCover::from_rows(0, &[vec![], vec![]]).unwrap();
    /// assert_eq!(matrix.first_solution(), Some(vec![]));
    /// ```
    pub fn first_solution(&mut self) -> Option<Vec<usize>> {
        let mut found = None;
        let _ = self.search(|options| {
            found = Some(options.to_vec());
            Flow::Break
        });
        found
    }

    /// The number of solutions, counting no further than `limit`: `min(limit, solutions)`, so
    /// `count_solutions(2)` tells none, unique or several, and `count_solutions(u64::MAX)`
    /// counts them all.
    ///
    /// The search is that of [`ExactCover::search`], except that the count of every subproblem
    /// finished after more than a few nodes is kept, keyed by the items it had left to cover,
    /// and a subproblem met again is not searched again (see the [module
    /// documentation](self)); [`ExactCover::nodes`] counts the options tried.
    ///
    /// # Complexity
    /// At most that of [`ExactCover::search`], stopping at the `limit`-th solution, plus a
    /// lookup of `O(items / 64)` per search node; the table takes at most about 32 MiB.
    ///
    /// # Example
    /// ```
    /// use solver::exact_cover::ExactCover;
    ///
    /// // Every column on its own, and every pair: the 10 partitions of 4 columns into blocks
    /// // of one or two (1 + 6 + 3).
    /// let mut rows = Vec::new();
    /// for a in 0..4 {
    ///     rows.push(vec![a]);
    ///     for b in a + 1..4 {
    ///         rows.push(vec![a, b]);
    ///     }
    /// }
    /// let mut matrix = ExactCover::from_rows(4, &rows).unwrap();
    /// assert_eq!(matrix.count_solutions(u64::MAX), 10);
    /// assert_eq!(matrix.count_solutions(2), 2);
    /// ```
    pub fn count_solutions(&mut self, limit: u64) -> u64 {
        let mut count = 0;
        if limit > 0 {
            let mut leaf = |_: &mut ExactCover, _: usize| Flow::Continue;
            let _ = self.run(&mut leaf, true, &mut count, limit);
        }
        count.min(limit)
    }

    /// Builds `set`, `node` and `list` from the options, every item active with all its
    /// options. `O(items + options + nodes)`.
    fn build(&mut self) {
        self.set.clear();
        self.list.clear();
        let mut offset = HEAD;
        for (i, &len) in self.len.iter().enumerate() {
            // The size counts the entries filled below, up to `len`.
            self.set.extend_from_slice(&[i as u32, i as u32, 0]);
            self.set.resize(offset + len as usize, 0);
            self.list.push(offset as u32);
            offset += len as usize + HEAD;
        }
        self.second = match self.list.get(self.primary) {
            Some(&c) => c as usize,
            None => usize::MAX,
        };
        self.node.clear();
        self.node
            .reserve_exact(self.option_items.len() + self.option_end.len() + 1);
        self.node.push(Node::default());
        let mut start = 0;
        for (option, &end) in self.option_end.iter().enumerate() {
            let end = end as usize;
            for &item in &self.option_items[start..end] {
                let c = self.list[item as usize];
                let loc = c + self.set[c as usize - 1];
                self.set[c as usize - 1] += 1;
                self.set[loc as usize] = self.node.len() as u32;
                self.node.push(Node {
                    item: c as i32,
                    loc,
                });
            }
            self.node.push(Node {
                item: -((end - start) as i32),
                loc: option as u32,
            });
            start = end;
        }
        self.built = true;
    }

    /// The search, Knuth's steps with his labels: `forward` enters a level (a memo lookup when
    /// counting, a forced move or the choice of an item, or a solution), `advance` tries the
    /// level's next option, `backup` returns to the level above, `abort` moves to that level's
    /// next option. `leaf` is called on each solution with the number of levels; `count`
    /// counts the solutions, and the search stops when it reaches `limit` or `leaf` breaks.
    /// Leaves every item active with all its options.
    fn run<F>(&mut self, leaf: &mut F, memo: bool, count: &mut u64, limit: u64) -> Flow
    where
        F: FnMut(&mut ExactCover, usize) -> Flow,
    {
        self.nodes = 0;
        if self.len[..self.primary].contains(&0) {
            return Flow::Continue;
        }
        if !self.built {
            self.build();
        }
        let depth = self.primary + 2;
        self.choice.clear();
        self.choice.resize(depth, 0);
        self.saved.clear();
        self.saved.resize(depth, 0);
        self.save.clear();
        self.force.clear();
        if memo {
            self.memo.start(self.items, depth);
        }
        let flow = self.dance(leaf, memo, count, limit);
        // The sets are built again for the next search: their entries are in the order the
        // swaps left, and the search tries options in the order of the entries, so that the
        // same problem is searched the same way, whatever was searched before.
        self.built = false;
        flow
    }
}
