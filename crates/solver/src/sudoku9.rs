//! The classic 9×9 Sudoku (3×3 boxes) on band-wise bitboards: a solver specialised by size.
//!
//! The grid is cut into three *bands* of three rows. For each band `b` and digit `d`, one `u32`
//! holds the 27 cells of the band where `d` may still go (bit `9 * (row % 3) + col`); a placed
//! digit keeps its one bit. The whole state is 27 such words, what propagation keeps of them
//! for the rules below (each band's row–box incidence and each digit's columns) and a few
//! masks (216 bytes): a search node copies it and never allocates.
//!
//! Propagation runs digit by digit, on the digits whose masks changed, to a fixed point:
//! - **bands**: in a band, the digit's three rows and three boxes must be matched one to one
//!   (each row holds the digit once, in one of the boxes). A table gives, for the 3×3 incidence
//!   of rows and boxes, the pairs that lie in some perfect matching; the others go. This is
//!   complete filtering of the band's constraint: hidden singles in rows and boxes and locked
//!   candidates between them are special cases;
//! - **columns**: a column open in one band only confines that band's box of its stack to it
//!   ("claiming", which covers hidden singles in columns), and a box whose places lie in one
//!   column takes that column from the other two bands ("pointing");
//! - **cells**: a row with one place left fixes the digit there, and the cell is removed from
//!   every other digit; a cell with one digit left (a naked single) takes it;
//! - **triads**, across digits, when the rules above have nothing left: the three cells of a
//!   row in one box (a minirow), like those of a column in one box, hold exactly three digits.
//!   Where only three digits may still go in one, each must go there (and leaves the rest of
//!   that row and box); where three must, no other digit may. The band and column matchings
//!   say which digits may and must use each minirow and minicolumn, so the rule costs a count
//!   over the nine digits; it is tdoku's triad reasoning, and it cuts the search by a quarter
//!   to two fifths on hard puzzles.
//!
//! At a fixed point the search branches on a band or stack where some digit has exactly two
//! matchings left (the unit chosen is the one with the fewest matchings over all its digits,
//! as tdoku does), else on a cell with two candidates, else on the matchings of that unit.
//! Every branch restricts one digit to one matching, or places one candidate: the branches
//! partition the solutions, and each is visited once.
//!
//! [`Counter`] counts the solutions without visiting them (the `count` module): each band's
//! fillings are enumerated alone, by the digits they put in each column, and joined where
//! the three bands share out every column.

use crate::engine::{keeping_relations_and_houses, skipping, Engine, Flow, Scope};
use crate::model::{Error, Geometry, Puzzle};

#[cfg(test)]
mod check;
mod count;
mod structure;
mod tables;
mod tensors;

use crate::sudoku9::tables::*;

pub use crate::sudoku9::count::{Counter, OverBudget, MOST_STATES, PARTS};

/// The side of the classic grid.
pub const N: usize = 9;

/// The search state.
///
/// # Invariants
/// - `pos[b][d]` holds the cells of band `b` where digit `d` may go; a cell in `solved` is in
///   exactly one digit's mask;
/// - `solved[b]`: the cells of band `b` whose digit is fixed and removed from every other digit;
/// - `dirty` bit `d`: a mask of digit `d` changed since digit `d` was last propagated;
/// - for a digit `d` that is not dirty: its masks obey the band and column rules,
///   `incidence[b][d]` is the 3×3 incidence of rows and boxes of `pos[b][d]` (or one with the
///   same perfect matchings: the incidence before the band rule removed the pairs in none), and
///   `cols[d]` holds the columns of `pos[b][d]` at bits `9b..9b + 9`.
#[derive(Clone, Copy, Debug)]
struct Board {
    pos: [[u32; 9]; 3],
    solved: [u32; 3],
    incidence: [[u16; 9]; 3],
    cols: [u32; 9],
    dirty: u32,
}

impl Board {
    /// The board of the givens `givens[b][d]` (the cells of band `b` given digit `d`, no cell
    /// given twice), before propagation: every digit is dirty. `None` when a digit is given
    /// twice in a row; the other clashes are left to propagation.
    fn from_givens(givens: &[[u32; 9]; 3]) -> Option<Self> {
        let mut board = Board {
            pos: [[BAND; 9]; 3],
            solved: [0; 3],
            incidence: [[0o777; 9]; 3],
            cols: [BAND; 9],
            dirty: (1 << 9) - 1,
        };
        for (b, band) in givens.iter().enumerate() {
            let all = band.iter().fold(0, |all, &g| all | g);
            board.solved[b] = all;
            for (d, &g) in band.iter().enumerate() {
                if row_repeats(g) {
                    return None;
                }
                board.pos[b][d] = BAND & !all & !single_rows(g) | g;
            }
        }
        Some(board)
    }

