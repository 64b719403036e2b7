use super::*;
use crate::count::Mod;
use crate::exact_cover::ExactCover;
use crate::rng::SplitMix64;

/// The domino options of a `rows × columns` board, cells column by column.
fn dominoes(rows: usize, columns: usize) -> Frontier {
    let mut board = Frontier::new(rows * columns);
    for c in 0..columns {
        for r in 0..rows {
            let cell = c * rows + r;
            if r + 1 < rows {
                board.add_option(&[cell, cell + 1], None).unwrap();
            }
            if c + 1 < columns {
                board.add_option(&[cell, cell + rows], None).unwrap();
            }
        }
    }
    board
}

/// Kasteleyn's product for the domino tilings of an `m × n` board.
fn kasteleyn(m: usize, n: usize) -> f64 {
    let mut product = 1.0;
    for j in 1..=(m + 1) / 2 {
        for k in 1..=(n + 1) / 2 {
            let a = (std::f64::consts::PI * j as f64 / (m as f64 + 1.0)).cos();
            let b = (std::f64::consts::PI * k as f64 / (n as f64 + 1.0)).cos();
            product *= 4.0 * a * a + 4.0 * b * b;
        }
    }
    product
}

#[test]
fn domino_tilings_match_the_published_table_and_kasteleyn() {
    // OEIS A099390, the boards from 1 × 1 to 8 × 8.
    const A099390: [[u128; 8]; 8] = [
        [0, 1, 0, 1, 0, 1, 0, 1],
        [1, 2, 3, 5, 8, 13, 21, 34],
        [0, 3, 0, 11, 0, 41, 0, 153],
        [1, 5, 11, 36, 95, 281, 781, 2245],
        [0, 8, 0, 95, 0, 1183, 0, 14824],
        [1, 13, 41, 281, 1183, 6728, 31529, 167089],
        [0, 21, 0, 781, 0, 31529, 0, 1292697],
        [1, 34, 153, 2245, 14824, 167089, 1292697, 12988816],
    ];
    for m in 1..=8 {
        for n in 1..=8 {
            let count = dominoes(m, n).count::<u128>().unwrap();
            assert_eq!(count, A099390[m - 1][n - 1], "{} × {}", m, n);
            assert!(
                (kasteleyn(m, n) - count as f64).abs() < 0.5,
                "{} × {}",
                m,
                n
            );
        }
    }
    let big = dominoes(10, 30).count::<u128>().unwrap();
    assert!((kasteleyn(10, 30) / big as f64 - 1.0).abs() < 1e-9);
    type P = Mod<1_000_000_007>;
    assert_eq!(
        dominoes(10, 30).count::<P>(),
        Ok(P::new((big % 1_000_000_007) as u64))
    );
}

#[test]
fn exact_counts_report_overflow_and_residues_do_not() {
    // 12 × 40 has about 1.3e47 tilings.
    assert_eq!(dominoes(12, 40).count::<u128>(), Err(Error::Overflow));
    assert!(dominoes(12, 40).count::<Mod<998_244_353>>().is_ok());
}

/// Random options over `cells` cells, each of 1 to 3 cells within `reach` of its first.
fn random_options(
    rng: &mut SplitMix64,
    cells: usize,
    options: usize,
    reach: usize,
) -> Vec<Vec<usize>> {
    (0..options)
        .map(|_| {
            let first = rng.below(cells as u64) as usize;
            let mut option = vec![first];
            for _ in 0..rng.below(3) {
                let c = first + 1 + rng.below(reach as u64) as usize;
                if c < cells && !option.contains(&c) {
                    option.push(c);
                }
            }
            option
        })
        .collect()
}

#[test]
fn counts_agree_with_dancing_cells_on_random_covers() {
    let mut rng = SplitMix64::new(46);
    for trial in 0..300 {
        let cells = 4 + rng.below(20) as usize;
        let count = 10 + rng.below(60) as usize;
        let options = random_options(&mut rng, cells, count, 6);
        let mut frontier = Frontier::new(cells);
        let mut cover = ExactCover::new(cells, 0);
        for option in &options {
            frontier.add_option(option, None).unwrap();
            cover.add_option(option).unwrap();
        }
        let expected = u128::from(cover.count_solutions(u64::MAX));
        assert_eq!(frontier.count::<u128>(), Ok(expected), "trial {}", trial);
        assert_eq!(
            frontier.count::<Mod<13>>(),
            Ok(Mod::new((expected % 13) as u64)),
            "trial {}",
            trial
        );
    }
}

/// Every subset of the options, kept when it covers each free cell once and uses each kind
/// within its bounds.
fn brute_force(
    cells: usize,
    blocked: &[usize],
    options: &[(Vec<usize>, Option<usize>)],
    kinds: &[(u64, u64)],
) -> u128 {
    let mut count = 0;
    for subset in 0u32..1 << options.len() {
        let mut covered = vec![0; cells];
        let mut used = vec![0; kinds.len()];
        for (i, (option, kind)) in options.iter().enumerate() {
            if subset >> i & 1 == 1 {
                option.iter().for_each(|&c| covered[c] += 1);
                if let Some(k) = kind {
                    used[*k] += 1;
                }
            }
        }
        let exact = (0..cells).all(|c| covered[c] == if blocked.contains(&c) { 0 } else { 1 });
        let within = kinds
            .iter()
            .zip(&used)
            .all(|(&(least, most), &n)| least <= n && n <= most);
        count += u128::from(exact && within);
    }
    count
}

