//! Grids of symbols: one token per row in, rows of symbols out.

use std::io::{self, Write};

use crate::report::{InputError, Report};
use crate::tokens::{each_case_until_end, each_counted_case, quote, CaseCount, Token, Tokens};

/// The characters a problem uses: `values[v]` stands for value `v`, `empty` for an empty cell.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Symbols {
    pub values: &'static [u8],
    pub empty: Option<u8>,
}

impl Symbols {
    /// What byte `b` stands for: `Some(Some(v))` a value, `Some(None)` an empty cell, `None`
    /// not a symbol of this alphabet. `O(len)`.
    pub fn decode(&self, b: u8) -> Option<Option<u8>> {
        if Some(b) == self.empty {
            return Some(None);
        }
        self.values
            .iter()
            .position(|&s| s == b)
            .map(|v| Some(v as u8))
    }

    /// The alphabet in words, for error messages: `A-P or '-'`.
    pub fn describe(&self) -> String {
        let values = self.values;
        let contiguous = values.windows(2).all(|w| w[1] == w[0].wrapping_add(1));
        let mut parts: Vec<String> = match values {
            [] => vec![String::from("nothing")],
            [first, _, .., last] if contiguous => {
                vec![format!("{}-{}", char::from(*first), char::from(*last))]
            }
            _ => values
                .iter()
                .map(|&b| format!("'{}'", char::from(b)))
                .collect(),
        };
        if let Some(e) = self.empty {
            parts.push(format!("'{}'", char::from(e)));
        }
        match parts.split_last() {
            Some((last, [])) => last.clone(),
            Some((last, rest)) => format!("{} or {}", rest.join(", "), last),
            None => String::new(),
        }
    }
}

/// Shows an input byte in a message: printable ASCII as itself, anything else escaped.
pub fn show_byte(b: u8) -> String {
    format!("'{}'", std::ascii::escape_default(b))
}

/// Reads `rows` tokens of exactly `cols` symbols each: the cells of a grid, row-major.
///
/// # Errors
/// When the input ends early, a row has another length, or a byte is not a symbol; the error
/// names the line, the row (from 1) and, for a bad byte, its column (from 1).
///
/// # Complexity
/// `O(rows · cols · alphabet)`.
pub fn read_rows(
    tokens: &mut Tokens<'_>,
    rows: usize,
    cols: usize,
    symbols: &Symbols,
) -> Result<Vec<Option<u8>>, InputError> {
    let mut cells = Vec::with_capacity(rows * cols);
    for row in 1..=rows {
        let token = match tokens.next() {
            Some(token) => token,
            None => {
                return Err(InputError::new(
                    tokens.line(),
                    format!("the input ends before row {} of {}", row, rows),
                ))
            }
        };
        if token.text.len() != cols {
            return Err(InputError::new(
                token.line,
                format!(
                    "row {row}: expected {cols} characters ({}), found {} in {}",
                    symbols.describe(),
                    token.text.len(),
                    token.quoted(),
                    row = row,
                    cols = cols
                ),
            ));
        }
        for (col, &b) in token.text.iter().enumerate() {
            let cell = match symbols.decode(b) {
                Some(cell) => cell,
                None => {
                    return Err(InputError::new(
                        token.line,
                        format!(
                            "row {}, column {}: expected {}, found {}",
                            row,
                            col + 1,
                            symbols.describe(),
                            show_byte(b)
                        ),
                    ))
                }
            };
            cells.push(cell);
        }
    }
    Ok(cells)
}

