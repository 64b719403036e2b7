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

/// The steps of the search, Knuth's labels.
enum Step {
    Forward,
    Advance,
    Backup,
    Abort,
}

impl ExactCover {
    /// The loop of [`ExactCover::run`].
    fn dance<F>(&mut self, leaf: &mut F, memo: bool, count: &mut u64, limit: u64) -> Flow
    where
        F: FnMut(&mut ExactCover, usize) -> Flow,
    {
        let second = self.second;
        // Only a count of every solution may take the options in any order.
        let ordered = !memo || limit != u64::MAX;
        let mut active = self.items as u32;
        let mut level = 0;
        // The item the current level covers, and the place of the option it tries in that
        // item's segment.
        let mut best = 0;
        let mut cur_choice = 0;
        let mut step = Step::Forward;
        loop {
            match step {
                Step::Forward => {
                    if memo {
                        if let Some(known) = self.memo.get(level) {
                            // Items noted as forced below belong to the subproblem skipped.
                            self.force.clear();
                            *count += known;
                            if *count >= limit {
                                return Flow::Break;
                            }
                            step = Step::Backup;
                            continue;
                        }
                        self.memo.enter(level, *count, self.nodes);
                    }
                    // A forced move noted by the last hiding, if its item is still active;
                    // else the primary item with the fewest options, noting those with one.
                    let mut forced = false;
                    while let Some(f) = self.force.pop() {
                        if self.set[f as usize - 2] < active {
                            best = f as usize;
                            forced = true;
                            break;
                        }
                    }
                    if !forced {
                        let mut fewest = u32::MAX;
                        for &c in &self.list[..active as usize] {
                            let c = c as usize;
                            if c < second {
                                let s = self.set[c - 1];
                                if s <= 1 {
                                    self.force.push(c as u32);
                                } else if s < fewest || (s == fewest && c < best) {
                                    best = c;
                                    fewest = s;
                                }
                            }
                        }
                        if let Some(f) = self.force.pop() {
                            best = f as usize;
                            forced = true;
                        } else if fewest == u32::MAX {
                            // Every primary item is covered.
                            *count += 1;
                            if let Flow::Break = leaf(self, level) {
                                return Flow::Break;
                            }
                            if *count >= limit {
                                return Flow::Break;
                            }
                            step = Step::Backup;
                            continue;
                        }
                    }
                    active -= 1;
                    self.swap_out(best, active);
                    hide::<false>(
                        &mut self.set,
                        &mut self.node,
                        &mut self.force,
                        best,
                        active,
                        second,
                    );
                    cur_choice = best;
                    let base = self.saved[level];
                    if !forced {
                        if ordered {
                            self.order_options(best);
                        }
                        // A forced item has one option: nothing to restore for a next one.
                        self.save.truncate(base as usize);
                        for &c in &self.list[..active as usize] {
                            self.save.push((c, self.set[c as usize - 1]));
                        }
                    }
                    self.saved[level + 1] = if forced { base } else { self.save.len() as u32 };
                    step = Step::Advance;
                }
                Step::Advance => {
                    let cur_node = self.set[cur_choice] as usize;
                    self.choice[level] = cur_node as u32;
                    self.nodes += 1;
                    // The option's other items leave the active list, then their options are
                    // hidden: every item of an active option is active.
                    let mut q = next_node(&self.node, cur_node);
                    while q != cur_node {
                        active -= 1;
                        self.swap_out(self.node[q].item as usize, active);
                        q = next_node(&self.node, q);
                    }
                    let mut q = next_node(&self.node, cur_node);
                    let mut dead = false;
                    while q != cur_node {
                        let item = self.node[q].item;
                        if !hide::<true>(
                            &mut self.set,
                            &mut self.node,
                            &mut self.force,
                            item as usize,
                            active,
                            second,
                        ) {
                            dead = true;
                            break;
                        }
                        q = next_node(&self.node, q);
                    }
                    if dead {
                        self.force.clear();
                        step = Step::Abort;
                        continue;
                    }
                    if memo {
                        self.memo.descend(level);
                        self.memo.cover(level + 1, self.set[best - 3]);
                        let mut q = next_node(&self.node, cur_node);
                        while q != cur_node {
                            let item = self.node[q].item as usize;
                            self.memo.cover(level + 1, self.set[item - 3]);
                            q = next_node(&self.node, q);
                        }
                    }
                    level += 1;
                    step = Step::Forward;
                }
                Step::Backup => {
                    if level == 0 {
                        return Flow::Continue;
                    }
                    level -= 1;
                    let Node { item, loc } = self.node[self.choice[level] as usize];
                    best = item as usize;
                    cur_choice = loc as usize;
                    step = Step::Abort;
                }
                Step::Abort => {
                    if cur_choice + 1 >= best + self.set[best - 1] as usize {
                        if memo {
                            self.memo.leave(level, *count, self.nodes);
                        }
                        step = Step::Backup;
                        continue;
                    }
                    let (from, to) = (self.saved[level] as usize, self.saved[level + 1] as usize);
                    active = (to - from) as u32;
                    for &(c, size) in &self.save[from..to] {
                        self.set[c as usize - 1] = size;
                    }
                    cur_choice += 1;
                    step = Step::Advance;
                }
            }
        }
    }

