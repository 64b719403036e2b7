//! Luogu P10482 Sudoku 2 (the same problem as POJ 3074 and AcWing 166): 9×9 Sudoku with 3×3
//! boxes, one puzzle per line.
//!
//! Input: puzzles of 81 characters, the grid row by row, `1`–`9` or `.` for an empty cell, one
//! per line; a line `end` closes the input. Output: each solved grid as one line of 81 digits.
//! Every puzzle has exactly one solution; one without is reported on stderr and gets no answer.
//!
//! The puzzle and both formats are AcWing 166's to the byte, so the program is `acwing166`'s;
//! what this crate adds is Luogu's judge, which takes Rust.

#[cfg(feature = "catalog")]
use textio::judge::{Compare, Judge, Rust, LUOGU};

pub use acwing166::solve;

/// Luogu's page for this problem. Luogu takes Rust for its own problems: rustc 1.88 with
/// `--edition 2024` (its judging documentation, 2025-12); no source limit is published. The
/// page's limits are not in our copy of the statement: Luogu's common 1 s and 128 MB are
/// assumed. Luogu ignores spaces at the ends of lines and empty lines at the end of the output.
#[cfg(feature = "catalog")]
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
#[cfg(feature = "catalog")]
pub const INPUT: textio::format::Input = acwing166::INPUT;