/// Reads `rows · cols` tokens, one a cell, row-major, and hands each to `cell` with the row
/// and column (from 0) it fills. Only the order of the tokens counts, not where the lines
/// break. What `cell` refuses is reported at the token's line as `row r, column c: ` (from 1)
/// and `cell`'s words.
///
/// # Errors
/// When the input ends early (naming the row and column the next token would fill), or `cell`
/// refuses a token.
///
/// # Complexity
/// `O(rows · cols)` plus `cell`'s work.
///
/// # Example
/// ```
/// use textio::grid::each_spaced_cell;
/// use textio::Tokens;
///
/// let mut ones = Vec::new();
/// let mut tokens = Tokens::new(b"1 0\n0 1\n");
/// each_spaced_cell(&mut tokens, 2, 2, |r, c, token| match token.text {
///     b"0" => Ok(()),
///     b"1" => {
///         ones.push((r, c));
///         Ok(())
///     }
///     _ => Err(format!("expected 0 or 1, found {}", token.quoted())),
/// })
/// .unwrap();
/// assert_eq!(ones, [(0, 0), (1, 1)]);
/// let mut tokens = Tokens::new(b"1 0\n0\n");
/// let e = each_spaced_cell(&mut tokens, 2, 2, |_, _, _| Ok(())).unwrap_err();
/// assert_eq!(e.line, 2);
/// assert_eq!(e.message, "the input ends before row 2, column 2 of 2 rows of 2");
/// ```
pub fn each_spaced_cell<F>(
    tokens: &mut Tokens<'_>,
    rows: usize,
    cols: usize,
    mut cell: F,
) -> Result<(), InputError>
where
    F: FnMut(usize, usize, Token<'_>) -> Result<(), String>,
{
    for row in 0..rows {
        for col in 0..cols {
            let token = match tokens.next() {
                Some(token) => token,
                None => {
                    return Err(InputError::new(
                        tokens.line(),
                        format!(
                            "the input ends before row {}, column {} of {} rows of {}",
                            row + 1,
                            col + 1,
                            rows,
                            cols
                        ),
                    ))
                }
            };
            if let Err(refused) = cell(row, col, token) {
                return Err(InputError::new(
                    token.line,
                    format!("row {}, column {}: {}", row + 1, col + 1, refused),
                ));
            }
        }
    }
    Ok(())
}

/// Reads `rows · cols` tokens of one symbol each: the cells of a grid written with white space
/// between its symbols (`9 0 0 8 0 …`), row-major ([`each_spaced_cell`]).
///
/// # Errors
/// When the input ends early or a token is not one symbol of the alphabet; the error names the
/// token's line and the row and column (from 1) it would fill.
///
/// # Complexity
/// `O(rows · cols · alphabet)`.
pub fn read_spaced_rows(
    tokens: &mut Tokens<'_>,
    rows: usize,
    cols: usize,
    symbols: &Symbols,
) -> Result<Vec<Option<u8>>, InputError> {
    let mut cells = Vec::with_capacity(rows * cols);
    each_spaced_cell(tokens, rows, cols, |_, _, token| {
        let cell = match token.text {
            [b] => symbols.decode(*b),
            _ => None,
        };
        match cell {
            Some(cell) => {
                cells.push(cell);
                Ok(())
            }
            None => Err(format!(
                "expected {}, found {}",
                symbols.describe(),
                quote(token.text)
            )),
        }
    })?;
    Ok(cells)
}

/// A reader of one grid from tokens: [`read_rows`] (a token a row) or [`read_spaced_rows`] (a
/// token a cell).
pub type ReadGrid =
    fn(&mut Tokens<'_>, usize, usize, &Symbols) -> Result<Vec<Option<u8>>, InputError>;

/// Reads the one grid of `n` rows of `n` symbols that is the whole of `input`, with `read`:
/// its first line and its cells. Anything after the grid is bad input, found before anything
/// is printed.
///
/// Returns `None` when the grid is malformed or something follows it, recorded in `report` as
/// case 1.
pub fn read_only_grid(
    input: &[u8],
    n: usize,
    symbols: &Symbols,
    read: ReadGrid,
    report: &mut Report,
) -> Option<(usize, Vec<Option<u8>>)> {
    let mut tokens = Tokens::new(input);
    let line = tokens.line();
    let read = read(&mut tokens, n, n, symbols).and_then(|cells| {
        tokens
            .expect_end(&format!("the {} rows of the grid", n))
            .map(|()| cells)
    });
    match read {
        Ok(cells) => Some((line, cells)),
        Err(e) => {
            report.input_error(1, e);
            None
        }
    }
}

/// Reads grids of `rows` rows of `cols` symbols, one after another until the input ends (the
/// format of judges that give no count), and calls `answer(case, line, cells, report)` for each
/// with its number (from 1) and first line. The first malformed grid is recorded in `report`
/// and ends the reading: every grid before it has been answered. Empty input means no case.
///
/// # Errors
/// Only what `answer` returns (a failed write).
pub fn each_grid_until_end<F>(
    input: &[u8],
    rows: usize,
    cols: usize,
    symbols: &Symbols,
    report: &mut Report,
    mut answer: F,
) -> io::Result<()>
where
    F: FnMut(usize, usize, Vec<Option<u8>>, &mut Report) -> io::Result<()>,
{
    let read = |tokens: &mut Tokens<'_>| {
        let line = tokens.line();
        read_rows(tokens, rows, cols, symbols).map(|cells| (line, cells))
    };
    each_case_until_end(input, report, read, |case, (line, cells), report| {
        answer(case, line, cells, report)
    })
}

/// Reads the count of cases (`count`: what a case is called, the count's letter, the most
/// cases), then that many grids of `n` rows of `n` symbols with `read`, calling
/// `answer(case, line, cells, report)` for each with its number (from 1) and first line, then
/// checks that nothing follows the last ([`CaseCount::after`] names it). A bad count or the
/// first malformed grid is recorded in `report` and ends the reading: every grid before it has
/// been answered.
///
/// # Errors
/// Only what `answer` returns (a failed write).
pub fn each_counted_grid<F>(
    input: &[u8],
    count: &CaseCount,
    n: usize,
    symbols: &Symbols,
    read: ReadGrid,
    report: &mut Report,
    mut answer: F,
) -> io::Result<()>
where
    F: FnMut(usize, usize, Vec<Option<u8>>, &mut Report) -> io::Result<()>,
{
    each_counted_case(
        input,
        count,
        report,
        |tokens| {
            let line = tokens.line();
            read(tokens, n, n, symbols).map(|cells| (line, cells))
        },
        |case, (line, cells), report| answer(case, line, cells, report),
    )
}

/// The whole answer of a judge that gives square grids of side `n` until the input ends and
/// promises one solution each: every grid read as by [`each_grid_until_end`] is passed to `solve`,
/// and its solution written by [`write_rows`] with `spacing`, with what `around` says before and
/// after it. A grid for which `solve` returns `None` is reported on `report` and gets no answer
/// (nor what goes around one).
///
/// # Errors
/// Only a failed write.
#[allow(clippy::too_many_arguments)]
pub fn solve_each_grid_until_end<F>(
    input: &[u8],
    n: usize,
    symbols: &Symbols,
    spacing: Spacing,
    around: Around<'_>,
    out: &mut dyn Write,
    report: &mut Report,
    mut solve: F,
) -> io::Result<()>
where
    F: FnMut(Vec<Option<u8>>) -> Option<Vec<u8>>,
{
    let mut answered = 0;
    each_grid_until_end(
        input,
        n,
        n,
        symbols,
        report,
        |case, line, cells, report| match solve(cells) {
            Some(grid) => {
                if answered > 0 {
                    out.write_all(around.between)?;
                }
                answered += 1;
                write_rows(out, &grid, n, symbols.values, spacing)?;
                out.write_all(around.after)
            }
            None => {
                report.case_error(
                    case,
                    line,
                    "the grid has no solution, though one is promised",
                );
                Ok(())
            }
        },
    )
}

/// What a judge's output puts around each answer: `between` before every answer but the
/// first, `after` after each (an empty line after every grid: `after: b"\n"`; an empty line
/// between grids only: `between: b"\n"`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Around<'a> {
    pub between: &'a [u8],
    pub after: &'a [u8],
}