    /// The board of the givens of `puzzle` before propagation, or `None` when the puzzle is
    /// not of the classic geometry or [`from_givens`](Board::from_givens) finds a clash.
    fn of(puzzle: &Puzzle) -> Option<Self> {
        if !Sudoku9::takes(puzzle.geometry()) {
            return None;
        }
        let mut givens = [[0; 9]; 3];
        for (cell, given) in puzzle.cells().iter().enumerate() {
            if let Some(v) = *given {
                givens[cell / 27][v as usize] |= 1 << (cell % 27);
            }
        }
        Self::from_givens(&givens)
    }

    /// Removes the cells `cells` from every digit of band `b` but `d`, marking those that lose
    /// one dirty.
    // Out of line, it leaves the registers of a digit's update to that update.
    #[inline(never)]
    fn clear_others(&mut self, b: usize, d: usize, cells: u32) {
        let own = self.pos[b][d];
        let mut hit = 0;
        for (k, p) in self.pos[b].iter_mut().enumerate() {
            // A mask is below 2^27, so its negation has bit 31 set exactly when it is not
            // zero: a branch-free test that also keeps the compiler from vectorising the loop
            // into a compare and a bit-by-bit extraction of the result.
            let lost = *p & cells;
            *p ^= lost;
            hit |= (lost.wrapping_neg() >> 31) << k;
        }
        self.pos[b][d] = own;
        self.dirty |= hit & !(1 << d);
    }

    /// Places digit `d` at bit `bit` of band `b`: the cell loses every other digit and the
    /// digit's row in the band keeps only this cell. Returns `false` when `d` is no longer a
    /// candidate there.
    fn place(&mut self, d: usize, b: usize, bit: u32) -> bool {
        let own = self.pos[b][d];
        if own & bit == 0 {
            return false;
        }
        self.clear_others(b, d, bit);
        let row = ROW << (bit.trailing_zeros() / 9 * 9);
        self.pos[b][d] = own & (!row | bit);
        self.dirty |= 1 << d;
        true
    }

    /// Propagates the band and column rules of digit `d` to a fixed point, then fixes the
    /// cells of its rows with one place left. Returns `false` on a contradiction.
    ///
    /// The steps run on all three bands whether they changed or not: a test per band would
    /// save little work and cost a mispredicted branch as often as not.
    #[inline(always)]
    fn update_digit(&mut self, d: usize) -> bool {
        let mut x = [self.pos[0][d], self.pos[1][d], self.pos[2][d]];
        // The columns of the three bands (bits `9b..9b + 9`) the masks last obeyed the column
        // rules for.
        let mut cols = self.cols[d];
        loop {
            for (b, v) in x.iter_mut().enumerate() {
                let inc = band_incidence(*v);
                self.incidence[b][d] = inc as u16;
                *v &= BAND_FILTER[inc];
            }
            // The column rules read the columns alone: the masks already obey them for the
            // columns they had last time, so the same columns leave nothing to remove.
            let now = columns(x[0]) | columns(x[1]) << 9 | columns(x[2]) << 18;
            if now == cols {
                break;
            }
            cols = now;
            // Columns: a column open in one band only confines that band's box to it
            // (claiming), and a box whose places lie in one column takes that column from the
            // other bands (pointing). An empty band leaves a column open nowhere.
            let c = [now & ROW, now >> 9 & ROW, now >> 18];
            if c[0] | c[1] | c[2] != ROW {
                return false;
            }
            let lone = [
                LONE_COLUMNS[c[0] as usize],
                LONE_COLUMNS[c[1] as usize],
                LONE_COLUMNS[c[2] as usize],
            ];
            let mut removed = 0;
            for (b, v) in x.iter_mut().enumerate() {
                let [b1, b2] = OTHER_BANDS[b];
                let only = c[b] & !(c[b1] | c[b2]);
                let kept = *v & CLAIMED_COLUMNS[only as usize] & !(lone[b1] | lone[b2]);
                removed |= *v ^ kept;
                *v = kept;
            }
            if removed == 0 {
                break;
            }
        }
        self.cols[d] = cols;
        let mut fixed = [0; 3];
        let mut any = 0;
        for (b, &v) in x.iter().enumerate() {
            self.pos[b][d] = v;
            fixed[b] = v & single_rows(v) & !self.solved[b];
            any |= fixed[b];
        }
        if any != 0 {
            for (b, &f) in fixed.iter().enumerate() {
                if f != 0 {
                    self.solved[b] |= f;
                    self.clear_others(b, d, f);
                }
            }
        }
        true
    }

