//! The tools' side of `spoj13980`: its judge (`JUDGE`) and its input as the tools write it
//! (`INPUT`, made from a seed by `write_input`). Compiled only with the crate's `catalog`
//! feature, through which the catalog reads it: no submission carries any of it.

use spec::format::{Input, OwnInput};
use spec::judge::{Compare, Judge, Rust, SPOJ};

pub mod tables;
pub use tables::write_input;

/// SPOJ's page for this problem. SPOJ runs rustc about 1.56 and offers editions up to 2021;
/// its common source limit, 50,000 bytes, is assumed. The page gives no time or memory limit
/// that we could find: SPOJ's usual 1 s (per file) and 1536 MB are assumed. SPOJ's default
/// comparison ignores trailing white space.
pub const JUDGE: Judge = Judge {
    name: "SPOJ SUDOGOB Sudoku goblin",
    url: "https://www.spoj.com/problems/SUDOGOB/",
    time_limit_ms: 1000,
    memory_limit_kib: 1536 * 1024,
    compare: Compare::IgnoreTrailingWhitespace,
    rust: Rust::Takes(SPOJ),
    same_puzzle: &[],
};

/// What the tools need of this input: tables with any number of solutions, which the problem
/// makes from a seed ([`write_input`]).
pub const INPUT: Input = Input::Own(OwnInput {
    what: "a 9×9 table with any number of solutions",
    most_cases: usize::MAX,
    write: write_input,
});
