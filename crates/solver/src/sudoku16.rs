//! The 16×16 Sudoku (4×4 boxes), grid after grid: the solver the 16×16 problems call.
//!
//! It is the propagation engine ([`Propagator`]: naked and hidden singles, locked candidates,
//! branching on the tightest cell or (house, value) pair) on the one geometry, kept from grid
//! to grid with its tables and buffers. The judges' 16×16 grids have one solution and about a
//! hundred givens or more; there that search is short, and it is the first run of
//! [`Restarts`](crate::restart::Restarts), which [`Auto`](crate::auto::Auto) takes for this
//! geometry: its restarts matter only on searches of over a thousand nodes.

use crate::engine::Engine;
use crate::model::{Error, Geometry, Puzzle};
use crate::propagate::Propagator;

/// A solver of 16×16 grids with 4×4 boxes, one after another, reusing its memory.
///
/// # Complexity
/// The propagation engine's search: exponential in the worst case, 145 nodes on average and
/// 856 at most on the 100 hard puzzles (100 givens each) of
/// `crates/bench/corpus/sudoku16-hard-100.txt`; each node `O(n²)` for `n = 16`. Building the
/// puzzle is `O(256)`; the engine's tables are built once, by the first grid, and its buffers
/// are kept from grid to grid.
///
/// # Example
/// ```
/// use solver::sudoku16::Sudoku16;
///
/// // A full grid by the shifting pattern (row r is row 0 shifted by 4 (r mod 4) + r / 4),
/// // with its first row and its diagonal emptied: one solution, the grid.
/// let full: Vec<u8> = (0..256)
///     .map(|c| ((4 * (c / 16 % 4) + c / 64 + c % 16) % 16) as u8)
///     .collect();
/// let cells = (0..256)
///     .map(|c| if c < 16 || c % 17 == 0 { None } else { Some(full[c]) })
///     .collect();
/// let mut solver = Sudoku16::new();
/// assert_eq!(solver.solve(cells).unwrap(), Some(full.clone()));
/// // Two equal givens in a row: no solution.
/// let mut clash = vec![None; 256];
/// clash[0] = Some(5);
/// clash[15] = Some(5);
/// assert_eq!(solver.solve(clash).unwrap(), None);
/// // 255 cells, or a value of 16, are no 16×16 grid.
/// assert!(solver.solve(vec![None; 255]).is_err());
/// ```
#[derive(Clone, Debug, Default)]
pub struct Sudoku16 {
    engine: Propagator,
}

impl Sudoku16 {
    /// A solver with no grid seen yet.
    pub fn new() -> Self {
        Self::default()
    }

    /// A solution of the grid `cells` (256 cells row by row, values 0–15, `None` empty), or
    /// `Ok(None)` when it has none (clashing givens, or no completion). When the grid has
    /// several solutions, which one comes back is the search's choice.
    ///
    /// # Errors
    /// When `cells` is not 256 cells or a value is above 15.
    ///
    /// # Complexity
    /// See [`Sudoku16`]. The geometry is built for each grid, which costs what copying a kept
    /// one would (256 bytes).
    pub fn solve(&mut self, cells: Vec<Option<u8>>) -> Result<Option<Vec<u8>>, Error> {
        let geometry = Geometry::boxed(4, 4).expect("4×4 boxes form a 16×16 grid");
        let puzzle = Puzzle::new(geometry, cells)?;
        Ok(self.engine.first_solution(&puzzle))
    }

    /// The search nodes of the last grid solved, as the propagation engine counts them
    /// (branches tried): the work the tests hold to a budget.
    pub fn nodes(&self) -> u64 {
        self.engine.nodes()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dancing_links::DancingLinks;
    use crate::rng::SplitMix64;

    /// The shifting-pattern grid with its values relabelled by `rng`.
    fn full_grid(rng: &mut SplitMix64) -> Vec<u8> {
        let mut relabel: Vec<u8> = (0..16).collect();
        rng.shuffle(&mut relabel);
        (0..256)
            .map(|c| relabel[(4 * (c / 16 % 4) + c / 64 + c % 16) % 16])
            .collect()
    }

    #[test]
    fn solves_as_dancing_links_does_and_counts_its_nodes() {
        let geometry = Geometry::boxed(4, 4).unwrap();
        let mut rng = SplitMix64::new(16);
        let mut solver = Sudoku16::new();
        let (mut unique, mut several) = (0, 0);
        for k in 0..40 {
            let grid = full_grid(&mut rng);
            // From 80 to 236 givens: puzzles with one solution and with several.
            let keep = 80 + 4 * k;
            let mut order: Vec<usize> = (0..256).collect();
            rng.shuffle(&mut order);
            let mut cells = vec![None; 256];
            for &c in &order[..keep] {
                cells[c] = Some(grid[c]);
            }
            let puzzle = Puzzle::new(geometry.clone(), cells.clone()).unwrap();
            let found = solver.solve(cells).unwrap().expect("cells of a grid");
            assert!(puzzle.is_solved_by(&found), "puzzle {}", k);
            let mut engine = Propagator::new();
            assert_eq!(engine.first_solution(&puzzle), Some(found.clone()));
            assert_eq!(solver.nodes(), engine.nodes(), "puzzle {}", k);
            match DancingLinks::new().count_solutions(&puzzle, 2) {
                1 => {
                    assert_eq!(found, grid, "puzzle {}", k);
                    unique += 1;
                }
                _ => several += 1,
            }
        }
        assert!(
            unique > 0 && several > 0,
            "{} unique, {} several",
            unique,
            several
        );
    }

    #[test]
    fn clashing_givens_have_no_solution_and_bad_grids_are_errors() {
        let mut solver = Sudoku16::new();
        // The same value twice in a box, on different rows and columns.
        let mut cells = vec![None; 256];
        cells[0] = Some(3);
        cells[17] = Some(3);
        assert_eq!(solver.solve(cells).unwrap(), None);
        assert!(solver.solve(vec![None; 257]).is_err());
        let mut sixteen = vec![None; 256];
        sixteen[100] = Some(16);
        assert!(solver.solve(sixteen).is_err());
        let empty = solver.solve(vec![None; 256]).unwrap().unwrap();
        assert!(Puzzle::empty(Geometry::boxed(4, 4).unwrap()).is_solved_by(&empty));
    }
}
