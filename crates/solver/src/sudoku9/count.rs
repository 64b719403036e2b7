//! Counting the solutions of a classic 9×9 grid by bands, without visiting them.
//!
//! Cut the grid into three bands of three rows. Inside a band, the rows and boxes are the
//! band's own business; the band meets the other two only in the columns. A band's filling
//! therefore matters to the rest only through its *column state*: which three digits each
//! column holds. Stack by stack that state is a *part*: the three columns of a stack share
//! the nine digits three by three, in one of 1,680 ways. Three fillings, one per band, make a
//! solution exactly when in every column their three digit sets are disjoint: then each column
//! holds the nine digits once, and the rows, boxes and givens were each band's to keep.
//!
//! So the count is a join: with `n_b(X)` the fillings of band `b` whose column state is `X`,
//! it is the sum of `n_0(X_0)·n_1(X_1)·n_2(X_2)` over the states that share out every column.
//! Each band's fillings are enumerated once, alone (a few thousand to a few million on tables
//! of 17 to 24 givens), into a map from state to count; the join then walks the maps stack by
//! stack, the stacks with the fewest distinct parts first. Given one band's part of a stack,
//! exactly 56 parts of the second band fit it, and each leaves one part to the third: at each
//! step the map with the fewest states that begin alike gives the parts, each tried against
//! 56 lookups in the others, and a prefix is left as soon as another map holds no state that
//! begins so; on the last stack the counts of the two other maps are spread into arrays by
//! part, so that the 56 products need no lookup. No solution is ever visited: the work is
//! bounded by the fillings of single bands, not by the solutions (tables of 10⁷ to 10⁸
//! solutions count in a tenth of a second).
//!
//! The grid and its transpose have the same count; the bands of the one whose enumeration is
//! estimated smaller (by Knuth's random probes of the search tree) are enumerated and
//! joined. Each band is enumerated from the candidates that propagation leaves
//! ([`Board::propagate`]): what it removes is in no solution, so the maps lose only fillings
//! that join nothing.
//!
//! **Invariants.** A map holds, for each column state, the number of fillings of its band
//! that have it, and only states of at least one filling; a state is the parts of its three
//! stacks in base 1,680, the first stack most significant. A part's code gives each digit its
//! column in the stack in two bits (digit `d` at bits `2d..2d + 2`, column `0..3`), exactly
//! three digits per column; [`Parts::index`] numbers the 1,680 codes.

use std::collections::hash_map::{Entry, HashMap};
use std::fmt;
use std::hash::{BuildHasherDefault, Hasher};

use crate::engine::{Engine, Flow};
use crate::model::{Geometry, Puzzle};
use crate::rng::SplitMix64;
use crate::sudoku9::structure::{EmptyBands, Shape};
use crate::sudoku9::{Board, Sudoku9};

/// The ways to share nine digits among the three columns of a stack, three each: 9!/(3!)³.
pub const PARTS: usize = 1680;

/// The parts of a second band that fit a given part of a stack (see the module
/// documentation): for the digits of each column, `a` of the three go to the next column and
/// `3 - a` to the one after, in C(3, a)³ ways, so Σ C(3, a)³ = 56.
pub(super) const FITTING: usize = 56;

/// The most states a band's map may hold (about 70 MB of map): a band with more, like an
/// empty band's 4.7·10⁹, is over any budget. Of 100 tables of 17 givens kept from solved
/// grids, one has no orientation whose bands all stay below 2²⁰ states, and counts within
/// this bound (148 MB at the peak). Tables counted by structure never make maps.
pub const MOST_STATES: usize = 1 << 21;

/// The count needed more work than its budget, or a band more than [`MOST_STATES`] states in
/// both orientations.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OverBudget;

impl fmt::Display for OverBudget {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("the count needs more work or more states than its budget")
    }
}

/// A hash for keys that are already well spread numbers: one multiplication, where the
/// standard hasher's SipHash would cost more than the whole join step.
#[derive(Clone, Copy, Debug, Default)]
pub(super) struct Mix(u64);

impl Hasher for Mix {
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.write_u64(u64::from(b));
        }
    }

    fn write_u64(&mut self, x: u64) {
        self.0 = (self.0 ^ x).wrapping_mul(0x9e37_79b9_7f4a_7c15);
    }

    fn finish(&self) -> u64 {
        self.0 ^ self.0 >> 29
    }
}

pub(super) type Hashing = BuildHasherDefault<Mix>;

/// The fillings of one band by column state (see the module invariants).
type BandMap = HashMap<u64, u64, Hashing>;

