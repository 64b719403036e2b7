//! Luogu P1074 (NOIP 2009 提高组 靶形数独, "target Sudoku"): the highest score over every
//! completion of a 9×9 Sudoku.
//!
//! Input: as Luogu P1784, 9 lines of 9 digits separated by spaces, `0` for an empty cell (only
//! tokens count). Each cell weighs by its ring of the target: 10 at the centre, then 9, 8, 7 and
//! 6 on the outermost ring (`10 − max(|r − 4|, |c − 4|)` for 0-based row `r` and column `c`), and
//! a completion scores the sum of weight times digit. Output: one line, the highest score over
//! all completions, or `-1` when there is none. With 24 givens the completions can run into the
//! millions: the search is the library's branch and bound, [`solver::best_score::BestScore`].

use std::io::{self, Write};

use solver::best_score::BestScore;
use solver::model::{Geometry, Puzzle};
use textio::grid::{read_only_grid, read_spaced_rows, Symbols};
use textio::Report;

#[cfg(feature = "catalog")]
pub mod tool;

/// The side of the grid.
pub const N: usize = 9;
/// The digits for values 0–8 and the empty cell.
pub const SYMBOLS: Symbols = Symbols {
    values: b"123456789",
    empty: Some(b'0'),
};

/// The weight of the cell in row `r` and column `c` (from 0): its ring of the target.
pub fn weight(r: usize, c: usize) -> u32 {
    let ring = r.max(4) - r.min(4);
    let ring = ring.max(c.max(4) - c.min(4));
    10 - ring as u32
}

/// Answers the puzzle of `input` on `out`; see the crate documentation for the format.
pub fn solve(input: &[u8], out: &mut dyn Write, report: &mut Report) -> io::Result<()> {
    let (_, cells) = match read_only_grid(input, N, &SYMBOLS, read_spaced_rows, report) {
        Some(grid) => grid,
        None => return Ok(()),
    };
    let geometry = Geometry::boxed(3, 3).expect("3×3 boxes form a 9×9 grid");
    let puzzle = Puzzle::new(geometry, cells).expect("81 cells of values below 9");
    let weights: Vec<u32> = (0..N * N).map(|cell| weight(cell / N, cell % N)).collect();
    match BestScore::new()
        .best(&puzzle, &weights)
        .expect("one weight per cell")
    {
        Some((score, _)) => writeln!(out, "{}", score)?,
        None => writeln!(out, "-1")?,
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn weights_are_the_rings_of_the_target() {
        // The statement's picture: 6 on the border, 10 at the centre.
        assert_eq!(weight(0, 0), 6);
        assert_eq!(weight(0, 4), 6);
        assert_eq!(weight(8, 3), 6);
        assert_eq!(weight(1, 1), 7);
        assert_eq!(weight(3, 5), 9);
        assert_eq!(weight(4, 4), 10);
        let total: u32 = (0..81).map(|c| weight(c / 9, c % 9)).sum();
        assert_eq!(total, 6 * 32 + 7 * 24 + 8 * 16 + 9 * 8 + 10);
    }
}
