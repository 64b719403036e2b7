//! The tools' side of `luogu1896`: its judge (`JUDGE`) and its input as the tools write it
//! (`INPUT`). Compiled only with the crate's `catalog` feature, through which the catalog reads
//! it: no submission carries any of it.

use std::io::{self, Write};

use solver::rng::SplitMix64;
use spec::format::{Input, OwnInput};
use spec::judge::{Compare, Judge, Rust, LUOGU};

use crate::MAX_N;

/// Luogu's page for this problem. Its limits were not found: BZOJ 1087, the same problem,
/// gives 10 s and 162 MB; 1 s and 128 MB are assumed. Luogu takes Rust ([`LUOGU`]) and
/// ignores white space at the ends of lines.
pub const JUDGE: Judge = Judge {
    name: "Luogu P1896 [SCOI2005] 互不侵犯",
    url: "https://www.luogu.com.cn/problem/P1896",
    time_limit_ms: 1000,
    memory_limit_kib: 128 * 1024,
    compare: Compare::IgnoreTrailingWhitespace,
    rust: Rust::Takes(LUOGU),
    same_puzzle: &[],
};

/// What the tools need of this input: a side and a number of kings, which the problem makes
/// itself ([`write_input`]).
pub const INPUT: Input = Input::Own(OwnInput {
    what: "a side N ≤ 9 and a number of kings K",
    most_cases: 1,
    write: write_input,
});

/// Writes `N K` made from `seed` (one, whatever `count`): `N` from 1 to `size` (at most 9),
/// `K` up to a third more than the most kings that fit, `⌈N/2⌉²`.
///
/// # Errors
/// Only write errors.
pub fn write_input(out: &mut dyn Write, seed: u64, _count: usize, size: usize) -> io::Result<()> {
    let mut rng = SplitMix64::new(seed);
    let most = size.clamp(1, MAX_N);
    let n = 1 + rng.below(most as u64) as usize;
    let fit = (n + 1) / 2 * ((n + 1) / 2);
    let k = rng.below((fit + fit / 3 + 1).min(n * n) as u64 + 1);
    writeln!(out, "{} {}", n, k)
}
