//! Polyominoes: a piece from its cells, its orientations, and its packings into a board of any
//! shape, as an exact cover ([`ExactCover`]).
//!
//! A packing's items are the board's cells, each covered exactly once (primary), and the
//! pieces: one that must be placed is a primary item, one that may be left out a secondary
//! item (covered once at most). Each placement of a piece is an option: the piece and the cells
//! it covers, for every orientation (rotations, and reflections where they are allowed) and
//! every position where all its cells are on the board. Knuth's "Dancing Links" counts the
//! 6×10 pentomino packings so. A piece already placed on a board is no part of the packing: the
//! caller leaves its cells out of the board and the piece out of the list.

use std::collections::{BTreeSet, HashMap};

use crate::engine::Flow;
use crate::exact_cover::ExactCover;

/// Why a piece or a packing could not be built: the library's one error of a message.
pub use crate::model::Error;

/// The 12 pentominoes by their letters, drawn as [`Piece::from_drawing`] reads them: the
/// pieces of Knuth's "Dancing Links" and of every 6×10 rectangle puzzle.
pub const PENTOMINOES: [(char, &str); 12] = [
    ('F', ".##\n##.\n.#."),
    ('I', "#####"),
    ('L', "####\n#..."),
    ('N', "##..\n.###"),
    ('P', "##\n##\n#."),
    ('T', "###\n.#.\n.#."),
    ('U', "#.#\n###"),
    ('V', "#..\n#..\n###"),
    ('W', "#..\n##.\n.##"),
    ('X', ".#.\n###\n.#."),
    ('Y', "####\n.#.."),
    ('Z', "##.\n.#.\n.##"),
];

/// A piece: a set of cells `(row, column)`, moved so that its topmost row and leftmost column
/// are 0.
///
/// Invariants: at least one cell; sorted, no cell twice; some cell in row 0 and some in
/// column 0.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Piece {
    cells: Vec<(usize, usize)>,
}

impl Piece {
    /// The piece made of `cells`, wherever they are. `O(k log k)` for `k` cells. The cells need
    /// not be connected.
    ///
    /// # Errors
    /// No cell, or a cell given twice.
    ///
    /// # Example
    /// ```
    /// use solver::polyomino::Piece;
    ///
    /// // The T tetromino, drawn anywhere: 4 orientations, the same with reflections.
    /// let t = Piece::new(&[(5, 5), (5, 6), (5, 7), (6, 6)]).unwrap();
    /// assert_eq!(t.cells(), [(0, 0), (0, 1), (0, 2), (1, 1)]);
    /// assert_eq!((t.orientations(false).len(), t.orientations(true).len()), (4, 4));
    /// ```
    pub fn new(cells: &[(usize, usize)]) -> Result<Piece, Error> {
        let set: BTreeSet<(usize, usize)> = cells.iter().copied().collect();
        if set.is_empty() || set.len() != cells.len() {
            let message = format!(
                "a piece of {} cells, {} of them distinct",
                cells.len(),
                set.len()
            );
            return Err(Error::new(message));
        }
        let top = set.iter().map(|c| c.0).min().unwrap_or(0);
        let left = set.iter().map(|c| c.1).min().unwrap_or(0);
        let cells = set.iter().map(|&(r, c)| (r - top, c - left)).collect();
        Ok(Piece { cells })
    }

    /// The piece drawn in `drawing`: a line per row, `#` a cell and any other character
    /// none. `O(k log k)` for `k` cells, plus the drawing's length.
    ///
    /// # Errors
    /// A drawing without a `#`.
    ///
    /// # Example
    /// ```
    /// use solver::polyomino::{Piece, PENTOMINOES};
    ///
    /// let u = Piece::from_drawing("#.#\n###").unwrap();
    /// assert_eq!(u.cells(), [(0, 0), (0, 2), (1, 0), (1, 1), (1, 2)]);
    /// assert_eq!(u.orientations(true).len(), 4);
    /// let x = Piece::from_drawing(PENTOMINOES[9].1).unwrap();
    /// assert_eq!(x.orientations(true).len(), 1);
    /// ```
    pub fn from_drawing(drawing: &str) -> Result<Piece, Error> {
        let cells: Vec<(usize, usize)> = drawing
            .lines()
            .enumerate()
            .flat_map(|(r, line)| {
                line.bytes()
                    .enumerate()
                    .filter(|p| p.1 == b'#')
                    .map(move |(c, _)| (r, c))
            })
            .collect();
        Piece::new(&cells)
    }