    /// Naked singles: every unsolved cell with one candidate left takes it. Returns `None` on
    /// a contradiction (a cell without candidates, or one digit forced twice into a row), else
    /// whether any cell was placed.
    fn naked_singles(&mut self) -> Option<bool> {
        let mut found = false;
        for b in 0..3 {
            let (mut one, mut two) = (0, 0);
            for &x in &self.pos[b] {
                two |= one & x;
                one |= x;
            }
            if one != BAND {
                return None;
            }
            let singles = one & !two & !self.solved[b];
            if singles == 0 {
                continue;
            }
            found = true;
            self.solved[b] |= singles;
            for d in 0..9 {
                let x = self.pos[b][d];
                let s = x & singles;
                if s != 0 {
                    if row_repeats(s) {
                        return None;
                    }
                    self.pos[b][d] = x & (!single_rows(s) | s);
                    self.dirty |= 1 << d;
                }
            }
        }
        Some(found)
    }

    /// Runs every rule to a fixed point. Returns `false` on a contradiction.
    fn propagate(&mut self) -> bool {
        loop {
            while self.dirty != 0 {
                let d = self.dirty.trailing_zeros() as usize;
                self.dirty &= self.dirty - 1;
                if !self.update_digit(d) {
                    return false;
                }
            }
            match self.naked_singles() {
                None => return false,
                Some(true) => {}
                Some(false) => match self.triads() {
                    None => return false,
                    Some(true) => {}
                    Some(false) => return true,
                },
            }
        }
    }

    /// Triads: each minirow (three cells of a row in one box) and each minicolumn holds
    /// exactly three digits. Where only three digits may go in one, each of them must; where
    /// three must, no other may. The board must be at a fixed point of the other rules (it
    /// reads the incidences and columns they keep). Returns `None` on a contradiction, else
    /// whether a mask changed.
    // `d` indexes the masks of three bands, the incidences and the drops in step.
    #[allow(clippy::needless_range_loop)]
    fn triads(&mut self) -> Option<bool> {
        let (mut band_may, mut band_must) = ([0; 9], [0; 9]);
        let (mut stack_may, mut stack_must) = ([0; 9], [0; 9]);
        for d in 0..9 {
            let i = [
                self.incidence[0][d] as usize,
                self.incidence[1][d] as usize,
                self.incidence[2][d] as usize,
            ];
            band_may[d] = MATCHED_PAIRS[i[0]] as u32
                | (MATCHED_PAIRS[i[1]] as u32) << 9
                | (MATCHED_PAIRS[i[2]] as u32) << 18;
            band_must[d] = FORCED_PAIRS[i[0]] as u32
                | (FORCED_PAIRS[i[1]] as u32) << 9
                | (FORCED_PAIRS[i[2]] as u32) << 18;
            let t = stack_incidences(self.cols[d]);
            stack_may[d] = t;
            stack_must[d] = FORCED_PAIRS[(t & 0o777) as usize] as u32
                | (FORCED_PAIRS[(t >> 9 & 0o777) as usize] as u32) << 9
                | (FORCED_PAIRS[(t >> 18) as usize] as u32) << 18;
        }
        let bands = triads_known(&band_may, &band_must)?;
        let stacks = triads_known(&stack_may, &stack_must)?;
        if bands.0 | bands.1 | stacks.0 | stacks.1 == 0 {
            return Some(false);
        }
        for d in 0..9 {
            let drop = triad_drops(bands, band_may[d], band_must[d]);
            // Stack pair (band i, column j) of stack `s` is column `3s + j` of band `i`:
            // transposed, the drops are columns by band.
            let cols = stack_incidences(triad_drops(stacks, stack_may[d], stack_must[d]));
            for b in 0..3 {
                let lost =
                    EXPAND[(drop >> (9 * b) & 0o777) as usize] | ((cols >> (9 * b) & ROW) * SPREAD);
                if self.pos[b][d] & lost != 0 {
                    self.pos[b][d] &= !lost;
                    self.dirty |= 1 << d;
                }
            }
        }
        // Called at a fixed point of the other rules: every digit was clean.
        Some(self.dirty != 0)
    }

    fn is_solved(&self) -> bool {
        self.solved == [BAND; 3]
    }

