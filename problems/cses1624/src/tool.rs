//! The tools' side of `cses1624`: its judge (`JUDGE`) and its input as the tools write it
//! (`INPUT`). Compiled only with the crate's `catalog` feature, through which the catalog reads
//! it: no submission carries any of it.

use std::io::{self, Write};

use solver::rng::SplitMix64;
use spec::format::{Input, OwnInput};
use spec::judge::{Compare, Judge, Rust, CSES};

use crate::N;

/// CSES's page for this problem: 1 s, 512 MB. CSES takes Rust: rustc 1.66.1 with edition
/// 2018 ([`CSES`]). It compares the output's tokens, so white space at the ends of lines does
/// not count.
pub const JUDGE: Judge = Judge {
    name: "CSES 1624 Chessboard and Queens",
    url: "https://cses.fi/problemset/task/1624",
    time_limit_ms: 1000,
    memory_limit_kib: 512 * 1024,
    compare: Compare::IgnoreTrailingWhitespace,
    rust: Rust::Takes(CSES),
    same_puzzle: &[],
};

/// What the tools need of this input: a board of reserved squares, which the problem makes
/// itself ([`write_input`]).
pub const INPUT: Input = Input::Own(OwnInput {
    what: "an 8×8 board with reserved squares",
    most_cases: 1,
    write: write_input,
});

/// Writes the board made from `seed` (one, whatever `count`; every board is 8×8, whatever
/// `size`): each square reserved with a probability drawn from 0 to 1/2, so that boards with
/// many ways, few and none all come.
///
/// # Errors
/// Only write errors.
pub fn write_input(out: &mut dyn Write, seed: u64, _count: usize, _size: usize) -> io::Result<()> {
    let mut rng = SplitMix64::new(seed);
    let density = rng.below(51);
    let mut text = Vec::with_capacity(N * (N + 1));
    for _ in 0..N {
        for _ in 0..N {
            text.push(if rng.below(100) < density { b'*' } else { b'.' });
        }
        text.push(b'\n');
    }
    out.write_all(&text)
}
