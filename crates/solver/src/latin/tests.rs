//! The Latin completion's tests: Ryser's condition against brute force, squares completed
//! and checked, the colouring's matchings, and the random squares.

use super::*;
use crate::rng::SplitMix64;

/// Whether `square` is a Latin square of order `n` whose top-left corner is `block`:
/// checked directly, sharing nothing with the construction.
fn is_completion_of(n: usize, square: &[u32], block: &Block) -> bool {
    if square.len() != n * n {
        return false;
    }
    for i in 0..n {
        let mut in_row = vec![false; n];
        let mut in_col = vec![false; n];
        for j in 0..n {
            let (a, b) = (square[i * n + j] as usize, square[j * n + i] as usize);
            if a >= n || b >= n || in_row[a] || in_col[b] {
                return false;
            }
            in_row[a] = true;
            in_col[b] = true;
        }
    }
    let (r, c) = (block.rows(), block.cols());
    (0..r).all(|i| square[i * n..i * n + c] == block.cells()[i * c..i * c + c])
}

/// Whether the `n × n` grid (row-major, `NONE` for empty) has a Latin completion: a
/// backtracking search written for the tests, branching on the cell, or the (row, symbol)
/// or (column, symbol) pair, with the fewest options, on bit masks (`n <= 8`).
fn brute_force_completes(n: usize, grid: &mut Vec<u32>) -> bool {
    let full = (1u32 << n) - 1;
    let mut row_used = vec![0u32; n];
    let mut col_used = vec![0u32; n];
    for i in 0..n {
        for j in 0..n {
            let v = grid[i * n + j];
            if v != NONE {
                row_used[i] |= 1 << v;
                col_used[j] |= 1 << v;
            }
        }
    }
    fn search(
        n: usize,
        full: u32,
        grid: &mut Vec<u32>,
        rows: &mut [u32],
        cols: &mut [u32],
    ) -> bool {
        // The most constrained choice: (options as (cell, symbol) pairs, count).
        let mut best: Option<Vec<(usize, u32)>> = None;
        let consider = |options: Vec<(usize, u32)>, best: &mut Option<Vec<(usize, u32)>>| {
            if best.as_ref().map_or(true, |b| options.len() < b.len()) {
                *best = Some(options);
            }
        };
        for i in 0..n {
            for j in 0..n {
                if grid[i * n + j] == NONE {
                    let free = full & !rows[i] & !cols[j];
                    let options = (0..n as u32)
                        .filter(|&v| free >> v & 1 == 1)
                        .map(|v| (i * n + j, v))
                        .collect();
                    consider(options, &mut best);
                }
            }
            for v in 0..n as u32 {
                if rows[i] >> v & 1 == 0 {
                    let options = (0..n)
                        .filter(|&j| grid[i * n + j] == NONE && cols[j] >> v & 1 == 0)
                        .map(|j| (i * n + j, v))
                        .collect();
                    consider(options, &mut best);
                }
                if cols[i] >> v & 1 == 0 {
                    let options = (0..n)
                        .filter(|&k| grid[k * n + i] == NONE && rows[k] >> v & 1 == 0)
                        .map(|k| (k * n + i, v))
                        .collect();
                    consider(options, &mut best);
                }
            }
        }
        let options = match best {
            None => return true,
            Some(options) => options,
        };
        for (cell, v) in options {
            let (i, j) = (cell / n, cell % n);
            grid[cell] = v;
            rows[i] |= 1 << v;
            cols[j] |= 1 << v;
            if search(n, full, grid, rows, cols) {
                return true;
            }
            grid[cell] = NONE;
            rows[i] &= !(1 << v);
            cols[j] &= !(1 << v);
        }
        false
    }
    search(n, full, grid, &mut row_used, &mut col_used)
}

/// The block's grid for the brute force: its cells, the rest empty.
fn grid_of(block: &Block) -> Vec<u32> {
    let (n, r, c) = (block.order(), block.rows(), block.cols());
    let mut grid = vec![NONE; n * n];
    for i in 0..r {
        grid[i * n..i * n + c].copy_from_slice(&block.cells()[i * c..i * c + c]);
    }
    grid
}

/// Checks the decision against the brute force and the square against the block.
fn check_against_brute_force(block: &Block) {
    let n = block.order();
    let expected = brute_force_completes(n, &mut grid_of(block));
    assert_eq!(block.is_completable(), expected, "{:?}", block);
    match block.complete() {
        Some(square) => {
            assert!(expected, "{:?}", block);
            assert!(
                is_completion_of(n, &square, block),
                "{:?}: {:?}",
                block,
                square
            );
        }
        None => assert!(!expected, "{:?}", block),
    }
}

