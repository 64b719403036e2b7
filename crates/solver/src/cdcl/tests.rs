//! Clause learning's tests: its windows, minimisation and LBDs, seeds, counts against dancing
//! links, and the sanity check at every level.

use super::*;
use crate::dancing_links::DancingLinks;
use crate::model::Geometry;

#[test]
fn minimisation_follows_reasons_back_to_the_clause() {
    // Variables a, b, c, d, e. At level 1 a is decided; b follows by (b ∨ ¬a), c by
    // (c ∨ ¬b). At level 2 d is decided; e follows by (e ∨ ¬b ∨ ¬d).
    let (a, b, c, d, e) = (0u32, 1u32, 2u32, 3u32, 4u32);
    let mut s = Solver::default();
    s.reset(5, &[], 0);
    let by_b = s.add_clause(&[2 * b, 2 * a + 1], false, 0);
    let by_c = s.add_clause(&[2 * c, 2 * b + 1], false, 0);
    let by_e = s.add_clause(&[2 * e, 2 * b + 1, 2 * d + 1], false, 0);
    s.trail_lim.push(s.trail.len());
    s.enqueue(2 * a, NO_REASON);
    s.enqueue(2 * b, by_b);
    s.enqueue(2 * c, by_c);
    s.trail_lim.push(s.trail.len());
    s.enqueue(2 * d, NO_REASON);
    s.enqueue(2 * e, by_e);
    let mut lits = Vec::new();
    // A clause holding ¬a: ¬c follows through b (not in the clause) back to a. Only the
    // recursive test sees it; c's own reason mentions b, not a.
    // (The clause's own literals are marked, as in `analyze`.)
    s.seen[a as usize] = true;
    s.seen[c as usize] = true;
    s.to_clear.clear();
    assert!(s.redundant(2 * c + 1, 1 << 1, &mut lits));
    assert!(s.seen[b as usize]);
    assert_eq!(s.to_clear, vec![2 * b + 1]);
    s.seen = vec![false; 5];
    // A clause holding ¬d alone: ¬e needs b, which leads to the decision a outside it.
    s.seen[d as usize] = true;
    s.seen[e as usize] = true;
    s.to_clear.clear();
    assert!(!s.redundant(2 * e + 1, 1 << 1 | 1 << 2, &mut lits));
    assert!(s.to_clear.is_empty());
    assert!(!s.seen[b as usize] && !s.seen[a as usize]);
    // With ¬a as well, ¬e follows.
    s.seen[a as usize] = true;
    assert!(s.redundant(2 * e + 1, 1 << 1 | 1 << 2, &mut lits));
}

#[test]
fn a_learned_clause_at_fewer_levels_gets_a_lower_lbd() {
    // Variables a, b, c, d, e decided true at levels 1 to 5; the learned clause
    // (¬a ∨ ¬b ∨ ¬c ∨ ¬d ∨ ¬e) was learned with LBD 6.
    let mut s = Solver::default();
    s.reset(5, &[], 0);
    let lits: Vec<u32> = (0..5).map(|v| 2 * v + 1).collect();
    let clause = s.add_clause(&lits, true, 6);
    let original = s.add_clause(&lits, false, 0);
    for v in 0..5 {
        s.trail_lim.push(s.trail.len());
        s.enqueue(2 * v, NO_REASON);
    }
    // Seen now as a reason for ¬e (at level 5): its other literals span levels 1 to 4,
    // five levels with e's: not two fewer than six, so it stays.
    s.update_lbd(clause, &lits[..4]);
    assert_eq!(s.arena[clause as usize + 1], 6 << 1 | 1);
    // Were c and d set at level 2, it spans three levels.
    s.level[2] = 2;
    s.level[3] = 2;
    s.update_lbd(clause, &lits[..4]);
    assert_eq!(s.arena[clause as usize + 1], 3 << 1 | 1);
    // A clause of the puzzle has no LBD to lower.
    s.update_lbd(original, &lits[..4]);
    assert_eq!(s.arena[original as usize + 1], 0);
}

#[test]
fn seeds_change_the_search_not_the_solutions() {
    // A 9×9 grid with its first five rows given: many solutions, all of them visited by
    // every seed, in orders of their own.
    let mut dlx = DancingLinks::new();
    let mut puzzle = Puzzle::empty(Geometry::boxed(3, 3).unwrap());
    let grid = dlx.first_solution(&puzzle).unwrap();
    for (cell, &v) in grid.iter().enumerate().take(45) {
        puzzle.set(cell / 9, cell % 9, Some(v)).unwrap();
    }
    let mut expected = dlx.solutions(&puzzle, 100_000);
    assert!(
        expected.len() > 100 && expected.len() < 100_000,
        "{}",
        expected.len()
    );
    expected.sort();
    let mut firsts = Vec::new();
    for seed in 0..4 {
        let mut engine = Cdcl::with_seed(seed);
        let mut all = engine.solutions(&puzzle, 100_000);
        firsts.push(all[0].clone());
        all.sort();
        assert_eq!(all, expected, "seed {seed}");
        // The same seed, the same search.
        let again = Cdcl::with_seed(seed).solutions(&puzzle, 1);
        assert_eq!(again[0], firsts[seed as usize]);
    }
    firsts.sort();
    firsts.dedup();
    assert!(firsts.len() > 1, "the seeds start the search alike");
}

