//! The interface every puzzle engine offers: visit solutions one by one, and stop at will.

use crate::model::Puzzle;

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

/// What an engine models: the puzzles it searches, and how it keeps their order relations
/// ([`Puzzle::add_less`]). Each engine says which through [`Engine::scope`].
///
/// # Example
/// ```
/// use solver::engine::{Engine, Scope};
/// use solver::model::{Geometry, Puzzle};
/// use solver::{Propagator, Sudoku9};
///
/// let six = Puzzle::empty(Geometry::boxed(2, 3).unwrap());
/// assert_eq!(Sudoku9::new().scope(), Scope::Classic9);
/// assert!(!Sudoku9::new().scope().takes(&six));
/// assert!(Propagator::new().scope().takes(&six));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Scope {
    /// Every puzzle of the model, exactly; its relations and extra houses filter the grids the
    /// search finds (exact, but slow where they rather than the givens make the puzzle).
    Every,
    /// Every puzzle of the model, exactly, with its relations propagated in the search (extra
    /// houses filtered).
    Relations,
    /// The classic 9×9 grid with 3×3 boxes only (relations and extra houses filtered); for any
    /// other geometry the engine visits nothing.
    Classic9,
}

impl Scope {
    /// Whether an engine of this scope searches `puzzle` (and so finds all its solutions).
    ///
    /// # Complexity
    /// `O(n²)` for [`Scope::Classic9`] (the region map is compared), `O(1)` otherwise.
    pub fn takes(self, puzzle: &Puzzle) -> bool {
        match self {
            Scope::Every | Scope::Relations => true,
            Scope::Classic9 => crate::sudoku9::Sudoku9::takes(puzzle.geometry()),
        }
    }

    /// The puzzles of this scope, in a few words for messages: `9×9 grids with 3×3 boxes`.
    pub fn describe(self) -> &'static str {
        match self {
            Scope::Every => "every puzzle",
            Scope::Relations => "every puzzle, its relations propagated",
            Scope::Classic9 => "9×9 grids with 3×3 boxes",
        }
    }
}

/// A search procedure over [`Puzzle`]s.
///
/// An engine implements [`search_except`](Engine::search_except) and [`nodes`](Engine::nodes);
/// the other methods are provided, and an engine overrides [`scope`](Engine::scope) when it does
/// not model every puzzle with its relations filtered.
///
/// # Example
/// ```
/// use solver::engine::{Engine, Flow, Scope};
/// use solver::model::{Geometry, Puzzle};
/// use solver::Propagator;
///
/// // A 4×4 grid with 2×2 boxes and its first row given: 12 of the 288 grids (288 / 4!).
/// let mut puzzle = Puzzle::empty(Geometry::boxed(2, 2).unwrap());
/// for col in 0..4 {
///     puzzle.set(0, col, Some(col as u8)).unwrap();
/// }
/// let mut engine = Propagator::new();
/// let first = engine.first_solution(&puzzle).unwrap();
/// assert!(puzzle.is_solved_by(&first));
/// assert_eq!(engine.count_solutions(&puzzle, 100), 12);
/// assert_eq!(engine.count_solutions(&puzzle, 2), 2); // none, one, or several
/// let all = engine.solutions(&puzzle, 100);
/// assert_eq!(all.len(), 12);
/// // Without the value 2 at cell (1, 0), those that put it there are left out.
/// let mut without = 0;
/// let _ = engine.search_excluding(&puzzle, 4, 2, |_| {
///     without += 1;
///     Flow::Continue
/// });
/// assert_eq!(without, all.iter().filter(|g| g[4] != 2).count());
/// assert_eq!(engine.scope(), Scope::Every);
/// ```
///
/// An engine value owns its working memory; reusing one value for many puzzles reuses that
/// memory, so a file of puzzles costs no allocation per search node, nor per puzzle once the
/// buffers have grown to the largest size seen.
///
/// Every engine visits only grids that keep the puzzle's relations ([`Puzzle::add_less`]).
/// [`Relations`](crate::relations::Relations) propagates them; the others search the puzzle
/// without them and pass each solution through a filter (`keeping_relations_and_houses`), exact but it can
/// be slow where the relations, not the givens, make the puzzle (their search space is the
/// grids of the givens alone). [`Auto`](crate::auto::Auto) gives a puzzle with relations to
/// [`Relations`](crate::relations::Relations).
pub trait Engine {
    /// Calls `visit` with every solution of `puzzle` (the grid's values, row-major) whose cell
    /// `except.0` does not hold the value `except.1` (every solution, for `None`), until `visit`
    /// returns `Flow::Break` or the solutions run out. Returns `Break` when the visitor stopped
    /// the search, `Continue` when the search space was exhausted.
    ///
    /// The one search an engine writes; [`search`](Engine::search) and
    /// [`search_excluding`](Engine::search_excluding) call it. An engine that can removes the
    /// candidate before it searches, which is far faster when the value is what the other
    /// givens force (the generator's question: is a given implied by the others?); one that
    /// cannot searches every solution and skips those (`skipping`).
    ///
    /// The order of solutions is the engine's own; see its documentation. A puzzle whose
    /// givens clash has no solution. A cell outside the grid or a value outside `0..n`
    /// excludes nothing, since no solution holds it.
    fn search_except<F>(&mut self, puzzle: &Puzzle, except: Option<(usize, u8)>, visit: F) -> Flow
    where
        F: FnMut(&[u8]) -> Flow;

