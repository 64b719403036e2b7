//! Su-Domino-Ku: a 9×9 Sudoku covered by the 36 dominoes `{a, b}` (`1 ≤ a < b ≤ 9`), each used
//! exactly once, the 9 cells left over holding `1`–`9` once each; as an exact cover
//! ([`ExactCover`]).
//!
//! The primary items are Sudoku's (each cell filled once, each digit once in each row, column
//! and box: `4 · 81`) plus one for each domino (`36`). An option places a digit pair on two
//! adjacent cells, in either orientation: it covers both cells, the row, column and box items
//! of both digits, and its domino. A single cell's option covers that cell and its digit's
//! items. The dominoes already placed and the single cells are the only options for their cells
//! (and, for a placed domino, for its item), so the exact cover takes them first.

use crate::engine::Flow;
use crate::exact_cover::ExactCover;
use crate::model::Error;

/// The side of the grid.
pub const N: usize = 9;

/// The number of dominoes: the pairs of distinct digits.
pub const DOMINOES: usize = N * (N - 1) / 2;

/// A domino on the grid: digit `values[0]` on cell `cells[0]` and `values[1]` on `cells[1]`,
/// cells row-major (`0..81`), values `0..9`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Domino {
    /// The two cells, row-major; adjacent in a row or a column.
    pub cells: [usize; 2],
    /// The two digits, from 0, distinct.
    pub values: [u8; 2],
}

/// The number of domino `{a, b}` (digits from 0, distinct, in either order), from 0 to
/// [`DOMINOES`] − 1: the pairs in lexicographic order. `O(1)`.
///
/// # Example
/// ```
/// use solver::su_domino_ku::{pair_index, DOMINOES};
///
/// assert_eq!((pair_index(0, 1), pair_index(1, 0), pair_index(7, 8)), (0, 0, DOMINOES - 1));
/// ```
pub fn pair_index(a: u8, b: u8) -> usize {
    let (a, b) = (usize::from(a.min(b)), usize::from(a.max(b)));
    // The pairs before `(a, ·)`: `(N − 1) + (N − 2) + … + (N − a)`.
    a * (2 * N - a - 1) / 2 + (b - a - 1)
}

/// The item of domino `{a, b}`, after Sudoku's `4 · 81`.
fn domino_item(a: u8, b: u8) -> usize {
    4 * N * N + pair_index(a, b)
}

/// The items a digit `v` on `cell` covers: the cell, and the digit in its row, column and box.
fn digit_items(cell: usize, v: u8) -> [usize; 4] {
    let (r, c, v) = (cell / N, cell % N, usize::from(v));
    let b = r / 3 * 3 + c / 3;
    [
        cell,
        N * N + r * N + v,
        2 * N * N + c * N + v,
        3 * N * N + b * N + v,
    ]
}

/// A Su-Domino-Ku to solve: its placed dominoes and single cells.
///
/// Invariants: every cell is in at most one placed domino or single; each placed domino's
/// cells are adjacent and its digits distinct, and no two placed dominoes are the same pair;
/// the singles hold distinct digits.
#[derive(Clone, Debug)]
pub struct SuDominoKu {
    placed: Vec<Domino>,
    singles: Vec<(usize, u8)>,
    /// What holds each cell: `None` while free.
    taken: Vec<Option<&'static str>>,
    used: [bool; DOMINOES],
}

impl Default for SuDominoKu {
    fn default() -> Self {
        SuDominoKu::new()
    }
}

impl SuDominoKu {
    /// The empty grid: nothing placed. `O(81)`.
    pub fn new() -> Self {
        SuDominoKu {
            placed: Vec::new(),
            singles: Vec::new(),
            taken: vec![None; N * N],
            used: [false; DOMINOES],
        }
    }

    /// Places `domino`.
    ///
    /// # Errors
    /// A cell or digit outside the grid, cells that are not adjacent, equal digits, a cell
    /// already taken, or a pair of digits already placed: the error says which.
    pub fn place(&mut self, domino: Domino) -> Result<(), Error> {
        let [a, b] = domino.cells;
        let [u, v] = domino.values;
        if a >= N * N || b >= N * N || usize::from(u) >= N || usize::from(v) >= N {
            return Err(Error::new("a cell or a digit outside the grid".to_string()));
        }
        let next = |x: usize, y: usize| x + 1 == y || y + 1 == x;
        let adjacent =
            (a / N == b / N && next(a % N, b % N)) || (a % N == b % N && next(a / N, b / N));
        if !adjacent {
            return Err(Error::new("its two cells are not side by side".to_string()));
        }
        if u == v {
            return Err(Error::new("its two digits are the same".to_string()));
        }
        let item = pair_index(u, v);
        if self.used[item] {
            return Err(Error::new(
                "this pair of digits is already placed".to_string(),
            ));
        }
        self.take(a, "domino")?;
        self.take(b, "domino")?;
        self.used[item] = true;
        self.placed.push(domino);
        Ok(())
    }

