//! The fewest options that cover a board: exactly (no cell twice, as tilings) or with
//! overlaps allowed (set cover), some options of kinds used a bounded number of times; by
//! branch and bound.
//!
//! The search covers the first uncovered cell next (cells in their numbered order), trying each
//! option on it that fits, the largest first, so that a good cover comes early; a branch ends
//! when the options placed plus a lower bound on what is left reach the best cover found. The
//! bound is the larger of two: the uncovered cells divided by the largest option, and a set of
//! uncovered cells no option covers two of (each needs its own option; chosen greedily, each
//! cell's reach precomputed as a bit set). With overlaps allowed, an option inside another one is
//! dropped first: the larger covers as much for the same price.
//!
//! ```
//! use solver::min_cover::{MinCover, Overlaps};
//!
//! // Squares tiling a 2 × 3 board (cells row by row): two 1×1 and one 2×2 at least.
//! let mut board = MinCover::new(6).unwrap();
//! for r in 0..2 {
//!     for c in 0..3 {
//!         board.add_option(&[r * 3 + c], None).unwrap();
//!         if r + 1 < 2 && c + 1 < 3 {
//!             let (a, b) = (r * 3 + c, (r + 1) * 3 + c);
//!             board.add_option(&[a, a + 1, b, b + 1], None).unwrap();
//!         }
//!     }
//! }
//! assert_eq!(board.fewest(Overlaps::Forbidden).map(|cover| cover.len()), Some(3));
//! ```

use std::fmt;

/// The most cells a board may have.
pub const MAX_CELLS: usize = 256;

/// Whether a cell may be covered more than once.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Overlaps {
    /// Every cell at most once: an exact cover of the cells that must be covered.
    Forbidden,
    /// Any number of times: a set cover.
    Allowed,
}

/// Why a board or an option was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Error {
    /// More than [`MAX_CELLS`] cells.
    TooManyCells,
    /// An option with no cell, a cell past the last or one twice.
    BadCells,
    /// An option names a kind that was not added.
    NoKind,
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::TooManyCells => write!(f, "a board of more than {} cells", MAX_CELLS),
            Error::BadCells => f.write_str("an option's cells must be distinct cells of the board"),
            Error::NoKind => f.write_str("an option names a kind that does not exist"),
        }
    }
}

impl std::error::Error for Error {}

/// A set of cells, a bit each.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
struct Cells([u64; MAX_CELLS / 64]);

impl Cells {
    fn insert(&mut self, cell: usize) {
        self.0[cell / 64] |= 1 << (cell % 64);
    }
    fn contains(&self, cell: usize) -> bool {
        self.0[cell / 64] >> (cell % 64) & 1 == 1
    }
    fn meets(&self, other: &Cells) -> bool {
        self.0.iter().zip(&other.0).any(|(a, b)| a & b != 0)
    }
    fn is_within(&self, other: &Cells) -> bool {
        self.0.iter().zip(&other.0).all(|(a, b)| a & !b == 0)
    }
    fn union(&mut self, other: &Cells) {
        self.0.iter_mut().zip(&other.0).for_each(|(a, b)| *a |= b);
    }
    /// The first cell of `self` not in `other`.
    fn first_outside(&self, other: &Cells) -> Option<usize> {
        self.0
            .iter()
            .zip(&other.0)
            .enumerate()
            .find(|(_, (a, b))| *a & !*b != 0)
            .map(|(i, (a, b))| i * 64 + (a & !b).trailing_zeros() as usize)
    }
}

/// A board of cells to cover and the options that may cover them.
///
/// **Invariants:** `options[o]` and `kind[o]` describe option `o`; `on_cell[c]` lists the options
/// containing cell `c`, the largest first; every cell is below `cells ≤ MAX_CELLS`.
#[derive(Clone, Debug)]
pub struct MinCover {
    cells: usize,
    required: Cells,
    options: Vec<Cells>,
    sizes: Vec<usize>,
    kind: Vec<Option<usize>>,
    most: Vec<usize>,
    on_cell: Vec<Vec<usize>>,
}

/// The search's state: what is covered, how many of each kind are used, the options placed.
struct Search<'a> {
    board: &'a MinCover,
    live: Vec<bool>,
    reach: Vec<Cells>,
    largest: usize,
    covered: Cells,
    used: Vec<usize>,
    placed: Vec<usize>,
    best: Option<Vec<usize>>,
}

impl MinCover {
    /// A board of `cells` cells, all to be covered, and no option yet.
    ///
    /// # Errors
    /// [`Error::TooManyCells`] past [`MAX_CELLS`].
    pub fn new(cells: usize) -> Result<MinCover, Error> {
        if cells > MAX_CELLS {
            return Err(Error::TooManyCells);
        }
        let mut required = Cells::default();
        (0..cells).for_each(|c| required.insert(c));
        Ok(MinCover {
            cells,
            required,
            options: Vec::new(),
            sizes: Vec::new(),
            kind: Vec::new(),
            most: Vec::new(),
            on_cell: vec![Vec::new(); cells],
        })
    }

