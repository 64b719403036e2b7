//! The completion of a puzzle with the highest weighted score, by branch and bound.
//!
//! Each cell `c` has a weight `w[c]`, and a completed grid scores `Σ w[c] · (v[c] + 1)`: a value
//! counts as its digit, `1` to `n` (NOIP 2009's "target Sudoku" weighs the rings of a 9×9 grid
//! 6 to 10). A puzzle with few givens can have millions of completions, so the search visits
//! them depth first and cuts every subtree whose *bound*, the most its completions could still
//! score, is no better than the best completion found so far.
//!
//! # The bound
//! The score of the cells filled so far, plus a bound on what the empty ones can add. For one
//! house (a row, a column or a region), the empty cells can add no more than any of:
//! - each cell's weight times its largest candidate digit, summed;
//! - each missing digit times the weight of the heaviest empty cell that can take it, summed;
//! - the house's missing digits matched to its empty cells largest with largest (by the
//!   rearrangement inequality, no matching of those digits to those cells scores more).
//!
//! The smallest of the three bounds the house. Summing over the rows bounds the whole grid, and
//! so does summing over the columns, or over the regions: the bound is the smallest of the three
//! sums. It is exact on a full grid and never below the true best, so no better completion is
//! ever cut. The same pass finds a missing digit that no cell of its house can take (the node
//! fails) and a digit with one place left in its house (a hidden single).
//!
//! # The search
//! At each node, the empty cell with the fewest candidates, the heaviest among equals: a cell
//! with none fails the node, and one with a single candidate is filled at once, without the
//! bound (the next node checks it). Otherwise the bound is checked, a hidden single is filled if
//! there is one, and else the cell's candidates are tried from the largest down: good
//! completions come first, and their score makes the bound cut early.

use crate::model::{keeps_order, Error, Puzzle};

/// No value: the mark of an empty cell in the working grid.
const EMPTY: u8 = u8::MAX;

/// Branch and bound for the completion of highest weighted score, for any geometry of the model
/// (sides 1 to [`MAX_SIZE`](crate::model::MAX_SIZE)). A puzzle's relations
/// ([`Puzzle::add_less`]) filter the completions, which stays exact but does not use them to
/// cut the search.
///
/// # Complexity
/// Exponential in the worst case, like every complete search. On 9×9 target-Sudoku puzzles of
/// 24 random givens (600 to 76,000 completions each) it fills 2,000 to 66,000 cells in all, 1
/// to 3 times faster than visiting every completion with [`Propagator`]; with 20 givens (3 to
/// 5 million completions) about a million, 6 times faster. A node costs `O(n²)`:
/// a scan of the empty cells for the branch and, where it branches, three passes over the
/// houses for the bound. The recursion is at most as deep as the number of empty cells. No
/// allocation per node; the tables are rebuilt for each puzzle in `O(n² log n)`.
///
/// [`Propagator`]: crate::propagate::Propagator
///
/// # Example
/// ```
/// use solver::best_score::BestScore;
/// use solver::model::{Geometry, Puzzle};
///
/// // An empty 4×4 Sudoku whose cells weigh 1 but for the top left one, which weighs 10: the
/// // best completion puts the largest digit, 4, there (score 10·4 + the other 15 cells).
/// let puzzle = Puzzle::empty(Geometry::boxed(2, 2).unwrap());
/// let mut weights = vec![1; 16];
/// weights[0] = 10;
/// let (score, grid) = BestScore::new().best(&puzzle, &weights).unwrap().unwrap();
/// assert_eq!(grid[0], 3); // the value 3 is the digit 4
/// assert_eq!(score, 10 * 4 + (4 * (1 + 2 + 3 + 4) - 4));
/// ```
#[derive(Clone, Debug, Default)]
pub struct BestScore {
    n: usize,
    /// `houses[c]`: the row, column and region of cell `c`, numbered `0..n`, `n..2n`, `2n..3n`.
    houses: Vec<[usize; 3]>,
    /// `by_weight[h * n ..][..n]`: the cells of house `h`, heaviest first.
    by_weight: Vec<usize>,
    weights: Vec<u64>,
    /// The puzzle's relations: a completion that breaks one does not count.
    relations: Vec<(usize, usize)>,
    /// The search state.
    ///
    /// # Invariants
    /// `grid[c]` is the value at `c` or [`EMPTY`]; bit `v` of `used[h]` is set exactly when `v`
    /// is in house `h`; `score` is the score of the filled cells; `cand` holds, for the node
    /// being expanded, the candidates of each empty cell.
    grid: Vec<u8>,
    used: Vec<u32>,
    cand: Vec<u32>,
    score: u64,
    best: Option<u64>,
    best_grid: Vec<u8>,
    nodes: u64,
}