    /// The first unsolved cell with two candidates, as (band, bit, digit mask).
    fn bivalue_cell(&self) -> Option<(usize, u32, u32)> {
        for b in 0..3 {
            let (mut one, mut two, mut three) = (0u32, 0u32, 0u32);
            for &x in &self.pos[b] {
                three |= two & x;
                two |= one & x;
                one |= x;
            }
            let pairs = two & !three & !self.solved[b];
            if pairs != 0 {
                let bit = pairs & pairs.wrapping_neg();
                return Some((b, bit, self.candidates(b, bit)));
            }
        }
        None
    }

    /// The first unsolved cell with the fewest candidates, as (band, bit, digit mask).
    fn fewest_cell(&self) -> (usize, u32, u32) {
        let mut best = (0, 0, 0);
        let mut best_count = u32::MAX;
        for b in 0..3 {
            let mut open = BAND & !self.solved[b];
            while open != 0 {
                let bit = open & open.wrapping_neg();
                open &= open - 1;
                let c = self.candidates(b, bit);
                let count = c.count_ones();
                if count < best_count {
                    best = (b, bit, c);
                    best_count = count;
                }
            }
        }
        best
    }

    /// The (unit, digit) to branch on, with the unit's incidence for the digit: unit `0..3` a
    /// band, `3..6` a stack; the unit with the fewest matchings over all its digits (but one
    /// where every digit is fixed), then its digit with the fewest (two or more). Reads the
    /// incidences kept by propagation, so the board must be at a fixed point.
    // `d` indexes the incidences of three bands and the columns in step.
    #[allow(clippy::needless_range_loop)]
    fn branch_unit(&self) -> (usize, usize, usize) {
        let mut totals = [0u32; 6];
        let mut stacks = [0; 9];
        for d in 0..9 {
            let t = stack_incidences(self.cols[d]);
            stacks[d] = t;
            totals[0] += MATCHING_COUNT[self.incidence[0][d] as usize] as u32;
            totals[1] += MATCHING_COUNT[self.incidence[1][d] as usize] as u32;
            totals[2] += MATCHING_COUNT[self.incidence[2][d] as usize] as u32;
            totals[3] += MATCHING_COUNT[(t & 0o777) as usize] as u32;
            totals[4] += MATCHING_COUNT[(t >> 9 & 0o777) as usize] as u32;
            totals[5] += MATCHING_COUNT[(t >> 18) as usize] as u32;
        }
        let mut unit = 0;
        for u in 1..6 {
            if totals[u] > 9 && (totals[u] < totals[unit] || totals[unit] == 9) {
                unit = u;
            }
        }
        // The digit with the fewest matchings, two or more, the first of those: the least
        // key of (matchings, digit, incidence).
        let mut best = u32::MAX;
        for d in 0..9 {
            let inc = match unit {
                0..=2 => self.incidence[unit][d] as u32,
                _ => stacks[d] >> (9 * (unit - 3)) & 0o777,
            };
            let c = MATCHING_COUNT[inc as usize] as u32;
            let key = if c >= 2 {
                c << 16 | (d as u32) << 9 | inc
            } else {
                u32::MAX
            };
            best = best.min(key);
        }
        if best == u32::MAX {
            // No digit to split: the caller falls back on a cell.
            return (unit, 0, 0);
        }
        (unit, (best >> 9 & 15) as usize, (best & 0o777) as usize)
    }

    /// Makes `choice` on this board, without propagating it: `false` when it places a digit
    /// that is no longer a candidate.
    #[inline(always)]
    fn make(&mut self, choice: Choice) -> bool {
        match choice {
            Choice::Matching { unit, digit, k } => {
                self.restrict(unit, digit, k);
                true
            }
            Choice::Place { band, bit, digit } => self.place(digit, band, bit),
        }
    }

    /// Restricts digit `d` to permutation `k` of unit `unit`.
    fn restrict(&mut self, unit: usize, d: usize, k: usize) {
        let p = PERMUTATIONS[k];
        if unit < 3 {
            let mut keep = 0;
            for (row, &bx) in p.iter().enumerate() {
                keep |= 7 << (9 * row + 3 * bx as usize);
            }
            self.pos[unit][d] &= keep;
        } else {
            let shift = 3 * (unit - 3);
            for (band, &col) in p.iter().enumerate() {
                let keep = (ROW & !(7 << shift)) | 1 << (shift + col as usize);
                self.pos[band][d] &= keep * SPREAD;
            }
        }
        self.dirty |= 1 << d;
    }

    /// The digits (bit `d`) that may go at bit `bit` of band `b`.
    fn candidates(&self, b: usize, bit: u32) -> u32 {
        let mut c = 0;
        for (d, &x) in self.pos[b].iter().enumerate() {
            if x & bit != 0 {
                c |= 1 << d;
            }
        }
        c
    }