/// How the symbols of a row are spaced when written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Spacing {
    /// `ABCD`
    Packed,
    /// `A B C D`: the byte between symbols.
    Between(u8),
    /// `A B C D `: the byte after every symbol.
    After(u8),
}

/// Writes `grid` (values row-major, `cols` per row) as rows of `symbols`, each row ended by `\n`.
/// One write per row; no allocation.
///
/// # Panics
/// When a value has no symbol or a row is longer than 128 symbols.
pub fn write_rows(
    out: &mut dyn Write,
    grid: &[u8],
    cols: usize,
    symbols: &[u8],
    spacing: Spacing,
) -> io::Result<()> {
    let mut line = [0u8; 257];
    for row in grid.chunks(cols) {
        let mut len = 0;
        for (i, &v) in row.iter().enumerate() {
            if let Spacing::Between(sep) = spacing {
                if i > 0 {
                    line[len] = sep;
                    len += 1;
                }
            }
            line[len] = symbols[v as usize];
            len += 1;
            if let Spacing::After(sep) = spacing {
                line[len] = sep;
                len += 1;
            }
        }
        line[len] = b'\n';
        out.write_all(&line[..=len])?;
    }
    Ok(())
}

/// Writes the cells of a partly filled grid (`cols` per row) as [`write_rows`] does, `values[v]`
/// for value `v` and `empty` for an empty cell.
///
/// # Panics
/// As [`write_rows`]; and when a value has no symbol among `values`.
///
/// # Complexity
/// `O(cells)`, one allocation for the whole grid.
pub fn write_partial_rows(
    out: &mut dyn Write,
    cells: &[Option<u8>],
    cols: usize,
    values: &[u8],
    empty: u8,
    spacing: Spacing,
) -> io::Result<()> {
    // Value `values.len()` stands for the empty cell in the row writer's alphabet.
    let mut symbols = values.to_vec();
    symbols.push(empty);
    let grid: Vec<u8> = cells
        .iter()
        .map(|c| c.unwrap_or(values.len() as u8))
        .collect();
    write_rows(out, &grid, cols, &symbols, spacing)
}