/// The 1,680 parts of a stack, numbered, and for each the parts that fit it.
///
/// **Invariants**: `index[code]` is the number of the part whose code is `code`, or
/// `u16::MAX` for a code that is not a part; `fitting[p]`, once `filled[p]`, holds the 56
/// pairs `(q, r)` such that parts `p`, `q`, `r` give every digit three different columns.
#[derive(Clone)]
pub(super) struct Parts {
    pub(super) index: Vec<u16>,
    pub(super) codes: Vec<u32>,
    fitting: Vec<[(u16, u16); FITTING]>,
    filled: Vec<bool>,
}

// By hand: half a megabyte of numbers says nothing to a reader.
impl fmt::Debug for Parts {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Parts")
            .field("parts", &self.codes.len())
            .finish()
    }
}

impl Parts {
    /// Numbers the parts: the codes of the 3⁹ ways to give digits columns, kept where each
    /// column gets three.
    pub(super) fn new() -> Self {
        let mut index = vec![u16::MAX; 1 << 18];
        let mut codes = Vec::with_capacity(PARTS);
        for way in 0..19_683u32 {
            let (mut rest, mut code, mut per_column) = (way, 0, [0; 3]);
            for d in 0..9 {
                let column = rest % 3;
                rest /= 3;
                per_column[column as usize] += 1;
                code |= column << (2 * d);
            }
            if per_column == [3, 3, 3] {
                index[code as usize] = codes.len() as u16;
                codes.push(code);
            }
        }
        Parts {
            index,
            codes,
            fitting: vec![[(0, 0); FITTING]; PARTS],
            filled: vec![false; PARTS],
        }
    }

    /// The 56 pairs of parts that fit part `p` (see the type's invariants), computed the
    /// first time they are asked for.
    pub(super) fn fitting(&mut self, p: usize) -> &[(u16, u16); FITTING] {
        if !self.filled[p] {
            let code = self.codes[p];
            let mut pairs = Vec::with_capacity(FITTING);
            self.fit(code, 0, 0, [0; 3], &mut pairs);
            debug_assert_eq!(pairs.len(), FITTING);
            for (slot, &pair) in self.fitting[p].iter_mut().zip(&pairs) {
                *slot = pair;
            }
            self.filled[p] = true;
        }
        &self.fitting[p]
    }

    /// Gives digits `d..9` a column other than the one `code` gives them, at most three per
    /// column, after `chosen` (the code so far) and `used` (digits per column so far).
    fn fit(&self, code: u32, d: u32, chosen: u32, used: [u8; 3], out: &mut Vec<(u16, u16)>) {
        if d == 9 {
            // The third band takes the column left: 0 + 1 + 2 = 3.
            let mut third = 0;
            for e in 0..9 {
                let (a, b) = (code >> (2 * e) & 3, chosen >> (2 * e) & 3);
                third |= (3 - a - b) << (2 * e);
            }
            out.push((self.index[chosen as usize], self.index[third as usize]));
            return;
        }
        let own = code >> (2 * d) & 3;
        for column in 0..3u32 {
            if column != own && used[column as usize] < 3 {
                let mut next = used;
                next[column as usize] += 1;
                self.fit(code, d + 1, chosen | column << (2 * d), next, out);
            }
        }
    }
}

/// Counts the solutions of classic 9×9 grids exactly by bands, one grid after another: the
/// join of the module documentation. It keeps its tables and maps between counts.
///
/// A type of its own, beside [`Sudoku9`], so that a program that only solves carries neither.
#[derive(Clone, Debug, Default)]
pub struct Counter {
    parts: Option<Parts>,
    maps: Vec<BandMap>,
    empty_bands: EmptyBands,
    nodes: u64,
}

impl Counter {
    /// A counter; its tables (about 1 MB) are made by the first count.
    pub fn new() -> Self {
        Self::default()
    }

    /// The work the last count took: the nodes of the bands' enumerations (a digit placed in a
    /// cell) and the lookups of the join.
    pub fn nodes(&self) -> u64 {
        self.nodes
    }

