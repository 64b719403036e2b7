//! The local program: sides `n` in, the submission's placements for each out in LeetCode's
//! text form, one line a side; and the judge's comparison, any order. LeetCode runs its own
//! driver instead, so no submission carries this (it sits behind the crate's default `local`
//! feature, which a judge's plain `rustc` leaves out).

use std::io::{self, Write};

use textio::tokens::each_number_until_end;
use textio::Report;

use crate::{placements, MAX_N};

/// Answers the sides of `input` on `out` with [`placements`].
pub fn solve(input: &[u8], out: &mut dyn Write, report: &mut Report) -> io::Result<()> {
    answer_sides(input, out, report, placements)
}

/// Reads every side of `input` (1 to 9) and writes what `place` (the judge's signature: the
/// local program passes the submission's `Solution::solve_n_queens`) gives for it. A bad side is
/// reported and ends the reading; the answers before it stay.
///
/// # Errors
/// Only a failed write.
pub fn answer_sides(
    input: &[u8],
    out: &mut dyn Write,
    report: &mut Report,
    place: impl Fn(i32) -> Vec<Vec<String>>,
) -> io::Result<()> {
    each_number_until_end(input, "the side n", 1, MAX_N, report, |n| {
        let boards: Vec<String> = place(n as i32)
            .iter()
            .map(|rows| {
                let rows: Vec<String> = rows.iter().map(|r| format!("\"{}\"", r)).collect();
                format!("[{}]", rows.join(","))
            })
            .collect();
        writeln!(out, "[{}]", boards.join(","))
    })
}
