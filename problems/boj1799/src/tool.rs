//! The tools' side of `boj1799`: its judge (`JUDGE`) and its input as the tools write it
//! (`INPUT`, made from a seed by `write_input`). Compiled only with the crate's `catalog`
//! feature, through which the catalog reads it: no submission carries any of it.

use std::io::{self, Write};

use solver::SplitMix64;
use spec::format::{Input, OwnInput};
use spec::judge::{Compare, Judge, Rust, BAEKJOON};

use crate::MAX_N;

/// Baekjoon's page for this problem: 10 s and 128 MB. Its comparison ignores white space at
/// the ends of lines and of the output, as Baekjoon's does for problems without a checker.
pub const JUDGE: Judge = Judge {
    name: "BOJ 1799 비숍",
    url: "https://www.acmicpc.net/problem/1799",
    time_limit_ms: 10_000,
    memory_limit_kib: 128 * 1024,
    compare: Compare::IgnoreTrailingWhitespace,
    rust: Rust::Takes(BAEKJOON),
    same_puzzle: &[],
};

/// What the tools need of this input: one board, made by the problem ([`write_input`]).
pub const INPUT: Input = Input::Own(OwnInput {
    what: "a board of side up to 10 with squares a bishop may stand on",
    most_cases: 1,
    write: write_input,
});

/// Writes one board made from `seed`: its side from 1 to 10 (to `size`, when smaller), each
/// square allowed with a probability drawn from 0 to 1.
///
/// # Errors
/// Only write errors.
pub fn write_input(out: &mut dyn Write, seed: u64, _count: usize, size: usize) -> io::Result<()> {
    let mut rng = SplitMix64::new(seed);
    let n = 1 + rng.below(size.clamp(1, MAX_N) as u64) as usize;
    let density = rng.below(101);
    let mut text = format!("{}\n", n);
    for _ in 0..n {
        let row: Vec<&str> = (0..n)
            .map(|_| if rng.below(100) < density { "1" } else { "0" })
            .collect();
        text.push_str(&row.join(" "));
        text.push('\n');
    }
    out.write_all(text.as_bytes())
}
