//! Propagation of order relations between cells: the engine of the greater-than puzzles
//! ("greater-than Sudoku", Futoshiki-like constraints on any geometry).
//!
//! A relation `a < b` ([`Puzzle::add_less`]) says that cell `a` holds a smaller value than
//! cell `b`. The engine is the propagation engine
//! ([`Propagator`](crate::propagate::Propagator): singles, locked candidates, branching on the
//! tightest cell or (house, value) pair) with one more rule run to a common fixed point, the
//! *order bounds*. For every cell `b` that takes part in a relation:
//! - **chains**: `b` is above each of its predecessors' smallest candidates and below each
//!   of its successors' largest ones (`a < b` gives `min(b) > min(a)` and `max(a) < max(b)`).
//!   The cells are visited in a topological order of the relations for the lower bounds and in
//!   the reverse order for the upper ones, so one pass carries a bound along a whole chain:
//!   `a < b < c` gives `c ≥ min(a) + 2` at once;
//! - **houses**: the cells of one house that precede `b` (through any chain of relations) take
//!   distinct values, all below `b`'s. So `b` is above the least value the largest of them can
//!   take, which a greedy assignment finds: the cells in increasing order of their smallest
//!   candidate, each given the smallest candidate of the group above the one before. With `k`
//!   such cells and no other knowledge, `b ≥ k`; with candidates, more (three predecessors
//!   that can only take values from `{2, 4, 5, 7}` put `b` above 5). The cells of a house that
//!   follow `b` bound it from above the same way. (The greedy bound is sound: the `j`-th
//!   smallest of the values the cells take is at least the `j`-th value the greedy assigns.)
//!
//! A quotient relation ([`Puzzle::add_quotient`]: the larger of two cells' numbers divided by
//! the smaller, rounded down, is a clue) is kept by *arc consistency*: a value of one cell stays
//! only while some candidate of the other makes the quotient with it. Each relation has a
//! table of the values each value agrees with, so a revision is a few masks.
//!
//! Removing a candidate through the propagation engine's own removal keeps its tables right and
//! queues the singles it makes; the two rules alternate until neither removes anything. At that
//! fixed point a full grid keeps every relation (a broken one would have emptied a cell), so
//! every grid visited is a solution and none is visited twice: the branches partition the
//! solutions as the propagation engine's do.
//!
//! # Why an engine of its own, and why these rules
//! The rules need the relations, which belong to a puzzle, not to its geometry: tables built
//! per puzzle, and a pass per fixed point. Keeping them out of the propagation engine leaves
//! it, and the engines built on its tables ([`Restarts`](crate::restart::Restarts),
//! [`Cdcl`](crate::cdcl::Cdcl)), exactly as fast as before on the puzzles without relations,
//! while this engine reuses its tables, removal and branching unchanged. On 1,000 random 9×9
//! greater-than puzzles (every neighbour pair of each box, counted to 2): 7,838 nodes in all.
//! All-different filtering at every fixed point, as the restarted runs do, saves a tenth of
//! the nodes (6,937) but makes the search 1.6 times slower; branching on cells only (the
//! fewest candidates) takes 9,361 nodes.

use crate::engine::{Engine, Flow, Scope};
use crate::model::{keeps_order, quotient_of, Geometry, Puzzle};
use crate::propagate::{Search, Tables};