#[test]
fn every_backjump_restart_and_decision_leaves_a_sane_state() {
    let _checked = crate::sanity::every_level();
    // Every 4×4 grid (a blocking clause after each); the 9×9 grids with 30 givens of a
    // full grid kept, as many as dancing links counts, from several seeds; a hard 9×9
    // puzzle, unique.
    let mut conflicts = 0;
    let p = Puzzle::empty(Geometry::boxed(2, 2).unwrap());
    let mut engine = Cdcl::new();
    assert_eq!(engine.count_solutions(&p, u64::MAX), 288);
    conflicts += engine.conflicts();
    let mut dlx = DancingLinks::new();
    let mut some = Puzzle::empty(Geometry::boxed(3, 3).unwrap());
    let grid = dlx.first_solution(&some).unwrap();
    for (cell, &v) in grid.iter().enumerate().take(30) {
        some.set(cell / 9, cell % 9, Some(v)).unwrap();
    }
    let expected = dlx.count_solutions(&some, 150);
    for seed in 1..=2 {
        let mut engine = Cdcl::with_seed(seed);
        assert_eq!(engine.count_solutions(&some, 150), expected);
        conflicts += engine.conflicts();
    }
    // Hard 16×16 puzzles of the benchmark corpus, unique.
    let corpus = include_str!("../../../bench/corpus/sudoku16-hard-100.txt");
    let rows: Vec<&str> = corpus.split_whitespace().take(6 * 16).collect();
    for grid in rows.chunks(16) {
        let text = grid.concat();
        let cells = text.bytes().map(|b| b.checked_sub(b'A'));
        let hard = Puzzle::new(Geometry::boxed(4, 4).unwrap(), cells.collect()).unwrap();
        let mut engine = Cdcl::new();
        assert_eq!(engine.count_solutions(&hard, 2), 1);
        conflicts += engine.conflicts();
    }
    assert!(conflicts > 100, "{}", conflicts);
}

#[test]
fn counts_like_dancing_links() {
    let p = Puzzle::empty(Geometry::boxed(2, 2).unwrap());
    let mut all = Cdcl::new().solutions(&p, u64::MAX);
    assert_eq!(all.len(), 288);
    all.sort();
    all.dedup();
    assert_eq!(all.len(), 288);
    let rows: Vec<usize> = (0..16).map(|c| c / 4).collect();
    let latin = Puzzle::empty(Geometry::jigsaw(4, &rows).unwrap());
    assert_eq!(Cdcl::new().count_solutions(&latin, 10_000), 576);
    let mut q = Puzzle::empty(Geometry::boxed(2, 3).unwrap());
    q.set(0, 0, Some(1)).unwrap();
    q.set(1, 1, Some(1)).unwrap();
    assert_eq!(Cdcl::new().count_solutions(&q, 2), 0);
    let mut dlx = DancingLinks::new();
    let mut one = Puzzle::empty(Geometry::boxed(3, 3).unwrap());
    let grid = dlx.first_solution(&one).unwrap();
    for (cell, &v) in grid.iter().enumerate().take(60) {
        one.set(cell / 9, cell % 9, Some(v)).unwrap();
    }
    assert_eq!(
        Cdcl::new().count_solutions(&one, 100),
        dlx.count_solutions(&one, 100)
    );
}

/// Quotient clues between half of the neighbours of a box, at random, read from random 9×9
/// grids, and no givens: the clauses find a grid that keeps them within a few thousand
/// decisions. Filtering Sudoku grids by the clues instead, as for order relations, meets
/// millions of grids first.
#[test]
fn quotient_clauses_find_a_quotdoku_without_givens() {
    let geometry = Geometry::boxed(3, 3).unwrap();
    let mut rng = SplitMix64::new(5675);
    for _ in 0..10 {
        let grid = crate::generate::random_grid(&geometry, &mut rng, &mut Cdcl::new()).unwrap();
        let mut puzzle = Puzzle::empty(geometry.clone());
        for cell in 0..81 {
            let (r, c) = (cell / 9, cell % 9);
            for other in [cell + 1, cell + 9] {
                let in_box = if other == cell + 1 {
                    c % 3 < 2
                } else {
                    r % 3 < 2
                };
                if in_box && rng.below(2) == 0 {
                    let q = crate::model::quotient_of(grid[cell], grid[other]);
                    puzzle.add_quotient(cell, other, q).unwrap();
                }
            }
        }
        let mut engine = Cdcl::new();
        let found = engine.first_solution(&puzzle).unwrap();
        assert!(puzzle.is_solved_by(&found));
        assert!(engine.nodes() < 5_000, "{} decisions", engine.nodes());
    }
}
