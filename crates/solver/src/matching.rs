//! Maximum matching in a bipartite graph by Hopcroft and Karp's algorithm (1973).
//!
//! Each phase finds, by one breadth-first search from every free left vertex, the length of the
//! shortest augmenting paths, then augments along a maximal set of vertex-disjoint shortest
//! paths by depth-first search through the layers. Each phase is `O(E)`, and after `√V` phases
//! the shortest augmenting path is long enough that fewer than `√V` augmentations remain: the
//! matching is maximum after `O(√V)` phases, `O(E √V)` in all.
//!
//! [`HopcroftKarp`] runs on any [`Bipartite`] graph and keeps its work space from one graph to
//! the next (the Latin completion's edge colouring takes one perfect matching per odd degree);
//! [`maximum_matching`] is the one-call form on adjacency lists.

use std::ops::Range;

/// No vertex, no edge.
const NONE: u32 = u32::MAX;

/// A bipartite graph as the matching reads it: left vertices `0..left()`, right vertices
/// `0..right()`, and edges numbered so that left vertex `l`'s are the positions `edges(l)`.
pub trait Bipartite {
    /// The number of left vertices.
    fn left(&self) -> usize;
    /// The number of right vertices.
    fn right(&self) -> usize;
    /// The positions of left vertex `l`'s edges.
    fn edges(&self, l: usize) -> Range<usize>;
    /// The right vertex of the edge at position `edge`.
    fn head(&self, edge: usize) -> usize;
}

/// A graph given by adjacency lists, numbered edge by edge in the lists' order.
struct Lists {
    start: Vec<usize>,
    heads: Vec<usize>,
    right: usize,
}

impl Lists {
    /// The lists' graph; panics when a neighbour is `right` or more.
    fn new(adjacency: &[Vec<usize>], right: usize) -> Self {
        let mut start = Vec::with_capacity(adjacency.len() + 1);
        start.push(0);
        for list in adjacency {
            assert!(
                list.iter().all(|&r| r < right),
                "a neighbour of {} or more",
                right
            );
            start.push(start[start.len() - 1] + list.len());
        }
        Lists {
            start,
            heads: adjacency.concat(),
            right,
        }
    }
}

impl Bipartite for Lists {
    fn left(&self) -> usize {
        self.start.len() - 1
    }
    fn right(&self) -> usize {
        self.right
    }
    fn edges(&self, l: usize) -> Range<usize> {
        self.start[l]..self.start[l + 1]
    }
    fn head(&self, edge: usize) -> usize {
        self.heads[edge]
    }
}

/// A maximum matching of the bipartite graph with left vertices `0..adjacency.len()` and right
/// vertices `0..right`, `adjacency[l]` listing the right neighbours of `l`: the mate of each
/// left vertex, `None` where it stays free.
///
/// # Complexity
/// `O(E √V)` time for `E` edges and `V` vertices; `O(E + V)` memory.
///
/// # Panics
/// When a neighbour is `right` or more, or when there are `2³² − 1` edges or vertices a side.
///
/// # Example
/// ```
/// use solver::matching::maximum_matching;
///
/// // Left 0 may take right 0 or 1; left 1 only right 0: both are matched.
/// let mates = maximum_matching(&[vec![0, 1], vec![0]], 2);
/// assert_eq!(mates, vec![Some(1), Some(0)]);
/// // Two left vertices that want the same right one: one stays free.
/// assert_eq!(maximum_matching(&[vec![0], vec![0]], 1).iter().flatten().count(), 1);
/// ```
pub fn maximum_matching(adjacency: &[Vec<usize>], right: usize) -> Vec<Option<usize>> {
    let graph = Lists::new(adjacency, right);
    let mut matching = HopcroftKarp::new();
    matching.maximum(&graph);
    (0..adjacency.len())
        .map(|l| matching.mate_edge(l).map(|e| graph.heads[e]))
        .collect()
}

/// Hopcroft and Karp's maximum matching, with the work space it keeps from one graph to the
/// next.
///
/// # Invariants
/// After [`maximum`](Self::maximum) and between its phases: `mate_left[l]` is the position of
/// `l`'s matched edge (`NONE`: free) and `mate_right[r]` the left vertex matched to `r`, each
/// the other's inverse. During a phase, `layer[l]` is the distance, in left vertices, of `l`
/// from the free left vertices along alternating paths (`NONE`: unreached, or known to lead to
/// no free right vertex for the rest of the phase), and `next[l]` the first of `l`'s edges the
/// depth-first search has not yet ruled out.
#[derive(Clone, Debug, Default)]
pub struct HopcroftKarp {
    mate_left: Vec<u32>,
    mate_right: Vec<u32>,
    layer: Vec<u32>,
    queue: Vec<u32>,
    /// The depth-first path of left vertices, each standing on its edge `next`.
    path: Vec<u32>,
    next: Vec<usize>,
    work: u64,
}

