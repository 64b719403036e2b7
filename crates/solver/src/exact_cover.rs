//! Exact cover by Dancing Links (Knuth's Algorithm X, after his program DLX1).
//!
//! A problem has *items* and *options*; an option is a set of items. A solution is a set of
//! options that covers every *primary* item exactly once and every *secondary* item at most once.
//!
//! # The data structure
//! All links are indices into two flat arrays ("a pointer is an array index"), `u32`s, so that
//! a node is 16 bytes: `item` for the items and `node` for the nodes.
//!
//! - Items are numbered `1..=items`: primary items `1..=primary` first, then the secondary ones.
//!   Item `0` is the root. `item[i].llink`/`rlink` chain the root and the primary items that are
//!   still uncovered into a doubly linked circle. A secondary item is a circle of its own, so
//!   that covering or uncovering it changes no other item's links.
//! - `item[i].len` counts the nodes in item `i`'s vertical list (for a secondary item, plus
//!   `SECONDARY_LEN`, so that a `len` of 0 is a primary item's).
//! - Node `i` for `1 <= i <= items` is the header of item `i`'s vertical list. The nodes of an
//!   option follow each other in the array and are bracketed by *spacer* nodes.
//! - For an ordinary node `x`, `node[x].top` is its item (`> 0`), `ulink`/`dlink` are its
//!   neighbours in that item's circular vertical list (the header included), and `next` is the
//!   next node of its option, the last one's `next` being the first: hiding an option walks
//!   its other nodes without a test for the spacer at its end.
//! - For the spacer that ends option `k - 1` and starts option `k` (the first spacer ends none),
//!   `top = -k <= 0`, `ulink` is the first node of option `k - 1` and `dlink` the last node of
//!   option `k`.
//! - `empty_primary` counts the uncovered primary items whose list is empty. While it is
//!   positive the current partial solution is a dead end: the search backs up at once, without
//!   scanning the items (at the start, there is no solution at all). A covered item's list does
//!   not change until it is uncovered (every option in it has been hidden from the lists of the
//!   items covered after it), so only `hide`, `unhide`, `cover` and `uncover` keep the count.
//!
//! Covering an item hides every option that contains it from every other item's list; the
//! links of hidden nodes are left untouched, so uncovering in the reverse order restores
//! everything exactly ("dancing links").
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

use crate::engine::{Counter, Flow};

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

/// The most nodes a problem can have: its items, plus one node per item of each option, plus
/// one spacer per option, plus two. Links are `u32`s and a spacer's `top` is minus an option's
/// number, an `i32`: half as much memory to walk as with `usize` links.
pub const MAX_NODES: usize = i32::MAX as usize;

/// A node of a vertical list (`top > 0`, its item) or a spacer (`top <= 0`); see the module
/// documentation.
#[derive(Clone, Copy, Debug, Default)]
struct Node {
    top: i32,
    ulink: u32,
    dlink: u32,
    /// The next node of its option, the last's next being the first (0 for headers and
    /// spacers).
    next: u32,
}

/// The `len` of a secondary item with an empty list. Its length is never looked at, and
/// starting it this high (above any number of nodes) means that a `len` of 0 is always a
/// primary item's, with no comparison to tell which kind an item is.
const SECONDARY_LEN: u32 = 1 << 31;

