//! The ABC puzzle ("Easy as ABC"): fill an n×n grid with the letters `1..=k` and blanks so
//! that every row and every column holds each letter exactly once, where a clue outside the
//! grid names the first letter seen from that side along its line; as an exact cover
//! ([`ExactCover`]).
//!
//! The exact cover has a primary item for each row, for each column, and for each cell and
//! letter. A row's options are the ways to place its `k` letters that keep its left and right
//! clues; a column's options likewise with its top and bottom clues. The two meet in the
//! cell-and-letter items: a row's option covers `(cell, letter)` where it puts the letter, a
//! column's option covers it where it does not. Covered exactly once, each such item makes
//! the row and the column agree on every cell. The exact cover then chooses the line, or the
//! cell and letter, with the fewest ways left.

use crate::engine::Flow;
use crate::exact_cover::ExactCover;

/// The largest side: a line of 7 has 5,040 ways to place 7 letters, and the exact cover of a
/// 7×7 grid about 3 million nodes.
pub const MAX_SIDE: usize = 7;

/// A side of the grid, where a clue stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Side {
    /// Left of a row: the row's first letter from the left.
    Left,
    /// Right of a row: its first letter from the right.
    Right,
    /// Above a column: the column's first letter from the top.
    Top,
    /// Below a column: its first letter from the bottom.
    Bottom,
}

/// Why a puzzle or a clue could not be built: the library's one error of a message.
pub use crate::model::Error;

/// An ABC puzzle: its side, its number of letters, and its clues.
///
/// Invariants: `1 <= letters <= side <= MAX_SIDE`; `clues[s]` has `side` entries, each 0 (no
/// clue) or a letter from 1 to `letters`, for the sides in [`Side`]'s order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AbcPuzzle {
    side: usize,
    letters: usize,
    clues: [Vec<u8>; 4],
}

/// One line's way to place the letters: the position of letter `l + 1` along the line.
type Placement = Vec<usize>;

impl AbcPuzzle {
    /// The puzzle of side `side` with letters `1..=letters` and no clues. `O(side)`.
    ///
    /// # Errors
    /// A side of 0 or over [`MAX_SIDE`], no letters, or more letters than the side.
    ///
    /// # Example
    /// ```
    /// use solver::abc_puzzle::{AbcPuzzle, Side};
    ///
    /// // AtCoder ABC326 D's first sample: 5×5, A B C, clues on the left and on top.
    /// let mut puzzle = AbcPuzzle::new(5, 3).unwrap();
    /// for (line, (r, c)) in "ABCBC".bytes().zip("ACAAB".bytes()).enumerate() {
    ///     puzzle.set_clue(Side::Left, line, r - b'A' + 1).unwrap();
    ///     puzzle.set_clue(Side::Top, line, c - b'A' + 1).unwrap();
    /// }
    /// let grid = puzzle.solve().unwrap();
    /// assert_eq!(grid[0][0], 1);
    /// assert!(AbcPuzzle::new(3, 4).is_err());
    /// ```
    pub fn new(side: usize, letters: usize) -> Result<AbcPuzzle, Error> {
        if side == 0 || side > MAX_SIDE || letters == 0 || letters > side {
            let message = format!(
                "an ABC puzzle of side {} with {} letters: the side is from 1 to {}, the letters from 1 to the side",
                side, letters, MAX_SIDE
            );
            return Err(Error::new(message));
        }
        let none = vec![0; side];
        Ok(AbcPuzzle {
            side,
            letters,
            clues: [none.clone(), none.clone(), none.clone(), none],
        })
    }

    /// The side of the grid.
    pub fn side(&self) -> usize {
        self.side
    }

    /// The number of letters.
    pub fn letters(&self) -> usize {
        self.letters
    }

    /// The clue on `side` of row or column `line` (from 0): `letter` from 1 to the number of
    /// letters, or 0 to take the clue away. `O(1)`.
    ///
    /// # Errors
    /// A line off the grid or a letter out of range; the puzzle is then unchanged.
    pub fn set_clue(&mut self, side: Side, line: usize, letter: u8) -> Result<(), Error> {
        if line >= self.side || usize::from(letter) > self.letters {
            let message = format!(
                "a clue {} on line {} of {}, with {} letters",
                letter, line, self.side, self.letters
            );
            return Err(Error::new(message));
        }
        self.clues[side as usize][line] = letter;
        Ok(())
    }

