//! Hard cases for Latin square completion ([`solver::latin`]) in the judge's format of Luogu
//! P10062, written and read by the problem's own code (through the catalog) for timing whole
//! processes.
//!
//! The format: `T`, then per case `n R C` and the block's `R` lines of `C` symbols `1..=n`; the
//! answer per case is `No`, or `Yes` and `n` lines of `n` symbols.
//!
//! Completable blocks are cut from random squares ([`solver::latin::random_square`], `n` moves
//! of Jacobson and Matthews' chain); [`Kind`] lists the shapes, and [`mixed`] the ten cases of
//! the benchmark file.

use catalog::formats::latin_block::tool;
use catalog::formats::latin_block::write_square;
use solver::latin::{random_square, Block};
use solver::rng::SplitMix64;

/// The order of the benchmark squares: the problem's largest.
pub const ORDER: usize = 500;

/// A shape of case. The costs are the two colourings of [`solver::latin`]: stage 1 of degree
/// `n − C` (nothing when `C = n`), stage 2 of degree `n − R`; an odd degree costs a perfect
/// matching, at every level where it stays odd.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// `R = C = 1` (the `R = 1` subtask at its heaviest): both stages of degree `n − 1`.
    OneCell,
    /// `R = 1, C = n` (the `C = n` subtask at its heaviest): stage 2 alone, degree `n − 1`.
    FirstRow,
    /// `R = n, C = 1`: stage 1 alone, `n` rows, degree `n − 1`.
    FirstColumn,
    /// `R = C = n/2` (the `R, C <= n/2` subtask at its heaviest).
    Halves,
    /// `R = C = n − 255`: both stages of degree `255 = 2⁸ − 1`, odd at every level.
    OddDegrees,
    /// `R = n − 255, C = n − 495` (245 and 5 at `n = 500`): the most work measured. Stage 1 has
    /// `min(n, 2R + 1) · (n − C)` edges, stage 2 `n · (n − R)`, and both degrees, 495 and 255,
    /// have 8 one bits: 8 levels of matchings each (no degree up to 500 has more).
    Heaviest,
    /// `R` and `C` uniform in `1..=n`.
    Random,
    /// The shape of [`Kind::Heaviest`] cut from the cyclic square `(i + j) mod n`, not
    /// shuffled: structured graphs.
    Cyclic,
    /// No completion: the cyclic square's `4n/5 × 4n/5` block (`n` a multiple of 10), where
    /// symbol 0 occurs exactly Ryser's `R + C − n` times, with one of its cells changed to a
    /// symbol absent from that row and column, then its rows, columns and symbols shuffled.
    ShortByOne,
    /// No completion: `R = C = 3n/5`, cut from a random square of order `3n/5` whose symbols
    /// are mapped to random ones of `1..=n`: `2n/5` symbols never occur.
    MissingSymbols,
}

impl Kind {
    /// Every kind, in the order of the table above.
    pub const ALL: [Kind; 10] = [
        Kind::OneCell,
        Kind::FirstRow,
        Kind::FirstColumn,
        Kind::Halves,
        Kind::OddDegrees,
        Kind::Heaviest,
        Kind::Random,
        Kind::Cyclic,
        Kind::ShortByOne,
        Kind::MissingSymbols,
    ];

    /// The kind's name on command lines and in benchmark ids.
    pub fn name(self) -> &'static str {
        match self {
            Kind::OneCell => "one-cell",
            Kind::FirstRow => "first-row",
            Kind::FirstColumn => "first-column",
            Kind::Halves => "halves",
            Kind::OddDegrees => "odd-degrees",
            Kind::Heaviest => "heaviest",
            Kind::Random => "random",
            Kind::Cyclic => "cyclic",
            Kind::ShortByOne => "short-by-one",
            Kind::MissingSymbols => "missing-symbols",
        }
    }

    /// The kind called `name`.
    pub fn from_name(name: &str) -> Option<Kind> {
        Kind::ALL.into_iter().find(|k| k.name() == name)
    }

    /// Whether the kind's blocks complete.
    pub fn completes(self) -> bool {
        !matches!(self, Kind::ShortByOne | Kind::MissingSymbols)
    }
}

/// The top-left `r × c` block of the square of order `n`.
fn cut(n: usize, square: &[u32], r: usize, c: usize) -> Vec<u32> {
    (0..r)
        .flat_map(|i| square[i * n..i * n + c].iter().copied())
        .collect()
}

/// A random square of order `n`.
fn square(n: usize, rng: &mut SplitMix64) -> Vec<u32> {
    random_square(n, n as u64, rng).expect("orders up to 500")
}