/// The engine for puzzles with order relations between cells, for any geometry of the model
/// (boxes or jigsaw regions, sides 1 to [`MAX_SIZE`](crate::model::MAX_SIZE)), with or without
/// givens. Without relations it searches with the rules and branching of
/// [`Propagator`](crate::propagate::Propagator), but for one more pass of them at the root
/// (the givens' fixed point is settled again with the order bounds), which can save a few
/// nodes: 14,406 against 14,464 on the 100 puzzles of
/// `crates/bench/corpus/sudoku16-hard-100.txt`.
///
/// Solutions come in the order of the search, not in lexicographic order.
///
/// # Complexity
/// Exponential in the worst case, like every complete search. The 9×9 greater-than Sudoku of
/// Luogu P4573 (no givens, the order of the 12 pairs of neighbouring cells of every box): both
/// samples of the statement solve by propagation alone, no node, once the tables are built;
/// puzzles of that kind from random grids take 8 nodes on average to count to 2 (at most a few
/// hundred). Building the relation tables is
/// `O(r log r + k · (r + n²/64) + k · m)` for `r` relations between `k` cells and `m` cells
/// preceding or following them; a node costs what a propagation-engine node costs plus a pass
/// of the order bounds per round of its fixed point, `O(r + Σ (n + g))` over the groups `g` of
/// the house rule.
///
/// # Memory
/// The propagation engine's frames, plus the relation tables: `O(r + k · n²/64)` words.
///
/// # Example
/// ```
/// use solver::engine::Engine;
/// use solver::model::{Geometry, Puzzle};
/// use solver::relations::Relations;
///
/// // A 4×4 Sudoku with no givens whose first column and first row increase.
/// let mut puzzle = Puzzle::empty(Geometry::boxed(2, 2).unwrap());
/// for k in 0..3 {
///     puzzle.add_less(4 * k, 4 * (k + 1)).unwrap();
///     puzzle.add_less(k, k + 1).unwrap();
/// }
/// let mut engine = Relations::new();
/// let all = engine.solutions(&puzzle, 100);
/// assert!(all.iter().all(|grid| puzzle.is_solved_by(grid)));
/// assert!(all.iter().all(|grid| grid[..4] == [0, 1, 2, 3] && grid[12] == 3));
/// // A cycle of relations leaves nothing.
/// puzzle.add_less(3, 0).unwrap();
/// assert_eq!(engine.count_solutions(&puzzle, 2), 0);
/// ```
#[derive(Clone, Debug, Default)]
pub struct Relations {
    tables: Tables,
    order: Order,
    quotients: Quotients,
    search: Search,
}

/// The quotient relations of one puzzle, ready for arc consistency.
///
/// # Invariants
/// `pairs` holds one entry `(a, b, agree)` per quotient relation of the puzzle, where bit `y`
/// of `agree[x]` is set exactly when values `x` and `y` make the relation's quotient
/// ([`quotient_of`]), for `x, y < n`; the table is symmetric.
#[derive(Clone, Debug, Default)]
pub(crate) struct Quotients {
    /// Each relation's two cells, and for each value of the first the mask of the values of
    /// the second that agree with it.
    pub(crate) pairs: Vec<(usize, usize, [u32; 32])>,
}

impl Quotients {
    /// Takes `puzzle`'s quotient relations, on a grid of side `n`. `O(n²)` per relation.
    pub(crate) fn fit(&mut self, n: usize, puzzle: &Puzzle) {
        self.pairs.clear();
        for &(a, b, q) in puzzle.quotients() {
            let mut agree = [0u32; 32];
            for (x, mask) in agree.iter_mut().enumerate().take(n) {
                for y in 0..n {
                    if quotient_of(x as u8, y as u8) == q {
                        *mask |= 1 << y;
                    }
                }
            }
            self.pairs.push((a, b, agree));
        }
    }

    /// One pass of arc consistency: from each cell of each relation, the values no candidate of
    /// the other agrees with. `None` on a contradiction, else whether a candidate was removed.
    pub(crate) fn revise(
        &self,
        t: &Tables,
        frame: &mut [u32],
        queue: &mut Vec<u32>,
    ) -> Option<bool> {
        let mut changed = false;
        for &(a, b, ref agree) in &self.pairs {
            for &(from, to) in &[(a, b), (b, a)] {
                let mut left = frame[from];
                let mut allowed = 0u32;
                while left != 0 {
                    allowed |= agree[left.trailing_zeros() as usize];
                    left &= left - 1;
                }
                let cut = frame[to] & !allowed;
                if cut != 0 {
                    changed = true;
                    if !remove_all(t, frame, queue, to, cut) {
                        return None;
                    }
                }
            }
        }
        Some(changed)
    }
}

/// The relations of one puzzle, ready for the order bounds.
///
/// # Invariants
/// - `cells` lists every cell that takes part in a relation once, in a topological order of
///   the relations (each cell before every cell it is less than); `acyclic` is `false`, and
///   `cells` empty, when the relations have a cycle;
/// - for the `j`-th cell `b` of `cells`, `before[j]..before[j + 1]` is its range of
///   `preds` (the cells less than `b` by one relation, without repeats) and of `succs` (those
///   greater, at `after[j]..after[j + 1]`);
/// - `above[up[j]..up[j + 1]]` holds a pair `(h, mask)` for some houses `h` holding two or more
///   cells less than `b` through a chain of relations: bit `i` of `mask` set when the cell at
///   position `i` of `h` (`house_cells[h * n + i]` in the propagation tables) is one. A house
///   whose group lies inside another house's group, which bounds `b` at least as well, is left
///   out. `below[down[j]..down[j + 1]]` is the same for the cells greater than `b`.
#[derive(Clone, Debug, Default)]
struct Order {
    /// The geometry and the relations the tables describe, as the puzzle lists them: a run of
    /// searches of one puzzle (a count, then the generator's questions) builds them once.
    geometry: Option<Geometry>,
    relations: Vec<(usize, usize)>,
    acyclic: bool,
    cells: Vec<u16>,
    before: Vec<u32>,
    preds: Vec<u16>,
    after: Vec<u32>,
    succs: Vec<u16>,
    up: Vec<u32>,
    above: Vec<(u16, u32)>,
    down: Vec<u32>,
    below: Vec<(u16, u32)>,
}

