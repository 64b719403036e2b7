//! The tools' side of `luogu1074`: its judge (`JUDGE`) and its input as the tools write it
//! (`INPUT`). Compiled only with the crate's `catalog` feature, through which the catalog reads
//! it: no submission carries any of it.

use spec::format::{Input, NUMBERS};
use spec::judge::{Compare, Judge, Rust, LUOGU};

/// Luogu's page for this problem. Luogu takes Rust for its own problems: rustc 1.88 with
/// `--edition 2024` (its judging documentation, 2025-12); no source limit is published. The
/// page shows no limits we could find; another copy of the problem gives 2 s and 128 MB, assumed
/// here. Luogu ignores spaces at the ends of lines and empty lines at the end of the output.
pub const JUDGE: Judge = Judge {
    name: "Luogu P1074 靶形数独",
    url: "https://www.luogu.com.cn/problem/P1074",
    time_limit_ms: 2000,
    memory_limit_kib: 128 * 1024,
    compare: Compare::IgnoreTrailingWhitespace,
    rust: Rust::Takes(LUOGU),
    same_puzzle: &[],
};

/// What the tools need of this input: one 9×9 grid, digits separated by spaces, 0 empty.
pub const INPUT: Input = Input::Puzzles(NUMBERS);
