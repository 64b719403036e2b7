//! The formats puzzles are written in: each judge problem's input format, and a plain one that
//! holds any geometry.
//!
//! **Plain format.** One block per puzzle, blocks separated by an empty line. A block is the
//! region map, `n` lines of `n` region symbols ([`REGION_SYMBOLS`]: `0`–`9`, then `A`–`V`), then
//! the cells, `n` lines of `n` symbols ([`VALUE_SYMBOLS`]: value `v` is the `v+1`-th of `1`–`9`,
//! `A`–`W`; `.` is an empty cell). The side is the length of the block's first line.

use std::fmt;
use std::io::{self, Write};

use solver::generate::Target;
use solver::model::{Geometry, Puzzle};
use textio::grid::{write_rows, Spacing};

/// Region `r` is written as `REGION_SYMBOLS[r]`.
pub const REGION_SYMBOLS: &[u8] = b"0123456789ABCDEFGHIJKLMNOPQRSTUV";
/// Value `v` is written as `VALUE_SYMBOLS[v]` in the plain format.
pub const VALUE_SYMBOLS: &[u8] = b"123456789ABCDEFGHIJKLMNOPQRSTUVW";
/// An empty cell in the plain format.
pub const EMPTY: u8 = b'.';

/// A format to write puzzles in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    Acwing166,
    Acwing169,
    Poj3076,
    Spoj1110,
    Hdu5547,
    Lanqiao2012,
    Algo847,
    Luogu1784,
    Luogu1074,
    Leetcode37,
    Plain,
}

/// Every format, by its name on the command line.
pub const FORMATS: &[(&str, Format)] = &[
    ("acwing166", Format::Acwing166),
    ("acwing169", Format::Acwing169),
    ("poj3076", Format::Poj3076),
    ("spoj1110", Format::Spoj1110),
    ("hdu5547", Format::Hdu5547),
    ("lanqiao2012", Format::Lanqiao2012),
    ("algo847", Format::Algo847),
    ("luogu1784", Format::Luogu1784),
    ("luogu1074", Format::Luogu1074),
    ("leetcode37", Format::Leetcode37),
    ("plain", Format::Plain),
];

impl Format {
    /// The format called `name`.
    pub fn named(name: &str) -> Option<Format> {
        FORMATS.iter().find(|(n, _)| *n == name).map(|&(_, f)| f)
    }