impl BestScore {
    /// An engine with empty buffers.
    pub fn new() -> Self {
        Self::default()
    }

    /// The number of search nodes (cells filled by a branch) of the last search, for
    /// benchmarks.
    pub fn nodes(&self) -> u64 {
        self.nodes
    }

    /// The highest score `Σ weights[c] · (v[c] + 1)` over the completions of `puzzle`, with one
    /// completion that scores it (values row-major); `Ok(None)` when the puzzle has no
    /// completion (its givens clash, or nothing completes them).
    ///
    /// # Errors
    /// When `weights` does not have one entry per cell, or the geometry has extra houses
    /// ([`Geometry::extra_houses`](crate::model::Geometry::extra_houses)), which the bound does
    /// not read.
    pub fn best(
        &mut self,
        puzzle: &Puzzle,
        weights: &[u32],
    ) -> Result<Option<(u64, Vec<u8>)>, Error> {
        let geometry = puzzle.geometry();
        let n = geometry.size();
        if weights.len() != n * n {
            return Err(Error::new(format!(
                "a grid of side {} needs {} weights, found {}",
                n,
                n * n,
                weights.len()
            )));
        }
        if !geometry.extra_houses().is_empty() {
            return Err(Error::new(
                "the best score is searched over rows, columns and regions only; this geometry has \
                 extra houses"
                    .to_string(),
            ));
        }
        self.n = n;
        self.weights.clear();
        self.weights.extend(weights.iter().map(|&w| u64::from(w)));
        self.relations.clear();
        self.relations.extend_from_slice(puzzle.relations());
        self.houses.clear();
        self.houses.extend((0..n * n).map(|c| geometry.houses(c)));
        let mut members: Vec<Vec<usize>> = vec![Vec::with_capacity(n); 3 * n];
        for (c, hs) in self.houses.iter().enumerate() {
            for &h in hs {
                members[h].push(c);
            }
        }
        self.by_weight.clear();
        for mut cells in members {
            cells.sort_by(|&a, &b| weights[b].cmp(&weights[a]).then(a.cmp(&b)));
            self.by_weight.extend(cells);
        }
        self.grid.clear();
        self.grid.resize(n * n, EMPTY);
        self.used.clear();
        self.used.resize(3 * n, 0);
        self.cand.clear();
        self.cand.resize(n * n, 0);
        self.score = 0;
        self.best = None;
        self.nodes = 0;
        let mut empty = 0;
        for (c, given) in puzzle.cells().iter().enumerate() {
            match *given {
                Some(v) => {
                    let bit = 1u32 << v;
                    if self.houses[c].iter().any(|&h| self.used[h] & bit != 0) {
                        return Ok(None);
                    }
                    self.place(c, v);
                }
                None => empty += 1,
            }
        }
        self.descend(empty);
        Ok(self.best.map(|score| (score, self.best_grid.clone())))
    }

    fn place(&mut self, c: usize, v: u8) {
        self.grid[c] = v;
        for &h in &self.houses[c] {
            self.used[h] |= 1 << v;
        }
        self.score += self.weights[c] * (u64::from(v) + 1);
    }