impl HopcroftKarp {
    /// An empty work space.
    pub fn new() -> Self {
        Self::default()
    }

    /// Finds a maximum matching of `graph` and returns its size; [`mate_edge`](Self::mate_edge)
    /// reads it. Starts from a greedy matching (each left vertex takes its first free
    /// neighbour), which most often leaves few augmentations.
    ///
    /// # Complexity
    /// `O(E √V)` time; `O(V)` memory, kept for the next graph. No recursion.
    ///
    /// # Panics
    /// When there are `2³² − 1` or more edges or vertices a side, or when an edge's head is
    /// not a right vertex.
    ///
    /// # Example
    /// ```
    /// use solver::matching::{Bipartite, HopcroftKarp};
    ///
    /// /// Left `l` of 4 may take right `l` or `l + 1` (mod 4): a cycle, matched whole.
    /// struct Cycle;
    /// impl Bipartite for Cycle {
    ///     fn left(&self) -> usize { 4 }
    ///     fn right(&self) -> usize { 4 }
    ///     fn edges(&self, l: usize) -> std::ops::Range<usize> { 2 * l..2 * l + 2 }
    ///     fn head(&self, e: usize) -> usize { (e / 2 + e % 2) % 4 }
    /// }
    /// let mut matching = HopcroftKarp::new();
    /// assert_eq!(matching.maximum(&Cycle), 4);
    /// assert!((0..4).all(|l| Cycle.edges(l).contains(&matching.mate_edge(l).unwrap())));
    /// ```
    pub fn maximum<G: Bipartite>(&mut self, graph: &G) -> usize {
        let (left, right) = (graph.left(), graph.right());
        assert!(
            left < NONE as usize && right < NONE as usize,
            "too many vertices"
        );
        self.mate_left.clear();
        self.mate_left.resize(left, NONE);
        self.mate_right.clear();
        self.mate_right.resize(right, NONE);
        let mut size = 0;
        for l in 0..left {
            for e in graph.edges(l) {
                self.charge(1);
                let r = graph.head(e);
                if self.mate_right[r] == NONE {
                    assert!(e < NONE as usize, "too many edges");
                    self.mate_right[r] = l as u32;
                    self.mate_left[l] = e as u32;
                    size += 1;
                    break;
                }
            }
        }
        while size < left.min(right) && self.layer_from_free(graph) {
            self.next.clear();
            self.next.extend((0..left).map(|l| graph.edges(l).start));
            for root in 0..left {
                if self.mate_left[root] == NONE && self.augment_from(root, graph) {
                    size += 1;
                }
            }
        }
        size
    }

    /// The position of left vertex `l`'s matched edge in the last graph, `None` if `l` is free.
    ///
    /// # Panics
    /// When `l` is not a left vertex of the last graph.
    pub fn mate_edge(&self, l: usize) -> Option<usize> {
        let e = self.mate_left[l];
        (e != NONE).then(|| e as usize)
    }

    /// The edges looked at since the work space was made: a measure of the work that no
    /// machine's speed blurs.
    pub fn work(&self) -> u64 {
        self.work
    }

    fn charge(&mut self, edges: u64) {
        self.work += edges;
        #[cfg(feature = "meter")]
        crate::meter::charge(crate::meter::MATCHING_EDGE * edges);
    }

    /// The breadth-first phase: the layers of the left vertices from the free ones, along
    /// unmatched edges out and matched edges back, up to the first layer that reaches a free
    /// right vertex. Returns whether one does, that is whether an augmenting path exists.
    fn layer_from_free<G: Bipartite>(&mut self, graph: &G) -> bool {
        self.layer.clear();
        self.queue.clear();
        for (l, &e) in self.mate_left.iter().enumerate() {
            if e == NONE {
                self.layer.push(0);
                self.queue.push(l as u32);
            } else {
                self.layer.push(NONE);
            }
        }
        let mut last_layer = NONE;
        let mut head = 0;
        while head < self.queue.len() {
            let l = self.queue[head] as usize;
            head += 1;
            if self.layer[l] > last_layer {
                break;
            }
            let edges = graph.edges(l);
            self.charge(edges.len() as u64);
            for e in edges {
                let w = self.mate_right[graph.head(e)];
                if w == NONE {
                    last_layer = self.layer[l];
                } else if self.layer[w as usize] == NONE {
                    self.layer[w as usize] = self.layer[l] + 1;
                    self.queue.push(w);
                }
            }
        }
        last_layer != NONE
    }