/// The mask of the values `0..k`, for `k` up to 32 and beyond.
fn below_value(k: u32) -> u32 {
    if k >= 32 {
        u32::MAX
    } else {
        (1u32 << k) - 1
    }
}

impl Order {
    /// Rebuilds the tables for `puzzle`'s relations over `t`, the propagation tables of its
    /// geometry, unless they already describe them. `O(n² + r)` to compare otherwise.
    fn fit(&mut self, t: &Tables, puzzle: &Puzzle) {
        if self.geometry.as_ref() != Some(puzzle.geometry()) || self.relations != puzzle.relations()
        {
            self.build(t, puzzle);
            self.geometry = Some(puzzle.geometry().clone());
            self.relations.clear();
            self.relations.extend_from_slice(puzzle.relations());
        }
    }

    /// Builds the tables of `puzzle`'s relations over `t`, the propagation tables of its
    /// geometry; see the engine's documentation for the cost.
    fn build(&mut self, t: &Tables, puzzle: &Puzzle) {
        let geometry = puzzle.geometry();
        let (n, n2) = (t.n, t.n * t.n);
        let mut pairs: Vec<(usize, usize)> = puzzle.relations().to_vec();
        pairs.sort_unstable();
        pairs.dedup();
        // Kahn's algorithm over the cells that take part, the ready ones on a stack.
        let mut indegree = vec![0u32; n2];
        let mut involved = vec![false; n2];
        for &(a, b) in &pairs {
            indegree[b] += 1;
            involved[a] = true;
            involved[b] = true;
        }
        let mut out_start = vec![0usize; n2 + 1];
        for &(a, _) in &pairs {
            out_start[a + 1] += 1;
        }
        for c in 0..n2 {
            out_start[c + 1] += out_start[c];
        }
        // `pairs` is sorted by its first cell: the successors of `a` are a contiguous run.
        self.cells.clear();
        let mut ready: Vec<usize> = (0..n2)
            .rev()
            .filter(|&c| involved[c] && indegree[c] == 0)
            .collect();
        while let Some(a) = ready.pop() {
            self.cells.push(a as u16);
            for &(_, b) in &pairs[out_start[a]..out_start[a + 1]] {
                indegree[b] -= 1;
                if indegree[b] == 0 {
                    ready.push(b);
                }
            }
        }
        let involved_count = involved.iter().filter(|&&i| i).count();
        self.acyclic = self.cells.len() == involved_count;
        if !self.acyclic {
            self.cells.clear();
        }
        // Direct neighbours, by rank in the order.
        let k = self.cells.len();
        let mut rank = vec![usize::MAX; n2];
        for (j, &c) in self.cells.iter().enumerate() {
            rank[c as usize] = j;
        }
        let mut preds: Vec<Vec<u16>> = vec![Vec::new(); k];
        let mut succs: Vec<Vec<u16>> = vec![Vec::new(); k];
        if self.acyclic {
            for &(a, b) in &pairs {
                preds[rank[b]].push(a as u16);
                succs[rank[a]].push(b as u16);
            }
        }
        fill_ranges(&mut self.before, &mut self.preds, &preds);
        fill_ranges(&mut self.after, &mut self.succs, &succs);
        // The transitive closures, as bit sets of cells, in and against the order.
        let words = (n2 + 63) / 64;
        let mut less = vec![0u64; k * words];
        for j in 0..k {
            for &a in &preds[j] {
                let i = rank[a as usize];
                for w in 0..words {
                    less[j * words + w] |= less[i * words + w];
                }
                less[j * words + a as usize / 64] |= 1 << (a % 64);
            }
        }
        let mut greater = vec![0u64; k * words];
        for j in (0..k).rev() {
            for &b in &succs[j] {
                let i = rank[b as usize];
                for w in 0..words {
                    greater[j * words + w] |= greater[i * words + w];
                }
                greater[j * words + b as usize / 64] |= 1 << (b % 64);
            }
        }
        let houses: Vec<[usize; 3]> = (0..n2).map(|c| geometry.houses(c)).collect();
        let position = positions(t, &houses);
        let mut groups = Groups::new(n);
        self.up.clear();
        self.above.clear();
        self.up.push(0);
        self.down.clear();
        self.below.clear();
        self.down.push(0);
        for j in 0..k {
            groups.collect(
                &less[j * words..(j + 1) * words],
                &houses,
                &position,
                &mut self.above,
            );
            self.up.push(self.above.len() as u32);
            groups.collect(
                &greater[j * words..(j + 1) * words],
                &houses,
                &position,
                &mut self.below,
            );
            self.down.push(self.below.len() as u32);
        }
    }