#[cfg(test)]
mod tests {
    use super::*;

    const LETTERS: Symbols = Symbols {
        values: b"ABCD",
        empty: Some(b'-'),
    };

    #[test]
    fn a_partial_grid_is_written_with_its_empty_symbol() {
        let mut out = Vec::new();
        let cells = [Some(0), None, Some(3), None, Some(1), Some(2)];
        write_partial_rows(&mut out, &cells, 3, b"ABCD", b'-', Spacing::Between(b' ')).unwrap();
        assert_eq!(out, b"A - D\n- B C\n");
    }

    #[test]
    fn reads_rows_of_symbols() {
        let mut t = Tokens::new(b"AB-D\r\n\r\nDC\t");
        let e = read_rows(&mut t, 2, 4, &LETTERS).unwrap_err();
        assert_eq!(e.line, 3);
        assert_eq!(
            e.message,
            "row 2: expected 4 characters (A-D or '-'), found 2 in \"DC\""
        );
        let mut t = Tokens::new(b"AB-D\nDCBA\n");
        let cells = read_rows(&mut t, 2, 4, &LETTERS).unwrap();
        assert_eq!(cells[..4], [Some(0), Some(1), None, Some(3)]);
        assert!(t.is_at_end());
    }

    #[test]
    fn names_a_bad_byte_and_a_missing_row() {
        let mut t = Tokens::new(b"ABCD\nAxCD\n");
        let e = read_rows(&mut t, 2, 4, &LETTERS).unwrap_err();
        assert_eq!(
            (e.line, e.message.as_str()),
            (2, "row 2, column 2: expected A-D or '-', found 'x'")
        );
        let mut t = Tokens::new(b"ABCD\n");
        let e = read_rows(&mut t, 2, 4, &LETTERS).unwrap_err();
        assert_eq!(
            (e.line, e.message.as_str()),
            (1, "the input ends before row 2 of 2")
        );
        let mut t = Tokens::new(b"ABCD\nABCDABCDABCDABCDABCDABCDABCDABCDABCD\n");
        let e = read_rows(&mut t, 2, 4, &LETTERS).unwrap_err();
        assert_eq!(
            (e.line, e.message.as_str()),
            (
                2,
                "row 2: expected 4 characters (A-D or '-'), found 36 in \
                 \"ABCDABCDABCDABCDABCDABCDABCDABCD\"… (36 bytes)"
            )
        );
        let mut t = Tokens::new(b"AB\xc3\xa9\n");
        let e = read_rows(&mut t, 1, 4, &LETTERS).unwrap_err();
        assert!(e.message.ends_with("found '\\xc3'"), "{}", e.message);
    }

