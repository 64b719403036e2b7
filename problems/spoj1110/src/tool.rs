//! The tools' side of `spoj1110`: its judge (`JUDGE`) and its input as the tools write it
//! (`INPUT`). Compiled only with the crate's `catalog` feature, through which the catalog reads
//! it: no submission carries any of it.

use spec::format::{count_header, Input, InputFormat};
use spec::judge::{Compare, Judge, Rust, SPOJ};

use crate::MAX_GRIDS;

/// SPOJ's page for this problem. SPOJ runs rustc about 1.56 and offers editions up to 2021;
/// its default source limit is 50,000 bytes. The page gives no time or memory limit that we
/// could find: SPOJ's usual 1 s (per file) and 1536 MB are assumed. SPOJ's default comparison
/// ignores trailing white space.
pub const JUDGE: Judge = Judge {
    name: "SPOJ SUDOKU",
    url: "https://www.spoj.com/problems/SUDOKU/",
    time_limit_ms: 1000,
    memory_limit_kib: 1536 * 1024,
    compare: Compare::IgnoreTrailingWhitespace,
    rust: Rust::Takes(SPOJ),
    same_puzzle: &["acwing169", "poj3076"],
};

/// What the tools need of this input: the count K, then K ≤ 10 grids of acwing169's.
pub const INPUT: Input = Input::Puzzles(InputFormat {
    most_puzzles: MAX_GRIDS,
    header: count_header,
    ..acwing169::tool::GRIDS
});
