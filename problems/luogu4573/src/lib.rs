//! Luogu P4573 (\[CQOI2013\] 新数独, "new Sudoku"): a 9×9 Sudoku with no givens, only the order
//! of every pair of neighbouring cells inside a 3×3 box.
//!
//! Input: 15 lines of signs separated by spaces. For each band of three box rows, five lines:
//! the first, third and fifth hold the left–right signs of the band's three rows, two per box
//! (`<`: the left cell is smaller, `>`: larger), 6 a line; the second and fourth hold the
//! up–down signs between a row and the next within the band, one per column (`^`: the upper
//! cell is smaller, `v`: larger), 9 a line. That is 12 pairs per box, 108 in all. Only tokens
//! count (a sign is a token; `\r\n`, extra spaces and empty lines do not), so a line with a
//! sign too many or too few shows where the next line's first sign, of the other kind, is read
//! in its place, or where the input ends or runs on. Output: the grid, 9 lines of 9 digits
//! separated by single spaces. The statement promises one solution; signs that allow none are
//! reported on stderr.
//!
//! The signs become the model's relations ([`solver::model::Puzzle::add_less`]) and the grid is
//! solved by the engine that propagates them, [`solver::relations::Relations`]: both samples
//! without a branch. It is the engine [`solver::auto::Auto`] chooses for any puzzle with
//! relations, named here directly because a submission carries what it names: through `Auto`,
//! every engine, 86,337 bytes, over the 64 KiB assumed for Luogu's source limit.

use std::io::{self, Write};

use solver::engine::Engine;
use solver::model::{Geometry, Puzzle};
use solver::relations::Relations;
use textio::grid::{write_rows, Spacing};
use textio::report::InputError;
use textio::{Report, Tokens};

#[cfg(feature = "catalog")]
pub mod tool;

/// The side of the grid.
pub const N: usize = 9;
/// The lines of signs in an input.
pub const LINES: usize = 15;
/// The digits for values 0–8.
const DIGITS: &[u8] = b"123456789";

/// Whether input line `line` (from 0) holds left–right signs (`<`, `>`) rather than up–down
/// ones (`^`, `v`).
pub fn is_across(line: usize) -> bool {
    line % 5 % 2 == 0
}

/// The signs of input line `line` (from 0): for each, the cell on its left or above and the cell
/// on its right or below, cells numbered row-major (`9 · row + column`).
///
/// # Panics
/// When `line >= 15`.
pub fn pairs(line: usize) -> Vec<(usize, usize)> {
    assert!(line < LINES, "the input has {} lines of signs", LINES);
    let row = 3 * (line / 5) + line % 5 / 2;
    if is_across(line) {
        // Two pairs per box: columns (3b, 3b + 1) and (3b + 1, 3b + 2).
        (0..6)
            .map(|k| {
                let a = N * row + 3 * (k / 2) + k % 2;
                (a, a + 1)
            })
            .collect()
    } else {
        (0..N)
            .map(|col| (N * row + col, N * (row + 1) + col))
            .collect()
    }
}

/// The signs of a line of either kind: the one that makes the first cell smaller, then the
/// other.
pub fn signs(line: usize) -> [u8; 2] {
    if is_across(line) {
        [b'<', b'>']
    } else {
        [b'^', b'v']
    }
}

/// Reads the 15 lines of signs (and nothing after them) into the puzzle they pose.
///
/// # Errors
/// When a token is not the one sign its place takes, or the input ends early or runs on: the
/// line, which sign of which line of signs was expected, and what was found.
///
/// # Complexity
/// `O(input length)`.
pub fn read_puzzle(input: &[u8]) -> Result<Puzzle, InputError> {
    let mut tokens = Tokens::new(input);
    let mut puzzle = Puzzle::empty(Geometry::boxed(3, 3).expect("3×3 boxes form a 9×9 grid"));
    for line in 0..LINES {
        let [less, more] = signs(line);
        let line_pairs = pairs(line);
        let place = |k: usize| {
            format!(
                "sign line {} ({}), sign {} of {}",
                line + 1,
                if is_across(line) {
                    "left–right"
                } else {
                    "up–down"
                },
                k + 1,
                line_pairs.len()
            )
        };
        for (k, &(first, second)) in line_pairs.iter().enumerate() {
            let token = match tokens.next() {
                Some(token) => token,
                None => {
                    return Err(InputError::new(
                        tokens.line(),
                        format!("the input ends before {}", place(k)),
                    ))
                }
            };
            let (smaller, larger) = match token.text {
                [b] if *b == less => (first, second),
                [b] if *b == more => (second, first),
                _ => {
                    return Err(InputError::new(
                        token.line,
                        format!(
                            "{}: expected '{}' or '{}', found {}",
                            place(k),
                            char::from(less),
                            char::from(more),
                            token.quoted()
                        ),
                    ))
                }
            };
            puzzle
                .add_less(smaller, larger)
                .expect("two different cells of the grid");
        }
    }
    tokens.expect_end("the 15 lines of signs")?;
    Ok(puzzle)
}

/// Answers the puzzle of `input` on `out`; see the crate documentation for the format.
pub fn solve(input: &[u8], out: &mut dyn Write, report: &mut Report) -> io::Result<()> {
    let puzzle = match read_puzzle(input) {
        Ok(puzzle) => puzzle,
        Err(e) => {
            report.input_error(1, e);
            return Ok(());
        }
    };
    match Relations::new().first_solution(&puzzle) {
        Some(grid) => write_rows(out, &grid, puzzle.size(), DIGITS, Spacing::Between(b' ')),
        None => {
            report.case_error(
                1,
                1,
                "the signs allow no grid, though one solution is promised",
            );
            Ok(())
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_lines_cover_every_neighbouring_pair_of_every_box_once() {
        let mut all: Vec<(usize, usize)> = (0..LINES).flat_map(pairs).collect();
        assert_eq!(all.len(), 9 * 12);
        all.sort_unstable();
        let mut expected = Vec::new();
        for a in 0..N * N {
            let (row, col) = (a / N, a % N);
            if col % 3 < 2 {
                expected.push((a, a + 1));
            }
            if row % 3 < 2 {
                expected.push((a, a + N));
            }
        }
        expected.sort_unstable();
        assert_eq!(all, expected);
        assert_eq!(pairs(1)[0], (0, 9));
        assert_eq!(pairs(14)[5], (N * 8 + 7, N * 8 + 8));
    }

    #[test]
    fn a_sign_puts_the_smaller_cell_first() {
        let mut text = String::new();
        for line in 0..LINES {
            let [less, more] = signs(line);
            let row: Vec<String> = (0..pairs(line).len())
                .map(|k| char::from(if line == 0 && k == 1 { more } else { less }).to_string())
                .collect();
            text.push_str(&row.join(" "));
            text.push('\n');
        }
        let puzzle = read_puzzle(text.as_bytes()).unwrap();
        assert_eq!(puzzle.relations()[..3], [(0, 1), (2, 1), (3, 4)]);
        assert_eq!(puzzle.relations()[6], (0, 9));
    }
}