    /// The clue on `side` of line `line`, 0 for none.
    ///
    /// # Panics
    /// When `line` is off the grid.
    pub fn clue(&self, side: Side, line: usize) -> u8 {
        self.clues[side as usize][line]
    }

    /// A solution, as rows of letters (0 a blank), or `None` when there is none.
    ///
    /// # Complexity
    /// Exponential in the worst case; building the exact cover is
    /// `O(side² · side!/(side − letters)!)`, under a millisecond for a side of 5.
    pub fn solve(&self) -> Option<Vec<Vec<u8>>> {
        let mut found = None;
        self.search(|grid| {
            found = Some(grid.to_vec());
            Flow::Break
        });
        found
    }

    /// The number of solutions, counting no further than `limit`. As [`AbcPuzzle::solve`].
    ///
    /// # Example
    /// ```
    /// use solver::abc_puzzle::AbcPuzzle;
    ///
    /// // Without clues, a 3×3 grid of 3 letters is a Latin square: 12 of them.
    /// assert_eq!(AbcPuzzle::new(3, 3).unwrap().count(u64::MAX), 12);
    /// ```
    pub fn count(&self, limit: u64) -> u64 {
        self.cover().0.count_solutions(limit)
    }

    /// Calls `visit` with every solution (rows of letters, 0 a blank) until it returns
    /// `Break`, and says which. As [`AbcPuzzle::solve`].
    pub fn search<F>(&self, mut visit: F) -> Flow
    where
        F: FnMut(&[Vec<u8>]) -> Flow,
    {
        let (mut cover, fills) = self.cover();
        let n = self.side;
        let mut grid = vec![vec![0u8; n]; n];
        cover.search(|options| {
            for row in grid.iter_mut() {
                row.iter_mut().for_each(|x| *x = 0);
            }
            for (line, p) in options.iter().filter_map(|&o| fills[o].as_ref()) {
                for (l, &c) in p.iter().enumerate() {
                    grid[*line][c] = l as u8 + 1;
                }
            }
            visit(&grid)
        })
    }

    /// The puzzle's exact cover, and for each of its options the row it fills and where it
    /// puts each letter (`None` for a column's option).
    fn cover(&self) -> (ExactCover, Vec<Option<(usize, Placement)>>) {
        let (n, k) = (self.side, self.letters);
        // Items: the rows, the columns, then (cell, letter) for each cell in row-major order.
        let item = |r: usize, c: usize, l: usize| 2 * n + (r * n + c) * k + l;
        let mut cover = ExactCover::new(2 * n + n * n * k, 0);
        let mut fills = Vec::new();
        let mut items = Vec::with_capacity(1 + n * k);
        let placements = placements(n, k);
        for line in 0..n {
            for p in &placements {
                let fits = |first: Side, last: Side| {
                    self.keeps(first, line, p, false) && self.keeps(last, line, p, true)
                };
                if fits(Side::Left, Side::Right) {
                    items.clear();
                    items.push(line);
                    items.extend(p.iter().enumerate().map(|(l, &c)| item(line, c, l)));
                    cover.add_option(&items).expect("distinct items in range");
                    fills.push(Some((line, p.clone())));
                }
                if fits(Side::Top, Side::Bottom) {
                    items.clear();
                    items.push(n + line);
                    for r in 0..n {
                        for l in (0..k).filter(|&l| p[l] != r) {
                            items.push(item(r, line, l));
                        }
                    }
                    cover.add_option(&items).expect("distinct items in range");
                    fills.push(None);
                }
            }
        }
        (cover, fills)
    }

    /// Whether placement `p` of line `line` keeps the clue on `side`: the letter nearest that
    /// side (the one at the largest position when `from_end`) is the clue, if there is one.
    fn keeps(&self, side: Side, line: usize, p: &[usize], from_end: bool) -> bool {
        let clue = self.clues[side as usize][line];
        let nearest = (0..p.len()).min_by_key(|&l| if from_end { usize::MAX - p[l] } else { p[l] });
        clue == 0 || nearest.map(|l| l + 1) == Some(usize::from(clue))
    }
}