    /// Writes the solved grid as values `0..9`, row-major.
    fn write(&self, grid: &mut [u8; 81]) {
        for (b, band) in self.pos.iter().enumerate() {
            for (d, &x) in band.iter().enumerate() {
                let mut x = x;
                while x != 0 {
                    let i = x.trailing_zeros() as usize;
                    x &= x - 1;
                    grid[27 * b + i] = d as u8;
                }
            }
        }
    }
}

/// The 9×9 engine: band-wise bitboards for the classic Sudoku with 3×3 boxes, as fast as the
/// fastest published solvers without SIMD. It models that geometry alone ([`Sudoku9::takes`]):
/// given another, its search visits nothing. A caller that may be handed any puzzle goes
/// through [`Auto`](crate::auto::Auto), which gives this engine the classic grids.
///
/// Solutions come in the order of the search, not in lexicographic order.
///
/// # Complexity
/// Exponential in the worst case, like every complete search; `crates/bench/README.md` has the
/// times on the 17-clue and the hardest known puzzles. A node costs a copy of 216 bytes and
/// `O(1)` work per digit whose masks change.
///
/// # Memory
/// The state lives on the stack, one copy per search depth (at most 81); nothing is allocated
/// per puzzle or per node.
///
/// # Example
/// ```
/// use solver::engine::Engine;
/// use solver::model::{Geometry, Puzzle};
/// use solver::sudoku9::Sudoku9;
///
/// let text = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
/// let cells = text.bytes().map(|b| match b {
///     b'1'..=b'9' => Some(b - b'1'),
///     _ => None,
/// });
/// let puzzle = Puzzle::new(Geometry::boxed(3, 3).unwrap(), cells.collect()).unwrap();
/// let mut engine = Sudoku9::new();
/// assert_eq!(engine.count_solutions(&puzzle, 2), 1);
/// let grid = engine.first_solution(&puzzle).unwrap();
/// assert!(puzzle.is_solved_by(&grid));
/// assert_eq!(grid[..9], [3, 0, 6, 2, 5, 8, 7, 1, 4]); // 417369825
/// ```
#[derive(Clone, Debug, Default)]
pub struct Sudoku9 {
    grid: Vec<u8>,
    nodes: u64,
}

impl Sudoku9 {
    /// An engine with empty buffers.
    pub fn new() -> Self {
        Self::default()
    }

    /// Whether this engine models `geometry`: 9×9 with 3×3 boxes, the only one it searches.
    pub fn takes(geometry: &Geometry) -> bool {
        geometry.size() == 9 && geometry.regions() == CLASSIC_REGIONS
    }

    /// A solution of the classic grid `cells` (81 cells row by row, values 0–8, `None` empty),
    /// or `Ok(None)` when it has none (clashing givens, or no completion): what the 9×9
    /// problems call, one grid after another. When the grid has several solutions, which one
    /// comes back is the search's choice.
    ///
    /// # Errors
    /// When `cells` is not 81 cells or a value is above 8.
    ///
    /// # Complexity
    /// The search's, plus `O(81)` to build the puzzle.
    pub fn solve(&mut self, cells: Vec<Option<u8>>) -> Result<Option<Vec<u8>>, Error> {
        let classic = Geometry::boxed(3, 3).expect("3×3 boxes form a 9×9 grid");
        let puzzle = Puzzle::new(classic, cells)?;
        Ok(self.first_solution(&puzzle))
    }

    fn descend<F>(&mut self, board: Board, visit: &mut F) -> Flow
    where
        F: FnMut(&[u8]) -> Flow,
    {
        if board.is_solved() {
            let mut grid = [0u8; 81];
            board.write(&mut grid);
            self.grid.clear();
            self.grid.extend_from_slice(&grid);
            return visit(&self.grid);
        }
        board.split().each_child(&board, |mut child, _choice| {
            #[cfg(test)]
            let _node = check::enter(&board, &child, _choice);
            self.nodes += 1;
            #[cfg(feature = "meter")]
            crate::meter::charge(crate::meter::SUDOKU9_NODE);
            if !child.propagate() {
                return Flow::Continue;
            }
            self.descend(child, visit)
        })
    }
}

