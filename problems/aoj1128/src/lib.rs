//! AOJ 1128 (Square Carpets, ICPC Japan Domestic 2003 E; also POJ 2032): the fewest square
//! carpets covering every scratched panel of a floor and no flawless one; carpets may overlap.
//!
//! Input: data sets until a line `0 0`; each is `W H` (columns and rows, 1 to 10), then `H`
//! lines of `W` values, `1` scratched, `0` flawless. Output: each data set's fewest carpets on
//! its own line. A carpet is a square on panel lines inside the floor (inferred). Set cover,
//! not exact cover: solved by the library's branch and bound with overlaps allowed
//! ([`solver::min_cover`]), each carpet as large as the flawless panels let it be.

use std::io::{self, Write};

use solver::min_cover::{MinCover, Overlaps};
use textio::grid::{read_spaced_rows, Symbols};
use textio::report::InputError;
use textio::tokens::{each_case_until_closing, read_number};
use textio::{Report, Tokens};

#[cfg(feature = "catalog")]
pub mod tool;

/// The largest side of a floor.
pub const MAX_SIDE: usize = 10;

/// `0` a flawless panel (0), `1` a scratched one (1).
pub const PANELS: Symbols = Symbols {
    values: b"01",
    empty: None,
};

/// The fewest carpets covering the scratched panels of a `rows × columns` floor (`scratched`
/// row by row) and no flawless one.
pub fn fewest_carpets(rows: usize, columns: usize, scratched: &[bool]) -> usize {
    let mut floor = MinCover::new(rows * columns).expect("at most 100 panels");
    for (panel, _) in scratched.iter().enumerate().filter(|&(_, &s)| !s) {
        floor.skip(panel);
    }
    for side in 1..=rows.min(columns) {
        floor
            .add_squares(rows, columns, side, scratched, None)
            .expect("squares of the floor");
    }
    floor
        .fewest(Overlaps::Allowed)
        .map_or(0, |carpets| carpets.len())
}

/// Reads one data set's `W H` and panels, or `None` at the closing `0 0`.
fn read_floor(tokens: &mut Tokens<'_>) -> Result<Option<(usize, usize, Vec<bool>)>, InputError> {
    let line = tokens.line();
    // A side of 0 is read too: `0 0` ends the input.
    let w = read_number(tokens, "W", 0, MAX_SIDE)?;
    let h = read_number(tokens, "H", 0, MAX_SIDE)?;
    match (w, h) {
        (0, 0) => return Ok(None),
        (0, _) | (_, 0) => {
            return Err(InputError::new(
                line,
                format!(
                    "expected sides from 1 to {} or `0 0`, found {} {}",
                    MAX_SIDE, w, h
                ),
            ))
        }
        _ => {}
    }
    let panels = read_spaced_rows(tokens, h, w, &PANELS)?;
    Ok(Some((h, w, panels.iter().map(|&p| p == Some(1)).collect())))
}

/// Answers `input` on `out`; see the crate documentation for the format.
pub fn solve(input: &[u8], out: &mut dyn Write, report: &mut Report) -> io::Result<()> {
    each_case_until_closing(
        input,
        "the closing `0 0`",
        report,
        read_floor,
        |_, floor, _| {
            let (rows, columns, scratched) = floor;
            writeln!(out, "{}", fewest_carpets(rows, columns, &scratched))
        },
    )
}
