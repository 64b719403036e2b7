//! The puzzle model: an n×n grid whose rows, columns and regions (boxes or jigsaw pieces) must
//! each hold every value `0..n` exactly once.
//!
//! A [`Geometry`] is the shape (size and region partition); a [`Puzzle`] is a geometry with some
//! cells given and, for the greater-than puzzles, some order relations between cells (one cell
//! holds a smaller value than another). Values are `0..n` everywhere in the library; a problem
//! maps them to its symbols.

use std::fmt;

/// The largest grid side the model accepts. Engines keep one bit per value in a `u32`.
pub const MAX_SIZE: usize = 32;

/// Why a geometry or a puzzle could not be built.
///
/// The message names what was wrong and what was expected; the kind is private so that the
/// library can add cases without breaking callers.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Error {
    message: String,
}

impl Error {
    pub(crate) fn new(message: String) -> Self {
        Error { message }
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for Error {}

/// The shape of a puzzle: its side `n`, the region of every cell, and any houses beyond the
/// rows, columns and regions (the two long diagonals of X-Sudoku, the windows of hyper-Sudoku,
/// any list of cells), each of which must also hold every value once.
///
/// # Invariants
/// - `1 <= n <= MAX_SIZE`;
/// - `region.len() == n * n`, indexed by cell `row * n + col`, each entry in `0..n`;
/// - every region holds exactly `n` cells;
/// - every house of `extra` holds exactly `n` distinct cells, each below `n²`, in increasing
///   order; `extra` is empty for most geometries, and then costs nothing.
///
/// # Example
/// ```
/// use solver::model::Geometry;
///
/// // The classic 9×9 grid: cell (4, 7) lies in row 4, column 7 and box 5.
/// let classic = Geometry::boxed(3, 3).unwrap();
/// assert_eq!((classic.size(), classic.cells()), (9, 81));
/// assert_eq!(classic.region_of(4 * 9 + 7), 5);
/// assert_eq!(classic.houses(4 * 9 + 7), [4, 9 + 7, 2 * 9 + 5]);
/// // A 4×4 jigsaw: regions of four cells each, of any shape.
/// let jigsaw = Geometry::jigsaw(4, &[0, 0, 0, 1, 0, 2, 1, 1, 2, 2, 3, 1, 2, 3, 3, 3]).unwrap();
/// assert_eq!(jigsaw.region_of(5), 2);
/// // A full grid of the 4×4 boxes, which breaks the jigsaw's region 0 (two 2s).
/// let grid = [0, 1, 2, 3, 2, 3, 0, 1, 1, 0, 3, 2, 3, 2, 1, 0];
/// assert!(Geometry::boxed(2, 2).unwrap().is_complete(&grid));
/// assert!(!jigsaw.is_complete(&grid));
/// // A region of three cells, and a side above MAX_SIZE, are refused.
/// assert!(Geometry::jigsaw(2, &[0, 0, 0, 1]).is_err());
/// assert!(Geometry::boxed(6, 6).is_err());
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Geometry {
    n: usize,
    region: Vec<u8>,
    extra: Vec<Vec<usize>>,
}

impl Geometry {
    /// The geometry of side `box_rows * box_cols` cut into boxes of `box_rows` rows and
    /// `box_cols` columns (a classic 9×9 Sudoku is `boxed(3, 3)`, a 6×6 one `boxed(2, 3)`).
    ///
    /// # Errors
    /// When a dimension is 0 or the side exceeds [`MAX_SIZE`].
    ///
    /// # Complexity
    /// `O(n²)`.
    pub fn boxed(box_rows: usize, box_cols: usize) -> Result<Self, Error> {
        let n = box_rows.saturating_mul(box_cols);
        if box_rows == 0 || box_cols == 0 || n > MAX_SIZE {
            return Err(Error::new(format!(
                "boxes of {}×{} give no grid of side 1 to {}",
                box_rows, box_cols, MAX_SIZE
            )));
        }
        let per_band = n / box_cols;
        let region = (0..n * n)
            .map(|cell| {
                let (row, col) = (cell / n, cell % n);
                ((row / box_rows) * per_band + col / box_cols) as u8
            })
            .collect();
        Ok(Geometry {
            n,
            region,
            extra: Vec::new(),
        })
    }

    /// The geometry of side `n` whose cell `row * n + col` lies in region `regions[row * n + col]`
    /// (a jigsaw or "irregular" Sudoku). Regions need not be connected.
    ///
    /// # Errors
    /// When `n` is 0 or exceeds [`MAX_SIZE`], when `regions` does not have `n * n` entries,
    /// when an entry is not in `0..n`, or when a region does not hold exactly `n` cells.
    ///
    /// # Complexity
    /// `O(n²)`.
    pub fn jigsaw(n: usize, regions: &[usize]) -> Result<Self, Error> {
        if n == 0 || n > MAX_SIZE {
            return Err(Error::new(format!(
                "a grid of side {} is not supported (1 to {})",
                n, MAX_SIZE
            )));
        }
        if regions.len() != n * n {
            return Err(Error::new(format!(
                "a region map of side {n} needs {} entries, found {}",
                n * n,
                regions.len(),
                n = n
            )));
        }
        let mut sizes = vec![0usize; n];
        for (cell, &r) in regions.iter().enumerate() {
            if r >= n {
                return Err(Error::new(format!(
                    "cell ({}, {}) is in region {r}; regions are numbered 0 to {}",
                    cell / n,
                    cell % n,
                    n - 1,
                    r = r
                )));
            }
            sizes[r] += 1;
        }
        if let Some((r, &size)) = sizes.iter().enumerate().find(|&(_, &s)| s != n) {
            return Err(Error::new(format!(
                "region {} has {} cells; every region must have {}",
                r, size, n
            )));
        }
        let region = regions.iter().map(|&r| r as u8).collect();
        Ok(Geometry {
            n,
            region,
            extra: Vec::new(),
        })
    }

    /// The geometry of a Latin square of side `n`: rows and columns, no boxes. Each cell's
    /// region is its row, so the region houses say again what the rows say, and every engine
    /// that takes a jigsaw takes it.
    ///
    /// # Errors
    /// When `n` is 0 or exceeds [`MAX_SIZE`].
    ///
    /// # Complexity
    /// `O(n²)`.
    ///
    /// # Example
    /// ```
    /// use solver::model::Geometry;
    ///
    /// let latin = Geometry::latin(3).unwrap();
    /// assert!(latin.is_complete(&[0, 1, 2, 2, 0, 1, 1, 2, 0]));
    /// assert!(!latin.is_complete(&[0, 1, 2, 1, 2, 0, 1, 2, 0])); // column 0 holds 1 twice
    /// ```
    pub fn latin(n: usize) -> Result<Self, Error> {
        let rows: Vec<usize> = (0..n * n).map(|cell| cell / n.max(1)).collect();
        Geometry::jigsaw(n, &rows)
    }

    /// This geometry with one more house: `cells`, which must then hold every value once too.
    /// A house equal to one it has already is taken again (it changes nothing).
    ///
    /// # Errors
    /// When `cells` does not hold exactly `n` cells, or holds one twice or one outside the grid.
    ///
    /// # Complexity
    /// `O(n log n)`.
    ///
    /// # Example
    /// ```
    /// use solver::model::Geometry;
    ///
    /// // A 4×4 grid whose anti-diagonal is a house too.
    /// let geometry = Geometry::boxed(2, 2).unwrap().with_house(&[3, 6, 9, 12]).unwrap();
    /// assert_eq!(geometry.extra_houses(), [vec![3, 6, 9, 12]]);
    /// assert!(Geometry::boxed(2, 2).unwrap().with_house(&[0, 1, 2]).is_err());
    /// ```
    pub fn with_house(mut self, cells: &[usize]) -> Result<Self, Error> {
        let mut house = cells.to_vec();
        house.sort_unstable();
        house.dedup();
        if house.len() != self.n || cells.len() != self.n {
            return Err(Error::new(format!(
                "a house of a grid of side {} holds {} distinct cells, found {} cells, {} distinct",
                self.n,
                self.n,
                cells.len(),
                house.len()
            )));
        }
        if let Some(&cell) = house.iter().find(|&&c| c >= self.cells()) {
            return Err(Error::new(format!(
                "cell {} is outside a grid of {} cells",
                cell,
                self.cells()
            )));
        }
        self.extra.push(house);
        Ok(self)
    }

    /// This geometry with its two long diagonals as houses: X-Sudoku.
    ///
    /// # Complexity
    /// `O(n log n)`.
    ///
    /// # Example
    /// ```
    /// use solver::model::Geometry;
    ///
    /// let x = Geometry::boxed(3, 3).unwrap().with_diagonals();
    /// assert_eq!(x.extra_houses()[0], [0, 10, 20, 30, 40, 50, 60, 70, 80]);
    /// assert_eq!(x.extra_houses()[1], [8, 16, 24, 32, 40, 48, 56, 64, 72]);
    /// ```
    pub fn with_diagonals(self) -> Self {
        let n = self.n;
        let main: Vec<usize> = (0..n).map(|i| i * n + i).collect();
        let anti: Vec<usize> = (0..n).map(|i| i * n + n - 1 - i).collect();
        self.with_house(&main)
            .and_then(|g| g.with_house(&anti))
            .expect("a diagonal holds n distinct cells of the grid")
    }

    /// The houses beyond the rows, columns and regions, each as its cells in increasing
    /// order; numbered after the regions (house `3n + k` is `extra_houses()[k]`).
    pub fn extra_houses(&self) -> &[Vec<usize>] {
        &self.extra
    }

    /// Whether the full grid `grid` puts no value twice in any extra house.
    ///
    /// # Complexity
    /// `O(n)` per extra house; nothing without any.
    pub(crate) fn keeps_extra_houses(&self, grid: &[u8]) -> bool {
        self.extra.iter().all(|house| {
            let mut seen = 0u64;
            house.iter().all(|&cell| {
                let bit = 1u64 << grid[cell];
                let fresh = seen & bit == 0;
                seen |= bit;
                fresh
            })
        })
    }

    /// The side `n`: the number of rows, of columns, of regions and of values.
    pub fn size(&self) -> usize {
        self.n
    }

    /// The number of cells, `n²`.
    pub fn cells(&self) -> usize {
        self.n * self.n
    }

    /// The region of cell `row * n + col`.
    ///
    /// # Panics
    /// When `cell >= n²`.
    pub fn region_of(&self, cell: usize) -> usize {
        self.region[cell] as usize
    }

    /// The three houses of cell `row * n + col`, numbered as every engine numbers them: its row
    /// `row`, its column `n + col`, its region `2n + region`. The extra houses it lies in, if
    /// any, are among [`Geometry::extra_houses`].
    ///
    /// # Panics
    /// When `cell >= n²`.
    pub fn houses(&self, cell: usize) -> [usize; 3] {
        let n = self.n;
        [cell / n, n + cell % n, 2 * n + self.region_of(cell)]
    }

    /// Every house of cell `cell`: its three ([`Geometry::houses`]), then each extra house it
    /// lies in, `3n + k` for `extra_houses()[k]`.
    ///
    /// # Complexity
    /// `O(1)`, and `O(log n)` per extra house.
    ///
    /// # Example
    /// ```
    /// use solver::model::Geometry;
    ///
    /// let x = Geometry::boxed(2, 2).unwrap().with_diagonals();
    /// assert_eq!(x.all_houses(5).collect::<Vec<_>>(), [1, 5, 8, 12]);
    /// assert_eq!(x.house_count(), 14);
    /// ```
    pub fn all_houses(&self, cell: usize) -> impl Iterator<Item = usize> + '_ {
        let first = 3 * self.n;
        let extra = self
            .extra
            .iter()
            .enumerate()
            .filter(move |(_, house)| house.binary_search(&cell).is_ok())
            .map(move |(k, _)| first + k);
        // Not the array's `into_iter`: edition 2018 reads it as the slice's, by reference.
        let [row, column, region] = self.houses(cell);
        let three = std::iter::once(row).chain(std::iter::once(column));
        three.chain(std::iter::once(region)).chain(extra)
    }

    /// The number of houses: `3n` and the extra ones.
    pub fn house_count(&self) -> usize {
        3 * self.n + self.extra.len()
    }

    /// The region of every cell, row-major.
    pub fn regions(&self) -> &[u8] {
        &self.region
    }

    /// Whether the full grid `grid` (values row-major) puts every value once in each row,
    /// column, region and extra house. An independent checker for tests and tools.
    ///
    /// # Complexity
    /// `O(n²)`.
    pub fn is_complete(&self, grid: &[u8]) -> bool {
        let n = self.n;
        if grid.len() != n * n {
            return false;
        }
        let mut seen = vec![0u64; 3 * n];
        for (cell, &v) in grid.iter().enumerate() {
            if v as usize >= n {
                return false;
            }
            let bit = 1u64 << v;
            for house in self.houses(cell) {
                if seen[house] & bit != 0 {
                    return false;
                }
                seen[house] |= bit;
            }
        }
        self.keeps_extra_houses(grid)
    }
}

/// A geometry with some cells given, and some order relations between cells.
///
/// # Invariants
/// - `cells.len() == geometry.cells()`, and every given value is in `0..n`;
/// - every relation `(a, b)` of `relations` (cell `a` holds a smaller value than cell `b`) has
///   `a < n²`, `b < n²` and `a != b`; they are kept in the order they were added, repeats
///   included.
///
/// Givens may clash (two equal values in one house), and relations may contradict each other
/// or the givens (`a < b` and `b < a`): such a puzzle is valid to build and simply has no
/// solution. A puzzle without relations holds an empty `Vec`, which costs no allocation.
///
/// # Example
/// ```
/// use solver::model::{Geometry, Puzzle};
///
/// // A 4×4 Sudoku with two givens, and cell 1 smaller than cell 2.
/// let mut puzzle = Puzzle::empty(Geometry::boxed(2, 2).unwrap());
/// puzzle.set(0, 0, Some(0)).unwrap();
/// puzzle.set(3, 3, Some(0)).unwrap();
/// puzzle.add_less(1, 2).unwrap();
/// assert_eq!((puzzle.get(0, 0), puzzle.get(0, 1), puzzle.givens()), (Some(0), None, 2));
/// assert!(puzzle.set(0, 4, Some(1)).is_err()); // no column 4
/// assert!(puzzle.set(1, 1, Some(4)).is_err()); // the values are 0 to 3
/// // A solution keeps the rules, the givens and the relations.
/// let grid = [0, 1, 2, 3, 2, 3, 0, 1, 1, 0, 3, 2, 3, 2, 1, 0];
/// assert!(puzzle.is_solved_by(&grid));
/// let other = [0, 2, 1, 3, 1, 3, 0, 2, 2, 0, 3, 1, 3, 1, 2, 0];
/// assert!(puzzle.geometry().is_complete(&other));
/// assert!(!puzzle.is_solved_by(&other)); // cell 1 holds 2, cell 2 holds 1
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Puzzle {
    geometry: Geometry,
    cells: Vec<Option<u8>>,
    relations: Vec<(usize, usize)>,
    quotients: Vec<(usize, usize, u8)>,
}

impl Puzzle {
    /// The puzzle with no givens.
    ///
    /// # Complexity
    /// `O(n²)`.
    pub fn empty(geometry: Geometry) -> Self {
        let cells = vec![None; geometry.cells()];
        Puzzle {
            geometry,
            cells,
            relations: Vec::new(),
            quotients: Vec::new(),
        }
    }

