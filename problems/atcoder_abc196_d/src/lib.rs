//! AtCoder ABC196 D (Hanjo): in how many ways do `A` mats of 2×1 (laid either way) and `B`
//! mats of 1×1 cover an `H × W` room exactly? Mats of a kind are alike.
//!
//! Input: `H W A B` with `HW ≤ 16` and `2A + B = HW` (the second is inferred from solutions: the
//! statement page was not read). Output: the count (at most 3,388, the official editorial's
//! largest). Counted by the library's frontier counter ([`solver::frontier`]) with the 2×1
//! mats a kind used exactly `A` times: a counter in the state, not `A` copies of each mat.

use std::io::{self, Write};

use solver::frontier::Frontier;
use textio::report::InputError;
use textio::tokens::{read_number, the_only_case};
use textio::Report;

#[cfg(feature = "catalog")]
pub mod tool;

/// The largest room the statement allows, in cells.
pub const MOST_CELLS: usize = 16;

/// The number of ways to cover a `rows × columns` room with `dominoes` 2×1 mats and unit
/// mats on the rest (`2 · dominoes ≤ rows · columns`, or the count is 0).
pub fn coverings(rows: usize, columns: usize, dominoes: usize) -> u128 {
    let mut room = Frontier::new(rows * columns);
    let kind = room
        .add_kind(dominoes as u64, dominoes as u64)
        .expect("one counter");
    room.place_on_rectangle(rows, columns, &[(0, 0)], None)
        .and_then(|()| room.place_on_rectangle(rows, columns, &[(0, 0), (1, 0)], Some(kind)))
        .and_then(|()| room.place_on_rectangle(rows, columns, &[(0, 0), (0, 1)], Some(kind)))
        .and_then(|()| room.count())
        .expect("a mat spans at most `rows` cells and a count of 16 cells fits")
}

/// Reads `H W A B`: the sides from 1 to 16 with at most 16 cells, and `2A + B = HW`.
fn read_room(tokens: &mut textio::Tokens<'_>) -> Result<(usize, usize, usize), InputError> {
    let h = read_number(tokens, "H", 1, MOST_CELLS)?;
    let line = tokens.line();
    let w = read_number(tokens, "W", 1, MOST_CELLS)?;
    if h * w > MOST_CELLS {
        return Err(InputError::new(
            line,
            format!("expected H·W at most {}, found {}·{}", MOST_CELLS, h, w),
        ));
    }
    let a = read_number(tokens, "A", 0, h * w / 2)?;
    let line = tokens.line();
    let b = read_number(tokens, "B", 0, h * w)?;
    if 2 * a + b != h * w {
        return Err(InputError::new(
            line,
            format!("expected 2A + B = H·W = {}, found 2·{} + {}", h * w, a, b),
        ));
    }
    Ok((h, w, a))
}

/// Answers `input` on `out`; see the crate documentation for the format.
pub fn solve(input: &[u8], out: &mut dyn Write, report: &mut Report) -> io::Result<()> {
    match the_only_case(input, "B", report, read_room) {
        // The shorter side as the frontier's columns keeps the states fewest.
        Some((h, w, a)) => writeln!(out, "{}", coverings(h.min(w), h.max(w), a)),
        None => Ok(()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The coverings of a `rows × columns` room with `dominoes` 2×1 mats, cell by cell in
    /// row-major order: the first free cell takes a unit mat or a 2×1 mat to the right or down.
    fn brute_force(
        rows: usize,
        columns: usize,
        covered: u32,
        dominoes: usize,
        units: usize,
    ) -> u128 {
        let cells = rows * columns;
        let first = (0..cells).find(|&c| covered >> c & 1 == 0);
        let cell = match first {
            None => return u128::from(dominoes == 0 && units == 0),
            Some(cell) => cell,
        };
        let mut ways = 0;
        if units > 0 {
            ways += brute_force(rows, columns, covered | 1 << cell, dominoes, units - 1);
        }
        if dominoes > 0 {
            if cell % columns + 1 < columns && covered >> (cell + 1) & 1 == 0 {
                ways += brute_force(rows, columns, covered | 3 << cell, dominoes - 1, units);
            }
            if cell + columns < cells {
                let both = 1 << cell | 1 << (cell + columns);
                ways += brute_force(rows, columns, covered | both, dominoes - 1, units);
            }
        }
        ways
    }

    #[test]
    fn coverings_agree_with_a_cell_by_cell_search_and_the_editorial() {
        let mut largest = 0;
        for rows in 1..=16 {
            for columns in 1..=16 / rows {
                for dominoes in 0..=rows * columns / 2 {
                    let units = rows * columns - 2 * dominoes;
                    let count = coverings(rows, columns, dominoes);
                    assert_eq!(count, brute_force(rows, columns, 0, dominoes, units));
                    largest = largest.max(count);
                }
            }
        }
        assert_eq!(largest, 3388);
    }
}