    /// Puts item `c`'s active options in the order they were given, as Dancing Links tries
    /// them: hiding and restoring leaves a set in any order, and a search whose order drifts
    /// at random has heavy tails where a fixed order finds a full grid at once (an empty 16×16
    /// jigsaw: 42 million nodes against 7,044). A count of every solution tries every option
    /// whatever the order, and skips this.
    fn order_options(&mut self, c: usize) {
        let end = c + self.set[c - 1] as usize;
        // Most sets are still in order: then nothing moves.
        if self.set[c..end].windows(2).all(|w| w[0] < w[1]) {
            return;
        }
        self.set[c..end].sort_unstable();
        for place in c..end {
            self.node[self.set[place] as usize].loc = place as u32;
        }
    }

    /// Moves item `c` to place `p` of `list`, and the item there to `c`'s place.
    fn swap_out(&mut self, c: usize, p: u32) {
        let pp = self.set[c - 2];
        let cc = self.list[p as usize];
        self.list[p as usize] = c as u32;
        self.list[pp as usize] = cc;
        self.set[cc as usize - 2] = pp;
        self.set[c - 2] = p;
    }

    /// The option that node `x` belongs to.
    fn option_of(&self, mut x: usize) -> usize {
        while self.node[x].item > 0 {
            x += 1;
        }
        self.node[x].loc as usize
    }

    /// Checks every invariant of the sets (Knuth's sanity check) as the next search will find
    /// them: each item's header, its segment's nodes and their places, the list of items, and
    /// each option's nodes and spacer against the options given. Returns a description of the
    /// first broken one. Meant for tests; `O(items + options + nodes)`.
    pub fn check_invariants(&self) -> Result<(), String> {
        let mut copy;
        let built = if self.built {
            self
        } else {
            copy = self.clone();
            copy.build();
            &copy
        };
        built.check_built()
    }

    fn check_built(&self) -> Result<(), String> {
        let (set, node) = (&self.set, &self.node);
        if self.list.len() != self.items {
            return Err(format!(
                "{} items listed of {}",
                self.list.len(),
                self.items
            ));
        }
        let mut offset = HEAD;
        let mut seen = vec![false; self.items];
        for (k, &c) in self.list.iter().enumerate() {
            let c = c as usize;
            let i = set.get(c.wrapping_sub(3)).copied().unwrap_or(u32::MAX) as usize;
            if i >= self.items || seen[i] || set[c - 2] as usize != k {
                return Err(format!("the list of items is broken at place {}", k));
            }
            seen[i] = true;
        }
        for i in 0..self.items {
            let c = offset;
            let len = self.len[i] as usize;
            if set[c - 3] as usize != i || set[c - 1] as usize != len {
                return Err(format!("item {} has a broken header", i));
            }
            if (c < self.second) != (i < self.primary) {
                return Err(format!(
                    "item {} is on the wrong side of the secondary ones",
                    i
                ));
            }
            for (place, &x) in set.iter().enumerate().skip(c).take(len) {
                let x = x as usize;
                let n = node.get(x).copied().unwrap_or_default();
                if n.item as usize != c || n.loc as usize != place {
                    return Err(format!("item {}'s entry at {} is not its node", i, place));
                }
            }
            offset += len + HEAD;
        }
        let mut x = 1;
        let mut start = 0;
        for (k, &end) in self.option_end.iter().enumerate() {
            let items = &self.option_items[start..end as usize];
            for &i in items {
                let item = node[x].item;
                if item <= 0 || set[item as usize - 3] != i {
                    return Err(format!("option {} is broken at node {}", k, x));
                }
                x += 1;
            }
            let spacer = node.get(x).copied().unwrap_or_default();
            if spacer.item != -(items.len() as i32) || spacer.loc as usize != k {
                return Err(format!("the spacer after option {} is broken", k));
            }
            x += 1;
            start = end as usize;
        }
        if x != node.len() {
            return Err(format!("{} nodes for {} in the options", node.len(), x));
        }
        Ok(())
    }
}

