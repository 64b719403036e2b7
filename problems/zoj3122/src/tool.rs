//! The tools' side of `zoj3122`: its judge (`JUDGE`) and its input as the tools write it
//! (`INPUT`). Compiled only with the crate's `catalog` feature, through which the catalog reads
//! it: no submission carries any of it.

use spec::format::Input;
use spec::judge::{Compare, Judge, Rust, PTA};

/// ZOJ 3122, at ZOJ's historic address: ZOJ's problems now live in PTA's ZOJ problem set, where
/// we could not find this one's page. PTA's compiler table (as a VS Code client of PTA copied it, about 2021)
/// lists Rust as rustc 1.53.0, compiled `rustc --edition=2018 -O --cfg ONLINE_JUDGE`; whether
/// ZOJ's problem set offers Rust on this problem is not confirmed, nor is PTA's source limit
/// (64 KiB is assumed). The limits are not in our copy of the statement: POJ's 10 s and 64 MB
/// for the same puzzle are assumed, and PTA's comparison is taken to be exact.
pub const JUDGE: Judge = Judge {
    name: "ZOJ 3122 Sudoku on PTA",
    url: "http://acm.zju.edu.cn/onlinejudge/showProblem.do?problemCode=3122",
    time_limit_ms: 10_000,
    memory_limit_kib: 64 * 1024,
    compare: Compare::Exact,
    rust: Rust::Takes(PTA),
    same_puzzle: &["acwing169"],
};

/// acwing169's input, to the byte.
pub const INPUT: Input = acwing169::tool::INPUT;