    /// The puzzle whose cell `row * n + col` holds `cells[row * n + col]`.
    ///
    /// # Errors
    /// When `cells` does not have `n²` entries or a value is not in `0..n`.
    ///
    /// # Complexity
    /// `O(n²)`.
    pub fn new(geometry: Geometry, cells: Vec<Option<u8>>) -> Result<Self, Error> {
        if cells.len() != geometry.cells() {
            return Err(Error::new(format!(
                "a grid of side {} has {} cells, found {}",
                geometry.size(),
                geometry.cells(),
                cells.len()
            )));
        }
        let mut puzzle = Puzzle::empty(geometry);
        for (cell, value) in cells.into_iter().enumerate() {
            let n = puzzle.size();
            puzzle.set(cell / n, cell % n, value)?;
        }
        Ok(puzzle)
    }

    /// Gives `value` at (`row`, `col`), or empties the cell with `None`.
    ///
    /// # Errors
    /// When the position is outside the grid or the value is not in `0..n`.
    ///
    /// # Complexity
    /// `O(1)`.
    pub fn set(&mut self, row: usize, col: usize, value: Option<u8>) -> Result<(), Error> {
        let n = self.size();
        if row >= n || col >= n {
            return Err(Error::new(format!(
                "cell ({}, {}) is outside a grid of side {}",
                row, col, n
            )));
        }
        if let Some(v) = value {
            if v as usize >= n {
                return Err(Error::new(format!(
                    "value {} at ({}, {}) is not in 0..{}",
                    v, row, col, n
                )));
            }
        }
        self.cells[row * n + col] = value;
        Ok(())
    }

