//! A placement of `n` queens for any `n`, written down rather than searched: the construction
//! of Hoffman, Loessi and Moore (1969), as every write-up of the problem gives it.
//!
//! Number rows and columns from 1. When `n mod 6` is neither 2 nor 3, the queens of the columns
//! in order stand on the even rows `2, 4, …` and then the odd rows `1, 3, …`. When it is 2, the
//! odd rows start `3, 1` and row 5 goes last (`3, 1, 7, 9, …, 5`); when it is 3, row 2 goes
//! last among the even rows and rows 1 and 3 last among the odd ones
//! (`4, 6, …, 2, 5, 7, …, 1, 3`). A placement read by columns is one read by rows too (the
//! board turned over its diagonal), so the list serves as the column of each row's queen.

/// The column (from 0) of each row's queen in a placement of `n` non-attacking queens on the
/// `n × n` board, or `None` for `n` of 2 and 3, which have none (`n` of 0 has the empty one).
///
/// # Complexity
/// `O(n)` time and memory; for every `n` that fits in memory.
///
/// # Example
/// ```
/// use solver::queens::{attacking_pair, placement};
///
/// let queens = placement(8).unwrap();
/// assert_eq!(queens, [1, 3, 5, 7, 2, 0, 6, 4]);
/// assert_eq!(attacking_pair(&queens), None);
/// assert_eq!(placement(3), None);
/// assert_eq!(placement(99_999).map(|q| q.len()), Some(99_999));
/// ```
pub fn placement(n: usize) -> Option<Vec<usize>> {
    if n == 2 || n == 3 {
        return None;
    }
    let mut evens: Vec<usize> = (2..=n).step_by(2).collect();
    let mut odds: Vec<usize> = (1..=n).step_by(2).collect();
    match n % 6 {
        2 => {
            // 3, 1, 7, 9, …, 5: n ≥ 8, so rows 1, 3 and 5 are there.
            odds.swap(0, 1);
            let five = odds.remove(2);
            odds.push(five);
        }
        3 => {
            // 4, 6, …, 2 and 5, 7, …, 1, 3: n ≥ 9.
            evens.rotate_left(1);
            odds.rotate_left(2);
        }
        _ => {}
    }
    Some(evens.into_iter().chain(odds).map(|row| row - 1).collect())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::queens::{attacking_pair, Queens};

    /// Whether `queens` is a placement on the `n × n` board: one queen a row, every column and
    /// every diagonal of either way at most once. `O(n)`.
    fn is_placement(n: usize, queens: &[usize]) -> bool {
        let (mut columns, mut sums, mut differences) =
            (vec![false; n], vec![false; 2 * n], vec![false; 2 * n]);
        queens.len() == n
            && queens.iter().enumerate().all(|(r, &c)| {
                let fresh = c < n && !columns[c] && !sums[r + c] && !differences[n + c - r];
                if fresh {
                    columns[c] = true;
                    sums[r + c] = true;
                    differences[n + c - r] = true;
                }
                fresh
            })
    }

    #[test]
    fn every_side_from_4_to_1000_and_the_largest_ones_is_placed() {
        for n in (4..=1000).chain([99_999, 100_000, 1 << 20]) {
            let queens = placement(n).unwrap_or_else(|| panic!("no placement of {}", n));
            assert!(is_placement(n, &queens), "side {}", n);
        }
    }

    /// The `O(n)` check against the pairwise rule on every side the bitboards take, and which
    /// sides have a placement against the bitboard search's count.
    #[test]
    fn the_small_sides_agree_with_the_rules_and_the_search() {
        for n in 0..=64 {
            let queens = placement(n);
            if let Some(queens) = &queens {
                assert!(is_placement(n, queens), "side {}", n);
                assert_eq!(attacking_pair(queens), None, "side {}", n);
            }
            if n <= 10 {
                let count = Queens::new(n).unwrap().count();
                assert_eq!(
                    queens.is_some(),
                    count > 0,
                    "side {}: {} placements",
                    n,
                    count
                );
            }
        }
        assert!(!is_placement(4, &[1, 3, 0, 1]) && !is_placement(4, &[0, 2, 1, 3]));
    }
}