    /// Lets `cell` stay uncovered (an option may still cover it, once at most without
    /// overlaps). A cell past the last is ignored.
    pub fn skip(&mut self, cell: usize) {
        if cell < self.cells {
            self.required.0[cell / 64] &= !(1 << (cell % 64));
        }
    }

    /// Adds a kind of option used at most `most` times in a cover; returns its number.
    pub fn add_kind(&mut self, most: usize) -> usize {
        self.most.push(most);
        self.most.len() - 1
    }

    /// Adds an option covering `cells`, of `kind` if it has one; returns its number.
    ///
    /// `O(k + o)` for `k` cells and `o` options on a cell.
    ///
    /// # Errors
    /// [`Error::BadCells`] for no cell, a cell past the last or one twice; [`Error::NoKind`]
    /// for a kind [`MinCover::add_kind`] did not return.
    pub fn add_option(&mut self, cells: &[usize], kind: Option<usize>) -> Result<usize, Error> {
        if kind.map_or(false, |k| k >= self.most.len()) {
            return Err(Error::NoKind);
        }
        let mut set = Cells::default();
        for &c in cells {
            if c >= self.cells || set.contains(c) {
                return Err(Error::BadCells);
            }
            set.insert(c);
        }
        if cells.is_empty() {
            return Err(Error::BadCells);
        }
        let o = self.options.len();
        self.options.push(set);
        self.sizes.push(cells.len());
        self.kind.push(kind);
        let sizes = &self.sizes;
        for &c in cells {
            let list = &mut self.on_cell[c];
            let at = list.partition_point(|&p| sizes[p] >= cells.len());
            list.insert(at, o);
        }
        Ok(o)
    }

    /// Adds every `side × side` square of a `rows × columns` board (cell `(r, c)` is cell
    /// `r · columns + c`, row by row) whose cells are all `allowed` (indexed so), of `kind` if
    /// it has one.
    ///
    /// `O(rows · columns · side²)`.
    ///
    /// # Errors
    /// Those of [`MinCover::add_option`]: a board of more cells than this one, an unknown
    /// kind; `allowed` shorter than the board, or a side of 0, add nothing.
    ///
    /// ```
    /// use solver::min_cover::{MinCover, Overlaps};
    /// // Carpets on the 1s of a 3 × 3 floor with a 0 in a corner, overlaps allowed.
    /// let allowed = [true, true, true, true, true, true, true, true, false];
    /// let mut floor = MinCover::new(9).unwrap();
    /// floor.skip(8);
    /// for side in 1..=3 {
    ///     floor.add_squares(3, 3, side, &allowed, None).unwrap();
    /// }
    /// assert_eq!(floor.fewest(Overlaps::Allowed).map(|cover| cover.len()), Some(3));
    /// ```
    pub fn add_squares(
        &mut self,
        rows: usize,
        columns: usize,
        side: usize,
        allowed: &[bool],
        kind: Option<usize>,
    ) -> Result<(), Error> {
        if side == 0 || allowed.len() < rows * columns {
            return Ok(());
        }
        let mut cells = Vec::with_capacity(side * side);
        for r in 0..(rows + 1).saturating_sub(side) {
            for c in 0..(columns + 1).saturating_sub(side) {
                cells.clear();
                cells.extend(
                    (r..r + side).flat_map(|i| (c..c + side).map(move |j| i * columns + j)),
                );
                if cells.iter().all(|&cell| allowed[cell]) {
                    self.add_option(&cells, kind)?;
                }
            }
        }
        Ok(())
    }

    /// The fewest options covering every cell not skipped, cells covered at most once unless
    /// `overlaps` allows more, each kind within its bound: the options' numbers, or `None` when
    /// no cover exists.
    ///
    /// Exponential in the worst case (the problems are NP-hard); the bounds keep boards of a
    /// few hundred cells and covers of a dozen options fast. `O(o² · n / 64)` more with overlaps
    /// allowed, for `o` options on `n` cells, to drop the options inside others.
    pub fn fewest(&self, overlaps: Overlaps) -> Option<Vec<usize>> {
        let mut live = vec![true; self.options.len()];
        if overlaps == Overlaps::Allowed {
            // A kind's bound makes a smaller option no worse than a larger one of another kind.
            for (o, set) in self.options.iter().enumerate() {
                live[o] = !self.options.iter().enumerate().any(|(p, other)| {
                    p != o
                        && self.kind[p] == self.kind[o]
                        && set.is_within(other)
                        && (set != other || p < o)
                });
            }
        }
        let mut reach = vec![Cells::default(); self.cells];
        for (o, set) in self.options.iter().enumerate().filter(|&(o, _)| live[o]) {
            for (c, reach) in reach.iter_mut().enumerate() {
                if set.contains(c) {
                    reach.union(&self.options[o]);
                }
            }
        }
        let largest = (0..self.options.len())
            .filter(|&o| live[o])
            .map(|o| self.sizes[o])
            .max()
            .unwrap_or(1);
        let mut search = Search {
            board: self,
            live,
            reach,
            largest,
            covered: Cells::default(),
            used: vec![0; self.most.len()],
            placed: Vec::new(),
            best: None,
        };
        search.run(overlaps);
        search.best
    }
}

