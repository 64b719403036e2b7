//! The tools' side of `leetcode1240`: its judge (`JUDGE`) and its input as the tools write it
//! (`INPUT`). Compiled only with the crate's `catalog` feature, through which the catalog reads
//! it: no submission carries any of it.

use std::io::{self, Write};

use solver::rng::SplitMix64;
use spec::format::{Input, OwnInput};
use spec::judge::{Compare, Judge, Rust, LEETCODE};

use crate::MAX_SIDE;

/// LeetCode's page for this problem. LeetCode takes Rust ([`LEETCODE`]); it states no time or
/// memory limit: 1 s and 256 MB are assumed for our cases.
pub const JUDGE: Judge = Judge {
    name: "LeetCode 1240 Tiling a Rectangle with the Fewest Squares",
    url: "https://leetcode.com/problems/tiling-a-rectangle-with-the-fewest-squares/",
    time_limit_ms: 1000,
    memory_limit_kib: 256 * 1024,
    compare: Compare::IgnoreTrailingWhitespace,
    rust: Rust::Takes(LEETCODE),
    same_puzzle: &[],
};

/// What the tools need of this input: pairs of sides, made by the problem ([`write_input`]).
pub const INPUT: Input = Input::Own(OwnInput {
    what: "pairs of sides n m from 1 to 13",
    most_cases: 169,
    write: write_input,
});

/// Writes `count` pairs `n m` made from `seed`, each side from 1 to `size` (at most 13), one
/// side a line as in LeetCode's test-case text.
///
/// # Errors
/// Only write errors.
pub fn write_input(out: &mut dyn Write, seed: u64, count: usize, size: usize) -> io::Result<()> {
    let mut rng = SplitMix64::new(seed);
    let most = size.clamp(1, MAX_SIDE) as u64;
    let mut text = String::new();
    for _ in 0..count.max(1) {
        text.push_str(&format!(
            "{}\n{}\n",
            1 + rng.below(most),
            1 + rng.below(most)
        ));
    }
    out.write_all(text.as_bytes())
}