    /// The given value at (`row`, `col`), if any.
    ///
    /// # Panics
    /// When the position is outside the grid.
    pub fn get(&self, row: usize, col: usize) -> Option<u8> {
        let n = self.size();
        // One argument after the literal: with none, edition 2018 would not format it.
        assert!(
            row < n && col < n,
            "cell {:?} is outside the grid",
            (row, col)
        );
        self.cells[row * n + col]
    }

    /// Every cell, row-major.
    pub fn cells(&self) -> &[Option<u8>] {
        &self.cells
    }

    /// The shape of the puzzle.
    pub fn geometry(&self) -> &Geometry {
        &self.geometry
    }

    /// The side `n`.
    pub fn size(&self) -> usize {
        self.geometry.size()
    }

    /// The number of given cells.
    pub fn givens(&self) -> usize {
        self.cells.iter().filter(|c| c.is_some()).count()
    }

    /// Adds the relation "cell `smaller` holds a smaller value than cell `larger`", cells
    /// numbered row-major (`row * n + col`). A relation the others already imply, or one that
    /// contradicts them, is accepted: the puzzle then has the same solutions, or none.
    ///
    /// # Errors
    /// When a cell is outside the grid, or both are the same cell.
    ///
    /// # Complexity
    /// `O(1)` amortised.
    ///
    /// # Example
    /// ```
    /// use solver::engine::Engine;
    /// use solver::model::{Geometry, Puzzle};
    /// use solver::Auto;
    ///
    /// // A 4×4 Sudoku whose first row increases: its values are 0, 1, 2, 3.
    /// let mut puzzle = Puzzle::empty(Geometry::boxed(2, 2).unwrap());
    /// for col in 0..3 {
    ///     puzzle.add_less(col, col + 1).unwrap();
    /// }
    /// assert!(puzzle.add_less(0, 0).is_err());
    /// assert!(puzzle.add_less(0, 16).is_err());
    /// let grid = Auto::new().first_solution(&puzzle).unwrap();
    /// assert_eq!(grid[..4], [0, 1, 2, 3]);
    /// assert!(puzzle.is_solved_by(&grid));
    /// ```
    pub fn add_less(&mut self, smaller: usize, larger: usize) -> Result<(), Error> {
        let cells = self.cells.len();
        if smaller == larger || smaller.max(larger) >= cells {
            return Err(Error::new(format!(
                "cells {} and {} are not two different cells of a grid of {} cells",
                smaller, larger, cells
            )));
        }
        self.relations.push((smaller, larger));
        Ok(())
    }

