//! The tools' side of `luogu1219`: its judge (`JUDGE`) and its input as the tools write it
//! (`INPUT`). Compiled only with the crate's `catalog` feature, through which the catalog reads
//! it: no submission carries any of it.

use std::io::{self, Write};

use spec::format::{Input, OwnInput};
use spec::judge::{Compare, Judge, Rust, LUOGU};

use crate::SIDES;

/// Luogu's page for this problem. The limits are not in our copy of the statement: Luogu's
/// usual 1 s and 128 MB are assumed. Luogu takes Rust ([`LUOGU`]) and ignores white space at
/// the ends of lines and of the output.
pub const JUDGE: Judge = Judge {
    name: "Luogu P1219 八皇后 Checker Challenge",
    url: "https://www.luogu.com.cn/problem/P1219",
    time_limit_ms: 1000,
    memory_limit_kib: 128 * 1024,
    compare: Compare::IgnoreTrailingWhitespace,
    rust: Rust::Takes(LUOGU),
    same_puzzle: &[],
};

/// What the tools need of this input: one side `n`, made by the problem ([`write_input`]).
pub const INPUT: Input = Input::Own(OwnInput {
    what: "the side of a board, from 6 to 13",
    most_cases: 1,
    write: write_input,
});

/// Writes one side made from `seed`, from 6 to 13 (to `size`, when smaller):
/// [`spec::format::write_sides`].
///
/// # Errors
/// Only write errors.
pub fn write_input(out: &mut dyn Write, seed: u64, _count: usize, size: usize) -> io::Result<()> {
    spec::format::write_sides(out, seed, 1, size, SIDES.0, SIDES.1)
}
