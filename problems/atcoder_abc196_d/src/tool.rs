//! The tools' side of `atcoder_abc196_d`: its judge (`JUDGE`) and its input as the tools write
//! it (`INPUT`). Compiled only with the crate's `catalog` feature, through which the catalog
//! reads it: no submission carries any of it.

use std::io::{self, Write};

use solver::rng::SplitMix64;
use spec::format::{Input, OwnInput};
use spec::judge::{Compare, Judge, Rust, ATCODER};

use crate::MOST_CELLS;

/// AtCoder's page for this problem. The statement page was not read: AtCoder's usual 2 s and
/// 1024 MiB are assumed. AtCoder takes Rust ([`ATCODER`]) and ignores white space at the ends
/// of lines.
pub const JUDGE: Judge = Judge {
    name: "AtCoder ABC196 D Hanjo",
    url: "https://atcoder.jp/contests/abc196/tasks/abc196_d",
    time_limit_ms: 2000,
    memory_limit_kib: 1024 * 1024,
    compare: Compare::IgnoreTrailingWhitespace,
    rust: Rust::Takes(ATCODER),
    same_puzzle: &[],
};

/// What the tools need of this input: a room and its mats, which the problem makes itself
/// ([`write_input`]).
pub const INPUT: Input = Input::Own(OwnInput {
    what: "a room H × W of at most 16 cells, A 2×1 mats and B unit mats",
    most_cases: 1,
    write: write_input,
});

/// Writes the room made from `seed` (one, whatever `count` and `size`): `H`, then `W` with `HW
/// ≤ 16`, `A` from 0 to `HW / 2` and `B = HW − 2A`.
///
/// # Errors
/// Only write errors.
pub fn write_input(out: &mut dyn Write, seed: u64, _count: usize, _size: usize) -> io::Result<()> {
    let mut rng = SplitMix64::new(seed);
    let h = 1 + rng.below(MOST_CELLS as u64) as usize;
    let w = 1 + rng.below((MOST_CELLS / h) as u64) as usize;
    let a = rng.below((h * w / 2 + 1) as u64) as usize;
    writeln!(out, "{} {} {} {}", h, w, a, h * w - 2 * a)
}
