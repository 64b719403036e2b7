//! The tools' side of `boj7681`: its judge (`JUDGE`) and its input as the tools write it
//! (`INPUT`). Compiled only with the crate's `catalog` feature, through which the catalog reads
//! it: no submission carries any of it.

use spec::judge::{Compare, Judge, Rust, BAEKJOON};

/// Baekjoon's page for this problem: 1 s and 128 MB. Its comparison ignores white space at the
/// ends of lines and of the output, as Baekjoon's does for problems without a checker.
pub const JUDGE: Judge = Judge {
    name: "BOJ 7681 Sudoku",
    url: "https://www.acmicpc.net/problem/7681",
    time_limit_ms: 1000,
    memory_limit_kib: 128 * 1024,
    compare: Compare::IgnoreTrailingWhitespace,
    rust: Rust::Takes(BAEKJOON),
    same_puzzle: &["acwing166"],
};

/// acwing166's input, to the byte.
pub const INPUT: spec::format::Input = acwing166::tool::INPUT;
