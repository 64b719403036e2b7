//! The interface every puzzle engine offers: visit solutions one by one, and stop at will.

use crate::model::{keeps_order, Puzzle};

/// What a visitor tells a search after each solution, and what the search tells its caller:
/// go on, or stop here. The library's own type rather than `std::ops::ControlFlow` (Rust 1.55),
/// so that the engines compile on the oldest judge compilers (PTA's rustc 1.53).
///
/// # Example
/// ```
/// use solver::engine::{Engine, Flow};
/// use solver::model::{Geometry, Puzzle};
/// use solver::Backtracker;
///
/// // The empty 4×4 grid with 2×2 boxes has 288 solutions: stop at the tenth.
/// let puzzle = Puzzle::empty(Geometry::boxed(2, 2).unwrap());
/// let mut seen = 0;
/// let flow = Backtracker::new().search(&puzzle, |_| {
///     seen += 1;
///     if seen == 10 { Flow::Break } else { Flow::Continue }
/// });
/// assert_eq!((seen, flow), (10, Flow::Break));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Flow {
    /// Go on: the visitor wants the next solution; from a search, the solutions ran out.
    Continue,
    /// Stop: the visitor has what it wants; from a search, the visitor stopped it.
    Break,
}

impl Flow {
    /// Whether this is [`Flow::Break`].
    pub fn is_break(self) -> bool {
        self == Flow::Break
    }

    /// Whether this is [`Flow::Continue`].
    pub fn is_continue(self) -> bool {
        self == Flow::Continue
    }
}

/// A search procedure over [`Puzzle`]s.
///
/// An engine value owns its working memory; reusing one value for many puzzles reuses that
/// memory, so a file of puzzles costs no allocation per search node, nor per puzzle once the
/// buffers have grown to the largest size seen.
///
/// Every engine visits only grids that keep the puzzle's relations ([`Puzzle::add_less`]).
/// [`Relations`](crate::relations::Relations) propagates them; the others search the puzzle
/// without them and pass each solution through a filter (`keeping_relations`), exact but it can
/// be slow where the relations, not the givens, make the puzzle (their search space is the
/// grids of the givens alone). [`Auto`](crate::auto::Auto) gives a puzzle with relations to
/// [`Relations`](crate::relations::Relations).
pub trait Engine {
    /// Calls `visit` with every solution of `puzzle` (the grid's values, row-major), until
    /// `visit` returns `Flow::Break` or the solutions run out. Returns `Break` when
    /// the visitor stopped the search, `Continue` when the search space was exhausted.
    ///
    /// The order of solutions is the engine's own; see its documentation. A puzzle whose
    /// givens clash has no solution.
    fn search<F>(&mut self, puzzle: &Puzzle, visit: F) -> Flow
    where
        F: FnMut(&[u8]) -> Flow;

    /// [`search`](Engine::search) over the solutions of `puzzle` whose `cell` does not hold
    /// `value`. The default searches them all and skips those; an engine that can removes
    /// the candidate before it searches, which is far faster when `value` is what the other
    /// givens force (the generator's question: is a given implied by the others?).
    ///
    /// `cell` indexes the grid row-major; a `cell` outside the grid or a `value` outside `0..n`
    /// excludes nothing, since no solution holds it.
    ///
    /// # Complexity
    /// The search's; the default visits the excluded solutions too.
    fn search_excluding<F>(&mut self, puzzle: &Puzzle, cell: usize, value: u8, mut visit: F) -> Flow
    where
        F: FnMut(&[u8]) -> Flow,
    {
        self.search(puzzle, |grid| {
            if grid.get(cell) == Some(&value) {
                Flow::Continue
            } else {
                visit(grid)
            }
        })
    }

    /// The first solution this engine finds, or `None` when there is none.
    fn first_solution(&mut self, puzzle: &Puzzle) -> Option<Vec<u8>> {
        let mut found = None;
        let _ = self.search(puzzle, |grid| {
            found = Some(grid.to_vec());
            Flow::Break
        });
        found
    }

    /// The solutions, no more than `limit` of them, in the order this engine visits them.
    ///
    /// # Complexity
    /// The search's, plus `O(n²)` to copy each solution kept.
    fn solutions(&mut self, puzzle: &Puzzle, limit: u64) -> Vec<Vec<u8>> {
        let mut counter = Counter::new(limit);
        let mut all = Vec::new();
        if limit > 0 {
            let _ = self.search(puzzle, |grid| {
                all.push(grid.to_vec());
                counter.visit()
            });
        }
        all
    }

    /// The number of solutions, counting no further than `limit` (so `count_solutions(p, 2)`
    /// tells none, unique or several). Returns `min(limit, number of solutions)`.
    fn count_solutions(&mut self, puzzle: &Puzzle, limit: u64) -> u64 {
        let mut counter = Counter::new(limit);
        if limit > 0 {
            let _ = self.search(puzzle, |_| counter.visit());
        }
        counter.count()
    }
}

/// `visit` behind a filter that passes on only the grids keeping `puzzle`'s relations: how an
/// engine that does not propagate relations stays exact on a puzzle that has some. An engine
/// wraps its caller's visitor once, where its search starts; the search's result is unchanged
/// (a filtered grid is skipped, as if the search had not found it).
///
/// # Complexity
/// `O(1)` per relation per grid found; for a puzzle without relations, one test of an empty
/// list per grid, and nothing per search node.
pub(crate) fn keeping_relations<'a, F>(
    p: &'a Puzzle,
    mut visit: F,
) -> impl FnMut(&[u8]) -> Flow + 'a
where
    F: FnMut(&[u8]) -> Flow + 'a,
{
    move |g| match keeps_order(p.relations(), g) {
        true => visit(g),
        false => Flow::Continue,
    }
}

/// A visitor's state that counts solutions and asks to stop when `limit` is reached.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Counter {
    count: u64,
    limit: u64,
}

impl Counter {
    pub(crate) fn new(limit: u64) -> Self {
        Counter { count: 0, limit }
    }

    /// Counts one solution; `Break` once the limit is reached.
    pub(crate) fn visit(&mut self) -> Flow {
        self.count += 1;
        if self.count >= self.limit {
            Flow::Break
        } else {
            Flow::Continue
        }
    }

    pub(crate) fn count(&self) -> u64 {
        self.count
    }
}
