//! The exact cover's tests: brute force on random matrices, counts against independent
//! computations, and the sanity check at every level of searches and counts.

use super::*;
use crate::rng::SplitMix64;

/// Knuth's example (TAOCP 7.2.2.1, (5)): items a–g and six options, whose unique
/// solution is {c e}, {a d f}, {b g}: options 0, 3 and 4.
fn knuth_example() -> ExactCover {
    let mut ec = ExactCover::new(7, 0);
    let (a, b, c, d, e, f, g) = (0, 1, 2, 3, 4, 5, 6);
    for option in [
        vec![c, e],
        vec![a, d, g],
        vec![b, c, f],
        vec![a, d, f],
        vec![b, g],
        vec![d, e, g],
    ] {
        ec.add_option(&option).unwrap();
    }
    ec
}

/// Every solution the search visits, each sorted, in the order visited.
fn every_solution(ec: &mut ExactCover) -> Vec<Vec<usize>> {
    let mut all = Vec::new();
    let _ = ec.search(|s| {
        let mut s = s.to_vec();
        s.sort_unstable();
        all.push(s);
        Flow::Continue
    });
    all
}

#[test]
fn solves_knuths_example() {
    let mut ec = knuth_example();
    ec.check_invariants().unwrap();
    let all = every_solution(&mut ec);
    assert_eq!(all, vec![vec![0, 3, 4]]);
    ec.check_invariants().unwrap();
    assert_eq!(ec.count_solutions(10), 1);
}

#[test]
fn stopping_restores_the_links() {
    // Four items, every pair an option: three perfect matchings.
    let mut ec = ExactCover::new(4, 0);
    for a in 0..4 {
        for b in a + 1..4 {
            ec.add_option(&[a, b]).unwrap();
        }
    }
    assert_eq!(ec.count_solutions(u64::MAX), 3);
    assert_eq!(ec.count_solutions(2), 2);
    ec.check_invariants().unwrap();
    assert_eq!(ec.count_solutions(0), 0);
    assert_eq!(ec.count_solutions(u64::MAX), 3);
    // An option added after a stopped search joins the restored links: with {0, 1, 2, 3}
    // there are four covers.
    assert!(ec.first_solution().is_some());
    assert_eq!(ec.add_option(&[0, 1, 2, 3]), Ok(6));
    ec.check_invariants().unwrap();
    assert_eq!(ec.count_solutions(u64::MAX), 4);
    assert_eq!(ec.first_solution().map(|s| s.len()), Some(2));
    assert_eq!(ec.count_solutions(u64::MAX), 4);
}

#[test]
fn secondary_items_are_covered_at_most_once() {
    // Primary 0, 1; secondary 2. Options {0,2}, {1,2}, {0}, {1}.
    let mut ec = ExactCover::new(2, 1);
    for option in [&[0, 2][..], &[1, 2], &[0], &[1]] {
        ec.add_option(option).unwrap();
    }
    let mut all = every_solution(&mut ec);
    all.sort();
    // {0,2}+{1,2} covers the secondary item twice and is not a solution.
    assert_eq!(all, vec![vec![0, 3], vec![1, 2], vec![2, 3]]);
}

#[test]
fn an_item_without_options_means_no_solution() {
    let mut ec = ExactCover::new(3, 0);
    ec.add_option(&[0, 1]).unwrap();
    assert_eq!(ec.first_solution(), None);
    let mut none = ExactCover::new(0, 0);
    assert_eq!(none.first_solution(), Some(vec![]));
}

#[test]
fn bad_options_are_errors_and_change_nothing() {
    let mut ec = ExactCover::new(2, 1);
    ec.add_option(&[0, 2]).unwrap();
    let err = ec.add_option(&[1, 3]).unwrap_err();
    assert_eq!(err.option(), 1);
    assert_eq!(
        err.to_string(),
        "option 1: item 3 does not exist (there are 3)"
    );
    let err = ec.add_option(&[1, 2, 1]).unwrap_err();
    assert_eq!(err.to_string(), "option 1: item 1 appears twice");
    assert_eq!(ec.options(), 1);
    ec.check_invariants().unwrap();
    // Item 1 is still without options: the failed options left no node behind.
    assert_eq!(ec.first_solution(), None);
    assert_eq!(ec.add_option(&[1]), Ok(1));
    let mut first = ec.first_solution().unwrap();
    first.sort_unstable();
    assert_eq!(first, [0, 1]);
}

