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
//! # Edge colouring of a regular bipartite multigraph
//! With every degree `Δ`, divide and conquer. For even `Δ`, pair the edges at every vertex;
//! each edge then has a partner at each end, and the pairs chain into closed trails that
//! alternate between pairs at left and at right vertices. Putting the two edges of every pair
//! into different halves, along each trail, leaves each vertex `Δ/2` edges in each half (an
//! Euler partition), and the halves are coloured apart with `Δ/2` colours each. For odd `Δ`,
//! one perfect matching (it exists, by Hall's theorem; Hopcroft–Karp finds it) takes a colour
//! and leaves `Δ − 1`. A subgraph's edges are kept grouped by left vertex, so that a left
//! vertex needs no adjacency list and its pairs are neighbouring positions.
//!
//! The graph of stage 1 is not regular; it is made so first. Symbols whose degrees add up to at
//! most `Δ = n − c` are merged into one vertex, in order (next fit: two neighbouring vertices
//! hold more than `Δ`, so there are at most `2r + 1`), and dummy rows take the missing degree.
//! The dummy edges may repeat, and so may a row's edges to a merged vertex: the colouring works
//! on multigraphs. A colour is still a matching of rows to distinct symbols, since merging only
//! forbids more.
//!
//! # Complexity
//! For `E` edges, `V` vertices a side and degree `Δ`: `⌊log₂ Δ⌋` levels of splits, `O(E + V)`
//! each, and a level of matchings for every other one bit of `Δ`, `O(E √V)` each
//! (Hopcroft–Karp's bound; regular graphs take few phases in practice: at most 5 measured at
//! order 500). The two stages have `E ≤ min(n, 2r + 1) · (n − c)` and `E = n (n − r)`,
//! `V ≤ n`: `O(n^2.5 log n)` in all at worst, `O(n²)` time in practice, `O(n²)` memory (about
//! ten words per edge). `crates/bench/README.md` has the times at order 500.
//!
//! [`random_square`] draws the Latin squares the tests and benchmarks cut blocks from.

use std::fmt;

use crate::rng::SplitMix64;

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
        (Some(square), graph.work)
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

/// A regular bipartite multigraph and its edge colouring, with the work space of the divide and
/// conquer.
///
/// # Invariants
/// - edges are numbered in the order they were pushed, and left vertex `u` (in `0..side`) has
///   edges `u · degree .. (u + 1) · degree`; `right[e]` is edge `e`'s right vertex, in
///   `0..side`, and every right vertex has `degree` edges once all are pushed;
/// - during [`colour`](Self::colour), each pending task owns a range `lo .. lo + side · d` of
///   `ids` and `rights` (an edge and its right vertex per position): a `d`-regular spanning
///   subgraph, to be coloured with `d` colours from its first colour on, *grouped by left
///   vertex* like the whole graph (`u`'s edges at `lo + u · d .. lo + (u + 1) · d`), so that a
///   left vertex's edges need no adjacency list;
/// - after it, `colour[e]` is in `0..degree` and the edges of one colour are a perfect
///   matching.
#[derive(Clone, Debug, Default)]
struct Colouring {
    side: usize,
    degree: usize,
    right: Vec<u32>,
    colour: Vec<u32>,
    ids: Vec<u32>,
    rights: Vec<u32>,
    /// A task's `ids` and `rights` in their new order, before they are copied back.
    spare_ids: Vec<u32>,
    spare_rights: Vec<u32>,
    /// Splitting: the positions of the task's edges by right vertex (`v`'s at
    /// `v · d .. (v + 1) · d`), each position's partner (the edge it is paired with at its right
    /// vertex: positions `2t` and `2t + 1` are paired at their left one), and per pair `t`
    /// which goes into the first half (0: not yet decided, 1: the even one, 2: the odd one).
    by_right: Vec<u32>,
    partner: Vec<u32>,
    first_of_pair: Vec<u8>,
    /// Per vertex, the next position to fill (splitting) or to try (Hopcroft–Karp).
    next: Vec<usize>,
    /// Hopcroft–Karp: per left vertex the position of its matched edge, per right vertex its
    /// matched left vertex (`NONE`: free); per left vertex its layer in the current phase
    /// (`NONE`: unreached, or dead for the rest of the phase), the breadth-first queue and the
    /// depth-first path of left vertices.
    mate_left: Vec<u32>,
    mate_right: Vec<u32>,
    layer: Vec<u32>,
    queue: Vec<u32>,
    path: Vec<u32>,
    /// The edges looked at so far: each of a split, each a matching step tried.
    work: u64,
}

impl Colouring {
    /// Forgets the edges; the graph will have `side` vertices a side, of degree `degree`.
    fn reset(&mut self, side: usize, degree: usize) {
        self.side = side;
        self.degree = degree;
        self.right.clear();
    }