    /// The cells, sorted, the piece moved to row 0 and column 0.
    pub fn cells(&self) -> &[(usize, usize)] {
        &self.cells
    }

    /// The distinct orientations: the four rotations, and their mirror images when
    /// `reflections` is true; fewer for a symmetric piece (the X pentomino has 1). Sorted.
    /// `O(k log k)` for `k` cells.
    pub fn orientations(&self, reflections: bool) -> Vec<Piece> {
        let mut seen = BTreeSet::new();
        let mut shape: Vec<(i64, i64)> = self
            .cells
            .iter()
            .map(|&(r, c)| (r as i64, c as i64))
            .collect();
        for mirrored in 0..if reflections { 2 } else { 1 } {
            if mirrored == 1 {
                shape = shape.iter().map(|&(r, c)| (r, -c)).collect();
            }
            for _ in 0..4 {
                // A quarter turn: (r, c) → (c, −r).
                shape = shape.iter().map(|&(r, c)| (c, -r)).collect();
                let top = shape.iter().map(|p| p.0).min().unwrap_or(0);
                let left = shape.iter().map(|p| p.1).min().unwrap_or(0);
                let mut cells: Vec<(usize, usize)> = shape
                    .iter()
                    .map(|&(r, c)| ((r - top) as usize, (c - left) as usize))
                    .collect();
                cells.sort_unstable();
                seen.insert(Piece { cells });
            }
        }
        seen.into_iter().collect()
    }
}

/// Whether a piece must be placed or may be left out of a packing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Need {
    Must,
    May,
}

/// A piece placed: its index in the list of pieces and the board cells it covers.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Placement {
    pub piece: usize,
    pub cells: Vec<(usize, usize)>,
}

/// The packings of pieces into a board: every cell of the board covered exactly once.
///
/// Invariant: option `o` of `cover` is `placements[o]`, whose cells are board cells.
///
/// # Example
/// ```
/// use solver::polyomino::{Need, Packing, Piece};
///
/// // A 2×3 board and three dominoes, any of which may stay out: three tilings.
/// let board: Vec<(usize, usize)> = (0..2).flat_map(|r| (0..3).map(move |c| (r, c))).collect();
/// let domino = Piece::new(&[(0, 0), (0, 1)]).unwrap();
/// let pieces = vec![(domino.clone(), Need::May); 3];
/// let mut packing = Packing::new(&board, &pieces, false).unwrap();
/// // Each tiling uses the three dominoes in any of 3! orders.
/// assert_eq!(packing.count(u64::MAX), 3 * 6);
/// let first = packing.first().unwrap();
/// assert_eq!(first.len(), 3);
/// ```
pub struct Packing {
    placements: Vec<Placement>,
    cover: ExactCover,
}

