//! POJ 3076 Sudoku (= UVa 1309, LA 2659): 16×16 Sudoku with 4×4 boxes, letters `A`–`P`, `-`
//! for an empty cell.
//!
//! Input: grids of 16 rows of 16 characters, one after another until the end of the input.
//! Output: each solved grid in the same format, followed by one empty line (after the last too).
//! The statement promises exactly one solution per grid; a grid without one is reported on
//! stderr and gets no answer. POJ accepts the empty line after the last grid (ZOJ 3122, the same
//! puzzle, does not; it is not one of our judges).
//!
//! The puzzle and both formats are AcWing 169's to the byte, so the program is `acwing169`'s;
//! what this crate adds is POJ's judge.

#[cfg(feature = "catalog")]
use textio::judge::{Compare, Judge, Rust};

pub use acwing169::solve;

/// POJ's page for this problem. Our copy of the statement gives no limits: 64 MB and POJ's
/// usual 10 s for this problem are assumed.
#[cfg(feature = "catalog")]
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
#[cfg(feature = "catalog")]
pub const INPUT: textio::format::Input = acwing169::INPUT;