    /// Adds the next edge of left vertex `right.len() / degree` (the invariant: a left vertex's
    /// edges are pushed together, in the order of the vertices) and returns its number.
    fn push(&mut self, right: usize) -> usize {
        self.right.push(right as u32);
        self.right.len() - 1
    }

    /// The left vertex of edge `e`.
    fn left(&self, e: usize) -> usize {
        e / self.degree
    }

    /// Colours the edges with `degree` colours into `colour`.
    fn colour(&mut self) {
        let edges = self.right.len();
        debug_assert_eq!(edges, self.side * self.degree);
        self.colour.clear();
        self.colour.resize(edges, 0);
        self.ids.clear();
        self.ids.extend(0..edges as u32);
        self.rights.clear();
        self.rights.extend_from_slice(&self.right);
        self.spare_ids.resize(edges, 0);
        self.spare_rights.resize(edges, 0);
        // Tasks: the start of a range, its degree, its first colour.
        let mut tasks = vec![(0, self.degree, 0u32)];
        while let Some((lo, d, first)) = tasks.pop() {
            if d == 0 {
                continue;
            }
            if d % 2 == 1 {
                if d > 1 {
                    self.move_perfect_matching_first(lo, d);
                    tasks.push((lo + self.side, d - 1, first + 1));
                }
                for &e in &self.ids[lo..lo + self.side] {
                    self.colour[e as usize] = first;
                }
            } else {
                self.split(lo, d);
                tasks.push((lo, d / 2, first));
                tasks.push((lo + self.side * d / 2, d / 2, first + (d / 2) as u32));
            }
        }
    }

    /// Reorders the range at `lo`, a `d`-regular graph with `d` even, into two `d/2`-regular
    /// halves, each grouped by left vertex.
    ///
    /// Pair each vertex's edges: at a left vertex positions `2t` and `2t + 1`, at a right
    /// vertex consecutive ones of `by_right`. Every edge has one partner at each end, so the
    /// pairs chain into closed trails that change sides at every step, and putting the members
    /// of every pair into different halves, along each trail, splits every vertex's edges in
    /// two equal parts. Left pair `t` then goes to position `t` of its half: the halves stay
    /// grouped by left vertex, `d/2` edges each.
    fn split(&mut self, lo: usize, d: usize) {
        let (side, m) = (self.side, self.side * d);
        self.work += m as u64;
        self.next.clear();
        self.next.extend((0..side).map(|v| v * d));
        self.by_right.resize(m, 0);
        for (p, &v) in self.rights[lo..lo + m].iter().enumerate() {
            let v = v as usize;
            self.by_right[self.next[v]] = p as u32;
            self.next[v] += 1;
        }
        self.partner.resize(m, 0);
        for pair in self.by_right.chunks_exact(2) {
            self.partner[pair[0] as usize] = pair[1];
            self.partner[pair[1] as usize] = pair[0];
        }
        self.first_of_pair.clear();
        self.first_of_pair.resize(m / 2, 0);
        for start in 0..m / 2 {
            if self.first_of_pair[start] != 0 {
                continue;
            }
            // Position `x` goes first, so its left partner `x ^ 1` second, so the right
            // partner of that first again; the trail closes at `start`'s pair.
            let mut x = 2 * start;
            while self.first_of_pair[x / 2] == 0 {
                self.first_of_pair[x / 2] = 1 + (x % 2) as u8;
                x = self.partner[x ^ 1] as usize;
            }
        }
        let half = m / 2;
        for (t, &first) in self.first_of_pair.iter().enumerate() {
            let a = lo + 2 * t + (first as usize - 1);
            let b = lo + 2 * t + (2 - first as usize);
            self.spare_ids[t] = self.ids[a];
            self.spare_rights[t] = self.rights[a];
            self.spare_ids[half + t] = self.ids[b];
            self.spare_rights[half + t] = self.rights[b];
        }
        self.ids[lo..lo + m].copy_from_slice(&self.spare_ids[..m]);
        self.rights[lo..lo + m].copy_from_slice(&self.spare_rights[..m]);
    }

