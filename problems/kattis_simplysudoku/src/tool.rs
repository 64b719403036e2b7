//! The tools' side of `kattis_simplysudoku`: its judge (`JUDGE`) and its input as the tools
//! write it (`INPUT`). Compiled only with the crate's `catalog` feature, through which the
//! catalog reads it: no submission carries any of it.

use spec::format::{Input, NUMBERS};
use spec::judge::{Compare, Judge, Rust, KATTIS};

/// Kattis's page for this problem. Kattis compiles Rust with rustc 1.78 to 1.85, edition 2021,
/// sources up to 128 KiB (its language page). The limits are not in our copies of the Kattis
/// page: BOJ 21159's (1 s, 1024 MB) are assumed. The answer is one grid; Kattis's default
/// output validator ignores white space at the ends of lines (an accepted-looking solution
/// prints a space after every value). The samples' outputs are computed here, by a program of
/// the two rules written apart from this crate: no copy of the statement's outputs was found.
pub const JUDGE: Judge = Judge {
    name: "Kattis simplysudoku Simply Sudoku",
    url: "https://open.kattis.com/problems/simplysudoku",
    time_limit_ms: 1000,
    memory_limit_kib: 1024 * 1024,
    compare: Compare::IgnoreTrailingWhitespace,
    rust: Rust::Takes(KATTIS),
    same_puzzle: &[],
};

/// What the tools need of this input: one 9×9 grid of numbers separated by spaces, `0` empty;
/// gen's puzzles have one solution, sound as the statement promises.
pub const INPUT: Input = Input::Puzzles(NUMBERS);
