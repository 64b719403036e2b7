//! Reading puzzles: one per line, or blocks of `gen`'s plain format.
//!
//! **One per line.** A line holds `n²` symbols, row by row: `1`–`9` then `A`–`W` (either case)
//! for the values, `.` or `0` for an empty cell. An optional `label:` prefix names the puzzle;
//! empty lines and lines starting with `#` are skipped. The grid has boxes of `r × c` cells,
//! with `r` the largest divisor of `n` no greater than `√n` (3×3 for 9×9, 2×3 for 6×6, 3×4 for
//! 12×12); a prime side has no boxes beyond its rows (a Latin square).
//!
//! **Plain.** `gen`'s format ([`spec::format::read_plain`]): per puzzle, `n` lines of region symbols,
//! then `n` lines of cells; blocks separated by empty lines. It holds any region map.
//!
//! Reading is lazy: puzzles come one at a time, so that a mistake late in the input leaves every
//! earlier puzzle answered.

use solver::model::{Geometry, Puzzle, MAX_SIZE};
use spec::format::{self, read_plain, REGION_SYMBOLS};
use textio::tokens::is_white_space;

/// How the puzzles are laid out.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Layout {
    /// One puzzle per line.
    Lines,
    /// `gen`'s plain format.
    Plain,
}

/// A puzzle read, with where it came from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Item {
    /// The line it starts on, from 1.
    pub line: usize,
    /// Its `label:` prefix, without the colon.
    pub label: Option<String>,
    pub puzzle: Puzzle,
}

/// A mistake in the input: the line (from 1) and what was expected.
pub use spec::format::TextError as InputError;

/// The lines of `text`, numbered from 1, without their line ending and surrounding spaces.
fn numbered_lines(text: &[u8]) -> impl Iterator<Item = (usize, &[u8])> {
    text.split(|&b| b == b'\n')
        .enumerate()
        .map(|(i, l)| (i + 1, trim(l)))
}

/// `bytes` without the white space (textio's: `\v` too) at either end.
fn trim(bytes: &[u8]) -> &[u8] {
    let start = bytes
        .iter()
        .position(|&b| !is_white_space(b))
        .unwrap_or(bytes.len());
    let end = bytes
        .iter()
        .rposition(|&b| !is_white_space(b))
        .map_or(start, |e| e + 1);
    &bytes[start..end]
}

fn is_skipped(line: &[u8]) -> bool {
    line.is_empty() || line[0] == b'#'
}

/// Guesses the layout from the lines that are not skipped: the plain format when the first
/// `n` of them, `n` symbols each (`n` at most 32), form a region map (each of the `n` region
/// symbols `n` times), one per line otherwise. A file of one-line puzzles cannot look like
/// that, but for one of 1×1 grids; `--lines` and `--plain` settle any doubt.
pub fn detect(text: &[u8]) -> Layout {
    let mut lines = numbered_lines(text)
        .map(|(_, l)| l)
        .filter(|l| !is_skipped(l))
        .peekable();
    let n = match lines.peek() {
        Some(first) => first.len(),
        None => return Layout::Lines,
    };
    if n > MAX_SIZE {
        return Layout::Lines;
    }
    let mut sizes = [0usize; MAX_SIZE];
    for _ in 0..n {
        let row = match lines.next() {
            Some(row) if row.len() == n => row,
            _ => return Layout::Lines,
        };
        for &b in row {
            match REGION_SYMBOLS[..n]
                .iter()
                .position(|&s| s == b.to_ascii_uppercase())
            {
                Some(r) => sizes[r] += 1,
                None => return Layout::Lines,
            }
        }
    }
    if sizes[..n].iter().all(|&size| size == n) {
        Layout::Plain
    } else {
        Layout::Lines
    }
}

/// The puzzles of `text`, one per line, each read when asked for.
pub fn lines(text: &[u8]) -> impl Iterator<Item = Result<Item, InputError>> + '_ {
    // The last geometry built, reused while the side stays the same.
    let mut geometry: Option<Geometry> = None;
    numbered_lines(text)
        .filter(|(_, l)| !is_skipped(l))
        .map(move |(line, l)| read_line(line, l, &mut geometry))
}

fn read_line(
    line: usize,
    text: &[u8],
    geometry: &mut Option<Geometry>,
) -> Result<Item, InputError> {
    let (label, cells) = match text.iter().position(|&b| b == b':') {
        Some(colon) => (
            Some(String::from_utf8_lossy(trim(&text[..colon])).into_owned()),
            trim(&text[colon + 1..]),
        ),
        None => (None, text),
    };
    let puzzle =
        format::read_line(cells, geometry).map_err(|message| InputError { line, message })?;
    Ok(Item {
        line,
        label,
        puzzle,
    })
}

