//! The tools' side of `poj3076`: its judge (`JUDGE`) and its input as the tools write it
//! (`INPUT`). Compiled only with the crate's `catalog` feature, through which the catalog reads
//! it: no submission carries any of it.

use spec::judge::{Compare, Judge, Rust};

/// POJ's page for this problem. Our copy of the statement gives no limits: 64 MB and POJ's
/// usual 10 s for this problem are assumed.
pub const JUDGE: Judge = Judge {
    name: "POJ 3076 Sudoku",
    url: "http://poj.org/problem?id=3076",
    time_limit_ms: 10_000,
    memory_limit_kib: 64 * 1024,
    compare: Compare::IgnoreTrailingEmptyLines,
    rust: Rust::No {
        languages: "C, C++, Pascal, Java, Fortran",
    },
    same_puzzle: &["acwing169", "spoj1110"],
};

/// acwing169's input, to the byte.
pub const INPUT: spec::format::Input = acwing169::tool::INPUT;