/// The node after `x` in its option, the last one's next being the first (found through the
/// spacer after the option).
#[inline(always)]
fn next_node(node: &[Node], x: usize) -> usize {
    let next = x + 1;
    let item = node[next].item;
    if item <= 0 {
        (next as i64 + item as i64) as usize
    } else {
        next
    }
}

/// Hides the active options of item `c` from the sets of their other items. Every item of an
/// active option is active, or one of the items the current option has just covered, so no
/// item's place is looked at, except to tell those two apart when an item runs out of options:
/// with `CHECK`, stops and returns `false` as soon as a primary item still active
/// (`< active`) loses its last option, and notes on `force` those left with one. Knuth's `hide`.
#[inline(always)]
fn hide<const CHECK: bool>(
    set: &mut [u32],
    node: &mut [Node],
    force: &mut Vec<u32>,
    c: usize,
    active: u32,
    second: usize,
) -> bool {
    let end = c + set[c - 1] as usize;
    for rr in c..end {
        let tt = set[rr] as usize;
        let mut nn = tt + 1;
        // Inline rather than `next_node`: the node is read once for its item and its place.
        while nn != tt {
            let Node { item, loc } = node[nn];
            if item <= 0 {
                nn = (nn as i64 + item as i64) as usize;
                continue;
            }
            let uu = item as usize;
            let ss = set[uu - 1] - 1;
            if CHECK && ss <= 1 && uu < second && set[uu - 2] < active {
                if ss == 0 {
                    return false;
                }
                force.push(uu as u32);
            }
            let last = uu + ss as usize;
            let other = set[last];
            set[uu - 1] = ss;
            set[last] = nn as u32;
            set[loc as usize] = other;
            node[nn].loc = last as u32;
            node[other as usize].loc = loc;
            nn += 1;
        }
    }
    true
}

/// The counts of finished subproblems, keyed by the set of items covered (a bit per item),
/// in a table of slots that a later count overwrites: a cache, never wrong, since a slot is
/// trusted only when its generation and its whole key match.
#[derive(Clone, Debug, Default)]
struct Memo {
    /// Words of a key: one bit per item.
    words: usize,
    /// The key of each level of the search, `words` each.
    keys: Vec<u64>,
    /// The count and the nodes when each level was entered.
    entry: Vec<(u64, u64)>,
    /// Slots of `words + 2`: the generation that wrote it, the count, the key.
    table: Vec<u64>,
    /// The number of slots, a power of two.
    slots: usize,
    /// The slots written by this count.
    stored: usize,
    /// Which count the slots with this generation belong to.
    generation: u64,
}

/// A subproblem is kept when its search tried at least this many options: below, looking it
/// up again costs about what searching it does.
const MEMO_MIN_NODES: u64 = 8;

/// The table grows while it is over half full, up to this many bytes.
const MEMO_BYTES: usize = 32 << 20;

impl Memo {
    /// Readies the memo for a count of a problem of `items` items and at most `depth` levels.
    fn start(&mut self, items: usize, depth: usize) {
        let words = (items + 63) / 64;
        if words != self.words || self.table.is_empty() {
            self.words = words;
            self.slots = 1 << 10;
            self.table.clear();
            self.table.resize(self.slots * (words + 2), 0);
        }
        self.keys.clear();
        self.keys.resize(depth * words, 0);
        self.entry.clear();
        self.entry.resize(depth, (0, 0));
        self.generation += 1;
        self.stored = 0;
    }

    fn key(&self, level: usize) -> &[u64] {
        &self.keys[level * self.words..(level + 1) * self.words]
    }

    fn slot(&self, key: &[u64]) -> usize {
        let mut h: u64 = 0x243F_6A88_85A3_08D3;
        for &w in key {
            h = (h ^ w).wrapping_mul(0x9E37_79B9_7F4A_7C15);
            h ^= h >> 32;
        }
        (h as usize) & (self.slots - 1)
    }