    /// Reorders the range at `lo`, a `d`-regular graph with `d` odd, so that its first `side`
    /// edges are a perfect matching (left vertex `u`'s at position `u`) and the rest a
    /// `(d − 1)`-regular graph grouped by left vertex: Hopcroft–Karp from a greedy matching.
    fn move_perfect_matching_first(&mut self, lo: usize, d: usize) {
        let side = self.side;
        self.mate_left.clear();
        self.mate_left.resize(side, NONE);
        self.mate_right.clear();
        self.mate_right.resize(side, NONE);
        let mut free = side;
        for u in 0..side {
            for p in u * d..u * d + d {
                self.work += 1;
                #[cfg(feature = "meter")]
                crate::meter::charge(crate::meter::LATIN_EDGE);
                let v = self.rights[lo + p] as usize;
                if self.mate_right[v] == NONE {
                    self.mate_right[v] = u as u32;
                    self.mate_left[u] = p as u32;
                    free -= 1;
                    break;
                }
            }
        }
        while free > 0 && self.layer_from_free(lo, d) {
            self.next.clear();
            self.next.extend((0..side).map(|u| u * d));
            for root in 0..side {
                if self.mate_left[root] == NONE && self.augment_from(root, lo, d) {
                    free -= 1;
                }
            }
        }
        debug_assert_eq!(free, 0, "a regular bipartite graph has a perfect matching");
        let rest = side + lo;
        for u in 0..side {
            let matched = self.mate_left[u] as usize;
            let mut to = rest + u * (d - 1) - lo;
            for p in u * d..u * d + d {
                let at = if p == matched { u } else { to };
                if p != matched {
                    to += 1;
                }
                // A vertex left unmatched (impossible by Hall) would leave its edges in place.
                if at < side * d {
                    self.spare_ids[at] = self.ids[lo + p];
                    self.spare_rights[at] = self.rights[lo + p];
                }
            }
        }
        let m = side * d;
        self.ids[lo..lo + m].copy_from_slice(&self.spare_ids[..m]);
        self.rights[lo..lo + m].copy_from_slice(&self.spare_rights[..m]);
    }

    /// Hopcroft–Karp's breadth-first phase: the layers of the left vertices from the free
    /// ones, along unmatched edges out and matched edges back, up to the first layer that
    /// reaches a free right vertex. Returns whether one does.
    fn layer_from_free(&mut self, lo: usize, d: usize) -> bool {
        self.layer.clear();
        self.queue.clear();
        for (u, &p) in self.mate_left.iter().enumerate() {
            if p == NONE {
                self.layer.push(0);
                self.queue.push(u as u32);
            } else {
                self.layer.push(NONE);
            }
        }
        let mut last_layer = NONE;
        let mut head = 0;
        while head < self.queue.len() {
            let u = self.queue[head] as usize;
            head += 1;
            if self.layer[u] > last_layer {
                break;
            }
            self.work += d as u64;
            for &v in &self.rights[lo + u * d..lo + u * d + d] {
                let w = self.mate_right[v as usize];
                if w == NONE {
                    last_layer = self.layer[u];
                } else if self.layer[w as usize] == NONE {
                    self.layer[w as usize] = self.layer[u] + 1;
                    self.queue.push(w);
                }
            }
        }
        last_layer != NONE
    }

    /// Hopcroft–Karp's depth-first phase from the free left vertex `root`, along the layers,
    /// without recursion; augments and returns `true` when it reaches a free right vertex.
    /// Vertices that lead nowhere leave the layers for the rest of the phase.
    fn augment_from(&mut self, root: usize, lo: usize, d: usize) -> bool {
        self.path.clear();
        self.path.push(root as u32);
        while let Some(&top) = self.path.last() {
            let u = top as usize;
            let mut deeper = None;
            while self.next[u] < u * d + d {
                self.work += 1;
                #[cfg(feature = "meter")]
                crate::meter::charge(crate::meter::LATIN_EDGE);
                let v = self.rights[lo + self.next[u]] as usize;
                let w = self.mate_right[v];
                if w == NONE {
                    // The path's vertices take the edges they stand on.
                    for &x in &self.path {
                        let x = x as usize;
                        self.mate_left[x] = self.next[x] as u32;
                        let vx = self.rights[lo + self.next[x]] as usize;
                        self.mate_right[vx] = x as u32;
                    }
                    return true;
                }
                let w = w as usize;
                if self.layer[u] != NONE && self.layer[w] == self.layer[u] + 1 {
                    deeper = Some(w);
                    break;
                }
                self.next[u] += 1;
            }
            match deeper {
                Some(w) => self.path.push(w as u32),
                None => {
                    self.layer[u] = NONE;
                    self.path.pop();
                    if let Some(&parent) = self.path.last() {
                        self.next[parent as usize] += 1;
                    }
                }
            }
        }
        false
    }
}

/// A random Latin square of order `n`, row-major: a random isotope of the cyclic square (rows,
/// columns and symbols permuted at random), then `moves` moves of Jacobson and Matthews'
/// Markov chain (1996), whose stationary distribution is uniform over the Latin squares of
/// order `n`. A move goes from a square through improper ones (one cell holding two symbols
/// and "minus" a third) back to a square: about `n` steps (425 on average at `n = 500`,
/// measured), each changing 8 entries of the incidence cube. How many moves bring the square
/// close to uniform is not known; `n` moves change every cell several times over.
///
/// # Errors
/// When `n` exceeds [`MAX_ORDER`].
///
/// # Complexity
/// `O(n² + moves · n)` expected time (the length of a move as measured, not proven), `O(n²)`
/// memory.
///
/// # Example
/// ```
/// use solver::latin::{random_square, Block};
/// use solver::rng::SplitMix64;
///
/// let square = random_square(6, 100, &mut SplitMix64::new(1)).unwrap();
/// // A whole square is a block that completes to itself.
/// let block = Block::new(6, 6, 6, square.clone()).unwrap();
/// assert_eq!(block.complete(), Some(square));
/// ```
pub fn random_square(n: usize, moves: u64, rng: &mut SplitMix64) -> Result<Vec<u32>, Error> {
    check_order(n)?;
    let mut perms = vec![(0..n as u32).collect::<Vec<u32>>(); 3];
    for p in &mut perms {
        rng.shuffle(p);
    }
    let mut cube = Cube::new(n, |r, c| {
        perms[2][(perms[0][r] as usize + perms[1][c] as usize) % n]
    });
    if n >= 2 {
        for _ in 0..moves {
            cube.proper_move(rng);
        }
    }
    Ok(cube.main[RC].clone())
}