    /// One pass of the order bounds over `frame` (see the module documentation), removing what
    /// they exclude. Returns `None` on a contradiction (a cell left without a candidate, or a
    /// group of a house with too few values for its cells), else whether a candidate was
    /// removed.
    fn bound(&self, t: &Tables, frame: &mut [u32], queue: &mut Vec<u32>) -> Option<bool> {
        let n = t.n as u32;
        let mut changed = false;
        for (j, &b) in self.cells.iter().enumerate() {
            let b = b as usize;
            let mut low = 0u32;
            for &a in &self.preds[self.before[j] as usize..self.before[j + 1] as usize] {
                low = low.max(frame[a as usize].trailing_zeros() + 1);
            }
            for &(h, mask) in &self.above[self.up[j] as usize..self.up[j + 1] as usize] {
                low = low.max(least_largest(t, frame, h as usize, mask)? + 1);
            }
            let cut = frame[b] & below_value(low);
            if cut != 0 {
                changed = true;
                if !remove_all(t, frame, queue, b, cut) {
                    return None;
                }
            }
        }
        for (j, &b) in self.cells.iter().enumerate().rev() {
            let b = b as usize;
            // One above the largest value `b` may take.
            let mut high = n;
            for &c in &self.succs[self.after[j] as usize..self.after[j + 1] as usize] {
                // No cell is empty here: a removal that empties one stops the pass.
                high = high.min(31 - frame[c as usize].leading_zeros());
            }
            for &(h, mask) in &self.below[self.down[j] as usize..self.down[j + 1] as usize] {
                high = high.min(greatest_smallest(t, frame, h as usize, mask)?);
            }
            let cut = frame[b] & !below_value(high);
            if cut != 0 {
                changed = true;
                if !remove_all(t, frame, queue, b, cut) {
                    return None;
                }
            }
        }
        Some(changed)
    }
}

/// Lays the lists `lists` out in `flat`, list `j` at `start[j]..start[j + 1]`.
fn fill_ranges(start: &mut Vec<u32>, flat: &mut Vec<u16>, lists: &[Vec<u16>]) {
    start.clear();
    flat.clear();
    start.push(0);
    for list in lists {
        flat.extend_from_slice(list);
        start.push(flat.len() as u32);
    }
}

/// `positions(t, houses)[c][k]`: the position of cell `c` in its `k`-th house `houses[c][k]`
/// (row, column, region) in the numbering of `t.house_cells`.
fn positions(t: &Tables, houses: &[[usize; 3]]) -> Vec<[u8; 3]> {
    let n = t.n;
    let mut position = vec![[0u8; 3]; n * n];
    for (at, &c) in t.house_cells.iter().enumerate() {
        let (h, i) = (at / n, at % n);
        let k = houses[c as usize]
            .iter()
            .position(|&x| x == h)
            .expect("a cell of a house has that house");
        position[c as usize][k] = i as u8;
    }
    position
}

/// Scratch space to cut a set of cells into its groups by house.
///
/// # Invariants
/// Between calls every mask is 0 and `touched` is empty. During one, `masks[h]` holds the
/// positions in house `h` of the set's cells seen so far, `touched` lists the houses with a
/// mask, and for each of them `first[h]` is its first cell and bit `k` of `common[h]` is set
/// when every cell of the group so far lies in the `k`-th house of `first[h]`.
struct Groups {
    masks: Vec<u32>,
    touched: Vec<usize>,
    first: Vec<usize>,
    common: Vec<u8>,
}

impl Groups {
    fn new(n: usize) -> Self {
        Groups {
            masks: vec![0; 3 * n],
            touched: Vec::new(),
            first: vec![0; 3 * n],
            common: vec![0; 3 * n],
        }
    }

