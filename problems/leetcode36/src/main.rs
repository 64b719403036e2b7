//! The local program: the submission (`solution.rs`) compiled beside a `struct Solution` as the
//! judge compiles it, and a `main` that answers boards in LeetCode's text form through it.

use std::io::{self, Write};

use textio::Report;

/// What the judge defines: the type the submission implements.
struct Solution;

include!("solution.rs");

fn solve(input: &[u8], out: &mut dyn Write, report: &mut Report) -> io::Result<()> {
    leetcode36::answer_boards(input, out, report, Solution::is_valid_sudoku)
}

fn main() {
    std::process::exit(textio::run("leetcode36", solve));
}
