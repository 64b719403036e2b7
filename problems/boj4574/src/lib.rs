//! BOJ 4574 스도미노쿠 (Su-Domino-Ku, MCPC 2011; HDU 4210): a 9×9 Sudoku covered by the 36
//! dominoes `{a, b}` (`1 ≤ a < b ≤ 9`), each once, rotated freely and across box borders; the 9
//! cells left over hold `1`–`9` once each.
//!
//! Input: puzzles until a line `0`. Each is `N` (10 ≤ N ≤ 35), then `N` placed dominoes as
//! `U LU V LV` (digit `U` on cell `LU`, digit `V` on the adjacent cell `LV`; a cell is a row
//! letter `A`–`I` and a column digit `1`–`9`), then the 9 cells where `1`, `2`, …, `9` stand
//! alone. Only tokens count (a line of the sample ends in a space). Output per puzzle: `Puzzle
//! k` (from 1), then the solved grid as 9 lines of 9 digits. The answer is unique, as promised;
//! a puzzle without one, or whose dominoes overlap, repeat or stand apart, is reported on
//! stderr and gets nothing, the later puzzles still answered.
//!
//! The solver is the exact cover [`solver::su_domino_ku::SuDominoKu`].

use std::io::{self, Write};

use solver::su_domino_ku::{Domino, SuDominoKu, N};
use textio::report::InputError;
use textio::tokens::{each_case_until_closing, read_number};
use textio::{Report, Tokens};

#[cfg(feature = "catalog")]
pub mod tool;

/// The fewest and the most placed dominoes.
pub const PLACED: (usize, usize) = (10, 35);

/// One puzzle as the input gives it: the placed dominoes and the single cells of `1`–`9`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Puzzle {
    /// The placed dominoes, in the input's order.
    pub placed: Vec<Domino>,
    /// The cell of each digit `1`–`9`, row-major.
    pub singles: Vec<usize>,
}

/// Reads a cell, a row letter `A`–`I` and a column digit `1`–`9`, as a row-major index.
fn read_cell(tokens: &mut Tokens<'_>, what: &str) -> Result<usize, InputError> {
    let token = tokens.require(what)?;
    match token.text {
        [row @ b'A'..=b'I', column @ b'1'..=b'9'] => {
            Ok(usize::from(row - b'A') * N + usize::from(column - b'1'))
        }
        _ => Err(InputError::new(
            token.line,
            format!("expected {} (A-I and 1-9), found {}", what, token.quoted()),
        )),
    }
}

/// Reads one puzzle, or the closing `0` (`Ok(None)`).
///
/// # Errors
/// At the end of the input, or on a token that is not what the format holds there.
pub fn read_puzzle(tokens: &mut Tokens<'_>) -> Result<Option<Puzzle>, InputError> {
    let what = format!(
        "the number of dominoes N from {} to {}, or 0",
        PLACED.0, PLACED.1
    );
    let token = tokens.require(&what)?;
    let n = match std::str::from_utf8(token.text)
        .ok()
        .and_then(|t| t.parse().ok())
    {
        Some(0) => return Ok(None),
        Some(n) if (PLACED.0..=PLACED.1).contains(&n) => n,
        _ => {
            return Err(InputError::new(
                token.line,
                format!("expected {}, found {}", what, token.quoted()),
            ))
        }
    };
    let mut placed = Vec::with_capacity(n);
    for k in 1..=n {
        let u = read_number(tokens, &format!("domino {}'s digit U", k), 1, N)?;
        let a = read_cell(tokens, &format!("domino {}'s cell LU", k))?;
        let v = read_number(tokens, &format!("domino {}'s digit V", k), 1, N)?;
        let b = read_cell(tokens, &format!("domino {}'s cell LV", k))?;
        placed.push(Domino {
            cells: [a, b],
            values: [(u - 1) as u8, (v - 1) as u8],
        });
    }
    let singles = (1..=N)
        .map(|d| read_cell(tokens, &format!("the cell of the single {}", d)))
        .collect::<Result<_, _>>()?;
    Ok(Some(Puzzle { placed, singles }))
}

/// The solved grid of `puzzle` (digits from 0, row-major): `Ok(None)` when it has no solution.
///
/// # Errors
/// The first placed domino or single that cannot stand (cells apart, equal digits, a cell or
/// a pair used twice), named from 1.
pub fn solve_puzzle(puzzle: &Puzzle) -> Result<Option<Vec<u8>>, String> {
    let mut grid = SuDominoKu::new();
    for (k, &domino) in puzzle.placed.iter().enumerate() {
        grid.place(domino)
            .map_err(|e| format!("domino {} cannot stand: {}", k + 1, e))?;
    }
    for (d, &cell) in puzzle.singles.iter().enumerate() {
        grid.single(cell, d as u8)
            .map_err(|e| format!("the single {} cannot stand: {}", d + 1, e))?;
    }
    Ok(grid.first_solution())
}

/// Answers every puzzle of `input` on `out`; see the crate documentation for the format.
pub fn solve(input: &[u8], out: &mut dyn Write, report: &mut Report) -> io::Result<()> {
    let read = |tokens: &mut Tokens<'_>| {
        let line = tokens.line();
        read_puzzle(tokens).map(|puzzle| puzzle.map(|puzzle| (line, puzzle)))
    };
    each_case_until_closing(
        input,
        "the line 0",
        report,
        read,
        |case, (line, puzzle), report| {
            match solve_puzzle(&puzzle) {
                Ok(Some(grid)) => {
                    let mut text = format!("Puzzle {}\n", case);
                    for row in grid.chunks(N) {
                        text.extend(row.iter().map(|&v| char::from(b'1' + v)));
                        text.push('\n');
                    }
                    out.write_all(text.as_bytes())?;
                }
                Ok(None) => report.case_error(
                    case,
                    line,
                    "the puzzle has no solution, though one is promised",
                ),
                Err(why) => report.case_error(case, line, why),
            }
            Ok(())
        },
    )
}