    /// The number of solutions of `puzzle`, counted exactly, or [`OverBudget`] when that needs
    /// more than `budget` units of work ([`nodes`](Counter::nodes) then says how many were
    /// spent), or a band of more than [`MOST_STATES`] column states in both orientations. A
    /// puzzle whose givens clash has none, and so has a puzzle of another geometry, as for
    /// [`Sudoku9`]'s [`search`](Engine::search).
    ///
    /// No solution is visited. A table whose givens lie in one band (the empty table among
    /// them), but for at most one in each other band — every table of three givens or
    /// fewer, and the same with stacks for bands — is counted by the structure of its two
    /// other bands (the `structure` module); any other by joining its bands' maps (the module
    /// documentation).
    /// A puzzle with relations between cells is counted by visiting its solutions, and is over
    /// the budget past `budget` of them.
    ///
    /// # Complexity
    /// Counted by structure: the band's fillings up to the symmetries that keep its givens
    /// (72,576 for an empty band, 5,184 for the empty table, at most 9!·56·6⁶ / 8! ≈ 2.4·10⁷
    /// for one given), and a join of 56³/2 units for each class of column state they meet (44 at most): the empty grid
    /// takes 3.9·10⁶ units. Otherwise the fillings of each band alone, in the orientation
    /// estimated cheaper (both, when its bands have too many states), plus the join: for each
    /// state of the smallest map, 56 lookups a stack while the other maps hold states that
    /// begin alike. Tables of 17 to 24 givens kept from a solved grid, with up to 10⁹
    /// solutions, take 10⁶ to 5·10⁸ units; a band with few givens has up to 9!·56·6⁶ ≈
    /// 9.5·10¹¹ fillings, beyond any budget. The same puzzle takes the same work whatever the
    /// counter counted before.
    ///
    /// # Memory
    /// About 1 MB of tables, and the maps with the join's sorted copies: a few MB for 10⁵
    /// states, 148 MB for a table whose bands have over 10⁶; bounded by [`MOST_STATES`]. The
    /// classes of column states, kept between counts: about 2 MB.
    ///
    /// # Example
    /// ```
    /// use solver::model::{Geometry, Puzzle};
    /// use solver::sudoku9::Counter;
    ///
    /// // A full grid without the four cells of a rectangle that may swap 1 and 2.
    /// let full = "123456789456789123789123456214365897365897214897214365531642978642978531978531642";
    /// let mut cells: Vec<Option<u8>> = full.bytes().map(|b| Some(b - b'1')).collect();
    /// for &c in &[0, 1, 9 * 3, 9 * 3 + 1] {
    ///     cells[c] = None;
    /// }
    /// let puzzle = Puzzle::new(Geometry::boxed(3, 3).unwrap(), cells).unwrap();
    /// let mut counter = Counter::new();
    /// assert_eq!(counter.count(&puzzle, 100_000), Ok(2));
    /// // The empty grid: all the grids there are.
    /// let empty = Puzzle::empty(Geometry::boxed(3, 3).unwrap());
    /// assert_eq!(counter.count(&empty, 1 << 24), Ok(6_670_903_752_021_072_936_960));
    /// assert!(counter.count(&empty, 1_000_000).is_err());
    /// ```
    pub fn count(&mut self, puzzle: &Puzzle, budget: u64) -> Result<u128, OverBudget> {
        self.nodes = 0;
        // Relations and extra houses cut across the bands: the grids are visited instead.
        if puzzle.has_relations() || !puzzle.geometry().extra_houses().is_empty() {
            return self.count_by_visiting(puzzle, budget);
        }
        if !Sudoku9::takes(puzzle.geometry()) {
            return Ok(0);
        }
        let mut left = budget;
        let mut parts = self.parts.take().unwrap_or_else(Parts::new);
        let result = match Shape::of(puzzle.cells()) {
            Some(shape) => self.empty_bands.count(&shape, &mut parts, &mut left),
            None => self.join_bands(puzzle, &mut parts, &mut left),
        };
        self.parts = Some(parts);
        self.nodes = budget - left;
        // The counter is bounded by its own budget: its work is charged when it is done.
        #[cfg(feature = "meter")]
        crate::meter::charge(self.nodes * crate::meter::COUNTER_UNIT);
        result
    }

    /// [`count`](Counter::count) of a classic grid by joining its bands' maps, spending
    /// `left`.
    fn join_bands(
        &mut self,
        puzzle: &Puzzle,
        parts: &mut Parts,
        left: &mut u64,
    ) -> Result<u128, OverBudget> {
        let boards = match (board_of(puzzle, false), board_of(puzzle, true)) {
            (Some(rows), Some(columns)) => [rows, columns],
            _ => return Ok(0),
        };
        if boards[0].is_solved() {
            return Ok(1);
        }
        self.maps.resize_with(6, BandMap::default);
        self.count_bands(&boards, parts, left)
    }

    /// [`count`](Counter::count) by visiting the solutions, at most `budget` of them.
    fn count_by_visiting(&mut self, puzzle: &Puzzle, budget: u64) -> Result<u128, OverBudget> {
        let mut count = 0;
        let mut engine = Sudoku9::new();
        let flow = engine.search(puzzle, |_| {
            count += 1;
            if count > budget {
                Flow::Break
            } else {
                Flow::Continue
            }
        });
        self.nodes = engine.nodes();
        match flow {
            Flow::Break => Err(OverBudget),
            Flow::Continue => Ok(u128::from(count)),
        }
    }