    /// Sets digit `v` (from 0) alone on `cell`.
    ///
    /// # Errors
    /// A cell or digit outside the grid, a cell already taken, or a digit already single.
    pub fn single(&mut self, cell: usize, v: u8) -> Result<(), Error> {
        if cell >= N * N || usize::from(v) >= N {
            return Err(Error::new("a cell or a digit outside the grid".to_string()));
        }
        if self.singles.iter().any(|&(_, w)| w == v) {
            return Err(Error::new("this digit already stands alone".to_string()));
        }
        self.take(cell, "single")?;
        self.singles.push((cell, v));
        Ok(())
    }

    fn take(&mut self, cell: usize, by: &'static str) -> Result<(), Error> {
        match self.taken[cell] {
            Some(holder) => Err(Error::new(format!(
                "row {}, column {} already holds a {}",
                cell / N + 1,
                cell % N + 1,
                holder
            ))),
            None => {
                self.taken[cell] = Some(by);
                Ok(())
            }
        }
    }

    /// The exact cover of this puzzle, with the domino each option places (`None` for a
    /// single).
    fn cover(&self) -> (ExactCover, Vec<Option<Domino>>, Vec<(usize, u8)>) {
        let mut cover = ExactCover::new(4 * N * N + DOMINOES, 0);
        let mut options: Vec<Option<Domino>> = Vec::new();
        let mut add = |cover: &mut ExactCover, domino: Domino| {
            let [a, b] = domino.cells;
            let [u, v] = domino.values;
            let mut items = [0; 9];
            items[..4].copy_from_slice(&digit_items(a, u));
            items[4..8].copy_from_slice(&digit_items(b, v));
            items[8] = domino_item(u, v);
            cover
                .add_option(&items)
                .expect("distinct items of the grid");
            options.push(Some(domino));
        };
        for &domino in &self.placed {
            add(&mut cover, domino);
        }
        for a in (0..N * N).filter(|&a| self.taken[a].is_none()) {
            let right = if a % N + 1 < N { Some(a + 1) } else { None };
            let below = if a + N < N * N { Some(a + N) } else { None };
            for b in [right, below].iter().flatten().copied() {
                if self.taken[b].is_some() {
                    continue;
                }
                for u in 0..N as u8 {
                    for v in (0..N as u8).filter(|&v| v != u) {
                        if !self.used[pair_index(u, v)] {
                            add(
                                &mut cover,
                                Domino {
                                    cells: [a, b],
                                    values: [u, v],
                                },
                            );
                        }
                    }
                }
            }
        }
        let singles = self.singles.clone();
        for &(cell, v) in &singles {
            cover
                .add_option(&digit_items(cell, v))
                .expect("distinct items of the grid");
        }
        (cover, options, singles)
    }

    /// Calls `visit` with the grid of each covering (the 81 digits from 0, row-major) until it
    /// returns `Flow::Break` or the coverings run out: a grid laid by two tilings comes twice
    /// ([`SuDominoKu::grids`] keeps them apart).
    ///
    /// # Complexity
    /// Exact cover over at most `144 · 72 + 9` options; milliseconds for the puzzles of the
    /// contest (ten dominoes placed or more).
    pub fn search<F: FnMut(&[u8]) -> Flow>(&self, mut visit: F) -> Flow {
        let (mut cover, dominoes, singles) = self.cover();
        let mut grid = vec![0u8; N * N];
        cover.search(|chosen| {
            for &option in chosen {
                match dominoes.get(option) {
                    Some(Some(domino)) => {
                        grid[domino.cells[0]] = domino.values[0];
                        grid[domino.cells[1]] = domino.values[1];
                    }
                    _ => {
                        let (cell, v) = singles[option - dominoes.len()];
                        grid[cell] = v;
                    }
                }
            }
            visit(&grid)
        })
    }

    /// The first solution found, or `None` when there is none.
    ///
    /// # Example
    /// ```
    /// use solver::su_domino_ku::{Domino, SuDominoKu};
    ///
    /// // 1 alone on cell 0 and a domino putting another 1 in the same row: no grid.
    /// let mut puzzle = SuDominoKu::new();
    /// puzzle.single(0, 0).unwrap();
    /// puzzle.single(1, 0).unwrap_err(); // the digit 1 stands alone once
    /// puzzle.single(1, 1).unwrap();
    /// puzzle.place(Domino { cells: [2, 3], values: [0, 2] }).unwrap();
    /// assert_eq!(puzzle.first_solution(), None);
    /// ```
    pub fn first_solution(&self) -> Option<Vec<u8>> {
        self.grids(1).pop()
    }

