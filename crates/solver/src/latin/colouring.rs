//! Edge colouring of a regular bipartite multigraph, the step both stages of the completion
//! rest on.
//!
//! With every degree `Δ`, divide and conquer. For even `Δ`, pair the edges at every vertex;
//! each edge then has a partner at each end, and the pairs chain into closed trails that
//! alternate between pairs at left and at right vertices. Putting the two edges of every pair
//! into different halves, along each trail, leaves each vertex `Δ/2` edges in each half (an
//! Euler partition), and the halves are coloured apart with `Δ/2` colours each. For odd `Δ`,
//! one perfect matching (it exists, by Hall's theorem; [`HopcroftKarp`] finds it) takes a colour
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

use std::ops::Range;

use crate::matching::{Bipartite, HopcroftKarp};

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
pub(super) struct Colouring {
    side: usize,
    degree: usize,
    pub(super) right: Vec<u32>,
    pub(super) colour: Vec<u32>,
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
    /// Splitting: per right vertex, the next position of `by_right` to fill.
    next: Vec<usize>,
    /// The perfect matchings of the odd degrees.
    matching: HopcroftKarp,
    /// The edges the splits looked at so far.
    split_work: u64,
}

impl Colouring {
    /// Forgets the edges; the graph will have `side` vertices a side, of degree `degree`.
    pub(super) fn reset(&mut self, side: usize, degree: usize) {
        self.side = side;
        self.degree = degree;
        self.right.clear();
    }

    /// Adds the next edge of left vertex `right.len() / degree` (the invariant: a left vertex's
    /// edges are pushed together, in the order of the vertices) and returns its number.
    pub(super) fn push(&mut self, right: usize) -> usize {
        self.right.push(right as u32);
        self.right.len() - 1
    }

    /// The edges looked at so far, by the splits and the matchings: the work of the
    /// colourings, which no machine's speed blurs.
    pub(super) fn work(&self) -> u64 {
        self.split_work + self.matching.work()
    }

    /// The left vertex of edge `e`.
    pub(super) fn left(&self, e: usize) -> usize {
        e / self.degree
    }

    /// Colours the edges with `degree` colours into `colour`.
    pub(super) fn colour(&mut self) {
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
        self.split_work += m as u64;
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
    /// `(d − 1)`-regular graph grouped by left vertex.
    fn move_perfect_matching_first(&mut self, lo: usize, d: usize) {
        let (side, m) = (self.side, self.side * d);
        let range = Grouped {
            rights: &self.rights[lo..lo + m],
            side,
            d,
        };
        let size = self.matching.maximum(&range);
        debug_assert_eq!(
            size, side,
            "a regular bipartite graph has a perfect matching"
        );
        for u in 0..side {
            // A vertex left unmatched (impossible by Hall) keeps its edges in place.
            let matched = self.matching.mate_edge(u).unwrap_or(u * d);
            let mut to = side + u * (d - 1);
            for p in u * d..u * d + d {
                let at = if p == matched { u } else { to };
                if p != matched {
                    to += 1;
                }
                self.spare_ids[at] = self.ids[lo + p];
                self.spare_rights[at] = self.rights[lo + p];
            }
        }
        self.ids[lo..lo + m].copy_from_slice(&self.spare_ids[..m]);
        self.rights[lo..lo + m].copy_from_slice(&self.spare_rights[..m]);
    }
}

/// A task's range as the matching reads it: `d` edges a left vertex, grouped by left vertex.
struct Grouped<'a> {
    rights: &'a [u32],
    side: usize,
    d: usize,
}

impl Bipartite for Grouped<'_> {
    fn left(&self) -> usize {
        self.side
    }
    fn right(&self) -> usize {
        self.side
    }
    fn edges(&self, u: usize) -> Range<usize> {
        u * self.d..u * self.d + self.d
    }
    fn head(&self, edge: usize) -> usize {
        self.rights[edge] as usize
    }
}
