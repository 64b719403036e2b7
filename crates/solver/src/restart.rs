//! Constraint propagation with randomised restarts: search whose time has no heavy tail.
//!
//! A complete depth-first search can spend almost all its time in one subtree without a
//! solution that an early choice led it into: over random instances its running time is
//! heavy-tailed (Gomes, Selman, Crato and Kautz, 2000). Restarting the search with other
//! random choices cuts the tail, and a growing budget keeps it complete.
//!
//! The engine runs the search of [`Propagator`](crate::propagate::Propagator) in *runs*. The
//! first run is the propagation engine's own search, with a budget of [`FIRST_RUN`] nodes;
//! run `i + 1` may try [`UNIT`]` · luby(i)` nodes, with Luby's sequence 1, 1, 2, 1, 1, 2, 4,
//! 1, … (Luby, Sinclair and Zuckerman, 1993, the universal schedule for restarts). A run that
//! ends within its budget has explored its whole tree, so the search is complete. Every run
//! starts from the same propagated givens.
//!
//! The later runs differ in two ways. They branch on a constraint chosen at random among all
//! those with the fewest options (cells and (house, value) pairs alike) and try its options in
//! a random order: the first run's tie-breaks are what can lead every run into the same dead
//! subtree. And they filter every house that changed with all-different matching (Régin's
//! filtering, in `alldiff.rs`), which finds most contradictions of a random puzzle without
//! any search: it costs a few times more per node, so the first run, which finishes most
//! puzzles, goes without it. Their choice also learns from failures (the *dom/wdeg* heuristic
//! of Boussemart, Hemery, Lecoutre and Sais, 2004): every cell or (house, value) pair left
//! without an option by a failed node gains weight, and the constraint chosen is the one with
//! the fewest options per unit of weight. The weights last from run to run, and draw the
//! search to the part of the puzzle that is hard.
//!
//! A solution found by one run is met again by the next ones; the engine keeps the solutions
//! it has visited (up to [`KEPT`] of them) and visits each once. Once [`KEPT`] are kept, the
//! current run goes on without a budget, so that enumerating many solutions costs no more
//! memory than that.
//!
//! The random choices come from a [`SplitMix64`] seeded the same way for every search: the
//! same puzzle always gives the same solutions in the same order.

use crate::alldiff::{settle_all, settle_changed};
use crate::engine::{keeping_relations_and_houses, Engine, Flow};
use crate::model::Puzzle;
use crate::propagate::{has_two, Tables};
use crate::rng::SplitMix64;

/// Nodes the first run may try by default: enough for the unique 16×16 puzzles of the judges.
pub const FIRST_RUN: u64 = 1024;
/// Nodes per unit of Luby's sequence by default.
pub const UNIT: u64 = 256;
/// Solutions kept to skip them in later runs; past that, the run in progress is the last.
pub const KEPT: usize = 64;
/// The seed of every search.
const SEED: u64 = 0x5EED_0F5E_A4C4;

/// Term `i` (from 1) of Luby's sequence: 1, 1, 2, 1, 1, 2, 4, 1, 1, 2, 1, 1, 2, 4, 8, …
///
/// # Complexity
/// `O(log i)`.
pub fn luby(i: u64) -> u64 {
    let mut i = i.max(1);
    loop {
        // The smallest k with 2^k - 1 >= i.
        let mut k = 1;
        while (1u64 << k) - 1 < i {
            k += 1;
        }
        if (1u64 << k) - 1 == i {
            return 1 << (k - 1);
        }
        i -= (1 << (k - 1)) - 1;
    }
}

/// Why a run stopped before its tree was exhausted.
enum Stop {
    /// The visitor asked to stop.
    Visitor,
    /// The run used up its budget of nodes.
    Budget,
}

