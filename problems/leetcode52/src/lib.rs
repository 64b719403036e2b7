//! LeetCode 52 (N-Queens II): the number of ways to place `n` queens on an `n`×`n` board, none
//! attacking another (1 ≤ n ≤ 9).
//!
//! LeetCode takes a function, not a program: the submission is `src/solution.rs`, the judge's
//! template `impl Solution { pub fn total_n_queens(n: i32) -> i32 { … } }` calling [`total`],
//! with the library modules it uses. Locally the crate is a program like the others (in
//! `local`, which no submission carries): it reads sides `n`, any number of them separated by
//! white space, and prints each count on its own line.

use solver::queens::Queens;

#[cfg(feature = "local")]
pub mod local;
#[cfg(feature = "catalog")]
pub mod tool;
#[cfg(feature = "local")]
pub use local::{answer_sides, solve};

/// The largest side the statement allows.
pub const MAX_N: usize = 9;

/// The number of placements of `n` queens by `solver::queens`' bitboard count; 0 for a side
/// below 1 or above 64 (the statement allows 1 to 9).
pub fn total(n: i32) -> i32 {
    if n < 1 {
        return 0;
    }
    Queens::new(n as usize).map_or(0, |board| board.count().min(i32::MAX as u64) as i32)
}
