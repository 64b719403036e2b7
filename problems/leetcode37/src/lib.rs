//! LeetCode 37 (Sudoku Solver): fill a 9×9 board of `char`s in place, `'1'`–`'9'` given and
//! `'.'` empty; the board has exactly one solution.
//!
//! LeetCode takes a function, not a program: the submission is `src/solution.rs`, the judge's
//! template `impl Solution { pub fn solve_sudoku(board: &mut Vec<Vec<char>>) { … } }` calling
//! [`fill_board`], with the library modules it uses (`[package.metadata.bundle]` in this crate's
//! `Cargo.toml` tells the bundle tool). The judge defines `struct Solution` and the driver.
//!
//! Locally the crate is a program like the others, [`solve`] (in [`local`], which no submission
//! carries): it reads boards in LeetCode's text form, `[["5","3",".",…],…]` (9 rows of 9 quoted
//! cells), one or more of them with any white space between tokens, and prints each solved
//! board on one line in the same form without spaces. A board without a solution is reported on
//! stderr and gets no answer.

use solver::sudoku9::{Sudoku9, N};
use textio::board::{digit, value_of};

#[cfg(feature = "local")]
pub mod local;
#[cfg(feature = "catalog")]
pub mod tool;
#[cfg(feature = "local")]
pub use local::{answer_boards, solve};

/// Fills `board` (9 rows of 9 `char`s, `'1'`–`'9'` or `'.'`) with its solution, in place. A
/// board of another shape or with another character, or without a solution, is left as it is:
/// the judge's signature has no way to tell, and promises neither.
///
/// # Complexity
/// [`Sudoku9::solve`]'s, plus `O(81)`.
pub fn fill_board(board: &mut [Vec<char>]) {
    if board.len() != N || board.iter().any(|row| row.len() != N) {
        return;
    }
    let mut cells = Vec::with_capacity(N * N);
    for &c in board.iter().flatten() {
        match value_of(c) {
            Some(cell) => cells.push(cell),
            None => return,
        }
    }
    if let Ok(Some(grid)) = Sudoku9::new().solve(cells) {
        for (cell, &v) in board.iter_mut().flatten().zip(&grid) {
            *cell = digit(v);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fill_board_leaves_what_it_cannot_solve() {
        let mut odd = vec![vec!['.'; 9]; 8];
        fill_board(&mut odd);
        assert!(odd.iter().flatten().all(|&c| c == '.'));
        let mut clash = vec![vec!['.'; 9]; 9];
        clash[0][0] = '5';
        clash[0][8] = '5';
        let before = clash.clone();
        fill_board(&mut clash);
        assert_eq!(clash, before);
        let mut empty = vec![vec!['.'; 9]; 9];
        fill_board(&mut empty);
        let grid: Vec<u8> = empty
            .iter()
            .flatten()
            .map(|&c| value_of(c).and_then(|v| v).expect("a digit"))
            .collect();
        let geometry = solver::model::Geometry::boxed(3, 3).unwrap();
        assert!(solver::model::Puzzle::empty(geometry).is_solved_by(&grid));
    }
}