/// How the search splits a board at a fixed point. Each child restricts one digit to one
/// matching of a unit, or places one candidate of a cell: the children partition the
/// solutions.
#[derive(Clone, Copy, Debug)]
enum Split {
    /// Digit `digit` of unit `unit` (a band `0..3`, a stack `3..6`) takes each of the
    /// matchings its 3×3 `incidence` has.
    Matchings {
        unit: usize,
        digit: usize,
        incidence: usize,
    },
    /// The cell at bit `bit` of band `band` takes each digit of `digits`.
    Cell { band: usize, bit: u32, digits: u32 },
}

/// One child of a [`Split`]: what it adds to its parent board.
#[derive(Clone, Copy, Debug)]
enum Choice {
    /// Digit `digit` of unit `unit` takes permutation `k` of its rows and boxes.
    Matching { unit: usize, digit: usize, k: usize },
    /// The cell at bit `bit` of band `band` takes digit `digit`.
    Place { band: usize, bit: u32, digit: usize },
}

impl Board {
    /// The split of this board, which must be at a fixed point and unsolved: a band or stack
    /// where some digit has two matchings left splits the search in two with more
    /// consequences than a cell of two candidates; either beats a wider split, which is on the
    /// matchings of the unit chosen if it has some, else on the cell of fewest candidates.
    fn split(&self) -> Split {
        let (unit, digit, incidence) = self.branch_unit();
        let cell = match MATCHING_COUNT[incidence] {
            2 => None,
            _ => self.bivalue_cell(),
        };
        let (band, bit, digits) = match cell {
            Some(cell) => cell,
            None if MATCHING_COUNT[incidence] >= 2 => {
                return Split::Matchings {
                    unit,
                    digit,
                    incidence,
                }
            }
            None => self.fewest_cell(),
        };
        Split::Cell { band, bit, digits }
    }
}

impl Split {
    /// Calls `child` with each child of `board`, not yet propagated, and the choice that makes
    /// it, until a call returns `Flow::Break`; returns `Break` when one did, else `Continue`.
    #[inline(always)]
    fn each_child<F>(self, board: &Board, mut child: F) -> Flow
    where
        F: FnMut(Board, Choice) -> Flow,
    {
        match self {
            Split::Matchings {
                unit,
                digit,
                incidence,
            } => {
                for k in 0..6 {
                    let pairs = permutation_pairs(k);
                    if incidence as u32 & pairs != pairs {
                        continue;
                    }
                    let mut next = *board;
                    let choice = Choice::Matching { unit, digit, k };
                    next.make(choice);
                    if child(next, choice).is_break() {
                        return Flow::Break;
                    }
                }
            }
            Split::Cell {
                band,
                bit,
                mut digits,
            } => {
                while digits != 0 {
                    let digit = digits.trailing_zeros() as usize;
                    digits &= digits - 1;
                    let mut next = *board;
                    // `digits` are the cell's candidates: the placement succeeds.
                    let choice = Choice::Place { band, bit, digit };
                    let placed = next.make(choice);
                    #[cfg(test)]
                    check::placed(placed, choice);
                    if placed && child(next, choice).is_break() {
                        return Flow::Break;
                    }
                }
            }
        }
        Flow::Continue
    }
}

impl Engine for Sudoku9 {
    /// Branches tried: a digit placed in a cell, or a band or stack's matching chosen.
    fn nodes(&self) -> u64 {
        self.nodes
    }

    /// Only the classic grid: [`Scope::Classic9`].
    fn scope(&self) -> Scope {
        Scope::Classic9
    }