    /// The relations `(smaller, larger)`, in the order they were added.
    pub fn relations(&self) -> &[(usize, usize)] {
        &self.relations
    }

    /// Adds a quotient relation: cells `a` and `b` hold values whose numbers from 1, the
    /// larger divided by the smaller and rounded down, make `quotient` (Quotdoku's clue:
    /// `⌊max(x + 1, y + 1) / min(x + 1, y + 1)⌋ = quotient` for values `x`, `y`). A quotient
    /// no two values reach (0, or above `n`) simply leaves no solution.
    ///
    /// # Errors
    /// When `a == b` or either cell is outside the grid.
    ///
    /// # Complexity
    /// `O(1)` amortised.
    ///
    /// # Example
    /// ```
    /// use solver::engine::Engine;
    /// use solver::model::{Geometry, Puzzle};
    /// use solver::Auto;
    ///
    /// // A 4×4 Sudoku whose cells 0 and 1 hold 1 and 4 (quotient 4), cell 0 the 1.
    /// let mut puzzle = Puzzle::empty(Geometry::boxed(2, 2).unwrap());
    /// puzzle.add_quotient(0, 1, 4).unwrap();
    /// puzzle.add_less(0, 1).unwrap();
    /// let grid = Auto::new().first_solution(&puzzle).unwrap();
    /// assert_eq!(grid[..2], [0, 3]);
    /// assert!(puzzle.is_solved_by(&grid));
    /// assert!(puzzle.add_quotient(2, 2, 1).is_err());
    /// ```
    pub fn add_quotient(&mut self, a: usize, b: usize, quotient: u8) -> Result<(), Error> {
        let cells = self.cells.len();
        if a == b || a.max(b) >= cells {
            return Err(Error::new(format!(
                "cells {} and {} are not two different cells of a grid of {} cells",
                a, b, cells
            )));
        }
        self.quotients.push((a, b, quotient));
        Ok(())
    }