/// The propagation engine with randomised restarts on Luby's schedule, for any geometry of the
/// model. Complete and deterministic; see the module documentation.
///
/// Solutions come in the order of the search, not in lexicographic order.
///
/// # Complexity
/// Exponential in the worst case, like every complete search. The runs cost at most a
/// logarithmic factor over the best budget in hindsight (Luby et al.), and a node costs what a
/// node of [`Propagator`](crate::propagate::Propagator) costs.
///
/// # Memory
/// The propagation engine's frames, plus up to [`KEPT`] solutions (`n²` bytes each).
///
/// # Example
/// ```
/// use solver::engine::Engine;
/// use solver::model::{Geometry, Puzzle};
/// use solver::restart::Restarts;
///
/// // A 16×16 grid with only its first row given: many solutions.
/// let mut puzzle = Puzzle::empty(Geometry::boxed(4, 4).unwrap());
/// for col in 0..16 {
///     puzzle.set(0, col, Some(col as u8)).unwrap();
/// }
/// let mut engine = Restarts::new();
/// let grid = engine.first_solution(&puzzle).unwrap();
/// assert!(puzzle.is_solved_by(&grid));
/// assert_eq!(engine.count_solutions(&puzzle, 3), 3);
/// ```
#[derive(Clone, Debug)]
pub struct Restarts {
    tables: Tables,
    /// Frames of the search, `depth * stride ..` for each depth reached; frame 0 holds the
    /// propagated givens for every run.
    frames: Vec<u32>,
    queue: Vec<u32>,
    grid: Vec<u8>,
    /// The solutions visited, `n²` values each, at most [`KEPT`] of them.
    seen: Vec<u8>,
    /// Scratch space for all-different filtering.
    snapshot: Vec<u32>,
    /// Failures per cell (`0..n²`) and per (house, value) pair (`n² + h * n + v`) so far in
    /// this search.
    weights: Vec<u32>,
    rng: SplitMix64,
    nodes: u64,
    runs: u64,
    first_run: u64,
    unit: u64,
}

impl Default for Restarts {
    fn default() -> Self {
        Restarts {
            tables: Tables::default(),
            frames: Vec::new(),
            queue: Vec::new(),
            grid: Vec::new(),
            seen: Vec::new(),
            snapshot: Vec::new(),
            weights: Vec::new(),
            rng: SplitMix64::new(SEED),
            nodes: 0,
            runs: 0,
            first_run: FIRST_RUN,
            unit: UNIT,
        }
    }
}

impl Restarts {
    /// An engine with empty buffers and the default schedule: [`FIRST_RUN`] nodes for the
    /// first run, then [`UNIT`] nodes per unit of Luby's sequence.
    pub fn new() -> Self {
        Self::default()
    }

    /// An engine whose first run may try `first_run` nodes, and run `i + 1` `unit · luby(i)`
    /// nodes (`unit` at least 1). Tiny budgets make every search restart many times, which
    /// tests exercise.
    pub fn with_schedule(first_run: u64, unit: u64) -> Self {
        Restarts {
            first_run,
            unit: unit.max(1),
            ..Self::default()
        }
    }

    /// The number of runs the last search took (1 when the first run finished).
    pub fn runs(&self) -> u64 {
        self.runs
    }

    /// The constraint to branch on in a random run: one of those with the fewest options
    /// per unit of weight, cells and (house, value) pairs alike, chosen uniformly at random
    /// among equals.
    fn choose(
        t: &Tables,
        frame: &[u32],
        weights: &[u32],
        rng: &mut SplitMix64,
    ) -> (Result<usize, usize>, u32) {
        let n = t.n;
        let n2 = n * n;
        let all = if n == 32 { u32::MAX } else { (1u32 << n) - 1 };
        let mut best = (Ok(0), 0u32);
        // The best ratio options / weight, as a fraction.
        let (mut best_count, mut best_weight) = (u64::MAX, 1u64);
        let mut ties = 0u64;
        let mut consider = |item: Result<usize, usize>, options: u32, count: u32, weight: u32| {
            let (count, weight) = (count as u64, weight as u64 + 1);
            let (a, b) = (count * best_weight, best_count.saturating_mul(weight));
            if a < b {
                best = (item, options);
                best_count = count;
                best_weight = weight;
                ties = 1;
            } else if a == b {
                ties += 1;
                if rng.below(ties) == 0 {
                    best = (item, options);
                }
            }
        };
        for h in 0..3 * n {
            let mut open = !frame[t.done + h] & all;
            while open != 0 {
                let v = open.trailing_zeros() as usize;
                open &= open - 1;
                let p = frame[t.places + h * n + v];
                let count = if has_two(p) { 2 } else { p.count_ones() };
                consider(Err(h * n + v), p, count, weights[n2 + h * n + v]);
            }
        }
        for cell in 0..n2 {
            let c = frame[cell];
            if c & c.wrapping_sub(1) == 0 && t.is_placed(frame, cell) {
                continue;
            }
            let count = if has_two(c) { 2 } else { c.count_ones() };
            consider(Ok(cell), c, count, weights[cell]);
        }
        best
    }

