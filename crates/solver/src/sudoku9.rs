//! Classic 9×9 Sudoku (3×3 boxes), one grid after another, with the library's fastest engine
//! for that size.
//!
//! The 9×9 problems all solve through [`Sudoku9`], so the engine they use is chosen here, in one
//! line ([`Fastest`]): any [`Engine`] with a `Default` value fits.

use crate::engine::Engine;
use crate::model::{Error, Geometry, Puzzle};
use crate::propagate::Propagator;

/// The engine behind [`Sudoku9`]: the fastest the library has for one solution of a hard 9×9
/// puzzle.
pub type Fastest = Propagator;

/// The side of the grid.
pub const N: usize = 9;

/// Solves 9×9 Sudoku grids with 3×3 boxes one after another, reusing its memory.
///
/// # Complexity
/// [`Fastest`]'s: exponential in the worst case, like every complete search; the hardest
/// published 9×9 puzzles take it hundreds of search nodes at most.
///
/// # Example
/// ```
/// use solver::sudoku9::Sudoku9;
///
/// // A puzzle with one solution (values 0–8; `None` is empty), row by row.
/// let text = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
/// let cells: Vec<Option<u8>> = text
///     .bytes()
///     .map(|b| if b == b'.' { None } else { Some(b - b'1') })
///     .collect();
/// let grid = Sudoku9::new().solve(cells).unwrap().expect("a solution");
/// let digits: String = grid.iter().map(|&v| char::from(b'1' + v)).collect();
/// assert!(digits.starts_with("417369825"));
/// ```
#[derive(Clone, Debug)]
pub struct Sudoku9 {
    geometry: Geometry,
    engine: Fastest,
}

impl Sudoku9 {
    /// A solver with no grid seen yet.
    pub fn new() -> Self {
        Sudoku9 {
            geometry: Geometry::boxed(3, 3).expect("3×3 boxes form a 9×9 grid"),
            engine: Fastest::default(),
        }
    }

    /// A solution of the grid `cells` (81 cells row by row, values 0–8, `None` empty), or
    /// `Ok(None)` when it has none (clashing givens, or no completion). When the grid has
    /// several solutions, which one comes back is the engine's choice.
    ///
    /// # Errors
    /// When `cells` is not 81 cells or a value is above 8.
    pub fn solve(&mut self, cells: Vec<Option<u8>>) -> Result<Option<Vec<u8>>, Error> {
        let puzzle = Puzzle::new(self.geometry.clone(), cells)?;
        Ok(self.engine.first_solution(&puzzle))
    }
}

impl Default for Sudoku9 {
    fn default() -> Self {
        Self::new()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cells(text: &str) -> Vec<Option<u8>> {
        text.bytes()
            .map(|b| match b {
                b'.' | b'0' => None,
                _ => Some(b - b'1'),
            })
            .collect()
    }

    #[test]
    fn solves_a_grid_and_finds_none_where_givens_clash() {
        let mut solver = Sudoku9::new();
        // AcWing 166's first sample: its solution, as the statement prints it.
        let puzzle =
            "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
        let expected =
            "417369825632158947958724316825437169791586432346912758289643571573291684164875293";
        let grid = solver.solve(cells(puzzle)).unwrap().unwrap();
        let digits: String = grid.iter().map(|&v| char::from(b'1' + v)).collect();
        assert_eq!(digits, expected);
        // Two 4s in the first row.
        let clash = format!("44{}", &puzzle[2..]);
        assert_eq!(solver.solve(cells(&clash)).unwrap(), None);
    }

    #[test]
    fn refuses_a_grid_of_the_wrong_size_or_values() {
        let mut solver = Sudoku9::new();
        assert!(solver.solve(vec![None; 80]).is_err());
        let mut nine = vec![None; 81];
        nine[3] = Some(9);
        assert!(solver.solve(nine).is_err());
        let empty = solver.solve(vec![None; 81]).unwrap().unwrap();
        let puzzle = Puzzle::empty(Geometry::boxed(3, 3).unwrap());
        assert!(puzzle.is_solved_by(&empty));
    }
}
