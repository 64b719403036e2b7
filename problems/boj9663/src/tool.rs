//! The tools' side of `boj9663`: its judge (`JUDGE`) and its input as the tools write it
//! (`INPUT`, made from a seed by `write_input`). Compiled only with the crate's `catalog`
//! feature, through which the catalog reads it: no submission carries any of it.

use std::io::{self, Write};

use spec::format::{Input, OwnInput};
use spec::judge::{Compare, Judge, Rust, BAEKJOON};

use crate::SIDES;

/// Baekjoon's page for this problem: 10 s and 128 MB (Rust gets no more time; 16 MB more
/// memory by 2020-era copies of its help, not counted here). Its comparison ignores white space
/// at the ends of lines and of the output, as Baekjoon's does for problems without a checker.
pub const JUDGE: Judge = Judge {
    name: "BOJ 9663 N-Queen",
    url: "https://www.acmicpc.net/problem/9663",
    time_limit_ms: 10_000,
    memory_limit_kib: 128 * 1024,
    compare: Compare::IgnoreTrailingWhitespace,
    rust: Rust::Takes(BAEKJOON),
    same_puzzle: &[],
};

/// What the tools need of this input: one side `N`, made by the problem ([`write_input`]).
pub const INPUT: Input = Input::Own(OwnInput {
    what: "the side of a board, from 1 to 14",
    most_cases: 1,
    write: write_input,
});

/// Writes one side made from `seed`, from 1 to 14 (to `size`, when smaller):
/// [`spec::format::write_sides`].
///
/// # Errors
/// Only write errors.
pub fn write_input(out: &mut dyn Write, seed: u64, _count: usize, size: usize) -> io::Result<()> {
    spec::format::write_sides(out, seed, 1, size, SIDES.0, SIDES.1)
}