/// Calls `visit` with every `r × c` array of symbols `0..n` that repeats nothing in a row
/// or a column, filling `cells` in row-major order from `k` on.
fn each_valid_block(
    n: usize,
    r: usize,
    c: usize,
    cells: &mut Vec<u32>,
    visit: &mut dyn FnMut(&[u32]),
) {
    let k = cells.len();
    if k == r * c {
        visit(cells);
        return;
    }
    let (i, j) = (k / c, k % c);
    for v in 0..n as u32 {
        let clash =
            (0..j).any(|jj| cells[i * c + jj] == v) || (0..i).any(|ii| cells[ii * c + j] == v);
        if !clash {
            cells.push(v);
            each_valid_block(n, r, c, cells, visit);
            cells.pop();
        }
    }
}

#[test]
fn every_block_up_to_order_4_matches_brute_force() {
    let mut blocks = 0;
    let mut completable = 0;
    for n in 1..=4 {
        for r in 0..=n {
            for c in 0..=n {
                each_valid_block(n, r, c, &mut Vec::new(), &mut |cells| {
                    let block = Block::new(n, r, c, cells.to_vec()).unwrap();
                    check_against_brute_force(&block);
                    blocks += 1;
                    completable += block.is_completable() as usize;
                });
            }
        }
    }
    // Both answers occur, many times.
    assert!(
        blocks > 4_000 && completable > 3_000 && blocks - completable > 500,
        "{} {}",
        blocks,
        completable
    );
}

/// The symbols in neither row `i` nor column `j` of the `r × c` block `cells` (filled in
/// row-major order, perhaps only in part), the cell `(i, j)` itself aside.
fn free_symbols(n: usize, c: usize, cells: &[u32], i: usize, j: usize) -> Vec<u32> {
    let r = (cells.len() + c - 1) / c;
    (0..n as u32)
        .filter(|&v| {
            (0..c).all(|jj| jj == j || cells.get(i * c + jj) != Some(&v))
                && (0..r).all(|ii| ii == i || cells.get(ii * c + j) != Some(&v))
        })
        .collect()
}

/// A random `r × c` block for a square of order `n`, of four kinds by `kind % 4`:
/// 0. cut from a random square (it completes);
/// 1. the same with random cells changed, one by one, to a symbol absent from the cell's
///    row and column (each change moves one count down and another up);
/// 2. cut from a random square of order `m` between `max(r, c)` and `n`, its symbols
///    mapped to random ones of `0..n` (so `n − m` symbols are missing: it completes only
///    when `r + c <= n` or `m = n`), half of them then changed as in 1;
/// 3. filled cell by cell with random symbols that clash with nothing so far (`None` when a
///    cell has none left).
fn random_block(n: usize, r: usize, c: usize, kind: u64, rng: &mut SplitMix64) -> Option<Block> {
    let mut cells = Vec::with_capacity(r * c);
    if kind % 4 == 3 {
        for k in 0..r * c {
            let free = free_symbols(n, c, &cells, k / c, k % c);
            if free.is_empty() {
                return None;
            }
            cells.push(free[rng.below(free.len() as u64) as usize]);
        }
        return Some(Block::new(n, r, c, cells).unwrap());
    }
    let m = if kind % 4 == 2 {
        let least = r.max(c);
        least + rng.below((n + 1 - least) as u64) as usize
    } else {
        n
    };
    let square = random_square(m, (m * m) as u64, rng).unwrap();
    let mut symbols: Vec<u32> = (0..n as u32).collect();
    rng.shuffle(&mut symbols);
    for i in 0..r {
        cells.extend(
            square[i * m..i * m + c]
                .iter()
                .map(|&v| symbols[v as usize]),
        );
    }
    if kind % 4 == 1 || (kind % 4 == 2 && rng.below(2) == 0) {
        for _ in 0..r * c / 2 {
            let k = rng.below((r * c) as u64) as usize;
            let free = free_symbols(n, c, &cells, k / c, k % c);
            if !free.is_empty() {
                cells[k] = free[rng.below(free.len() as u64) as usize];
            }
        }
    }
    Some(Block::new(n, r, c, cells).unwrap())
}

#[test]
fn random_blocks_up_to_order_8_match_brute_force() {
    let mut rng = SplitMix64::new(10062);
    let (mut yes, mut no) = (0, 0);
    for trial in 0..3000u64 {
        let n = 5 + rng.below(4) as usize;
        // Half the blocks are large: a block completes always when `r + c <= n`, and the
        // larger it is the likelier it does not.
        let least = if trial % 2 == 0 { 1 } else { n / 2 };
        let r = least + rng.below((n + 1 - least) as u64) as usize;
        let c = least + rng.below((n + 1 - least) as u64) as usize;
        if let Some(block) = random_block(n, r, c, trial / 2, &mut rng) {
            check_against_brute_force(&block);
            if block.is_completable() {
                yes += 1;
            } else {
                no += 1;
            }
        }
    }
    assert!(yes > 2000 && no > 300, "{} {}", yes, no);
}