/// Every exact cover of the rows over `columns` columns, by trying every set of non-empty
/// rows; each cover sorted, the list sorted.
fn brute_force_covers(columns: usize, rows: &[Vec<usize>]) -> Vec<Vec<usize>> {
    let masks: Vec<u32> = rows
        .iter()
        .map(|r| r.iter().fold(0, |m, &c| m | 1 << c))
        .collect();
    let full = (1u32 << columns) - 1;
    let mut covers = Vec::new();
    for set in 0u32..1 << rows.len() {
        let chosen: Vec<usize> = (0..rows.len()).filter(|&r| set >> r & 1 == 1).collect();
        if chosen.iter().any(|&r| masks[r] == 0) {
            continue;
        }
        let mut union = 0;
        let mut disjoint = true;
        for &r in &chosen {
            disjoint &= union & masks[r] == 0;
            union |= masks[r];
        }
        if disjoint && union == full {
            covers.push(chosen);
        }
    }
    covers.sort();
    covers
}

/// Whether `chosen` names distinct rows whose columns cover `0..columns` exactly once.
fn is_exact_cover(columns: usize, rows: &[Vec<usize>], chosen: &[usize]) -> bool {
    let mut hits = vec![0; columns];
    let mut seen = vec![false; rows.len()];
    for &r in chosen {
        if r >= rows.len() || seen[r] {
            return false;
        }
        seen[r] = true;
        for &c in &rows[r] {
            hits[c] += 1;
        }
    }
    hits.iter().all(|&h| h == 1)
}

/// A random matrix of `n` rows over `m` columns, each `1` with probability `percent`%,
/// its columns in a random order within the row.
fn random_rows(rng: &mut SplitMix64, n: usize, m: usize, percent: u64) -> Vec<Vec<usize>> {
    (0..n)
        .map(|_| {
            let mut row: Vec<usize> = (0..m).filter(|_| rng.below(100) < percent).collect();
            rng.shuffle(&mut row);
            row
        })
        .collect()
}

#[test]
fn from_rows_and_add_option_find_every_cover_a_brute_force_finds() {
    let mut rng = SplitMix64::new(4929);
    let mut with_covers = 0;
    for case in 0..3000 {
        let n = rng.below(13) as usize;
        let m = rng.below(9) as usize;
        let percent = [15, 30, 50][case % 3];
        let rows = random_rows(&mut rng, n, m, percent);
        let expected = brute_force_covers(m, &rows);
        let mut matrix = ExactCover::from_rows(m, &rows).unwrap();
        let mut found = Vec::new();
        let flow = matrix.search(|chosen| {
            assert!(is_exact_cover(m, &rows, chosen), "{:?}: {:?}", rows, chosen);
            let mut chosen = chosen.to_vec();
            chosen.sort_unstable();
            found.push(chosen);
            Flow::Continue
        });
        assert_eq!(flow, Flow::Continue);
        found.sort();
        assert_eq!(found, expected, "{} columns, rows {:?}", m, rows);
        matrix.check_invariants().unwrap();
        let count = expected.len() as u64;
        assert_eq!(matrix.count_solutions(u64::MAX), count);
        assert_eq!(matrix.count_solutions(2), count.min(2));
        match matrix.first_solution() {
            Some(first) => assert!(is_exact_cover(m, &rows, &first), "{:?}", rows),
            None => assert_eq!(count, 0, "{:?}", rows),
        }
        matrix.check_invariants().unwrap();
        // Built option by option, the same problem: the same covers, in the same order.
        let mut incremental = ExactCover::new(m, 0);
        for (r, row) in rows.iter().enumerate() {
            assert_eq!(incremental.add_option(row), Ok(r));
        }
        let mut again = Vec::new();
        let _ = incremental.search(|chosen| {
            again.push(chosen.to_vec());
            Flow::Continue
        });
        let mut in_order = Vec::new();
        let _ = matrix.search(|chosen| {
            in_order.push(chosen.to_vec());
            Flow::Continue
        });
        assert_eq!(again, in_order, "{:?}", rows);
        with_covers += (count > 0) as usize;
    }
    // Both outcomes are well represented.
    assert!((500..2500).contains(&with_covers), "{}", with_covers);
}