    /// The quotient relations `(a, b, quotient)`, in the order they were added.
    pub fn quotients(&self) -> &[(usize, usize, u8)] {
        &self.quotients
    }

    /// Whether the full grid `grid` keeps every relation (order and quotient) and every extra
    /// house: what the engines that propagate neither filter their grids by.
    ///
    /// # Complexity
    /// `O(1)` per relation, `O(n)` per extra house.
    pub(crate) fn keeps_relations_and_houses(&self, grid: &[u8]) -> bool {
        keeps_order(&self.relations, grid)
            && keeps_quotients(&self.quotients, grid)
            && self.geometry.keeps_extra_houses(grid)
    }

    /// Whether the puzzle has relations of either kind between cells.
    pub fn has_relations(&self) -> bool {
        !self.relations.is_empty() || !self.quotients.is_empty()
    }

    /// Whether `grid` (values row-major) is a solution: complete, equal to every given, and
    /// keeping every relation.
    ///
    /// # Complexity
    /// `O(n²)` plus `O(1)` per relation.
    pub fn is_solved_by(&self, grid: &[u8]) -> bool {
        self.geometry.is_complete(grid)
            && self
                .cells
                .iter()
                .zip(grid)
                .all(|(given, &v)| given.map_or(true, |g| g == v))
            && keeps_order(&self.relations, grid)
            && keeps_quotients(&self.quotients, grid)
    }