/// The top-left `r × c` block of the square of order `n`.
fn cut(n: usize, square: &[u32], r: usize, c: usize) -> Block {
    let cells = (0..r)
        .flat_map(|i| square[i * n..i * n + c].iter().cloned())
        .collect();
    Block::new(n, r, c, cells).unwrap()
}

#[test]
fn blocks_of_order_500_complete_in_every_hard_shape() {
    let n = 500;
    let mut rng = SplitMix64::new(500);
    let random = random_square(n, n as u64, &mut rng).unwrap();
    let cyclic: Vec<u32> = (0..n * n).map(|k| ((k / n + k % n) % n) as u32).collect();
    let (r, c) = (
        1 + rng.below(n as u64) as usize,
        1 + rng.below(n as u64) as usize,
    );
    // One cell, a whole row or column, halves, degrees 255 = 2⁸ − 1 in both stages (a
    // perfect matching at every level), degrees 495 and 255 (the most work), all but a
    // row and a column, a random shape, nothing.
    let shapes = [
        (1, 1),
        (1, n),
        (n, 1),
        (n / 2, n / 2),
        (245, 245),
        (n - 1, n - 1),
        (r, c),
        (0, 0),
    ];
    for square in [&random, &cyclic].iter() {
        for &(r, c) in shapes.iter() {
            let block = cut(n, square, r, c);
            let completion = block.complete().unwrap();
            assert!(is_completion_of(n, &completion, &block), "{}×{}", r, c);
        }
    }
}

#[test]
fn a_block_of_order_500_one_short_of_ryser_bound_has_no_completion() {
    // In the cyclic square's 400×400 block, symbol 0 occurs 1 + 299 = 300 times, the
    // bound 400 + 400 − 500; one occurrence changed to a symbol absent from its row and
    // column leaves it one short.
    let n = 500;
    let cyclic: Vec<u32> = (0..n * n).map(|k| ((k / n + k % n) % n) as u32).collect();
    let mut cells: Vec<u32> = cut(n, &cyclic, 400, 400).cells().to_vec();
    assert_eq!(cells.iter().filter(|&&v| v == 0).count(), 300);
    // Cell (250, 250) holds 0; its row and its column hold 250..500 and 0..150.
    assert_eq!(cells[250 * 400 + 250], 0);
    cells[250 * 400 + 250] = 200;
    let block = Block::new(n, 400, 400, cells).unwrap();
    assert_eq!(block.deficient_symbol(), Some(0));
    assert_eq!(block.complete(), None);
}

#[test]
fn new_rejects_malformed_blocks_and_names_the_cell() {
    // (n, rows, cols, cells, the cell named, words of the message)
    type Case = (
        usize,
        usize,
        usize,
        Vec<u32>,
        Option<(usize, usize)>,
        &'static str,
    );
    let cases: Vec<Case> = vec![
        (MAX_ORDER + 1, 1, 1, vec![0], None, "too large"),
        (3, 4, 1, vec![0, 1, 2, 0], None, "does not fit"),
        (3, 1, 4, vec![0, 1, 2, 0], None, "does not fit"),
        (3, 2, 2, vec![0, 1, 2], None, "has 4 cells, found 3"),
        (3, 2, 2, vec![0, 1, 2, 3], Some((1, 1)), "holds 3"),
        (3, 2, 2, vec![0, 1, 2, 2], Some((1, 1)), "in its row"),
        (3, 2, 2, vec![0, 1, 0, 2], Some((1, 0)), "in its column"),
        (0, 0, 1, vec![], None, "does not fit"),
    ];
    for (n, r, c, cells, cell, words) in cases {
        let error = Block::new(n, r, c, cells.clone()).unwrap_err();
        assert_eq!(error.cell(), cell, "{:?}", cells);
        assert!(error.to_string().contains(words), "{}", error);
    }
}

#[test]
fn empty_and_tiny_blocks_complete() {
    assert_eq!(
        Block::new(0, 0, 0, vec![]).unwrap().complete(),
        Some(vec![])
    );
    assert_eq!(
        Block::new(1, 1, 1, vec![0]).unwrap().complete(),
        Some(vec![0])
    );
    for &(n, r, c) in [(1, 0, 0), (2, 0, 2), (2, 2, 0), (7, 0, 0)].iter() {
        let block = Block::new(n, r, c, vec![]).unwrap();
        let square = block.complete().unwrap();
        assert!(is_completion_of(n, &square, &block), "{} {} {}", n, r, c);
    }
}

