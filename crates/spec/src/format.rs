//! Puzzles as text, for the tools: what each problem's input format takes and how it is
//! written, and the two formats that hold any puzzle.
//!
//! - [`Input`]: a problem's input as the generator and the tests see it: an [`InputFormat`]
//!   (the grids it takes, how many puzzles and givens, and its writer) or an [`OwnInput`] that
//!   the problem makes itself. Each problem declares one as `pub const INPUT` beside its
//!   `solve`, behind its `catalog` feature, so that no submission carries it.
//! - **One puzzle per line** ([`write_line`], [`read_line`]): `n²` symbols row by row, `1`–`9`
//!   then `A`–`W` ([`VALUE_SYMBOLS`], either case) for the values, `.` or `0` for an empty cell,
//!   on a grid of [`boxes_of`]`(n)` boxes.
//! - **Plain** ([`write_plain`], [`read_plain`]): one block per puzzle, blocks separated by an
//!   empty line. A block is the region map, `n` lines of `n` region symbols ([`REGION_SYMBOLS`]:
//!   `0`–`9`, then `A`–`V`), then the cells, `n` lines of `n` symbols ([`VALUE_SYMBOLS`], `.`
//!   for an empty cell). The side is the length of the block's first line. It holds any region
//!   map.

use std::fmt;
use std::io::{self, Write};

use solver::model::{Geometry, Puzzle, MAX_SIZE};

use textio::board::{self, digit};
use textio::grid::{write_partial_rows, write_rows, Spacing};
use textio::tokens::is_white_space;

use crate::board::write_board;

/// Region `r` is written as `REGION_SYMBOLS[r]`.
pub const REGION_SYMBOLS: &[u8] = b"0123456789ABCDEFGHIJKLMNOPQRSTUV";
/// Value `v` is written as `VALUE_SYMBOLS[v]` on one line and in the plain format.
pub const VALUE_SYMBOLS: &[u8] = b"123456789ABCDEFGHIJKLMNOPQRSTUVW";
/// An empty cell on one line and in the plain format (`0` is read as one too on a line).
pub const EMPTY: u8 = b'.';

/// A problem's input as the tools see it: puzzles of a geometry, which the generator makes and
/// the problem writes, or inputs the problem makes itself.
#[derive(Clone, Copy, Debug)]
pub enum Input {
    /// Puzzles with a unique solution, made by `solver::generate`, written by the format.
    Puzzles(InputFormat),
    /// Inputs of another kind (matrices, Latin blocks, order puzzles), made and written by the
    /// problem from a seed.
    Own(OwnInput),
}

impl Input {
    /// The puzzle format, when the input is made of puzzles.
    pub fn puzzles(&self) -> Option<&InputFormat> {
        match self {
            Input::Puzzles(format) => Some(format),
            Input::Own(_) => None,
        }
    }

    /// The problem's own inputs, when it makes them.
    pub fn own(&self) -> Option<&OwnInput> {
        match self {
            Input::Puzzles(_) => None,
            Input::Own(own) => Some(own),
        }
    }
}

/// Writes one input of `count` cases made from `seed`, no case larger than `size` in the
/// problem's own measure (a Latin square's order, a matrix's side; `usize::MAX` for the largest
/// the problem takes, and ignored where the problem's cases have one size): the same seed and
/// size, the same bytes. A smaller size is how `stress` shrinks an input that fails.
pub type WriteOwn = fn(out: &mut dyn Write, seed: u64, count: usize, size: usize) -> io::Result<()>;

/// Inputs a problem makes itself.
#[derive(Clone, Copy)]
pub struct OwnInput {
    /// What one case is, in a few words, for messages: `a 0/1 matrix of up to 500 × 500`.
    pub what: &'static str,
    /// The most cases one input holds.
    pub most_cases: usize,
    /// Makes and writes one input.
    pub write: WriteOwn,
}

