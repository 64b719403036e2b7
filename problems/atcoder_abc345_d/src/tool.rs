//! The tools' side of `atcoder_abc345_d`: its judge (`JUDGE`) and its input as the tools write
//! it (`INPUT`). Compiled only with the crate's `catalog` feature, through which the catalog
//! reads it: no submission carries any of it.

use std::io::{self, Write};

use solver::rng::SplitMix64;
use spec::format::{Input, OwnInput};
use spec::judge::{Compare, Judge, Rust, ATCODER};

use crate::{MAX_SIDE, MAX_TILES};

/// AtCoder's page for this problem. The limits are not in our copy of the statement:
/// AtCoder's usual 2 s and 1024 MB for an ABC problem are assumed. AtCoder takes Rust
/// ([`ATCODER`]) and ignores white space at the ends of lines and of the output.
pub const JUDGE: Judge = Judge {
    name: "AtCoder ABC345 D Tiling",
    url: "https://atcoder.jp/contests/abc345/tasks/abc345_d",
    time_limit_ms: 2000,
    memory_limit_kib: 1024 * 1024,
    compare: Compare::IgnoreTrailingWhitespace,
    rust: Rust::Takes(ATCODER),
    same_puzzle: &[],
};

/// What the tools need of this input: a grid and tiles, made by the problem
/// ([`write_input`]).
pub const INPUT: Input = Input::Own(OwnInput {
    what: "an H×W grid and up to 7 rectangular tiles, sides up to 10",
    most_cases: 1,
    write: write_input,
});

/// Writes the grid and tiles made from `seed` (one input, whatever `count`), sides at most
/// `size`: half the time a grid cut into rectangles by random guillotine cuts (a tiling
/// exists if there are at most 7 of them), the pieces with some extra tiles and one side
/// changed now and then; else random tiles.
///
/// # Errors
/// Only write errors.
pub fn write_input(out: &mut dyn Write, seed: u64, _count: usize, size: usize) -> io::Result<()> {
    let mut rng = SplitMix64::new(seed);
    let most = MAX_SIDE.min(size).max(1) as u64;
    let (h, w) = (1 + rng.below(most) as usize, 1 + rng.below(most) as usize);
    let mut tiles: Vec<(usize, usize)> = Vec::new();
    if rng.below(2) == 0 {
        // Guillotine cuts: split a random rectangle across, until there are enough.
        let mut parts = vec![(h, w)];
        let cuts = rng.below(MAX_TILES as u64);
        for _ in 0..cuts {
            let k = rng.below(parts.len() as u64) as usize;
            let (a, b) = parts[k];
            if a > 1 && (b == 1 || rng.below(2) == 0) {
                let cut = 1 + rng.below(a as u64 - 1) as usize;
                parts[k] = (cut, b);
                parts.push((a - cut, b));
            } else if b > 1 {
                let cut = 1 + rng.below(b as u64 - 1) as usize;
                parts[k] = (a, cut);
                parts.push((a, b - cut));
            }
        }
        for (a, b) in parts {
            tiles.push(if rng.below(2) == 0 { (a, b) } else { (b, a) });
        }
        if rng.below(3) == 0 {
            let k = rng.below(tiles.len() as u64) as usize;
            tiles[k].0 = 1 + rng.below(MAX_SIDE as u64) as usize;
        }
    }
    while tiles.len() < MAX_TILES && (tiles.is_empty() || rng.below(3) == 0) {
        tiles.push((1 + rng.below(most) as usize, 1 + rng.below(most) as usize));
    }
    rng.shuffle(&mut tiles);
    let mut text = format!("{} {} {}\n", tiles.len(), h, w);
    for (a, b) in tiles {
        text.push_str(&format!("{} {}\n", a, b));
    }
    out.write_all(text.as_bytes())
}