    /// The count of the subproblem at `level`, when it is known.
    fn get(&self, level: usize) -> Option<u64> {
        let key = self.key(level);
        let stride = self.words + 2;
        let at = self.slot(key) * stride;
        let slot = &self.table[at..at + stride];
        if slot[0] == self.generation && slot[2..] == *key {
            Some(slot[1])
        } else {
            None
        }
    }

    fn enter(&mut self, level: usize, count: u64, nodes: u64) {
        self.entry[level] = (count, nodes);
    }

    /// Level `level + 1` starts with the items covered on `level`.
    fn descend(&mut self, level: usize) {
        let w = self.words;
        self.keys
            .copy_within(level * w..(level + 1) * w, (level + 1) * w);
    }

    fn cover(&mut self, level: usize, item: u32) {
        self.keys[level * self.words + item as usize / 64] |= 1 << (item % 64);
    }

    /// The subproblem at `level` is finished with `count` solutions counted so far in all.
    fn leave(&mut self, level: usize, count: u64, nodes: u64) {
        let (count0, nodes0) = self.entry[level];
        if nodes - nodes0 < MEMO_MIN_NODES {
            return;
        }
        let stride = self.words + 2;
        if self.stored * 2 >= self.slots && self.table.len() * 16 <= MEMO_BYTES {
            self.grow();
        }
        self.stored += 1;
        let at = self.slot(self.key(level)) * stride;
        self.table[at] = self.generation;
        self.table[at + 1] = count - count0;
        let key = level * self.words;
        self.table[at + 2..at + stride].copy_from_slice(&self.keys[key..key + self.words]);
    }