    /// Appends to `out` the groups `(h, mask)` of the cells of `set` (a bit set of cells) by
    /// house: those of two cells or more, less those inside another group (the larger, or on
    /// a tie the house of the smaller number, is kept).
    ///
    /// # Complexity
    /// `O(|set| + set.len())`.
    fn collect(
        &mut self,
        set: &[u64],
        houses: &[[usize; 3]],
        position: &[[u8; 3]],
        out: &mut Vec<(u16, u32)>,
    ) {
        for (w, &word) in set.iter().enumerate() {
            let mut bits = word;
            while bits != 0 {
                let c = 64 * w + bits.trailing_zeros() as usize;
                bits &= bits - 1;
                let own = &houses[c];
                for (k, &h) in own.iter().enumerate() {
                    if self.masks[h] == 0 {
                        self.touched.push(h);
                        self.first[h] = c;
                        self.common[h] = 0b111;
                    } else {
                        let first = &houses[self.first[h]];
                        for (j, g) in first.iter().enumerate() {
                            if !own.contains(g) {
                                self.common[h] &= !(1 << j);
                            }
                        }
                    }
                    self.masks[h] |= 1 << position[c][k];
                }
            }
        }
        for &h in &self.touched {
            let size = self.masks[h].count_ones();
            let first = &houses[self.first[h]];
            let inside_another = (0..3).any(|j| {
                let g = first[j];
                let other = self.masks[g].count_ones();
                self.common[h] >> j & 1 != 0 && g != h && (other > size || (other == size && g < h))
            });
            if size >= 2 && !inside_another {
                out.push((h as u16, self.masks[h]));
            }
        }
        for &h in &self.touched {
            self.masks[h] = 0;
        }
        self.touched.clear();
    }
}

/// Removes the candidates `cut` from `cell`. Returns `false` on a contradiction.
fn remove_all(t: &Tables, frame: &mut [u32], queue: &mut Vec<u32>, cell: usize, cut: u32) -> bool {
    let mut cut = cut;
    while cut != 0 {
        let v = cut.trailing_zeros() as usize;
        cut &= cut - 1;
        if !t.remove(frame, queue, cell, v) {
            return false;
        }
    }
    true
}

/// The least value the largest of the cells at positions `mask` of house `h` can take, given
/// that they take distinct candidates: the greedy assignment of the module documentation.
/// `None` when their candidates cannot give them distinct values that way (too few).
fn least_largest(t: &Tables, frame: &[u32], h: usize, mask: u32) -> Option<u32> {
    let n = t.n;
    let cells = &t.house_cells[h * n..h * n + n];
    let mut union = 0u32;
    let mut smallest = [0u8; 32];
    let mut m = mask;
    while m != 0 {
        let i = m.trailing_zeros() as usize;
        m &= m - 1;
        let c = frame[cells[i] as usize];
        union |= c;
        smallest[(c.trailing_zeros() & 31) as usize] += 1;
    }
    // The value given last; the first cell may take from 0 up.
    let mut from = 0u32;
    let mut last = 0u32;
    for (v, &count) in smallest[..n].iter().enumerate() {
        for _ in 0..count {
            let open = union & !below_value(from.max(v as u32));
            if open == 0 {
                return None;
            }
            last = open.trailing_zeros();
            from = last + 1;
        }
    }
    Some(last)
}

/// The greatest value the smallest of the cells at positions `mask` of house `h` can take,
/// given that they take distinct candidates: [`least_largest`] with the values reversed.
/// (Written out rather than as `least_largest` on bit-reversed candidates: x86 has no
/// instruction to reverse bits, and that version made 1,000 random 9×9 searches 4% slower.)
fn greatest_smallest(t: &Tables, frame: &[u32], h: usize, mask: u32) -> Option<u32> {
    let n = t.n;
    let cells = &t.house_cells[h * n..h * n + n];
    let mut union = 0u32;
    let mut largest = [0u8; 32];
    let mut m = mask;
    while m != 0 {
        let i = m.trailing_zeros() as usize;
        m &= m - 1;
        let c = frame[cells[i] as usize];
        union |= c;
        largest[(31 - c.leading_zeros().min(31)) as usize] += 1;
    }
    // One above the value given last; the first cell may take up to `n - 1`.
    let mut to = n as u32;
    let mut last = 0u32;
    for v in (0..n).rev() {
        for _ in 0..largest[v] {
            let open = union & below_value(to.min(v as u32 + 1));
            if open == 0 {
                return None;
            }
            last = 31 - open.leading_zeros();
            to = last;
        }
    }
    Some(last)
}

impl Relations {
    /// An engine with empty buffers.
    pub fn new() -> Self {
        Self::default()
    }

