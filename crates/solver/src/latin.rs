//! Latin square completion from a top-left block (Ryser, 1951), by bipartite edge colouring.
//!
//! An `r × c` *block* of symbols `0..n` that repeats nothing in a row or a column is the
//! top-left corner of some `n × n` Latin square exactly when every symbol occurs in it at least
//! `r + c − n` times (Ryser's theorem). [`Block::is_completable`] decides by counting;
//! [`Block::complete`] builds a square in two stages, each a proper edge colouring of a
//! bipartite graph (the edges at a vertex all get different colours).
//!
//! 1. **The rows, to full length** (Ryser's construction). Join row `i` to every symbol missing
//!    from it: each row has degree `n − c`, and symbol `s`, occurring `N(s)` times, has degree
//!    `r − N(s)`, at most `n − c` by the condition. Ryser adds one column at a time, a matching
//!    that meets every row and every *critical* symbol (degree exactly `n − c`, that is
//!    `N(s) = r + c − n`), so that the condition holds again with `c + 1` columns. Those `n − c`
//!    matchings together are a colouring of the graph's edges with `n − c` colours, colour `k`
//!    being column `c + k`, and König's edge-colouring theorem (a bipartite multigraph of
//!    maximum degree `Δ` has one with `Δ` colours) gives them all at once.
//! 2. **The columns, to full height** (Hall). Join column `j` of the `r × n` rectangle to every
//!    symbol missing from it: each column and each symbol has degree `n − r`, and a colouring
//!    with `n − r` colours is the missing rows, colour `k` being row `r + k`.
//!
//! The edge colouring both stages rest on is in `colouring` (divide and conquer on a regular
//! bipartite multigraph); [`random_square`] (in `random`) draws the Latin squares the tests and
//! benchmarks cut blocks from.
//!
//! # Complexity
//! For `E` edges, `V` vertices a side and degree `Δ`: `⌊log₂ Δ⌋` levels of splits, `O(E + V)`
//! each, and a level of matchings for every other one bit of `Δ`, `O(E √V)` each
//! (Hopcroft–Karp's bound; regular graphs take few phases in practice: at most 5 measured at
//! order 500). The two stages have `E ≤ min(n, 2r + 1) · (n − c)` and `E = n (n − r)`,
//! `V ≤ n`: `O(n^2.5 log n)` in all at worst, `O(n²)` time in practice, `O(n²)` memory (about
//! ten words per edge). `crates/bench/README.md` has the times at order 500.

use std::fmt;

mod colouring;
mod random;
#[cfg(test)]
mod tests;

use colouring::Colouring;
pub use random::random_square;

/// The largest order the module accepts: symbols, rows, columns and edges are numbered in
/// `u32`, and a square of order `n` has `n²` cells.
pub const MAX_ORDER: usize = u16::MAX as usize;

/// No vertex, edge or symbol.
const NONE: u32 = u32::MAX;

/// Why a block was rejected: a message naming what was wrong, and the block cell at fault when
/// there is one.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Error {
    message: String,
    cell: Option<(usize, usize)>,
}

impl Error {
    fn new(message: String, cell: Option<(usize, usize)>) -> Self {
        Error { message, cell }
    }