// By hand: rustc before 1.60 implements `Debug` for no higher-ranked `fn` pointer.
impl fmt::Debug for OwnInput {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("OwnInput")
            .field("what", &self.what)
            .field("most_cases", &self.most_cases)
            .finish()
    }
}

/// Writes `count` whole numbers made from `seed`, one a line, each from `least` to `most` (or
/// to `size` when that is smaller, but never below `least`): the own input of a problem that
/// takes sides, as the N-Queens problems do. The same seed and size, the same numbers.
///
/// # Errors
/// Only write errors.
pub fn write_sides(
    out: &mut dyn Write,
    seed: u64,
    count: usize,
    size: usize,
    least: usize,
    most: usize,
) -> io::Result<()> {
    let mut rng = solver::rng::SplitMix64::new(seed);
    let most = most.min(size).max(least);
    for _ in 0..count {
        writeln!(
            out,
            "{}",
            least as u64 + rng.below((most - least + 1) as u64)
        )?;
    }
    Ok(())
}

/// A puzzle of `geometry` with one solution drawn from `seed`, with `least` to `most` givens
/// (to `size`, when that is smaller, but never below `least`; more when no fewer leave one
/// solution): the own input of a problem whose answer depends on the puzzle and not only on
/// its solution (how far a person's rules get), or whose geometry gen does not write (extra
/// houses).
///
/// # Complexity
/// One generation ([`solver::generate::generate`] with [`solver::Auto`]): about a millisecond
/// at 9×9.
pub fn generated_puzzle(
    geometry: &Geometry,
    seed: u64,
    size: usize,
    least: usize,
    most: usize,
) -> Puzzle {
    let mut rng = solver::rng::SplitMix64::new(seed);
    let most = most.min(size).max(least);
    let givens = least + rng.below((most - least + 1) as u64) as usize;
    let target = solver::generate::Target::Givens(givens);
    solver::generate::generate(geometry, target, &mut rng, &mut solver::Auto::new())
        .expect("a geometry with complete grids")
        .puzzle
}

/// Writes what comes before the first of `count` puzzles of an input (hdu5547's count T).
pub type WriteHeader = fn(out: &mut dyn Write, count: usize) -> io::Result<()>;
/// Writes puzzle `k` (from 0) of `count` as an input places it, after the header and puzzles
/// `0..k`.
pub type WritePuzzle =
    fn(out: &mut dyn Write, k: usize, count: usize, puzzle: &Puzzle) -> io::Result<()>;
/// Writes what comes after the last puzzle of an input (acwing166's `end`).
pub type WriteFooter = fn(out: &mut dyn Write) -> io::Result<()>;

