//! The engine for any puzzle: the fastest one for its geometry, chosen at run time.

use std::ops::ControlFlow;

use crate::engine::Engine;
use crate::model::Puzzle;
use crate::restart::Restarts;
use crate::sudoku9::Sudoku9;

/// Solves every puzzle with the engine that suits its geometry: [`Sudoku9`]'s bitboards for the
/// classic 9×9 Sudoku, [`Restarts`] (propagation, restarted with learning when a search drags
/// on) for every other geometry. This is the engine to use when puzzles of any shape come.
///
/// Solutions come in the order of the engine chosen.
///
/// # Complexity
/// That of the engine chosen; choosing costs `O(n²)` per search (comparing the region map).
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
    /// Whether the last search went to `sudoku9`.
    last_was_9: bool,
}

impl Auto {
    /// An engine with empty buffers.
    pub fn new() -> Self {
        Self::default()
    }

    /// The number of search nodes of the last search, as the engine chosen counts them.
    pub fn nodes(&self) -> u64 {
        if self.last_was_9 {
            self.sudoku9.nodes()
        } else {
            self.restarts.nodes()
        }
    }
}

impl Engine for Auto {
    fn search<F>(&mut self, puzzle: &Puzzle, visit: F) -> ControlFlow<()>
    where
        F: FnMut(&[u8]) -> ControlFlow<()>,
    {
        self.last_was_9 = Sudoku9::takes(puzzle.geometry());
        if self.last_was_9 {
            self.sudoku9.search(puzzle, visit)
        } else {
            self.restarts.search(puzzle, visit)
        }
    }
}