    fn search_except<F>(&mut self, puzzle: &Puzzle, except: Option<(usize, u8)>, visit: F) -> Flow
    where
        F: FnMut(&[u8]) -> Flow,
    {
        self.nodes = 0;
        let mut visit = keeping_relations_and_houses(puzzle, skipping(except, visit));
        self.grid.reserve(81);
        let mut board = match Board::of(puzzle) {
            Some(board) => board,
            None => return Flow::Continue,
        };
        #[cfg(test)]
        check::start(&board);
        if !board.propagate() {
            return Flow::Continue;
        }
        self.descend(board, &mut visit)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dancing_links::DancingLinks;

    fn puzzle(text: &str) -> Puzzle {
        let cells = text
            .bytes()
            .map(|b| match b {
                b'1'..=b'9' => Some(b - b'1'),
                _ => None,
            })
            .collect();
        Puzzle::new(Geometry::boxed(3, 3).unwrap(), cells).unwrap()
    }

    fn cells(text: &str) -> Vec<Option<u8>> {
        text.bytes()
            .map(|b| match b {
                b'.' | b'0' => None,
                _ => Some(b - b'1'),
            })
            .collect()
    }

    #[test]
    fn solves_a_grid_and_finds_none_where_givens_clash() {
        let mut solver = Sudoku9::new();
        // AcWing 166's first sample: its solution, as the statement prints it.
        let puzzle =
            "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
        let expected =
            "417369825632158947958724316825437169791586432346912758289643571573291684164875293";
        let grid = solver.solve(cells(puzzle)).unwrap().unwrap();
        let digits: String = grid.iter().map(|&v| char::from(b'1' + v)).collect();
        assert_eq!(digits, expected);
        // Two 4s in the first row.
        let clash = format!("44{}", &puzzle[2..]);
        assert_eq!(solver.solve(cells(&clash)).unwrap(), None);
    }

    #[test]
    fn refuses_a_grid_of_the_wrong_size_or_values() {
        let mut solver = Sudoku9::new();
        assert!(solver.solve(vec![None; 80]).is_err());
        let mut nine = vec![None; 81];
        nine[3] = Some(9);
        assert!(solver.solve(nine).is_err());
        let empty = solver.solve(vec![None; 81]).unwrap().unwrap();
        let puzzle = Puzzle::empty(Geometry::boxed(3, 3).unwrap());
        assert!(puzzle.is_solved_by(&empty));
    }

    #[test]
    fn hidden_singles_solve_without_a_branch() {
        // The propagation engine's test puzzle, which naked singles alone cannot solve.
        let p = puzzle(crate::propagate::tests::HIDDEN_SINGLES);
        let mut engine = Sudoku9::new();
        let grid = engine.first_solution(&p).unwrap();
        assert!(p.is_solved_by(&grid));
        assert_eq!(engine.nodes(), 0);
    }

    #[test]
    fn triads_solve_without_a_branch() {
        // Magictour top1465, puzzle 92: the band, column and cell rules alone leave it to a
        // search of 22 nodes; with the triads, propagation solves it.
        let p = puzzle(
            "...6..9.23.87.....4............95..17......8...........2..6.5.....4...3..1.......",
        );
        let mut engine = Sudoku9::new();
        assert_eq!(engine.count_solutions(&p, 2), 1);
        assert_eq!(engine.nodes(), 0);
        let grid = engine.first_solution(&p).unwrap();
        assert_eq!(grid, DancingLinks::new().first_solution(&p).unwrap());
    }

    #[test]
    fn the_triad_rule_finds_minirows_with_three_digits() {
        // Minirow 0 (row 0, box 0) of the first band: only digits 0, 1 and 2 may go there, so
        // each must, and loses the rest of row 0 and of box 0.
        let mut may = [BAND; 9];
        for m in &mut may[3..] {
            *m &= !1;
        }
        let must = [0; 9];
        let known = triads_known(&may, &must).unwrap();
        assert_eq!(known, (1, 0));
        assert_eq!(triad_drops(known, may[0], must[0]), 0o116);
        assert_eq!(triad_drops(known, may[5], must[5]), 0);
        // Two digits cannot fill a minirow.
        may[2] &= !1;
        assert_eq!(triads_known(&may, &must), None);
        // Digits 0, 1 and 2 must use minirow 0: the others lose it; four cannot.
        let may = [BAND; 9];
        let mut must = [0; 9];
        for f in &mut must[..3] {
            *f = 1;
        }
        let known = triads_known(&may, &must).unwrap();
        assert_eq!(known, (0, 1));
        assert_eq!(triad_drops(known, may[0], must[0]), 0);
        assert_eq!(triad_drops(known, may[7], must[7]), 1);
        must[3] = 1;
        assert_eq!(triads_known(&may, &must), None);
    }

    #[test]
    fn forced_and_crossing_pairs() {
        // Row 0 only in box 0 forces that pair; the rest of rows 1 and 2 has two matchings.
        assert_eq!(FORCED_PAIRS[0b110_110_001], 0b000_000_001);
        assert_eq!(FORCED_PAIRS[0o777], 0);
        assert_eq!(FORCED_PAIRS[0b111_001_001], 0);
        // The centre pair crosses row 1 and column 1.
        assert_eq!(CROSSING[0b000_010_000], 0b010_101_010);
        // Columns by band, transposed twice, come back.
        let cols = 0o123456701;
        assert_eq!(stack_incidences(stack_incidences(cols)), cols);
        assert_eq!(stack_incidences(0o000000070) & 0o777, 0);
        assert_eq!(stack_incidences(0o000000070) >> 9 & 0o777, 0o7);
    }

    #[test]
    fn the_band_table_keeps_exactly_the_matched_pairs() {
        // Row 0 only in box 0: rows 1 and 2 lose box 0.
        let incidence = 0b111_111_001;
        assert_eq!(matchings(incidence), 0b110_110_001);
        // Rows 0 and 1 both only in box 0: no matching.
        assert_eq!(matchings(0b111_001_001), 0);
        assert_eq!(matchings(0b111_111_111), 0b111_111_111);
        assert_eq!(BAND_FILTER[0b111_111_111], BAND);
        assert_eq!(expand(0b000_000_010), 0b111_000);
    }

    #[test]
    fn column_helpers() {
        // Row 1 column 0, row 2 column 2.
        assert_eq!(columns(1 << 9 | 1 << 20), 0b101);
        // Columns 0 and 2 alone in their stacks: they are lone, column 4 is not.
        assert_eq!(LONE_COLUMNS[0b000_011_001], SPREAD);
        assert_eq!(LONE_COLUMNS[0b100_010_001], 0b100_010_001 * SPREAD);
        // Column 1 open in this band only: its stack keeps it alone; two such columns in
        // one stack leave the stack nothing.
        assert_eq!(CLAIMED_COLUMNS[0b000_000_010], 0b111_111_010 * SPREAD);
        assert_eq!(CLAIMED_COLUMNS[0b000_000_011], 0b111_111_000 * SPREAD);
        assert_eq!(single_rows(0b011 << 9 | 1), ROW);
        assert!(row_repeats(0b101 << 18) && !row_repeats(1 | 1 << 9));
    }

    #[test]
    fn solves_and_counts_like_dancing_links() {
        let cases = [
            // A 17-clue puzzle, unique.
            ".......1.4.........2...........5.4.7..8...3....1.9....3..4..2...5.1........8.6...",
            // A hard one.
            "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
            // Few givens: many solutions.
            "1.......2.......3.......4...........................................5.......6....",
            // Clashing givens in a column.
            "1........1.......................................................................",
        ];
        let mut engine = Sudoku9::new();
        let mut dlx = DancingLinks::new();
        for text in cases {
            let p = puzzle(text);
            let mut ours = engine.solutions(&p, 30);
            let mut theirs = dlx.solutions(&p, 30);
            assert_eq!(ours.len(), theirs.len(), "{}", text);
            assert!(ours.iter().all(|g| p.is_solved_by(g)));
            if ours.len() < 30 {
                ours.sort();
                theirs.sort();
                assert_eq!(ours, theirs);
            }
        }
    }

    #[test]
    fn every_node_of_a_search_is_the_board_its_choices_make() {
        let _checked = crate::sanity::every_level();
        let cases = [
            // 17 givens, unique.
            ".......1.4.........2...........5.4.7..8...3....1.9....3..4..2...5.1........8.6...",
            // Hard, unique.
            "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
            // Few givens: every branch has solutions below it.
            "1.......2.......3.......4...........................................5.......6....",
            // Two solutions: a search to the end.
            "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..",
        ];
        let mut nodes = 0;
        for text in cases {
            let p = puzzle(text);
            let mut engine = Sudoku9::new();
            let found = engine.solutions(&p, 40);
            assert!(!found.is_empty() && found.iter().all(|g| p.is_solved_by(g)));
            nodes += engine.nodes();
        }
        assert!(nodes > 100, "{}", nodes);
    }

    #[test]
    fn other_geometries_are_refused() {
        // Boxes everywhere but the last row, where two cells trade regions.
        let mut jigsaw: Vec<usize> = CLASSIC_REGIONS.iter().map(|&r| usize::from(r)).collect();
        jigsaw.swap(8 * 9 + 2, 8 * 9 + 3);
        for geometry in [
            Geometry::boxed(2, 3).unwrap(),
            Geometry::boxed(1, 9).unwrap(),
            Geometry::jigsaw(9, &jigsaw).unwrap(),
        ] {
            assert!(!Sudoku9::takes(&geometry));
            let p = Puzzle::empty(geometry);
            let mut engine = Sudoku9::new();
            assert_eq!(engine.first_solution(&p), None);
            assert_eq!((engine.count_solutions(&p, 3), engine.nodes()), (0, 0));
        }
        assert!(Sudoku9::takes(&Geometry::boxed(3, 3).unwrap()));
    }

    #[test]
    fn an_empty_grid_has_solutions() {
        let p = Puzzle::empty(Geometry::boxed(3, 3).unwrap());
        let all = Sudoku9::new().solutions(&p, 100);
        assert_eq!(all.len(), 100);
        let mut sorted = all.clone();
        sorted.sort();
        sorted.dedup();
        assert_eq!(sorted.len(), 100);
        assert!(all.iter().all(|g| p.is_solved_by(g)));
    }
}