/// A problem's input as the tools see it: what it takes, and how it is written one puzzle at a
/// time, so that a generator writes each puzzle as soon as it is made.
#[derive(Clone, Copy)]
pub struct InputFormat {
    /// The grids its input holds.
    pub grids: Grids,
    /// The most puzzles one input holds (1 for a problem that reads one).
    pub most_puzzles: usize,
    /// The most givens a puzzle may have, and why, when the format holds fewer than a full grid.
    pub most_givens: Option<(usize, &'static str)>,
    /// Writes what comes before the puzzles: [`no_header`] for nothing.
    pub header: WriteHeader,
    /// Writes one puzzle and what separates it from the one before.
    pub puzzle: WritePuzzle,
    /// Writes what comes after the puzzles: [`no_footer`] for nothing.
    pub footer: WriteFooter,
}

impl InputFormat {
    /// Writes `puzzles` as one input: the header, each puzzle, the footer. The caller has
    /// checked them against this format: its grids, at most its number of puzzles and givens.
    ///
    /// # Errors
    /// Only write errors.
    pub fn write(&self, out: &mut dyn Write, puzzles: &[Puzzle]) -> io::Result<()> {
        (self.header)(out, puzzles.len())?;
        for (k, puzzle) in puzzles.iter().enumerate() {
            (self.puzzle)(out, k, puzzles.len(), puzzle)?;
        }
        (self.footer)(out)
    }
}

/// One grid of numbers from 1 separated by single spaces, `0` for an empty cell, one puzzle per
/// input: the 9×9 input of many judges. Another geometry is `InputFormat { grids, ..NUMBERS }`.
pub const NUMBERS: InputFormat = InputFormat {
    grids: Grids::Boxed { rows: 3, cols: 3 },
    most_puzzles: 1,
    most_givens: None,
    header: no_header,
    puzzle: |out, _, _, puzzle| write_numbers(out, puzzle),
    footer: no_footer,
};

/// 9×9 puzzles as boards in LeetCode's text form (`[["5","3",".",…],…]`, [`crate::board`]),
/// one per line, any number of them: the local input of LeetCode's Sudoku problems.
pub const BOARDS: InputFormat = InputFormat {
    grids: Grids::Boxed { rows: 3, cols: 3 },
    most_puzzles: usize::MAX,
    most_givens: None,
    header: no_header,
    puzzle: |out, _, _, puzzle| {
        let cell = |c: &Option<u8>| c.map_or(board::EMPTY, digit);
        let rows = puzzle.cells().chunks(9).map(|row| row.iter().map(cell));
        write_board(out, rows)
    },
    footer: no_footer,
};

/// A header of nothing.
pub fn no_header(_: &mut dyn Write, _: usize) -> io::Result<()> {
    Ok(())
}

/// A footer of nothing.
pub fn no_footer(_: &mut dyn Write) -> io::Result<()> {
    Ok(())
}

/// A header that is the count of puzzles on a line of its own.
pub fn count_header(out: &mut dyn Write, count: usize) -> io::Result<()> {
    writeln!(out, "{}", count)
}

// By hand: rustc before 1.60 implements `Debug` for no higher-ranked `fn` pointer.
impl fmt::Debug for InputFormat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("InputFormat")
            .field("grids", &self.grids)
            .field("most_puzzles", &self.most_puzzles)
            .field("most_givens", &self.most_givens)
            .finish()
    }
}

/// The grids a problem takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Grids {
    /// Boxes of `rows × cols` cells, on a grid of side `rows · cols`.
    Boxed { rows: usize, cols: usize },
    /// Any region map of side `side`; `map` is the one its statement shows, row by row in
    /// [`REGION_SYMBOLS`], for when none is given.
    Regions { side: usize, map: &'static str },
}

impl Grids {
    /// The geometry a puzzle of this problem has when nobody chooses one.
    ///
    /// # Errors
    /// When the declaration is not a geometry (a mistake of the problem's).
    pub fn default_geometry(&self) -> Result<Geometry, String> {
        match *self {
            Grids::Boxed { rows, cols } => Geometry::boxed(rows, cols).map_err(|e| e.to_string()),
            Grids::Regions { map, .. } => read_region_map(map),
        }
    }

    /// Checks that `geometry` is one of these grids.
    ///
    /// # Errors
    /// What the problem `name` takes instead: `acwing169 takes 16×16 grids with 4×4 boxes, not a
    /// 9×9 grid with 3×3 boxes`.
    pub fn check(&self, name: &str, geometry: &Geometry) -> Result<(), String> {
        match *self {
            Grids::Boxed { rows, cols } => {
                if Geometry::boxed(rows, cols).as_ref() == Ok(geometry) {
                    return Ok(());
                }
                let n = rows * cols;
                Err(format!(
                    "{} takes {}×{} grids with {}×{} boxes, not {}",
                    name,
                    n,
                    n,
                    rows,
                    cols,
                    describe(geometry)
                ))
            }
            Grids::Regions { side, .. } => {
                if geometry.size() == side {
                    return Ok(());
                }
                Err(format!(
                    "{} takes a {}×{} grid of {} regions, not {}",
                    name,
                    side,
                    side,
                    side,
                    describe(geometry)
                ))
            }
        }
    }
}

