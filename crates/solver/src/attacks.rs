//! Placements of pieces that attack (kings, queens whose lines stop at blocked squares)
//! counted row by row, with the attacks still open as the state.
//!
//! After row `r`, what decides the rows below is the set of attack rays crossing into row
//! `r + 1`: going straight down, down and left, down and right, each a mask of the columns it
//! arrives at. A king's rays reach one row; a queen's go on through empty squares until a blocked
//! square stops them (a ray never meets a piece: it would attack it). Within a row, two kings
//! may not touch and two queens may not share a stretch of free squares. So [`count`] adds up
//! the ways to reach each `(rays, pieces placed)` state row after row: `O(rows · states ·
//! placements of a row)`, whatever the number of placements, exactly or modulo a prime
//! ([`Count`]).
//!
//! ```
//! use solver::attacks::{count, Board, Piece};
//!
//! // Two kings on a 3 × 3 board: 16 ways.
//! let board = Board::new(3, 3).unwrap();
//! assert_eq!(count::<u128>(&board, Piece::King, 2, 2), Ok(16));
//! // One or more queens on a 3 × 3 board whose centre is blocked.
//! let mut board = Board::new(3, 3).unwrap();
//! board.block(1, 1);
//! assert_eq!(count::<u128>(&board, Piece::Queen, 1, usize::MAX), Ok(20));
//! ```

use std::fmt;

use crate::count::Count;
use crate::layer::{low_bits, Layer, Overflow};

/// The widest board: a row's placements are found among the subsets of its free squares.
pub const MAX_COLUMNS: usize = 16;

/// What attacks what.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Piece {
    /// Attacks the eight squares around it.
    King,
    /// Attacks along its row, column and diagonals, up to the first blocked square.
    Queen,
}

/// Why a board could not be made or a count finished.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Error {
    /// More than [`MAX_COLUMNS`] columns.
    TooWide,
    /// The count passed what its type holds.
    Overflow,
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::TooWide => write!(f, "a board of more than {} columns", MAX_COLUMNS),
            Error::Overflow => f.write_str("the count does not fit its type"),
        }
    }
}

impl std::error::Error for Error {}

impl From<Overflow> for Error {
    fn from(_: Overflow) -> Self {
        Error::Overflow
    }
}

/// A board of `rows × columns` squares, some blocked.
///
/// **Invariant:** `blocked[r]` has bits below `columns` only.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Board {
    columns: usize,
    blocked: Vec<u32>,
}

impl Board {
    /// A board of `rows × columns` free squares.
    ///
    /// # Errors
    /// [`Error::TooWide`] past [`MAX_COLUMNS`] columns.
    pub fn new(rows: usize, columns: usize) -> Result<Board, Error> {
        if columns > MAX_COLUMNS {
            return Err(Error::TooWide);
        }
        Ok(Board {
            columns,
            blocked: vec![0; rows],
        })
    }

    /// Blocks the square in row `row`, column `column`: no piece stands there and no queen's
    /// line crosses it. A square off the board is ignored.
    pub fn block(&mut self, row: usize, column: usize) {
        if let Some(blocked) = self.blocked.get_mut(row) {
            if column < self.columns {
                *blocked |= 1 << column;
            }
        }
    }
}

/// The placements of a row: subsets of its free squares without two pieces attacking along
/// the row.
fn row_placements(piece: Piece, columns: usize, blocked: u32) -> Vec<u32> {
    let free = !blocked & ((1u32 << columns) - 1);
    let mut placements = Vec::new();
    let mut subset = 0u32;
    loop {
        let fits = match piece {
            Piece::King => subset & subset << 1 == 0,
            // Two queens in one stretch: a free square between each pair and the next.
            Piece::Queen => (0..columns).all(|c| {
                subset >> c & 1 == 0 || {
                    let next = subset >> (c + 1);
                    let stretch = (!(blocked >> (c + 1))).trailing_ones();
                    next & low_bits(stretch as usize) as u32 == 0
                }
            }),
        };
        if fits {
            placements.push(subset);
        }
        // The next subset of `free`.
        subset = subset.wrapping_sub(free) & free;
        if subset == 0 {
            return placements;
        }
    }
}