/// An item's place in the circle of uncovered primary items and the length of its list.
#[derive(Clone, Copy, Debug, Default)]
struct Item {
    llink: u32,
    rlink: u32,
    len: u32,
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
    options: usize,
    /// The uncovered primary items whose vertical list is empty.
    empty_primary: usize,
    /// The root (`0`) and the items `1..=items`.
    item: Vec<Item>,
    /// The headers `1..=items` (node `0` is unused), then the options and their spacers.
    node: Vec<Node>,
    /// The node chosen on each level of the search (Knuth's `x_0 … x_l`). Between searches it
    /// is empty, or holds the levels of a stopped search, still to be undone.
    chosen: Vec<usize>,
    /// The options of the current solution, handed to the visitor.
    solution: Vec<usize>,
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
    /// than [`MAX_NODES`] nodes (`columns + rows + ones + 2`); the error tells the row
    /// ([`Error::option`]).
    ///
    /// # Panics
    /// When `columns` alone exceeds [`MAX_NODES`].
    ///
    /// # Complexity
    /// `O(columns + rows + ones)` time and memory, in one allocation per array.
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
        let mut cover = ExactCover::default();
        // Every node's place is known: the headers, the first spacer, then each row's nodes
        // and the spacer after them.
        let mut total = columns.saturating_add(2);
        for (r, row) in rows.iter().enumerate() {
            total = total.saturating_add(row.as_ref().len() + 1);
            if total > MAX_NODES {
                return Err(Error {
                    option: r,
                    kind: ErrorKind::TooManyNodes,
                });
            }
        }
        cover.node.reserve_exact(total);
        cover.reset(columns, 0);
        cover.node.resize(total, Node::default());
        let mut first = columns + 2;
        for (r, row) in rows.iter().enumerate() {
            let row = row.as_ref();
            if let Err((_, kind)) =
                link_option(&mut cover.node, &mut cover.item, columns, first, row)
            {
                return Err(Error { option: r, kind });
            }
            first += row.len() + 1;
            cover.node[first - 1].top = -(r as i32 + 1);
        }
        cover.options = rows.len();
        // Counted once at the end rather than as each list grows.
        cover.empty_primary = cover.item[1..].iter().filter(|i| i.len == 0).count();
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
        assert!(
            items + 2 <= MAX_NODES,
            "{} items exceed the most nodes an exact-cover problem can have",
            items
        );
        self.primary = primary;
        self.items = items;
        self.options = 0;
        self.empty_primary = primary;
        self.chosen.clear();
        // `reserve_exact` here and in `search`, not `reserve`: a single-file submission keeps
        // every method that shares its name with a call it makes, so one that uses `from_rows`
        // alone would carry `ExactCover::reserve` unused, a warning the bundle tests refuse.
        self.item.clear();
        self.item.reserve_exact(items + 1);
        self.node.clear();
        self.node.reserve_exact(items + 2);
        for i in 0..=items {
            // The root and the primary items form one circle; each secondary item its own.
            let (llink, rlink) = if i <= primary {
                (
                    if i == 0 { primary } else { i - 1 },
                    if i == primary { 0 } else { i + 1 },
                )
            } else {
                (i, i)
            };
            self.item.push(Item {
                llink: llink as u32,
                rlink: rlink as u32,
                len: if i <= primary { 0 } else { SECONDARY_LEN },
            });
            self.node.push(Node {
                top: 0,
                ulink: i as u32,
                dlink: i as u32,
                next: 0,
            });
        }
        // The first spacer.
        self.node.push(Node::default());
    }

    /// Makes room for `options` more options with `nodes` items among them, so that adding
    /// them allocates at most once.
    ///
    /// # Complexity
    /// `O(size)` when the buffers move, else `O(1)`.
    pub fn reserve(&mut self, options: usize, nodes: usize) {
        self.node.reserve(options + nodes);
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
        self.options
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
        self.unwind();
        let first = self.node.len();
        let end = first + items.len();
        if end + 1 > MAX_NODES {
            return Err(Error {
                option: self.options,
                kind: ErrorKind::TooManyNodes,
            });
        }
        // The nodes are written into a slice, not pushed: no length to keep in memory.
        self.node.resize(end + 1, Node::default());
        let linked = link_option(&mut self.node, &mut self.item, self.items, first, items);
        match linked {
            Ok(filled) => {
                self.empty_primary -= filled;
                self.options += 1;
                self.node[end].top = -(self.options as i32);
                Ok(self.options - 1)
            }
            Err((linked, kind)) => {
                let (node, item) = (&mut self.node[..], &mut self.item[..]);
                for x in (first..first + linked).rev() {
                    let Node { top, ulink, .. } = node[x];
                    let i = top as usize;
                    node[i].ulink = ulink;
                    node[ulink as usize].dlink = i as u32;
                    item[i].len -= 1;
                }
                self.node.truncate(first);
                Err(Error {
                    option: self.options,
                    kind,
                })
            }
        }
    }

    /// Calls `visit` with every solution (its options, in the order the search chose them)
    /// until `visit` returns `Break`. Returns `Break` when the visitor stopped the search,
    /// `Continue` when the solutions ran out. Each solution is visited once, as a set: options
    /// with no items never appear in one.
    ///
    /// A primary item that no option covers means no solution: the search returns at once,
    /// without visiting. With no primary items the empty set of options is the one solution.
    /// On each level the search branches on the uncovered primary item with the fewest options
    /// left, the first on ties, and backs up as soon as one has none: a count of such items,
    /// kept as options are hidden and restored, tells it without a scan. Otherwise the scan for
    /// the item stops at the first one with a single option left: a forced move needs no
    /// comparison with the rest, and scanning all items is most of the cost of a search node.
    /// The choices are those of a scan of all items for the fewest (Knuth's, and the plain
    /// contest programs').
    /// The problem can be searched again, or given more options, after a search, stopped or not.
    /// A stopped search leaves its levels to be undone by the next call that needs the links
    /// (`search`, `add_option`), so that a caller who wants one solution does not pay for
    /// undoing them.
    ///
    /// # Complexity
    /// Exponential in the worst case; a search node costs the scan of the uncovered primary items
    /// plus the links of the options it hides and restores. `O(1)` when some primary item has no
    /// option. No allocation once the internal stacks have grown to the depth of the search (at
    /// most `primary` levels).
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
        self.unwind();
        self.nodes = 0;
        // Each level covers a primary item with an option: one allocation for the deepest.
        let depth = self.primary.min(self.options);
        self.chosen.reserve_exact(depth);
        self.solution.reserve_exact(depth);
        // The loop follows Knuth's steps D2–D8; `level` is `chosen.len()`.
        'enter: loop {
            // D2: every primary item covered.
            if self.item[0].rlink == 0 {
                self.solution.clear();
                for k in 0..self.chosen.len() {
                    let option = self.option_of(self.chosen[k]);
                    self.solution.push(option);
                }
                if let Flow::Break = visit(&self.solution) {
                    // The levels stay on `chosen`, undone when the links are next needed.
                    return Flow::Break;
                }
            } else if self.empty_primary == 0 {
                // D3: the item with the fewest options, the first on ties; one with a single
                // option ends the scan (none has fewer).
                let mut best = self.item[0].rlink as usize;
                let mut best_len = self.item[best].len;
                let mut p = self.item[best].rlink as usize;
                while p != 0 && best_len > 1 {
                    let Item { rlink, len, .. } = self.item[p];
                    if len < best_len {
                        best = p;
                        best_len = len;
                    }
                    p = rlink as usize;
                }
                // D4.
                self.cover(best);
                self.chosen.push(self.node[best].dlink as usize);
                // D5: try the option at the chosen node (the list is not empty).
                if self.try_chosen() {
                    continue 'enter;
                }
            }
            // D8 and D6: back up to the previous level and move to its next option.
            loop {
                let x = match self.chosen.last() {
                    Some(&x) => x,
                    None => return Flow::Continue,
                };
                if self.is_header(x) {
                    // D7: the item's options are exhausted.
                    self.uncover(x);
                    self.chosen.pop();
                } else {
                    self.uncover_others(x);
                    let next = self.node[x].dlink as usize;
                    *self.chosen.last_mut().expect("level exists") = next;
                    if self.try_chosen() {
                        continue 'enter;
                    }
                }
            }
        }
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
    /// # Complexity
    /// As [`ExactCover::search`], stopping at the `limit`-th solution.
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
        let mut counter = Counter::new(limit);
        if limit > 0 {
            let _ = self.search(|_| counter.visit());
        }
        counter.count()
    }

    /// D5 for the current level: when its chosen node is an option (not the item's header),
    /// covers the option's other items and returns `true`.
    fn try_chosen(&mut self) -> bool {
        let x = *self.chosen.last().expect("level exists");
        if self.is_header(x) {
            return false;
        }
        self.nodes += 1;
        let mut p = self.node[x].next as usize;
        while p != x {
            let Node { top, next, .. } = self.node[p];
            self.cover(top as usize);
            p = next as usize;
        }
        true
    }

    /// D6: uncovers the items of the option at node `x` other than its own, in the reverse
    /// order of `try_chosen` (the nodes before `x` down to the option's first, then from its
    /// last, found through the spacer before it, down to the one after `x`).
    fn uncover_others(&mut self, x: usize) {
        let mut p = x - 1;
        while p != x {
            let Node { top, dlink, .. } = self.node[p];
            if top <= 0 {
                p = dlink as usize;
            } else {
                self.uncover(top as usize);
                p -= 1;
            }
        }
    }

    /// Undoes every level of a search that was stopped, restoring the initial links; nothing
    /// when there is none.
    fn unwind(&mut self) {
        while let Some(x) = self.chosen.pop() {
            if self.is_header(x) {
                self.uncover(x);
            } else {
                self.uncover_others(x);
                self.uncover(self.node[x].top as usize);
            }
        }
    }

    /// Whether node `x` is an item's header: a level whose item has run out of options.
    fn is_header(&self, x: usize) -> bool {
        x <= self.items
    }

    /// The option that node `x` belongs to.
    fn option_of(&self, mut x: usize) -> usize {
        while self.node[x].top > 0 {
            x += 1;
        }
        (-self.node[x].top) as usize - 1
    }

    fn cover(&mut self, i: usize) {
        let mut p = self.node[i].dlink as usize;
        while p != i {
            self.hide(p);
            p = self.node[p].dlink as usize;
        }
        let Item { llink, rlink, len } = self.item[i];
        self.item[llink as usize].rlink = rlink;
        self.item[rlink as usize].llink = llink;
        // An item of the option just chosen may have lost its last other option: covered, it
        // no longer counts as a dead end.
        self.empty_primary -= (len == 0) as usize;
    }

    fn uncover(&mut self, i: usize) {
        let Item { llink, rlink, len } = self.item[i];
        self.empty_primary += (len == 0) as usize;
        self.item[llink as usize].rlink = i as u32;
        self.item[rlink as usize].llink = i as u32;
        let mut p = self.node[i].ulink as usize;
        while p != i {
            self.unhide(p);
            p = self.node[p].ulink as usize;
        }
    }

    /// Hides the option of node `p` from the lists of its other items.
    fn hide(&mut self, p: usize) {
        // Counted here and added once: the loop keeps no store to `self` beyond the links.
        let mut emptied = 0;
        let mut q = self.node[p].next as usize;
        while q != p {
            let Node {
                top,
                ulink,
                dlink,
                next,
            } = self.node[q];
            self.node[ulink as usize].dlink = dlink;
            self.node[dlink as usize].ulink = ulink;
            let x = top as usize;
            let len = self.item[x].len - 1;
            self.item[x].len = len;
            emptied += (len == 0) as usize;
            q = next as usize;
        }
        self.empty_primary += emptied;
    }

    /// Undoes `hide(p)` (in the same order: the nodes are in different lists).
    fn unhide(&mut self, p: usize) {
        let mut refilled = 0;
        let mut q = self.node[p].next as usize;
        while q != p {
            let Node {
                top,
                ulink,
                dlink,
                next,
            } = self.node[q];
            self.node[ulink as usize].dlink = q as u32;
            self.node[dlink as usize].ulink = q as u32;
            let x = top as usize;
            let len = self.item[x].len;
            refilled += (len == 0) as usize;
            self.item[x].len = len + 1;
            q = next as usize;
        }
        self.empty_primary -= refilled;
    }

    /// Checks every invariant of the links (Knuth's sanity check): the item circle, each
    /// vertical list's links and length, each spacer, and the count of primary items without
    /// options, as the next search will find them (after a stopped search, on a copy with its
    /// levels undone). Returns a description of the first broken one. Meant for tests;
    /// `O(nodes)`.
    pub fn check_links(&self) -> Result<(), String> {
        if self.chosen.is_empty() {
            self.check_restored_links()
        } else {
            let mut restored = self.clone();
            restored.unwind();
            restored.check_restored_links()
        }
    }

    fn check_restored_links(&self) -> Result<(), String> {
        let mut p = self.item[0].rlink as usize;
        let mut steps = 0;
        while p != 0 {
            let next = self.item[p].rlink as usize;
            if self.item[next].llink as usize != p || p > self.primary || steps > self.items {
                return Err(format!("item circle broken at {}", p));
            }
            p = next;
            steps += 1;
        }
        let mut empty = 0;
        for i in 1..=self.items {
            let mut count = 0;
            let mut x = self.node[i].dlink as usize;
            while x != i {
                let below = self.node[x].dlink as usize;
                if self.node[x].top != i as i32 || self.node[below].ulink as usize != x {
                    return Err(format!("vertical list of item {} broken at node {}", i, x));
                }
                count += 1;
                if count > self.node.len() {
                    return Err(format!("vertical list of item {} does not close", i));
                }
                x = below;
            }
            if count == 0 && i <= self.primary {
                empty += 1;
            }
            let len = self.item[i].len - if i <= self.primary { 0 } else { SECONDARY_LEN };
            if count != len as usize {
                return Err(format!("item {} has {} nodes but len {}", i, count, len));
            }
        }
        if empty != self.empty_primary {
            return Err(format!(
                "{} primary items have no option but {} are counted",
                empty, self.empty_primary
            ));
        }
        let mut spacer = self.items + 1;
        for k in 0..self.options {
            let Node { top, dlink, .. } = self.node[spacer];
            let (first, last) = (spacer + 1, dlink as usize);
            let after = self.node.get(last + 1).copied().unwrap_or_default();
            if top != -(k as i32) || after.top != -(k as i32 + 1) || after.ulink as usize != first {
                return Err(format!("the spacers around option {} are broken", k));
            }
            for x in first..=last {
                let next = if x == last { first } else { x + 1 };
                if self.node[x].top <= 0 || self.node[x].next as usize != next {
                    return Err(format!("option {} is broken at node {}", k, x));
                }
            }
            spacer = last + 1;
        }
        Ok(())
    }
}