    /// Its name on the command line (a problem's name for a problem's format).
    pub fn name(self) -> &'static str {
        FORMATS
            .iter()
            .find(|&&(_, f)| f == self)
            .map_or("plain", |&(n, _)| n)
    }

    /// The geometry the problem fixes, if it fixes one (lanqiao2012 takes any 6×6 region map).
    pub fn fixed_geometry(self) -> Option<Geometry> {
        match self {
            Format::Acwing169 | Format::Poj3076 | Format::Spoj1110 => Geometry::boxed(4, 4).ok(),
            Format::Hdu5547 | Format::Algo847 => Geometry::boxed(2, 2).ok(),
            Format::Acwing166 | Format::Luogu1784 | Format::Luogu1074 | Format::Leetcode37 => {
                Geometry::boxed(3, 3).ok()
            }
            Format::Lanqiao2012 | Format::Plain => None,
        }
    }

    /// Checks that `count` puzzles of `geometry`, made down to `target`, fit in one input of
    /// this format: every option the format's problem does not take is refused.
    ///
    /// # Errors
    /// A message naming what the problem takes.
    pub fn check(self, geometry: &Geometry, count: usize, target: Target) -> Result<(), String> {
        let name = self.name();
        if let Some(fixed) = self.fixed_geometry() {
            if *geometry != fixed {
                let n = fixed.size();
                let b = match n {
                    16 => 4,
                    9 => 3,
                    _ => 2,
                };
                return Err(format!(
                    "{name} takes {n}×{n} grids with {b}×{b} boxes, not {}",
                    describe(geometry)
                ));
            }
        }
        if self == Format::Lanqiao2012 && geometry.size() != lanqiao2012::N {
            return Err(format!(
                "lanqiao2012 takes a 6×6 grid of 6 regions, not {}",
                describe(geometry)
            ));
        }
        let most = match self {
            Format::Hdu5547 => hdu5547::MAX_CASES,
            Format::Spoj1110 => spoj1110::MAX_GRIDS,
            Format::Lanqiao2012 | Format::Algo847 | Format::Luogu1784 | Format::Luogu1074 => 1,
            _ => usize::MAX,
        };
        if count > most {
            return Err(format!(
                "{name} takes at most {most} puzzle{} per input, not {count}",
                if most == 1 { "" } else { "s" }
            ));
        }
        // The clue count n of lanqiao2012 is below 36: a full grid cannot be written.
        let most_givens = lanqiao2012::N * lanqiao2012::N - 1;
        if let (Format::Lanqiao2012, Target::Givens(n)) = (self, target) {
            if n > most_givens {
                return Err(format!(
                    "lanqiao2012 takes 0 to {most_givens} givens (its clue count n is below 36), \
                     not --givens {n}"
                ));
            }
        }
        Ok(())
    }

    /// Writes what comes before the first of `count` puzzles (hdu5547's count T, spoj1110's K).
    ///
    /// # Errors
    /// Only write errors.
    pub fn write_header(self, out: &mut dyn Write, count: usize) -> io::Result<()> {
        if matches!(self, Format::Hdu5547 | Format::Spoj1110) {
            writeln!(out, "{count}")?;
        }
        Ok(())
    }

    /// Writes what comes after the last puzzle (acwing166's `end`).
    ///
    /// # Errors
    /// Only write errors.
    pub fn write_footer(self, out: &mut dyn Write) -> io::Result<()> {
        if self == Format::Acwing166 {
            writeln!(out, "end")?;
        }
        Ok(())
    }

    /// Writes puzzle `k` (from 0) of `count` as this format places it in one input, after
    /// [`Format::write_header`] and puzzles `0..k`. The caller has [`Format::check`]ed them.
    ///
    /// # Errors
    /// Only write errors.
    ///
    /// # Complexity
    /// `O(n²)`.
    pub fn write_puzzle(
        self,
        out: &mut dyn Write,
        k: usize,
        count: usize,
        puzzle: &Puzzle,
    ) -> io::Result<()> {
        match self {
            // POJ 3076 reads AcWing 169's format (its crate runs AcWing's program).
            // POJ 3076 and SPOJ SUDOKU read AcWing 169's grids (SPOJ after its count K).
            Format::Acwing169 | Format::Poj3076 | Format::Spoj1110 => {
                write_cells(out, puzzle, acwing169::SYMBOLS.values, b'-')?;
                if k + 1 < count {
                    writeln!(out)?;
                }
            }
            Format::Hdu5547 => {
                writeln!(out)?;
                write_cells(out, puzzle, hdu5547::SYMBOLS.values, b'*')?;
            }
            Format::Acwing166 => {
                let line: String = puzzle
                    .cells()
                    .iter()
                    .map(|c| c.map_or('.', |v| char::from(VALUE_SYMBOLS[usize::from(v)])))
                    .collect();
                writeln!(out, "{line}")?;
            }
            Format::Leetcode37 => {
                let rows: Vec<String> = puzzle
                    .cells()
                    .chunks(puzzle.size())
                    .map(|row| {
                        let cells: Vec<String> = row
                            .iter()
                            .map(|c| {
                                let ch =
                                    c.map_or('.', |v| char::from(VALUE_SYMBOLS[usize::from(v)]));
                                format!("\"{ch}\"")
                            })
                            .collect();
                        format!("[{}]", cells.join(","))
                    })
                    .collect();
                writeln!(out, "[{}]", rows.join(","))?;
            }
            // Rows of numbers separated by spaces, 0 empty.
            Format::Algo847 | Format::Luogu1784 | Format::Luogu1074 => {
                for row in puzzle.cells().chunks(puzzle.size()) {
                    let numbers: Vec<String> = row
                        .iter()
                        .map(|c| c.map_or(0, |v| v + 1).to_string())
                        .collect();
                    writeln!(out, "{}", numbers.join(" "))?;
                }
            }
            Format::Lanqiao2012 => {
                write_regions(out, puzzle.geometry())?;
                writeln!(out, "{}", puzzle.givens())?;
                let n = puzzle.size();
                for (cell, given) in puzzle.cells().iter().enumerate() {
                    if let Some(v) = given {
                        writeln!(
                            out,
                            "{}{}{}",
                            cell / n,
                            cell % n,
                            char::from(lanqiao2012::LETTERS[usize::from(*v)])
                        )?;
                    }
                }
            }
            Format::Plain => {
                if k > 0 {
                    writeln!(out)?;
                }
                write_regions(out, puzzle.geometry())?;
                write_cells(out, puzzle, VALUE_SYMBOLS, EMPTY)?;
            }
        }
        Ok(())
    }

    /// Writes `puzzles` as one input of this format: the header, each puzzle, the footer.
    ///
    /// # Errors
    /// Only write errors.
    pub fn write(self, out: &mut dyn Write, puzzles: &[Puzzle]) -> io::Result<()> {
        self.write_header(out, puzzles.len())?;
        for (k, puzzle) in puzzles.iter().enumerate() {
            self.write_puzzle(out, k, puzzles.len(), puzzle)?;
        }
        self.write_footer(out)
    }
}

