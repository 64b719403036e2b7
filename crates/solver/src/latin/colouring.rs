//! Edge colouring of a regular bipartite multigraph, the step both stages of the completion
//! rest on.
//!
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

use super::NONE;

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
    pub(super) work: u64,
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
