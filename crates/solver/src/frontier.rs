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
use crate::layer::{low_bits, Layer, Overflow};

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
    /// A cell's states passed the budget [`Frontier::count_within`] was given.
    TooManyStates,
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Error::BadCells => "an option's cells must be distinct cells of the board",
            Error::TooWide => "an option spans more than 64 cells from its first",
            Error::NoKind => "an option names a kind that does not exist",
            Error::TooManyKinds => "the kinds' counters need more than 64 bits",
            Error::Overflow => "the count does not fit its type",
            Error::TooManyStates => "more states at a cell than the budget",
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
#[derive(Clone, Debug)]
struct Placed {
    cells: u64,
    kinds: Vec<usize>,
}

/// Cells `0 .. cells` to be covered exactly once, some covered before anything is placed
/// ([`Frontier::block`]) and some that may stay uncovered ([`Frontier::optional`]), by options
/// of a few cells each, some counting for bounded kinds.
///
/// **Invariants:** `by_first[p]` holds the options whose first cell is `p`, each as a mask of
/// at most `span ≤ 64` bits from `p`; `span` is the widest option's reach; the kinds' counter
/// fields (`bits ≤ 64` wide together) do not overlap, so a state's key (window, then
/// counters) fits a `u128`.
#[derive(Clone, Debug)]
pub struct Frontier {
    by_first: Vec<Vec<Placed>>,
    blocked: Vec<bool>,
    optional: Vec<bool>,
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
            optional: vec![false; cells],
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

    /// Lets `cell` stay uncovered (covered at most once, then: a secondary item). A cell past
    /// the last is ignored.
    pub fn optional(&mut self, cell: usize) {
        if let Some(optional) = self.optional.get_mut(cell) {
            *optional = true;
        }
    }

    /// The bits of a state: the widest option's reach and the kinds' counters. A count meets
    /// at most `2^width` states at a cell, and usually far fewer.
    pub fn width(&self) -> u32 {
        self.span as u32 + self.bits
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
        match kind {
            Some(kind) => self.add_option_of_kinds(cells, &[kind]),
            None => self.add_option_of_kinds(cells, &[]),
        }
    }