/// The number of ways to place from `least` to `most` pieces (`usize::MAX` for no bound) on the
/// free squares of `board`, at most one a square, none attacking another, in `C` (`u128`
/// exact, or [`Mod`](crate::count::Mod)).
///
/// `O(rows · s · p)` time for `s` states (ray masks of three times the columns' bits, times
/// the counter) and `p` placements of a row; `O(s)` memory.
///
/// # Errors
/// [`Error::Overflow`] when the count passes what `C` holds.
pub fn count<C: Count>(board: &Board, piece: Piece, least: usize, most: usize) -> Result<C, Error> {
    let columns = board.columns;
    let full = low_bits(columns) as u32;
    // The counter stops at `most` (a bound) or, with none, at `least`: beyond it, only
    // whether `least` is reached matters.
    let cap = if most == usize::MAX { least } else { most };
    let counter_bits = usize::BITS - cap.leading_zeros();
    let w = columns as u32;
    let key_bits = 3 * w + counter_bits;
    let mut layer = Layer::new(key_bits);
    let mut next = Layer::new(key_bits);
    layer.add(0, C::ONE)?;
    for &blocked in &board.blocked {
        let placements = row_placements(piece, columns, blocked);
        // A queen's rays go on through the free squares; a king's end here.
        let through = if piece == Piece::Queen { !blocked } else { 0 };
        layer.drain(|key, ways| -> Result<(), Overflow> {
            let (down, left, right) = (
                key as u32 & full,
                (key >> w) as u32 & full,
                (key >> (2 * w)) as u32 & full,
            );
            let placed = (key >> (3 * w)) as usize;
            let attacked = down | left | right;
            for &p in &placements {
                if p & attacked != 0 {
                    continue;
                }
                let placed = placed + p.count_ones() as usize;
                if most != usize::MAX && placed > most {
                    continue;
                }
                let placed = placed.min(cap);
                let down = down & through | p;
                let left = (left & through | p) >> 1;
                let right = ((right & through | p) << 1) & full;
                let key = u128::from(down)
                    | u128::from(left) << w
                    | u128::from(right) << (2 * w)
                    | (placed as u128) << (3 * w);
                next.add(key, ways)?;
            }
            Ok(())
        })?;
        std::mem::swap(&mut layer, &mut next);
    }
    let mut total = C::ZERO;
    layer.drain(|key, ways| -> Result<(), Overflow> {
        if (key >> (3 * w)) as usize >= least {
            total = total.add(ways).ok_or(Overflow)?;
        }
        Ok(())
    })?;
    Ok(total)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::count::Mod;
    use crate::rng::SplitMix64;

    /// Whether a piece at `a` attacks one at `b` on `board`.
    fn attacks(board: &Board, piece: Piece, a: (usize, usize), b: (usize, usize)) -> bool {
        let (dr, dc) = (b.0 as i64 - a.0 as i64, b.1 as i64 - a.1 as i64);
        match piece {
            Piece::King => dr.abs() <= 1 && dc.abs() <= 1,
            Piece::Queen => {
                if !(dr == 0 || dc == 0 || dr.abs() == dc.abs()) {
                    return false;
                }
                let steps = dr.abs().max(dc.abs());
                (1..steps).all(|k| {
                    let r = (a.0 as i64 + dr / steps * k) as usize;
                    let c = (a.1 as i64 + dc / steps * k) as usize;
                    board.blocked[r] >> c & 1 == 0
                })
            }
        }
    }

    /// Every subset of the free squares tried.
    fn brute_force(board: &Board, piece: Piece, least: usize, most: usize) -> u128 {
        let squares: Vec<(usize, usize)> = (0..board.blocked.len())
            .flat_map(|r| (0..board.columns).map(move |c| (r, c)))
            .filter(|&(r, c)| board.blocked[r] >> c & 1 == 0)
            .collect();
        let mut total = 0;
        for subset in 0u32..1 << squares.len() {
            let chosen: Vec<_> = (0..squares.len())
                .filter(|i| subset >> i & 1 == 1)
                .map(|i| squares[i])
                .collect();
            let n = chosen.len();
            let peaceful =
                (0..n).all(|i| (i + 1..n).all(|j| !attacks(board, piece, chosen[i], chosen[j])));
            total += u128::from(peaceful && least <= n && n <= most);
        }
        total
    }

    #[test]
    fn counts_agree_with_every_subset_on_small_blocked_boards() {
        let mut rng = SplitMix64::new(1896);
        for trial in 0..400 {
            let rows = 1 + rng.below(5) as usize;
            let columns = 1 + rng.below(5) as usize;
            let mut board = Board::new(rows, columns).unwrap();
            let density = rng.below(4);
            let mut free = rows * columns;
            for r in 0..rows {
                for c in 0..columns {
                    if free > 16 || rng.below(10) < density {
                        board.block(r, c);
                        free -= 1;
                    }
                }
            }
            let piece = if trial % 2 == 0 {
                Piece::King
            } else {
                Piece::Queen
            };
            let least = rng.below(3) as usize;
            let most = if rng.below(2) == 0 {
                usize::MAX
            } else {
                least + rng.below(3) as usize
            };
            let expected = brute_force(&board, piece, least, most);
            assert_eq!(
                count::<u128>(&board, piece, least, most),
                Ok(expected),
                "trial {}",
                trial
            );
            assert_eq!(
                count::<Mod<7>>(&board, piece, least, most),
                Ok(Mod::new((expected % 7) as u64)),
                "trial {}",
                trial
            );
        }
    }

    #[test]
    fn kings_and_queens_match_published_counts() {
        // OEIS A063443: the placements of non-attacking kings (any number) on n × n boards.
        let kings: [u128; 9] = [
            2,
            5,
            35,
            314,
            6427,
            202841,
            12727570,
            1355115601,
            269718819131,
        ];
        for (n, &expected) in (1..).zip(kings.iter()) {
            let board = Board::new(n, n).unwrap();
            assert_eq!(
                count::<u128>(&board, Piece::King, 0, usize::MAX),
                Ok(expected),
                "n = {}",
                n
            );
        }
        // OEIS A000170 (n queens on n × n), 1 to 10.
        let queens: [u128; 10] = [1, 0, 0, 2, 10, 4, 40, 92, 352, 724];
        for (n, &expected) in (1..).zip(queens.iter()) {
            let board = Board::new(n, n).unwrap();
            assert_eq!(
                count::<u128>(&board, Piece::Queen, n, n),
                Ok(expected),
                "n = {}",
                n
            );
        }
    }

    #[test]
    fn wide_boards_are_refused_and_overflow_reported() {
        assert_eq!(Board::new(3, 17), Err(Error::TooWide));
        // Kings on a 200 × 10 board: more than 2²⁰⁰ placements (two a row, far apart).
        let board = Board::new(200, 10).unwrap();
        assert_eq!(
            count::<u128>(&board, Piece::King, 0, usize::MAX),
            Err(Error::Overflow)
        );
    }
}
