//! The tools' side of `boj17136`: its judge (`JUDGE`) and its input as the tools write it
//! (`INPUT`). Compiled only with the crate's `catalog` feature, through which the catalog reads
//! it: no submission carries any of it.

use std::io::{self, Write};

use solver::rng::SplitMix64;
use spec::format::{Input, OwnInput};
use spec::judge::{Compare, Judge, Rust, BAEKJOON};

use crate::N;

/// Baekjoon's page for this problem: 1 s, 512 MB (a copy of the page). Baekjoon takes Rust
/// ([`BAEKJOON`]) and ignores white space at the ends of lines.
pub const JUDGE: Judge = Judge {
    name: "BOJ 17136 색종이 붙이기",
    url: "https://www.acmicpc.net/problem/17136",
    time_limit_ms: 1000,
    memory_limit_kib: 512 * 1024,
    compare: Compare::IgnoreTrailingWhitespace,
    rust: Rust::Takes(BAEKJOON),
    same_puzzle: &[],
};

/// What the tools need of this input: a board of 0s and 1s, which the problem makes itself
/// ([`write_input`]).
pub const INPUT: Input = Input::Own(OwnInput {
    what: "a 10 × 10 board of 0s and 1s",
    most_cases: 1,
    write: write_input,
});

/// Writes the board made from `seed` (one, whatever `count` and `size`): squares of sides 1 to
/// 5 dropped at random, from 1 to 30 of them (overlapping ones merge into shapes squares may
/// not cover), then a few cells flipped.
///
/// # Errors
/// Only write errors.
pub fn write_input(out: &mut dyn Write, seed: u64, _count: usize, _size: usize) -> io::Result<()> {
    let mut rng = SplitMix64::new(seed);
    let mut board = [[0u8; N]; N];
    for _ in 0..1 + rng.below(30) {
        let side = 1 + rng.below(5) as usize;
        let (r, c) = (
            rng.below((N - side + 1) as u64) as usize,
            rng.below((N - side + 1) as u64) as usize,
        );
        for row in board.iter_mut().skip(r).take(side) {
            row[c..c + side].iter_mut().for_each(|cell| *cell = 1);
        }
    }
    for _ in 0..rng.below(4) {
        let (r, c) = (rng.below(N as u64) as usize, rng.below(N as u64) as usize);
        board[r][c] ^= 1;
    }
    let mut text = String::new();
    for row in &board {
        let cells: Vec<String> = row.iter().map(|v| v.to_string()).collect();
        text.push_str(&cells.join(" "));
        text.push('\n');
    }
    out.write_all(text.as_bytes())
}
