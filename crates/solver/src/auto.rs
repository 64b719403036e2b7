//! The engine for any puzzle: the fastest one for its geometry, chosen at run time.

use crate::cdcl::Cdcl;
use crate::dancing_links::DancingLinks;
use crate::engine::{Engine, Flow, Scope};
use crate::model::Puzzle;
use crate::relations::Relations;
use crate::restart::Restarts;
use crate::sudoku9::Sudoku9;

/// Solves every puzzle with the engine that suits it: [`Relations`] for a puzzle with order
/// relations between cells, whatever its geometry; [`Cdcl`], whose clauses keep them, for one
/// with quotient relations (without clause learning a Quotdoku of no givens can take
/// hundreds of thousands of nodes); [`DancingLinks`], which alone propagates
/// them, for a geometry with extra houses (a diagonal, a window); else by its geometry, [`Sudoku9`]'s
/// bitboards for the classic 9×9 Sudoku; [`Cdcl`] (clause learning) for sides of [`LARGE`] and more, where
/// searches without memory stall; [`Restarts`] (propagation, restarted with learning when a
/// search drags on) for every other geometry. This is the engine to use when puzzles of any
/// shape come.
///
/// Solutions come in the order of the engine chosen.
///
/// # Complexity
/// That of the engine chosen; choosing costs `O(n²)` per search (comparing the region map).
/// (A 25×25 puzzle with relations goes to [`Relations`] too, which has no clause learning.)
///
/// # Example
/// ```
/// use solver::auto::Auto;
/// use solver::engine::Engine;
/// use solver::model::{Geometry, Puzzle};
///
/// let mut engine = Auto::new();
/// for (rows, cols) in [(3, 3), (2, 3), (4, 4)] {
///     let puzzle = Puzzle::empty(Geometry::boxed(rows, cols).unwrap());
///     let grid = engine.first_solution(&puzzle).unwrap();
///     assert!(puzzle.is_solved_by(&grid));
///     assert_eq!(engine.count_solutions(&puzzle, 2), 2);
/// }
/// ```
#[derive(Clone, Debug, Default)]
pub struct Auto {
    sudoku9: Sudoku9,
    restarts: Restarts,
    cdcl: Cdcl,
    relations: Relations,
    dancing_links: DancingLinks,
    /// The engine of the last search.
    last: Choice,
}

/// The smallest side [`Auto`] gives to [`Cdcl`]: on 16×16 grids propagation with restarts
/// is faster (building the Boolean model costs more than most searches), on 25×25 it stalls.
pub const LARGE: usize = 20;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Choice {
    Sudoku9,
    Restarts,
    Cdcl,
    Relations,
    DancingLinks,
}

// (Deriving `Default` on an enum needs Rust 1.62.)
impl Default for Choice {
    fn default() -> Self {
        Choice::Restarts
    }
}

impl Auto {
    /// An engine with empty buffers.
    pub fn new() -> Self {
        Self::default()
    }
}

impl Engine for Auto {
    /// The nodes of the last search, as the engine chosen counts them.
    fn nodes(&self) -> u64 {
        match self.last {
            Choice::Sudoku9 => self.sudoku9.nodes(),
            Choice::Restarts => self.restarts.nodes(),
            Choice::Cdcl => self.cdcl.nodes(),
            Choice::Relations => self.relations.nodes(),
            Choice::DancingLinks => self.dancing_links.nodes(),
        }
    }

    /// Relations propagated ([`Relations`] takes the puzzles with some): [`Scope::Relations`].
    fn scope(&self) -> Scope {
        Scope::Relations
    }

    fn search_except<F>(&mut self, puzzle: &Puzzle, except: Option<(usize, u8)>, visit: F) -> Flow
    where
        F: FnMut(&[u8]) -> Flow,
    {
        self.choose(puzzle);
        match self.last {
            Choice::Sudoku9 => self.sudoku9.search_except(puzzle, except, visit),
            Choice::Restarts => self.restarts.search_except(puzzle, except, visit),
            Choice::Cdcl => self.cdcl.search_except(puzzle, except, visit),
            Choice::Relations => self.relations.search_except(puzzle, except, visit),
            Choice::DancingLinks => self.dancing_links.search_except(puzzle, except, visit),
        }
    }
}

impl Auto {
    /// Chooses the engine for `puzzle`: by its relations, its extra houses, then its geometry.
    fn choose(&mut self, puzzle: &Puzzle) {
        self.last = if !puzzle.relations().is_empty() {
            Choice::Relations
        } else if !puzzle.quotients().is_empty() {
            Choice::Cdcl
        } else if !puzzle.geometry().extra_houses().is_empty() {
            Choice::DancingLinks
        } else if Sudoku9::takes(puzzle.geometry()) {
            Choice::Sudoku9
        } else if puzzle.size() >= LARGE {
            Choice::Cdcl
        } else {
            Choice::Restarts
        };
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::Geometry;

    #[test]
    fn a_geometry_with_extra_houses_goes_to_dancing_links() {
        let x = Puzzle::empty(Geometry::boxed(3, 3).unwrap().with_diagonals());
        let mut auto = Auto::new();
        let grid = auto.first_solution(&x).unwrap();
        assert!(x.is_solved_by(&grid));
        assert_eq!(auto.last, Choice::DancingLinks);
    }

    #[test]
    fn a_puzzle_with_relations_goes_to_the_relations_engine() {
        let classic = Geometry::boxed(3, 3).unwrap();
        let mut auto = Auto::new();
        assert!(auto
            .first_solution(&Puzzle::empty(classic.clone()))
            .is_some());
        assert_eq!(auto.last, Choice::Sudoku9);
        // The first row increasing: propagated, not filtered from Sudoku9's grids.
        let mut p = Puzzle::empty(classic);
        for col in 0..8 {
            p.add_less(col, col + 1).unwrap();
        }
        let grid = auto.first_solution(&p).unwrap();
        assert_eq!(auto.last, Choice::Relations);
        assert_eq!(grid[..9], [0, 1, 2, 3, 4, 5, 6, 7, 8]);
        let mut engine = Relations::new();
        assert_eq!(engine.first_solution(&p), Some(grid));
        assert_eq!(auto.nodes(), engine.nodes());
    }
}