/// One case of `kind` for order `n` (for [`Kind::ShortByOne`], a multiple of 10 from 10 on).
///
/// # Panics
/// When `n` is 0, or above [`solver::latin::MAX_ORDER`], or not a multiple of 10 for
/// [`Kind::ShortByOne`].
pub fn case(kind: Kind, n: usize, rng: &mut SplitMix64) -> Block {
    let (r, c, cells) = match kind {
        Kind::OneCell => (1, 1, cut(n, &square(n, rng), 1, 1)),
        Kind::FirstRow => (1, n, cut(n, &square(n, rng), 1, n)),
        Kind::FirstColumn => (n, 1, cut(n, &square(n, rng), n, 1)),
        Kind::Halves => (n / 2, n / 2, cut(n, &square(n, rng), n / 2, n / 2)),
        Kind::OddDegrees => {
            let r = n.saturating_sub(255).max(1);
            (r, r, cut(n, &square(n, rng), r, r))
        }
        Kind::Heaviest => {
            let (r, c) = heaviest_shape(n);
            (r, c, cut(n, &square(n, rng), r, c))
        }
        Kind::Random => {
            let r = 1 + rng.below(n as u64) as usize;
            let c = 1 + rng.below(n as u64) as usize;
            (r, c, cut(n, &square(n, rng), r, c))
        }
        Kind::Cyclic => {
            let (r, c) = heaviest_shape(n);
            let cyclic: Vec<u32> = (0..n * n).map(|k| ((k / n + k % n) % n) as u32).collect();
            (r, c, cut(n, &cyclic, r, c))
        }
        Kind::ShortByOne => short_by_one(n, rng),
        Kind::MissingSymbols => {
            let m = 3 * n / 5;
            let mut symbols: Vec<u32> = (0..n as u32).collect();
            rng.shuffle(&mut symbols);
            let cells = cut(m, &square(m, rng), m, m)
                .into_iter()
                .map(|v| symbols[v as usize])
                .collect();
            (m, m, cells)
        }
    };
    Block::new(n, r, c, cells).expect("a cut of a Latin square")
}

/// The shape `(R, C)` of [`Kind::Heaviest`].
fn heaviest_shape(n: usize) -> (usize, usize) {
    (n.saturating_sub(255).max(1), n.saturating_sub(495).max(1))
}

/// The block of [`Kind::ShortByOne`].
fn short_by_one(n: usize, rng: &mut SplitMix64) -> (usize, usize, Vec<u32>) {
    assert!(
        n >= 10 && n % 10 == 0,
        "short-by-one needs a multiple of 10"
    );
    let b = 4 * n / 5;
    // Symbol 0 holds (0, 0) and the cells with i + j = n: 1 + (2b − n − 1) = b + b − n, the
    // bound. Row and column n/2 both hold the b symbols from n/2 on (mod n), not those of
    // 3n/10 .. n/2: cell (n/2, n/2), a 0, takes 2n/5 instead.
    let mut cells: Vec<u32> = (0..b * b).map(|k| ((k / b + k % b) % n) as u32).collect();
    cells[n / 2 * b + n / 2] = (2 * n / 5) as u32;
    let mut rows: Vec<usize> = (0..b).collect();
    let mut cols: Vec<usize> = (0..b).collect();
    let mut symbols: Vec<u32> = (0..n as u32).collect();
    rng.shuffle(&mut rows);
    rng.shuffle(&mut cols);
    rng.shuffle(&mut symbols);
    let shuffled = (0..b * b)
        .map(|k| symbols[cells[rows[k / b] * b + cols[k % b]] as usize])
        .collect();
    (b, b, shuffled)
}

/// The ten cases of the benchmark file, all completable, order [`ORDER`]: one of every kind
/// that completes, then [`Kind::Heaviest`] and [`Kind::Random`] again.
pub fn mixed(seed: u64) -> Vec<Block> {
    let mut rng = SplitMix64::new(seed);
    Kind::ALL
        .into_iter()
        .filter(|kind| kind.completes())
        .chain([Kind::Heaviest, Kind::Random])
        .map(|kind| case(kind, ORDER, &mut rng))
        .collect()
}

/// Ten cases of `kind`, order [`ORDER`].
pub fn ten_of(kind: Kind, seed: u64) -> Vec<Block> {
    let mut rng = SplitMix64::new(seed);
    (0..10).map(|_| case(kind, ORDER, &mut rng)).collect()
}

/// The judge's input for `blocks`: the problem's own writer, through the catalog.
pub fn write_input(blocks: &[Block]) -> Vec<u8> {
    let mut text = Vec::new();
    tool::write_blocks(&mut text, blocks).expect("a Vec takes every write");
    text
}

/// Appends the judge's answer for one case: `No`, or `Yes` and the square's rows, symbols
/// `1..=n`: the problem's own writer, through the catalog.
pub fn write_answer(out: &mut Vec<u8>, n: usize, square: Option<&[u32]>) {
    write_square(out, n, square, &mut Vec::new()).expect("a Vec takes every write");
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_benchmark_file_has_ten_completable_cases() {
        let blocks = mixed(1);
        assert_eq!(blocks.len(), 10);
        assert!(blocks
            .iter()
            .all(|b| b.order() == ORDER && b.is_completable()));
    }

    #[test]
    fn every_kind_completes_as_it_says_and_survives_the_format() {
        let mut rng = SplitMix64::new(1);
        for kind in Kind::ALL {
            let block = case(kind, 50, &mut rng);
            assert_eq!(block.is_completable(), kind.completes(), "{}", kind.name());
            let read = tool::read_blocks(&write_input(std::slice::from_ref(&block))).unwrap();
            assert_eq!(read, vec![block], "{}", kind.name());
            assert_eq!(Kind::from_name(kind.name()), Some(kind));
        }
    }

    #[test]
    fn answers_are_written_as_in_the_statement_sample() {
        // The statement's third case with its printed square, read and written back.
        let square: Vec<u32> = [
            [1, 2, 3, 4, 5],
            [4, 3, 2, 5, 1],
            [2, 4, 5, 1, 3],
            [3, 5, 1, 2, 4],
            [5, 1, 4, 3, 2],
        ]
        .iter()
        .flatten()
        .map(|&v| v - 1)
        .collect();
        let mut out = Vec::new();
        write_answer(&mut out, 2, None);
        write_answer(&mut out, 5, Some(&square));
        let expected = "No\nYes\n1 2 3 4 5\n4 3 2 5 1\n2 4 5 1 3\n3 5 1 2 4\n5 1 4 3 2\n";
        assert_eq!(String::from_utf8(out).unwrap(), expected);
    }
}