/// Every way to put `k` distinct letters at distinct positions of a line of `n`: the position
/// of each letter, `n!/(n − k)!` of them.
fn placements(n: usize, k: usize) -> Vec<Placement> {
    fn extend(n: usize, k: usize, p: &mut Placement, used: &mut [bool], all: &mut Vec<Placement>) {
        if p.len() == k {
            all.push(p.clone());
            return;
        }
        for at in 0..n {
            if !used[at] {
                used[at] = true;
                p.push(at);
                extend(n, k, p, used, all);
                p.pop();
                used[at] = false;
            }
        }
    }
    let mut all = Vec::new();
    extend(
        n,
        k,
        &mut Vec::with_capacity(k),
        &mut vec![false; n],
        &mut all,
    );
    all
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::SplitMix64;

    /// The clues a grid shows, on every side.
    fn clues_of(grid: &[Vec<u8>]) -> [Vec<u8>; 4] {
        let n = grid.len();
        fn first(mut cells: impl Iterator<Item = u8>) -> u8 {
            cells.find(|&x| x != 0).unwrap_or(0)
        }
        [
            (0..n).map(|r| first(grid[r].iter().copied())).collect(),
            (0..n)
                .map(|r| first(grid[r].iter().rev().copied()))
                .collect(),
            (0..n).map(|c| first((0..n).map(|r| grid[r][c]))).collect(),
            (0..n)
                .map(|c| first((0..n).rev().map(|r| grid[r][c])))
                .collect(),
        ]
    }

    /// Whether `grid` solves `puzzle`: each letter once in every row and column, the clues seen.
    fn solves(puzzle: &AbcPuzzle, grid: &[Vec<u8>]) -> bool {
        let (n, k) = (puzzle.side, puzzle.letters);
        let once = |line: &mut dyn Iterator<Item = u8>| {
            let mut seen = vec![0; k + 1];
            line.for_each(|x| seen[usize::from(x)] += 1);
            seen[1..].iter().all(|&s| s == 1)
        };
        let lines_ok = (0..n)
            .all(|i| once(&mut grid[i].iter().copied()) && once(&mut (0..n).map(|r| grid[r][i])));
        let seen = clues_of(grid);
        lines_ok
            && (0..4).all(|s| {
                (0..n).all(|i| puzzle.clues[s][i] == 0 || puzzle.clues[s][i] == seen[s][i])
            })
    }

    /// Every solution by brute force: each row any arrangement of the letters and blanks, rows
    /// tried in turn, a row refused only when it repeats a letter in some column.
    fn brute_count(puzzle: &AbcPuzzle) -> u64 {
        let (n, k) = (puzzle.side, puzzle.letters);
        let mut rows = Vec::new();
        let mut row = vec![0u8; n];
        // Every row of n cells over 0..=k: (k+1)^n of them, those with each letter once kept.
        for code in 0..(k + 1).pow(n as u32) {
            let mut x = code;
            for cell in row.iter_mut() {
                *cell = (x % (k + 1)) as u8;
                x /= k + 1;
            }
            if (1..=k as u8).all(|l| row.iter().filter(|&&c| c == l).count() == 1) {
                rows.push(row.clone());
            }
        }
        fn go(p: &AbcPuzzle, rows: &[Vec<u8>], grid: &mut Vec<Vec<u8>>, count: &mut u64) {
            let n = p.side;
            if grid.len() == n {
                *count += u64::from(solves(p, grid));
                return;
            }
            for row in rows {
                let clash = (0..n).any(|c| row[c] != 0 && grid.iter().any(|g| g[c] == row[c]));
                if !clash {
                    grid.push(row.clone());
                    go(p, rows, grid, count);
                    grid.pop();
                }
            }
        }
        let mut count = 0;
        go(puzzle, &rows, &mut Vec::new(), &mut count);
        count
    }

    #[test]
    fn the_samples_of_abc326_d() {
        let mut puzzle = AbcPuzzle::new(5, 3).unwrap();
        for (line, (r, c)) in "ABCBC".bytes().zip("ACAAB".bytes()).enumerate() {
            puzzle.set_clue(Side::Left, line, r - b'A' + 1).unwrap();
            puzzle.set_clue(Side::Top, line, c - b'A' + 1).unwrap();
        }
        let grid = puzzle.solve().expect("the sample has a solution");
        assert!(solves(&puzzle, &grid), "{:?}", grid);
        let mut puzzle = AbcPuzzle::new(3, 3).unwrap();
        for line in 0..3 {
            puzzle.set_clue(Side::Left, line, 1).unwrap();
            puzzle.set_clue(Side::Top, line, 2).unwrap();
        }
        assert_eq!(puzzle.solve(), None);
    }

    #[test]
    fn counts_agree_with_brute_force_on_random_clues() {
        let mut rng = SplitMix64::new(326);
        let sides = [Side::Left, Side::Right, Side::Top, Side::Bottom];
        let (mut solvable, mut unsolvable) = (0, 0);
        for round in 0..60 {
            let n = 1 + rng.below(4) as usize;
            let k = 1 + rng.below(n as u64) as usize;
            let mut puzzle = AbcPuzzle::new(n, k).unwrap();
            let density = rng.below(101);
            for &side in &sides {
                for line in 0..n {
                    if rng.below(100) < density {
                        let letter = 1 + rng.below(k as u64) as u8;
                        puzzle.set_clue(side, line, letter).unwrap();
                    }
                }
            }
            let expected = brute_count(&puzzle);
            assert_eq!(
                puzzle.count(u64::MAX),
                expected,
                "round {}: {:?}",
                round,
                puzzle
            );
            let mut visited = 0;
            puzzle.search(|grid| {
                assert!(solves(&puzzle, grid), "{:?}", grid);
                visited += 1;
                Flow::Continue
            });
            assert_eq!(visited, expected);
            assert_eq!(puzzle.solve().is_some(), expected > 0);
            if expected > 0 {
                solvable += 1;
            } else {
                unsolvable += 1;
            }
        }
        assert!(
            solvable >= 10 && unsolvable >= 10,
            "{} {}",
            solvable,
            unsolvable
        );
    }

    #[test]
    fn the_clues_of_a_solution_lead_back_to_one() {
        // A 7×7 of 4 letters, from the clues a Latin-like grid shows.
        let mut grid = vec![vec![0u8; 7]; 7];
        for r in 0..7 {
            for l in 0..4 {
                grid[r][(r + 2 * l) % 7] = l as u8 + 1;
            }
        }
        let mut puzzle = AbcPuzzle::new(7, 4).unwrap();
        let clues = clues_of(&grid);
        let sides = [Side::Left, Side::Right, Side::Top, Side::Bottom];
        for (&side, clues) in sides.iter().zip(&clues) {
            for (line, &clue) in clues.iter().enumerate() {
                puzzle.set_clue(side, line, clue).unwrap();
            }
        }
        let found = puzzle.solve().expect("the grid itself solves it");
        assert!(solves(&puzzle, &found));
    }

    #[test]
    fn bad_sizes_and_clues_are_errors() {
        assert!(AbcPuzzle::new(0, 0).is_err());
        assert!(AbcPuzzle::new(MAX_SIDE + 1, 3).is_err());
        assert!(AbcPuzzle::new(4, 0).is_err());
        let mut puzzle = AbcPuzzle::new(4, 3).unwrap();
        assert!(puzzle.set_clue(Side::Top, 4, 1).is_err());
        assert!(puzzle.set_clue(Side::Top, 3, 4).is_err());
        assert_eq!(puzzle.clue(Side::Top, 3), 0);
        assert_eq!(puzzle.count(0), 0);
    }

    /// Every size is taken exactly when the side is from 1 to the largest and the letters from
    /// 1 to the side; a clue exactly on a line of the grid, on every side, with a letter up to
    /// the number of letters (0 takes it away); a refused clue changes nothing.
    #[test]
    fn each_way_a_size_or_a_clue_is_refused_at_the_edges() {
        for side in [0, 1, 2, MAX_SIDE, MAX_SIDE + 1, usize::MAX] {
            for letters in [
                0,
                1,
                side.saturating_sub(1),
                side,
                side.saturating_add(1),
                usize::MAX,
            ] {
                let fits = (1..=MAX_SIDE).contains(&side) && (1..=side).contains(&letters);
                let made = AbcPuzzle::new(side, letters);
                assert_eq!(made.is_ok(), fits, "side {}, {} letters", side, letters);
            }
        }
        for (side, letters) in [(1, 1), (4, 3), (MAX_SIDE, MAX_SIDE)] {
            for clue_side in [Side::Left, Side::Right, Side::Top, Side::Bottom] {
                for line in [0, side - 1, side, usize::MAX] {
                    for letter in [0, 1, letters as u8, letters as u8 + 1, u8::MAX] {
                        let mut puzzle = AbcPuzzle::new(side, letters).unwrap();
                        let before = puzzle.clone();
                        let fits = line < side && usize::from(letter) <= letters;
                        let set = puzzle.set_clue(clue_side, line, letter);
                        assert_eq!(set.is_ok(), fits, "{:?} {} {}", clue_side, line, letter);
                        if fits {
                            assert_eq!(puzzle.clue(clue_side, line), letter);
                        } else {
                            assert_eq!(puzzle, before, "a refused clue changes nothing");
                        }
                    }
                }
            }
        }
    }
}