#[test]
fn a_column_no_row_covers_means_no_cover_and_no_visit() {
    // Columns 0..20 tiled by every single and every adjacent pair (a Fibonacci number of
    // covers), and column 20 in no row.
    let mut rows: Vec<Vec<usize>> = (0..20).map(|c| vec![c]).collect();
    rows.extend((0..19).map(|c| vec![c, c + 1]));
    let mut matrix = ExactCover::from_rows(21, &rows).unwrap();
    let mut visits = 0;
    assert_eq!(
        matrix.search(|_| {
            visits += 1;
            Flow::Continue
        }),
        Flow::Continue
    );
    assert_eq!((visits, matrix.first_solution()), (0, None));
    assert_eq!(matrix.count_solutions(u64::MAX), 0);
    // Without the empty column: F(21) = 10,946 covers.
    let mut matrix = ExactCover::from_rows(20, &rows).unwrap();
    assert_eq!(matrix.count_solutions(u64::MAX), 10_946);
}

#[test]
fn no_columns_are_covered_by_no_rows() {
    let none: [Vec<usize>; 0] = [];
    for rows in [&none[..], &[vec![]], &[vec![], vec![], vec![]]] {
        let mut matrix = ExactCover::from_rows(0, rows).unwrap();
        assert_eq!(matrix.first_solution(), Some(vec![]));
        assert_eq!(matrix.count_solutions(u64::MAX), 1);
        assert_eq!(matrix.options(), rows.len());
    }
    // Rows but no columns: any row names a column that does not exist.
    assert!(ExactCover::from_rows(0, &[vec![0]]).is_err());
}

#[test]
fn no_rows_cover_no_column() {
    let none: [Vec<usize>; 0] = [];
    let mut matrix = ExactCover::from_rows(3, &none).unwrap();
    assert_eq!(matrix.first_solution(), None);
    assert_eq!(matrix.count_solutions(u64::MAX), 0);
}

#[test]
fn rows_without_ones_keep_their_numbers_and_are_never_chosen() {
    let rows = [vec![], vec![1], vec![], vec![0], vec![]];
    let mut matrix = ExactCover::from_rows(2, &rows).unwrap();
    assert_eq!(matrix.options(), 5);
    matrix.check_invariants().unwrap();
    let mut first = matrix.first_solution().unwrap();
    first.sort_unstable();
    assert_eq!(first, [1, 3]);
    assert_eq!(matrix.count_solutions(u64::MAX), 1);
}

#[test]
fn from_rows_rejects_bad_columns_naming_the_row() {
    let err = ExactCover::from_rows(3, &[vec![0], vec![], vec![2, 3]]).unwrap_err();
    assert_eq!(err.option(), 2);
    assert_eq!(
        err.to_string(),
        "option 2: item 3 does not exist (there are 3)"
    );
    let err = ExactCover::from_rows(3, &[vec![0, 1, 0]]).unwrap_err();
    assert_eq!(err.option(), 0);
    assert_eq!(err.to_string(), "option 0: item 0 appears twice");
}

/// The domino tilings of a `rows` × `cols` board, counted column by column over the
/// profile of cells already filled from the column before (`rows <= 16`).
fn profile_count(rows: usize, cols: usize) -> u64 {
    let full = 1usize << rows;
    let mut ways = vec![0u64; full];
    ways[0] = 1;
    for _ in 0..cols {
        let mut next = vec![0u64; full];
        for (filled, &w) in ways.iter().enumerate() {
            if w == 0 {
                continue;
            }
            // Fill the column's free cells: a horizontal domino reaching into the next
            // column (marked there) or a vertical one taking two free cells.
            let mut stack = vec![(0, 0)];
            while let Some((r, out)) = stack.pop() {
                if r == rows {
                    next[out] += w;
                } else if filled >> r & 1 == 1 {
                    stack.push((r + 1, out));
                } else {
                    stack.push((r + 1, out | 1 << r));
                    if r + 1 < rows && filled >> (r + 1) & 1 == 0 {
                        stack.push((r + 2, out));
                    }
                }
            }
        }
        ways = next;
    }
    ways[0]
}