    /// The maps of the bands of one orientation (`maps[3 * o + b]`, `o` 1 for the transpose),
    /// then their join. One band with few givens can have thousands of times the fillings of
    /// the other orientation's bands: the orientation whose bands' enumerations are
    /// estimated smaller ([`estimate_nodes`]) goes first, and the other only when one of its
    /// bands has more than [`MOST_STATES`] states.
    fn count_bands(
        &mut self,
        boards: &[Board; 2],
        parts: &mut Parts,
        left: &mut u64,
    ) -> Result<u128, OverBudget> {
        let mut candidates = [[[0; 27]; 3]; 2];
        let mut estimates = [0.0; 2];
        for ((bands, estimate), board) in candidates.iter_mut().zip(&mut estimates).zip(boards) {
            for (b, band) in bands.iter_mut().enumerate() {
                *band = band_candidates(board, b);
                *estimate += estimate_nodes(band, left)?;
            }
        }
        let first = if estimates[1] < estimates[0] { 1 } else { 0 };
        for &o in &[first, 1 - first] {
            let mut filled = Ok(());
            for (b, &band) in candidates[o].iter().enumerate() {
                let map = &mut self.maps[3 * o + b];
                map.clear();
                filled = fill_band(band, parts, map, left);
                if filled.is_err() {
                    if *left == 0 {
                        return Err(OverBudget);
                    }
                    break;
                }
                if map.is_empty() {
                    return Ok(0);
                }
            }
            if filled.is_ok() {
                let mut order = [3 * o, 3 * o + 1, 3 * o + 2];
                order.sort_by_key(|&m| self.maps[m].len());
                let [a, b, c] = order;
                return join([&self.maps[a], &self.maps[b], &self.maps[c]], parts, left);
            }
        }
        Err(OverBudget)
    }
}

/// The board of the givens of `puzzle`, a classic grid (transposed when `transpose`),
/// propagated; `None` when it has no solution: clashing givens or a contradiction.
fn board_of(puzzle: &Puzzle, transpose: bool) -> Option<Board> {
    let mut board = if transpose {
        let cells = puzzle.cells();
        let transposed = (0..81).map(|c| cells[c % 9 * 9 + c / 9]).collect();
        let classic = Geometry::boxed(3, 3).expect("3×3 boxes form a 9×9 grid");
        Board::of(&Puzzle::new(classic, transposed).ok()?)?
    } else {
        Board::of(puzzle)?
    };
    if board.propagate() {
        Some(board)
    } else {
        None
    }
}

/// What the enumeration of one band keeps as it goes down its 27 cells, row by row.
struct Filling<'a> {
    /// The digits each cell may take (bit `d`), from the propagated board.
    candidates: [u16; 27],
    parts: &'a Parts,
    map: &'a mut BandMap,
}

/// The digits each cell of band `b` of `board` may take (bit `d`), row-major.
fn band_candidates(board: &Board, b: usize) -> [u16; 27] {
    let mut candidates = [0; 27];
    for (d, &cells) in board.pos[b].iter().enumerate() {
        for (i, c) in candidates.iter_mut().enumerate() {
            *c |= ((cells >> i & 1) as u16) << d;
        }
    }
    candidates
}

/// Probes of [`estimate_nodes`].
const PROBES: u32 = 64;

/// The nodes of the band enumeration from `candidates`, estimated by Knuth's random probes
/// ("Estimating the efficiency of backtrack programs", 1975): each probe goes down the same
/// tree as [`fill_band`], one child chosen at random at each cell, and counts each level's
/// nodes as the product of the numbers of children above; the mean over [`PROBES`] probes
/// (from a fixed seed, so the same candidates give the same estimate). Spends a unit of
/// `left` per cell probed.
fn estimate_nodes(candidates: &[u16; 27], left: &mut u64) -> Result<f64, OverBudget> {
    let mut rng = SplitMix64::new(0x5eed);
    let mut total = 0.0;
    for _ in 0..PROBES {
        let (mut rows, mut boxes, mut cols) = ([0u16; 3], [0u16; 3], [0u16; 9]);
        let mut width = 1.0;
        for (i, &c) in candidates.iter().enumerate() {
            if *left == 0 {
                return Err(OverBudget);
            }
            *left -= 1;
            let (row, col) = (i / 9, i % 9);
            let digits = c & !(rows[row] | boxes[col / 3] | cols[col]);
            if digits == 0 {
                break;
            }
            width *= f64::from(digits.count_ones());
            total += width;
            let mut pick = rng.below(u64::from(digits.count_ones()));
            let mut rest = digits;
            while pick > 0 {
                rest &= rest - 1;
                pick -= 1;
            }
            let bit = rest & rest.wrapping_neg();
            rows[row] |= bit;
            boxes[col / 3] |= bit;
            cols[col] |= bit;
        }
    }
    Ok(total / f64::from(PROBES))
}