    /// Doubles the slots, keeping this count's entries.
    fn grow(&mut self) {
        let stride = self.words + 2;
        let old = std::mem::take(&mut self.table);
        self.slots *= 2;
        self.table.resize(self.slots * stride, 0);
        for slot in old.chunks_exact(stride) {
            if slot[0] == self.generation {
                let at = self.slot(&slot[2..]) * stride;
                self.table[at..at + stride].copy_from_slice(slot);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::SplitMix64;

    /// Knuth's example (TAOCP 7.2.2.1, (5)): items a–g and six options, whose unique
    /// solution is {c e}, {a d f}, {b g}: options 0, 3 and 4.
    fn knuth_example() -> ExactCover {
        let mut ec = ExactCover::new(7, 0);
        let (a, b, c, d, e, f, g) = (0, 1, 2, 3, 4, 5, 6);
        for option in [
            vec![c, e],
            vec![a, d, g],
            vec![b, c, f],
            vec![a, d, f],
            vec![b, g],
            vec![d, e, g],
        ] {
            ec.add_option(&option).unwrap();
        }
        ec
    }

    #[test]
    fn solves_knuths_example() {
        let mut ec = knuth_example();
        ec.check_invariants().unwrap();
        let mut all = Vec::new();
        let _ = ec.search(|s| {
            let mut s = s.to_vec();
            s.sort_unstable();
            all.push(s);
            Flow::Continue
        });
        assert_eq!(all, vec![vec![0, 3, 4]]);
        ec.check_invariants().unwrap();
        assert_eq!(ec.count_solutions(10), 1);
    }

    #[test]
    fn stopping_restores_the_links() {
        // Four items, every pair an option: three perfect matchings.
        let mut ec = ExactCover::new(4, 0);
        for a in 0..4 {
            for b in a + 1..4 {
                ec.add_option(&[a, b]).unwrap();
            }
        }
        assert_eq!(ec.count_solutions(u64::MAX), 3);
        assert_eq!(ec.count_solutions(2), 2);
        ec.check_invariants().unwrap();
        assert_eq!(ec.count_solutions(0), 0);
        assert_eq!(ec.count_solutions(u64::MAX), 3);
        // An option added after a stopped search joins the restored links: with {0, 1, 2, 3}
        // there are four covers.
        assert!(ec.first_solution().is_some());
        assert_eq!(ec.add_option(&[0, 1, 2, 3]), Ok(6));
        ec.check_invariants().unwrap();
        assert_eq!(ec.count_solutions(u64::MAX), 4);
        assert_eq!(ec.first_solution().map(|s| s.len()), Some(2));
        assert_eq!(ec.count_solutions(u64::MAX), 4);
    }

    #[test]
    fn secondary_items_are_covered_at_most_once() {
        // Primary 0, 1; secondary 2. Options {0,2}, {1,2}, {0}, {1}.
        let mut ec = ExactCover::new(2, 1);
        for option in [&[0, 2][..], &[1, 2], &[0], &[1]] {
            ec.add_option(option).unwrap();
        }
        let mut all = Vec::new();
        let _ = ec.search(|s| {
            let mut s = s.to_vec();
            s.sort_unstable();
            all.push(s);
            Flow::Continue
        });
        all.sort();
        // {0,2}+{1,2} covers the secondary item twice and is not a solution.
        assert_eq!(all, vec![vec![0, 3], vec![1, 2], vec![2, 3]]);
    }

    #[test]
    fn an_item_without_options_means_no_solution() {
        let mut ec = ExactCover::new(3, 0);
        ec.add_option(&[0, 1]).unwrap();
        assert_eq!(ec.first_solution(), None);
        let mut none = ExactCover::new(0, 0);
        assert_eq!(none.first_solution(), Some(vec![]));
    }

    #[test]
    fn bad_options_are_errors_and_change_nothing() {
        let mut ec = ExactCover::new(2, 1);
        ec.add_option(&[0, 2]).unwrap();
        let err = ec.add_option(&[1, 3]).unwrap_err();
        assert_eq!(err.option(), 1);
        assert_eq!(
            err.to_string(),
            "option 1: item 3 does not exist (there are 3)"
        );
        let err = ec.add_option(&[1, 2, 1]).unwrap_err();
        assert_eq!(err.to_string(), "option 1: item 1 appears twice");
        assert_eq!(ec.options(), 1);
        ec.check_invariants().unwrap();
        // Item 1 is still without options: the failed options left no node behind.
        assert_eq!(ec.first_solution(), None);
        assert_eq!(ec.add_option(&[1]), Ok(1));
        let mut first = ec.first_solution().unwrap();
        first.sort_unstable();
        assert_eq!(first, [0, 1]);
    }

    /// Every exact cover of the rows over `columns` columns, by trying every set of non-empty
    /// rows; each cover sorted, the list sorted.
    fn brute_force_covers(columns: usize, rows: &[Vec<usize>]) -> Vec<Vec<usize>> {
        let masks: Vec<u32> = rows
            .iter()
            .map(|r| r.iter().fold(0, |m, &c| m | 1 << c))
            .collect();
        let full = (1u32 << columns) - 1;
        let mut covers = Vec::new();
        for set in 0u32..1 << rows.len() {
            let chosen: Vec<usize> = (0..rows.len()).filter(|&r| set >> r & 1 == 1).collect();
            if chosen.iter().any(|&r| masks[r] == 0) {
                continue;
            }
            let mut union = 0;
            let mut disjoint = true;
            for &r in &chosen {
                disjoint &= union & masks[r] == 0;
                union |= masks[r];
            }
            if disjoint && union == full {
                covers.push(chosen);
            }
        }
        covers.sort();
        covers
    }

    /// Whether `chosen` names distinct rows whose columns cover `0..columns` exactly once.
    fn is_exact_cover(columns: usize, rows: &[Vec<usize>], chosen: &[usize]) -> bool {
        let mut hits = vec![0; columns];
        let mut seen = vec![false; rows.len()];
        for &r in chosen {
            if r >= rows.len() || seen[r] {
                return false;
            }
            seen[r] = true;
            for &c in &rows[r] {
                hits[c] += 1;
            }
        }
        hits.iter().all(|&h| h == 1)
    }

    /// A random matrix of `n` rows over `m` columns, each `1` with probability `percent`%,
    /// its columns in a random order within the row.
    fn random_rows(rng: &mut SplitMix64, n: usize, m: usize, percent: u64) -> Vec<Vec<usize>> {
        (0..n)
            .map(|_| {
                let mut row: Vec<usize> = (0..m).filter(|_| rng.below(100) < percent).collect();
                rng.shuffle(&mut row);
                row
            })
            .collect()
    }

    #[test]
    fn from_rows_and_add_option_find_every_cover_a_brute_force_finds() {
        let mut rng = SplitMix64::new(4929);
        let mut with_covers = 0;
        for case in 0..3000 {
            let n = rng.below(13) as usize;
            let m = rng.below(9) as usize;
            let percent = [15, 30, 50][case % 3];
            let rows = random_rows(&mut rng, n, m, percent);
            let expected = brute_force_covers(m, &rows);
            let mut matrix = ExactCover::from_rows(m, &rows).unwrap();
            let mut found = Vec::new();
            let flow = matrix.search(|chosen| {
                assert!(is_exact_cover(m, &rows, chosen), "{:?}: {:?}", rows, chosen);
                let mut chosen = chosen.to_vec();
                chosen.sort_unstable();
                found.push(chosen);
                Flow::Continue
            });
            assert_eq!(flow, Flow::Continue);
            found.sort();
            assert_eq!(found, expected, "{} columns, rows {:?}", m, rows);
            matrix.check_invariants().unwrap();
            let count = expected.len() as u64;
            assert_eq!(matrix.count_solutions(u64::MAX), count);
            assert_eq!(matrix.count_solutions(2), count.min(2));
            match matrix.first_solution() {
                Some(first) => assert!(is_exact_cover(m, &rows, &first), "{:?}", rows),
                None => assert_eq!(count, 0, "{:?}", rows),
            }
            matrix.check_invariants().unwrap();
            // Built option by option, the same problem: the same covers, in the same order.
            let mut incremental = ExactCover::new(m, 0);
            for (r, row) in rows.iter().enumerate() {
                assert_eq!(incremental.add_option(row), Ok(r));
            }
            let mut again = Vec::new();
            let _ = incremental.search(|chosen| {
                again.push(chosen.to_vec());
                Flow::Continue
            });
            let mut in_order = Vec::new();
            let _ = matrix.search(|chosen| {
                in_order.push(chosen.to_vec());
                Flow::Continue
            });
            assert_eq!(again, in_order, "{:?}", rows);
            with_covers += (count > 0) as usize;
        }
        // Both outcomes are well represented.
        assert!((500..2500).contains(&with_covers), "{}", with_covers);
    }

    #[test]
    fn a_column_no_row_covers_means_no_cover_and_no_visit() {
        // Columns 0..20 tiled by every single and every adjacent pair (a Fibonacci number of
        // covers), and column 20 in no row.
        let mut rows: Vec<Vec<usize>> = (0..20).map(|c| vec![c]).collect();
        rows.extend((0..19).map(|c| vec![c, c + 1]));
        let mut matrix = ExactCover::from_rows(21, &rows).unwrap();
        let mut visits = 0;
        assert_eq!(
            matrix.search(|_| {
                visits += 1;
                Flow::Continue
            }),
            Flow::Continue
        );
        assert_eq!((visits, matrix.first_solution()), (0, None));
        assert_eq!(matrix.count_solutions(u64::MAX), 0);
        // Without the empty column: F(21) = 10,946 covers.
        let mut matrix = ExactCover::from_rows(20, &rows).unwrap();
        assert_eq!(matrix.count_solutions(u64::MAX), 10_946);
    }

    #[test]
    fn no_columns_are_covered_by_no_rows() {
        let none: [Vec<usize>; 0] = [];
        for rows in [&none[..], &[vec![]], &[vec![], vec![], vec![]]] {
            let mut matrix = ExactCover::from_rows(0, rows).unwrap();
            assert_eq!(matrix.first_solution(), Some(vec![]));
            assert_eq!(matrix.count_solutions(u64::MAX), 1);
            assert_eq!(matrix.options(), rows.len());
        }
        // Rows but no columns: any row names a column that does not exist.
        assert!(ExactCover::from_rows(0, &[vec![0]]).is_err());
    }

    #[test]
    fn no_rows_cover_no_column() {
        let none: [Vec<usize>; 0] = [];
        let mut matrix = ExactCover::from_rows(3, &none).unwrap();
        assert_eq!(matrix.first_solution(), None);
        assert_eq!(matrix.count_solutions(u64::MAX), 0);
    }

    #[test]
    fn rows_without_ones_keep_their_numbers_and_are_never_chosen() {
        let rows = [vec![], vec![1], vec![], vec![0], vec![]];
        let mut matrix = ExactCover::from_rows(2, &rows).unwrap();
        assert_eq!(matrix.options(), 5);
        matrix.check_invariants().unwrap();
        let mut first = matrix.first_solution().unwrap();
        first.sort_unstable();
        assert_eq!(first, [1, 3]);
        assert_eq!(matrix.count_solutions(u64::MAX), 1);
    }

    #[test]
    fn from_rows_rejects_bad_columns_naming_the_row() {
        let err = ExactCover::from_rows(3, &[vec![0], vec![], vec![2, 3]]).unwrap_err();
        assert_eq!(err.option(), 2);
        assert_eq!(
            err.to_string(),
            "option 2: item 3 does not exist (there are 3)"
        );
        let err = ExactCover::from_rows(3, &[vec![0, 1, 0]]).unwrap_err();
        assert_eq!(err.option(), 0);
        assert_eq!(err.to_string(), "option 0: item 0 appears twice");
    }

    /// The domino tilings of a `rows` × `cols` board, counted column by column over the
    /// profile of cells already filled from the column before (`rows <= 16`).
    fn profile_count(rows: usize, cols: usize) -> u64 {
        let full = 1usize << rows;
        let mut ways = vec![0u64; full];
        ways[0] = 1;
        for _ in 0..cols {
            let mut next = vec![0u64; full];
            for (filled, &w) in ways.iter().enumerate() {
                if w == 0 {
                    continue;
                }
                // Fill the column's free cells: a horizontal domino reaching into the next
                // column (marked there) or a vertical one taking two free cells.
                let mut stack = vec![(0, 0)];
                while let Some((r, out)) = stack.pop() {
                    if r == rows {
                        next[out] += w;
                    } else if filled >> r & 1 == 1 {
                        stack.push((r + 1, out));
                    } else {
                        stack.push((r + 1, out | 1 << r));
                        if r + 1 < rows && filled >> (r + 1) & 1 == 0 {
                            stack.push((r + 2, out));
                        }
                    }
                }
            }
            ways = next;
        }
        ways[0]
    }

    #[test]
    fn counts_with_the_memo_agree_with_a_profile_count_and_with_every_visit() {
        for rows in 1..=6 {
            for cols in 1..=8 {
                let cell = |r: usize, c: usize| r * cols + c;
                let mut dominoes = Vec::new();
                for r in 0..rows {
                    for c in 0..cols {
                        if c + 1 < cols {
                            dominoes.push(vec![cell(r, c), cell(r, c + 1)]);
                        }
                        if r + 1 < rows {
                            dominoes.push(vec![cell(r, c), cell(r + 1, c)]);
                        }
                    }
                }
                let mut board = ExactCover::from_rows(rows * cols, &dominoes).unwrap();
                let expected = profile_count(rows, cols);
                assert_eq!(board.count_solutions(u64::MAX), expected, "{rows}x{cols}");
                let counting = board.nodes();
                let mut visits = 0;
                let _ = board.search(|_| {
                    visits += 1;
                    Flow::Continue
                });
                assert_eq!(visits, expected, "{rows}x{cols}");
                if (rows, cols) == (6, 8) {
                    // The memo at work: most subproblems are met again.
                    assert!(
                        counting * 10 < board.nodes(),
                        "{} {}",
                        counting,
                        board.nodes()
                    );
                }
                for limit in [1, 2, 100, expected.saturating_sub(1)] {
                    assert_eq!(board.count_solutions(limit), expected.min(limit));
                }
                board.check_invariants().unwrap();
            }
        }
        // 6 x 8: 167,089 tilings (OEIS A099390).
        assert_eq!(profile_count(6, 8), 167_089);
    }

    #[test]
    fn counts_with_secondary_items_agree_with_every_visit() {
        // N queens: rows and columns primary, diagonals secondary (OEIS A000170).
        for (n, expected) in [
            (1, 1),
            (2, 0),
            (3, 0),
            (4, 2),
            (5, 10),
            (6, 4),
            (7, 40),
            (8, 92),
        ] {
            let diagonals = 2 * n - 1;
            let mut board = ExactCover::new(2 * n, 2 * diagonals);
            for r in 0..n {
                for c in 0..n {
                    let (down, up) = (2 * n + r + c, 2 * n + diagonals + r + n - 1 - c);
                    board.add_option(&[r, n + c, down, up]).unwrap();
                }
            }
            let mut visits = 0;
            let _ = board.search(|_| {
                visits += 1;
                Flow::Continue
            });
            assert_eq!(
                (board.count_solutions(u64::MAX), visits),
                (expected, expected)
            );
        }
    }

    #[test]
    fn reset_reuses_the_structure() {
        let mut ec = knuth_example();
        ec.reset(2, 0);
        ec.add_option(&[0]).unwrap();
        ec.add_option(&[1]).unwrap();
        ec.add_option(&[0, 1]).unwrap();
        assert_eq!(ec.count_solutions(10), 2);
        ec.check_invariants().unwrap();
    }
}
