//! The local program: the submission (`solution.rs`) compiled beside a `struct Solution` as the
//! judge compiles it, and a `main` that answers pairs of sides through it.

use std::io::{self, Write};

use textio::Report;

/// What the judge defines: the type the submission implements.
struct Solution;

include!("solution.rs");

fn solve(input: &[u8], out: &mut dyn Write, report: &mut Report) -> io::Result<()> {
    leetcode1240::answer_pairs(input, out, report, Solution::tiling_rectangle)
}

fn main() {
    std::process::exit(textio::run("leetcode1240", solve));
}