    /// The propagation engine's fixed point, then the order bounds, in turn until neither
    /// removes anything. Returns `false` on a contradiction; the queue is empty on return
    /// either way.
    fn settle(
        t: &Tables,
        order: &Order,
        quotients: &Quotients,
        frame: &mut [u32],
        queue: &mut Vec<u32>,
    ) -> bool {
        loop {
            if !t.settle(frame, queue) {
                return false;
            }
            let removed = order
                .bound(t, frame, queue)
                .and_then(|bounded| Some(quotients.revise(t, frame, queue)? || bounded));
            match removed {
                None => {
                    queue.clear();
                    return false;
                }
                Some(false) => return true,
                Some(true) => {}
            }
        }
    }

    /// Builds the tables and loads the givens into frame 0, without the candidate `excluded`,
    /// propagated with the relations. Returns `false` when that already finds a contradiction.
    fn load(&mut self, puzzle: &Puzzle, excluded: Option<(usize, u8)>) -> bool {
        self.tables.fit(puzzle.geometry());
        self.order.fit(&self.tables, puzzle);
        self.quotients.fit(self.tables.n, puzzle);
        let (t, search) = (&self.tables, &mut self.search);
        search.prepare(t);
        let frame = &mut search.frames[..t.stride];
        self.order.acyclic
            && t.load(frame, &mut search.queue, puzzle, excluded)
            && Self::settle(t, &self.order, &self.quotients, frame, &mut search.queue)
    }
}

impl Engine for Relations {
    /// Branches tried, as the propagation engine counts them.
    fn nodes(&self) -> u64 {
        self.search.nodes
    }

    /// The relations propagated: [`Scope::Relations`].
    fn scope(&self) -> Scope {
        Scope::Relations
    }