    fn unplace(&mut self, c: usize, v: u8) {
        self.grid[c] = EMPTY;
        for &h in &self.houses[c] {
            self.used[h] &= !(1 << v);
        }
        self.score -= self.weights[c] * (u64::from(v) + 1);
    }

    /// Searches the completions below the current grid, which has `empty` empty cells.
    fn descend(&mut self, empty: usize) {
        if empty == 0 {
            // The bound holds with or without the relations, so filtering the completions
            // keeps the search exact.
            if self.best.map_or(true, |b| self.score > b)
                && keeps_order(&self.relations, &self.grid)
            {
                self.best = Some(self.score);
                self.best_grid.clone_from(&self.grid);
            }
            return;
        }
        let full = if self.n == 32 {
            u32::MAX
        } else {
            (1u32 << self.n) - 1
        };
        // The candidates of every empty cell, and the one with the fewest.
        let mut branch = 0;
        let mut fewest = u64::MAX;
        for c in 0..self.grid.len() {
            if self.grid[c] != EMPTY {
                continue;
            }
            let [r, k, g] = self.houses[c];
            let cand = full & !(self.used[r] | self.used[k] | self.used[g]);
            if cand == 0 {
                return;
            }
            self.cand[c] = cand;
            // Fewest candidates first; among equals, the heaviest cell.
            let key = u64::from(cand.count_ones()) << 32 | (u64::from(u32::MAX) - self.weights[c]);
            if key < fewest {
                fewest = key;
                branch = c;
            }
        }
        let mut options = self.cand[branch];
        // A forced cell is filled at once: the node after it checks the bound.
        if options & (options - 1) != 0 {
            let (bound, hidden) = match self.remaining_bound(full) {
                Some(found) => found,
                None => return,
            };
            if let Some(best) = self.best {
                if self.score + bound <= best {
                    return;
                }
            }
            if let Some((cell, digit)) = hidden {
                branch = cell;
                options = 1 << digit;
            }
        }
        while options != 0 {
            let v = 31 - options.leading_zeros();
            options &= !(1 << v);
            self.nodes += 1;
            #[cfg(feature = "meter")]
            crate::meter::charge(crate::meter::BEST_SCORE_NODE);
            self.place(branch, v as u8);
            self.descend(empty - 1);
            self.unplace(branch, v as u8);
        }
    }

    /// The most the empty cells can add (see the module documentation); `self.cand` holds the
    /// candidates of every empty cell.
    fn remaining_bound(&self, full: u32) -> Option<(u64, Option<(usize, u32)>)> {
        let n = self.n;
        let mut bound = u64::MAX;
        let mut hidden = None;
        for kind in 0..3 {
            let mut total = 0;
            for h in kind * n..(kind + 1) * n {
                let mut missing = full & !self.used[h];
                let (mut by_cells, mut by_matching) = (0, 0);
                // The missing digits no cell seen so far can take.
                let mut open = missing;
                let mut by_digits = 0;
                // Digits seen in one cell, and in two or more.
                let (mut once, mut twice) = (0u32, 0u32);
                for &c in &self.by_weight[h * n..(h + 1) * n] {
                    if self.grid[c] != EMPTY {
                        continue;
                    }
                    let w = self.weights[c];
                    let cand = self.cand[c];
                    let largest = 32 - u64::from(cand.leading_zeros());
                    by_cells += w * largest;
                    let digit = 32 - missing.leading_zeros();
                    missing &= !(1u32 << (digit - 1));
                    by_matching += w * u64::from(digit);
                    // Cells come heaviest first: the first to allow a digit is its heaviest.
                    let mut first = open & cand;
                    open &= !cand;
                    twice |= once & cand;
                    once |= cand;
                    while first != 0 {
                        let d = first.trailing_zeros();
                        first &= first - 1;
                        by_digits += w * (u64::from(d) + 1);
                    }
                }
                if open != 0 {
                    // A missing digit that no empty cell of the house can take.
                    return None;
                }
                let single = once & !twice & (full & !self.used[h]);
                if hidden.is_none() && single != 0 {
                    let d = single.trailing_zeros();
                    let cells = &self.by_weight[h * n..(h + 1) * n];
                    if let Some(&c) = cells
                        .iter()
                        .find(|&&c| self.grid[c] == EMPTY && self.cand[c] & 1 << d != 0)
                    {
                        hidden = Some((c, d));
                    }
                }
                total += by_cells.min(by_matching).min(by_digits);
            }
            bound = bound.min(total);
        }
        Some((bound, hidden))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Engine, Flow};
    use crate::model::Geometry;
    use crate::propagate::Propagator;
    use crate::rng::SplitMix64;
    use std::time::Duration;
    use testkit::deadline::Deadline;

