//! Exact cover by Dancing Links (Knuth's Algorithm X, after his program DLX1).
//!
//! A problem has *items* and *options*; an option is a set of items. A solution is a set of
//! options that covers every *primary* item exactly once and every *secondary* item at most once.
//!
//! # The data structure
//! All links are indices into flat arrays ("a pointer is an array index").
//!
//! - Items are numbered `1..=items`: primary items `1..=primary` first, then the secondary ones.
//!   Item `0` is the root. `llink`/`rlink` chain the root and the primary items that are still
//!   uncovered into a doubly linked circle. A secondary item is a circle of its own, so that
//!   covering or uncovering it changes no other item's links.
//! - Node `i` for `1 <= i <= items` is the header of item `i`'s vertical list; `len[i]` counts
//!   the nodes in that list. The nodes of an option follow each other in the arrays and are
//!   bracketed by *spacer* nodes.
//! - For an ordinary node `x`, `top[x]` is its item (`> 0`) and `ulink[x]`/`dlink[x]` are its
//!   neighbours in that item's circular vertical list (the header included).
//! - For the spacer that ends option `k - 1` and starts option `k` (the first spacer ends none),
//!   `top[x] = -k <= 0`, `ulink[x]` is the first node of option `k - 1` and `dlink[x]` the last
//!   node of option `k`.
//!
//! Covering an item hides every option that contains it from every other item's list; the
//! links of hidden nodes are left untouched, so uncovering in the reverse order restores
//! everything exactly ("dancing links").

use std::fmt;

use crate::engine::{Counter, Flow};

/// Why an option could not be added.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Error {
    message: String,
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for Error {}

/// An exact-cover problem and the state of its search.
///
/// Items are 0-based in the public interface (`0..primary` primary, then `primary..items`
/// secondary); options are numbered `0, 1, 2, …` in the order they were added.
#[derive(Clone, Debug, Default)]
pub struct ExactCover {
    primary: usize,
    items: usize,
    options: usize,
    llink: Vec<usize>,
    rlink: Vec<usize>,
    len: Vec<usize>,
    top: Vec<isize>,
    ulink: Vec<usize>,
    dlink: Vec<usize>,
    /// The node chosen on each level of the search (Knuth's `x_0 … x_l`).
    chosen: Vec<usize>,
    /// The options of the current solution, handed to the visitor.
    solution: Vec<usize>,
    /// The options tried by the last search.
    nodes: u64,
}

impl ExactCover {
    /// A problem with `primary` primary items, `secondary` secondary items and no options.
    ///
    /// # Complexity
    /// `O(primary + secondary)`.
    pub fn new(primary: usize, secondary: usize) -> Self {
        let mut cover = ExactCover::default();
        cover.reset(primary, secondary);
        cover
    }

