//! The tools' side of `luogu4573`: its judge (`JUDGE`) and its input as the tools write it
//! (`INPUT`, made from a seed by `write_input`). Compiled only with the crate's `catalog`
//! feature, through which the catalog reads it: no submission carries any of it.

use spec::format::{Input, OwnInput};
use spec::judge::{Compare, Judge, Rust, LUOGU};

pub mod instances;
pub use instances::write_input;

/// Luogu's page for this problem. Luogu takes Rust for its own problems: rustc 1.88 with
/// `--edition 2024` (its judging documentation, 2025-12); no source limit is published. The
/// limits shown on the page could not be read here: Luogu's common 1 s and 128 MB are assumed.
/// Luogu ignores spaces at the ends of lines and empty lines at the end of the output.
pub const JUDGE: Judge = Judge {
    name: "Luogu P4573 [CQOI2013] 新数独",
    url: "https://www.luogu.com.cn/problem/P4573",
    time_limit_ms: 1000,
    memory_limit_kib: 128 * 1024,
    compare: Compare::IgnoreTrailingWhitespace,
    rust: Rust::Takes(LUOGU),
    same_puzzle: &[],
};

/// What the tools need of this input: one puzzle of signs with a unique solution, which this
/// crate makes from a seed ([`instances`]).
pub const INPUT: Input = Input::Own(OwnInput {
    what: "the 108 signs of a greater-than 9×9 Sudoku with one solution",
    most_cases: 1,
    write: write_input,
});
