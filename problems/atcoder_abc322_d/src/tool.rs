//! The tools' side of `atcoder_abc322_d`: its judge (`JUDGE`) and its input as the tools write
//! it (`INPUT`). Compiled only with the crate's `catalog` feature, through which the catalog
//! reads it: no submission carries any of it.

use std::io::{self, Write};

use solver::rng::SplitMix64;
use spec::format::{Input, OwnInput};
use spec::judge::{Compare, Judge, Rust, ATCODER};

use crate::{N, PIECES};

/// AtCoder's page for this problem. The limits are not in our copy of the statement:
/// AtCoder's usual 2 s and 1024 MB for an ABC problem are assumed. AtCoder takes Rust
/// ([`ATCODER`]) and ignores white space at the ends of lines and of the output.
pub const JUDGE: Judge = Judge {
    name: "AtCoder ABC322 D Polyomino",
    url: "https://atcoder.jp/contests/abc322/tasks/abc322_d",
    time_limit_ms: 2000,
    memory_limit_kib: 1024 * 1024,
    compare: Compare::IgnoreTrailingWhitespace,
    rust: Rust::Takes(ATCODER),
    same_puzzle: &[],
};

/// What the tools need of this input: three pieces, made by the problem ([`write_input`]).
pub const INPUT: Input = Input::Own(OwnInput {
    what: "three polyominoes drawn in 4×4 boxes",
    most_cases: 1,
    write: write_input,
});

/// Writes the three pieces made from `seed` (one input, whatever `count` and `size`): the 4×4
/// grid cut into three connected pieces grown from three random cells, and half the time one
/// of them changed (a square moved elsewhere in its box, or the piece mirrored), so that `Yes`
/// and `No` both come; each piece rotated at random and moved to a random place in its box.
///
/// # Errors
/// Only write errors.
pub fn write_input(out: &mut dyn Write, seed: u64, _count: usize, _size: usize) -> io::Result<()> {
    let mut rng = SplitMix64::new(seed);
    // Three regions grown from three cells, a random frontier cell at a time.
    let mut owner = [usize::MAX; N * N];
    let mut starts: Vec<usize> = (0..N * N).collect();
    rng.shuffle(&mut starts);
    for (k, &cell) in starts[..PIECES].iter().enumerate() {
        owner[cell] = k;
    }
    loop {
        let frontier: Vec<(usize, usize)> = (0..N * N)
            .filter(|&c| owner[c] == usize::MAX)
            .flat_map(|c| neighbours(c).into_iter().map(move |d| (c, d)))
            .filter(|&(_, d)| owner[d] != usize::MAX)
            .collect();
        if frontier.is_empty() {
            break;
        }
        let (cell, from) = frontier[rng.below(frontier.len() as u64) as usize];
        owner[cell] = owner[from];
    }
    let mut text = String::new();
    let change = rng.below(2 * PIECES as u64) as usize;
    for k in 0..PIECES {
        let mut squares: Vec<(i64, i64)> = (0..N * N)
            .filter(|&c| owner[c] == k)
            .map(|c| ((c / N) as i64, (c % N) as i64))
            .collect();
        if change == k && squares.len() > 1 {
            let at = rng.below(squares.len() as u64) as usize;
            squares[at] = (rng.below(N as u64) as i64, rng.below(N as u64) as i64);
            squares.sort_unstable();
            squares.dedup();
        } else if change == k + PIECES {
            squares = squares.iter().map(|&(r, c)| (r, -c)).collect();
        }
        for _ in 0..rng.below(4) {
            squares = squares.iter().map(|&(r, c)| (c, -r)).collect();
        }
        let (top, left) = (
            squares.iter().map(|s| s.0).min().unwrap_or(0),
            squares.iter().map(|s| s.1).min().unwrap_or(0),
        );
        let (height, width) = (
            squares.iter().map(|s| s.0 - top).max().unwrap_or(0),
            squares.iter().map(|s| s.1 - left).max().unwrap_or(0),
        );
        let (down, right) = (
            rng.below((N as i64 - height) as u64) as i64,
            rng.below((N as i64 - width) as u64) as i64,
        );
        let mut drawing = [[b'.'; N]; N];
        for &(r, c) in &squares {
            drawing[(r - top + down) as usize][(c - left + right) as usize] = b'#';
        }
        for row in &drawing {
            text.push_str(std::str::from_utf8(row).expect("ASCII"));
            text.push('\n');
        }
    }
    out.write_all(text.as_bytes())
}

/// The cells next to `cell` on the 4×4 grid.
fn neighbours(cell: usize) -> Vec<usize> {
    let (r, c) = (cell / N, cell % N);
    let mut next = Vec::with_capacity(4);
    if r > 0 {
        next.push(cell - N);
    }
    if r + 1 < N {
        next.push(cell + N);
    }
    if c > 0 {
        next.push(cell - 1);
    }
    if c + 1 < N {
        next.push(cell + 1);
    }
    next
}
