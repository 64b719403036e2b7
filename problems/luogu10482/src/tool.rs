//! The tools' side of `luogu10482`: its judge (`JUDGE`) and its input as the tools write it
//! (`INPUT`). Compiled only with the crate's `catalog` feature, through which the catalog reads
//! it: no submission carries any of it.

use spec::judge::{Compare, Judge, Rust, LUOGU};

/// Luogu's page for this problem. Luogu takes Rust for its own problems: rustc 1.88 with
/// `--edition 2024` (its judging documentation, 2025-12); no source limit is published. The
/// page's limits are not in our copy of the statement: Luogu's common 1 s and 128 MB are
/// assumed. Luogu ignores spaces at the ends of lines and empty lines at the end of the output.
pub const JUDGE: Judge = Judge {
    name: "Luogu P10482 Sudoku 2",
    url: "https://www.luogu.com.cn/problem/P10482",
    time_limit_ms: 1000,
    memory_limit_kib: 128 * 1024,
    compare: Compare::IgnoreTrailingWhitespace,
    rust: Rust::Takes(LUOGU),
    same_puzzle: &["acwing166"],
};

/// acwing166's input, to the byte.
pub const INPUT: spec::format::Input = acwing166::tool::INPUT;