    /// Two givens that share a house (row, column or region) and a value, if any: the first
    /// such pair in row-major order, as `(earlier cell, later cell)`, the later one as early as
    /// possible. `None` means no house repeats a value among its givens, the rule a partly filled
    /// board is checked by (a board without a clash may still have no solution). Relations are
    /// not looked at.
    ///
    /// # Complexity
    /// `O(n²)` time, `O(n²)` memory.
    ///
    /// # Example
    /// ```
    /// use solver::model::{Geometry, Puzzle};
    ///
    /// let mut puzzle = Puzzle::empty(Geometry::boxed(2, 2).unwrap());
    /// puzzle.set(0, 0, Some(1)).unwrap();
    /// puzzle.set(3, 3, Some(1)).unwrap();
    /// assert_eq!(puzzle.clashing_givens(), None);
    /// // Row 0, column 0 and row 1, column 1 share the top-left box.
    /// puzzle.set(1, 1, Some(1)).unwrap();
    /// assert_eq!(puzzle.clashing_givens(), Some((0, 5)));
    /// ```
    pub fn clashing_givens(&self) -> Option<(usize, usize)> {
        let n = self.size();
        // The cell holding each value in each house, house-major; `usize::MAX` for none yet.
        let mut holder = vec![usize::MAX; self.geometry.house_count() * n];
        for (cell, given) in self.cells.iter().enumerate() {
            let v = match *given {
                Some(v) => usize::from(v),
                None => continue,
            };
            for house in self.geometry.all_houses(cell) {
                let slot = &mut holder[house * n + v];
                if *slot != usize::MAX {
                    return Some((*slot, cell));
                }
                *slot = cell;
            }
        }
        None
    }
}

/// Whether `grid` keeps every quotient relation `(a, b, quotient)` of `quotients`
/// ([`Puzzle::add_quotient`]). `O(1)` per relation; nothing for none.
pub(crate) fn keeps_quotients(quotients: &[(usize, usize, u8)], grid: &[u8]) -> bool {
    quotients
        .iter()
        .all(|&(a, b, q)| quotient_of(grid[a], grid[b]) == q)
}

/// The quotient of two values `x`, `y` (from 0) as Quotdoku reads it: their numbers from 1,
/// the larger divided by the smaller, rounded down ([`Puzzle::add_quotient`]). `O(1)`.
///
/// ```
/// use solver::model::quotient_of;
///
/// assert_eq!((quotient_of(2, 8), quotient_of(8, 2), quotient_of(4, 6)), (3, 3, 1));
/// ```
pub fn quotient_of(x: u8, y: u8) -> u8 {
    let (x, y) = (u16::from(x) + 1, u16::from(y) + 1);
    (x.max(y) / x.min(y)) as u8
}

/// Whether `grid` (values row-major, `n²` of them) keeps every relation `(smaller, larger)` of
/// `relations`: the check by which the engines that do not propagate relations filter their
/// solutions ([`crate::engine::keeping_relations_and_houses`]).
///
/// # Panics
/// When a relation names a cell outside `grid`.
///
/// # Complexity
/// `O(1)` per relation; nothing for none.
pub(crate) fn keeps_order(relations: &[(usize, usize)], grid: &[u8]) -> bool {
    relations.iter().all(|&(a, b)| grid[a] < grid[b])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn boxes_number_regions_row_major() {
        let g = Geometry::boxed(2, 3).unwrap();
        assert_eq!(g.size(), 6);
        // Row 0: columns 0-2 in box 0, 3-5 in box 1; rows 2-3 in boxes 2 and 3.
        assert_eq!(&g.regions()[..6], &[0, 0, 0, 1, 1, 1]);
        assert_eq!(g.region_of(2 * 6 + 4), 3);
        assert_eq!(g.region_of(5 * 6), 4);
        // Row 2, column 4, box 3: houses 2, 6 + 4 and 12 + 3.
        assert_eq!(g.houses(2 * 6 + 4), [2, 10, 15]);
    }

    #[test]
    fn bad_geometries_are_errors() {
        assert!(Geometry::boxed(0, 3).is_err());
        assert!(Geometry::boxed(6, 6).is_err());
        assert!(Geometry::boxed(usize::MAX, 2).is_err());
        assert!(Geometry::jigsaw(0, &[]).is_err());
        assert!(Geometry::jigsaw(2, &[0, 0, 1]).is_err());
        let e = Geometry::jigsaw(2, &[0, 0, 0, 1]).unwrap_err();
        assert_eq!(
            e.to_string(),
            "region 0 has 3 cells; every region must have 2"
        );
        assert!(Geometry::jigsaw(2, &[0, 0, 2, 1]).is_err());
        assert!(Geometry::jigsaw(2, &[0, 1, 1, 0]).is_ok());
    }

    #[test]
    fn puzzle_rejects_out_of_range() {
        let g = Geometry::boxed(2, 2).unwrap();
        let mut p = Puzzle::empty(g.clone());
        assert!(p.set(4, 0, Some(0)).is_err());
        assert!(p.set(0, 0, Some(4)).is_err());
        assert!(p.set(3, 3, Some(3)).is_ok());
        assert_eq!(p.get(3, 3), Some(3));
        assert!(Puzzle::new(g.clone(), vec![None; 15]).is_err());
        assert!(Puzzle::new(g, vec![Some(9); 16]).is_err());
    }

    #[test]
    fn completeness_checks_every_house() {
        let g = Geometry::boxed(2, 2).unwrap();
        let good = [0, 1, 2, 3, 2, 3, 0, 1, 1, 0, 3, 2, 3, 2, 1, 0];
        assert!(g.is_complete(&good));
        // A Latin square whose boxes repeat a value.
        let bad_box = [0, 1, 2, 3, 1, 2, 3, 0, 2, 3, 0, 1, 3, 0, 1, 2];
        assert!(!g.is_complete(&bad_box));
        let p = Puzzle::new(g, good.iter().map(|&v| Some(v)).collect()).unwrap();
        assert!(p.is_solved_by(&good));
        let mut other = good;
        other.swap(0, 1);
        assert!(!p.is_solved_by(&other));
    }

    #[test]
    fn clashing_givens_are_found_in_each_kind_of_house() {
        let g = Geometry::boxed(2, 3).unwrap();
        let with = |givens: &[(usize, usize, u8)]| {
            let mut p = Puzzle::empty(g.clone());
            for &(row, col, v) in givens {
                p.set(row, col, Some(v)).unwrap();
            }
            p.clashing_givens()
        };
        assert_eq!(with(&[]), None);
        // Different values everywhere, and one value in no common house.
        assert_eq!(with(&[(0, 0, 0), (0, 1, 1), (1, 0, 2), (2, 3, 0)]), None);
        // A row, a column, a box (rows 0-1, columns 0-2), each the only house shared.
        assert_eq!(with(&[(0, 0, 4), (0, 5, 4)]), Some((0, 5)));
        assert_eq!(with(&[(0, 2, 4), (5, 2, 4)]), Some((2, 32)));
        assert_eq!(with(&[(0, 0, 4), (1, 2, 4)]), Some((0, 8)));
        // The first clash in row-major order of its later cell.
        assert_eq!(
            with(&[(3, 0, 1), (3, 1, 1), (0, 4, 2), (1, 4, 2)]),
            Some((4, 10))
        );
        // A jigsaw's regions count as houses; a full solved grid has no clash.
        let rows: Vec<usize> = (0..16).map(|c| (c % 4 + c / 4) % 4).collect();
        let mut p = Puzzle::empty(Geometry::jigsaw(4, &rows).unwrap());
        p.set(0, 1, Some(0)).unwrap();
        p.set(1, 0, Some(0)).unwrap();
        assert_eq!(p.clashing_givens(), Some((1, 4)));
        let good = [0, 1, 2, 3, 2, 3, 0, 1, 1, 0, 3, 2, 3, 2, 1, 0];
        let full = Puzzle::new(
            Geometry::boxed(2, 2).unwrap(),
            good.iter().map(|&v| Some(v)).collect(),
        )
        .unwrap();
        assert_eq!(full.clashing_givens(), None);
    }

    #[test]
    fn relations_are_checked_and_kept_in_order() {
        let g = Geometry::boxed(2, 2).unwrap();
        let good = [0, 1, 2, 3, 2, 3, 0, 1, 1, 0, 3, 2, 3, 2, 1, 0];
        let mut p = Puzzle::empty(g);
        assert!(p.is_solved_by(&good));
        let plain = p.clone();
        // Cell 0 holds 0, cell 5 holds 3 and cell 15 holds 0.
        p.add_less(0, 5).unwrap();
        p.add_less(0, 5).unwrap();
        assert!(p.is_solved_by(&good));
        assert_ne!(p, plain);
        assert_eq!(p.relations(), &[(0, 5), (0, 5)]);
        p.add_less(5, 15).unwrap();
        assert!(!p.is_solved_by(&good));
        assert_eq!(p.relations().len(), 3);
        assert_eq!(p.clone(), p);
        // Out of range, or a cell with itself: errors, and nothing added.
        let e = p.add_less(3, 3).unwrap_err();
        assert_eq!(
            e.to_string(),
            "cells 3 and 3 are not two different cells of a grid of 16 cells"
        );
        assert!(p.add_less(16, 0).is_err());
        assert!(p.add_less(0, usize::MAX).is_err());
        assert_eq!(p.relations().len(), 3);
        // The givens stay as they were.
        assert_eq!(p.givens(), 0);
    }
}
