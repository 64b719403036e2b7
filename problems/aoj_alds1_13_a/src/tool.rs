//! The tools' side of `aoj_alds1_13_a`: its judge (`JUDGE`) and its input as the tools write it
//! (`INPUT`, made from a seed by `write_input`). Compiled only with the crate's `catalog`
//! feature, through which the catalog reads it: no submission carries any of it.

use std::io::{self, Write};

use solver::queens::Queens;
use solver::SplitMix64;
use spec::format::{Input, OwnInput};
use spec::judge::{Compare, Judge, Rust, AOJ};

use crate::{place, N};

/// AOJ's page for this problem. Its limits were not found: AOJ's usual 1 s and 131072 KB are
/// assumed. The statement promises one solution, so the answer is exact; AOJ ignores white
/// space at the ends of lines (assumed, as the other judges here do).
pub const JUDGE: Judge = Judge {
    name: "AOJ ALDS1_13_A 8 Queens Problem",
    url: "https://onlinejudge.u-aizu.ac.jp/courses/lesson/1/ALDS1/13/ALDS1_13_A",
    time_limit_ms: 1000,
    memory_limit_kib: 128 * 1024,
    compare: Compare::IgnoreTrailingWhitespace,
    rust: Rust::Takes(AOJ),
    same_puzzle: &[],
};

/// What the tools need of this input: queens of one of the 92 placements, enough of them that
/// it is the only one that keeps them ([`write_input`]).
pub const INPUT: Input = Input::Own(OwnInput {
    what: "queens from one of the 92 placements of 8, as few as leave it the only one",
    most_cases: 1,
    write: write_input,
});

/// Writes one input made from `seed`: a placement of the 92, its queens in a random order, and
/// the shortest start of that order that leaves the placement the only one (the statement's
/// promise), in a random order of lines.
///
/// # Errors
/// Only write errors.
pub fn write_input(out: &mut dyn Write, seed: u64, _count: usize, _size: usize) -> io::Result<()> {
    let mut rng = SplitMix64::new(seed);
    let mut placements = Vec::new();
    let _ = Queens::new(N).expect("a board of 8").visit(|columns| {
        placements.push(columns.to_vec());
        solver::engine::Flow::Continue
    });
    let chosen = &placements[rng.below(placements.len() as u64) as usize];
    let mut rows: Vec<usize> = (0..N).collect();
    rng.shuffle(&mut rows);
    let given: Vec<(usize, usize)> = (0..=N)
        .map(|k| {
            rows[..k]
                .iter()
                .map(|&r| (r, chosen[r]))
                .collect::<Vec<_>>()
        })
        .find(|given| {
            placements
                .iter()
                .filter(|p| given.iter().all(|&(r, c)| p[r] == c))
                .count()
                == 1
        })
        .expect("all eight queens leave one placement");
    debug_assert_eq!(place(&given).as_ref(), Some(chosen));
    writeln!(out, "{}", given.len())?;
    for (r, c) in given {
        writeln!(out, "{} {}", r, c)?;
    }
    Ok(())
}
