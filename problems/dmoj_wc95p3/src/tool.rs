//! The tools' side of `dmoj_wc95p3`: its judge (`JUDGE`) and its input as the tools write it
//! (`INPUT`). Compiled only with the crate's `catalog` feature, through which the catalog reads
//! it: no submission carries any of it.

use std::io::{self, Write};

use spec::format::{write_sides, Input, OwnInput};
use spec::judge::{Compare, Judge, Rust, DMOJ};

use crate::{MAX_ORDER, MIN_ORDER};

/// DMOJ's page for this problem. Its limits were not seen; those of the WCIPEG copy, 2 s and
/// 16 MB, are assumed. One answer; DMOJ's default checker ignores white space at the ends of
/// lines.
pub const JUDGE: Judge = Judge {
    name: "DMOJ wc95p3 Smallest Latin Square",
    url: "https://dmoj.ca/problem/wc95p3",
    time_limit_ms: 2000,
    memory_limit_kib: 16 * 1024,
    compare: Compare::IgnoreTrailingWhitespace,
    rust: Rust::Takes(DMOJ),
    same_puzzle: &[],
};

/// What the tools need of this input: a count, then that many orders from 2 to 9.
pub const INPUT: Input = Input::Own(OwnInput {
    what: "M orders from 2 to 9",
    most_cases: 100,
    write: write_input,
});

/// Writes `count` orders from 2 to 9 (to `size`, when smaller) drawn from `seed`, after their
/// count.
///
/// # Errors
/// Only write errors.
pub fn write_input(out: &mut dyn Write, seed: u64, count: usize, size: usize) -> io::Result<()> {
    writeln!(out, "{}", count)?;
    write_sides(out, seed, count, size, MIN_ORDER, MAX_ORDER)
}
