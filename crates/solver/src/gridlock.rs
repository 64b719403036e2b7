//! Pentomino tilings of a rectangle in which no two pieces that share a side have the same
//! shape ("Geometric Gridlock", GCPC 2024), for any board up to the sizes of the contest.
//!
//! **The search.** [`Search`] fills the first empty cell in row-major order with every
//! orientation of every allowed shape whose first cell (in row-major order) lands there, and
//! refuses a piece that would touch a placed piece of its own shape. It is exhaustive: a board
//! it finds no tiling for has none. On a board at most two cells wide the frontier is two
//! cells, so it runs through a board of any length at once.
//!
//! **The construction.** A board with a side divisible by 5 and the other at least 3 is cut
//! into blocks: the divisible side into lengths of 5, the other into lengths of 3, 4 and 5
//! (every length from 3 is a sum of them). Blocks whose row and column of blocks have an even
//! sum are tiled with the shapes of one set, the others with the shapes of a disjoint set, each
//! by the search (a block has at most 25 cells). Two blocks that share a side lie on opposite
//! sides of that checkerboard, so their pieces never share a shape, and within a block the
//! search kept the rule.
//!
//! **The decision.** A board whose area is not a multiple of 5 has no tiling; a board one or
//! two cells wide is decided by the search; every other board with 5 dividing its area has a
//! side divisible by 5 (5 is prime) and the other at least 3, and the construction tiles it. So
//! every answer is proved: by the search's exhaustion or by a tiling the caller can check.

use crate::polyomino::{Piece, PENTOMINOES};

/// The shapes of the blocks on the even squares of the checkerboard, as bits of indices into
/// [`PENTOMINOES`]: F, L, N, P, T, U and W; the blocks on the odd squares take the other five
/// (I, V, X, Y and Z). One of the 774 splits of the 12 shapes that tile every block both ways
/// (the tests check it).
const EVEN_SHAPES: u16 = 0b0001_0111_1101;

/// Every shape.
const ALL_SHAPES: u16 = 0xfff;

/// The lengths a side not divisible by 5 is cut into, longest first.
const BLOCK_SIDES: [usize; 3] = [5, 4, 3];

/// A tiling of the `h × w` board by pentominoes in which no two pieces that share a side have
/// the same shape: the shape of the piece on each cell (an index into [`PENTOMINOES`]),
/// row-major; `None` when the board has none. Every answer is proved (see the module
/// documentation): `None` by the area or an exhaustive search, a tiling by itself.
///
/// # Complexity
/// `O(h · w)`, plus searches of a few thousand nodes (the blocks, or a board two wide).
///
/// # Example
/// ```
/// use solver::gridlock::tiling;
/// use solver::polyomino::PENTOMINOES;
///
/// assert_eq!(tiling(1, 5), Some(vec![1; 5])); // one I
/// assert_eq!(tiling(1, 10), None); // two I side by side
/// assert_eq!(tiling(2, 5), None); // L + L, P + P or I + I
/// assert_eq!(tiling(4, 4), None); // 16 cells
/// let grid = tiling(3, 5).unwrap();
/// let letters: String = grid.iter().map(|&s| PENTOMINOES[usize::from(s)].0).collect();
/// assert_eq!(letters.len(), 15);
/// ```
pub fn tiling(h: usize, w: usize) -> Option<Vec<u8>> {
    if h == 0 || w == 0 || h * w % 5 != 0 {
        return None;
    }
    if h.min(w) <= 2 {
        // Searched along the long side, where the frontier is the short one.
        let (long, short) = (h.max(w), h.min(w));
        let along = Search::new(long, short, ALL_SHAPES).first()?;
        return Some(if h >= w {
            along
        } else {
            transpose(&along, long, short)
        });
    }
    if w % 5 == 0 {
        Some(blocks(h, w))
    } else {
        Some(transpose(&blocks(w, h), w, h))
    }
}