impl Packing {
    /// The packings of `pieces` (each with whether it must be placed) into the cells of
    /// `board`, rotated, and reflected when `reflections` is true.
    /// `O(pieces · orientations · cells · k)` for pieces of `k` cells.
    ///
    /// # Errors
    /// A board cell given twice. Cells may have any coordinates.
    pub fn new(
        board: &[(usize, usize)],
        pieces: &[(Piece, Need)],
        reflections: bool,
    ) -> Result<Packing, Error> {
        let index: HashMap<(usize, usize), usize> = board
            .iter()
            .enumerate()
            .map(|(i, &cell)| (cell, i))
            .collect();
        if index.len() != board.len() {
            let message = format!(
                "a board of {} cells, {} of them distinct",
                board.len(),
                index.len()
            );
            return Err(Error::new(message));
        }
        let must = pieces.iter().filter(|p| p.1 == Need::Must).count();
        let primary = board.len() + must;
        let (mut next_must, mut next_may) = (board.len(), primary);
        let mut cover = ExactCover::new(primary, pieces.len() - must);
        let mut placements = Vec::new();
        let mut items = Vec::new();
        for (p, (piece, need)) in pieces.iter().enumerate() {
            let item = match need {
                Need::Must => &mut next_must,
                Need::May => &mut next_may,
            };
            let piece_item = *item;
            *item += 1;
            for orientation in piece.orientations(reflections) {
                // The orientation's first cell, in row 0, on each board cell (br, bc) in turn.
                let c0 = orientation.cells[0].1;
                for &(br, bc) in board {
                    let cells: Option<Vec<(usize, usize)>> = orientation
                        .cells
                        .iter()
                        .map(|&(r, c)| {
                            // A board cell may lie anywhere, up to `usize::MAX`: a piece
                            // reaching past it is off the board, not an overflow.
                            let cell = (br.checked_add(r)?, bc.checked_add(c)?.checked_sub(c0)?);
                            index.get(&cell).map(|_| cell)
                        })
                        .collect();
                    if let Some(cells) = cells {
                        items.clear();
                        items.push(piece_item);
                        items.extend(cells.iter().map(|cell| index[cell]));
                        cover
                            .add_option(&items)
                            .map_err(|e| Error::new(e.to_string()))?;
                        placements.push(Placement { piece: p, cells });
                    }
                }
            }
        }
        Ok(Packing { placements, cover })
    }

    /// The number of placements, the options of the exact cover.
    pub fn options(&self) -> usize {
        self.placements.len()
    }

    /// The placement that is option `option`.
    pub fn placement(&self, option: usize) -> &Placement {
        &self.placements[option]
    }

    /// Visits each packing, as the options placed (see [`Packing::placement`]), until `visit`
    /// breaks. The exact cover: the cell or piece with the fewest placements left first.
    pub fn search<F: FnMut(&[usize]) -> Flow>(&mut self, visit: F) -> Flow {
        self.cover.search(visit)
    }

    /// The first packing found, as the placements of the pieces placed; `None` when there is
    /// none.
    pub fn first(&mut self) -> Option<Vec<Placement>> {
        let options = self.cover.first_solution()?;
        Some(
            options
                .iter()
                .map(|&o| self.placements[o].clone())
                .collect(),
        )
    }

    /// The number of packings, counted up to `limit`. Pieces that are the same shape are told
    /// apart: two equal pieces swapped make another packing.
    pub fn count(&mut self, limit: u64) -> u64 {
        self.cover.count_solutions(limit)
    }