    /// Empties the problem and gives it new items, keeping the allocated memory, so that a
    /// caller solving many problems allocates only while its buffers grow.
    ///
    /// # Complexity
    /// `O(primary + secondary)`.
    pub fn reset(&mut self, primary: usize, secondary: usize) {
        let items = primary + secondary;
        self.primary = primary;
        self.items = items;
        self.options = 0;
        for v in [
            &mut self.llink,
            &mut self.rlink,
            &mut self.len,
            &mut self.ulink,
        ] {
            v.clear();
        }
        self.dlink.clear();
        self.top.clear();
        for i in 0..=items {
            // The root and the primary items form one circle; each secondary item its own.
            let (left, right) = if i == 0 || i <= primary {
                (
                    if i == 0 { primary } else { i - 1 },
                    if i == primary { 0 } else { i + 1 },
                )
            } else {
                (i, i)
            };
            self.llink.push(left);
            self.rlink.push(right);
            self.len.push(0);
            self.top.push(0);
            self.ulink.push(i);
            self.dlink.push(i);
        }
        // The first spacer.
        self.top.push(0);
        self.ulink.push(0);
        self.dlink.push(0);
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

    /// Adds an option covering `items` (0-based) and returns its number.
    ///
    /// # Errors
    /// When `items` is empty, names an item twice, or names an item that does not exist.
    ///
    /// # Complexity
    /// `O(k²)` for an option of `k` items (the duplicate check); amortised `O(k)` memory.
    pub fn add_option(&mut self, items: &[usize]) -> Result<usize, Error> {
        if items.is_empty() {
            return Err(Error {
                message: "an option must cover at least one item".to_string(),
            });
        }
        for (k, &item) in items.iter().enumerate() {
            if item >= self.items {
                return Err(Error {
                    message: format!(
                        "item {item} does not exist (there are {})",
                        self.items,
                        item = item
                    ),
                });
            }
            if items[..k].contains(&item) {
                return Err(Error {
                    message: format!("item {} appears twice in one option", item),
                });
            }
        }
        let spacer = self.top.len() - 1;
        let first = spacer + 1;
        for &item in items {
            let i = item + 1;
            let x = self.top.len();
            let last = self.ulink[i];
            self.top.push(i as isize);
            self.ulink.push(last);
            self.dlink.push(i);
            self.dlink[last] = x;
            self.ulink[i] = x;
            self.len[i] += 1;
        }
        let last = self.top.len() - 1;
        self.dlink[spacer] = last;
        self.options += 1;
        self.top.push(-(self.options as isize));
        self.ulink.push(first);
        self.dlink.push(0);
        Ok(self.options - 1)
    }

    /// Calls `visit` with every solution (its options, in the order the search chose them)
    /// until `visit` returns `Break`. Returns `Break` when the visitor stopped the search.
    ///
    /// On each level the search branches on the uncovered primary item with the fewest options
    /// left, the first on ties, and backs up as soon as one has none. The scan for that item stops
    /// at the first one with at most one option left: a forced move (or a dead end) needs no
    /// comparison with the rest, and scanning all items is most of the cost of a search node.
    /// The structure is restored when the search returns, stopped or not, so it can be searched
    /// again.
    ///
    /// # Complexity
    /// Exponential in the worst case. No allocation once the internal stacks have grown to the
    /// depth of the search (at most `primary` levels).
    pub fn search<F>(&mut self, mut visit: F) -> Flow
    where
        F: FnMut(&[usize]) -> Flow,
    {
        self.chosen.clear();
        self.nodes = 0;
        // The loop follows Knuth's steps D2–D8; `level` is `chosen.len()`.
        'enter: loop {
            // D2: every primary item covered.
            if self.rlink[0] == 0 {
                self.solution.clear();
                for k in 0..self.chosen.len() {
                    let option = self.option_of(self.chosen[k]);
                    self.solution.push(option);
                }
                if let Flow::Break = visit(&self.solution) {
                    self.unwind();
                    return Flow::Break;
                }
            } else {
                // D3: the item with the fewest options, the first on ties; one with at most one
                // option ends the scan.
                let mut best = self.rlink[0];
                let mut p = self.rlink[best];
                while p != 0 && self.len[best] > 1 {
                    if self.len[p] < self.len[best] {
                        best = p;
                    }
                    p = self.rlink[p];
                }
                // D4.
                self.cover(best);
                self.chosen.push(self.dlink[best]);
                // D5: try the option at the chosen node, unless the list is exhausted.
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
                    let next = self.dlink[x];
                    *self.chosen.last_mut().expect("level exists") = next;
                    if self.try_chosen() {
                        continue 'enter;
                    }
                }
            }
        }
    }

    /// The first solution found, or `None`.
    ///
    /// # Complexity
    /// As [`ExactCover::search`].
    pub fn first_solution(&mut self) -> Option<Vec<usize>> {
        let mut found = None;
        let _ = self.search(|options| {
            found = Some(options.to_vec());
            Flow::Break
        });
        found
    }

    /// The number of solutions, counting no further than `limit`.
    ///
    /// # Complexity
    /// As [`ExactCover::search`].
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
        let mut p = x + 1;
        while p != x {
            let j = self.top[p];
            if j <= 0 {
                p = self.ulink[p];
            } else {
                self.cover(j as usize);
                p += 1;
            }
        }
        true
    }

    /// D6: uncovers the items of the option at node `x` other than its own, in reverse order.
    fn uncover_others(&mut self, x: usize) {
        let mut p = x - 1;
        while p != x {
            let j = self.top[p];
            if j <= 0 {
                p = self.dlink[p];
            } else {
                self.uncover(j as usize);
                p -= 1;
            }
        }
    }

    /// Undoes every level of a search that was stopped, restoring the initial links.
    fn unwind(&mut self) {
        while let Some(x) = self.chosen.pop() {
            if self.is_header(x) {
                self.uncover(x);
            } else {
                self.uncover_others(x);
                self.uncover(self.top[x] as usize);
            }
        }
    }

    /// Whether node `x` is an item's header: a level whose item has run out of options.
    fn is_header(&self, x: usize) -> bool {
        x <= self.items
    }

    /// The option that node `x` belongs to.
    fn option_of(&self, mut x: usize) -> usize {
        while self.top[x] > 0 {
            x += 1;
        }
        (-self.top[x]) as usize - 1
    }

    fn cover(&mut self, i: usize) {
        let mut p = self.dlink[i];
        while p != i {
            self.hide(p);
            p = self.dlink[p];
        }
        let (l, r) = (self.llink[i], self.rlink[i]);
        self.rlink[l] = r;
        self.llink[r] = l;
    }

    fn uncover(&mut self, i: usize) {
        let (l, r) = (self.llink[i], self.rlink[i]);
        self.rlink[l] = i;
        self.llink[r] = i;
        let mut p = self.ulink[i];
        while p != i {
            self.unhide(p);
            p = self.ulink[p];
        }
    }

    fn hide(&mut self, p: usize) {
        let mut q = p + 1;
        while q != p {
            let x = self.top[q];
            let (u, d) = (self.ulink[q], self.dlink[q]);
            if x <= 0 {
                q = u;
            } else {
                self.dlink[u] = d;
                self.ulink[d] = u;
                self.len[x as usize] -= 1;
                q += 1;
            }
        }
    }

    fn unhide(&mut self, p: usize) {
        let mut q = p - 1;
        while q != p {
            let x = self.top[q];
            let (u, d) = (self.ulink[q], self.dlink[q]);
            if x <= 0 {
                q = d;
            } else {
                self.dlink[u] = q;
                self.ulink[d] = q;
                self.len[x as usize] += 1;
                q -= 1;
            }
        }
    }

    /// Checks every invariant of the links (Knuth's sanity check): the item circle, each
    /// vertical list's links and length, and each spacer. Returns a description of the first
    /// broken one. Meant for tests; `O(nodes)`.
    pub fn check_links(&self) -> Result<(), String> {
        let mut p = self.rlink[0];
        let mut steps = 0;
        while p != 0 {
            if self.llink[self.rlink[p]] != p || p > self.primary || steps > self.items {
                return Err(format!("item circle broken at {}", p));
            }
            p = self.rlink[p];
            steps += 1;
        }
        for i in 1..=self.items {
            let mut count = 0;
            let mut x = self.dlink[i];
            while x != i {
                if self.top[x] != i as isize || self.ulink[self.dlink[x]] != x {
                    return Err(format!("vertical list of item {} broken at node {}", i, x));
                }
                count += 1;
                if count > self.top.len() {
                    return Err(format!("vertical list of item {} does not close", i));
                }
                x = self.dlink[x];
            }
            if count != self.len[i] {
                return Err(format!(
                    "item {i} has {count} nodes but len {}",
                    self.len[i],
                    i = i,
                    count = count
                ));
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
    fn bad_options_are_errors() {
        let mut ec = ExactCover::new(2, 1);
        assert!(ec.add_option(&[]).is_err());
        assert!(ec.add_option(&[3]).is_err());
        assert!(ec.add_option(&[1, 1]).is_err());
        assert_eq!(ec.options(), 0);
        ec.check_links().unwrap();
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
