//! The tools' side of `luogu1562`: its judge (`JUDGE`) and its input as the tools write it
//! (`INPUT`). Compiled only with the crate's `catalog` feature, through which the catalog reads
//! it: no submission carries any of it.

use std::io::{self, Write};

use solver::rng::SplitMix64;
use spec::format::{Input, OwnInput};
use spec::judge::{Compare, Judge, Rust, LUOGU};

use crate::MAX_N;

/// Luogu's page for this problem. The limits are not in our copy of the statement: Luogu's
/// usual 1 s and 128 MB are assumed. Luogu takes Rust ([`LUOGU`]) and ignores white space at
/// the ends of lines and of the output.
pub const JUDGE: Judge = Judge {
    name: "Luogu P1562 还是 N 皇后",
    url: "https://www.luogu.com.cn/problem/P1562",
    time_limit_ms: 1000,
    memory_limit_kib: 128 * 1024,
    compare: Compare::IgnoreTrailingWhitespace,
    rust: Rust::Takes(LUOGU),
    same_puzzle: &[],
};

/// What the tools need of this input: a board of allowed squares, made by the problem
/// ([`write_input`]).
pub const INPUT: Input = Input::Own(OwnInput {
    what: "an N×N board of allowed squares, N up to 14",
    most_cases: 1,
    write: write_input,
});

/// Writes the board made from `seed`, of side at most `size` (one board, whatever `count`):
/// a side from 1 to 14, and each square forbidden with a probability drawn from 0 to 1/2.
///
/// # Errors
/// Only write errors.
pub fn write_input(out: &mut dyn Write, seed: u64, _count: usize, size: usize) -> io::Result<()> {
    let mut rng = SplitMix64::new(seed);
    let n = 1 + rng.below(MAX_N.min(size).max(1) as u64) as usize;
    let density = rng.below(51);
    let mut text = format!("{}\n", n).into_bytes();
    for _ in 0..n {
        for _ in 0..n {
            text.push(if rng.below(100) < density { b'.' } else { b'*' });
        }
        text.push(b'\n');
    }
    out.write_all(&text)
}
