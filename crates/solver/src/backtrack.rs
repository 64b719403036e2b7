//! A plain depth-first backtracker: empty cells in row-major order, values in increasing order.
//!
//! It is the engine of the all-solutions problems because of its order: the first cell that
//! differs between two solutions is decided in increasing value order, so solutions are visited
//! in lexicographic order of their grids read row by row.

use crate::engine::{keeping_relations_and_houses, skipping, Engine, Flow};
use crate::model::Puzzle;

/// The plain backtracking engine.
///
/// # Invariants (during a search)
/// - `grid[cell]` is the value at `cell`, or `EMPTY` for an empty cell not yet filled;
/// - bit `v` of `used[house]` is set exactly when value `v` is in that house, for the houses
///   `0..n` (rows), `n..2n` (columns) and `2n..3n` (regions);
/// - `empty[0..depth]` are filled, `empty[depth..]` are `EMPTY`, and `untried[d]` holds the values
///   not yet tried at `empty[d]` for `d <= depth`.
///
/// # Complexity
/// Exponential in the worst case; each step is `O(1)` (a few mask operations). No allocation
/// per search node; one value reused for many puzzles keeps its memory.
///
/// # Example
/// ```
/// use solver::engine::Engine;
/// use solver::model::{Geometry, Puzzle};
/// use solver::Backtracker;
///
/// // The 288 grids of the empty 4×4 Sudoku, in lexicographic order.
/// let puzzle = Puzzle::empty(Geometry::boxed(2, 2).unwrap());
/// let mut engine = Backtracker::new();
/// let all = engine.solutions(&puzzle, 1000);
/// assert_eq!(all.len(), 288);
/// assert!(all.windows(2).all(|pair| pair[0] < pair[1]));
/// assert_eq!(all[0], [0, 1, 2, 3, 2, 3, 0, 1, 1, 0, 3, 2, 3, 2, 1, 0]);
/// assert!(engine.nodes() >= 288);
/// ```
#[derive(Clone, Debug, Default)]
pub struct Backtracker {
    grid: Vec<u8>,
    used: Vec<u32>,
    empty: Vec<usize>,
    untried: Vec<u32>,
    /// The three houses of each cell: row, column, region.
    houses: Vec<[usize; 3]>,
    /// The values tried by the last search.
    nodes: u64,
}

const EMPTY: u8 = u8::MAX;

impl Backtracker {
    /// An engine with empty buffers.
    pub fn new() -> Self {
        Self::default()
    }

    /// Loads the givens. Returns `false` when two givens clash.
    fn load(&mut self, puzzle: &Puzzle) -> bool {
        let geometry = puzzle.geometry();
        let n = geometry.size();
        self.grid.clear();
        self.empty.clear();
        self.houses.clear();
        self.used.clear();
        self.used.resize(3 * n, 0);
        let mut consistent = true;
        for (cell, given) in puzzle.cells().iter().enumerate() {
            let houses = geometry.houses(cell);
            self.houses.push(houses);
            match *given {
                Some(v) => {
                    let bit = 1u32 << v;
                    consistent &= houses.iter().all(|&h| self.used[h] & bit == 0);
                    for h in houses {
                        self.used[h] |= bit;
                    }
                    self.grid.push(v);
                }
                None => {
                    self.grid.push(EMPTY);
                    self.empty.push(cell);
                }
            }
        }
        self.untried.clear();
        self.untried.resize(self.empty.len(), 0);
        consistent
    }

    /// The values that cell may take now.
    fn candidates(&self, cell: usize, all: u32) -> u32 {
        let [r, c, g] = self.houses[cell];
        all & !(self.used[r] | self.used[c] | self.used[g])
    }

    fn toggle(&mut self, cell: usize, value: u8) {
        let bit = 1u32 << value;
        for h in self.houses[cell] {
            self.used[h] ^= bit;
        }
    }
}

impl Engine for Backtracker {
    /// Values tried: a value put in an empty cell.
    fn nodes(&self) -> u64 {
        self.nodes
    }

