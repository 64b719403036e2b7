//! The first step of a sequence of givens after which a puzzle has no solution.
//!
//! Each step gives one cell a value. Givens only remove solutions, so whether the board after
//! `k` steps still has a solution is monotone in `k`: true up to some step, false from the
//! next on. The first false step is found by binary search over `k`, each probe one search for
//! a single solution, `⌈log₂(steps + 1)⌉` searches in all: 7 for the 81 steps of a 9×9 board,
//! where a search after every step takes 81. A step that gives a cell a second, different
//! value leaves no solution (a cell holds one value); the same value again changes nothing.

use crate::engine::Engine;
use crate::model::{Error, Puzzle};

/// The first step `k` (from 1) after which `puzzle` with the givens of `steps[..k]` added has
/// no solution, or `None` when the puzzle with every step still has one. A step is
/// `(cell, value)`, the cell row-major. Steps are applied over the puzzle's own givens, which
/// count like earlier steps; a puzzle without a solution before any step gives `Some(0)`.
///
/// # Errors
/// When a step's cell or value is outside the grid.
///
/// # Complexity
/// `⌈log₂(steps + 1)⌉ + 1` searches of `engine`, each for one solution, plus `O(n² + steps)`
/// per search to lay the givens down.
///
/// # Example
/// ```
/// use solver::first_dead_step::first_dead_step;
/// use solver::model::{Geometry, Puzzle};
/// use solver::Propagator;
///
/// let puzzle = Puzzle::empty(Geometry::boxed(2, 2).unwrap());
/// // Value 0 in the top-left cell, then in the cell diagonally below it, in the same box.
/// let steps = [(0, 0), (5, 0), (15, 3)];
/// assert_eq!(first_dead_step(&mut Propagator::new(), &puzzle, &steps), Ok(Some(2)));
/// assert_eq!(first_dead_step(&mut Propagator::new(), &puzzle, &steps[..1]), Ok(None));
/// ```
pub fn first_dead_step<E: Engine>(
    engine: &mut E,
    puzzle: &Puzzle,
    steps: &[(usize, u8)],
) -> Result<Option<usize>, Error> {
    let n = puzzle.size();
    for (k, &(cell, value)) in steps.iter().enumerate() {
        if cell >= n * n || usize::from(value) >= n {
            return Err(Error::new(format!(
                "step {}: cell {} and value {} are not in a grid of side {}",
                k + 1,
                cell,
                value,
                n
            )));
        }
    }
    let mut solvable = |k: usize| -> bool {
        let mut board = puzzle.clone();
        for &(cell, value) in &steps[..k] {
            match board.cells()[cell] {
                Some(held) if held != value => return false,
                _ => board
                    .set(cell / n, cell % n, Some(value))
                    .expect("a cell and a value checked above"),
            }
        }
        engine.first_solution(&board).is_some()
    };
    if solvable(steps.len()) {
        return Ok(None);
    }
    // Invariant: the board after `alive` steps has a solution and the one after `dead` has
    // none (`alive` = -1 before any probe, when even the puzzle alone may have none).
    let (mut alive, mut dead): (Option<usize>, usize) = (None, steps.len());
    while alive.map_or(0, |a| a + 1) < dead {
        let middle = (alive.map_or(0, |a| a + 1) + dead) / 2;
        if solvable(middle) {
            alive = Some(middle);
        } else {
            dead = middle;
        }
    }
    Ok(Some(dead))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::generate::random_grid;
    use crate::model::Geometry;
    use crate::rng::SplitMix64;
    use crate::sudoku9::Sudoku9;
    use crate::Propagator;

    /// The first dead step by a search after every step.
    fn step_by_step(puzzle: &Puzzle, steps: &[(usize, u8)]) -> Option<usize> {
        let n = puzzle.size();
        let mut board = puzzle.clone();
        if Propagator::new().first_solution(&board).is_none() {
            return Some(0);
        }
        for (k, &(cell, value)) in steps.iter().enumerate() {
            if board.cells()[cell].map_or(false, |held| held != value) {
                return Some(k + 1);
            }
            board.set(cell / n, cell % n, Some(value)).unwrap();
            if Propagator::new().first_solution(&board).is_none() {
                return Some(k + 1);
            }
        }
        None
    }

    /// Random 9×9 and 4×4 sequences, the cells of a solved grid in a random order, one step
    /// given a wrong value (one that clashes with an earlier step, or any other) or none, a
    /// cell now and then stepped on twice: the binary search agrees with a search after every
    /// step.
    #[test]
    fn the_binary_search_agrees_with_a_search_after_every_step() {
        let mut rng = SplitMix64::new(1840);
        let mut found = [0; 2];
        for k in 0..300 {
            let geometry = Geometry::boxed(2 + k % 2, 2 + k % 2).unwrap();
            let n = geometry.size();
            let grid = random_grid(&geometry, &mut rng, &mut Propagator::new()).unwrap();
            let mut cells: Vec<usize> = (0..n * n).collect();
            rng.shuffle(&mut cells);
            let mut steps: Vec<(usize, u8)> = cells.iter().map(|&c| (c, grid[c])).collect();
            if rng.below(8) != 0 {
                let wrong = rng.below(steps.len() as u64) as usize;
                let value = (steps[wrong].1 + 1 + rng.below(n as u64 - 1) as u8) % n as u8;
                steps[wrong].1 = value;
            }
            if rng.below(8) == 0 {
                let (a, b) = (rng.below(steps.len() as u64), rng.below(steps.len() as u64));
                steps[a as usize].0 = steps[b as usize].0;
            }
            let puzzle = Puzzle::empty(geometry);
            let expected = step_by_step(&puzzle, &steps);
            found[usize::from(expected.is_some())] += 1;
            assert_eq!(
                first_dead_step(&mut Propagator::new(), &puzzle, &steps),
                Ok(expected),
                "{:?}",
                steps
            );
            if n == 9 {
                assert_eq!(
                    first_dead_step(&mut Sudoku9::new(), &puzzle, &steps),
                    Ok(expected)
                );
            }
        }
        assert!(found[0] > 20 && found[1] > 200, "{:?}", found);
    }

    #[test]
    fn a_puzzle_without_a_solution_dies_at_step_0_and_bad_steps_are_errors() {
        let mut puzzle = Puzzle::empty(Geometry::boxed(2, 2).unwrap());
        puzzle.set(0, 0, Some(0)).unwrap();
        puzzle.set(0, 1, Some(0)).unwrap();
        assert_eq!(
            first_dead_step(&mut Propagator::new(), &puzzle, &[(5, 1)]),
            Ok(Some(0))
        );
        let e = first_dead_step(&mut Propagator::new(), &puzzle, &[(3, 1), (16, 0)]).unwrap_err();
        assert_eq!(
            e.to_string(),
            "step 2: cell 16 and value 0 are not in a grid of side 4"
        );
    }
}