/// Adds to `map` every filling of a band whose cells may take `candidates`, by column state,
/// spending a unit of `left` per digit placed.
fn fill_band(
    candidates: [u16; 27],
    parts: &Parts,
    map: &mut BandMap,
    left: &mut u64,
) -> Result<(), OverBudget> {
    let mut filling = Filling {
        candidates,
        parts,
        map,
    };
    filling.place(0, [0; 3], [0; 3], [0; 9], [0; 3], left)
}

impl Filling<'_> {
    /// Fills the cells `i..27` (row-major: a row's digits differ, so a dead end shows within
    /// the row) where `rows`, `boxes` and `cols` hold the digits placed in each row, box and
    /// column of the band, and `codes` the stacks' codes so far.
    fn place(
        &mut self,
        i: usize,
        rows: [u16; 3],
        boxes: [u16; 3],
        cols: [u16; 9],
        codes: [u32; 3],
        left: &mut u64,
    ) -> Result<(), OverBudget> {
        if i == 27 {
            let key = codes.iter().fold(0, |key, &code| {
                key * PARTS as u64 + u64::from(self.parts.index[code as usize])
            });
            let full = self.map.len() >= MOST_STATES;
            return match self.map.entry(key) {
                Entry::Occupied(mut seen) => {
                    *seen.get_mut() += 1;
                    Ok(())
                }
                Entry::Vacant(_) if full => Err(OverBudget),
                Entry::Vacant(new) => {
                    new.insert(1);
                    Ok(())
                }
            };
        }
        let (row, col) = (i / 9, i % 9);
        let stack = col / 3;
        let mut digits = self.candidates[i] & !(rows[row] | boxes[stack] | cols[col]);
        while digits != 0 {
            let d = digits.trailing_zeros();
            digits &= digits - 1;
            if *left == 0 {
                return Err(OverBudget);
            }
            *left -= 1;
            let bit = 1 << d;
            let (mut rows, mut boxes, mut cols, mut codes) = (rows, boxes, cols, codes);
            rows[row] |= bit;
            boxes[stack] |= bit;
            cols[col] |= bit;
            codes[stack] |= (col as u32 % 3) << (2 * d);
            self.place(i + 1, rows, boxes, cols, codes, left)?;
        }
        Ok(())
    }
}

/// One band's map sorted by state, with the ranges of the states that begin alike: what the
/// join walks.
///
/// **Invariants**: `states` holds the map's (state, count) pairs in increasing order of
/// state; `ranges[k]` maps each prefix of the first `k + 1` stacks' parts (the state divided
/// by 1,680 to the power `2 - k`) to the range of `states` that begin with it, for `k` 0 and 1.
struct Sorted {
    states: Vec<(u64, u64)>,
    ranges: [HashMap<u64, (u32, u32), Hashing>; 2],
}

/// 1,680 to the power 0, 1 and 2: dividing a state by `SCALE[2 - k]` leaves its first
/// `k + 1` stacks.
const SCALE: [u64; 3] = [1, PARTS as u64, (PARTS * PARTS) as u64];

impl Sorted {
    /// The map's states with their stacks taken in the order `stacks`.
    fn new(map: &BandMap, stacks: [usize; 3]) -> Self {
        let mut states: Vec<(u64, u64)> = map
            .iter()
            .map(|(&key, &n)| {
                let parts = [key / SCALE[2], key / SCALE[1] % SCALE[1], key % SCALE[1]];
                let key = stacks.iter().fold(0, |k, &s| k * SCALE[1] + parts[s]);
                (key, n)
            })
            .collect();
        states.sort_unstable();
        let mut ranges: [HashMap<u64, (u32, u32), Hashing>; 2] = Default::default();
        for (k, ranges) in ranges.iter_mut().enumerate() {
            let scale = SCALE[2 - k];
            let mut start = 0;
            for i in 1..=states.len() {
                if i == states.len() || states[i].0 / scale != states[start].0 / scale {
                    ranges.insert(states[start].0 / scale, (start as u32, i as u32));
                    start = i;
                }
            }
        }
        Sorted { states, ranges }
    }
}

