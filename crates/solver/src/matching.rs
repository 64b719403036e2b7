//! Maximum matching in a bipartite graph by Hopcroft and Karp's algorithm (1973).
//!
//! Each phase finds, by one breadth-first search from every free left vertex, the length of the
//! shortest augmenting paths, then augments along a maximal set of vertex-disjoint shortest
//! paths by depth-first search through the layers. Each phase is `O(E)`, and after `√V` phases
//! the shortest augmenting path is long enough that fewer than `√V` augmentations remain: the
//! matching is maximum after `O(√V)` phases, `O(E √V)` in all.

/// No vertex.
const FREE: usize = usize::MAX;

/// A maximum matching of the bipartite graph with left vertices `0..adjacency.len()` and right
/// vertices `0..right`, `adjacency[l]` listing the right neighbours of `l`: the mate of each
/// left vertex, `None` where it stays free.
///
/// # Complexity
/// `O(E √V)` time for `E` edges and `V` vertices; `O(V)` memory beside the graph. The depth of
/// the search's recursion is the length of an augmenting path, at most `2 · min(left, right)`.
///
/// # Panics
/// When a neighbour is `right` or more.
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
    let left = adjacency.len();
    let mut search = Search {
        adjacency,
        left_mate: vec![FREE; left],
        right_mate: vec![FREE; right],
        layer: vec![0; left],
    };
    while search.layer_from_free() {
        for l in 0..left {
            if search.left_mate[l] == FREE {
                search.augment(l);
            }
        }
    }
    search
        .left_mate
        .into_iter()
        .map(|r| if r == FREE { None } else { Some(r) })
        .collect()
}

/// One run of the algorithm.
///
/// Invariants: `left_mate[l] == r` exactly when `right_mate[r] == l`; `layer[l]` is the
/// distance, in left vertices, of `l` from the free left vertices along alternating paths in
/// the current phase (`FREE` when unreached, or when `l` is known to lead to no free right
/// vertex).
struct Search<'a> {
    adjacency: &'a [Vec<usize>],
    left_mate: Vec<usize>,
    right_mate: Vec<usize>,
    layer: Vec<usize>,
}

impl Search<'_> {
    /// Lays out the layers from the free left vertices; whether a free right vertex is reached,
    /// that is whether an augmenting path exists.
    fn layer_from_free(&mut self) -> bool {
        let mut queue = Vec::with_capacity(self.left_mate.len());
        for (l, &mate) in self.left_mate.iter().enumerate() {
            if mate == FREE {
                self.layer[l] = 0;
                queue.push(l);
            } else {
                self.layer[l] = FREE;
            }
        }
        let mut found = false;
        let mut head = 0;
        while head < queue.len() {
            let l = queue[head];
            head += 1;
            for &r in &self.adjacency[l] {
                let next = self.right_mate[r];
                if next == FREE {
                    found = true;
                } else if self.layer[next] == FREE {
                    self.layer[next] = self.layer[l] + 1;
                    queue.push(next);
                }
            }
        }
        found
    }

    /// Augments along a shortest path from left vertex `l` through the layers, if one is left
    /// in this phase; a vertex that leads nowhere leaves the layers.
    fn augment(&mut self, l: usize) -> bool {
        for i in 0..self.adjacency[l].len() {
            let r = self.adjacency[l][i];
            let next = self.right_mate[r];
            let leads = next == FREE
                || (self.layer[next] == self.layer[l].wrapping_add(1) && self.augment(next));
            if leads {
                self.left_mate[l] = r;
                self.right_mate[r] = l;
                return true;
            }
        }
        self.layer[l] = FREE;
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