    /// The block cell `(row, column)`, 0-based, that holds a value out of range or a repeat;
    /// `None` when the sizes were wrong.
    pub fn cell(&self) -> Option<(usize, usize)> {
        self.cell
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for Error {}

/// An error when the order `n` exceeds [`MAX_ORDER`].
fn check_order(n: usize) -> Result<(), Error> {
    if n > MAX_ORDER {
        return Err(Error::new(
            format!(
                "a square of order {} is too large (at most {})",
                n, MAX_ORDER
            ),
            None,
        ));
    }
    Ok(())
}

/// An `rows × cols` block of symbols `0..n` that repeats nothing in a row or a column: the
/// would-be top-left corner of an `n × n` Latin square.
///
/// # Invariants
/// - `rows <= n`, `cols <= n`, `n <= MAX_ORDER`;
/// - `cells` is row-major, `rows * cols` values, each in `0..n`, none twice in a row or a
///   column;
/// - `counts[s]` is the number of cells holding `s`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Block {
    n: usize,
    rows: usize,
    cols: usize,
    cells: Vec<u32>,
    counts: Vec<u32>,
}

impl Block {
    /// The block of `rows` rows and `cols` columns, `cells` row-major, for a square of order
    /// `n`. Empty blocks (`rows` or `cols` 0) and `n = 0` are allowed.
    ///
    /// # Errors
    /// When `n` exceeds [`MAX_ORDER`], when `rows` or `cols` exceeds `n`, when `cells` does not
    /// hold `rows * cols` values, or when a value is not below `n` or repeats one before it in
    /// its row or its column ([`Error::cell`] names the cell).
    ///
    /// # Complexity
    /// `O(rows · cols + n)`.
    ///
    /// # Example
    /// ```
    /// use solver::latin::Block;
    ///
    /// let error = Block::new(3, 2, 2, vec![0, 1, 0, 2]).unwrap_err();
    /// assert_eq!(error.cell(), Some((1, 0)));
    /// ```
    pub fn new(n: usize, rows: usize, cols: usize, cells: Vec<u32>) -> Result<Self, Error> {
        check_order(n)?;
        if rows > n || cols > n {
            return Err(Error::new(
                format!(
                    "a {}×{} block does not fit in a square of order {}",
                    rows, cols, n
                ),
                None,
            ));
        }
        if cells.len() != rows * cols {
            return Err(Error::new(
                format!(
                    "a {}×{} block has {} cells, found {}",
                    rows,
                    cols,
                    rows * cols,
                    cells.len()
                ),
                None,
            ));
        }
        let mut counts = vec![0u32; n];
        let mut last = vec![NONE; n];
        for i in 0..rows {
            for j in 0..cols {
                let v = cells[i * cols + j];
                if v as usize >= n {
                    return Err(Error::new(
                        format!(
                            "block cell ({}, {}) holds {}; symbols are 0 to {}",
                            i,
                            j,
                            v,
                            n - 1
                        ),
                        Some((i, j)),
                    ));
                }
                if last[v as usize] == i as u32 {
                    return Err(Error::new(
                        format!("block cell ({}, {}) repeats {} in its row", i, j, v),
                        Some((i, j)),
                    ));
                }
                last[v as usize] = i as u32;
                counts[v as usize] += 1;
            }
        }
        last.fill(NONE);
        for j in 0..cols {
            for i in 0..rows {
                let v = cells[i * cols + j] as usize;
                if last[v] == j as u32 {
                    return Err(Error::new(
                        format!("block cell ({}, {}) repeats {} in its column", i, j, v),
                        Some((i, j)),
                    ));
                }
                last[v] = j as u32;
            }
        }
        Ok(Block {
            n,
            rows,
            cols,
            cells,
            counts,
        })
    }

    /// The order `n` of the square.
    pub fn order(&self) -> usize {
        self.n
    }

    /// The block's number of rows.
    pub fn rows(&self) -> usize {
        self.rows
    }

    /// The block's number of columns.
    pub fn cols(&self) -> usize {
        self.cols
    }

    /// The block's cells, row-major.
    pub fn cells(&self) -> &[u32] {
        &self.cells
    }

    /// The first symbol occurring fewer than `rows + cols − n` times, the reason the block has
    /// no completion; `None` when it has one.
    ///
    /// # Complexity
    /// `O(n)`.
    pub fn deficient_symbol(&self) -> Option<u32> {
        let need = (self.rows + self.cols).saturating_sub(self.n);
        self.counts
            .iter()
            .position(|&k| (k as usize) < need)
            .map(|s| s as u32)
    }

    /// Whether some `n × n` Latin square has this block as its top-left corner (Ryser's
    /// condition: every symbol occurs at least `rows + cols − n` times).
    ///
    /// # Complexity
    /// `O(n)`.
    pub fn is_completable(&self) -> bool {
        self.deficient_symbol().is_none()
    }

    /// An `n × n` Latin square, row-major, whose top-left corner is the block; `None` when
    /// there is none ([`is_completable`](Self::is_completable)).
    ///
    /// # Complexity
    /// `O(n^2.5 log n)` at worst, `O(n²)` memory: see the [module](self) documentation.
    ///
    /// # Example
    /// ```
    /// use solver::latin::Block;
    ///
    /// let block = Block::new(3, 1, 2, vec![2, 0]).unwrap();
    /// let square = block.complete().unwrap();
    /// assert_eq!(&square[..2], &[2, 0]);
    /// for i in 0..3 {
    ///     let mut row = square[3 * i..3 * i + 3].to_vec();
    ///     let mut col = vec![square[i], square[3 + i], square[6 + i]];
    ///     row.sort();
    ///     col.sort();
    ///     assert_eq!((row, col), (vec![0, 1, 2], vec![0, 1, 2]));
    /// }
    ///
    /// // Symbol 2 must occur 2 + 2 − 3 = 1 time in a 2×2 block of a 3×3 square.
    /// assert_eq!(Block::new(3, 2, 2, vec![0, 1, 1, 0]).unwrap().complete(), None);
    /// ```
    pub fn complete(&self) -> Option<Vec<u32>> {
        self.complete_counting().0
    }

