//! The tools' side of `boj30243`: its judge (`JUDGE`) and its input as the tools write it
//! (`INPUT`). Compiled only with the crate's `catalog` feature, through which the catalog reads
//! it: no submission carries any of it.

use std::io::{self, Write};

use boj30242::tool::{check_answer, write_board};
use spec::format::{Input, OwnInput};
use spec::judge::{Checker, Compare, Judge, Rust, BAEKJOON};

/// Baekjoon's page for this problem: 5 s and 512 MB, `N` ≤ 30 (a copy of the statement;
/// the census had the bound from a blog). Any completion is accepted, as for `boj30242`
/// (inferred the same way), so the judge checks the answer with that problem's checker.
pub const JUDGE: Judge = Judge {
    name: "BOJ 30243 🧩 N-Queen Hard",
    url: "https://www.acmicpc.net/problem/30243",
    time_limit_ms: 5000,
    memory_limit_kib: 512 * 1024,
    compare: Compare::Checker(Checker(check_answer)),
    rust: Rust::Takes(BAEKJOON),
    same_puzzle: &["boj30242"],
};

/// The largest side the statement allows.
const MOST_N: usize = 30;

/// What the tools need of this input: one board with some queens set ([`write_input`]).
pub const INPUT: Input = Input::Own(OwnInput {
    what: "a board of up to 30 queens, some set",
    most_cases: 1,
    write: write_input,
});

/// Writes one board made from `seed`, its side from 1 to 30 (to `size`, when smaller), as
/// `boj30242` writes its boards ([`write_board`]).
///
/// # Errors
/// Only write errors.
pub fn write_input(out: &mut dyn Write, seed: u64, _count: usize, size: usize) -> io::Result<()> {
    write_board(out, seed, size.clamp(1, MOST_N))
}