    #[test]
    fn reads_spaced_symbols_wherever_the_lines_break() {
        let digits = Symbols {
            values: b"1234",
            empty: Some(b'0'),
        };
        let mut t = Tokens::new(b"1 0 3\r\n4\n\n 2  0 0 1\t4 ");
        let cells = read_spaced_rows(&mut t, 3, 3, &digits).unwrap();
        let expected = [1, 0, 3, 4, 2, 0, 0, 1, 4].map(|d: u8| d.checked_sub(1));
        assert_eq!(cells, expected);
        assert!(t.is_at_end());
        let e = read_spaced_rows(&mut Tokens::new(b"1 2\n3 12"), 2, 2, &digits).unwrap_err();
        assert_eq!(
            (e.line, e.message.as_str()),
            (2, "row 2, column 2: expected 1-4 or '0', found \"12\"")
        );
        let e = read_spaced_rows(&mut Tokens::new(b"1 2\n5 1"), 2, 2, &digits).unwrap_err();
        assert_eq!(
            e.message,
            "row 2, column 1: expected 1-4 or '0', found \"5\""
        );
        let e = read_spaced_rows(&mut Tokens::new(b"1 2\n3\n"), 2, 2, &digits).unwrap_err();
        assert_eq!(
            (e.line, e.message.as_str()),
            (2, "the input ends before row 2, column 2 of 2 rows of 2")
        );
    }

    #[test]
    fn describes_alphabets() {
        let digits = Symbols {
            values: b"135",
            empty: None,
        };
        assert_eq!(digits.describe(), "'1', '3' or '5'");
        assert_eq!(LETTERS.describe(), "A-D or '-'");
    }

    #[test]
    fn writes_each_spacing() {
        let grid = [0, 1, 2, 3];
        let mut out = Vec::new();
        write_rows(&mut out, &grid, 2, b"1234", Spacing::Packed).unwrap();
        write_rows(&mut out, &grid, 2, b"1234", Spacing::Between(b' ')).unwrap();
        write_rows(&mut out, &grid, 2, b"1234", Spacing::After(b' ')).unwrap();
        assert_eq!(out, b"12\n34\n1 2\n3 4\n1 2 \n3 4 \n");
    }

    #[test]
    fn solves_each_grid_and_reports_the_unsolvable() {
        // A "solver" that fills empty cells with A, and finds none for a grid starting with D.
        let mut out = Vec::new();
        let mut report = Report::new();
        let input = b"A-\nCD\n\nDA\nBC\n\nB-\n--\n";
        solve_each_grid_until_end(
            input,
            2,
            &LETTERS,
            Spacing::Packed,
            Around {
                between: b"",
                after: b"\n",
            },
            &mut out,
            &mut report,
            |cells| match cells[0] {
                Some(3) => None,
                _ => Some(cells.iter().map(|c| c.unwrap_or(0)).collect()),
            },
        )
        .unwrap();
        assert_eq!(out, b"AA\nCD\n\nBA\nAA\n\n");
        // An empty line between answers only: none for the grid without a solution.
        let mut between = Vec::new();
        solve_each_grid_until_end(
            b"DA\nBC\n\nA-\nCD\n\nB-\n--\n",
            2,
            &LETTERS,
            Spacing::Packed,
            Around {
                between: b"\n",
                after: b"",
            },
            &mut between,
            &mut Report::new(),
            |cells| match cells[0] {
                Some(3) => None,
                _ => Some(cells.iter().map(|c| c.unwrap_or(0)).collect()),
            },
        )
        .unwrap();
        assert_eq!(between, b"AA\nCD\n\nBA\nAA\n");
        assert_eq!(report.errors().len(), 1);
        assert!(
            report.errors()[0].contains("no solution"),
            "{:?}",
            report.errors()
        );
    }
}
