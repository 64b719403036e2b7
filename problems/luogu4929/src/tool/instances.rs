//! Matrices near the limits, made from a seed, for `gen --format luogu4929`: a hidden partition
//! of the columns among distractor rows.
//!
//! `M` is drawn from 400 to 500. The columns, in a random order, are cut into blocks of 2 to 8
//! (the last may be shorter): those rows are an exact cover. Random rows of 2 to 10 distinct
//! columns follow until there are 500, and the rows are shuffled. The blocks hold `M` ones and
//! there are at least `M / 8` of them, so the ones stay within the limit: at most
//! `500 + 450 · 10 = 5000`. Every such matrix has a cover, and the distractors make the search
//! try and undo many rows before it finds one.

use std::io::{self, Write};

use solver::rng::SplitMix64;

use crate::{Matrix, MAX_ONES, MAX_SIDE};

/// The matrix for `seed`, of `side` rows and columns when that is below [`MAX_SIDE`] (from 1):
/// the same seed and side, the same matrix.
///
/// # Complexity
/// `O(N · M)`.
pub fn matrix(seed: u64, side: usize) -> Matrix {
    let mut rng = SplitMix64::new(seed);
    let columns = if side >= MAX_SIDE {
        400 + rng.below(101) as usize
    } else {
        side.max(1)
    };
    let mut order: Vec<usize> = (0..columns).collect();
    rng.shuffle(&mut order);
    let mut rows: Vec<Vec<usize>> = Vec::new();
    let mut rest = &order[..];
    while !rest.is_empty() {
        let len = (2 + rng.below(7) as usize).min(rest.len());
        rows.push(rest[..len].to_vec());
        rest = &rest[len..];
    }
    while rows.len() < side.clamp(1, MAX_SIDE) {
        let len = (2 + rng.below(9) as usize).min(columns);
        // The first `len` of a partial shuffle: distinct columns.
        for i in 0..len {
            let j = i + rng.below((columns - i) as u64) as usize;
            order.swap(i, j);
        }
        rows.push(order[..len].to_vec());
    }
    rng.shuffle(&mut rows);
    for row in &mut rows {
        row.sort_unstable();
    }
    debug_assert!(rows.iter().map(Vec::len).sum::<usize>() <= MAX_ONES);
    Matrix { columns, rows }
}

/// Writes the input of the matrix for `seed` and `size` ([`matrix`]) in the judge's format
/// ([`write_matrix`]). The input holds one matrix, whatever `count` is (the most cases of
/// `INPUT` is 1).
///
/// # Errors
/// Only write errors.
pub fn write_input(out: &mut dyn Write, seed: u64, _count: usize, size: usize) -> io::Result<()> {
    write_matrix(out, &matrix(seed, size))
}

/// Writes `m` in the judge's format: `N M`, then the rows, their entries separated by single
/// spaces.
///
/// # Errors
/// Only write errors.
///
/// # Complexity
/// `O(N · M)`.
pub fn write_matrix(out: &mut dyn Write, m: &Matrix) -> io::Result<()> {
    writeln!(out, "{} {}", m.rows.len(), m.columns)?;
    let mut line = Vec::with_capacity(2 * m.columns);
    let mut ones = vec![false; m.columns];
    for row in &m.rows {
        line.clear();
        for &c in row {
            ones[c] = true;
        }
        for (c, one) in ones.iter_mut().enumerate() {
            if c > 0 {
                line.push(b' ');
            }
            line.push(if *one { b'1' } else { b'0' });
            *one = false;
        }
        line.push(b'\n');
        out.write_all(&line)?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{exact_cover, read_input};

    /// A smaller side, as `stress` asks when it shrinks an input: still a matrix of that side
    /// with a cover, read back as written.
    #[test]
    fn smaller_matrices_keep_their_cover() {
        for &side in &[1, 2, 3, 7, 40] {
            let m = matrix(5, side);
            assert_eq!((m.rows.len(), m.columns), (side, side));
            let mut text = Vec::new();
            write_input(&mut text, 5, 1, side).unwrap();
            assert_eq!(read_input(&text), Ok(m.clone()));
            assert!(exact_cover(&m).is_some(), "side {}", side);
        }
    }

    #[test]
    fn matrices_fit_the_limits_read_back_and_have_a_cover() {
        for seed in 1..=20 {
            let m = matrix(seed, usize::MAX);
            assert_eq!(m.rows.len(), MAX_SIDE);
            assert!((400..=500).contains(&m.columns));
            let ones: usize = m.rows.iter().map(Vec::len).sum();
            assert!(ones <= MAX_ONES, "{} ones", ones);
            let mut text = Vec::new();
            write_input(&mut text, seed, 1, usize::MAX).unwrap();
            assert_eq!(read_input(&text), Ok(m.clone()));
            let cover = exact_cover(&m).expect("the hidden partition");
            let mut hits = vec![0; m.columns];
            for &r in &cover {
                for &c in &m.rows[r] {
                    hits[c] += 1;
                }
            }
            assert!(hits.iter().all(|&h| h == 1), "seed {}", seed);
        }
        assert_ne!(matrix(1, usize::MAX), matrix(2, usize::MAX));
    }
}
