//! The tools' side of `spoj_easudoku`: its judge (`JUDGE`) and its input as the tools write it
//! (`INPUT`). Compiled only with the crate's `catalog` feature, through which the catalog reads
//! it: no submission carries any of it.

use spec::format::{count_header, Input, InputFormat, NUMBERS};
use spec::judge::{Compare, Compiler, Judge, Rust, SPOJ};

use crate::MOST_GRIDS;

/// SPOJ's page for this problem: 1 s, 1536 MB, and a source limit of 5,000 bytes instead of
/// SPOJ's usual 50,000; every language but Erlang. SPOJ's default comparison ignores trailing
/// white space; a different valid solution is refused, so a grid of several solutions expects
/// one in particular, which the statement does not name (the crate says which we print).
pub const JUDGE: Judge = Judge {
    name: "SPOJ EASUDOKU Easy sudoku",
    url: "https://www.spoj.com/problems/EASUDOKU/",
    time_limit_ms: 1000,
    memory_limit_kib: 1536 * 1024,
    compare: Compare::IgnoreTrailingWhitespace,
    rust: Rust::Takes(Compiler {
        source_limit: Some(5_000),
        ..SPOJ
    }),
    same_puzzle: &["luogu1784", "boj2580"],
};

/// What the tools need of this input: the count T, then T ≤ 14 grids of digits separated by
/// spaces, `0` empty.
pub const INPUT: Input = Input::Puzzles(InputFormat {
    most_puzzles: MOST_GRIDS,
    header: count_header,
    ..NUMBERS
});