    /// The longest one puzzle's searches may take here, hundreds of times the slowest today
    /// (tens of milliseconds): a guard against a runaway, not a speed limit.
    const PUZZLE_LIMIT: Duration = Duration::from_secs(20);

    fn score(grid: &[u8], weights: &[u32]) -> u64 {
        grid.iter()
            .zip(weights)
            .map(|(&v, &w)| u64::from(w) * (u64::from(v) + 1))
            .sum()
    }

    /// The best score by visiting every completion with another engine, and how many there are.
    fn exhaustive(puzzle: &Puzzle, weights: &[u32]) -> (Option<u64>, u64) {
        let (mut best, mut count) = (None, 0);
        let _ = Propagator::new().search(puzzle, |grid| {
            count += 1;
            best = best.max(Some(score(grid, weights)));
            Flow::Continue
        });
        (best, count)
    }

    fn random_weights(cells: usize, rng: &mut SplitMix64) -> Vec<u32> {
        (0..cells).map(|_| 1 + rng.below(20) as u32).collect()
    }

    /// A puzzle from a random full grid of `geometry` with random cells emptied one by one, as
    /// long as it keeps fewer than `most` completions, until it has at least `least`.
    fn with_completions(
        geometry: &Geometry,
        least: u64,
        most: u64,
        rng: &mut SplitMix64,
    ) -> Puzzle {
        let n = geometry.size();
        let mut engine = Propagator::new();
        let full = engine
            .first_solution(&Puzzle::empty(geometry.clone()))
            .unwrap();
        // Relabel the values at random, so that each puzzle starts from another grid.
        let mut relabel: Vec<u8> = (0..n as u8).collect();
        for i in (1..n).rev() {
            relabel.swap(i, rng.below(i as u64 + 1) as usize);
        }
        let cells = full
            .iter()
            .map(|&v| Some(relabel[usize::from(v)]))
            .collect();
        let mut puzzle = Puzzle::new(geometry.clone(), cells).unwrap();
        loop {
            let c = rng.below((n * n) as u64) as usize;
            let v = match puzzle.cells()[c] {
                Some(v) => v,
                None => continue,
            };
            puzzle.set(c / n, c % n, None).unwrap();
            let count = engine.count_solutions(&puzzle, most);
            if count >= most {
                puzzle.set(c / n, c % n, Some(v)).unwrap();
            } else if count >= least {
                return puzzle;
            }
        }
    }

