//! The puzzle model as an exact-cover problem, solved by [`ExactCover`] (dancing cells, the
//! sparse-set successor of Dancing Links; the engine keeps the older name).
//!
//! For a grid of side `n` there are `4n²` primary items — *cell (r, c) is filled*, *row r has
//! value v*, *column c has value v*, *region g has value v* — and one option per (cell, value):
//! `n³` options of four items each. A given cell keeps only the option of its given value, so
//! clashing givens leave some item with no option and the search fails at once.

use crate::engine::{keeping_relations, skipping, Engine, Flow};
use crate::exact_cover::ExactCover;
use crate::model::Puzzle;

/// The Dancing Links engine for any geometry of the model.
///
/// Solutions come in the order of the exact-cover search (the most constrained item first),
/// not in lexicographic order.
///
/// # Complexity
/// Building the matrix for a puzzle is `O(n³)`; the search is exponential in the worst case,
/// with no allocation per search node. One value reused for many puzzles keeps its memory.
///
/// # Example
/// ```
/// use solver::engine::Engine;
/// use solver::model::{Geometry, Puzzle};
/// use solver::DancingLinks;
///
/// // The empty 4×4 Sudoku: 288 grids, from 4n² = 64 items and n³ = 64 options.
/// let puzzle = Puzzle::empty(Geometry::boxed(2, 2).unwrap());
/// let mut engine = DancingLinks::new();
/// assert_eq!(engine.count_solutions(&puzzle, 1000), 288);
/// assert_eq!((engine.matrix().items(), engine.matrix().options()), (64, 64));
/// // With one region per row, a Latin square: 576 of order 4.
/// let rows: Vec<usize> = (0..16).map(|c| c / 4).collect();
/// let latin = Puzzle::empty(Geometry::jigsaw(4, &rows).unwrap());
/// assert_eq!(engine.count_solutions(&latin, 1000), 576);
/// ```
#[derive(Clone, Debug, Default)]
pub struct DancingLinks {
    cover: ExactCover,
    /// `(cell, value)` of every option, by option number.
    placements: Vec<(usize, u8)>,
    grid: Vec<u8>,
}

impl DancingLinks {
    /// An engine with empty buffers.
    pub fn new() -> Self {
        Self::default()
    }

    /// The exact-cover matrix of the last puzzle searched, for inspection and benchmarks.
    pub fn matrix(&self) -> &ExactCover {
        &self.cover
    }

    fn build(&mut self, puzzle: &Puzzle) {
        let geometry = puzzle.geometry();
        let n = geometry.size();
        let n2 = n * n;
        self.cover.reset(4 * n2, 0);
        self.placements.clear();
        for (cell, given) in puzzle.cells().iter().enumerate() {
            let (row, col, region) = (cell / n, cell % n, geometry.region_of(cell));
            for value in 0..n as u8 {
                if matches!(given, Some(g) if *g != value) {
                    continue;
                }
                let v = value as usize;
                let items = [
                    cell,
                    n2 + row * n + v,
                    2 * n2 + col * n + v,
                    3 * n2 + region * n + v,
                ];
                // The items are distinct and in range by construction.
                let _ = self.cover.add_option(&items);
                self.placements.push((cell, value));
            }
        }
        self.grid.clear();
        self.grid.resize(n2, 0);
    }
}

impl Engine for DancingLinks {
    /// Options tried by the exact-cover search ([`ExactCover::nodes`]): a (cell, value) placed.
    fn nodes(&self) -> u64 {
        self.cover.nodes()
    }

    fn search_except<F>(&mut self, puzzle: &Puzzle, except: Option<(usize, u8)>, visit: F) -> Flow
    where
        F: FnMut(&[u8]) -> Flow,
    {
        let mut visit = keeping_relations(puzzle, skipping(except, visit));
        self.build(puzzle);
        let DancingLinks {
            cover,
            placements,
            grid,
        } = self;
        cover.search(|options| {
            for &option in options {
                let (cell, value) = placements[option];
                grid[cell] = value;
            }
            visit(grid)
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::Geometry;

    #[test]
    fn counts_all_4x4_sudokus() {
        // There are 288 4×4 Sudoku grids.
        let p = Puzzle::empty(Geometry::boxed(2, 2).unwrap());
        let mut engine = DancingLinks::new();
        let mut seen = Vec::new();
        let _ = engine.search(&p, |g| {
            assert!(p.is_solved_by(g));
            seen.push(g.to_vec());
            Flow::Continue
        });
        assert_eq!(seen.len(), 288);
        seen.sort();
        seen.dedup();
        assert_eq!(seen.len(), 288);
        engine.matrix().check_invariants().unwrap();
    }

    #[test]
    fn clashing_givens_have_no_solution() {
        let mut p = Puzzle::empty(Geometry::boxed(2, 3).unwrap());
        p.set(0, 0, Some(1)).unwrap();
        p.set(0, 5, Some(1)).unwrap();
        assert_eq!(DancingLinks::new().first_solution(&p), None);
    }

    #[test]
    fn counts_latin_squares_of_order_4_with_one_region_per_row() {
        // With regions equal to rows the puzzle is a Latin square: 576 of order 4.
        let rows: Vec<usize> = (0..16).map(|c| c / 4).collect();
        let p = Puzzle::empty(Geometry::jigsaw(4, &rows).unwrap());
        assert_eq!(DancingLinks::new().count_solutions(&p, 10_000), 576);
    }
}