    /// Adds one to the weight of every cell and unplaced (house, value) pair left without an
    /// option in the frame of a failed node.
    fn blame(t: &Tables, frame: &[u32], weights: &mut [u32]) {
        let n = t.n;
        let n2 = n * n;
        for cell in 0..n2 {
            if frame[cell] == 0 {
                weights[cell] += 1;
            }
        }
        for h in 0..3 * n {
            let done = frame[t.done + h];
            for v in 0..n {
                if done >> v & 1 == 0 && frame[t.places + h * n + v] == 0 {
                    weights[n2 + h * n + v] += 1;
                }
            }
        }
    }

    /// Searches below the fixed point in frame `depth`, trying at most `budget` more nodes;
    /// `random` breaks ties and orders options at random.
    fn descend<F>(
        &mut self,
        depth: usize,
        visit: &mut F,
        budget: &mut u64,
        random: bool,
    ) -> Result<(), Stop>
    where
        F: FnMut(&[u8]) -> Flow,
    {
        let stride = self.tables.stride;
        let here = depth * stride;
        if self.frames[here + self.tables.remaining] == 0 {
            return self.leaf(here, visit, budget);
        }
        if self.frames.len() < here + 2 * stride {
            self.frames.resize(here + 2 * stride, 0);
        }
        let (constraint, options) = if random {
            Self::choose(
                &self.tables,
                &self.frames[here..here + stride],
                &self.weights,
                &mut self.rng,
            )
        } else {
            self.tables.tightest(&self.frames[here..here + stride])
        };
        let mut order = [0u8; 32];
        let mut count = 0;
        let mut rest = options;
        while rest != 0 {
            order[count] = rest.trailing_zeros() as u8;
            rest &= rest - 1;
            count += 1;
        }
        if random {
            self.rng.shuffle(&mut order[..count]);
        }
        let n = self.tables.n;
        for &option in &order[..count] {
            if *budget == 0 {
                return Err(Stop::Budget);
            }
            *budget -= 1;
            self.nodes += 1;
            #[cfg(feature = "meter")]
            crate::meter::charge(crate::meter::RESTARTS_NODE);
            let option = option as usize;
            let (parent, child) = self.frames[here..here + 2 * stride].split_at_mut(stride);
            child.copy_from_slice(parent);
            let (cell, value) = match constraint {
                Ok(cell) => (cell, option),
                Err(pair) => (
                    self.tables.house_cells[pair / n * n + option] as usize,
                    pair % n,
                ),
            };
            let t = &self.tables;
            let before = &parent[t.places..t.places + 3 * t.n * t.n];
            if t.place(child, &mut self.queue, cell, value)
                && t.settle(child, &mut self.queue)
                && (!random
                    || settle_changed(t, child, &mut self.queue, before, &mut self.snapshot))
            {
                self.descend(depth + 1, visit, budget, random)?;
            } else {
                self.queue.clear();
                if random {
                    Self::blame(t, child, &mut self.weights);
                }
            }
        }
        Ok(())
    }

    /// A solution in frame `here`: visited unless an earlier run visited it.
    fn leaf<F>(&mut self, here: usize, visit: &mut F, budget: &mut u64) -> Result<(), Stop>
    where
        F: FnMut(&[u8]) -> Flow,
    {
        for (cell, value) in self.grid.iter_mut().enumerate() {
            *value = self.frames[here + cell].trailing_zeros() as u8;
        }
        let n2 = self.grid.len();
        if self.seen.chunks(n2).any(|s| s == &self.grid[..]) {
            return Ok(());
        }
        if self.seen.len() < KEPT * n2 {
            self.seen.extend_from_slice(&self.grid);
        } else {
            // No room to remember more: this run is the last, and goes to the end.
            *budget = u64::MAX;
        }
        match visit(&self.grid) {
            Flow::Break => Err(Stop::Visitor),
            Flow::Continue => Ok(()),
        }
    }
}

impl Engine for Restarts {
    /// Branches tried, as the propagation engine counts them, over all the runs of the search.
    fn nodes(&self) -> u64 {
        self.nodes
    }

