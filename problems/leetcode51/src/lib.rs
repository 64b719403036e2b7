//! LeetCode 51 (N-Queens): every placement of `n` queens on an `n`×`n` board, none attacking
//! another (1 ≤ n ≤ 9), each as its rows, `Q` for a queen and `.` for an empty square; in any
//! order.
//!
//! LeetCode takes a function, not a program: the submission is `src/solution.rs`, the judge's
//! template `impl Solution { pub fn solve_n_queens(n: i32) -> Vec<Vec<String>> { … } }`
//! calling [`placements`], with the library modules it uses. Locally the crate is a program
//! like the others (in `local`, which no submission carries): it reads sides `n` and prints,
//! for each, its placements in LeetCode's text form on one line, `[[".Q..","...Q",…],…]`. Any
//! order is accepted ([`tool::check_answer`]).

use solver::engine::Flow;
use solver::queens::Queens;

#[cfg(feature = "local")]
pub mod local;
#[cfg(feature = "catalog")]
pub mod tool;
#[cfg(feature = "local")]
pub use local::{answer_sides, solve};

/// The largest side the statement allows.
pub const MAX_N: usize = 9;

/// Every placement of `n` queens, in lexicographic order of the queens' columns, row by row,
/// by `solver::queens`; none for a side below 1 or above 64 (the statement allows 1 to 9).
pub fn placements(n: i32) -> Vec<Vec<String>> {
    let mut all = Vec::new();
    if n < 1 {
        return all;
    }
    let board = match Queens::new(n as usize) {
        Ok(board) => board,
        Err(_) => return all,
    };
    let n = board.size();
    let _ = board.visit(|queens| {
        let rows = queens
            .iter()
            .map(|&c| (0..n).map(|j| if j == c { 'Q' } else { '.' }).collect())
            .collect();
        all.push(rows);
        Flow::Continue
    });
    all
}
