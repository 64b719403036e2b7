//! The puzzle model as an exact-cover problem, solved by [`ExactCover`] (dancing cells, the
//! sparse-set successor of Dancing Links; the engine keeps the older name).
//!
//! For a grid of side `n` there are `4n²` primary items — *cell (r, c) is filled*, *row r has
//! value v*, *column c has value v*, *region g has value v* — and one option per (cell, value):
//! `n³` options of four items each. An extra house of the geometry (a diagonal, a window) adds
//! `n` items, *house h has value v*, to the options of its cells: the houses are propagated,
//! not filtered. A given cell keeps only the option of its given value, so clashing givens
//! leave some item with no option and the search fails at once.

use crate::engine::{keeping_relations_and_houses, skipping, Engine, Flow};
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
        let extra = geometry.extra_houses().len();
        self.cover.reset(4 * n2 + extra * n, 0);
        self.placements.clear();
        let mut items = Vec::with_capacity(4 + extra);
        // The extra houses of the cell, found once for its `n` options.
        let mut extra_of_cell = Vec::with_capacity(extra);
        for (cell, given) in puzzle.cells().iter().enumerate() {
            let (row, col, region) = (cell / n, cell % n, geometry.region_of(cell));
            extra_of_cell.clear();
            extra_of_cell.extend(geometry.all_houses(cell).skip(3).map(|h| h - 3 * n));
            for value in 0..n as u8 {
                if matches!(given, Some(g) if *g != value) {
                    continue;
                }
                let v = value as usize;
                items.clear();
                items.extend_from_slice(&[
                    cell,
                    n2 + row * n + v,
                    2 * n2 + col * n + v,
                    3 * n2 + region * n + v,
                ]);
                // House `3n + k` of the geometry is item block `4n² + k·n`.
                items.extend(extra_of_cell.iter().map(|k| 4 * n2 + k * n + v));
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
        let mut visit = keeping_relations_and_houses(puzzle, skipping(except, visit));
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
    fn extra_houses_are_kept_as_the_filter_keeps_them() {
        // 4×4 X-Sudoku: of the 288 grids, those whose two diagonals hold 0..4 each.
        let plain = Puzzle::empty(Geometry::boxed(2, 2).unwrap());
        let x = Puzzle::empty(Geometry::boxed(2, 2).unwrap().with_diagonals());
        let mut expected = 0;
        let _ = DancingLinks::new().search(&plain, |g| {
            let distinct = |cells: [usize; 4]| {
                let mut seen = [false; 4];
                cells
                    .iter()
                    .all(|&c| !std::mem::replace(&mut seen[g[c] as usize], true))
            };
            if distinct([0, 5, 10, 15]) && distinct([3, 6, 9, 12]) {
                expected += 1;
            }
            Flow::Continue
        });
        assert!(expected > 0 && expected < 288, "{}", expected);
        let mut engine = DancingLinks::new();
        assert_eq!(engine.count_solutions(&x, 1000), expected);
        assert_eq!(engine.matrix().items(), 64 + 2 * 4);
        let _ = engine.search(&x, |g| {
            assert!(x.is_solved_by(g));
            Flow::Continue
        });
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
