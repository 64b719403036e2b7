//! The local program: sides `n` in, the submission's count for each out, one a line. LeetCode
//! runs its own driver instead, so no submission carries this (it sits behind the crate's
//! default `local` feature, which a judge's plain `rustc` leaves out).

use std::io::{self, Write};

use textio::tokens::each_number_until_end;
use textio::Report;

use crate::{total, MAX_N};

/// Answers the sides of `input` on `out` with [`total`].
pub fn solve(input: &[u8], out: &mut dyn Write, report: &mut Report) -> io::Result<()> {
    answer_sides(input, out, report, total)
}

/// Reads every side of `input` (1 to 9) and writes what `count` (the judge's signature: the
/// local program passes the submission's `Solution::total_n_queens`) gives for it. A bad side
/// is reported and ends the reading; the answers before it stay.
///
/// # Errors
/// Only a failed write.
pub fn answer_sides(
    input: &[u8],
    out: &mut dyn Write,
    report: &mut Report,
    count: impl Fn(i32) -> i32,
) -> io::Result<()> {
    each_number_until_end(input, "the side n", 1, MAX_N, report, |n| {
        writeln!(out, "{}", count(n as i32))
    })
}