    /// The exact cover's nodes (options tried) of the last search.
    pub fn nodes(&self) -> u64 {
        self.cover.nodes()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use testkit::shapes::distinct_images;

    #[test]
    fn orientations_are_the_distinct_images() {
        // Free, one-sided and fixed pentominoes: 12, 18 and 63.
        let with: Vec<usize> = PENTOMINOES
            .iter()
            .map(|p| Piece::from_drawing(p.1).unwrap().orientations(true).len())
            .collect();
        let without: Vec<usize> = PENTOMINOES
            .iter()
            .map(|p| Piece::from_drawing(p.1).unwrap().orientations(false).len())
            .collect();
        assert_eq!(with, [8, 2, 8, 8, 8, 4, 4, 4, 4, 1, 8, 4]);
        assert_eq!(without, [4, 2, 4, 4, 4, 4, 4, 4, 4, 1, 4, 2]);
        assert_eq!(
            (with.iter().sum::<usize>(), without.iter().sum::<usize>()),
            (63, 41)
        );
        for (name, drawing) in PENTOMINOES {
            let p = Piece::from_drawing(drawing).unwrap();
            for reflections in [false, true] {
                assert_eq!(
                    p.orientations(reflections).len(),
                    distinct_images(p.cells(), reflections),
                    "{}",
                    name
                );
            }
            assert!(
                p.orientations(true).contains(&p),
                "{} is one of its own",
                name
            );
        }
        assert!(Piece::new(&[]).is_err() && Piece::new(&[(1, 1), (1, 1)]).is_err());
    }

    fn rectangle(rows: usize, cols: usize) -> Vec<(usize, usize)> {
        (0..rows)
            .flat_map(|r| (0..cols).map(move |c| (r, c)))
            .collect()
    }

    #[test]
    fn pentominoes_pack_the_3_by_20_rectangle_in_two_ways_and_their_images() {
        let pieces: Vec<(Piece, Need)> = PENTOMINOES
            .iter()
            .map(|p| (Piece::from_drawing(p.1).unwrap(), Need::Must))
            .collect();
        let mut packing = Packing::new(&rectangle(3, 20), &pieces, true).unwrap();
        // 2 packings up to the rectangle's 4 symmetries.
        assert_eq!(packing.count(u64::MAX), 8);
        let first = packing.first().unwrap();
        let mut covered: Vec<(usize, usize)> = first.iter().flat_map(|p| p.cells.clone()).collect();
        covered.sort_unstable();
        assert_eq!(covered, rectangle(3, 20));
        let mut used: Vec<usize> = first.iter().map(|p| p.piece).collect();
        used.sort_unstable();
        assert_eq!(used, (0..12).collect::<Vec<_>>());
    }

    #[test]
    fn pieces_that_may_stay_out_and_boards_of_any_shape() {
        // Dominoes on a 2×n strip: Fibonacci's count of tilings (distinct dominoes, so times the
        // orders in which the n/2 dominoes of a tiling are assigned).
        let domino = Piece::new(&[(0, 0), (0, 1)]).unwrap();
        for (n, tilings) in [(2, 2u64), (4, 5), (6, 13)] {
            let pieces = vec![(domino.clone(), Need::May); n];
            let mut packing = Packing::new(&rectangle(2, n), &pieces, false).unwrap();
            let orders: u64 = (1..=n as u64).product();
            assert_eq!(packing.count(u64::MAX), tilings * orders, "2×{}", n);
        }
        // A must piece that cannot fit: no packing. A board with a hole: the L tromino twice.
        let l = Piece::new(&[(0, 0), (1, 0), (1, 1)]).unwrap();
        let holed: Vec<(usize, usize)> = rectangle(2, 3)
            .into_iter()
            .filter(|&c| c != (0, 1))
            .collect();
        let mut one = Packing::new(&holed, &[(l.clone(), Need::Must)], true).unwrap();
        assert_eq!(one.count(u64::MAX), 0);
        let square = [(0, 0), (0, 1), (1, 0), (1, 1)];
        let mut two = Packing::new(&square[..3], &[(l, Need::Must)], true).unwrap();
        assert_eq!(two.count(u64::MAX), 1);
        assert_eq!(two.options(), 1);
        assert_eq!(two.placement(0).cells, [(0, 0), (0, 1), (1, 0)]);
        assert!(Packing::new(&[(0, 0), (0, 0)], &[], false).is_err());
    }

    /// Each way a piece or a board is refused, with the cell twice first, last, inside and
    /// at the largest coordinates; the same cells once each are taken.
    #[test]
    fn a_cell_twice_or_no_cell_is_refused_wherever_it_is() {
        let far = usize::MAX;
        assert!(Piece::new(&[]).is_err(), "no cell");
        let board = rectangle(3, 4);
        let domino = (Piece::new(&[(0, 0), (0, 1)]).unwrap(), Need::May);
        for twice in [0, 5, board.len() - 1] {
            for at in [0, 1, board.len()] {
                let mut cells = board.clone();
                cells.insert(at, board[twice]);
                assert!(Piece::new(&cells).is_err(), "{:?} twice", board[twice]);
                let refused = Packing::new(&cells, std::slice::from_ref(&domino), false);
                assert!(refused.is_err(), "{:?} twice on the board", board[twice]);
            }
        }
        let corners = [(0, 0), (far, far), (0, far), (far, 0)];
        assert!(
            Piece::new(&corners).is_ok()
                && Packing::new(&corners, std::slice::from_ref(&domino), true).is_ok()
        );
        for cell in corners {
            assert!(Piece::new(&[cell, cell]).is_err(), "{:?} twice", cell);
            assert!(Packing::new(&[cell, (1, 1), cell], &[], true).is_err());
        }
        assert!(Packing::new(&board, &[domino], false).is_ok());
    }
}
