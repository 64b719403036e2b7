//! Inputs of hard cases, made from a seed, for `gen --format luogu10062`: blocks of order 500
//! cut from random Latin squares ([`solver::latin::random_square`], `n` moves of Jacobson and
//! Matthews' chain), in the shapes that cost the completion most.
//!
//! The completion colours two bipartite graphs, of degrees `n − C` (the rows to full length)
//! and `n − R` (the columns to full height); an odd degree costs a perfect matching at every
//! level where it stays odd. Case `k` of an input has shape `SHAPES[k]`: a whole first row
//! (`R = 1, C = n`: the `C = n` subtask, stage 2 alone at degree `n − 1`), halves (`R = C =
//! n/2`), a random shape, the heaviest measured (`R = n − 255, C = n − 495`: degrees 495 and 255,
//! 8 one bits each), one cell (`R = C = 1`: the `R = 1` subtask, both stages at degree
//! `n − 1`), a whole first column, degrees `255 = 2⁸ − 1` in both stages, and again a random
//! shape, the heaviest and halves. Every block completes.

use std::fmt::Write as _;
use std::io::{self, Write};

use solver::latin::{random_square, Block};
use solver::rng::SplitMix64;

use crate::MAX_ORDER;

/// A block's shape for order `n`, or a random one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Shape {
    FirstRow,
    Halves,
    Random,
    Heaviest,
    OneCell,
    FirstColumn,
    OddDegrees,
}

/// The shape of each case of an input, in order.
const SHAPES: [Shape; 10] = [
    Shape::FirstRow,
    Shape::Halves,
    Shape::Random,
    Shape::Heaviest,
    Shape::OneCell,
    Shape::FirstColumn,
    Shape::OddDegrees,
    Shape::Random,
    Shape::Heaviest,
    Shape::Halves,
];

/// `(R, C)` of `shape` for order `n` (from 1), drawing a random one from `rng`.
fn rows_and_columns(shape: Shape, n: usize, rng: &mut SplitMix64) -> (usize, usize) {
    let less = |k: usize| n.saturating_sub(k).max(1);
    match shape {
        Shape::FirstRow => (1, n),
        Shape::Halves => ((n / 2).max(1), (n / 2).max(1)),
        Shape::Random => (
            1 + rng.below(n as u64) as usize,
            1 + rng.below(n as u64) as usize,
        ),
        Shape::Heaviest => (less(255), less(495)),
        Shape::OneCell => (1, 1),
        Shape::FirstColumn => (n, 1),
        Shape::OddDegrees => (less(255), less(255)),
    }
}

/// Writes an input of `count` cases (at most 10) of order 500, or `size` when that is smaller
/// (from 1), for `seed`: the same seed and size, the same input.
///
/// # Errors
/// Only write errors.
///
/// # Complexity
/// `O(count · n²)`: the squares and the text.
pub fn write_input(out: &mut dyn Write, seed: u64, count: usize, size: usize) -> io::Result<()> {
    let n = MAX_ORDER.min(size).max(1);
    write_cases(out, seed, n, &SHAPES[..count.min(SHAPES.len())])
}

/// Writes one case of order `n` in each of `shapes`.
fn write_cases(out: &mut dyn Write, seed: u64, n: usize, shapes: &[Shape]) -> io::Result<()> {
    let mut rng = SplitMix64::new(seed);
    let mut blocks = Vec::with_capacity(shapes.len());
    for &shape in shapes {
        let (r, c) = rows_and_columns(shape, n, &mut rng);
        let square = random_square(n, n as u64, &mut rng).expect("an order up to 500");
        let cells = square.chunks(n).take(r).flat_map(|row| &row[..c]).copied();
        let block = Block::new(n, r, c, cells.collect()).expect("a corner of a Latin square");
        blocks.push(block);
    }
    write_blocks(out, &blocks)
}

/// Writes the input of `blocks`, one case each: their count, then each one's `n R C` and its
/// rows, symbols from 1.
///
/// # Errors
/// Only write errors.
///
/// # Complexity
/// `O(blocks' cells)`.
pub fn write_blocks(out: &mut dyn Write, blocks: &[Block]) -> io::Result<()> {
    writeln!(out, "{}", blocks.len())?;
    let mut line = String::new();
    for block in blocks {
        let (r, c) = (block.rows(), block.cols());
        writeln!(out, "{} {} {}", block.order(), r, c)?;
        for row in block.cells().chunks(c.max(1)).take(r) {
            line.clear();
            for (j, &v) in row.iter().enumerate() {
                if j > 0 {
                    line.push(' ');
                }
                let _ = write!(line, "{}", v + 1);
            }
            line.push('\n');
            out.write_all(line.as_bytes())?;
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use textio::tokens::read_count;
    use textio::Tokens;

    use super::*;
    use crate::read_block;

    /// The blocks of an input written for `seed`, order `n`, every shape.
    fn blocks(seed: u64, n: usize) -> Vec<solver::latin::Block> {
        let mut text = Vec::new();
        write_cases(&mut text, seed, n, &SHAPES).unwrap();
        let mut tokens = Tokens::new(&text);
        let cases = read_count(&mut tokens, "T", 10).unwrap();
        let blocks: Vec<_> = (0..cases)
            .map(|_| read_block(&mut tokens).unwrap())
            .collect();
        assert!(tokens.is_at_end());
        blocks
    }

    #[test]
    fn every_shape_is_cut_from_a_square_and_completes() {
        for n in [1, 2, 7, 40] {
            let blocks = blocks(n as u64, n);
            assert_eq!(blocks.len(), 10);
            for b in &blocks {
                assert_eq!(b.order(), n);
                assert!(b.is_completable(), "{} {}×{}", n, b.rows(), b.cols());
            }
        }
        let shapes: Vec<(usize, usize)> = blocks(1, 500)
            .iter()
            .map(|b| (b.rows(), b.cols()))
            .collect();
        let fixed = [(1, 500), (250, 250), (245, 5), (1, 1), (500, 1), (245, 245)];
        for (k, &shape) in [0, 1, 3, 4, 5, 6].iter().zip(&fixed) {
            assert_eq!(shapes[*k], shape);
        }
        assert_eq!((shapes[8], shapes[9]), ((245, 5), (250, 250)));
        // Only as many cases as asked for, and the same seed, the same input.
        let mut one = Vec::new();
        write_input(&mut one, 3, 1, usize::MAX).unwrap();
        let mut again = Vec::new();
        write_input(&mut again, 3, 1, usize::MAX).unwrap();
        assert_eq!(one, again);
        assert!(one.starts_with(b"1\n500 1 500\n"));
        // A smaller size, as `stress` asks when it shrinks an input: the order.
        let mut small = Vec::new();
        write_input(&mut small, 3, 2, 7).unwrap();
        assert!(small.starts_with(b"2\n7 1 7\n"));
    }
}
