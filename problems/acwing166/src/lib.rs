//! AcWing 166 (数独; the same problem as POJ 3074 and OpenJudge 2984): 9×9 Sudoku with 3×3
//! boxes, one puzzle per line.
//!
//! Input: puzzles of 81 characters, the grid row by row, `1`–`9` or `.` for an empty cell, one
//! per line; a line `end` closes the input. Output: each solved grid as one line of 81 digits.
//! Every puzzle has exactly one solution; one without is reported on stderr and gets no answer.
//! The judge's data are known for very hard puzzles: they are solved through
//! [`solver::sudoku9::Sudoku9`], the library's fastest engine for 9×9.

use std::io::{self, Write};

use solver::sudoku9::{Sudoku9, N};
use textio::grid::{show_byte, write_rows, Spacing, Symbols};
use textio::report::InputError;
use textio::tokens::{each_case_until_closing, quote};
use textio::{Report, Tokens};

#[cfg(feature = "catalog")]
pub mod tool;

/// The digits for values 0–8 and the empty cell.
pub const SYMBOLS: Symbols = Symbols {
    values: b"123456789",
    empty: Some(b'.'),
};

/// The line that closes the input.
pub const END: &[u8] = b"end";

/// Answers every puzzle of `input` on `out`; see the crate documentation for the format.
pub fn solve(input: &[u8], out: &mut dyn Write, report: &mut Report) -> io::Result<()> {
    let mut solver = Sudoku9::new();
    let read = |tokens: &mut Tokens<'_>| {
        let line = tokens.line();
        read_puzzle(tokens).map(|cells| cells.map(|cells| (line, cells)))
    };
    each_case_until_closing(
        input,
        "the line `end`",
        report,
        read,
        |case, (line, cells), report| {
            match solver.solve(cells).expect("81 cells of values below 9") {
                Some(grid) => write_rows(out, &grid, N * N, SYMBOLS.values, Spacing::Packed)?,
                None => report.case_error(
                    case,
                    line,
                    "the puzzle has no solution, though one is promised",
                ),
            }
            Ok(())
        },
    )
}

/// Reads one puzzle line, or `end` (`Ok(None)`).
///
/// # Errors
/// At the end of the input (no `end`), on a token that is not 81 characters, or on a character
/// outside the alphabet (named with its row and column in the grid).
fn read_puzzle(tokens: &mut Tokens<'_>) -> Result<Option<Vec<Option<u8>>>, InputError> {
    let expected = format!(
        "a puzzle of {} characters ({}) or `end`",
        N * N,
        SYMBOLS.describe()
    );
    let token = tokens.require(&expected)?;
    if token.text == END {
        return Ok(None);
    }
    if token.text.len() != N * N {
        return Err(InputError::new(
            token.line,
            format!(
                "expected {}, found {} character{}: {}",
                expected,
                token.text.len(),
                if token.text.len() == 1 { "" } else { "s" },
                quote(token.text)
            ),
        ));
    }
    let mut cells = Vec::with_capacity(N * N);
    for (i, &b) in token.text.iter().enumerate() {
        match SYMBOLS.decode(b) {
            Some(cell) => cells.push(cell),
            None => {
                return Err(InputError::new(
                    token.line,
                    format!(
                        "character {} (row {}, column {}): expected {}, found {}",
                        i + 1,
                        i / N + 1,
                        i % N + 1,
                        SYMBOLS.describe(),
                        show_byte(b)
                    ),
                ))
            }
        }
    }
    Ok(Some(cells))
}