    /// The depth-first phase from the free left vertex `root`, along the layers, without
    /// recursion; augments and returns `true` when it reaches a free right vertex. Vertices
    /// that lead nowhere leave the layers for the rest of the phase.
    fn augment_from<G: Bipartite>(&mut self, root: usize, graph: &G) -> bool {
        self.path.clear();
        self.path.push(root as u32);
        while let Some(&top) = self.path.last() {
            let l = top as usize;
            let end = graph.edges(l).end;
            let mut deeper = None;
            while self.next[l] < end {
                self.charge(1);
                let w = self.mate_right[graph.head(self.next[l])];
                if w == NONE {
                    // The path's vertices take the edges they stand on.
                    for &x in &self.path {
                        let x = x as usize;
                        assert!(self.next[x] < NONE as usize, "too many edges");
                        self.mate_left[x] = self.next[x] as u32;
                        self.mate_right[graph.head(self.next[x])] = x as u32;
                    }
                    return true;
                }
                let w = w as usize;
                if self.layer[l] != NONE && self.layer[w] == self.layer[l] + 1 {
                    deeper = Some(w);
                    break;
                }
                self.next[l] += 1;
            }
            match deeper {
                Some(w) => self.path.push(w as u32),
                None => {
                    self.layer[l] = NONE;
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::SplitMix64;

    /// The size of a maximum matching by trying every subset of the left vertices' choices.
    fn brute_force(adjacency: &[Vec<usize>], right: usize) -> usize {
        fn best(adjacency: &[Vec<usize>], l: usize, taken: &mut Vec<bool>) -> usize {
            if l == adjacency.len() {
                return 0;
            }
            let mut most = best(adjacency, l + 1, taken);
            for &r in &adjacency[l] {
                if !taken[r] {
                    taken[r] = true;
                    most = most.max(1 + best(adjacency, l + 1, taken));
                    taken[r] = false;
                }
            }
            most
        }
        best(adjacency, 0, &mut vec![false; right])
    }

    #[test]
    fn the_matching_is_valid_and_as_large_as_brute_force_finds() {
        let mut rng = SplitMix64::new(11);
        for _ in 0..2000 {
            let (left, right) = (rng.below(8) as usize, 1 + rng.below(8) as usize);
            let density = 1 + rng.below(100);
            let adjacency: Vec<Vec<usize>> = (0..left)
                .map(|_| (0..right).filter(|_| rng.below(100) < density).collect())
                .collect();
            let mates = maximum_matching(&adjacency, right);
            let mut used = vec![false; right];
            for (l, mate) in mates.iter().enumerate() {
                if let Some(r) = *mate {
                    assert!(adjacency[l].contains(&r) && !used[r], "{:?}", adjacency);
                    used[r] = true;
                }
            }
            let size = mates.iter().flatten().count();
            assert_eq!(size, brute_force(&adjacency, right), "{:?}", adjacency);
        }
    }

    #[test]
    fn a_work_space_reused_on_graph_after_graph_finds_what_a_fresh_one_does() {
        let mut rng = SplitMix64::new(5);
        let mut reused = HopcroftKarp::new();
        for _ in 0..500 {
            let (left, right) = (rng.below(12) as usize, 1 + rng.below(12) as usize);
            let adjacency: Vec<Vec<usize>> = (0..left)
                .map(|_| (0..right).filter(|_| rng.below(3) == 0).collect())
                .collect();
            let graph = Lists::new(&adjacency, right);
            let size = reused.maximum(&graph);
            assert_eq!(size, brute_force(&adjacency, right), "{:?}", adjacency);
            let matched = (0..left).filter_map(|l| reused.mate_edge(l));
            assert_eq!(matched.count(), size);
        }
        assert!(reused.work() > 0);
    }

    #[test]
    fn a_long_chain_of_augmentations_is_matched_whole() {
        // Left i may take right i or i + 1, listed so that a greedy start takes i + 1 first and
        // the last augmentation runs through every vertex.
        let n = 2_000;
        let adjacency: Vec<Vec<usize>> = (0..n)
            .map(|i| if i + 1 < n { vec![i + 1, i] } else { vec![i] })
            .collect();
        assert_eq!(maximum_matching(&adjacency, n).iter().flatten().count(), n);
    }
}
