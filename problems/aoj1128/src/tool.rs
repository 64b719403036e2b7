//! The tools' side of `aoj1128`: its judge (`JUDGE`) and its input as the tools write it
//! (`INPUT`). Compiled only with the crate's `catalog` feature, through which the catalog reads
//! it: no submission carries any of it.

use std::io::{self, Write};

use solver::rng::SplitMix64;
use spec::format::{Input, OwnInput};
use spec::judge::{Compare, Judge, Rust, AOJ};

use crate::MAX_SIDE;

/// AOJ's page for this problem. Its limits were not found on AOJ (a copy elsewhere gives 2 s,
/// 512 MB): 1 s and 128 MB are assumed. AOJ takes Rust: rustc 1.79 with edition 2018 ([`AOJ`]).
pub const JUDGE: Judge = Judge {
    name: "AOJ 1128 Square Carpets",
    url: "https://onlinejudge.u-aizu.ac.jp/problems/1128",
    time_limit_ms: 1000,
    memory_limit_kib: 128 * 1024,
    compare: Compare::IgnoreTrailingWhitespace,
    rust: Rust::Takes(AOJ),
    same_puzzle: &[],
};

/// What the tools need of this input: floors of scratched panels, which the problem makes
/// itself ([`write_input`]).
pub const INPUT: Input = Input::Own(OwnInput {
    what: "floors of W × H ≤ 10 × 10 panels, then `0 0`",
    most_cases: 100,
    write: write_input,
});

/// Writes `count` floors made from `seed` (at most 100), then `0 0`: sides from 1 to `size`
/// (at most 10), each panel flawless with a probability drawn from 0 to
/// 1/2 a floor.
///
/// # Errors
/// Only write errors.
pub fn write_input(out: &mut dyn Write, seed: u64, count: usize, size: usize) -> io::Result<()> {
    let mut rng = SplitMix64::new(seed);
    let most = size.clamp(1, MAX_SIDE) as u64;
    let mut text = String::new();
    for _ in 0..count.clamp(1, 100) {
        let (w, h) = (1 + rng.below(most), 1 + rng.below(most));
        let flawless = rng.below(51);
        text.push_str(&format!("{} {}\n", w, h));
        for _ in 0..h {
            let row: Vec<&str> = (0..w)
                .map(|_| if rng.below(100) < flawless { "0" } else { "1" })
                .collect();
            text.push_str(&row.join(" "));
            text.push('\n');
        }
    }
    text.push_str("0 0\n");
    out.write_all(text.as_bytes())
}