/// The counts of the last stack's parts of two maps' states that begin alike, by part: zero
/// for a part not among them, so that a product over a fitting pair needs no test.
///
/// **Invariant**: between two uses every count is zero.
struct LastStack {
    counts: [Vec<u64>; 2],
}

/// The sum of `n_a(X)·n_b(Y)·n_c(Z)` over the states `X`, `Y`, `Z` of the three maps that
/// share out every column (see the module documentation), spending a unit of `left` per
/// fitting pair looked at.
fn join(maps: [&BandMap; 3], parts: &mut Parts, left: &mut u64) -> Result<u128, OverBudget> {
    // The stacks with the fewest distinct parts first: they prune the most.
    let mut distinct = [0usize; 3];
    for (s, n) in distinct.iter_mut().enumerate() {
        let mut seen = vec![false; PARTS];
        for map in maps.iter() {
            for &key in map.keys() {
                let p = (key / SCALE[2 - s] % SCALE[1]) as usize;
                if !seen[p] {
                    seen[p] = true;
                    *n += 1;
                }
            }
        }
    }
    let mut stacks = [0, 1, 2];
    stacks.sort_by_key(|&s| distinct[s]);
    let sorted = [
        Sorted::new(maps[0], stacks),
        Sorted::new(maps[1], stacks),
        Sorted::new(maps[2], stacks),
    ];
    let whole = |s: &Sorted| (0, s.states.len() as u32);
    let ranges = [whole(&sorted[0]), whole(&sorted[1]), whole(&sorted[2])];
    let mut last = LastStack {
        counts: [vec![0; PARTS], vec![0; PARTS]],
    };
    join_stack(&sorted, 0, ranges, [0; 3], parts, &mut last, left)
}

/// The map of `ranges` with the fewest states, and the other two.
fn lead(ranges: &[(u32, u32); 3]) -> (usize, usize, usize) {
    let lead = (0..3)
        .min_by_key(|&m| ranges[m].1 - ranges[m].0)
        .expect("three maps");
    (lead, (lead + 1) % 3, (lead + 2) % 3)
}

/// The join below stack `k` (0 or 1), where the three maps' states that begin with `prefixes`
/// (their first `k` stacks' parts) are `ranges` of their states: the map with the fewest such
/// states gives the parts of stack `k`, and each part's 56 fitting pairs are looked up in the
/// others.
fn join_stack(
    sorted: &[Sorted; 3],
    k: usize,
    ranges: [(u32, u32); 3],
    prefixes: [u64; 3],
    parts: &mut Parts,
    last: &mut LastStack,
    left: &mut u64,
) -> Result<u128, OverBudget> {
    let (lead, one, two) = lead(&ranges);
    let scale = SCALE[2 - k];
    let (start, end) = ranges[lead];
    let states = &sorted[lead].states[start as usize..end as usize];
    let mut total = 0;
    let mut i = 0;
    while i < states.len() {
        let part = states[i].0 / scale % SCALE[1];
        let mut run = i + 1;
        while run < states.len() && states[run].0 / scale % SCALE[1] == part {
            run += 1;
        }
        if *left < FITTING as u64 {
            return Err(OverBudget);
        }
        *left -= FITTING as u64;
        let fitting = *parts.fitting(part as usize);
        for &(p, q) in fitting.iter() {
            // The fitting pairs come both ways round, so the first may always go to `one`.
            let keys = [
                prefixes[one] * SCALE[1] + u64::from(p),
                prefixes[two] * SCALE[1] + u64::from(q),
            ];
            // `get_key_value`, not `get`: a submission keeps every method named as one it
            // calls, and `Puzzle::get` would then be kept unused.
            let r1 = match sorted[one].ranges[k].get_key_value(&keys[0]) {
                Some((_, &r1)) => r1,
                None => continue,
            };
            let r2 = match sorted[two].ranges[k].get_key_value(&keys[1]) {
                Some((_, &r2)) => r2,
                None => continue,
            };
            let mut next = [(0, 0); 3];
            let mut below = [0; 3];
            next[lead] = (start + i as u32, start + run as u32);
            below[lead] = prefixes[lead] * SCALE[1] + part;
            next[one] = r1;
            below[one] = keys[0];
            next[two] = r2;
            below[two] = keys[1];
            total += if k == 1 {
                last_stack(sorted, next, parts, last, left)?
            } else {
                join_stack(sorted, k + 1, next, below, parts, last, left)?
            };
        }
        i = run;
    }
    Ok(total)
}