#[test]
fn the_statement_sample_is_decided_as_printed() {
    // luogu10062's sample, symbols less one: Yes, No, Yes.
    let cases = [
        (2, 1, 1, vec![0], true),
        (3, 2, 2, vec![0, 1, 1, 0], false),
        (5, 2, 3, vec![0, 1, 2, 3, 2, 1], true),
    ];
    for (n, r, c, cells, yes) in cases.iter().cloned() {
        let block = Block::new(n, r, c, cells).unwrap();
        assert_eq!(block.is_completable(), yes);
        assert_eq!(block.deficient_symbol(), if yes { None } else { Some(2) });
        match block.complete() {
            Some(square) => assert!(yes && is_completion_of(n, &square, &block)),
            None => assert!(!yes),
        }
    }
    // The sample's own square for the third case passes the test's checker.
    let printed = [
        1, 2, 3, 4, 5, 4, 3, 2, 5, 1, 2, 4, 5, 1, 3, 3, 5, 1, 2, 4, 5, 1, 4, 3, 2,
    ];
    let square: Vec<u32> = printed.iter().map(|&v| v - 1).collect();
    let block = Block::new(5, 2, 3, vec![0, 1, 2, 3, 2, 1]).unwrap();
    assert!(is_completion_of(5, &square, &block));
}

#[test]
fn random_squares_are_latin_and_moves_change_them() {
    let empty = |n| Block::new(n, 0, 0, vec![]).unwrap();
    for n in 0..=12 {
        for seed in 0..5 {
            let square = random_square(n, 50, &mut SplitMix64::new(seed)).unwrap();
            assert!(is_completion_of(n, &square, &empty(n)), "{} {}", n, seed);
        }
    }
    // The same seed draws the same isotope of the cyclic square; moves leave it.
    let start = random_square(30, 0, &mut SplitMix64::new(9)).unwrap();
    let moved = random_square(30, 30, &mut SplitMix64::new(9)).unwrap();
    assert!(is_completion_of(30, &moved, &empty(30)));
    let changed = start.iter().zip(&moved).filter(|(a, b)| a != b).count();
    assert!(changed > 300, "{} cells changed", changed);
    // In an isotope of the cyclic square, the permutation taking row `a` to row `b`
    // (`L(a, j) ↦ L(b, j)`) is conjugate to a translation of Z_n: its cycles all have one
    // length. Moves reach squares that are no such isotope.
    let equal_cycles = |square: &[u32], a: usize, b: usize| {
        let mut next = [0usize; 30];
        for j in 0..30 {
            next[square[a * 30 + j] as usize] = square[b * 30 + j] as usize;
        }
        let mut lengths = Vec::new();
        let mut done = [false; 30];
        for s in 0..30 {
            let (mut x, mut len) = (s, 0);
            while !done[x] {
                done[x] = true;
                x = next[x];
                len += 1;
            }
            if len > 0 {
                lengths.push(len);
            }
        }
        lengths.iter().all(|&l| l == lengths[0])
    };
    let pairs: Vec<(usize, usize)> = (0..30).flat_map(|a| (0..a).map(move |b| (a, b))).collect();
    assert!(pairs.iter().all(|&(a, b)| equal_cycles(&start, a, b)));
    assert!(!pairs.iter().all(|&(a, b)| equal_cycles(&moved, a, b)));
    assert!(random_square(MAX_ORDER + 1, 0, &mut SplitMix64::new(1)).is_err());
}

#[test]
fn colourings_of_regular_multigraphs_are_perfect_matchings() {
    // Unions of `d` random perfect matchings: parallel edges are common at small sides.
    let mut rng = SplitMix64::new(5);
    let mut graph = Colouring::default();
    for &(side, d) in [(1, 7), (2, 5), (3, 6), (5, 9), (40, 31), (64, 64), (100, 3)].iter() {
        let perms: Vec<Vec<u32>> = (0..d)
            .map(|_| {
                let mut p: Vec<u32> = (0..side as u32).collect();
                rng.shuffle(&mut p);
                p
            })
            .collect();
        graph.reset(side, d);
        for u in 0..side {
            for p in &perms {
                graph.push(p[u] as usize);
            }
        }
        graph.colour();
        let mut seen = vec![0u32; 2 * side * d];
        for e in 0..side * d {
            let (u, v, k) = (
                graph.left(e),
                graph.right[e] as usize,
                graph.colour[e] as usize,
            );
            assert!(k < d);
            seen[k * side + u] += 1;
            seen[side * d + k * side + v] += 1;
        }
        assert!(seen.iter().all(|&x| x == 1), "{} {}", side, d);
    }
}