    /// Solutions come in lexicographic order (row by row, smallest value first).
    fn search_except<F>(&mut self, puzzle: &Puzzle, except: Option<(usize, u8)>, visit: F) -> Flow
    where
        F: FnMut(&[u8]) -> Flow,
    {
        let mut visit = keeping_relations_and_houses(puzzle, skipping(except, visit));
        self.nodes = 0;
        if !self.load(puzzle) {
            return Flow::Continue;
        }
        let n = puzzle.size();
        let all = if n == 32 { u32::MAX } else { (1u32 << n) - 1 };
        let k = self.empty.len();
        if k == 0 {
            return visit(&self.grid);
        }
        self.untried[0] = self.candidates(self.empty[0], all);
        let mut depth = 0;
        // Counted in a local and stored on return: the loop stays as tight as without it.
        let mut nodes = 0;
        loop {
            let cell = self.empty[depth];
            let previous = self.grid[cell];
            if previous != EMPTY {
                self.toggle(cell, previous);
                self.grid[cell] = EMPTY;
            }
            let untried = self.untried[depth];
            if untried == 0 {
                if depth == 0 {
                    self.nodes = nodes;
                    return Flow::Continue;
                }
                depth -= 1;
                continue;
            }
            let value = untried.trailing_zeros() as u8;
            self.untried[depth] = untried & (untried - 1);
            nodes += 1;
            #[cfg(feature = "meter")]
            crate::meter::charge(crate::meter::BACKTRACK_NODE);
            self.grid[cell] = value;
            self.toggle(cell, value);
            if depth + 1 == k {
                if let Flow::Break = visit(&self.grid) {
                    self.nodes = nodes;
                    return Flow::Break;
                }
            } else {
                depth += 1;
                self.untried[depth] = self.candidates(self.empty[depth], all);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::Geometry;

    fn all_solutions(p: &Puzzle) -> Vec<Vec<u8>> {
        Backtracker::new().solutions(p, u64::MAX)
    }

    #[test]
    fn visits_all_4x4_grids_in_lexicographic_order() {
        let p = Puzzle::empty(Geometry::boxed(2, 2).unwrap());
        let all = all_solutions(&p);
        assert_eq!(all.len(), 288);
        assert!(all.windows(2).all(|w| w[0] < w[1]));
        assert!(all.iter().all(|g| p.is_solved_by(g)));
        assert_eq!(all[0], [0, 1, 2, 3, 2, 3, 0, 1, 1, 0, 3, 2, 3, 2, 1, 0]);
    }

    #[test]
    fn a_full_valid_grid_is_its_own_solution() {
        let g = Geometry::boxed(2, 2).unwrap();
        let grid = [0, 1, 2, 3, 2, 3, 0, 1, 1, 0, 3, 2, 3, 2, 1, 0];
        let p = Puzzle::new(g, grid.iter().map(|&v| Some(v)).collect()).unwrap();
        assert_eq!(all_solutions(&p), vec![grid.to_vec()]);
    }

    #[test]
    fn clashing_givens_have_no_solution() {
        let mut p = Puzzle::empty(Geometry::boxed(2, 2).unwrap());
        p.set(0, 0, Some(2)).unwrap();
        p.set(1, 1, Some(2)).unwrap();
        assert_eq!(all_solutions(&p), Vec::<Vec<u8>>::new());
        // A clash among givens only: a full, valid grid with one cell changed to its row
        // neighbour's value. Before the change it is its own single solution.
        let valid = [0, 1, 2, 3, 2, 3, 0, 1, 1, 0, 3, 2, 3, 2, 1, 0];
        let mut full = Puzzle::empty(Geometry::boxed(2, 2).unwrap());
        for (cell, &v) in valid.iter().enumerate() {
            full.set(cell / 4, cell % 4, Some(v)).unwrap();
        }
        assert_eq!(all_solutions(&full), vec![valid.to_vec()]);
        full.set(0, 0, Some(1)).unwrap();
        assert_eq!(all_solutions(&full), Vec::<Vec<u8>>::new());
    }

    #[test]
    fn stops_when_asked() {
        let p = Puzzle::empty(Geometry::boxed(2, 3).unwrap());
        let mut engine = Backtracker::new();
        assert_eq!(engine.count_solutions(&p, 5), 5);
        // 6×6 Sudoku grids with 2×3 boxes: 28,200,960 in all; the first is lexicographically least.
        let first = engine.first_solution(&p).unwrap();
        assert_eq!(&first[..12], &[0, 1, 2, 3, 4, 5, 3, 4, 5, 0, 1, 2]);
    }

    #[test]
    fn the_largest_size_works() {
        // A valid 32×32 grid with 4×8 boxes by the shifting pattern, its first row emptied.
        let (box_rows, box_cols, n) = (4, 8, 32);
        let pattern =
            |r: usize, c: usize| ((box_cols * (r % box_rows) + r / box_rows + c) % n) as u8;
        let mut p = Puzzle::empty(Geometry::boxed(box_rows, box_cols).unwrap());
        for cell in n..n * n {
            p.set(cell / n, cell % n, Some(pattern(cell / n, cell % n)))
                .unwrap();
        }
        let all = all_solutions(&p);
        assert_eq!(all.len(), 1);
        assert!((0..n).all(|c| all[0][c] == pattern(0, c)));
    }
}
