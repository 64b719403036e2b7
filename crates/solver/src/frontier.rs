//! Exact covers of cells in a fixed order, counted by their frontier: broken-profile dynamic
//! programming for any shapes, with kinds of options used a bounded number of times.
//!
//! A count that always covers the first uncovered cell next (cells in a fixed order: a board
//! row by row or column by column) meets, after cell `p`, a subproblem decided by two things
//! only: which of the cells `p .. p + span` are covered already (no option reaches further than
//! `span` past its first cell, and every cell before `p` is covered), and how many options of
//! each bounded kind are used. [`Frontier::count`] keeps the number of ways to reach each such
//! state, one cell after another, so that a count over `n` cells costs `O(n · states ·
//! options a cell)` whatever the number of covers: the domino tilings of a 10 × 1000 board take
//! 10,000 steps of at most 1,024 states. A kind used at most `k` times (A dominoes and B unit
//! squares, each piece of a set once) is a counter in the state, not `k` copies of each option.
//!
//! ```
//! use solver::count::Mod;
//! use solver::frontier::Frontier;
//!
//! // Domino tilings of a 4 × 7 board, cells column by column (4 a column).
//! let (rows, columns) = (4, 7);
//! let mut board = Frontier::new(rows * columns);
//! for c in 0..columns {
//!     for r in 0..rows {
//!         let cell = c * rows + r;
//!         if r + 1 < rows {
//!             board.add_option(&[cell, cell + 1], None).unwrap();
//!         }
//!         if c + 1 < columns {
//!             board.add_option(&[cell, cell + rows], None).unwrap();
//!         }
//!     }
//! }
//! assert_eq!(board.count::<u128>(), Ok(781));
//! assert_eq!(board.count::<Mod<7>>(), Ok(Mod::new(781)));
//! ```

use std::fmt;

use crate::count::Count;
use crate::layer::{Layer, Overflow};

/// Why an option or a kind was refused, or a count could not be finished.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Error {
    /// An option names a cell past the last one, or none, or one twice.
    BadCells,
    /// An option reaches more than 64 cells past its first one.
    TooWide,
    /// An option names a kind that was not added.
    NoKind,
    /// The kinds' counters together need more than 64 bits.
    TooManyKinds,
    /// The count passed what its type holds.
    Overflow,
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Error::BadCells => "an option's cells must be distinct cells of the board",
            Error::TooWide => "an option spans more than 64 cells from its first",
            Error::NoKind => "an option names a kind that does not exist",
            Error::TooManyKinds => "the kinds' counters need more than 64 bits",
            Error::Overflow => "the count does not fit its type",
        })
    }
}

impl std::error::Error for Error {}

impl From<Overflow> for Error {
    fn from(_: Overflow) -> Self {
        Error::Overflow
    }
}

/// A kind of option used a bounded number of times in a cover.
#[derive(Clone, Copy, Debug)]
struct Kind {
    /// Covers use at least this many options of the kind.
    least: u64,
    /// And at most this many.
    most: u64,
    /// Where its counter starts in the state's counters word.
    shift: u32,
}

/// An option as the count stores it: its cells from its first one, bit `i` for first + `i`.
#[derive(Clone, Copy, Debug)]
struct Placed {
    cells: u64,
    kind: Option<usize>,
}

/// Cells `0 .. cells` to be covered exactly once, some covered before anything is placed
/// ([`Frontier::block`]), by options of a few cells each, some of a bounded kind.
///
/// **Invariants:** `by_first[p]` holds the options whose first cell is `p`, each as a mask of
/// at most `span ≤ 64` bits from `p`; `span` is the widest option's reach; the kinds' counter
/// fields (`bits` wide together) do not overlap.
#[derive(Clone, Debug)]
pub struct Frontier {
    by_first: Vec<Vec<Placed>>,
    blocked: Vec<bool>,
    kinds: Vec<Kind>,
    span: usize,
    bits: u32,
}

impl Frontier {
    /// A board of `cells` cells, all to be covered, and no option yet.
    pub fn new(cells: usize) -> Self {
        Frontier {
            by_first: vec![Vec::new(); cells],
            blocked: vec![false; cells],
            kinds: Vec::new(),
            span: 1,
            bits: 0,
        }
    }

    /// The number of cells.
    pub fn cells(&self) -> usize {
        self.blocked.len()
    }

    /// Marks `cell` as covered already (a hole in the board): no option may cover it. A cell
    /// past the last is ignored.
    pub fn block(&mut self, cell: usize) {
        if let Some(blocked) = self.blocked.get_mut(cell) {
            *blocked = true;
        }
    }

    /// Adds a kind used at least `least` and at most `most` times in every cover counted;
    /// returns its number, for [`Frontier::add_option`].
    ///
    /// # Errors
    /// [`Error::TooManyKinds`] when the kinds' counters (`⌈log₂(most + 1)⌉` bits each) would
    /// need more than 64 bits.
    pub fn add_kind(&mut self, least: u64, most: u64) -> Result<usize, Error> {
        let width = 64 - most.leading_zeros();
        if self.bits + width > 64 {
            return Err(Error::TooManyKinds);
        }
        self.kinds.push(Kind {
            least,
            most,
            shift: self.bits,
        });
        self.bits += width;
        Ok(self.kinds.len() - 1)
    }