impl Search<'_> {
    /// A lower bound on the options still needed: uncovered cells no option covers two of.
    fn bound(&self) -> usize {
        let board = self.board;
        let mut blocked = Cells::default();
        let mut independent = 0;
        let mut uncovered = 0;
        for c in 0..board.cells {
            if board.required.contains(c) && !self.covered.contains(c) {
                uncovered += 1;
                if !blocked.contains(c) {
                    independent += 1;
                    blocked.union(&self.reach[c]);
                }
            }
        }
        independent.max((uncovered + self.largest - 1) / self.largest)
    }

    fn run(&mut self, overlaps: Overlaps) {
        let board = self.board;
        let cell = match board.required.first_outside(&self.covered) {
            None => {
                if self
                    .best
                    .as_ref()
                    .map_or(true, |b| self.placed.len() < b.len())
                {
                    self.best = Some(self.placed.clone());
                }
                return;
            }
            Some(cell) => cell,
        };
        if let Some(best) = &self.best {
            if self.placed.len() + self.bound() >= best.len() {
                return;
            }
        }
        for &o in &board.on_cell[cell] {
            if !self.live[o]
                || overlaps == Overlaps::Forbidden && board.options[o].meets(&self.covered)
            {
                continue;
            }
            if let Some(k) = board.kind[o] {
                if self.used[k] == board.most[k] {
                    continue;
                }
                self.used[k] += 1;
            }
            let before = self.covered;
            self.covered.union(&board.options[o]);
            self.placed.push(o);
            self.run(overlaps);
            self.placed.pop();
            self.covered = before;
            if let Some(k) = board.kind[o] {
                self.used[k] -= 1;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::SplitMix64;

    /// Every subset of the options, the smallest that covers (`None` for no cover).
    fn brute_force(board: &MinCover, overlaps: Overlaps) -> Option<usize> {
        let n = board.options.len();
        (0u32..1 << n)
            .map(|subset| {
                (0..n)
                    .filter(|o| subset >> o & 1 == 1)
                    .collect::<Vec<usize>>()
            })
            .filter(|cover| covers(board, overlaps, cover))
            .map(|cover| cover.len())
            .min()
    }

    /// Whether `cover` covers `board` as `overlaps` says, kinds within their bounds.
    fn covers(board: &MinCover, overlaps: Overlaps, cover: &[usize]) -> bool {
        let mut count = vec![0; board.cells];
        let mut used = vec![0; board.most.len()];
        for &o in cover {
            (0..board.cells)
                .filter(|&c| board.options[o].contains(c))
                .for_each(|c| count[c] += 1);
            if let Some(k) = board.kind[o] {
                used[k] += 1;
            }
        }
        (0..board.cells).all(|c| {
            (count[c] > 0 || !board.required.contains(c))
                && (overlaps == Overlaps::Allowed || count[c] <= 1)
        }) && used.iter().zip(&board.most).all(|(u, m)| u <= m)
    }

    #[test]
    fn minima_agree_with_every_subset_on_random_boards() {
        let mut rng = SplitMix64::new(17136);
        for trial in 0..400 {
            let cells = 2 + rng.below(12) as usize;
            let mut board = MinCover::new(cells).unwrap();
            for _ in 0..rng.below(3) {
                board.add_kind(rng.below(3) as usize);
            }
            for c in 0..cells {
                if rng.below(5) == 0 {
                    board.skip(c);
                }
            }
            for _ in 0..3 + rng.below(12) {
                let size = 1 + rng.below(4) as usize;
                let mut option: Vec<usize> = Vec::new();
                while option.len() < size.min(cells) {
                    let c = rng.below(cells as u64) as usize;
                    if !option.contains(&c) {
                        option.push(c);
                    }
                }
                let kind = rng.below(board.most.len() as u64 + 1) as usize;
                let kind = if kind < board.most.len() {
                    Some(kind)
                } else {
                    None
                };
                board.add_option(&option, kind).unwrap();
            }
            for overlaps in [Overlaps::Forbidden, Overlaps::Allowed].iter().copied() {
                let found = board.fewest(overlaps);
                assert_eq!(
                    found.as_ref().map(|c| c.len()),
                    brute_force(&board, overlaps),
                    "trial {}",
                    trial
                );
                if let Some(cover) = found {
                    assert!(covers(&board, overlaps, &cover), "trial {}", trial);
                }
            }
        }
    }

    #[test]
    fn bad_boards_and_options_are_refused() {
        assert_eq!(MinCover::new(257).err(), Some(Error::TooManyCells));
        let mut board = MinCover::new(4).unwrap();
        assert_eq!(board.add_option(&[], None), Err(Error::BadCells));
        assert_eq!(board.add_option(&[4], None), Err(Error::BadCells));
        assert_eq!(board.add_option(&[1, 1], None), Err(Error::BadCells));
        assert_eq!(board.add_option(&[1], Some(0)), Err(Error::NoKind));
        assert_eq!(board.fewest(Overlaps::Allowed), None);
        let empty = MinCover::new(0).unwrap();
        assert_eq!(empty.fewest(Overlaps::Forbidden), Some(vec![]));
    }
}
