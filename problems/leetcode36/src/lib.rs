//! LeetCode 36 (Valid Sudoku): whether a partly filled 9×9 board of `char`s, `'1'`–`'9'` given
//! and `'.'` empty, repeats no digit among the filled cells of a row, a column or a 3×3 box. A
//! valid board need not be solvable: only the filled cells are checked.
//!
//! LeetCode takes a function, not a program: the submission is `src/solution.rs`, the judge's
//! template `impl Solution { pub fn is_valid_sudoku(board: Vec<Vec<char>>) -> bool { … } }`
//! calling [`is_valid_board`], with the library modules it uses (`[package.metadata.bundle]` in
//! this crate's `Cargo.toml` tells the bundle tool). The judge defines `struct Solution` and the
//! driver.
//!
//! Locally the crate is a program like the others, [`solve`] (in [`local`], which no submission
//! carries): it reads boards in LeetCode's text form, `[["5","3",".",…],…]` (9 rows of 9 quoted
//! cells), one or more of them with any white space between tokens, and prints `true` or
//! `false` for each, one line a board.

use solver::model::{Geometry, Puzzle};
use solver::sudoku9::N;
use textio::board::value_of;

#[cfg(feature = "local")]
pub mod local;
#[cfg(feature = "catalog")]
pub mod tool;
#[cfg(feature = "local")]
pub use local::{answer_boards, solve};

/// Whether `board` (9 rows of 9 `char`s, `'1'`–`'9'` or `'.'`) repeats no digit among the
/// filled cells of a row, a column or a box ([`Puzzle::clashing_givens`]). A board of another
/// shape or with another character is not a Sudoku board: `false` (the judge promises neither,
/// and the signature has no other answer).
///
/// # Complexity
/// `O(81)`.
pub fn is_valid_board(board: &[Vec<char>]) -> bool {
    if board.len() != N || board.iter().any(|row| row.len() != N) {
        return false;
    }
    let cells: Option<Vec<Option<u8>>> = board.iter().flatten().map(|&c| value_of(c)).collect();
    let classic = Geometry::boxed(3, 3).expect("3×3 boxes form a 9×9 grid");
    match cells.map(|cells| Puzzle::new(classic, cells)) {
        Some(Ok(puzzle)) => puzzle.clashing_givens().is_none(),
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn board(rows: [&str; 9]) -> Vec<Vec<char>> {
        rows.iter().map(|row| row.chars().collect()).collect()
    }

    #[test]
    fn a_repeat_in_any_house_makes_a_board_invalid_and_nothing_else_does() {
        let empty = ["........."; 9];
        assert!(is_valid_board(&board(empty)));
        // Givens that leave no completion (row 1's last cell can only be 9) are still valid.
        let mut dead_end = empty;
        dead_end[0] = "12345678.";
        dead_end[1] = "........9";
        assert!(is_valid_board(&board(dead_end)));
        for (a, b) in [((0, 0), (0, 8)), ((0, 4), (8, 4)), ((3, 3), (5, 5))] {
            let mut rows = board(empty);
            rows[a.0][a.1] = '7';
            rows[b.0][b.1] = '7';
            assert!(!is_valid_board(&rows), "{:?} and {:?}", a, b);
            rows[b.0][b.1] = '6';
            assert!(is_valid_board(&rows));
        }
        let mut odd = board(empty);
        odd[2][2] = '0';
        assert!(!is_valid_board(&odd));
        odd.pop();
        assert!(!is_valid_board(&odd));
    }
}
