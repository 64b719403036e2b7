//! The tools' side of `spoj_codesptd`: its judge (`JUDGE`) and its input as the tools write it
//! (`INPUT`). Compiled only with the crate's `catalog` feature, through which the catalog reads
//! it: no submission carries any of it.

use std::io::{self, Write};

use solver::rng::SplitMix64;
use spec::format::{Input, OwnInput};
use spec::judge::{Compare, Judge, Rust, SPOJ};

use crate::{CASES, MOST};

/// SPOJ's page for this problem: 0.259 s, 1536 MB, 50,000 bytes of source, every language
/// but ASM64. SPOJ takes Rust ([`SPOJ`]) and ignores white space at the ends of lines. The same
/// problem on HackerRank (queens-on-board) runs rustc 1.59
/// ([`HACKERRANK`](spec::judge::HACKERRANK)), between SPOJ's and the stable every bundle is
/// compiled on.
pub const JUDGE: Judge = Judge {
    name: "SPOJ CODESPTD Queens on a Board",
    url: "https://www.spoj.com/problems/CODESPTD/",
    time_limit_ms: 259,
    memory_limit_kib: 1536 * 1024,
    compare: Compare::IgnoreTrailingWhitespace,
    rust: Rust::Takes(SPOJ),
    same_puzzle: &[],
};

/// What the tools need of this input: boards with blocked squares, which the problem makes
/// itself ([`write_input`]).
pub const INPUT: Input = Input::Own(OwnInput {
    what: "boards of N ≤ 50 rows and M ≤ 5 columns with blocked squares",
    most_cases: CASES.most,
    write: write_input,
});

/// Writes `count` boards (at most 100) made from `seed`: `N` from 1 to `size` rows (at most
/// 50), `M` from 1 to 5, each square blocked with a probability drawn
/// from 0 to 1/2 a board.
///
/// # Errors
/// Only write errors.
pub fn write_input(out: &mut dyn Write, seed: u64, count: usize, size: usize) -> io::Result<()> {
    let mut rng = SplitMix64::new(seed);
    let most = size.clamp(1, MOST.0);
    let count = count.clamp(1, CASES.most);
    let mut text = format!("{}\n", count).into_bytes();
    for _ in 0..count {
        let n = 1 + rng.below(most as u64) as usize;
        let m = 1 + rng.below(MOST.1 as u64) as usize;
        let density = rng.below(51);
        text.extend(format!("{} {}\n", n, m).bytes());
        for _ in 0..n {
            for _ in 0..m {
                text.push(if rng.below(100) < density { b'#' } else { b'.' });
            }
            text.push(b'\n');
        }
    }
    out.write_all(&text)
}
