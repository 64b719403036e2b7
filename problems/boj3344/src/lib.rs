//! BOJ 3344 (N-Queen): a placement of `N` queens on an `N × N` board, no two attacking, for `N`
//! far beyond any search.
//!
//! Input: `N`. Output: `N` lines, line `i` the column (from 1) of the queen of row `i`; any
//! placement is accepted ([`tool::check_answer`]). No statement survives in public copies: the
//! bounds are inferred from accepted solutions, which take `N` up to 99,999 and write down a
//! construction; `N` from 4 is read (2 and 3 have no placement). Anything after `N` is bad
//! input. The placement is [`solver::queens::placement`], `O(N)`.

use std::io::{self, Write};

use solver::queens::placement;
use textio::tokens::the_only_number;
use textio::Report;

#[cfg(feature = "catalog")]
pub mod tool;

/// The smallest and the largest side read.
pub const SIDES: (usize, usize) = (4, 99_999);

/// Answers `input` on `out`; see the crate documentation for the format.
pub fn solve(input: &[u8], out: &mut dyn Write, report: &mut Report) -> io::Result<()> {
    let n = match the_only_number(input, "the side N", SIDES.0, SIDES.1, report) {
        Some(n) => n,
        None => return Ok(()),
    };
    let queens = placement(n).expect("every side from 4 has a placement");
    let mut text = String::with_capacity(7 * n);
    for column in queens {
        text.push_str(&(column + 1).to_string());
        text.push('\n');
    }
    out.write_all(text.as_bytes())
}
