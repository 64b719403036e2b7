//! Numbering the 3 × 3 × 3 tables of counts whose every slice holds three: the tensors of
//! column states (the `structure` module), without a hash.
//!
//! A tensor `T(g, a, b)` counts nine things, three in each slice `g`, three in each `a` and
//! three in each `b`. Its slice `g` is a multiset of three of the nine cells `3a + b`; as a
//! sorted triple `x ≤ y ≤ z` it has the rank `x + C(y + 1, 2) + C(z + 2, 3)` among the 165
//! such multisets. The first two slices leave the third the margins it must have (three
//! minus theirs, in each `a` and each `b`), and the third slice is any multiset of those
//! margins: the tensor's number is the count of tensors whose first two slices rank lower,
//! plus the rank of the third slice among the multisets of its margins.
//!
//! **Invariants**: `first[165 · r0 + r1]` is the number of the first tensor whose first two
//! slices rank `r0` and `r1`, or [`NO_TENSOR`] when no tensor has them; `among[r]` is the rank of
//! multiset `r` among the multisets of its margins; the numbers run over `0..TENSORS` without
//! gaps.

/// The multisets of three of nine cells: C(11, 3).
pub(super) const TRIPLES: usize = 165;

/// The tensors of margins three: every column state's tensor is one.
pub(super) const TENSORS: usize = 22_620;

/// `first`'s mark of two slices no tensor begins with.
const NO_TENSOR: u16 = u16::MAX;

/// The rank of the multiset of cells `x ≤ y ≤ z` (each 0–8) among the 165.
///
/// # Complexity
/// O(1).
pub(super) fn triple_rank(x: u8, y: u8, z: u8) -> usize {
    debug_assert!(x <= y && y <= z && z < 9);
    let (x, y, z) = (usize::from(x), usize::from(y), usize::from(z));
    x + y * (y + 1) / 2 + z * (z + 1) * (z + 2) / 6
}

/// The numbering of the tensors (see the module documentation).
#[derive(Clone, Debug)]
pub(super) struct Tensors {
    first: Vec<u16>,
    among: [u8; TRIPLES],
}

/// The margins of a multiset of three cells: how many of its cells lie in each `a` (cell
/// `3a + b`), and in each `b`, each count in two bits.
fn margins(cells: [u8; 3]) -> (u8, u8) {
    cells.iter().fold((0, 0), |(rows, columns), &c| {
        (rows + (1 << (2 * (c / 3))), columns + (1 << (2 * (c % 3))))
    })
}

impl Tensors {
    /// # Complexity
    /// 165² pairs of slices, each a table lookup.
    pub(super) fn new() -> Self {
        let mut triples = Vec::with_capacity(TRIPLES);
        for z in 0..9u8 {
            for y in 0..=z {
                for x in 0..=y {
                    debug_assert_eq!(triple_rank(x, y, z), triples.len());
                    triples.push(margins([x, y, z]));
                }
            }
        }
        // The multisets of each pair of margins, counted, and each one's rank among them.
        let mut of_margins = vec![0u8; 1 << 12];
        let mut among = [0u8; TRIPLES];
        for (r, &(rows, columns)) in triples.iter().enumerate() {
            let at = usize::from(rows) << 6 | usize::from(columns);
            among[r] = of_margins[at];
            of_margins[at] += 1;
        }
        // What two slices' margins leave the third (three in each `a` and each `b`).
        let left = |one: u8, two: u8| {
            let mut rest = 0;
            for k in 0..3 {
                let used = (one >> (2 * k) & 3) + (two >> (2 * k) & 3);
                if used > 3 {
                    return None;
                }
                rest |= (3 - used) << (2 * k);
            }
            Some(rest)
        };
        let mut first = vec![NO_TENSOR; TRIPLES * TRIPLES];
        let mut next = 0usize;
        for (r0, &(rows0, columns0)) in triples.iter().enumerate() {
            for (r1, &(rows1, columns1)) in triples.iter().enumerate() {
                let rest = left(rows0, rows1).zip(left(columns0, columns1));
                if let Some((rows, columns)) = rest {
                    let count = of_margins[usize::from(rows) << 6 | usize::from(columns)];
                    if count != 0 {
                        first[TRIPLES * r0 + r1] = next as u16;
                        next += usize::from(count);
                    }
                }
            }
        }
        debug_assert_eq!(next, TENSORS);
        Tensors { first, among }
    }

    /// The number of the tensor whose slices rank `r0`, `r1` and `r2` ([`triple_rank`]).
    /// The slices must make a tensor of margins three.
    ///
    /// # Complexity
    /// O(1).
    pub(super) fn number(&self, r0: usize, r1: usize, r2: usize) -> usize {
        let first = self.first[TRIPLES * r0 + r1];
        debug_assert!(first != NO_TENSOR, "two slices no tensor begins with");
        usize::from(first) + usize::from(self.among[r2])
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every tensor of margins three, by brute force: three multisets of three cells whose
    /// margins add up to three everywhere, as their ranks.
    fn every_tensor() -> Vec<(usize, usize, usize)> {
        let mut triples = Vec::new();
        for z in 0..9u8 {
            for y in 0..=z {
                for x in 0..=y {
                    triples.push([x, y, z]);
                }
            }
        }
        let mut out = Vec::new();
        for (r0, t0) in triples.iter().enumerate() {
            for (r1, t1) in triples.iter().enumerate() {
                for (r2, t2) in triples.iter().enumerate() {
                    let (mut rows, mut columns) = ([0; 3], [0; 3]);
                    for &c in t0.iter().chain(t1).chain(t2) {
                        rows[usize::from(c / 3)] += 1;
                        columns[usize::from(c % 3)] += 1;
                    }
                    if rows == [3; 3] && columns == [3; 3] {
                        out.push((r0, r1, r2));
                    }
                }
            }
        }
        out
    }

    #[test]
    fn the_tensors_are_numbered_from_0_without_gaps_or_repeats() {
        let tensors = Tensors::new();
        let all = every_tensor();
        assert_eq!(all.len(), TENSORS);
        let mut seen = vec![false; TENSORS];
        for &(r0, r1, r2) in &all {
            let n = tensors.number(r0, r1, r2);
            assert!(!seen[n], "tensor {:?} numbered {} twice", (r0, r1, r2), n);
            seen[n] = true;
        }
    }

    #[test]
    fn a_triples_rank_is_its_place_in_order() {
        let mut place = 0;
        for z in 0..9 {
            for y in 0..=z {
                for x in 0..=y {
                    assert_eq!(triple_rank(x, y, z), place);
                    place += 1;
                }
            }
        }
        assert_eq!(place, TRIPLES);
    }
}