/// Why `grid` (the shape of each cell's piece, an index into [`PENTOMINOES`], row-major) is
/// not a tiling of the `h × w` board that keeps the rule, or `None` when it is one. Two pieces
/// of one shape that share a side would join into one region of that shape's cells, so each
/// such region (cells joined by sides) must be exactly one piece of its shape: the first
/// region in row-major order that is not is named by its first cell (rows and columns from 1).
///
/// # Complexity
/// `O(h · w)`.
///
/// # Panics
/// When `grid` does not hold `h · w` shapes below 12.
///
/// # Example
/// ```
/// use solver::gridlock::fault;
///
/// let i = 1; // PENTOMINOES[1] is the I
/// assert_eq!(fault(&[i; 5], 1, 5), None);
/// assert_eq!(
///     fault(&[i; 10], 1, 10),
///     Some("the I region from row 1, column 1 has 10 cells, not 5".to_string())
/// );
/// ```
pub fn fault(grid: &[u8], h: usize, w: usize) -> Option<String> {
    assert_eq!(grid.len(), h * w, "a grid of h · w cells");
    let mut seen = vec![false; h * w];
    for start in 0..h * w {
        if seen[start] {
            continue;
        }
        let shape = grid[start];
        let mut region = vec![start];
        seen[start] = true;
        let mut k = 0;
        while k < region.len() {
            let at = region[k];
            k += 1;
            let (r, c) = (at / w, at % w);
            let near = [
                (r > 0, at.wrapping_sub(w)),
                (r + 1 < h, at + w),
                (c > 0, at.wrapping_sub(1)),
                (c + 1 < w, at + 1),
            ];
            for &(inside, n) in &near {
                if inside && !seen[n] && grid[n] == shape {
                    seen[n] = true;
                    region.push(n);
                }
            }
        }
        let (letter, drawing) = PENTOMINOES[usize::from(shape)];
        let from = format!(
            "the {} region from row {}, column {}",
            letter,
            start / w + 1,
            start % w + 1
        );
        if region.len() != 5 {
            return Some(format!("{} has {} cells, not 5", from, region.len()));
        }
        let cells: Vec<(usize, usize)> = region.iter().map(|&at| (at / w, at % w)).collect();
        let piece = Piece::new(&cells).expect("distinct cells");
        let wanted = Piece::from_drawing(drawing).expect("a pentomino's drawing");
        if !wanted.orientations(true).contains(&piece) {
            return Some(format!("{} is not the shape {}", from, letter));
        }
    }
    None
}

/// The `cols × rows` grid of `grid` (`rows × cols`, row-major), row-major.
fn transpose(grid: &[u8], rows: usize, cols: usize) -> Vec<u8> {
    (0..rows * cols)
        .map(|k| grid[(k % rows) * cols + k / rows])
        .collect()
}

/// The lengths `h` (at least 3) is cut into, from [`BLOCK_SIDES`].
fn cut(mut h: usize) -> Vec<usize> {
    let mut parts = Vec::new();
    while h >= 8 {
        parts.push(5);
        h -= 5;
    }
    match h {
        6 => parts.extend([3, 3]),
        7 => parts.extend([4, 3]),
        _ => parts.push(h),
    }
    parts
}

/// The checkerboard of blocks on an `h × w` board, `h ≥ 3`, `5 | w`.
fn blocks(h: usize, w: usize) -> Vec<u8> {
    // tiles[side][parity]: the block of `BLOCK_SIDES[side]` rows and 5 columns.
    let tiles: Vec<[Vec<u8>; 2]> = BLOCK_SIDES
        .iter()
        .map(|&rows| {
            let tile = |shapes| {
                Search::new(rows, 5, shapes)
                    .first()
                    .expect("every block tiles with either set of shapes")
            };
            [tile(EVEN_SHAPES), tile(ALL_SHAPES & !EVEN_SHAPES)]
        })
        .collect();
    let mut grid = vec![0u8; h * w];
    let mut top = 0;
    for (i, rows) in cut(h).into_iter().enumerate() {
        let side = BLOCK_SIDES
            .iter()
            .position(|&s| s == rows)
            .expect("a block side");
        for j in 0..w / 5 {
            let tile = &tiles[side][(i + j) % 2];
            for r in 0..rows {
                let at = (top + r) * w + 5 * j;
                grid[at..at + 5].copy_from_slice(&tile[r * 5..r * 5 + 5]);
            }
        }
        top += rows;
    }
    grid
}

/// An orientation of a shape: its cells as offsets `(row, column)` from its first cell in
/// row-major order (columns may be negative).
#[derive(Clone, Debug)]
struct Orientation {
    shape: u8,
    cells: Vec<(usize, isize)>,
}

/// Every orientation of the 12 pentominoes (63 of them), rotations and reflections.
fn orientations() -> Vec<Orientation> {
    let mut all = Vec::new();
    for (shape, &(_, drawing)) in PENTOMINOES.iter().enumerate() {
        let piece = Piece::from_drawing(drawing).expect("a pentomino's drawing");
        for orientation in piece.orientations(true) {
            let cells = orientation.cells();
            let (r0, c0) = cells[0];
            all.push(Orientation {
                shape: shape as u8,
                cells: cells
                    .iter()
                    .map(|&(r, c)| (r - r0, c as isize - c0 as isize))
                    .collect(),
            });
        }
    }
    all
}

/// An exhaustive search for a tiling of an `h × w` board by the allowed shapes.
///
/// Invariants: `shape[cell]` is the shape of the piece covering `cell` (`EMPTY` while none) and
/// `piece[cell]` that piece's number; every cell before the first empty one in row-major order
/// is covered; no two pieces that share a side have the same shape.
pub struct Search {
    h: usize,
    w: usize,
    orientations: Vec<Orientation>,
    shape: Vec<u8>,
    piece: Vec<u32>,
    placed: u32,
    nodes: u64,
}

/// No piece on a cell.
const EMPTY: u8 = u8::MAX;

impl Search {
    /// A search on the empty `h × w` board with the shapes whose bits are set in `allowed`
    /// (bit `s` for [`PENTOMINOES`]`[s]`). `O(h · w)`.
    pub fn new(h: usize, w: usize, allowed: u16) -> Self {
        Search {
            h,
            w,
            orientations: orientations()
                .into_iter()
                .filter(|o| allowed >> o.shape & 1 != 0)
                .collect(),
            shape: vec![EMPTY; h * w],
            piece: vec![0; h * w],
            placed: 0,
            nodes: 0,
        }
    }