/// The line families of a [`Cube`]: a line fixes two coordinates, its entries run along the
/// third.
const RC: usize = 0;
const RS: usize = 1;
const CS: usize = 2;

/// A nonzero entry of a [`Cube`] line other than the line's `main` one.
#[derive(Clone, Copy, Debug)]
struct Extra {
    family: usize,
    line: usize,
    at: u32,
    value: i8,
}

/// The incidence cube of a Latin square of order `n`, proper or improper, for Jacobson and
/// Matthews' chain: entry `(r, c, s)` is 1 when cell `(r, c)` holds `s`.
///
/// # Invariants
/// - every line sums to 1 and every entry is 0 or 1, except at most one entry −1 (the cube is
///   then *improper*, and the three lines through it hold two 1s each);
/// - `main[f][line]` is the coordinate of a 1 in the line (line `r·n + c` of family `RC` runs
///   along symbols, `r·n + s` of `RS` along columns, `c·n + s` of `CS` along rows), or `NONE`
///   only in the middle of a move;
/// - `extra` holds every other nonzero entry: none when proper, six when improper.
struct Cube {
    n: usize,
    main: [Vec<u32>; 3],
    extra: Vec<Extra>,
}

impl Cube {
    /// The proper cube of the square whose cell `(r, c)` holds `symbol(r, c)`.
    fn new<F: Fn(usize, usize) -> u32>(n: usize, symbol: F) -> Self {
        let mut main = [vec![NONE; n * n], vec![NONE; n * n], vec![NONE; n * n]];
        for r in 0..n {
            for c in 0..n {
                let s = symbol(r, c) as usize;
                main[RC][r * n + c] = s as u32;
                main[RS][r * n + s] = c as u32;
                main[CS][c * n + s] = r as u32;
            }
        }
        Cube {
            n,
            main,
            extra: Vec::new(),
        }
    }

    /// Adds `delta` (±1) to entry `at` of a line, keeping the invariants.
    fn line_add(&mut self, family: usize, line: usize, at: u32, delta: i8) {
        let found = self
            .extra
            .iter()
            .position(|x| x.family == family && x.line == line && x.at == at);
        if let Some(i) = found {
            // An entry of ±1 goes to 0 (a move never makes a 2 or a −2).
            self.extra.swap_remove(i);
        } else if self.main[family][line] == at {
            // The main 1 goes; another 1 of the line, if any, takes its place.
            self.main[family][line] = NONE;
            let other = self
                .extra
                .iter()
                .position(|x| x.family == family && x.line == line && x.value > 0);
            if let Some(i) = other {
                self.main[family][line] = self.extra.swap_remove(i).at;
            }
        } else if delta > 0 && self.main[family][line] == NONE {
            self.main[family][line] = at;
        } else {
            self.extra.push(Extra {
                family,
                line,
                at,
                value: delta,
            });
        }
    }

    fn add(&mut self, r: usize, c: usize, s: usize, delta: i8) {
        let n = self.n;
        self.line_add(RC, r * n + c, s as u32, delta);
        self.line_add(RS, r * n + s, c as u32, delta);
        self.line_add(CS, c * n + s, r as u32, delta);
    }

    /// One of the 1s of a line through the −1 of an improper cube, at random.
    fn either_one(&self, family: usize, line: usize, rng: &mut SplitMix64) -> usize {
        let other = self
            .extra
            .iter()
            .find(|x| x.family == family && x.line == line && x.value > 0)
            .map_or(self.main[family][line], |x| x.at);
        if rng.below(2) == 0 {
            self.main[family][line] as usize
        } else {
            other as usize
        }
    }

