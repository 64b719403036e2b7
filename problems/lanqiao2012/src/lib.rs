//! LanQiao Cup 2012 final, problem 5 (方块填数): a 6×6 Latin square whose six irregular regions
//! must each hold `A`–`F` once. Print every solution.
//!
//! Input: 6 rows of 6 digits `0`–`5` (the region of each cell, 6 regions of 6 cells); then n
//! (0 ≤ n < 36); then n clues `rcL`: row digit, column digit (from 0) and the letter at that cell.
//! Output: every solution in lexicographic order (row by row, `A` first), each as its number
//! (from 1) on a line and 6 lines of letters separated by single spaces; `无解` when there is
//! none, also when two clues clash. The output can be megabytes: it is streamed. The whole input
//! is read and checked before anything is printed; anything after the n clues is bad input.

use std::io::{self, Write};

use solver::backtrack::Backtracker;
use solver::engine::{Engine, Flow};
use solver::model::{Geometry, Puzzle};
use textio::grid::{read_rows, show_byte, write_rows, Spacing, Symbols};
use textio::report::InputError;
use textio::tokens::read_number;
use textio::{Report, Tokens};

#[cfg(feature = "catalog")]
pub mod tool;

/// The side of the grid and the number of regions.
pub const N: usize = 6;
/// The region digits of the map.
pub const REGIONS: Symbols = Symbols {
    values: b"012345",
    empty: None,
};
/// The letters for values 0–5.
pub const LETTERS: &[u8] = b"ABCDEF";
/// What to print when there is no solution.
pub const NO_SOLUTION: &str = "无解";

/// Answers `input` on `out`; see the crate documentation for the format.
pub fn solve(input: &[u8], out: &mut dyn Write, report: &mut Report) -> io::Result<()> {
    let puzzle = match read_puzzle(&mut Tokens::new(input)) {
        Ok(Some(puzzle)) => puzzle,
        Ok(None) => return writeln!(out, "{}", NO_SOLUTION),
        Err(e) => {
            report.input_error(1, e);
            return Ok(());
        }
    };
    let mut count = 0u64;
    let mut written = Ok(());
    let _ = Backtracker::new().search(&puzzle, |grid| {
        count += 1;
        written = writeln!(out, "{}", count)
            .and_then(|()| write_rows(out, grid, N, LETTERS, Spacing::Between(b' ')));
        if written.is_ok() {
            Flow::Continue
        } else {
            Flow::Break
        }
    });
    written?;
    if count == 0 {
        writeln!(out, "{}", NO_SOLUTION)?;
    }
    Ok(())
}

/// Reads the region map and the clues, and checks that nothing follows them. `Ok(None)` when two
/// clues give one cell different letters.
fn read_puzzle(tokens: &mut Tokens<'_>) -> Result<Option<Puzzle>, InputError> {
    let map_line = tokens.line();
    let regions: Vec<usize> = read_rows(tokens, N, N, &REGIONS)?
        .into_iter()
        .map(|r| usize::from(r.unwrap_or(0)))
        .collect();
    let geometry = Geometry::jigsaw(N, &regions).map_err(|e| {
        InputError::new(
            map_line,
            format!("the region map is not 6 regions of 6 cells: {}", e),
        )
    })?;
    let clues = read_number(tokens, "the number of clues n", 0, N * N - 1)?;
    let mut puzzle = Puzzle::empty(geometry);
    let mut clash = false;
    for k in 1..=clues {
        let (row, col, value) = read_clue(tokens, k, clues)?;
        match puzzle.get(row, col) {
            Some(v) if v != value => clash = true,
            _ => puzzle
                .set(row, col, Some(value))
                .expect("clue digits are below 6"),
        }
    }
    let after = match clues {
        0 => "the number of clues n = 0".to_string(),
        1 => "the only clue (n = 1)".to_string(),
        _ => format!("the {} clues (n = {})", clues, clues),
    };
    tokens.expect_end(&after)?;
    Ok(if clash { None } else { Some(puzzle) })
}

/// Reads clue `k` of `clues`, `rcL`, as (row, column, value).
fn read_clue(
    tokens: &mut Tokens<'_>,
    k: usize,
    clues: usize,
) -> Result<(usize, usize, u8), InputError> {
    let token = match tokens.next() {
        Some(token) => token,
        None => {
            return Err(InputError::new(
                tokens.line(),
                format!("the input ends before clue {} of {}", k, clues),
            ));
        }
    };
    let malformed = |what: String| {
        InputError::new(
            token.line,
            format!(
                "clue {k}: expected a row digit 0-5, a column digit 0-5 and a letter A-F \
                 (like 02C), found {}: {what}",
                token.quoted(),
                k = k,
                what = what
            ),
        )
    };
    let (r, c, letter) = match *token.text {
        [r, c, letter] => (r, c, letter),
        _ => return Err(malformed(format!("{} characters", token.text.len()))),
    };
    let digit = |b: u8| REGIONS.decode(b).flatten().map(usize::from);
    let row = match digit(r) {
        Some(row) => row,
        None => {
            return Err(malformed(format!(
                "the row {} is not a digit 0-5",
                show_byte(r)
            )));
        }
    };
    let col = match digit(c) {
        Some(col) => col,
        None => {
            return Err(malformed(format!(
                "the column {} is not a digit 0-5",
                show_byte(c)
            )));
        }
    };
    let value = match LETTERS.iter().position(|&l| l == letter) {
        Some(value) => value,
        None => {
            return Err(malformed(format!(
                "{} is not a letter A-F",
                show_byte(letter)
            )));
        }
    };
    Ok((row, col, value as u8))
}