/// The dominoes of a `rows` × `cols` board as rows of its cells, numbered row by row.
fn dominoes(rows: usize, cols: usize) -> Vec<Vec<usize>> {
    let cell = |r: usize, c: usize| r * cols + c;
    let mut dominoes = Vec::new();
    for r in 0..rows {
        for c in 0..cols {
            if c + 1 < cols {
                dominoes.push(vec![cell(r, c), cell(r, c + 1)]);
            }
            if r + 1 < rows {
                dominoes.push(vec![cell(r, c), cell(r + 1, c)]);
            }
        }
    }
    dominoes
}

/// N queens as an exact cover: rows and columns primary, diagonals secondary.
fn queens(n: usize) -> ExactCover {
    let diagonals = 2 * n - 1;
    let mut board = ExactCover::new(2 * n, 2 * diagonals);
    for r in 0..n {
        for c in 0..n {
            let (down, up) = (2 * n + r + c, 2 * n + diagonals + r + n - 1 - c);
            board.add_option(&[r, n + c, down, up]).unwrap();
        }
    }
    board
}

#[test]
fn counts_with_the_memo_agree_with_a_profile_count_and_with_every_visit() {
    for rows in 1..=6 {
        for cols in 1..=8 {
            let mut board = ExactCover::from_rows(rows * cols, &dominoes(rows, cols)).unwrap();
            let expected = profile_count(rows, cols);
            assert_eq!(board.count_solutions(u64::MAX), expected, "{rows}x{cols}");
            let counting = board.nodes();
            assert_eq!(visits(&mut board), expected, "{rows}x{cols}");
            if (rows, cols) == (6, 8) {
                // The memo at work: most subproblems are met again.
                assert!(
                    counting * 10 < board.nodes(),
                    "{} {}",
                    counting,
                    board.nodes()
                );
            }
            for limit in [1, 2, 100, expected.saturating_sub(1)] {
                assert_eq!(board.count_solutions(limit), expected.min(limit));
            }
            board.check_invariants().unwrap();
        }
    }
    // 6 x 8: 167,089 tilings (OEIS A099390).
    assert_eq!(profile_count(6, 8), 167_089);
}

#[test]
fn counts_with_secondary_items_agree_with_every_visit() {
    // N queens: rows and columns primary, diagonals secondary (OEIS A000170).
    for (n, expected) in [
        (1, 1),
        (2, 0),
        (3, 0),
        (4, 2),
        (5, 10),
        (6, 4),
        (7, 40),
        (8, 92),
    ] {
        let mut board = queens(n);
        let visited = visits(&mut board);
        assert_eq!(
            (board.count_solutions(u64::MAX), visited),
            (expected, expected)
        );
    }
}

#[test]
fn reset_reuses_the_structure() {
    let mut ec = knuth_example();
    ec.reset(2, 0);
    ec.add_option(&[0]).unwrap();
    ec.add_option(&[1]).unwrap();
    ec.add_option(&[0, 1]).unwrap();
    assert_eq!(ec.count_solutions(10), 2);
    ec.check_invariants().unwrap();
}

/// The covers of `rows` over `primary + secondary` items: the primary ones exactly once, the
/// secondary ones at most once, by trying every set of rows that each hold a primary item
/// (a search branches on primary items only, so a row of secondary ones alone is never
/// chosen); their number.
fn brute_force_count(primary: usize, rows: &[Vec<usize>]) -> u64 {
    let masks: Vec<u32> = rows
        .iter()
        .map(|r| r.iter().fold(0, |m, &c| m | 1 << c))
        .collect();
    let must = (1u32 << primary) - 1;
    let mut count = 0;
    for set in 0u32..1 << rows.len() {
        let mut union = 0;
        let mut fine = true;
        for (r, &mask) in masks.iter().enumerate() {
            if set >> r & 1 == 1 {
                fine &= mask & must != 0 && union & mask == 0;
                union |= mask;
            }
        }
        count += u64::from(fine && union & must == must);
    }
    count
}

/// Searches, first solutions, counts to a limit and memoised counts of `cover`, with the state
/// checked after every choice and every restore: the number of solutions each finds.
fn checked_runs(cover: &mut ExactCover) -> [u64; 4] {
    let _checked = crate::sanity::every_level();
    let visited = visits(cover);
    let first = cover.first_solution().is_some() as u64;
    [
        visited,
        first,
        cover.count_solutions(2),
        cover.count_solutions(u64::MAX),
    ]
}