    #[test]
    fn agrees_with_every_completion_enumerated_on_small_grids() {
        let deadline = Deadline::new("branch and bound against enumeration", PUZZLE_LIMIT);
        let mut rng = SplitMix64::new(1074);
        let mut engine = BestScore::new();
        // 4×4 with a few random givens: up to 288 completions, sometimes none.
        let geometry = Geometry::boxed(2, 2).unwrap();
        for k in 0..100 {
            deadline.step(&format!("4×4 puzzle {}", k));
            let mut puzzle = Puzzle::empty(geometry.clone());
            for _ in 0..rng.below(6) {
                let c = rng.below(16) as usize;
                puzzle.set(c / 4, c % 4, Some(rng.below(4) as u8)).unwrap();
            }
            let weights = random_weights(16, &mut rng);
            let found = engine.best(&puzzle, &weights).unwrap();
            assert_eq!(found.as_ref().map(|f| f.0), exhaustive(&puzzle, &weights).0);
            if let Some((best, grid)) = found {
                assert!(puzzle.is_solved_by(&grid));
                assert_eq!(score(&grid, &weights), best);
            }
        }
        // 6×6 with 2×3 and 3×2 boxes: tens to hundreds of completions.
        for (rows, cols) in [(2, 3), (3, 2)] {
            let geometry = Geometry::boxed(rows, cols).unwrap();
            for k in 0..20 {
                deadline.step(&format!("{}×{} puzzle {}", rows, cols, k));
                let puzzle = with_completions(&geometry, 20, 500, &mut rng);
                let weights = random_weights(36, &mut rng);
                let (best, grid) = engine.best(&puzzle, &weights).unwrap().unwrap();
                assert_eq!(Some(best), exhaustive(&puzzle, &weights).0);
                assert_eq!(score(&grid, &weights), best);
            }
        }
    }

    #[test]
    fn agrees_with_enumeration_on_9x9_puzzles_with_many_completions() {
        let geometry = Geometry::boxed(3, 3).unwrap();
        let deadline = Deadline::new("branch and bound against enumeration", PUZZLE_LIMIT);
        let mut rng = SplitMix64::new(9);
        let mut engine = BestScore::new();
        for k in 0..6 {
            deadline.step(&format!("9×9 puzzle {}", k));
            let puzzle = with_completions(&geometry, 1000, 20_000, &mut rng);
            let weights = random_weights(81, &mut rng);
            let (best, grid) = engine.best(&puzzle, &weights).unwrap().unwrap();
            let (expected, completions) = exhaustive(&puzzle, &weights);
            assert_eq!(Some(best), expected);
            assert!(completions >= 1000, "{} completions", completions);
            assert_eq!(score(&grid, &weights), best);
        }
    }

    #[test]
    fn clashing_givens_and_a_dead_end_have_no_completion() {
        let mut engine = BestScore::new();
        let geometry = Geometry::boxed(2, 2).unwrap();
        let mut clash = Puzzle::empty(geometry.clone());
        clash.set(0, 0, Some(1)).unwrap();
        clash.set(3, 0, Some(1)).unwrap();
        assert_eq!(engine.best(&clash, &[1; 16]).unwrap(), None);
        // Row 0 holds 1, 2, 3 in its last cells and column 0 holds 4: no value for (0, 0).
        let mut dead = Puzzle::empty(geometry);
        for (c, v) in [(1, 0), (2, 1), (3, 2)] {
            dead.set(0, c, Some(v)).unwrap();
        }
        dead.set(2, 0, Some(3)).unwrap();
        assert_eq!(engine.best(&dead, &[1; 16]).unwrap(), None);
        assert!(engine.best(&dead, &[1; 15]).is_err());
    }

    #[test]
    fn a_full_grid_scores_itself_and_one_cell_scores_its_weight() {
        let geometry = Geometry::boxed(2, 2).unwrap();
        let grid = [0, 1, 2, 3, 2, 3, 0, 1, 1, 0, 3, 2, 3, 2, 1, 0];
        let puzzle = Puzzle::new(geometry, grid.iter().map(|&v| Some(v)).collect()).unwrap();
        let weights: Vec<u32> = (1..=16).collect();
        let (best, found) = BestScore::new().best(&puzzle, &weights).unwrap().unwrap();
        assert_eq!(
            (best, found.as_slice()),
            (score(&grid, &weights), &grid[..])
        );
        let one = Puzzle::empty(Geometry::boxed(1, 1).unwrap());
        assert_eq!(
            BestScore::new().best(&one, &[7]).unwrap(),
            Some((7, vec![0]))
        );
    }
}