/// The geometry in words for messages: `a 9×9 grid with 3×3 boxes`, `a 9×9 jigsaw`.
pub fn describe(geometry: &Geometry) -> String {
    let n = geometry.size();
    for rows in 1..=n {
        if n % rows == 0 && Geometry::boxed(rows, n / rows).as_ref() == Ok(geometry) {
            return format!("a {}×{} grid with {}×{} boxes", n, n, rows, n / rows);
        }
    }
    format!("a {}×{} jigsaw", n, n)
}

/// Writes the cells of `puzzle` as rows of `values`, `empty` for an empty cell, no spaces.
///
/// # Errors
/// Only write errors.
pub fn write_cells(
    out: &mut dyn Write,
    puzzle: &Puzzle,
    values: &[u8],
    empty: u8,
) -> io::Result<()> {
    let n = puzzle.size();
    write_partial_rows(out, puzzle.cells(), n, &values[..n], empty, Spacing::Packed)
}

/// Writes the cells of `puzzle` as rows of numbers from 1 separated by single spaces, `0` for
/// an empty cell: `5 3 0 0 7 0 0 0 0`.
///
/// # Errors
/// Only write errors.
pub fn write_numbers(out: &mut dyn Write, puzzle: &Puzzle) -> io::Result<()> {
    for row in puzzle.cells().chunks(puzzle.size()) {
        let numbers: Vec<String> = row
            .iter()
            .map(|c| c.map_or(0, |v| v + 1).to_string())
            .collect();
        writeln!(out, "{}", numbers.join(" "))?;
    }
    Ok(())
}

/// Writes the region map of `geometry` as rows of [`REGION_SYMBOLS`].
///
/// # Errors
/// Only write errors.
pub fn write_regions(out: &mut dyn Write, geometry: &Geometry) -> io::Result<()> {
    write_rows(
        out,
        geometry.regions(),
        geometry.size(),
        REGION_SYMBOLS,
        Spacing::Packed,
    )
}

/// Writes `puzzle` on one line: its cells in [`VALUE_SYMBOLS`], [`EMPTY`] for an empty cell.
///
/// # Errors
/// Only write errors.
pub fn write_line(out: &mut dyn Write, puzzle: &Puzzle) -> io::Result<()> {
    let mut line: Vec<u8> = puzzle
        .cells()
        .iter()
        .map(|c| c.map_or(EMPTY, |v| VALUE_SYMBOLS[usize::from(v)]))
        .collect();
    line.push(b'\n');
    out.write_all(&line)
}

/// Writes `puzzles` in the plain format: each block, an empty line between blocks.
///
/// # Errors
/// Only write errors.
pub fn write_plain(out: &mut dyn Write, puzzles: &[Puzzle]) -> io::Result<()> {
    for (k, puzzle) in puzzles.iter().enumerate() {
        write_plain_block(out, k, puzzle)?;
    }
    Ok(())
}

/// Writes puzzle `k` (from 0) of a plain-format text: the empty line before it unless it is the
/// first, its region map, its cells.
///
/// # Errors
/// Only write errors.
pub fn write_plain_block(out: &mut dyn Write, k: usize, puzzle: &Puzzle) -> io::Result<()> {
    if k > 0 {
        writeln!(out)?;
    }
    write_regions(out, puzzle.geometry())?;
    write_cells(out, puzzle, VALUE_SYMBOLS, EMPTY)
}

/// A mistake in a text of puzzles: the line (from 1) and what was expected.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TextError {
    pub line: usize,
    pub message: String,
}

impl fmt::Display for TextError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}: {}", self.line, self.message)
    }
}

impl std::error::Error for TextError {}