/// The geometry in words for messages: `a 9×9 grid with 3×3 boxes`, `a 9×9 jigsaw`.
pub fn describe(geometry: &Geometry) -> String {
    let n = geometry.size();
    for rows in 1..=n {
        if n % rows == 0 && Geometry::boxed(rows, n / rows).as_ref() == Ok(geometry) {
            return format!("a {n}×{n} grid with {rows}×{} boxes", n / rows);
        }
    }
    format!("a {n}×{n} jigsaw")
}

fn write_cells(out: &mut dyn Write, puzzle: &Puzzle, values: &[u8], empty: u8) -> io::Result<()> {
    // Value `n` stands for the empty cell in the row writer's alphabet.
    let n = puzzle.size();
    let mut symbols = values[..n].to_vec();
    symbols.push(empty);
    let grid: Vec<u8> = puzzle
        .cells()
        .iter()
        .map(|c| c.unwrap_or(n as u8))
        .collect();
    write_rows(out, &grid, n, &symbols, Spacing::Packed)
}

fn write_regions(out: &mut dyn Write, geometry: &Geometry) -> io::Result<()> {
    write_rows(
        out,
        geometry.regions(),
        geometry.size(),
        REGION_SYMBOLS,
        Spacing::Packed,
    )
}

/// A mistake in a plain-format file: the line (from 1) and what was expected.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlainError {
    pub line: usize,
    pub message: String,
}

impl fmt::Display for PlainError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}: {}", self.line, self.message)
    }
}

impl std::error::Error for PlainError {}

/// Reads every puzzle of a plain-format text.
///
/// # Errors
/// When a block is cut short, a line has the wrong length or a foreign symbol, or a region map
/// is not `n` regions of `n` cells.
///
/// # Complexity
/// `O(length of the text)`.
pub fn read_plain(text: &str) -> Result<Vec<Puzzle>, PlainError> {
    let mut lines = text
        .lines()
        .enumerate()
        .map(|(i, l)| (i + 1, l.trim()))
        .filter(|(_, l)| !l.is_empty())
        .peekable();
    let mut puzzles = Vec::new();
    while let Some(&(first, line)) = lines.peek() {
        let n = line.len();
        if n == 0 || n > REGION_SYMBOLS.len() {
            return Err(PlainError {
                line: first,
                message: format!("a region map of side 1 to 32, found {n} symbols"),
            });
        }
        let mut read = |symbols: &[u8], empty: Option<u8>, what: &str| {
            let mut cells = Vec::with_capacity(n * n);
            for row in 0..n {
                let Some((number, line)) = lines.next() else {
                    return Err(PlainError {
                        line: first,
                        message: format!("the text ends in the {what} at row {}", row + 1),
                    });
                };
                if line.len() != n {
                    return Err(PlainError {
                        line: number,
                        message: format!("{what}: {n} symbols, found {}", line.len()),
                    });
                }
                for b in line.bytes() {
                    let cell = if Some(b) == empty {
                        None
                    } else {
                        match symbols[..n].iter().position(|&s| s == b) {
                            Some(v) => Some(v as u8),
                            None => {
                                return Err(PlainError {
                                    line: number,
                                    message: format!(
                                        "{what}: '{}' is not one of {:?}{}",
                                        b.escape_ascii(),
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
        let error = |e: solver::model::Error| PlainError {
            line: first,
            message: e.to_string(),
        };
        let geometry = Geometry::jigsaw(n, &regions).map_err(error)?;
        puzzles.push(Puzzle::new(geometry, cells).map_err(error)?);
    }
    Ok(puzzles)
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
    fn geometries_are_described() {
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
        assert_eq!(
            describe(&Geometry::jigsaw(4, &diagonal).unwrap()),
            "a 4×4 jigsaw"
        );
    }
}