#[test]
fn kinds_and_holes_agree_with_every_subset_tried() {
    let mut rng = SplitMix64::new(4646);
    for trial in 0..300 {
        let cells = 3 + rng.below(10) as usize;
        let kinds: Vec<(u64, u64)> = (0..rng.below(3))
            .map(|_| {
                let most = rng.below(4);
                (rng.below(most + 1), most)
            })
            .collect();
        let count = 4 + rng.below(13) as usize;
        let options: Vec<(Vec<usize>, Option<usize>)> = random_options(&mut rng, cells, count, 4)
            .into_iter()
            .map(|option| {
                let kind = rng.below(kinds.len() as u64 + 1) as usize;
                (option, if kind < kinds.len() { Some(kind) } else { None })
            })
            .collect();
        let blocked: Vec<usize> = (0..cells).filter(|_| rng.below(6) == 0).collect();
        let mut frontier = Frontier::new(cells);
        for &(least, most) in &kinds {
            frontier.add_kind(least, most).unwrap();
        }
        for (option, kind) in &options {
            frontier.add_option(option, *kind).unwrap();
        }
        blocked.iter().for_each(|&c| frontier.block(c));
        let expected = brute_force(cells, &blocked, &options, &kinds);
        assert_eq!(frontier.count::<u128>(), Ok(expected), "trial {}", trial);
    }
}

#[test]
fn wide_keys_take_the_hash_map_and_agree() {
    // Dominoes and a kind of squares with a 16-bit counter: keys past the array's width.
    let (rows, columns) = (4, 4);
    let mut wide = dominoes(rows, columns);
    let mut narrow = dominoes(rows, columns);
    let squares = wide.add_kind(0, 40_000).unwrap();
    for cell in 0..rows * columns {
        wide.add_option(&[cell], Some(squares)).unwrap();
        narrow.add_option(&[cell], None).unwrap();
    }
    assert!(wide.span as u32 + wide.bits > crate::layer::DENSE_BITS);
    assert_eq!(wide.count::<u128>(), narrow.count::<u128>());
}

#[test]
fn bad_options_and_kinds_are_refused() {
    let mut board = Frontier::new(100);
    assert_eq!(board.add_option(&[], None), Err(Error::BadCells));
    assert_eq!(board.add_option(&[3, 100], None), Err(Error::BadCells));
    assert_eq!(board.add_option(&[3, 3], None), Err(Error::BadCells));
    assert_eq!(board.add_option(&[0, 64], None), Err(Error::TooWide));
    assert_eq!(board.add_option(&[0, 63], Some(0)), Err(Error::NoKind));
    assert_eq!(board.add_option(&[0, 63], None), Ok(()));
    assert_eq!(board.add_kind(0, u64::MAX), Ok(0));
    assert_eq!(board.add_kind(0, 1), Err(Error::TooManyKinds));
    assert_eq!(Frontier::new(0).count::<u128>(), Ok(1));
}

#[test]
fn exact_covers_with_secondary_items_agree_with_dancing_cells() {
    let mut rng = SplitMix64::new(4747);
    for trial in 0..300 {
        let primary = 1 + rng.below(12) as usize;
        let items = primary + rng.below(6) as usize;
        let options: Vec<Vec<usize>> = (0..3 + rng.below(25))
            .map(|_| {
                let mut option: Vec<usize> = Vec::new();
                for _ in 0..1 + rng.below(4) {
                    let i = rng.below(items as u64) as usize;
                    if !option.contains(&i) {
                        option.push(i);
                    }
                }
                option
            })
            .collect();
        let mut cover = ExactCover::new(primary, items - primary);
        for option in &options {
            cover.add_option(option).unwrap();
        }
        let expected = u128::from(cover.count_solutions(u64::MAX));
        let frontier = Frontier::from_exact_cover(primary, items, &options).unwrap();
        assert_eq!(frontier.count::<u128>(), Ok(expected), "trial {}", trial);
    }
}

#[test]
fn the_pieces_of_a_packing_become_counters() {
    // The 2 × 4 board's cells (column by column) and two pieces, an L tromino and a domino
    // standing for a second shape, each once, listed after the cells: far from them.
    let mut options = Vec::new();
    let l_piece = 8;
    let domino = 9;
    for c in 0..4 {
        for r in 0..2 {
            let cell = c * 2 + r;
            if r == 0 {
                options.push(vec![cell, cell + 1]);
            }
            if c < 3 {
                options.push(vec![cell, cell + 2]);
                options.push(vec![domino, cell, cell + 2]);
            }
        }
        if c < 3 {
            options.push(vec![l_piece, c * 2, c * 2 + 1, c * 2 + 2]);
        }
    }
    let frontier = Frontier::from_exact_cover(10, 10, &options).unwrap();
    // Two counters and a window of three cells.
    assert_eq!(frontier.kinds.len(), 2);
    let mut cover = ExactCover::new(10, 0);
    for option in &options {
        cover.add_option(option).unwrap();
    }
    assert_eq!(
        frontier.count::<u128>(),
        Ok(u128::from(cover.count_solutions(u64::MAX)))
    );
}
