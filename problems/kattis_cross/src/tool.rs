//! The tools' side of `kattis_cross`: its judge (`JUDGE`) and its input as the tools write it
//! (`INPUT`). Compiled only with the crate's `catalog` feature, through which the catalog
//! reads it: no submission carries any of it.

use std::io::{self, Write};

use solver::model::Geometry;
use spec::format::{generated_puzzle, write_cells, Input, OwnInput};
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

/// What the tools need of this input: one puzzle of one solution ([`write_input`]); how far
/// the rules get on it depends on the puzzle, not only on its solution, so it is the problem's
/// own input rather than gen's puzzles.
pub const INPUT: Input = Input::Own(OwnInput {
    what: "a 9×9 puzzle of one solution and 20 to 40 givens, in digits and dots",
    most_cases: 1,
    write: write_input,
});

/// Writes one puzzle made from `seed` ([`generated_puzzle`]): 20 to 40 givens (to `size`, when
/// fewer), where the rules stop short as often as they solve it.
///
/// # Errors
/// Only write errors.
pub fn write_input(out: &mut dyn Write, seed: u64, _count: usize, size: usize) -> io::Result<()> {
    let puzzle = generated_puzzle(
        &Geometry::boxed(3, 3).expect("3×3 boxes form a 9×9 grid"),
        seed,
        size,
        20,
        40,
    );
    write_cells(out, &puzzle, SYMBOLS.values, b'.')
}
