//! The tools' side of `leetcode52`: its judge (`JUDGE`) and its input as the tools write it
//! (`INPUT`). Compiled only with the crate's `catalog` feature, through which the catalog reads
//! it: no submission carries any of it.

use std::io::{self, Write};

use spec::format::{Input, OwnInput};
use spec::judge::{Compare, Judge, Rust, LEETCODE};

use crate::MAX_N;

/// LeetCode's page for this problem. LeetCode takes Rust ([`LEETCODE`]); it states no time or
/// memory limit: 1 s and 256 MB are assumed for our cases.
pub const JUDGE: Judge = Judge {
    name: "LeetCode 52 N-Queens II",
    url: "https://leetcode.com/problems/n-queens-ii/",
    time_limit_ms: 1000,
    memory_limit_kib: 256 * 1024,
    compare: Compare::IgnoreTrailingWhitespace,
    rust: Rust::Takes(LEETCODE),
    same_puzzle: &[],
};

/// What the tools need of this input: sides, made by the problem ([`write_input`]).
pub const INPUT: Input = Input::Own(OwnInput {
    what: "sides n from 1 to 9",
    most_cases: 9,
    write: write_input,
});

/// Writes `count` sides from 1 to `size` (at most 9) made from `seed`, one a line.
///
/// # Errors
/// Only write errors.
pub fn write_input(out: &mut dyn Write, seed: u64, count: usize, size: usize) -> io::Result<()> {
    spec::format::write_sides(out, seed, count, size, 1, MAX_N)
}