/// Reads every puzzle of a plain-format text.
///
/// # Errors
/// When a block is cut short, a line has the wrong length or a foreign symbol, or a region map
/// is not `n` regions of `n` cells.
///
/// # Complexity
/// `O(length of the text)`.
pub fn read_plain(text: &str) -> Result<Vec<Puzzle>, TextError> {
    let mut lines = text
        .lines()
        .enumerate()
        .map(|(i, l)| {
            (
                i + 1,
                l.trim_matches(|c: char| c.is_ascii() && is_white_space(c as u8)),
            )
        })
        .filter(|(_, l)| !l.is_empty())
        .peekable();
    let mut puzzles = Vec::new();
    while let Some(&(first, line)) = lines.peek() {
        let n = line.len();
        if n == 0 || n > REGION_SYMBOLS.len() {
            return Err(TextError {
                line: first,
                message: format!("a region map of side 1 to 32, found {} symbols", n),
            });
        }
        let mut read = |symbols: &[u8], empty: Option<u8>, what: &str| {
            let mut cells = Vec::with_capacity(n * n);
            for row in 0..n {
                let (number, line) = match lines.next() {
                    Some(numbered) => numbered,
                    None => {
                        return Err(TextError {
                            line: first,
                            message: format!("the text ends in the {} at row {}", what, row + 1),
                        })
                    }
                };
                if line.len() != n {
                    return Err(TextError {
                        line: number,
                        message: format!("{}: {} symbols, found {}", what, n, line.len()),
                    });
                }
                for b in line.bytes() {
                    let cell = if Some(b) == empty {
                        None
                    } else {
                        match symbols[..n].iter().position(|&s| s == b) {
                            Some(v) => Some(v as u8),
                            None => {
                                return Err(TextError {
                                    line: number,
                                    message: format!(
                                        "{}: '{}' is not one of {:?}{}",
                                        what,
                                        std::ascii::escape_default(b),
                                        String::from_utf8_lossy(&symbols[..n]),
                                        if empty.is_some() { " or '.'" } else { "" }
                                    ),
                                })
                            }
                        }
                    };
                    cells.push(cell);
                }
            }
            Ok(cells)
        };
        let regions: Vec<usize> = read(REGION_SYMBOLS, None, "region map")?
            .into_iter()
            .map(|r| usize::from(r.unwrap_or(0)))
            .collect();
        let cells = read(VALUE_SYMBOLS, Some(EMPTY), "cells")?;
        let error = |e: solver::model::Error| TextError {
            line: first,
            message: e.to_string(),
        };
        let geometry = Geometry::jigsaw(n, &regions).map_err(error)?;
        puzzles.push(Puzzle::new(geometry, cells).map_err(error)?);
    }
    Ok(puzzles)
}

/// A region map as white-space-separated rows of region symbols ([`REGION_SYMBOLS`], either
/// case), or as one run of `n²` symbols.
///
/// # Errors
/// When a symbol is foreign, the rows are not `n` of `n`, or a region has not `n` cells.
pub fn read_region_map(text: &str) -> Result<Geometry, String> {
    let symbols: Vec<u8> = text.bytes().filter(|&b| !is_white_space(b)).collect();
    let mut n = 1;
    while n * n < symbols.len() {
        n += 1;
    }
    if n * n != symbols.len() || symbols.is_empty() {
        return Err(format!(
            "a region map has n rows of n symbols; found {} symbols",
            symbols.len()
        ));
    }
    let mut regions = Vec::with_capacity(n * n);
    for b in symbols {
        match REGION_SYMBOLS[..n.min(REGION_SYMBOLS.len())]
            .iter()
            .position(|&s| s == b.to_ascii_uppercase())
        {
            Some(r) => regions.push(r),
            None => {
                return Err(format!(
                    "'{}' is not a region symbol of a {}×{} map",
                    std::ascii::escape_default(b),
                    n,
                    n
                ))
            }
        }
    }
    Geometry::jigsaw(n, &regions).map_err(|e| e.to_string())
}

/// The side of a one-line puzzle of `cells` symbols, if it is a square of a side the model
/// takes (1 to [`MAX_SIZE`]).
pub fn side_of(cells: usize) -> Option<usize> {
    (1..=MAX_SIZE).find(|&n| n * n == cells)
}

/// The boxes of a one-line puzzle of side `n`: `r × c` with `r` the largest divisor of `n` no
/// greater than `√n` (3×3 for 9×9, 2×3 for 6×6, 3×4 for 12×12; 1 × n for a prime side).
pub fn boxes_of(n: usize) -> (usize, usize) {
    let r = (1..=n)
        .filter(|r| n % r == 0 && r * r <= n)
        .max()
        .unwrap_or(1);
    (r, n / r)
}