    /// The distinct solved grids, no more than `limit` of them, in the order of the coverings
    /// that first give them. Two tilings may give one grid (a 2×2 square of digits `a b / c d`
    /// laid as `{a, b}, {c, d}` or as `{a, c}, {b, d}`, when the pairs can trade places with
    /// others), so the grids, not the coverings, say whether a puzzle is unique: `grids(2)`
    /// tells none, one or several.
    ///
    /// # Complexity
    /// As [`SuDominoKu::search`], through every covering of the grids found, until the
    /// `limit`-th grid.
    pub fn grids(&self, limit: usize) -> Vec<Vec<u8>> {
        let mut grids: Vec<Vec<u8>> = Vec::new();
        if limit > 0 {
            let _ = self.search(|grid| {
                if !grids.iter().any(|g| g.as_slice() == grid) {
                    grids.push(grid.to_vec());
                }
                if grids.len() >= limit {
                    Flow::Break
                } else {
                    Flow::Continue
                }
            });
        }
        grids
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::Geometry;

    const fn domino(a: usize, b: usize, u: u8, v: u8) -> Domino {
        Domino {
            cells: [a, b],
            values: [u, v],
        }
    }

    #[test]
    fn dominoes_that_cannot_stand_are_refused_with_the_reason() {
        let mut grid = SuDominoKu::new();
        grid.place(domino(0, 1, 0, 1)).unwrap();
        let refused = |grid: &mut SuDominoKu, d: Domino| grid.place(d).unwrap_err().to_string();
        assert_eq!(
            refused(&mut grid, domino(3, 5, 2, 3)),
            "its two cells are not side by side"
        );
        assert_eq!(
            refused(&mut grid, domino(8, 9, 2, 3)),
            "its two cells are not side by side"
        );
        assert_eq!(
            refused(&mut grid, domino(3, 4, 2, 2)),
            "its two digits are the same"
        );
        assert_eq!(
            refused(&mut grid, domino(3, 12, 1, 0)),
            "this pair of digits is already placed"
        );
        assert_eq!(
            refused(&mut grid, domino(1, 10, 2, 3)),
            "row 1, column 2 already holds a domino"
        );
        assert_eq!(
            refused(&mut grid, domino(80, 81, 2, 3)),
            "a cell or a digit outside the grid"
        );
        grid.single(40, 4).unwrap();
        assert_eq!(
            grid.single(41, 4).unwrap_err().to_string(),
            "this digit already stands alone"
        );
    }

    /// A solution is a Sudoku that keeps what is placed, and `grids` keeps each grid once: on
    /// a puzzle of the contest (the first of BOJ 4574's sample) with four of its ten dominoes
    /// left out, several grids.
    #[test]
    fn a_solution_is_a_sudoku_that_keeps_what_is_placed() {
        let cell = |s: &str| {
            (usize::from(s.as_bytes()[0] - b'A')) * N + usize::from(s.as_bytes()[1] - b'1')
        };
        let placed = [
            "6 B2 1 B3",
            "2 C4 9 C3",
            "6 D3 8 E3",
            "7 E1 4 F1",
            "8 B7 4 B8",
            "3 F5 2 F6",
        ];
        let mut puzzle = SuDominoKu::new();
        let mut kept = Vec::new();
        for text in &placed {
            let t: Vec<&str> = text.split(' ').collect();
            let (u, a, v, b) = (
                t[0].as_bytes()[0] - b'1',
                cell(t[1]),
                t[2].as_bytes()[0] - b'1',
                cell(t[3]),
            );
            puzzle.place(domino(a, b, u, v)).unwrap();
            kept.extend([(a, u), (b, v)]);
        }
        for (v, single) in ["C5", "A3", "D9", "I4", "A9", "E5", "A2", "C6", "I1"]
            .iter()
            .enumerate()
        {
            puzzle.single(cell(single), v as u8).unwrap();
            kept.push((cell(single), v as u8));
        }
        let grids = puzzle.grids(usize::MAX);
        assert!(grids.len() > 1, "{} grids", grids.len());
        for grid in &grids {
            assert!(Geometry::boxed(3, 3).unwrap().is_complete(grid));
            assert!(kept.iter().all(|&(c, v)| grid[c] == v));
        }
        assert!(grids
            .iter()
            .enumerate()
            .all(|(i, g)| !grids[..i].contains(g)));
    }
}
