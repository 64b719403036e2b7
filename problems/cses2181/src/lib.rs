//! CSES 2181 (Counting Tilings): the number of ways to fill an `n × m` grid with 1×2 and 2×1
//! tiles, modulo 10⁹ + 7.
//!
//! Input: `n m` (1 ≤ n ≤ 10, 1 ≤ m ≤ 1000). Output: the count modulo 10⁹ + 7. Anything after
//! `m` is bad input. Counted by the library's frontier counter ([`solver::frontier`]) column
//! after column of `n` cells: broken-profile dynamic programming, at most 2ⁿ states a cell.

use std::io::{self, Write};

use solver::count::Mod;
use solver::frontier::Frontier;
use textio::tokens::{read_number, the_only_case};
use textio::Report;

#[cfg(feature = "catalog")]
pub mod tool;

/// The most rows and the most columns the statement allows.
pub const MOST: (usize, usize) = (10, 1000);

/// The modulus of the answer.
pub type Count = Mod<1_000_000_007>;

/// The number of domino tilings of a `rows × columns` board, modulo 10⁹ + 7: `O(rows ·
/// columns · 2^rows)`.
pub fn tilings(rows: usize, columns: usize) -> Count {
    let mut board = Frontier::new(rows * columns);
    for shape in [[(0, 0), (1, 0)], [(0, 0), (0, 1)]].iter() {
        board
            .place_on_rectangle(rows, columns, shape, None)
            .expect("a domino spans at most `rows` cells");
    }
    board.count().expect("residues do not overflow")
}

/// Answers `input` on `out`; see the crate documentation for the format.
pub fn solve(input: &[u8], out: &mut dyn Write, report: &mut Report) -> io::Result<()> {
    let read = |tokens: &mut textio::Tokens<'_>| {
        Ok((
            read_number(tokens, "n", 1, MOST.0)?,
            read_number(tokens, "m", 1, MOST.1)?,
        ))
    };
    match the_only_case(input, "m", report, read) {
        Some((n, m)) => writeln!(out, "{}", tilings(n, m)),
        None => Ok(()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Tilings modulo the prime by the transfer of column profiles, written out separately.
    fn by_profiles(rows: usize, columns: usize) -> u64 {
        const P: u64 = 1_000_000_007;
        let mut ways = vec![0u64; 1 << rows];
        ways[0] = 1;
        for _ in 0..columns {
            let mut next = vec![0u64; 1 << rows];
            for (sticking_in, &w) in ways.iter().enumerate().filter(|(_, &w)| w > 0) {
                // Fill the column: cells already covered from the left are set in `sticking_in`;
                // each free cell starts a vertical domino or sticks out to the right.
                let mut stack = vec![(0, sticking_in, 0)];
                while let Some((r, filled, out)) = stack.pop() {
                    if r == rows {
                        next[out] = (next[out] + w) % P;
                    } else if filled >> r & 1 == 1 {
                        stack.push((r + 1, filled, out));
                    } else {
                        stack.push((r + 1, filled, out | 1 << r));
                        if r + 1 < rows && filled >> (r + 1) & 1 == 0 {
                            stack.push((r + 2, filled, out));
                        }
                    }
                }
            }
            ways = next;
        }
        ways[0]
    }

    #[test]
    fn tilings_agree_with_a_transfer_of_profiles() {
        for rows in 1..=10 {
            for columns in [1, 2, 3, 7, 50, 333] {
                assert_eq!(tilings(rows, columns).value(), by_profiles(rows, columns));
            }
        }
    }
}
