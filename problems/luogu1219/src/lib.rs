//! Luogu P1219 (\[USACO1.5\] 八皇后 Checker Challenge): the first three placements of `n`
//! queens on an `n`×`n` board in lexicographic order, and how many there are.
//!
//! Input: `n`, from 6 to 13 (the statement's bounds; from 6 on there are three placements at
//! least). Output: the first three placements, each the column (from 1) of the queen of each
//! row, separated by spaces, one per line; then the number of placements. Anything after `n`
//! is bad input. The placements and the count come from `solver::queens`.

use std::io::{self, Write};

use solver::engine::Flow;
use solver::queens::Queens;
use textio::tokens::the_only_number;
use textio::Report;

#[cfg(feature = "catalog")]
pub mod tool;

/// The smallest and the largest side the statement allows.
pub const SIDES: (usize, usize) = (6, 13);

/// How many placements are printed.
pub const SHOWN: usize = 3;

/// Answers `input` on `out`; see the crate documentation for the format.
pub fn solve(input: &[u8], out: &mut dyn Write, report: &mut Report) -> io::Result<()> {
    let n = match the_only_number(input, "the side n", SIDES.0, SIDES.1, report) {
        Some(n) => n,
        None => return Ok(()),
    };
    let board = Queens::new(n).expect("a side up to 13");
    let mut shown = Vec::with_capacity(SHOWN);
    let _ = board.visit(|queens| {
        shown.push(queens.to_vec());
        if shown.len() == SHOWN {
            Flow::Break
        } else {
            Flow::Continue
        }
    });
    let mut text = String::new();
    for queens in &shown {
        let columns: Vec<String> = queens.iter().map(|c| (c + 1).to_string()).collect();
        text.push_str(&columns.join(" "));
        text.push('\n');
    }
    text.push_str(&format!("{}\n", board.count()));
    out.write_all(text.as_bytes())
}
