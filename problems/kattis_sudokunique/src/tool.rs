//! The tools' side of `kattis_sudokunique`: its judge (`JUDGE`) and its input as the tools
//! write it (`INPUT`). Compiled only with the crate's `catalog` feature, through which the
//! catalog reads it: no submission carries any of it.

use spec::format::{no_footer, no_header, write_numbers, Grids, Input, InputFormat};
use spec::judge::{Compare, Judge, Rust, KATTIS};

use crate::MAX_BOARDS;

/// Kattis's page for this problem. Kattis compiles Rust with rustc 1.78 to 1.85, `rustc -O
/// --crate-type bin --edition=2021`, and takes sources up to 128 KiB (its language page). The
/// copy of the statement we have shows no limits: 1 s and Kattis's default 1024 MB are
/// assumed. Kattis's default output validator ignores white space at the ends of lines.
pub const JUDGE: Judge = Judge {
    name: "Kattis Sudokunique",
    url: "https://open.kattis.com/problems/sudokunique",
    time_limit_ms: 1000,
    memory_limit_kib: 1024 * 1024,
    compare: Compare::IgnoreTrailingWhitespace,
    rust: Rust::Takes(KATTIS),
    same_puzzle: &[],
};

/// What the tools need of this input: up to 100 boards of spaced numbers, an empty line
/// between them. gen writes puzzles with one solution, the answer that costs a proof (the
/// search for a second solution exhausts the tree); the other two answers are in the cases.
pub const INPUT: Input = Input::Puzzles(InputFormat {
    grids: Grids::Boxed { rows: 3, cols: 3 },
    most_puzzles: MAX_BOARDS,
    most_givens: None,
    header: no_header,
    puzzle: |out, k, _, puzzle| {
        if k > 0 {
            writeln!(out)?;
        }
        write_numbers(out, puzzle)
    },
    footer: no_footer,
});