    /// Adds an option covering `cells` (any order), of `kind` if it has one.
    ///
    /// `O(k)` for `k` cells.
    ///
    /// # Errors
    /// [`Error::BadCells`] for no cell, a cell past the last or one named twice;
    /// [`Error::TooWide`] when the last cell is 64 or more past the first; [`Error::NoKind`]
    /// for a kind [`Frontier::add_kind`] did not return.
    pub fn add_option(&mut self, cells: &[usize], kind: Option<usize>) -> Result<(), Error> {
        let first = *cells.iter().min().ok_or(Error::BadCells)?;
        if cells.iter().any(|&c| c >= self.cells()) {
            return Err(Error::BadCells);
        }
        if kind.map_or(false, |k| k >= self.kinds.len()) {
            return Err(Error::NoKind);
        }
        let mut mask = 0u64;
        for &c in cells {
            let offset = c - first;
            if offset >= 64 {
                return Err(Error::TooWide);
            }
            if mask >> offset & 1 == 1 {
                return Err(Error::BadCells);
            }
            mask |= 1 << offset;
        }
        self.span = self.span.max(64 - mask.leading_zeros() as usize);
        self.by_first[first].push(Placed { cells: mask, kind });
        Ok(())
    }

    /// Adds `shape` (cells `(row, column)` from its own corner, as given: no rotation) at every
    /// position on a `rows × columns` board whose cell `(r, c)` is cell `c · rows + r`, column
    /// after column: a board whose columns are its short side keeps the frontier narrow.
    ///
    /// `O(rows · columns · k)` for a shape of `k` cells.
    ///
    /// # Errors
    /// Those of [`Frontier::add_option`]: a board of more cells than this one, a shape with a
    /// cell twice or reaching 64 or more cells past its first.
    ///
    /// ```
    /// use solver::frontier::Frontier;
    /// // Two unit squares and two dominoes (either way) on a 2 × 3 board.
    /// let mut room = Frontier::new(6);
    /// let dominoes = room.add_kind(2, 2).unwrap();
    /// room.place_on_rectangle(2, 3, &[(0, 0)], None).unwrap();
    /// room.place_on_rectangle(2, 3, &[(0, 0), (0, 1)], Some(dominoes)).unwrap();
    /// room.place_on_rectangle(2, 3, &[(0, 0), (1, 0)], Some(dominoes)).unwrap();
    /// assert_eq!(room.count::<u128>(), Ok(11));
    /// ```
    pub fn place_on_rectangle(
        &mut self,
        rows: usize,
        columns: usize,
        shape: &[(usize, usize)],
        kind: Option<usize>,
    ) -> Result<(), Error> {
        let height = shape.iter().map(|&(r, _)| r + 1).max().unwrap_or(0);
        let width = shape.iter().map(|&(_, c)| c + 1).max().unwrap_or(0);
        let mut cells = Vec::with_capacity(shape.len());
        for c in 0..(columns + 1).saturating_sub(width) {
            for r in 0..(rows + 1).saturating_sub(height) {
                cells.clear();
                cells.extend(shape.iter().map(|&(dr, dc)| (c + dc) * rows + r + dr));
                self.add_option(&cells, kind)?;
            }
        }
        Ok(())
    }

    /// The number of ways to cover every cell not blocked exactly once, each kind used within
    /// its bounds, in `C` (`u128` exact, or [`Mod`](crate::count::Mod)).
    ///
    /// `O(n · s · o)` time for `n` cells, `s` states met at a cell (at most `2^span` times the
    /// kinds' counters), `o` options a cell; `O(s)` memory.
    ///
    /// # Errors
    /// [`Error::Overflow`] when the count passes what `C` holds.
    pub fn count<C: Count>(&self) -> Result<C, Error> {
        let span = self.span;
        let key_bits = span as u32 + self.bits;
        let mut layer = Layer::new(key_bits);
        let mut next = Layer::new(key_bits);
        let mut start = 0u64;
        for (i, &b) in self.blocked.iter().take(span).enumerate() {
            start |= u64::from(b) << i;
        }
        layer.add(u128::from(start), C::ONE)?;
        let top = span - 1;
        for p in 0..self.cells() {
            let incoming = self
                .blocked
                .get(p + span)
                .map_or(0, |&b| u64::from(b) << top);
            let options = &self.by_first[p];
            layer.drain(|key, ways| {
                let mask = key as u64 & low_bits(span);
                let counters = (key >> span) as u64;
                if mask & 1 == 1 {
                    let key = u128::from(mask >> 1 | incoming) | u128::from(counters) << span;
                    return next.add(key, ways);
                }
                for option in options {
                    if option.cells & mask != 0 {
                        continue;
                    }
                    let mut counters = counters;
                    if let Some(k) = option.kind {
                        let kind = &self.kinds[k];
                        if counters >> kind.shift & field(kind) >= kind.most {
                            continue;
                        }
                        counters += 1 << kind.shift;
                    }
                    let mask = (mask | option.cells) >> 1 | incoming;
                    next.add(u128::from(mask) | u128::from(counters) << span, ways)?;
                }
                Ok(())
            })?;
            std::mem::swap(&mut layer, &mut next);
        }
        let mut total = C::ZERO;
        layer.drain(|key, ways| {
            let counters = (key >> span) as u64;
            if self
                .kinds
                .iter()
                .all(|kind| counters >> kind.shift & field(kind) >= kind.least)
            {
                total = total.add(ways).ok_or(Overflow)?;
            }
            Ok(())
        })?;
        Ok(total)
    }
}

/// The mask of a kind's counter, once shifted down.
fn field(kind: &Kind) -> u64 {
    low_bits(64 - kind.most.leading_zeros() as usize)
}

/// The lowest `n` bits (`n ≤ 64`).
fn low_bits(n: usize) -> u64 {
    if n >= 64 {
        u64::MAX
    } else {
        (1 << n) - 1
    }
}

#[cfg(test)]
mod tests;
