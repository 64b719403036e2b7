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
#[cfg(feature = "local")]
pub use local::{answer_sides, solve};
#[cfg(feature = "catalog")]
use std::io::{self, Write};
#[cfg(feature = "catalog")]
use textio::format::{Input, OwnInput};
#[cfg(feature = "catalog")]
use textio::judge::{Compare, Judge, Rust, LEETCODE};

/// LeetCode's page for this problem. LeetCode takes Rust ([`LEETCODE`]); it states no time or
/// memory limit: 1 s and 256 MB are assumed for our cases.
#[cfg(feature = "catalog")]
pub const JUDGE: Judge = Judge {
    name: "LeetCode 52 N-Queens II",
    url: "https://leetcode.com/problems/n-queens-ii/",
    time_limit_ms: 1000,
    memory_limit_kib: 256 * 1024,
    compare: Compare::IgnoreTrailingWhitespace,
    rust: Rust::Takes(LEETCODE),
    same_puzzle: &[],
};

/// What the tools need of this input: sides, made by the problem ([`write_sides`]).
#[cfg(feature = "catalog")]
pub const INPUT: Input = Input::Own(OwnInput {
    what: "sides n from 1 to 9",
    most_cases: 9,
    write: write_sides,
});

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

/// Writes `count` sides from 1 to `size` (at most 9) made from `seed`, one a line.
///
/// # Errors
/// Only write errors.
#[cfg(feature = "catalog")]
pub fn write_sides(out: &mut dyn Write, seed: u64, count: usize, size: usize) -> io::Result<()> {
    textio::format::write_sides(out, seed, count, size, 1, MAX_N)
}