/// The puzzles of a plain-format `text`, block by block (a block is a run of lines that are not
/// skipped), each read when asked for.
pub fn plain(text: &[u8]) -> impl Iterator<Item = Result<Item, InputError>> + '_ {
    let mut lines = numbered_lines(text).peekable();
    let mut pending: std::vec::IntoIter<Item> = Vec::new().into_iter();
    let mut failed = false;
    std::iter::from_fn(move || loop {
        if let Some(item) = pending.next() {
            return Some(Ok(item));
        }
        if failed {
            return None;
        }
        while lines.peek().is_some_and(|(_, l)| is_skipped(l)) {
            lines.next();
        }
        let (start, _) = *lines.peek()?;
        let mut block = String::new();
        while let Some(&(_, l)) = lines.peek() {
            if is_skipped(l) {
                break;
            }
            block.push_str(&String::from_utf8_lossy(l));
            block.push('\n');
            lines.next();
        }
        match read_plain(&block) {
            Ok(puzzles) => {
                let items: Vec<Item> = puzzles
                    .into_iter()
                    .enumerate()
                    .map(|(k, puzzle)| Item {
                        line: start + 2 * k * puzzle.size(),
                        label: None,
                        puzzle,
                    })
                    .collect();
                pending = items.into_iter();
            }
            Err(e) => {
                failed = true;
                return Some(Err(InputError {
                    line: start + e.line - 1,
                    message: e.message,
                }));
            }
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(text: &str) -> Vec<Result<Item, InputError>> {
        match detect(text.as_bytes()) {
            Layout::Lines => lines(text.as_bytes()).collect(),
            Layout::Plain => plain(text.as_bytes()).collect(),
        }
    }

    #[test]
    fn boxes_are_as_square_as_the_side_allows() {
        assert_eq!(format::boxes_of(9), (3, 3));
        assert_eq!(format::boxes_of(6), (2, 3));
        assert_eq!(format::boxes_of(12), (3, 4));
        assert_eq!(format::boxes_of(16), (4, 4));
        assert_eq!(format::boxes_of(25), (5, 5));
        assert_eq!(format::boxes_of(7), (1, 7));
        assert_eq!(format::boxes_of(1), (1, 1));
    }

    #[test]
    fn lines_with_labels_comments_and_both_empty_symbols() {
        let text = "# a comment\n\nx1: 1.2.\r\n0020\n..3.2.1.4...1..4\n";
        let items = read(text);
        assert_eq!(items.len(), 3);
        let first = items[0].as_ref().unwrap();
        assert_eq!((first.line, first.label.as_deref()), (3, Some("x1")));
        assert_eq!(first.puzzle.size(), 2);
        assert_eq!(first.puzzle.cells(), &[Some(0), None, Some(1), None][..]);
        let zeros = items[1].as_ref().unwrap();
        assert_eq!(zeros.puzzle.cells(), &[None, None, Some(1), None][..]);
        let second = items[2].as_ref().unwrap();
        assert_eq!((second.line, second.label.as_deref()), (5, None));
        assert_eq!(second.puzzle.geometry(), &Geometry::boxed(2, 2).unwrap());
        assert_eq!(second.puzzle.get(0, 2), Some(2));
    }

    #[test]
    fn letters_stand_for_values_from_ten() {
        let mut text = vec![b'.'; 256];
        text[0] = b'A';
        text[1] = b'g';
        let items: Vec<_> = lines(&text).collect();
        let p = &items[0].as_ref().unwrap().puzzle;
        assert_eq!((p.get(0, 0), p.get(0, 1)), (Some(9), Some(15)));
    }

    #[test]
    fn bad_lines_are_named() {
        let e = |text: &str| read(text).into_iter().find_map(Result::err).unwrap();
        assert_eq!(
            e("1234\n12\n").to_string(),
            "line 1: symbol 3 is '3', not a value of a 2×2 grid (1-2, or '.' or '0' for an empty cell)"
        );
        let long = format!("{}\n", ".".repeat(80));
        assert!(e(&long)
            .to_string()
            .starts_with("line 1: 80 symbols; a puzzle on one line has n²"));
        let bad = format!("#\n{}\n{}X\n", ".".repeat(81), ".".repeat(80));
        assert_eq!(
            e(&bad).to_string(),
            "line 3: symbol 81 is 'X', not a value of a 9×9 grid (1-9, or '.' or '0' for an empty cell)"
        );
    }

    #[test]
    fn the_plain_format_is_recognised_and_read() {
        let text = "0011\n0011\n2233\n2233\n1...\n....\n....\n...4\n\n01\n10\n1.\n..\n";
        assert_eq!(detect(text.as_bytes()), Layout::Plain);
        let items = read(text);
        assert_eq!(items.len(), 2);
        let a = items[0].as_ref().unwrap();
        assert_eq!(a.line, 1);
        assert_eq!(a.puzzle.get(3, 3), Some(3));
        let b = items[1].as_ref().unwrap();
        assert_eq!((b.line, b.puzzle.size()), (10, 2));
        assert_eq!(b.puzzle.geometry().regions(), &[0, 1, 1, 0][..]);
    }

    #[test]
    fn a_plain_mistake_names_its_line_after_the_good_blocks() {
        let text = "01\n10\n1.\n..\n\n01\n10\n1.\n.3\n";
        let items = read(text);
        assert!(items[0].is_ok());
        assert_eq!(
            items[1].as_ref().unwrap_err().to_string(),
            "line 9: cells: '3' is not one of \"12\" or '.'"
        );
        assert_eq!(items.len(), 2);
    }

    #[test]
    fn one_line_files_are_not_taken_for_plain_ones() {
        let nine = format!("{}\n{}\n", ".".repeat(81), ".".repeat(81));
        assert_eq!(detect(nine.as_bytes()), Layout::Lines);
        assert_eq!(detect(b"1.3.\n..2.\n"), Layout::Lines);
        assert_eq!(detect(b"lbl:0123\n"), Layout::Lines);
        assert_eq!(detect(b""), Layout::Lines);
        assert_eq!(detect(b"0\n1\n"), Layout::Plain);
        // Complete 4×4 grids look like rows of a 16×16 region map, but not sixteen of them.
        assert_eq!(
            detect(b"1234341221434321\n1.3.............\n"),
            Layout::Lines
        );
        let grids = "1234341221434321\n".repeat(16);
        assert_eq!(detect(grids.as_bytes()), Layout::Lines);
        assert_eq!(detect(b"0011\n0011\n2233\n2233\n"), Layout::Plain);
        assert_eq!(detect(b"0011\n0011\n2233\n2333\n"), Layout::Lines);
    }
}