    /// Adds an option covering `cells` that counts once for each of `kinds` (an exact cover's
    /// option naming several items kept as counters).
    ///
    /// `O(k + j)` for `k` cells and `j` kinds.
    ///
    /// # Errors
    /// Those of [`Frontier::add_option`].
    pub fn add_option_of_kinds(&mut self, cells: &[usize], kinds: &[usize]) -> Result<(), Error> {
        let first = *cells.iter().min().ok_or(Error::BadCells)?;
        if cells.iter().any(|&c| c >= self.cells()) {
            return Err(Error::BadCells);
        }
        if kinds.iter().any(|&k| k >= self.kinds.len()) {
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
        self.by_first[first].push(Placed {
            cells: mask,
            kinds: kinds.to_vec(),
        });
        Ok(())
    }

    /// The frontier counter of an exact cover with items `0 .. primary` primary (covered
    /// once) and `primary .. items` secondary (at most once): the items far from the rest of
    /// their options (a piece's name beside the cells it covers) become counters, the others
    /// cells in their order. Of the items ranked by how far they lie from the rest of their
    /// options, the `k` farthest become counters, `k` chosen for the narrowest state
    /// ([`Frontier::width`]). As in Knuth's XCC, an option of secondary items alone is in no
    /// cover.
    ///
    /// `O(m · o · k)` for `m` items, `o` options of `k` items each.
    ///
    /// # Errors
    /// [`Error::TooWide`] when every choice leaves an option reaching 64 or more cells, or one
    /// with no cell; [`Error::BadCells`] for an item past `items` or named twice in an option.
    ///
    /// ```
    /// use solver::frontier::Frontier;
    /// // Items: the cells 0, 1, 2 of a strip, then a piece "D" that must be used once.
    /// let options = vec![vec![3, 0, 1], vec![3, 1, 2], vec![0], vec![1], vec![2]];
    /// let strip = Frontier::from_exact_cover(4, 4, &options).unwrap();
    /// assert_eq!(strip.count::<u128>(), Ok(2));
    /// ```
    pub fn from_exact_cover(
        primary: usize,
        items: usize,
        options: &[Vec<usize>],
    ) -> Result<Frontier, Error> {
        // An option of secondary items alone is in no solution: a cover chooses options for
        // the primary items they cover.
        let options: Vec<&Vec<usize>> = options
            .iter()
            .filter(|o| o.iter().any(|&i| i < primary))
            .collect();
        // How far each item stretches its options on average: what leaving it out of an
        // option would take off the option's span (a piece's name listed after the cells
        // stretches every option it is in; a cell, little).
        let mut reach = vec![(0usize, 0usize); items];
        let mut sorted = Vec::new();
        for &option in &options {
            sorted.clear();
            sorted.extend_from_slice(option);
            sorted.sort_unstable();
            for (k, &i) in sorted.iter().enumerate() {
                let shrink = match (k, sorted.len()) {
                    (_, 1) => 0,
                    (0, _) => sorted[1] - i,
                    (k, n) if k + 1 == n => i - sorted[k - 1],
                    _ => 0,
                };
                let entry = reach.get_mut(i).ok_or(Error::BadCells)?;
                *entry = (entry.0 + shrink, entry.1 + 1);
            }
        }
        let mut ranked: Vec<usize> = (0..items).collect();
        // The farthest on average first; ties in the items' order.
        ranked.sort_by(|&a, &b| {
            (reach[b].0 * reach[a].1.max(1))
                .cmp(&(reach[a].0 * reach[b].1.max(1)))
                .then(a.cmp(&b))
        });
        let mut counter = vec![false; items];
        let mut best: Option<(usize, usize)> = None;
        for k in 0..=items.min(63) {
            if k > 0 {
                counter[ranked[k - 1]] = true;
            }
            let mut span = 0;
            for &option in &options {
                let cells = option.iter().filter(|&&i| !counter[i]);
                match (cells.clone().min(), cells.max()) {
                    (Some(low), Some(high)) => span = span.max(high - low + 1),
                    _ => span = usize::MAX,
                }
            }
            if span <= 64 && best.map_or(true, |(width, _)| span + k < width) {
                best = Some((span + k, k));
            }
        }
        let (_, k) = best.ok_or(Error::TooWide)?;
        let counters: Vec<usize> = ranked[..k].to_vec();
        let mut cell_of = vec![usize::MAX; items];
        let mut cells = 0;
        for i in (0..items).filter(|i| !counters.contains(i)) {
            cell_of[i] = cells;
            cells += 1;
        }
        let mut frontier = Frontier::new(cells);
        let mut kind_of = vec![usize::MAX; items];
        for &i in &counters {
            kind_of[i] = frontier.add_kind(u64::from(i < primary), 1)?;
        }
        for &cell in cell_of.iter().skip(primary) {
            if cell != usize::MAX {
                frontier.optional(cell);
            }
        }
        let (mut on_cells, mut kinds) = (Vec::new(), Vec::new());
        for &option in &options {
            on_cells.clear();
            kinds.clear();
            for &i in option {
                if cell_of[i] == usize::MAX {
                    kinds.push(kind_of[i]);
                } else {
                    on_cells.push(cell_of[i]);
                }
            }
            frontier.add_option_of_kinds(&on_cells, &kinds)?;
        }
        Ok(frontier)
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
        self.count_within(usize::MAX)
    }

    /// [`Frontier::count`], giving up when more than `most_states` states (additions to a
    /// state, where wide keys are collected before they are summed) are held at a cell: a
    /// caller with another way to count keeps memory bounded so.
    ///
    /// # Errors
    /// [`Error::TooManyStates`] past the budget, [`Error::Overflow`] as [`Frontier::count`].
    pub fn count_within<C: Count>(&self, most_states: usize) -> Result<C, Error> {
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
            let optional = self.optional[p];
            layer.drain(|key, ways| -> Result<(), Error> {
                if next.len() > most_states {
                    return Err(Error::TooManyStates);
                }
                let mask = key as u64 & low_bits(span);
                let counters = (key >> span) as u64;
                if mask & 1 == 1 || optional {
                    let key = u128::from(mask >> 1 | incoming) | u128::from(counters) << span;
                    next.add(key, ways)?;
                    if mask & 1 == 1 {
                        return Ok(());
                    }
                }
                for option in options {
                    if option.cells & mask != 0 {
                        continue;
                    }
                    let mut counters = counters;
                    let within = option.kinds.iter().all(|&k| {
                        let kind = &self.kinds[k];
                        let fits = counters >> kind.shift & field(kind) < kind.most;
                        counters += 1 << kind.shift;
                        fits
                    });
                    if !within {
                        continue;
                    }
                    let mask = (mask | option.cells) >> 1 | incoming;
                    next.add(u128::from(mask) | u128::from(counters) << span, ways)?;
                }
                Ok(())
            })?;
            std::mem::swap(&mut layer, &mut next);
        }
        let mut total = C::ZERO;
        layer.drain(|key, ways| -> Result<(), Error> {
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

#[cfg(test)]
mod tests;
