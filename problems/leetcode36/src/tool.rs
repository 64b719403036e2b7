//! The tools' side of `leetcode36`: its judge (`JUDGE`) and its input as the tools write it
//! (`INPUT`). Compiled only with the crate's `catalog` feature, through which the catalog reads
//! it: no submission carries any of it.

use spec::format::{Input, BOARDS};
use spec::judge::{Compare, Judge, Rust, LEETCODE};

/// LeetCode's page for this problem. LeetCode takes Rust; which rustc is not published. The
/// oldest public report (2023) gives rustc 1.58 with edition 2018, a later one (2025) rustc 1.85
/// with edition 2024: the oldest is declared, because a submission that compiles there compiles
/// on the newer one too (the bundle test also builds it with today's stable in edition 2024). No
/// source limit is published; LeetCode states no time or memory limit for this problem: 1 s and
/// 256 MB are assumed for our cases. The driver prints what the function returns.
pub const JUDGE: Judge = Judge {
    name: "LeetCode 36 Valid Sudoku",
    url: "https://leetcode.com/problems/valid-sudoku/",
    time_limit_ms: 1000,
    memory_limit_kib: 256 * 1024,
    compare: Compare::Exact,
    rust: Rust::Takes(LEETCODE),
    // A check of the givens, not a puzzle to solve: no other problem here asks it of a partly
    // filled board (atcoder_abc327_c asks it of a full grid, where a repeat-free row is whole).
    same_puzzle: &[],
};

/// What the tools need of this input: 9×9 boards in LeetCode's text form, one per line, any
/// number of them (every puzzle gen makes is a valid board).
pub const INPUT: Input = Input::Puzzles(BOARDS);