    /// Removes the candidate before the givens are propagated.
    fn search_except<F>(&mut self, puzzle: &Puzzle, excluded: Option<(usize, u8)>, visit: F) -> Flow
    where
        F: FnMut(&[u8]) -> Flow,
    {
        let mut visit = keeping_relations_and_houses(puzzle, visit);
        self.nodes = 0;
        self.runs = 0;
        self.seen.clear();
        self.rng = SplitMix64::new(SEED);
        self.tables.fit(puzzle.geometry());
        let t = &self.tables;
        if self.frames.len() < 2 * t.stride {
            self.frames.resize(2 * t.stride, 0);
        }
        self.grid.clear();
        self.grid.resize(t.n * t.n, 0);
        self.weights.clear();
        self.weights.resize(4 * t.n * t.n, 0);
        if !t.load(
            &mut self.frames[..t.stride],
            &mut self.queue,
            puzzle,
            excluded,
        ) {
            return Flow::Continue;
        }
        loop {
            self.runs += 1;
            let random = self.runs > 1;
            if self.runs == 2 {
                // From the second run on, all-different filtering at every node; first at
                // the root, on every house.
                let t = &self.tables;
                let root = &mut self.frames[..t.stride];
                if !settle_all(t, root, &mut self.queue, &mut self.snapshot) {
                    return Flow::Continue;
                }
            }
            let mut budget = if random {
                self.unit.saturating_mul(luby(self.runs - 1))
            } else {
                self.first_run
            };
            match self.descend(0, &mut visit, &mut budget, random) {
                Ok(()) => return Flow::Continue,
                Err(Stop::Visitor) => return Flow::Break,
                Err(Stop::Budget) => self.queue.clear(),
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dancing_links::DancingLinks;
    use crate::model::Geometry;

    #[test]
    fn the_luby_sequence() {
        let first: Vec<u64> = (1..=15).map(luby).collect();
        assert_eq!(first, [1, 1, 2, 1, 1, 2, 4, 1, 1, 2, 1, 1, 2, 4, 8]);
        assert_eq!(luby(31), 16);
        assert_eq!(luby(0), 1);
    }

    #[test]
    fn each_solution_once_across_restarts() {
        // Few givens on 9×9: many solutions, found across many runs.
        let mut p = Puzzle::empty(Geometry::boxed(3, 3).unwrap());
        for (col, v) in [0u8, 1, 2, 3, 4, 5, 6, 7, 8].iter().enumerate() {
            p.set(0, col, Some(*v)).unwrap();
        }
        let mut engine = Restarts::new();
        let all = engine.solutions(&p, 500);
        assert_eq!(all.len(), 500);
        let mut sorted = all.clone();
        sorted.sort();
        sorted.dedup();
        assert_eq!(sorted.len(), 500);
        assert!(all.iter().all(|g| p.is_solved_by(g)));
        // The same search again gives the same solutions in the same order.
        assert_eq!(engine.solutions(&p, 500), all);
    }

    #[test]
    fn each_solution_once_on_both_sides_of_the_kept_solutions() {
        // Budgets of one node restart the search after almost every node, so that runs meet
        // the solutions of earlier runs again; past KEPT of them, the run in progress must be
        // the last, or solutions come twice.
        let p = Puzzle::empty(Geometry::boxed(2, 2).unwrap());
        let mut all = DancingLinks::new().solutions(&p, u64::MAX);
        all.sort();
        assert_eq!(all.len(), 288);
        let kept = KEPT as u64;
        for limit in [kept - 1, kept, kept + 1, 2 * kept, u64::MAX] {
            let mut engine = Restarts::with_schedule(1, 1);
            let mut found = engine.solutions(&p, limit);
            assert!(engine.runs() > 1, "limit {}: the search restarted", limit);
            assert_eq!(found.len() as u64, limit.min(288), "limit {}", limit);
            found.sort();
            found.dedup();
            assert_eq!(found.len() as u64, limit.min(288), "limit {}: twice", limit);
            assert!(found.iter().all(|g| all.binary_search(g).is_ok()));
            assert_eq!(engine.count_solutions(&p, limit), limit.min(288));
        }
    }

    #[test]
    fn counts_like_dancing_links() {
        // The 4×4 grids: 288, enumerated past the kept solutions.
        let p = Puzzle::empty(Geometry::boxed(2, 2).unwrap());
        let mut engine = Restarts::new();
        let mut all = engine.solutions(&p, u64::MAX);
        all.sort();
        let mut expected = DancingLinks::new().solutions(&p, u64::MAX);
        expected.sort();
        assert_eq!(all, expected);
        // Clashing givens.
        let mut q = Puzzle::empty(Geometry::boxed(2, 3).unwrap());
        q.set(0, 0, Some(1)).unwrap();
        q.set(1, 1, Some(1)).unwrap();
        assert_eq!(engine.count_solutions(&q, 2), 0);
    }
}
