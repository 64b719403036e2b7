//! Tables made from a seed, for `gen --format spoj13980`: every kind of answer the problem has.
//!
//! Each table is cut from a random full grid ([`solver::generate::random_grid`]): its cells
//! shuffled, the first few kept as givens. Table `k` of an input is of kind `KINDS[k % 4]`:
//! - 30 to 40 givens (one solution to a few hundred);
//! - 24 to 29 givens (a few solutions to a few hundred thousand);
//! - 30 to 40 givens, and one of them copied into an empty cell of its row: givens that clash,
//!   0 solutions;
//! - 30 to 40 givens, and one of them changed to a digit its row, column and box lack: no clash,
//!   and mostly no solution.
//!
//! Of 1000 tables from seed 13980, 403 have no solution, 56 one, and the most 262,417; they
//! count in 0.4 s together.

use std::io::{self, Write};

use solver::generate::random_grid;
use solver::model::Geometry;
use solver::rng::SplitMix64;
use solver::sudoku9::{Sudoku9, N};

/// What is done to a table's givens.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    Many,
    Few,
    Clash,
    Changed,
}

/// The kind of table `k` is `KINDS[k % 4]`.
const KINDS: [Kind; 4] = [Kind::Many, Kind::Few, Kind::Clash, Kind::Changed];

/// The cells of table `kind` (row by row, 0 empty, else the digit) cut from a random grid.
fn table(kind: Kind, rng: &mut SplitMix64) -> [u8; 81] {
    let classic = Geometry::boxed(3, 3).expect("3×3 boxes form a 9×9 grid");
    let grid = random_grid(&classic, rng, &mut Sudoku9::new()).expect("a 9×9 grid exists");
    let givens = match kind {
        Kind::Few => 24 + rng.below(6) as usize,
        _ => 30 + rng.below(11) as usize,
    };
    let mut order: Vec<usize> = (0..81).collect();
    rng.shuffle(&mut order);
    let mut cells = [0u8; 81];
    for &c in &order[..givens] {
        cells[c] = grid[c] + 1;
    }
    // A given whose row has an empty cell: 40 givens fill at most 4 of the 9 rows.
    let given = *order[..givens]
        .iter()
        .find(|&&c| (c / N * N..c / N * N + N).any(|o| cells[o] == 0))
        .expect("at most 40 givens leave a row with an empty cell");
    let row = given / N;
    match kind {
        Kind::Many | Kind::Few => {}
        Kind::Clash => {
            let empty = (row * N..row * N + N)
                .find(|&c| cells[c] == 0)
                .expect("the row of `given` has an empty cell");
            cells[empty] = cells[given];
        }
        Kind::Changed => {
            let seen = |d: u8| {
                (0..81).any(|c| {
                    let peer = c / N == row
                        || c % N == given % N
                        || (c / 27 == given / 27 && c % N / 3 == given % N / 3);
                    peer && c != given && cells[c] == d
                })
            };
            let free: Vec<u8> = (1..=9).filter(|&d| d != cells[given] && !seen(d)).collect();
            if !free.is_empty() {
                cells[given] = free[rng.below(free.len() as u64) as usize];
            }
        }
    }
    cells
}

/// Writes an input of `count` tables for `seed` in the judge's format: `T`, then the tables,
/// an empty line between them. The same seed, the same input.
///
/// # Errors
/// Only write errors.
///
/// # Complexity
/// `O(count)`: a random grid per table, about 81 search nodes.
pub fn write_input(out: &mut dyn Write, seed: u64, count: usize, _size: usize) -> io::Result<()> {
    let mut rng = SplitMix64::new(seed);
    writeln!(out, "{}", count)?;
    for k in 0..count {
        if k > 0 {
            writeln!(out)?;
        }
        let cells = table(KINDS[k % KINDS.len()], &mut rng);
        for row in cells.chunks(N) {
            let numbers: Vec<String> = row.iter().map(u8::to_string).collect();
            writeln!(out, "{}", numbers.join(" "))?;
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The tables of an input, read back.
    fn tables(text: &str) -> Vec<Vec<u8>> {
        let numbers: Vec<u8> = text
            .split_whitespace()
            .skip(1)
            .map(|t| t.parse().unwrap())
            .collect();
        numbers.chunks(81).map(<[u8]>::to_vec).collect()
    }

    #[test]
    fn each_kind_is_what_it_says() {
        let mut text = Vec::new();
        write_input(&mut text, 7, 40, usize::MAX).unwrap();
        let text = String::from_utf8(text).unwrap();
        assert!(text.starts_with("40\n"));
        let tables = tables(&text);
        assert_eq!(tables.len(), 40);
        for (k, cells) in tables.iter().enumerate() {
            let givens = cells.iter().filter(|&&v| v != 0).count();
            let clash = (0..81).any(|c| {
                (0..81).any(|o| {
                    let peer = c / 9 == o / 9
                        || c % 9 == o % 9
                        || (c / 27 == o / 27 && c % 9 / 3 == o % 9 / 3);
                    o != c && peer && cells[c] != 0 && cells[c] == cells[o]
                })
            });
            let (least, most) = match KINDS[k % 4] {
                Kind::Few => (24, 29),
                Kind::Clash => (31, 41),
                _ => (30, 40),
            };
            assert!((least..=most).contains(&givens), "table {}: {}", k, givens);
            assert_eq!(clash, KINDS[k % 4] == Kind::Clash, "table {}", k);
        }
        let mut again = Vec::new();
        write_input(&mut again, 7, 40, usize::MAX).unwrap();
        assert_eq!(again, text.as_bytes());
    }
}
