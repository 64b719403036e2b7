//! The tools' side of `boj3763`: its judge (`JUDGE`) and its input as the tools write it
//! (`INPUT`). Compiled only with the crate's `catalog` feature, through which the catalog reads
//! it: no submission carries any of it.

use spec::judge::{Compare, Judge, Rust, BAEKJOON};

/// Baekjoon's page for this problem. No copy of it survives: the format is inferred from
/// accepted solutions (see the crate documentation), and the limits assumed (1 s, 128 MB, the
/// tightest Baekjoon sets for the problems of this family). Its comparison ignores white space
/// at the ends of lines and of the output, as Baekjoon's does for problems without a checker.
pub const JUDGE: Judge = Judge {
    name: "BOJ 3763 스도쿠",
    url: "https://www.acmicpc.net/problem/3763",
    time_limit_ms: 1000,
    memory_limit_kib: 128 * 1024,
    compare: Compare::IgnoreTrailingWhitespace,
    rust: Rust::Takes(BAEKJOON),
    same_puzzle: &["acwing169"],
};

/// acwing169's input, to the byte.
pub const INPUT: spec::format::Input = acwing169::tool::INPUT;