/// The visits of an unchecked search of `cover`.
fn visits(cover: &mut ExactCover) -> u64 {
    let mut visits = 0;
    let _ = cover.search(|_| {
        visits += 1;
        Flow::Continue
    });
    visits
}

#[test]
fn every_level_of_random_searches_and_counts_is_sane() {
    let mut rng = SplitMix64::new(48);
    for case in 0..1500 {
        let n = rng.below(13) as usize;
        let primary = rng.below(7) as usize;
        let secondary = if case % 2 == 0 {
            0
        } else {
            rng.below(4) as usize
        };
        let rows = random_rows(&mut rng, n, primary + secondary, [20, 35, 50][case % 3]);
        let mut cover = ExactCover::new(primary, secondary);
        for row in &rows {
            cover.add_option(row).unwrap();
        }
        let expected = brute_force_count(primary, &rows);
        assert_eq!(
            checked_runs(&mut cover),
            [expected, expected.min(1), expected.min(2), expected],
            "{} primary items, rows {:?}",
            primary,
            rows
        );
    }
}

/// The cover of a `rows` × `cols` board by the 12 pentominoes, rotated and reflected: a
/// primary item per cell, and one per piece, primary when every piece must be placed, else
/// secondary.
fn pentomino_cover(rows: usize, cols: usize, every_piece: bool) -> ExactCover {
    use crate::polyomino::{Piece, PENTOMINOES};
    let cells = rows * cols;
    let mut cover = if every_piece {
        ExactCover::new(cells + 12, 0)
    } else {
        ExactCover::new(cells, 12)
    };
    for (p, (_, drawing)) in PENTOMINOES.iter().enumerate() {
        for shape in Piece::from_drawing(drawing).unwrap().orientations(true) {
            let height = shape.cells().iter().map(|c| c.0).max().unwrap() + 1;
            let width = shape.cells().iter().map(|c| c.1).max().unwrap() + 1;
            if height > rows || width > cols {
                continue;
            }
            for r in 0..=rows - height {
                for c in 0..=cols - width {
                    let mut option: Vec<usize> = shape
                        .cells()
                        .iter()
                        .map(|&(dr, dc)| (r + dr) * cols + c + dc)
                        .collect();
                    option.push(cells + p);
                    cover.add_option(&option).unwrap();
                }
            }
        }
    }
    cover
}

#[test]
fn every_level_of_pentomino_and_queens_searches_is_sane() {
    // 3 × 10 by any 6 of the 12 pieces and 4 × 5 by any 4, the pieces secondary: as many
    // packings as the search finds with the checks off.
    for (rows, cols) in [(3, 10), (4, 5)] {
        let mut board = pentomino_cover(rows, cols, false);
        let expected = visits(&mut board);
        assert!(expected > 0);
        assert_eq!(checked_runs(&mut board), [expected, 1, 2, expected]);
    }
    // 3 × 20 by all 12: two packings up to the rectangle's four symmetries.
    let mut strip = pentomino_cover(3, 20, true);
    let checked = crate::sanity::every_level();
    assert_eq!(strip.count_solutions(2), 2);
    drop(checked);
    // N queens: rows and columns primary, diagonals secondary (OEIS A000170).
    for (n, expected) in [(4, 2), (5, 10), (6, 4), (7, 40), (8, 92)] {
        let mut board = queens(n);
        assert_eq!(checked_runs(&mut board), [expected, 1, 2, expected]);
    }
}

#[test]
fn every_level_of_memoised_domino_counts_is_sane() {
    for (rows, cols) in [(2, 7), (3, 6), (4, 4), (4, 5)] {
        let mut board = ExactCover::from_rows(rows * cols, &dominoes(rows, cols)).unwrap();
        let expected = profile_count(rows, cols);
        assert_eq!(
            checked_runs(&mut board),
            [expected, 1, 2, expected],
            "{}x{}",
            rows,
            cols
        );
        // The memo was at work: the count tried fewer options than a search visiting all.
        let counted = board.nodes();
        assert_eq!(visits(&mut board), expected);
        assert!(counted < board.nodes(), "{}x{}", rows, cols);
    }
}
