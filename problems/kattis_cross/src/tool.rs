//! The tools' side of `kattis_cross`: its judge (`JUDGE`) and its input as the tools write it
//! (`INPUT`). Compiled only with the crate's `catalog` feature, through which the catalog
//! reads it: no submission carries any of it.

use spec::format::{no_footer, no_header, write_cells, Grids, Input, InputFormat};
use spec::judge::{Compare, Judge, Rust, KATTIS};

use crate::SYMBOLS;

/// Kattis's page for this problem. Kattis compiles Rust with rustc 1.78 to 1.85, edition 2021,
/// sources up to 128 KiB (its language page). The limits are not in our copies of the Kattis
/// page: those of DMOJ's copy of the task (coci08c3p3: 0.6 s, 32 MB) are assumed, the tighter
/// known ones. The answer is one grid; Kattis's default output validator ignores white space
/// at the ends of lines.
pub const JUDGE: Judge = Judge {
    name: "Kattis cross",
    url: "https://open.kattis.com/problems/cross",
    time_limit_ms: 600,
    memory_limit_kib: 32 * 1024,
    compare: Compare::IgnoreTrailingWhitespace,
    rust: Rust::Takes(KATTIS),
    same_puzzle: &[],
};

/// What the tools need of this input: one 9×9 grid of digits and dots. gen's puzzles have one
/// solution; how far cross-hatching gets on them is the question (the cases hold the grids
/// that end in `ERROR`).
pub const INPUT: Input = Input::Puzzles(InputFormat {
    grids: Grids::Boxed { rows: 3, cols: 3 },
    most_puzzles: 1,
    most_givens: None,
    header: no_header,
    puzzle: |out, _, _, puzzle| write_cells(out, puzzle, SYMBOLS.values, b'.'),
    footer: no_footer,
});
