//! The lexicographically smallest completion of a puzzle: the solution whose cells, read row by
//! row, form the smallest sequence of values.
//!
//! A search that tries the cells in row-major order and the values in ascending order finds it
//! first, but on a board with millions of completions it may explore a great many of them
//! before the first: a wrong small value early is refuted only by exhausting its subtree.
//! Here the cells are fixed one at a time, in order, and the fast engine decides each time
//! whether a value still leaves a completion: for each empty cell, the values below the one the
//! last completion found holds are tried in ascending order, and the first that leaves a
//! completion is kept (with that completion); when none does, the last completion's value is
//! the smallest. A value a fixed cell already holds in one of the cell's houses is skipped
//! without a search. A puzzle with one completion takes one search to learn so.

use crate::engine::Engine;
use crate::model::Puzzle;

/// The lexicographically smallest solution of `puzzle` (values row-major), found with
/// `engine`'s searches; `None` when the puzzle has no solution. Any engine whose
/// [`Scope`](crate::engine::Scope) covers the puzzle gives the same grid.
///
/// # Complexity
/// At most `1 + (n² − givens) · (n − 1)` searches of `engine`, each on the puzzle with more
/// cells fixed; in practice about one per empty cell, since the smallest value allowed by the
/// houses usually leaves a completion. `O(n²)` time besides, per cell.
///
/// # Example
/// ```
/// use solver::model::{Geometry, Puzzle};
/// use solver::smallest::smallest_completion;
/// use solver::Propagator;
///
/// // The empty 4×4 board: its smallest completion starts 1 2 3 4 / 3 4 1 2.
/// let puzzle = Puzzle::empty(Geometry::boxed(2, 2).unwrap());
/// let grid = smallest_completion(&mut Propagator::new(), &puzzle).unwrap();
/// assert_eq!(grid, [0, 1, 2, 3, 2, 3, 0, 1, 1, 0, 3, 2, 3, 2, 1, 0]);
/// ```
pub fn smallest_completion<E: Engine>(engine: &mut E, puzzle: &Puzzle) -> Option<Vec<u8>> {
    let two = engine.solutions(puzzle, 2);
    let mut best = match two.len() {
        0 => return None,
        1 => return two.into_iter().next(),
        _ => two.into_iter().min().expect("two solutions"),
    };
    let geometry = puzzle.geometry().clone();
    let n = geometry.size();
    // `used[house]`: the values of the fixed cells of each house, as bits.
    let mut used = vec![0u64; 3 * n];
    for (cell, given) in puzzle.cells().iter().enumerate() {
        if let Some(v) = *given {
            for house in geometry.houses(cell) {
                used[house] |= 1 << v;
            }
        }
    }
    let mut fixed = puzzle.clone();
    for cell in 0..n * n {
        if puzzle.cells()[cell].is_some() {
            continue;
        }
        let houses = geometry.houses(cell);
        let taken = houses.iter().fold(0u64, |bits, &h| bits | used[h]);
        for v in 0..best[cell] {
            if taken >> v & 1 != 0 {
                continue;
            }
            fixed
                .set(cell / n, cell % n, Some(v))
                .expect("a cell and a value of the grid");
            if let Some(grid) = engine.first_solution(&fixed) {
                best = grid;
                break;
            }
        }
        let v = best[cell];
        fixed
            .set(cell / n, cell % n, Some(v))
            .expect("a cell and a value of the grid");
        for house in houses {
            used[house] |= 1 << v;
        }
    }
    Some(best)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::backtrack::Backtracker;
    use crate::generate::random_grid;
    use crate::model::Geometry;
    use crate::rng::SplitMix64;
    use crate::sudoku9::Sudoku9;
    use crate::Propagator;

    /// Boards of few completions (a random solved grid with all but 30 to 45 givens removed at
    /// random, or a 6×6 one of 2×3 boxes with all but 8 to 14): the smallest completion equals the first
    /// solution the plain ordered search visits, with the fast engines deciding.
    #[test]
    fn the_smallest_completion_is_the_plain_ordered_search_s_first() {
        let mut rng = SplitMix64::new(2239);
        let classic = Geometry::boxed(3, 3).unwrap();
        let six = Geometry::boxed(2, 3).unwrap();
        let mut with_many = 0;
        for k in 0..200 {
            let (geometry, keep) = if k % 2 == 1 {
                (six.clone(), 8 + rng.below(7) as usize)
            } else {
                (classic.clone(), 30 + rng.below(16) as usize)
            };
            let grid = random_grid(&geometry, &mut rng, &mut Propagator::new()).unwrap();
            let n = geometry.size();
            let mut cells: Vec<Option<u8>> = grid.iter().map(|&v| Some(v)).collect();
            let mut order: Vec<usize> = (0..n * n).collect();
            rng.shuffle(&mut order);
            for &cell in &order[keep..] {
                cells[cell] = None;
            }
            let puzzle = Puzzle::new(geometry.clone(), cells).unwrap();
            let plain = Backtracker::new().first_solution(&puzzle);
            assert!(plain.is_some());
            if n == 9 {
                assert_eq!(smallest_completion(&mut Sudoku9::new(), &puzzle), plain);
            }
            assert_eq!(smallest_completion(&mut Propagator::new(), &puzzle), plain);
            with_many += usize::from(Propagator::new().solutions(&puzzle, 2).len() == 2);
        }
        assert!(
            with_many > 50,
            "{} boards of several completions",
            with_many
        );
    }

    #[test]
    fn a_puzzle_without_a_completion_has_none() {
        let mut puzzle = Puzzle::empty(Geometry::boxed(2, 2).unwrap());
        puzzle.set(0, 0, Some(0)).unwrap();
        puzzle.set(1, 1, Some(0)).unwrap();
        assert_eq!(smallest_completion(&mut Propagator::new(), &puzzle), None);
    }
}
