//! The tools' side of `cses2181`: its judge (`JUDGE`) and its input as the tools write it
//! (`INPUT`). Compiled only with the crate's `catalog` feature, through which the catalog reads
//! it: no submission carries any of it.

use std::io::{self, Write};

use solver::rng::SplitMix64;
use spec::format::{Input, OwnInput};
use spec::judge::{Compare, Judge, Rust, CSES};

use crate::MOST;

/// CSES's page for this problem. Its limits are not in our copy of the page: 1 s and 512 MB,
/// CSES's usual, are assumed. CSES takes Rust: rustc 1.66.1 with edition 2018 ([`CSES`]). It
/// compares the output's tokens, so white space at the ends of lines does not count.
pub const JUDGE: Judge = Judge {
    name: "CSES 2181 Counting Tilings",
    url: "https://cses.fi/problemset/task/2181",
    time_limit_ms: 1000,
    memory_limit_kib: 512 * 1024,
    compare: Compare::IgnoreTrailingWhitespace,
    rust: Rust::Takes(CSES),
    same_puzzle: &[],
};

/// What the tools need of this input: a board's sides, which the problem makes itself
/// ([`write_input`]).
pub const INPUT: Input = Input::Own(OwnInput {
    what: "the sides n ≤ 10 and m ≤ 1000 of a board",
    most_cases: 1,
    write: write_input,
});

/// Writes the sides made from `seed` (one board, whatever `count`): `n` from 1 to 10 and `m`
/// from 1 to `size` (at most 1000).
///
/// # Errors
/// Only write errors.
pub fn write_input(out: &mut dyn Write, seed: u64, _count: usize, size: usize) -> io::Result<()> {
    let mut rng = SplitMix64::new(seed);
    let most = size.clamp(1, MOST.1);
    let n = 1 + rng.below(MOST.0 as u64);
    let m = 1 + rng.below(most as u64);
    writeln!(out, "{} {}", n, m)
}
