//! The tools' side of `boj2239`: its judge (`JUDGE`) and its input as the tools write it
//! (`INPUT`). Compiled only with the crate's `catalog` feature, through which the catalog reads
//! it: no submission carries any of it.

use spec::format::{no_footer, no_header, write_cells, Grids, Input, InputFormat};
use spec::judge::{Compare, Judge, Rust, BAEKJOON};

use crate::SYMBOLS;

/// Baekjoon's page for this problem: 2 s and 256 MB. The answer is exact (the smallest
/// completion); its comparison ignores white space at the ends of lines and of the output, as
/// Baekjoon's does for problems without a checker.
pub const JUDGE: Judge = Judge {
    name: "BOJ 2239 스도쿠",
    url: "https://www.acmicpc.net/problem/2239",
    time_limit_ms: 2000,
    memory_limit_kib: 256 * 1024,
    compare: Compare::IgnoreTrailingWhitespace,
    rust: Rust::Takes(BAEKJOON),
    same_puzzle: &[],
};

/// What the tools need of this input: one 9×9 grid, 9 lines of 9 digits, `0` empty.
pub const INPUT: Input = Input::Puzzles(InputFormat {
    grids: Grids::Boxed { rows: 3, cols: 3 },
    most_puzzles: 1,
    most_givens: None,
    header: no_header,
    puzzle: |out, _, _, puzzle| write_cells(out, puzzle, SYMBOLS.values, b'0'),
    footer: no_footer,
});