    /// Removes the candidate before the givens and relations are propagated.
    fn search_except<F>(
        &mut self,
        puzzle: &Puzzle,
        excluded: Option<(usize, u8)>,
        mut visit: F,
    ) -> Flow
    where
        F: FnMut(&[u8]) -> Flow,
    {
        if !self.load(puzzle, excluded) {
            self.search.queue.clear();
            return Flow::Continue;
        }
        let (order, quotients) = (&self.order, &self.quotients);
        let settle = |t: &Tables, frame: &mut [u32], queue: &mut Vec<u32>| {
            Self::settle(t, order, quotients, frame, queue)
        };
        self.search
            .descend(&self.tables, 0, &settle, &mut |grid: &[u8]| {
                debug_assert!(keeps_order(puzzle.relations(), grid));
                // Extra houses are not propagated: they filter.
                if puzzle.geometry().keeps_extra_houses(grid) {
                    visit(grid)
                } else {
                    Flow::Continue
                }
            })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::backtrack::Backtracker;
    use crate::model::Geometry;

    /// Luogu P4573's samples, input and output, byte for byte from the statement.
    const SAMPLE_1: (&str, &str) = (
        concat!(
            "> < < < > <\n",
            "v ^ v v ^ v ^ ^ v\n",
            "< < < > < <\n",
            "v ^ v ^ v v ^ ^ v\n",
            "< < < < > >\n",
            "< > > > < >\n",
            "v v ^ ^ v ^ ^ v v\n",
            "< > > < > >\n",
            "^ v v v ^ v v ^ v\n",
            "> < < > > >\n",
            "< > > > > <\n",
            "v v v v ^ ^ ^ ^ ^\n",
            "> < < < < <\n",
            "^ ^ ^ ^ ^ v v v ^\n",
            "> > < > < <\n",
        ),
        concat!(
            "5 3 9 4 6 8 2 1 7\n",
            "2 4 8 1 9 7 3 5 6\n",
            "1 6 7 2 3 5 9 8 4\n",
            "6 8 1 7 4 2 5 9 3\n",
            "3 7 5 9 1 6 8 4 2\n",
            "9 2 4 5 8 3 7 6 1\n",
            "7 9 6 8 2 1 4 3 5\n",
            "4 1 2 3 5 9 6 7 8\n",
            "8 5 3 6 7 4 1 2 9\n",
        ),
    );
    const SAMPLE_2: (&str, &str) = (
        concat!(
            "< > > < > <\n",
            "v v ^ ^ v v ^ ^ ^\n",
            "< < > < > <\n",
            "^ ^ ^ v ^ ^ ^ v v\n",
            "< < < < > > \n",
            "> < > > > >\n",
            "v ^ ^ ^ ^ v v v ^\n",
            "> > > > < >\n",
            "v v ^ v ^ v ^ v ^\n",
            "> < < > > > \n",
            "< < < < > <\n",
            "v ^ v v v v ^ ^ v\n",
            "< > > < < >\n",
            "^ v v v ^ v ^ v v\n",
            "< > < > < >\n",
        ),
        concat!(
            "4 9 1 7 3 6 5 2 8\n",
            "2 3 7 8 1 5 6 4 9\n",
            "5 6 8 2 4 9 7 3 1\n",
            "9 1 3 6 5 4 8 7 2\n",
            "8 5 4 9 7 2 1 6 3\n",
            "7 2 6 3 8 1 9 5 4\n",
            "3 4 9 5 6 8 2 1 7\n",
            "1 8 5 4 2 7 3 9 6\n",
            "6 7 2 1 9 3 4 8 5\n",
        ),
    );

    /// The puzzle of a Luogu P4573 input: 15 lines, in each band of three box rows a line of
    /// left–right signs (`<`: the left cell is smaller) for each of its three rows, and between
    /// them a line of up–down signs (`^`: the upper cell is smaller, `v`: larger).
    fn greater_than_sudoku(text: &str) -> Puzzle {
        let mut p = Puzzle::empty(Geometry::boxed(3, 3).unwrap());
        let lines: Vec<Vec<&str>> = text
            .lines()
            .map(|l| l.split_whitespace().collect())
            .collect();
        assert_eq!(lines.len(), 15);
        for (i, signs) in lines.iter().enumerate() {
            let (band, k) = (i / 5, i % 5);
            let row = 3 * band + k / 2;
            let pairs: Vec<(usize, usize)> = if k % 2 == 0 {
                // Two pairs per box: columns (3b, 3b + 1) and (3b + 1, 3b + 2).
                (0..6)
                    .map(|j| {
                        let col = 3 * (j / 2) + j % 2;
                        (9 * row + col, 9 * row + col + 1)
                    })
                    .collect()
            } else {
                (0..9)
                    .map(|col| (9 * row + col, 9 * (row + 1) + col))
                    .collect()
            };
            assert_eq!(signs.len(), pairs.len(), "line {}", i + 1);
            for (&sign, &(first, second)) in signs.iter().zip(&pairs) {
                match sign {
                    "<" | "^" => p.add_less(first, second).unwrap(),
                    ">" | "v" => p.add_less(second, first).unwrap(),
                    _ => panic!("sign {:?} on line {}", sign, i + 1),
                }
            }
        }
        assert_eq!(p.relations().len(), 108);
        p
    }

    #[test]
    fn solves_the_luogu_p4573_samples() {
        let mut engine = Relations::new();
        for (input, output) in [SAMPLE_1, SAMPLE_2].iter() {
            let p = greater_than_sudoku(input);
            let all = engine.solutions(&p, 2);
            assert_eq!(all.len(), 1, "the solution is unique");
            let text: String = all[0]
                .chunks(9)
                .map(|row| {
                    let digits: Vec<String> = row.iter().map(|v| (v + 1).to_string()).collect();
                    digits.join(" ") + "\n"
                })
                .collect();
            assert_eq!(&text, output);
        }
    }

    fn sorted(mut grids: Vec<Vec<u8>>) -> Vec<Vec<u8>> {
        grids.sort();
        grids
    }

    #[test]
    fn a_chain_in_a_row_fixes_it_without_a_branch() {
        // 0 < 1 < … < 8 along the first row of a 9×9 grid: propagation alone places it.
        let mut p = Puzzle::empty(Geometry::boxed(3, 3).unwrap());
        for col in 0..8 {
            p.add_less(col, col + 1).unwrap();
        }
        let mut engine = Relations::new();
        let frame_ok = engine.load(&p, None);
        assert!(frame_ok);
        let t = &engine.tables;
        for col in 0..9 {
            assert!(t.is_placed(&engine.search.frames, col), "cell {}", col);
            assert_eq!(engine.search.frames[col], 1 << col);
        }
    }

    #[test]
    fn the_house_rule_counts_predecessors_in_a_house() {
        // Cells 0, 1 and 2 of a 9×9 row are less than cell 13 (row 1), and cell 12 is less
        // than them. Chains alone give 13 at least 2 and 12 at most 6; the three distinct
        // values between them put 13 at 4 or more and 12 at 4 or less.
        let mut p = Puzzle::empty(Geometry::boxed(3, 3).unwrap());
        for c in 0..3 {
            p.add_less(c, 13).unwrap();
            p.add_less(12, c).unwrap();
        }
        let mut engine = Relations::new();
        assert!(engine.load(&p, None));
        assert_eq!(engine.search.frames[13].trailing_zeros(), 4);
        assert_eq!(32 - engine.search.frames[12].leading_zeros() - 1, 4);
        // The greedy bound sees the candidates: with 0, 1 and 2 kept to {2, 4, 5, 7} by
        // givens, 13 is above 5.
        let mut q = Puzzle::empty(Geometry::boxed(3, 3).unwrap());
        for c in 0..3 {
            q.add_less(c, 13).unwrap();
        }
        for (col, v) in [(3, 0), (4, 1), (5, 3), (6, 6), (7, 8)] {
            q.set(0, col, Some(v)).unwrap();
        }
        assert!(engine.load(&q, None));
        assert_eq!(engine.search.frames[13].trailing_zeros(), 6);
    }

    #[test]
    fn agrees_with_the_filtered_backtracker_on_4x4() {
        // The 4×4 grids (288) under a few relations, consistent or not.
        let g = Geometry::boxed(2, 2).unwrap();
        let sets: [&[(usize, usize)]; 5] = [
            &[],
            &[(0, 1), (1, 2), (2, 3)],
            &[(0, 5), (5, 10), (10, 15), (3, 6)],
            &[(0, 4), (4, 8), (8, 12), (12, 0)],
            &[(0, 1), (1, 4), (4, 5), (5, 2), (2, 3), (3, 6), (6, 7)],
        ];
        let mut engine = Relations::new();
        for relations in sets.iter() {
            let mut p = Puzzle::empty(g.clone());
            for &(a, b) in relations.iter() {
                p.add_less(a, b).unwrap();
            }
            let expected = Backtracker::new().solutions(&p, u64::MAX);
            let found = sorted(engine.solutions(&p, u64::MAX));
            assert_eq!(found, expected, "relations {:?}", relations);
        }
    }

    #[test]
    fn a_repeated_or_implied_relation_changes_nothing() {
        let g = Geometry::boxed(2, 3).unwrap();
        let mut p = Puzzle::empty(g);
        p.set(0, 0, Some(2)).unwrap();
        p.add_less(0, 7).unwrap();
        p.add_less(7, 14).unwrap();
        let mut engine = Relations::new();
        let once = sorted(engine.solutions(&p, 1000));
        p.add_less(0, 7).unwrap();
        p.add_less(0, 14).unwrap();
        assert_eq!(sorted(engine.solutions(&p, 1000)), once);
        assert!(!once.is_empty());
        assert!(once.iter().all(|g| g[0] == 2 && g[7] > 2 && g[14] > g[7]));
    }

    /// Quotient relations, propagated here, kept by clause learning's clauses and filtered by
    /// the backtracker, give the same solutions on random 4×4 and 6×6 puzzles: clues read from a random full grid (so some
    /// solution keeps them), one in four changed to another quotient.
    #[test]
    fn quotients_propagated_agree_with_quotients_filtered() {
        let mut rng = crate::SplitMix64::new(5675);
        let mut kinds = [0usize; 3];
        for (rows, cols) in [(2, 2), (2, 3)] {
            let geometry = Geometry::boxed(rows, cols).unwrap();
            let n = geometry.size();
            for _ in 0..150 {
                let grid =
                    crate::generate::random_grid(&geometry, &mut rng, &mut Backtracker::new())
                        .unwrap();
                let mut puzzle = Puzzle::empty(geometry.clone());
                for _ in 0..rng.below(2 * n as u64) {
                    let a = rng.below((n * n) as u64) as usize;
                    let b = if a % n + 1 < n { a + 1 } else { a - 1 };
                    let mut q = quotient_of(grid[a], grid[b]);
                    if rng.below(4) == 0 {
                        q = 1 + rng.below(n as u64) as u8;
                    }
                    puzzle.add_quotient(a, b, q).unwrap();
                }
                // Enough givens on 6×6 that filtering the grids stays quick.
                let givens = if n == 4 {
                    rng.below(8)
                } else {
                    10 + rng.below(12)
                };
                for _ in 0..givens {
                    let c = rng.below((n * n) as u64) as usize;
                    puzzle.set(c / n, c % n, Some(grid[c])).unwrap();
                }
                // Up to a limit the two search in different orders: whole sets below it.
                let limit = 300usize;
                let mut expected = Backtracker::new().solutions(&puzzle, limit as u64);
                expected.sort();
                let engines = [
                    Relations::new().solutions(&puzzle, limit as u64),
                    crate::Cdcl::new().solutions(&puzzle, limit as u64),
                ];
                for mut found in engines {
                    found.sort();
                    if expected.len() < limit {
                        assert_eq!(found, expected, "{:?}", puzzle.quotients());
                    } else {
                        assert_eq!(found.len(), limit, "{:?}", puzzle.quotients());
                    }
                    assert!(found.iter().all(|g| puzzle.is_solved_by(g)));
                }
                kinds[expected.len().min(2)] += 1;
            }
        }
        assert!(kinds.iter().all(|&k| k > 0), "{:?}", kinds);
    }
}