/// The join of the last stack, where `ranges` are the three maps' states that agree with
/// each other on the first two stacks: the counts of the two longer lists are spread by part
/// ([`LastStack`]), and each state of the shortest sums the products over its 56 pairs.
fn last_stack(
    sorted: &[Sorted; 3],
    ranges: [(u32, u32); 3],
    parts: &mut Parts,
    last: &mut LastStack,
    left: &mut u64,
) -> Result<u128, OverBudget> {
    let (lead, one, two) = lead(&ranges);
    let slice = |m: usize| &sorted[m].states[ranges[m].0 as usize..ranges[m].1 as usize];
    let work = FITTING as u64 * u64::from(ranges[lead].1 - ranges[lead].0);
    if *left < work {
        return Err(OverBudget);
    }
    *left -= work;
    for (counts, &m) in last.counts.iter_mut().zip([one, two].iter()) {
        for &(key, n) in slice(m) {
            counts[(key % SCALE[1]) as usize] = n;
        }
    }
    let mut total = 0;
    for &(key, n) in slice(lead) {
        let mut below = 0u128;
        for &(p, q) in parts.fitting((key % SCALE[1]) as usize).iter() {
            let (n1, n2) = (last.counts[0][p as usize], last.counts[1][q as usize]);
            below += u128::from(n1) * u128::from(n2);
        }
        total += u128::from(n) * below;
    }
    for (counts, &m) in last.counts.iter_mut().zip([one, two].iter()) {
        for &(key, _) in slice(m) {
            counts[(key % SCALE[1]) as usize] = 0;
        }
    }
    Ok(total)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::backtrack::Backtracker;
    use crate::dancing_links::DancingLinks;
    use crate::generate::random_grid;
    use crate::model::Geometry;
    use crate::propagate::Propagator;
    use crate::rng::SplitMix64;

    /// `givens` cells of a random full grid (seed `seed`), the others empty.
    fn table(givens: usize, seed: u64) -> Puzzle {
        let geometry = Geometry::boxed(3, 3).unwrap();
        let mut rng = SplitMix64::new(seed);
        let grid = random_grid(&geometry, &mut rng, &mut Propagator::new()).unwrap();
        let mut cells: Vec<usize> = (0..81).collect();
        for i in (1..cells.len()).rev() {
            cells.swap(i, rng.below(i as u64 + 1) as usize);
        }
        let mut kept = vec![None; 81];
        for &c in &cells[..givens] {
            kept[c] = Some(grid[c]);
        }
        Puzzle::new(geometry, kept).unwrap()
    }

    #[test]
    fn there_are_1680_parts_and_56_fit_each() {
        let mut parts = Parts::new();
        assert_eq!(parts.codes.len(), PARTS);
        for p in 0..PARTS {
            let code = parts.codes[p];
            let pairs = *parts.fitting(p);
            let mut seen = std::collections::HashSet::new();
            for &(q, r) in pairs.iter() {
                assert!(seen.insert(q), "part {} fits {} twice", p, q);
                let (cq, cr) = (parts.codes[q as usize], parts.codes[r as usize]);
                for d in 0..9 {
                    let mut columns = [code >> (2 * d) & 3, cq >> (2 * d) & 3, cr >> (2 * d) & 3];
                    columns.sort_unstable();
                    assert_eq!(columns, [0, 1, 2], "part {}, digit {}", p, d);
                }
            }
        }
    }

    #[test]
    fn counts_like_dancing_links() {
        // From a full grid to tables of thousands of solutions.
        let mut counter = Counter::new();
        let mut dlx = DancingLinks::new();
        let mut several = 0;
        for seed in 1..=40 {
            let givens = [81, 60, 40, 30, 27, 25][seed as usize % 6];
            let p = table(givens, seed);
            let ours = counter.count(&p, u64::MAX).unwrap();
            assert_eq!(
                ours,
                u128::from(dlx.count_solutions(&p, u64::MAX)),
                "seed {}",
                seed
            );
            if ours > 1 {
                several += 1;
            }
        }
        assert!(several >= 20, "{} tables of several solutions", several);
    }

    #[test]
    fn counts_like_a_plain_backtracking_search() {
        // Tables of 10⁴ to 10⁵ solutions, counted by visiting each with the plain backtracker.
        let mut counter = Counter::new();
        let mut plain = Backtracker::new();
        let mut large = 0;
        for seed in 100..160 {
            let p = table(23, seed);
            let ours = counter.count(&p, u64::MAX).unwrap();
            if ours > 100_000 {
                continue;
            }
            assert_eq!(
                ours,
                u128::from(plain.count_solutions(&p, u64::MAX)),
                "seed {}",
                seed
            );
            if ours >= 10_000 {
                large += 1;
            }
        }
        assert!(large >= 5, "{} tables of 10⁴ to 10⁵ solutions", large);
    }

    #[test]
    fn clashes_and_dead_ends_count_none() {
        let mut counter = Counter::new();
        let mut cells = table(25, 7).cells().to_vec();
        // The same digit twice in the first row.
        cells[0] = Some(4);
        cells[1] = Some(4);
        let clash = Puzzle::new(Geometry::boxed(3, 3).unwrap(), cells).unwrap();
        assert_eq!(counter.count(&clash, u64::MAX), Ok(0));
        // 1–8 in the first row and 9 in the last column below: the corner cell has no digit.
        let mut cells = vec![None; 81];
        for (c, given) in cells[..8].iter_mut().enumerate() {
            *given = Some(c as u8);
        }
        cells[9 * 8 + 8] = Some(8);
        let dead = Puzzle::new(Geometry::boxed(3, 3).unwrap(), cells).unwrap();
        assert_eq!(counter.count(&dead, u64::MAX), Ok(0));
        assert_eq!(
            counter.count(&Puzzle::empty(Geometry::boxed(2, 3).unwrap()), 9),
            Ok(0)
        );
    }

    #[test]
    fn a_count_takes_the_same_work_after_any_other() {
        let mut fresh = Counter::new();
        let p = table(25, 3);
        let n = fresh.count(&p, u64::MAX).unwrap();
        let nodes = fresh.nodes();
        let mut used = Counter::new();
        for seed in 10..20 {
            used.count(&table(24, seed), u64::MAX).unwrap();
        }
        assert_eq!((used.count(&p, u64::MAX), used.nodes()), (Ok(n), nodes));
        // Just enough budget, and one unit short.
        assert_eq!(used.count(&p, nodes), Ok(n));
        assert_eq!(used.count(&p, nodes - 1), Err(OverBudget));
    }

    #[test]
    fn relations_are_counted_by_visiting() {
        let mut p = table(30, 5);
        let all = DancingLinks::new().solutions(&p, 1000);
        assert!(all.len() > 2 && all.len() < 1000, "{}", all.len());
        // Keep the solutions where the first two open cells increase.
        let open: Vec<usize> = (0..81).filter(|&c| p.cells()[c].is_none()).collect();
        p.add_less(open[0], open[1]).unwrap();
        let kept = all.iter().filter(|g| g[open[0]] < g[open[1]]).count() as u128;
        let mut counter = Counter::new();
        assert_eq!(counter.count(&p, u64::MAX), Ok(kept));
        assert_eq!(counter.count(&p, kept as u64), Ok(kept));
        if kept > 0 {
            assert_eq!(counter.count(&p, kept as u64 - 1), Err(OverBudget));
        }
    }

    #[test]
    fn a_full_band_counts_alike_by_structure_and_by_joining_bands() {
        // The band join counts a full band through the transpose (each stack's fillings are a
        // few million), without the classes of column states; the structure through them.
        let geometry = Geometry::boxed(3, 3).unwrap();
        let grid = random_grid(&geometry, &mut SplitMix64::new(4), &mut Propagator::new());
        let mut cells = vec![None; 81];
        for (c, &d) in grid.unwrap().iter().enumerate().skip(27).take(27) {
            cells[c] = Some(d);
        }
        let p = Puzzle::new(geometry, cells).unwrap();
        let mut counter = Counter::new();
        let by_structure = counter.count(&p, u64::MAX).unwrap();
        let mut left = u64::MAX;
        let mut parts = Parts::new();
        assert_eq!(
            counter.join_bands(&p, &mut parts, &mut left),
            Ok(by_structure)
        );
        assert!(by_structure > 1_000_000, "{}", by_structure);
    }

    #[test]
    fn the_canonical_first_band_has_72_times_108374976_completions() {
        // Felgenhauer and Jarvis, "Enumerating possible Sudoku grids" (2005): the first band
        // 123 456 789 / 456 789 123 / 789 123 456 completes in 108,374,976 ways whose first
        // column is ordered (increasing within bands 2 and 3, band 2's first digit below band
        // 3's). Permuting the rows inside bands 2 and 3 and swapping the two bands, 3!·3!·2 =
        // 72 ways, maps completions to completions and orders those six distinct digits in
        // exactly one way: 72 times as many completions in all.
        let band = "123456789456789123789123456";
        let mut cells = vec![None; 81];
        for (c, b) in band.bytes().enumerate() {
            cells[c] = Some(b - b'1');
        }
        let p = Puzzle::new(Geometry::boxed(3, 3).unwrap(), cells).unwrap();
        assert_eq!(Counter::new().count(&p, u64::MAX), Ok(72 * 108_374_976));
    }
}
