//! The most bishops, no two attacking, on the allowed squares of an `n × n` board.
//!
//! A bishop stands on one diagonal of each direction, and two bishops attack exactly when they
//! share one (nothing blocks a diagonal here: a square a bishop may not stand on is still
//! crossed). So a set of bishops is a matching between the `2n − 1` diagonals going down to
//! the right and the `2n − 1` going down to the left, each allowed square an edge between its
//! two: the most bishops is a maximum bipartite matching ([`crate::matching`]), polynomial for
//! any `n`, where a search over squares is exponential.

use crate::matching::maximum_matching;
use crate::model::Error;

/// The squares `(row, column)` of a largest set of bishops, no two on one diagonal, on the
/// squares of the `n × n` board where `allowed[row * n + column]` holds; in row-major order.
///
/// # Errors
/// When `allowed` does not hold `n²` squares.
///
/// # Complexity
/// `O(n³)`: `O(E √V)` with `E ≤ n²` squares and `V = 4n − 2` diagonals.
///
/// # Example
/// ```
/// use solver::bishops::most_bishops;
///
/// // Every square of a 3×3 board: four bishops (2n − 2), e.g. the top row and the middle of
/// // the bottom one.
/// assert_eq!(most_bishops(3, &[true; 9]).unwrap().len(), 4);
/// // Only the long diagonal: one bishop.
/// let diagonal = [true, false, false, false, true, false, false, false, true];
/// assert_eq!(most_bishops(3, &diagonal).unwrap().len(), 1);
/// ```
pub fn most_bishops(n: usize, allowed: &[bool]) -> Result<Vec<(usize, usize)>, Error> {
    if allowed.len() != n * n {
        return Err(Error::new(format!(
            "a board of side {} has {} squares, not {}",
            n,
            n * n,
            allowed.len()
        )));
    }
    let diagonals = (2 * n).saturating_sub(1);
    // Left: the diagonal `row − column + n − 1` (down to the right); right: `row + column`.
    let mut adjacency = vec![Vec::new(); diagonals];
    for (square, _) in allowed.iter().enumerate().filter(|(_, a)| **a) {
        let (row, column) = (square / n, square % n);
        adjacency[row + n - 1 - column].push(row + column);
    }
    let mates = maximum_matching(&adjacency, diagonals);
    let mut squares: Vec<(usize, usize)> = mates
        .iter()
        .enumerate()
        .filter_map(|(difference, mate)| {
            // row − column = difference − (n − 1) and row + column = sum.
            mate.map(|sum| {
                let row = (sum + difference + 1 - n) / 2;
                (row, sum - row)
            })
        })
        .collect();
    squares.sort_unstable();
    Ok(squares)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::SplitMix64;

    /// The most bishops by trying every subset of the allowed squares of a small board.
    fn brute_force(n: usize, allowed: &[bool]) -> usize {
        fn best(n: usize, squares: &[usize], chosen: &mut Vec<usize>) -> usize {
            let (square, rest) = match squares.split_first() {
                Some((&square, rest)) => (square, rest),
                None => return chosen.len(),
            };
            let mut most = best(n, rest, chosen);
            let (r, c) = (square / n, square % n);
            let free = chosen.iter().all(|&o| {
                let (p, q) = (o / n, o % n);
                r + q != p + c && r + c != p + q
            });
            if free {
                chosen.push(square);
                most = most.max(best(n, rest, chosen));
                chosen.pop();
            }
            most
        }
        let squares: Vec<usize> = (0..n * n).filter(|&s| allowed[s]).collect();
        best(n, &squares, &mut Vec::new())
    }

    /// Every board up to 6 × 6 at random densities: as many bishops as brute force finds, on
    /// allowed squares, no two on a diagonal.
    #[test]
    fn as_many_bishops_as_brute_force_finds_up_to_side_6() {
        let mut rng = SplitMix64::new(1799);
        for _ in 0..600 {
            let n = 1 + rng.below(6) as usize;
            let density = rng.below(101);
            let allowed: Vec<bool> = (0..n * n).map(|_| rng.below(100) < density).collect();
            let bishops = most_bishops(n, &allowed).unwrap();
            for (i, &(r, c)) in bishops.iter().enumerate() {
                assert!(allowed[r * n + c]);
                for &(p, q) in &bishops[..i] {
                    assert!(r + q != p + c && r + c != p + q, "{:?}", bishops);
                }
            }
            assert_eq!(bishops.len(), brute_force(n, &allowed), "{:?}", allowed);
        }
    }

    /// On a full board the most is `2n − 2` (1 for `n` = 1), the classic count.
    #[test]
    fn a_full_board_takes_2n_minus_2() {
        assert_eq!(most_bishops(0, &[]).unwrap(), vec![]);
        assert_eq!(most_bishops(1, &[true]).unwrap(), vec![(0, 0)]);
        for n in 2..=60 {
            assert_eq!(
                most_bishops(n, &vec![true; n * n]).unwrap().len(),
                2 * n - 2
            );
        }
    }

    #[test]
    fn a_board_of_the_wrong_size_is_an_error() {
        let e = most_bishops(3, &[true; 8]).unwrap_err();
        assert_eq!(e.to_string(), "a board of side 3 has 9 squares, not 8");
    }
}
