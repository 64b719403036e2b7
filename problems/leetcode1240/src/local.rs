//! The local program: pairs `n m` in, the submission's answer for each out, one a line.
//! LeetCode runs its own driver instead, so no submission carries this (it sits behind the
//! crate's default `local` feature, which a judge's plain `rustc` leaves out).

use std::io::{self, Write};

use textio::tokens::{each_case_until_end, read_number};
use textio::{Report, Tokens};

use crate::{fewest_squares, MAX_SIDE};

/// Answers the pairs of `input` on `out` with [`fewest_squares`].
pub fn solve(input: &[u8], out: &mut dyn Write, report: &mut Report) -> io::Result<()> {
    answer_pairs(input, out, report, fewest_squares)
}

/// Reads every pair `n m` of `input` (each 1 to 13) and writes what `fewest` (the judge's
/// signature: the local program passes the submission's `Solution::tiling_rectangle`) gives
/// for it. A bad side is reported and ends the reading; the answers before it stay.
///
/// # Errors
/// Only a failed write.
pub fn answer_pairs(
    input: &[u8],
    out: &mut dyn Write,
    report: &mut Report,
    fewest: impl Fn(i32, i32) -> i32,
) -> io::Result<()> {
    let read = |tokens: &mut Tokens<'_>| {
        let n = read_number(tokens, "n", 1, MAX_SIDE)?;
        Ok((n, read_number(tokens, "m", 1, MAX_SIDE)?))
    };
    each_case_until_end(input, report, read, |_, (n, m), _| {
        writeln!(out, "{}", fewest(n as i32, m as i32))
    })
}
