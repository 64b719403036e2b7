//! Dancing Links and the plain backtracker against each other on random puzzles of every kind
//! of geometry: the same solutions (as sets), the same counts up to a limit, the same verdict
//! of no solution. Each solution is also checked by the model's own checker.

use std::ops::ControlFlow;

use solver::{Backtracker, DancingLinks, Engine, Geometry, Puzzle, SplitMix64};

/// Solutions counted per puzzle before the engines stop.
const LIMIT: u64 = 40;

/// The region map of LanQiao 2012's first sample: a 6×6 jigsaw.
const JIGSAW_6: &str = "000011022013221113243333244455445555";

/// A random full grid of `geometry`: a random first row completed by Dancing Links (retried
/// when a jigsaw makes it impossible), then its values relabelled at random.
fn random_full_grid(geometry: &Geometry, rng: &mut SplitMix64) -> Vec<u8> {
    let n = geometry.size();
    loop {
        let mut first_row: Vec<u8> = (0..n as u8).collect();
        rng.shuffle(&mut first_row);
        let mut puzzle = Puzzle::empty(geometry.clone());
        for (col, &v) in first_row.iter().enumerate() {
            puzzle.set(0, col, Some(v)).expect("in range");
        }
        if let Some(grid) = DancingLinks::new().first_solution(&puzzle) {
            let mut relabel: Vec<u8> = (0..n as u8).collect();
            rng.shuffle(&mut relabel);
            return grid.iter().map(|&v| relabel[v as usize]).collect();
        }
    }
}

/// A puzzle keeping `keep` random cells of `grid`; with `corrupt`, one more cell gets a value
/// other than the grid's, which may or may not leave solutions.
fn random_puzzle(
    geometry: &Geometry,
    grid: &[u8],
    keep: usize,
    corrupt: bool,
    rng: &mut SplitMix64,
) -> Puzzle {
    let n = geometry.size();
    let mut cells: Vec<usize> = (0..n * n).collect();
    rng.shuffle(&mut cells);
    let mut puzzle = Puzzle::empty(geometry.clone());
    for &cell in &cells[..keep] {
        puzzle
            .set(cell / n, cell % n, Some(grid[cell]))
            .expect("in range");
    }
    if corrupt {
        let cell = cells[rng.below(cells.len() as u64) as usize];
        let wrong = (grid[cell] as u64 + 1 + rng.below(n as u64 - 1)) % n as u64;
        puzzle
            .set(cell / n, cell % n, Some(wrong as u8))
            .expect("in range");
    }
    puzzle
}

fn solutions<E: Engine>(engine: &mut E, puzzle: &Puzzle) -> Vec<Vec<u8>> {
    let mut all = Vec::new();
    let _ = engine.search(puzzle, |grid| {
        all.push(grid.to_vec());
        if all.len() as u64 >= LIMIT {
            ControlFlow::Break(())
        } else {
            ControlFlow::Continue(())
        }
    });
    all
}

/// Cross-checks `count` puzzles of `geometry` whose givens run from `min_keep` to all cells.
/// Returns how many had none, one, and several solutions.
fn cross_check(
    name: &str,
    geometry: &Geometry,
    count: usize,
    min_keep: usize,
    seed: u64,
) -> [usize; 3] {
    let mut rng = SplitMix64::new(seed);
    let (mut dlx, mut backtracker) = (DancingLinks::new(), Backtracker::new());
    let cells = geometry.cells();
    let mut kinds = [0; 3];
    for k in 0..count {
        let grid = random_full_grid(geometry, &mut rng);
        let keep = min_keep + rng.below((cells - min_keep + 1) as u64) as usize;
        let puzzle = random_puzzle(geometry, &grid, keep, k % 3 == 0, &mut rng);
        let mut a = solutions(&mut dlx, &puzzle);
        let b = solutions(&mut backtracker, &puzzle);
        let context = format!("{name} puzzle {k} ({keep} kept, seed {seed})");
        assert_eq!(a.len(), b.len(), "{context}: counts differ");
        assert!(
            a.iter().chain(&b).all(|g| puzzle.is_solved_by(g)),
            "{context}: a wrong solution"
        );
        assert!(
            b.windows(2).all(|w| w[0] < w[1]),
            "{context}: backtracker out of order"
        );
        if (a.len() as u64) < LIMIT {
            a.sort();
            assert_eq!(a, b, "{context}: solution sets differ");
        }
        assert_eq!(
            dlx.count_solutions(&puzzle, 2),
            backtracker.count_solutions(&puzzle, 2),
            "{context}"
        );
        assert_eq!(
            dlx.first_solution(&puzzle).is_some(),
            !b.is_empty(),
            "{context}"
        );
        kinds[a.len().min(2)] += 1;
    }
    kinds
}

/// Every geometry must see puzzles with no solution, with one, and with many.
#[track_caller]
fn assert_mixed(kinds: [usize; 3]) {
    assert!(kinds.iter().all(|&k| k > 0), "none/one/many = {kinds:?}");
}

#[test]
fn engines_agree_on_4x4() {
    assert_mixed(cross_check(
        "4×4",
        &Geometry::boxed(2, 2).unwrap(),
        300,
        0,
        1,
    ));
}

#[test]
fn engines_agree_on_6x6_boxes() {
    assert_mixed(cross_check(
        "6×6 2×3",
        &Geometry::boxed(2, 3).unwrap(),
        300,
        4,
        2,
    ));
}

#[test]
fn engines_agree_on_6x6_jigsaw() {
    let regions: Vec<usize> = JIGSAW_6.bytes().map(|b| usize::from(b - b'0')).collect();
    let geometry = Geometry::jigsaw(6, &regions).unwrap();
    assert_mixed(cross_check("6×6 jigsaw", &geometry, 300, 4, 3));
}

#[test]
fn engines_agree_on_9x9() {
    assert_mixed(cross_check(
        "9×9",
        &Geometry::boxed(3, 3).unwrap(),
        200,
        30,
        4,
    ));
}

#[test]
fn engines_agree_on_16x16() {
    // The plain backtracker needs many givens on 16×16 to stay fast, and so random puzzles
    // are nearly always unique or unsolvable there.
    let geometry = Geometry::boxed(4, 4).unwrap();
    let [none, one, _] = cross_check("16×16", &geometry, 150, 160, 5);
    assert!(none > 0 && one > 0, "none {none}, one {one}");
    // Many solutions: a full grid with two rows of one band emptied leaves a choice per pair of
    // columns whose missing values can swap.
    let mut rng = SplitMix64::new(6);
    let mut most = 0;
    for _ in 0..5 {
        let grid = random_full_grid(&geometry, &mut rng);
        let mut puzzle =
            Puzzle::new(geometry.clone(), grid.iter().map(|&v| Some(v)).collect()).unwrap();
        for col in 0..16 {
            puzzle.set(0, col, None).unwrap();
            puzzle.set(1, col, None).unwrap();
        }
        let mut a = solutions(&mut DancingLinks::new(), &puzzle);
        let b = solutions(&mut Backtracker::new(), &puzzle);
        assert!(b.contains(&grid) || b.len() as u64 == LIMIT);
        assert_eq!(a.len(), b.len());
        most = most.max(b.len());
        if (a.len() as u64) < LIMIT {
            a.sort();
            assert_eq!(a, b);
        }
    }
    assert!(most > 1, "no puzzle with several solutions");
}