    /// The search nodes (pieces placed) so far.
    pub fn nodes(&self) -> u64 {
        self.nodes
    }

    /// A tiling: the shape (index into [`PENTOMINOES`]) of the piece on each cell,
    /// row-major; `None` when there is none. The same board, the same tiling.
    ///
    /// # Complexity
    /// Exponential in the worst case; on boards at most two wide, or of at most 25 cells,
    /// a few thousand nodes.
    pub fn first(&mut self) -> Option<Vec<u8>> {
        if self.fill(0) {
            Some(self.shape.clone())
        } else {
            None
        }
    }

    fn fill(&mut self, from: usize) -> bool {
        let cell = match (from..self.h * self.w).find(|&c| self.shape[c] == EMPTY) {
            Some(cell) => cell,
            None => return true,
        };
        let (r, c) = (cell / self.w, cell % self.w);
        for k in 0..self.orientations.len() {
            let shape = self.orientations[k].shape;
            let mut cells = [0usize; 5];
            let fits =
                self.orientations[k]
                    .cells
                    .iter()
                    .zip(cells.iter_mut())
                    .all(|(&(dr, dc), at)| {
                        let (rr, cc) = (r + dr, c as isize + dc);
                        let inside = rr < self.h && cc >= 0 && (cc as usize) < self.w;
                        inside && {
                            *at = rr * self.w + cc as usize;
                            self.shape[*at] == EMPTY
                        }
                    });
            if !fits || self.touches(&cells, shape) {
                continue;
            }
            self.nodes += 1;
            #[cfg(feature = "meter")]
            crate::meter::charge(crate::meter::GRIDLOCK_NODE);
            self.placed += 1;
            for &at in &cells {
                self.shape[at] = shape;
                self.piece[at] = self.placed;
            }
            if self.fill(cell + 1) {
                return true;
            }
            for &at in &cells {
                self.shape[at] = EMPTY;
            }
            self.placed -= 1;
        }
        false
    }

    /// Whether a piece of `shape` on `cells` would share a side with a placed piece of the
    /// same shape.
    fn touches(&self, cells: &[usize; 5], shape: u8) -> bool {
        cells.iter().any(|&at| {
            let (r, c) = (at / self.w, at % self.w);
            let neighbours = [
                (r > 0, at.wrapping_sub(self.w)),
                (r + 1 < self.h, at + self.w),
                (c > 0, at.wrapping_sub(1)),
                (c + 1 < self.w, at + 1),
            ];
            neighbours
                .iter()
                .any(|&(inside, n)| inside && self.shape[n] == shape && !cells.contains(&n))
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The split of the shapes tiles every block both ways.
    #[test]
    fn both_sets_of_shapes_tile_every_block() {
        for &rows in &BLOCK_SIDES {
            for &shapes in &[EVEN_SHAPES, ALL_SHAPES & !EVEN_SHAPES] {
                let tile = Search::new(rows, 5, shapes)
                    .first()
                    .expect("a block's tiling");
                assert_eq!(fault(&tile, rows, 5), None);
                assert!(tile.iter().all(|&s| shapes >> s & 1 != 0));
            }
        }
    }

    /// On every board of at most 30 cells the answer agrees with the exhaustive search (the
    /// boards whose area 5 does not divide too, up to 15 cells), and every tiling is valid.
    #[test]
    fn small_boards_agree_with_the_exhaustive_search() {
        let mut yes = 0;
        for h in 1..=30 {
            for w in 1..=30 / h {
                let answer = tiling(h, w);
                if h * w % 5 == 0 || h * w <= 15 {
                    let searched = Search::new(h, w, ALL_SHAPES).first();
                    assert_eq!(answer.is_some(), searched.is_some(), "{}×{}", h, w);
                }
                if let Some(grid) = answer {
                    assert_eq!(fault(&grid, h, w), None, "{}×{}", h, w);
                    yes += 1;
                }
            }
        }
        assert!(yes > 10, "{} boards tiled", yes);
    }

    /// Every board of the contest's sizes with a side from 1 to 100 in steps that reach every
    /// residue (all 10,000 are the benchmark's): a tiling exactly when the module says one
    /// exists, and each valid.
    #[test]
    fn boards_up_to_100_are_tiled_exactly_when_the_module_says() {
        for h in (1..=100).step_by(7).chain([5, 10, 99, 100]) {
            for w in 1..=100 {
                let exists = h * w % 5 == 0
                    && !(h.min(w) == 1 && h.max(w) != 5)
                    && !(h.min(w) == 2 && h.max(w) == 5);
                let answer = tiling(h, w);
                assert_eq!(answer.is_some(), exists, "{}×{}", h, w);
                if let Some(grid) = answer {
                    assert_eq!(fault(&grid, h, w), None, "{}×{}", h, w);
                }
            }
        }
    }
}