    /// [`complete`](Self::complete), with the work it took: the edges its colourings looked
    /// at (each edge of a split, and each edge a matching step tried), a deterministic measure
    /// that no machine's speed blurs, for the work budgets of the tests.
    ///
    /// # Complexity
    /// That of [`complete`](Self::complete).
    ///
    /// # Example
    /// ```
    /// use solver::latin::Block;
    ///
    /// let (square, work) = Block::new(4, 1, 1, vec![3]).unwrap().complete_counting();
    /// assert_eq!(square.unwrap()[0], 3);
    /// assert!(work > 0);
    /// ```
    pub fn complete_counting(&self) -> (Option<Vec<u32>>, u64) {
        if !self.is_completable() {
            return (None, 0);
        }
        let (n, r, c) = (self.n, self.rows, self.cols);
        let mut square = vec![0u32; n * n];
        for i in 0..r {
            square[i * n..i * n + c].copy_from_slice(&self.cells[i * c..i * c + c]);
        }
        let mut graph = Colouring::default();
        self.extend_rows(&mut square, &mut graph);
        extend_columns(n, r, &mut square, &mut graph);
        (Some(square), graph.work())
    }

    /// Stage 1: fills columns `cols..n` of rows `0..rows` of `square`, by colouring the graph
    /// *row — missing symbol*, made regular as the module documentation describes.
    fn extend_rows(&self, square: &mut [u32], graph: &mut Colouring) {
        let (n, r, c) = (self.n, self.rows, self.cols);
        let degree = n - c;
        if r == 0 || degree == 0 {
            return;
        }
        // Symbols merged into vertices of degree at most `degree`, in order (next fit). A
        // symbol's degree `r − N(s)` is at most `degree` by Ryser's condition.
        let mut vertex_of = vec![NONE; n];
        let mut vertex_degree: Vec<usize> = Vec::new();
        for (s, &count) in self.counts.iter().enumerate() {
            let d = r - count as usize;
            if d == 0 {
                continue;
            }
            match vertex_degree.last_mut() {
                Some(last) if *last + d <= degree => *last += d,
                _ => vertex_degree.push(d),
            }
            vertex_of[s] = (vertex_degree.len() - 1) as u32;
        }
        // The vertices' degrees add up to `r · degree`, so there are at least `r` of them.
        let side = vertex_degree.len();
        graph.reset(side, degree);
        // The symbol of each real edge (the first `r · degree`).
        let mut symbol = Vec::with_capacity(r * degree);
        let mut in_row = vec![NONE; n];
        for i in 0..r {
            for &v in &self.cells[i * c..i * c + c] {
                in_row[v as usize] = i as u32;
            }
            for (s, &seen) in in_row.iter().enumerate() {
                if seen != i as u32 {
                    graph.push(vertex_of[s] as usize);
                    symbol.push(s as u32);
                }
            }
        }
        // Dummy rows `r..side` fill every vertex up to `degree`: the edges pushed from here on
        // are theirs, `degree` each, in order (`(side − r) · degree` in all).
        for (v, &d) in vertex_degree.iter().enumerate() {
            for _ in d..degree {
                graph.push(v);
            }
        }
        graph.colour();
        for (e, &s) in symbol.iter().enumerate() {
            let i = graph.left(e);
            square[i * n + c + graph.colour[e] as usize] = s;
        }
    }
}

/// Stage 2: fills rows `r..n` of `square`, whose rows `0..r` are complete, by colouring the
/// `(n − r)`-regular graph *column — missing symbol*.
fn extend_columns(n: usize, r: usize, square: &mut [u32], graph: &mut Colouring) {
    let degree = n - r;
    if degree == 0 {
        return;
    }
    graph.reset(n, degree);
    let mut in_column = vec![NONE; n];
    for j in 0..n {
        for i in 0..r {
            in_column[square[i * n + j] as usize] = j as u32;
        }
        for (s, &seen) in in_column.iter().enumerate() {
            if seen != j as u32 {
                graph.push(s);
            }
        }
    }
    graph.colour();
    for e in 0..graph.right.len() {
        let row = r + graph.colour[e] as usize;
        square[row * n + graph.left(e)] = graph.right[e];
    }
}