/// The value of a symbol of a one-line puzzle: `Some(None)` for an empty cell (`.` or `0`),
/// `Some(Some(v))` for value `v` ([`VALUE_SYMBOLS`], either case), `None` for a foreign one.
pub fn line_value(b: u8) -> Option<Option<u8>> {
    match b {
        b'.' | b'0' => Some(None),
        _ => VALUE_SYMBOLS
            .iter()
            .position(|&s| s == b.to_ascii_uppercase())
            .map(|v| Some(v as u8)),
    }
}

/// The value symbols of a grid of side `n`, as a range: `1-9`, `1-9, A-G`.
pub fn line_alphabet(n: usize) -> String {
    match n {
        1 => "1".into(),
        2..=9 => format!("1-{}", n),
        10 => "1-9, A".into(),
        _ => format!("1-9, A-{}", char::from(VALUE_SYMBOLS[n - 1])),
    }
}

/// Reads one puzzle written on one line (no label, no surrounding white space). `geometry`
/// is the last geometry read: reused while the side stays the same, so that a file of puzzles
/// builds it once.
///
/// # Errors
/// When the number of symbols is not a square of a side from 1 to 32, or a symbol is not a
/// value of the grid.
///
/// # Complexity
/// `O(n²)`, plus building the geometry when the side changes.
pub fn read_line(cells: &[u8], geometry: &mut Option<Geometry>) -> Result<Puzzle, String> {
    let n = side_of(cells.len()).ok_or_else(|| {
        format!(
            "{} symbols; a puzzle on one line has n² of them for a side n from 1 to {} \
             (81 for 9×9, 256 for 16×16, 625 for 25×25)",
            cells.len(),
            MAX_SIZE
        )
    })?;
    let fits = match geometry {
        Some(g) => g.size() == n,
        None => false,
    };
    if !fits {
        let (r, c) = boxes_of(n);
        *geometry = Some(Geometry::boxed(r, c).map_err(|e| e.to_string())?);
    }
    let geometry = geometry.clone().expect("set above");
    let mut values = Vec::with_capacity(n * n);
    for (k, &b) in cells.iter().enumerate() {
        match line_value(b) {
            Some(Some(v)) if (v as usize) < n => values.push(Some(v)),
            Some(None) => values.push(None),
            _ => {
                return Err(format!(
                    "symbol {} is '{}', not a value of a {}×{} grid ({}, or '.' or '0' for an empty cell)",
                    k + 1,
                    std::ascii::escape_default(b),
                    n,
                    n,
                    line_alphabet(n)
                ))
            }
        }
    }
    Puzzle::new(geometry, values).map_err(|e| e.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn plain_errors_name_the_line() {
        let e = |text: &str| read_plain(text).unwrap_err().to_string();
        assert_eq!(
            e("0011\n0011\n2233\n2233\n1..4\n"),
            "line 1: the text ends in the cells at row 2"
        );
        assert_eq!(e("01\n10\n1.\n.\n"), "line 4: cells: 2 symbols, found 1");
        assert_eq!(
            e("01\n10\n1.\n.3\n"),
            "line 4: cells: '3' is not one of \"12\" or '.'"
        );
        assert_eq!(
            e("00\n11\n..\n..\n\n00\n"),
            "line 6: the text ends in the region map at row 2"
        );
        assert_eq!(
            e("0011\n0011\n2233\n2223\n....\n....\n....\n....\n"),
            "line 1: region 2 has 5 cells; every region must have 4"
        );
        assert_eq!(read_plain("\n\n"), Ok(Vec::new()));
    }

    #[test]
    fn plain_text_reads_back_what_was_written() {
        let mut p = Puzzle::empty(read_region_map("0001\n0211\n2231\n2333").unwrap());
        p.set(0, 0, Some(3)).unwrap();
        let q = Puzzle::empty(Geometry::boxed(2, 3).unwrap());
        let mut text = Vec::new();
        write_plain(&mut text, &[p.clone(), q.clone()]).unwrap();
        let text = String::from_utf8(text).unwrap();
        assert!(
            text.starts_with("0001\n0211\n2231\n2333\n4...\n"),
            "{}",
            text
        );
        assert_eq!(read_plain(&text), Ok(vec![p, q]));
    }

    #[test]
    fn one_line_puzzles_read_back_what_was_written() {
        let mut p = Puzzle::empty(Geometry::boxed(3, 3).unwrap());
        p.set(8, 8, Some(8)).unwrap();
        let mut text = Vec::new();
        write_line(&mut text, &p).unwrap();
        assert_eq!(text.len(), 82);
        assert_eq!(&text[79..], b".9\n");
        let mut geometry = None;
        assert_eq!(read_line(&text[..81], &mut geometry), Ok(p));
        assert_eq!(
            read_line(b"12", &mut geometry).unwrap_err(),
            "2 symbols; a puzzle on one line has n² of them for a side n from 1 to 32 \
             (81 for 9×9, 256 for 16×16, 625 for 25×25)"
        );
        assert_eq!(
            read_line(b"1.3.", &mut geometry).unwrap_err(),
            "symbol 3 is '3', not a value of a 2×2 grid (1-2, or '.' or '0' for an empty cell)"
        );
        assert_eq!(boxes_of(12), (3, 4));
        assert_eq!(boxes_of(7), (1, 7));
        assert_eq!(side_of(32 * 32), Some(32));
        assert_eq!(side_of(33 * 33), None);
    }

    #[test]
    fn region_maps_are_read_and_checked() {
        let g = read_region_map("0011\n0011\n2233\n2233\n").unwrap();
        assert_eq!(g, Geometry::boxed(2, 2).unwrap());
        assert_eq!(
            read_region_map("001\n011\n221").unwrap_err(),
            "region 1 has 4 cells; every region must have 3"
        );
        assert_eq!(
            read_region_map("0011\n0011\n2233\n223").unwrap_err(),
            "a region map has n rows of n symbols; found 15 symbols"
        );
        assert_eq!(
            read_region_map("0011\n0011\n2233\n2234").unwrap_err(),
            "'4' is not a region symbol of a 4×4 map"
        );
    }

    #[test]
    fn geometries_are_described_and_checked() {
        assert_eq!(
            describe(&Geometry::boxed(2, 3).unwrap()),
            "a 6×6 grid with 2×3 boxes"
        );
        let rows: Vec<usize> = (0..16).map(|c| c / 4).collect();
        assert_eq!(
            describe(&Geometry::jigsaw(4, &rows).unwrap()),
            "a 4×4 grid with 1×4 boxes"
        );
        let diagonal: Vec<usize> = (0..16).map(|c| (c / 4 + c % 4) % 4).collect();
        let diagonal = Geometry::jigsaw(4, &diagonal).unwrap();
        assert_eq!(describe(&diagonal), "a 4×4 jigsaw");
        let boxed = Grids::Boxed { rows: 2, cols: 2 };
        assert_eq!(boxed.check("p", &Geometry::boxed(2, 2).unwrap()), Ok(()));
        assert_eq!(
            boxed.check("p", &diagonal).unwrap_err(),
            "p takes 4×4 grids with 2×2 boxes, not a 4×4 jigsaw"
        );
        let regions = Grids::Regions {
            side: 4,
            map: "0011001122332233",
        };
        assert_eq!(regions.check("q", &diagonal), Ok(()));
        assert_eq!(
            regions.default_geometry(),
            Ok(Geometry::boxed(2, 2).unwrap())
        );
        assert_eq!(
            regions
                .check("q", &Geometry::boxed(3, 3).unwrap())
                .unwrap_err(),
            "q takes a 4×4 grid of 4 regions, not a 9×9 grid with 3×3 boxes"
        );
    }
}