/// Writes an option's nodes at `node[first..first + k]` for its `k` items and its closing
/// spacer at `node[first + k]` (its `top` left to the caller), each node at the bottom of its
/// item's list. Returns how many primary items had an empty list before; on an item that does
/// not exist or repeats, how many nodes were linked and why it stopped.
#[inline(always)]
fn link_option(
    node: &mut [Node],
    item: &mut [Item],
    items: usize,
    first: usize,
    option: &[usize],
) -> Result<usize, (usize, ErrorKind)> {
    let mut filled = 0;
    for (k, &it) in option.iter().enumerate() {
        if it >= items {
            return Err((k, ErrorKind::NoSuchItem { item: it, items }));
        }
        let i = it + 1;
        let last = node[i].ulink as usize;
        if last >= first {
            // The last node of the item's list is one of this option's.
            return Err((k, ErrorKind::Repeated { item: it }));
        }
        let x = first + k;
        node[x] = Node {
            top: i as i32,
            ulink: last as u32,
            dlink: i as u32,
            next: x as u32 + 1,
        };
        node[last].dlink = x as u32;
        node[i].ulink = x as u32;
        let head = &mut item[i];
        filled += (head.len == 0) as usize;
        head.len += 1;
    }
    // The spacer before the option points to its last node, the one after to its first; the
    // last node's next is the first.
    let end = first + option.len();
    node[first - 1].dlink = (end - 1) as u32;
    if end > first {
        node[end - 1].next = first as u32;
    }
    node[end] = Node {
        top: 0,
        ulink: first as u32,
        dlink: 0,
        next: 0,
    };
    Ok(filled)
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
        ec.check_links().unwrap();
        let mut all = Vec::new();
        let _ = ec.search(|s| {
            let mut s = s.to_vec();
            s.sort_unstable();
            all.push(s);
            Flow::Continue
        });
        assert_eq!(all, vec![vec![0, 3, 4]]);
        ec.check_links().unwrap();
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
        ec.check_links().unwrap();
        assert_eq!(ec.count_solutions(0), 0);
        assert_eq!(ec.count_solutions(u64::MAX), 3);
        // An option added after a stopped search joins the restored links: with {0, 1, 2, 3}
        // there are four covers.
        assert!(ec.first_solution().is_some());
        assert_eq!(ec.add_option(&[0, 1, 2, 3]), Ok(6));
        ec.check_links().unwrap();
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
        ec.check_links().unwrap();
        // Item 1 is still without options: the failed options left no node behind.
        assert_eq!(ec.first_solution(), None);
        assert_eq!(ec.add_option(&[1]), Ok(1));
        assert_eq!(ec.first_solution(), Some(vec![0, 1]));
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
            matrix.check_links().unwrap();
            let count = expected.len() as u64;
            assert_eq!(matrix.count_solutions(u64::MAX), count);
            assert_eq!(matrix.count_solutions(2), count.min(2));
            match matrix.first_solution() {
                Some(first) => assert!(is_exact_cover(m, &rows, &first), "{:?}", rows),
                None => assert_eq!(count, 0, "{:?}", rows),
            }
            matrix.check_links().unwrap();
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
        matrix.check_links().unwrap();
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

    #[test]
    fn reset_reuses_the_structure() {
        let mut ec = knuth_example();
        ec.reset(2, 0);
        ec.add_option(&[0]).unwrap();
        ec.add_option(&[1]).unwrap();
        ec.add_option(&[0, 1]).unwrap();
        assert_eq!(ec.count_solutions(10), 2);
        ec.check_links().unwrap();
    }
}