    /// Calls `visit` with every solution of `puzzle`, as [`search_except`](Engine::search_except)
    /// with nothing excluded.
    ///
    /// # Complexity
    /// The engine's search.
    fn search<F>(&mut self, puzzle: &Puzzle, visit: F) -> Flow
    where
        F: FnMut(&[u8]) -> Flow,
    {
        self.search_except(puzzle, None, visit)
    }

    /// [`search`](Engine::search) over the solutions of `puzzle` whose `cell` does not hold
    /// `value`: [`search_except`](Engine::search_except) with `Some((cell, value))`.
    ///
    /// # Complexity
    /// The engine's search; an engine that cannot remove the candidate first visits the
    /// excluded solutions too.
    fn search_excluding<F>(&mut self, puzzle: &Puzzle, cell: usize, value: u8, visit: F) -> Flow
    where
        F: FnMut(&[u8]) -> Flow,
    {
        self.search_except(puzzle, Some((cell, value)), visit)
    }

    /// The work of the last search (its search nodes), in this engine's own unit, which each
    /// engine's documentation names (branches tried, options tried, values tried, decisions):
    /// a deterministic count for benchmarks and for the tests that hold an engine to a
    /// budget; `0` before any search. The provided methods are searches too: after
    /// [`count_solutions`](Engine::count_solutions) it is that count's work.
    fn nodes(&self) -> u64;

    /// What this engine models: [`Scope::Every`] unless the engine says otherwise.
    fn scope(&self) -> Scope {
        Scope::Every
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

/// `visit` behind a filter that passes on only the grids keeping `puzzle`'s relations (order
/// and quotients) and its
/// geometry's extra houses ([`Geometry::extra_houses`](crate::model::Geometry::extra_houses)):
/// how an engine that propagates neither stays exact on a puzzle that has some. An engine
/// wraps its caller's visitor once, where its search starts; the search's result is unchanged
/// (a filtered grid is skipped, as if the search had not found it).
///
/// # Complexity
/// `O(1)` per relation and `O(n)` per extra house, per grid found; for a puzzle with neither,
/// two tests of empty lists per grid, and nothing per search node.
pub(crate) fn keeping_relations_and_houses<'a, F>(
    p: &'a Puzzle,
    mut visit: F,
) -> impl FnMut(&[u8]) -> Flow + 'a
where
    F: FnMut(&[u8]) -> Flow + 'a,
{
    move |g| match p.keeps_relations_and_houses(g) {
        true => visit(g),
        false => Flow::Continue,
    }
}

/// `visit` behind a filter that skips the grids whose cell `except.0` holds `except.1`: how an
/// engine that cannot remove a candidate before it searches keeps
/// [`Engine::search_except`]'s promise. `O(1)` per grid found.
pub(crate) fn skipping<F>(except: Option<(usize, u8)>, mut visit: F) -> impl FnMut(&[u8]) -> Flow
where
    F: FnMut(&[u8]) -> Flow,
{
    move |g| match except {
        Some((cell, value)) if g.get(cell) == Some(&value) => Flow::Continue,
        _ => visit(g),
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