    /// One move from a proper cube to a proper cube: from a random 0 entry, steps through
    /// improper cubes until a step lands on a proper one. Needs `n >= 2`.
    fn proper_move(&mut self, rng: &mut SplitMix64) {
        let n = self.n;
        let r = rng.below(n as u64) as usize;
        let c = rng.below(n as u64) as usize;
        let held = self.main[RC][r * n + c] as usize;
        let mut s = rng.below(n as u64 - 1) as usize;
        if s >= held {
            s += 1;
        }
        let (mut r, mut c, mut s, mut proper) = (r, c, s, true);
        loop {
            let (s1, c1, r1) = if proper {
                (
                    self.main[RC][r * n + c] as usize,
                    self.main[RS][r * n + s] as usize,
                    self.main[CS][c * n + s] as usize,
                )
            } else {
                (
                    self.either_one(RC, r * n + c, rng),
                    self.either_one(RS, r * n + s, rng),
                    self.either_one(CS, c * n + s, rng),
                )
            };
            self.add(r, c, s, 1);
            self.add(r, c, s1, -1);
            self.add(r, c1, s, -1);
            self.add(r1, c, s, -1);
            self.add(r, c1, s1, 1);
            self.add(r1, c, s1, 1);
            self.add(r1, c1, s, 1);
            self.add(r1, c1, s1, -1);
            match self.extra.iter().find(|x| x.family == RC && x.value < 0) {
                Some(x) => {
                    r = x.line / n;
                    c = x.line % n;
                    s = x.at as usize;
                    proper = false;
                }
                None => return,
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Whether `square` is a Latin square of order `n` whose top-left corner is `block`:
    /// checked directly, sharing nothing with the construction.
    fn is_completion_of(n: usize, square: &[u32], block: &Block) -> bool {
        if square.len() != n * n {
            return false;
        }
        for i in 0..n {
            let mut in_row = vec![false; n];
            let mut in_col = vec![false; n];
            for j in 0..n {
                let (a, b) = (square[i * n + j] as usize, square[j * n + i] as usize);
                if a >= n || b >= n || in_row[a] || in_col[b] {
                    return false;
                }
                in_row[a] = true;
                in_col[b] = true;
            }
        }
        let (r, c) = (block.rows(), block.cols());
        (0..r).all(|i| square[i * n..i * n + c] == block.cells()[i * c..i * c + c])
    }

    /// Whether the `n × n` grid (row-major, `NONE` for empty) has a Latin completion: a
    /// backtracking search written for the tests, branching on the cell, or the (row, symbol)
    /// or (column, symbol) pair, with the fewest options, on bit masks (`n <= 8`).
    fn brute_force_completes(n: usize, grid: &mut Vec<u32>) -> bool {
        let full = (1u32 << n) - 1;
        let mut row_used = vec![0u32; n];
        let mut col_used = vec![0u32; n];
        for i in 0..n {
            for j in 0..n {
                let v = grid[i * n + j];
                if v != NONE {
                    row_used[i] |= 1 << v;
                    col_used[j] |= 1 << v;
                }
            }
        }
        fn search(
            n: usize,
            full: u32,
            grid: &mut Vec<u32>,
            rows: &mut [u32],
            cols: &mut [u32],
        ) -> bool {
            // The most constrained choice: (options as (cell, symbol) pairs, count).
            let mut best: Option<Vec<(usize, u32)>> = None;
            let consider = |options: Vec<(usize, u32)>, best: &mut Option<Vec<(usize, u32)>>| {
                if best.as_ref().map_or(true, |b| options.len() < b.len()) {
                    *best = Some(options);
                }
            };
            for i in 0..n {
                for j in 0..n {
                    if grid[i * n + j] == NONE {
                        let free = full & !rows[i] & !cols[j];
                        let options = (0..n as u32)
                            .filter(|&v| free >> v & 1 == 1)
                            .map(|v| (i * n + j, v))
                            .collect();
                        consider(options, &mut best);
                    }
                }
                for v in 0..n as u32 {
                    if rows[i] >> v & 1 == 0 {
                        let options = (0..n)
                            .filter(|&j| grid[i * n + j] == NONE && cols[j] >> v & 1 == 0)
                            .map(|j| (i * n + j, v))
                            .collect();
                        consider(options, &mut best);
                    }
                    if cols[i] >> v & 1 == 0 {
                        let options = (0..n)
                            .filter(|&k| grid[k * n + i] == NONE && rows[k] >> v & 1 == 0)
                            .map(|k| (k * n + i, v))
                            .collect();
                        consider(options, &mut best);
                    }
                }
            }
            let options = match best {
                None => return true,
                Some(options) => options,
            };
            for (cell, v) in options {
                let (i, j) = (cell / n, cell % n);
                grid[cell] = v;
                rows[i] |= 1 << v;
                cols[j] |= 1 << v;
                if search(n, full, grid, rows, cols) {
                    return true;
                }
                grid[cell] = NONE;
                rows[i] &= !(1 << v);
                cols[j] &= !(1 << v);
            }
            false
        }
        search(n, full, grid, &mut row_used, &mut col_used)
    }

    /// The block's grid for the brute force: its cells, the rest empty.
    fn grid_of(block: &Block) -> Vec<u32> {
        let (n, r, c) = (block.order(), block.rows(), block.cols());
        let mut grid = vec![NONE; n * n];
        for i in 0..r {
            grid[i * n..i * n + c].copy_from_slice(&block.cells()[i * c..i * c + c]);
        }
        grid
    }

    /// Checks the decision against the brute force and the square against the block.
    fn check_against_brute_force(block: &Block) {
        let n = block.order();
        let expected = brute_force_completes(n, &mut grid_of(block));
        assert_eq!(block.is_completable(), expected, "{:?}", block);
        match block.complete() {
            Some(square) => {
                assert!(expected, "{:?}", block);
                assert!(
                    is_completion_of(n, &square, block),
                    "{:?}: {:?}",
                    block,
                    square
                );
            }
            None => assert!(!expected, "{:?}", block),
        }
    }

    /// Calls `visit` with every `r × c` array of symbols `0..n` that repeats nothing in a row
    /// or a column, filling `cells` in row-major order from `k` on.
    fn each_valid_block(
        n: usize,
        r: usize,
        c: usize,
        cells: &mut Vec<u32>,
        visit: &mut dyn FnMut(&[u32]),
    ) {
        let k = cells.len();
        if k == r * c {
            visit(cells);
            return;
        }
        let (i, j) = (k / c, k % c);
        for v in 0..n as u32 {
            let clash =
                (0..j).any(|jj| cells[i * c + jj] == v) || (0..i).any(|ii| cells[ii * c + j] == v);
            if !clash {
                cells.push(v);
                each_valid_block(n, r, c, cells, visit);
                cells.pop();
            }
        }
    }

    #[test]
    fn every_block_up_to_order_4_matches_brute_force() {
        let mut blocks = 0;
        let mut completable = 0;
        for n in 1..=4 {
            for r in 0..=n {
                for c in 0..=n {
                    each_valid_block(n, r, c, &mut Vec::new(), &mut |cells| {
                        let block = Block::new(n, r, c, cells.to_vec()).unwrap();
                        check_against_brute_force(&block);
                        blocks += 1;
                        completable += block.is_completable() as usize;
                    });
                }
            }
        }
        // Both answers occur, many times.
        assert!(
            blocks > 4_000 && completable > 3_000 && blocks - completable > 500,
            "{} {}",
            blocks,
            completable
        );
    }

    /// The symbols in neither row `i` nor column `j` of the `r × c` block `cells` (filled in
    /// row-major order, perhaps only in part), the cell `(i, j)` itself aside.
    fn free_symbols(n: usize, c: usize, cells: &[u32], i: usize, j: usize) -> Vec<u32> {
        let r = (cells.len() + c - 1) / c;
        (0..n as u32)
            .filter(|&v| {
                (0..c).all(|jj| jj == j || cells.get(i * c + jj) != Some(&v))
                    && (0..r).all(|ii| ii == i || cells.get(ii * c + j) != Some(&v))
            })
            .collect()
    }

    /// A random `r × c` block for a square of order `n`, of four kinds by `kind % 4`:
    /// 0. cut from a random square (it completes);
    /// 1. the same with random cells changed, one by one, to a symbol absent from the cell's
    ///    row and column (each change moves one count down and another up);
    /// 2. cut from a random square of order `m` between `max(r, c)` and `n`, its symbols
    ///    mapped to random ones of `0..n` (so `n − m` symbols are missing: it completes only
    ///    when `r + c <= n` or `m = n`), half of them then changed as in 1;
    /// 3. filled cell by cell with random symbols that clash with nothing so far (`None` when a
    ///    cell has none left).
    fn random_block(
        n: usize,
        r: usize,
        c: usize,
        kind: u64,
        rng: &mut SplitMix64,
    ) -> Option<Block> {
        let mut cells = Vec::with_capacity(r * c);
        if kind % 4 == 3 {
            for k in 0..r * c {
                let free = free_symbols(n, c, &cells, k / c, k % c);
                if free.is_empty() {
                    return None;
                }
                cells.push(free[rng.below(free.len() as u64) as usize]);
            }
            return Some(Block::new(n, r, c, cells).unwrap());
        }
        let m = if kind % 4 == 2 {
            let least = r.max(c);
            least + rng.below((n + 1 - least) as u64) as usize
        } else {
            n
        };
        let square = random_square(m, (m * m) as u64, rng).unwrap();
        let mut symbols: Vec<u32> = (0..n as u32).collect();
        rng.shuffle(&mut symbols);
        for i in 0..r {
            cells.extend(
                square[i * m..i * m + c]
                    .iter()
                    .map(|&v| symbols[v as usize]),
            );
        }
        if kind % 4 == 1 || (kind % 4 == 2 && rng.below(2) == 0) {
            for _ in 0..r * c / 2 {
                let k = rng.below((r * c) as u64) as usize;
                let free = free_symbols(n, c, &cells, k / c, k % c);
                if !free.is_empty() {
                    cells[k] = free[rng.below(free.len() as u64) as usize];
                }
            }
        }
        Some(Block::new(n, r, c, cells).unwrap())
    }

    #[test]
    fn random_blocks_up_to_order_8_match_brute_force() {
        let mut rng = SplitMix64::new(10062);
        let (mut yes, mut no) = (0, 0);
        for trial in 0..3000u64 {
            let n = 5 + rng.below(4) as usize;
            // Half the blocks are large: a block completes always when `r + c <= n`, and the
            // larger it is the likelier it does not.
            let least = if trial % 2 == 0 { 1 } else { n / 2 };
            let r = least + rng.below((n + 1 - least) as u64) as usize;
            let c = least + rng.below((n + 1 - least) as u64) as usize;
            if let Some(block) = random_block(n, r, c, trial / 2, &mut rng) {
                check_against_brute_force(&block);
                if block.is_completable() {
                    yes += 1;
                } else {
                    no += 1;
                }
            }
        }
        assert!(yes > 2000 && no > 300, "{} {}", yes, no);
    }

    /// The top-left `r × c` block of the square of order `n`.
    fn cut(n: usize, square: &[u32], r: usize, c: usize) -> Block {
        let cells = (0..r)
            .flat_map(|i| square[i * n..i * n + c].iter().cloned())
            .collect();
        Block::new(n, r, c, cells).unwrap()
    }

    #[test]
    fn blocks_of_order_500_complete_in_every_hard_shape() {
        let n = 500;
        let mut rng = SplitMix64::new(500);
        let random = random_square(n, n as u64, &mut rng).unwrap();
        let cyclic: Vec<u32> = (0..n * n).map(|k| ((k / n + k % n) % n) as u32).collect();
        let (r, c) = (
            1 + rng.below(n as u64) as usize,
            1 + rng.below(n as u64) as usize,
        );
        // One cell, a whole row or column, halves, degrees 255 = 2⁸ − 1 in both stages (a
        // perfect matching at every level), degrees 495 and 255 (the most work), all but a
        // row and a column, a random shape, nothing.
        let shapes = [
            (1, 1),
            (1, n),
            (n, 1),
            (n / 2, n / 2),
            (245, 245),
            (n - 1, n - 1),
            (r, c),
            (0, 0),
        ];
        for square in [&random, &cyclic].iter() {
            for &(r, c) in shapes.iter() {
                let block = cut(n, square, r, c);
                let completion = block.complete().unwrap();
                assert!(is_completion_of(n, &completion, &block), "{}×{}", r, c);
            }
        }
    }

    #[test]
    fn a_block_of_order_500_one_short_of_ryser_bound_has_no_completion() {
        // In the cyclic square's 400×400 block, symbol 0 occurs 1 + 299 = 300 times, the
        // bound 400 + 400 − 500; one occurrence changed to a symbol absent from its row and
        // column leaves it one short.
        let n = 500;
        let cyclic: Vec<u32> = (0..n * n).map(|k| ((k / n + k % n) % n) as u32).collect();
        let mut cells: Vec<u32> = cut(n, &cyclic, 400, 400).cells().to_vec();
        assert_eq!(cells.iter().filter(|&&v| v == 0).count(), 300);
        // Cell (250, 250) holds 0; its row and its column hold 250..500 and 0..150.
        assert_eq!(cells[250 * 400 + 250], 0);
        cells[250 * 400 + 250] = 200;
        let block = Block::new(n, 400, 400, cells).unwrap();
        assert_eq!(block.deficient_symbol(), Some(0));
        assert_eq!(block.complete(), None);
    }

    #[test]
    fn new_rejects_malformed_blocks_and_names_the_cell() {
        // (n, rows, cols, cells, the cell named, words of the message)
        type Case = (
            usize,
            usize,
            usize,
            Vec<u32>,
            Option<(usize, usize)>,
            &'static str,
        );
        let cases: Vec<Case> = vec![
            (MAX_ORDER + 1, 1, 1, vec![0], None, "too large"),
            (3, 4, 1, vec![0, 1, 2, 0], None, "does not fit"),
            (3, 1, 4, vec![0, 1, 2, 0], None, "does not fit"),
            (3, 2, 2, vec![0, 1, 2], None, "has 4 cells, found 3"),
            (3, 2, 2, vec![0, 1, 2, 3], Some((1, 1)), "holds 3"),
            (3, 2, 2, vec![0, 1, 2, 2], Some((1, 1)), "in its row"),
            (3, 2, 2, vec![0, 1, 0, 2], Some((1, 0)), "in its column"),
            (0, 0, 1, vec![], None, "does not fit"),
        ];
        for (n, r, c, cells, cell, words) in cases {
            let error = Block::new(n, r, c, cells.clone()).unwrap_err();
            assert_eq!(error.cell(), cell, "{:?}", cells);
            assert!(error.to_string().contains(words), "{}", error);
        }
    }

    #[test]
    fn empty_and_tiny_blocks_complete() {
        assert_eq!(
            Block::new(0, 0, 0, vec![]).unwrap().complete(),
            Some(vec![])
        );
        assert_eq!(
            Block::new(1, 1, 1, vec![0]).unwrap().complete(),
            Some(vec![0])
        );
        for &(n, r, c) in [(1, 0, 0), (2, 0, 2), (2, 2, 0), (7, 0, 0)].iter() {
            let block = Block::new(n, r, c, vec![]).unwrap();
            let square = block.complete().unwrap();
            assert!(is_completion_of(n, &square, &block), "{} {} {}", n, r, c);
        }
    }

    #[test]
    fn the_statement_sample_is_decided_as_printed() {
        // luogu10062's sample, symbols less one: Yes, No, Yes.
        let cases = [
            (2, 1, 1, vec![0], true),
            (3, 2, 2, vec![0, 1, 1, 0], false),
            (5, 2, 3, vec![0, 1, 2, 3, 2, 1], true),
        ];
        for (n, r, c, cells, yes) in cases.iter().cloned() {
            let block = Block::new(n, r, c, cells).unwrap();
            assert_eq!(block.is_completable(), yes);
            assert_eq!(block.deficient_symbol(), if yes { None } else { Some(2) });
            match block.complete() {
                Some(square) => assert!(yes && is_completion_of(n, &square, &block)),
                None => assert!(!yes),
            }
        }
        // The sample's own square for the third case passes the test's checker.
        let printed = [
            1, 2, 3, 4, 5, 4, 3, 2, 5, 1, 2, 4, 5, 1, 3, 3, 5, 1, 2, 4, 5, 1, 4, 3, 2,
        ];
        let square: Vec<u32> = printed.iter().map(|&v| v - 1).collect();
        let block = Block::new(5, 2, 3, vec![0, 1, 2, 3, 2, 1]).unwrap();
        assert!(is_completion_of(5, &square, &block));
    }

    #[test]
    fn random_squares_are_latin_and_moves_change_them() {
        let empty = |n| Block::new(n, 0, 0, vec![]).unwrap();
        for n in 0..=12 {
            for seed in 0..5 {
                let square = random_square(n, 50, &mut SplitMix64::new(seed)).unwrap();
                assert!(is_completion_of(n, &square, &empty(n)), "{} {}", n, seed);
            }
        }
        // The same seed draws the same isotope of the cyclic square; moves leave it.
        let start = random_square(30, 0, &mut SplitMix64::new(9)).unwrap();
        let moved = random_square(30, 30, &mut SplitMix64::new(9)).unwrap();
        assert!(is_completion_of(30, &moved, &empty(30)));
        let changed = start.iter().zip(&moved).filter(|(a, b)| a != b).count();
        assert!(changed > 300, "{} cells changed", changed);
        // In an isotope of the cyclic square, the permutation taking row `a` to row `b`
        // (`L(a, j) ↦ L(b, j)`) is conjugate to a translation of Z_n: its cycles all have one
        // length. Moves reach squares that are no such isotope.
        let equal_cycles = |square: &[u32], a: usize, b: usize| {
            let mut next = [0usize; 30];
            for j in 0..30 {
                next[square[a * 30 + j] as usize] = square[b * 30 + j] as usize;
            }
            let mut lengths = Vec::new();
            let mut done = [false; 30];
            for s in 0..30 {
                let (mut x, mut len) = (s, 0);
                while !done[x] {
                    done[x] = true;
                    x = next[x];
                    len += 1;
                }
                if len > 0 {
                    lengths.push(len);
                }
            }
            lengths.iter().all(|&l| l == lengths[0])
        };
        let pairs: Vec<(usize, usize)> =
            (0..30).flat_map(|a| (0..a).map(move |b| (a, b))).collect();
        assert!(pairs.iter().all(|&(a, b)| equal_cycles(&start, a, b)));
        assert!(!pairs.iter().all(|&(a, b)| equal_cycles(&moved, a, b)));
        assert!(random_square(MAX_ORDER + 1, 0, &mut SplitMix64::new(1)).is_err());
    }

    #[test]
    fn colourings_of_regular_multigraphs_are_perfect_matchings() {
        // Unions of `d` random perfect matchings: parallel edges are common at small sides.
        let mut rng = SplitMix64::new(5);
        let mut graph = Colouring::default();
        for &(side, d) in [(1, 7), (2, 5), (3, 6), (5, 9), (40, 31), (64, 64), (100, 3)].iter() {
            let perms: Vec<Vec<u32>> = (0..d)
                .map(|_| {
                    let mut p: Vec<u32> = (0..side as u32).collect();
                    rng.shuffle(&mut p);
                    p
                })
                .collect();
            graph.reset(side, d);
            for u in 0..side {
                for p in &perms {
                    graph.push(p[u] as usize);
                }
            }
            graph.colour();
            let mut seen = vec![0u32; 2 * side * d];
            for e in 0..side * d {
                let (u, v, k) = (
                    graph.left(e),
                    graph.right[e] as usize,
                    graph.colour[e] as usize,
                );
                assert!(k < d);
                seen[k * side + u] += 1;
                seen[side * d + k * side + v] += 1;
            }
            assert!(seen.iter().all(|&x| x == 1), "{} {}", side, d);
        }
    }
}
