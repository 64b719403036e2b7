//! Dancing Links, the plain backtracker, the propagation engine, the 9×9 bitboard engine, the
//! engine with restarts (with its default schedule, and with one that restarts all the time),
//! clause learning and the automatic choice against each other on random puzzles of every kind of geometry:
//! the same solutions (as sets), the same counts up to a limit, the same verdict of no
//! solution. Each solution is also checked by the model's own checker. Where the backtracker
//! is too slow (16×16 with few givens), the others are compared. Solution sets are compared
//! whole below [`LIMIT`] solutions, counts and validity above it. Puzzles are cut from random full
//! grids: of boxed grids and small jigsaws, each its own; of larger jigsaws, several base grids
//! in turn, relabelled.

use std::time::Duration;

use solver::{
    Auto, Backtracker, Cdcl, DancingLinks, Engine, Flow, Geometry, Propagator, Puzzle, Restarts,
    SplitMix64, Sudoku9,
};

use crate::deadline::Deadline;

/// The longest one puzzle's cross-check may take, hundreds of times the slowest today (tens of
/// milliseconds): a guard against a runaway search, not a speed limit.
const PUZZLE_LIMIT: Duration = Duration::from_secs(20);

/// Solutions counted per puzzle before the engines stop.
const LIMIT: u64 = 40;

/// The region map of LanQiao 2012's first sample: a 6×6 jigsaw.
const JIGSAW_6: &str = "000011022013221113243333244455445555";

/// A 9×9 jigsaw: 3×3 boxes with a dozen pairs of neighbouring cells swapped between regions.
const JIGSAW_9: &str =
    "000112122000111222033112422300445455633414555333744585366477858666777888666777888";

/// A 16×16 jigsaw made the same way from 4×4 boxes; regions in hexadecimal.
const JIGSAW_16: &str = concat!(
    "0000111222223333000011111222333300001111522233334000111222223733",
    "044455516666737744445555666677774445455566667777448455556a66ab77",
    "88489999a6ab77bb88889999aaababbb88c89999aaaabbbb8c88999daaaabbbb",
    "cc88ddd9eeeeffffccccddddeeeeffffcccdcdddeeeeffffccccdddedeeeffff",
);

fn jigsaw(n: usize, map: &str) -> Geometry {
    let regions: Vec<usize> = map
        .chars()
        .map(|c| c.to_digit(16).expect("a hexadecimal region") as usize)
        .collect();
    Geometry::jigsaw(n, &regions).expect("a valid region map")
}

/// How many base grids a large jigsaw's puzzles are cut from, in turn.
const JIGSAW_BASES: usize = 6;

/// A random full grid of `geometry`: a random first row completed by Dancing Links (retried
/// when a jigsaw makes it impossible), then its values relabelled at random. With `bases`, full
/// grids of the geometry, the first step is skipped and base `k` (of them, in turn) is
/// relabelled: on large jigsaws, proving a first row impossible can take minutes.
fn random_full_grid(
    geometry: &Geometry,
    bases: &[Vec<u8>],
    k: usize,
    rng: &mut SplitMix64,
) -> Vec<u8> {
    let n = geometry.size();
    let mut relabel: Vec<u8> = (0..n as u8).collect();
    if !bases.is_empty() {
        rng.shuffle(&mut relabel);
        return bases[k % bases.len()]
            .iter()
            .map(|&v| relabel[v as usize])
            .collect();
    }
    loop {
        let mut first_row: Vec<u8> = (0..n as u8).collect();
        rng.shuffle(&mut first_row);
        let mut puzzle = Puzzle::empty(geometry.clone());
        for (col, &v) in first_row.iter().enumerate() {
            puzzle.set(0, col, Some(v)).expect("in range");
        }
        if let Some(grid) = DancingLinks::new().first_solution(&puzzle) {
            rng.shuffle(&mut relabel);
            return grid.iter().map(|&v| relabel[v as usize]).collect();
        }
    }
}

/// `count` different full grids of a jigsaw, by a walk: Dancing Links' first grid, then each
/// the first completion the engine with restarts (no heavy tail, unlike Dancing Links on a
/// large jigsaw) finds of `n` random cells of the one before (cells of a grid: a completion
/// exists).
fn jigsaw_bases(geometry: &Geometry, count: usize, rng: &mut SplitMix64) -> Vec<Vec<u8>> {
    let n = geometry.size();
    let first = DancingLinks::new()
        .first_solution(&Puzzle::empty(geometry.clone()))
        .expect("a jigsaw with full grids");
    let mut bases = vec![first];
    let mut engine = Restarts::new();
    while bases.len() < count {
        let seed = random_puzzle(geometry, bases.last().expect("one"), n, false, rng);
        let grid = engine
            .first_solution(&seed)
            .expect("cells of a grid have a completion");
        assert!(seed.is_solved_by(&grid), "a base grid that breaks a rule");
        bases.push(grid);
    }
    bases.sort();
    bases.dedup();
    bases
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
    engine.solutions(puzzle, LIMIT)
}

/// Checks `engine` against `expected`, Dancing Links' solutions (sorted, at most [`LIMIT`]):
/// the same count, the same set when complete, valid solutions, the same count up to 2 and
/// the same verdict of some solution.
fn agrees<E: Engine>(engine: &mut E, puzzle: &Puzzle, expected: &[Vec<u8>], context: &str) {
    let mut found = solutions(engine, puzzle);
    assert_eq!(found.len(), expected.len(), "{context}: counts differ");
    assert!(
        found.iter().all(|g| puzzle.is_solved_by(g)),
        "{context}: a wrong solution"
    );
    if (expected.len() as u64) < LIMIT {
        found.sort();
        assert_eq!(found, expected, "{context}: solution sets differ");
    }
    if (expected.len() as u64) < LIMIT {
        // Without one candidate: a cell and value that vary with the puzzle, sometimes a
        // given's (then nothing is left), sometimes the value of a cell some solutions share.
        let cell = (expected.len() * 7 + 3) % puzzle.cells().len();
        let value = expected.first().map_or(0, |g| g[cell]);
        let mut without = Vec::new();
        let _ = engine.search_excluding(puzzle, cell, value, |g| {
            without.push(g.to_vec());
            Flow::Continue
        });
        without.sort();
        let wanted: Vec<Vec<u8>> = expected
            .iter()
            .filter(|g| g[cell] != value)
            .cloned()
            .collect();
        assert_eq!(
            without, wanted,
            "{context}: the solutions without {value} at cell {cell} differ"
        );
        // A cell or a value outside the grid excludes nothing.
        let n = puzzle.size();
        for (cell, value) in [(n * n, 0), (n * n + 7, 1), (0, n as u8), (1, u8::MAX)] {
            let mut all = 0;
            let _ = engine.search_excluding(puzzle, cell, value, |_| {
                all += 1;
                Flow::Continue
            });
            assert_eq!(
                all,
                expected.len(),
                "{context}: excluding ({cell}, {value})"
            );
        }
    }
    let two = expected.len().min(2) as u64;
    assert_eq!(engine.count_solutions(puzzle, 2), two, "{context}");
    assert_eq!(
        engine.first_solution(puzzle).is_some(),
        !expected.is_empty(),
        "{context}"
    );
}

/// Which engines a cross-check runs: all three, or (where the plain backtracker is too slow)
/// Dancing Links and the propagation engine only.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Engines {
    All,
    Fast,
}

/// Cross-checks `count` puzzles of `geometry` whose givens run from `min_keep` to all cells.
/// Returns how many had none, one, and several solutions.
fn cross_check(
    name: &str,
    geometry: &Geometry,
    count: usize,
    min_keep: usize,
    seed: u64,
    engines: Engines,
) -> [usize; 3] {
    let deadline = Deadline::new(name, PUZZLE_LIMIT);
    let mut rng = SplitMix64::new(seed);
    let (mut dlx, mut backtracker) = (DancingLinks::new(), Backtracker::new());
    let mut propagator = Propagator::new();
    let mut sudoku9 = Sudoku9::new();
    let mut auto = Auto::new();
    let mut restarts = Restarts::new();
    // A first run of no node and one node per unit of Luby's sequence: every search goes
    // through many runs, with the randomised choices, the filtering and the solutions kept.
    let mut restless = Restarts::with_schedule(0, 1);
    let mut cdcl = Cdcl::new();
    let cells = geometry.cells();
    // Any first row of a boxed grid can be completed; not so for a jigsaw.
    let n = geometry.size();
    let boxed =
        (1..=n).any(|r| n % r == 0 && Geometry::boxed(r, n / r).ok().as_ref() == Some(geometry));
    let bases = match boxed || n <= 6 {
        true => Vec::new(),
        false => jigsaw_bases(geometry, JIGSAW_BASES, &mut rng),
    };
    assert!(boxed || n <= 6 || bases.len() > 1, "{name}: one base grid");
    let mut kinds = [0; 3];
    for k in 0..count {
        let grid = random_full_grid(geometry, &bases, k, &mut rng);
        let keep = min_keep + rng.below((cells - min_keep + 1) as u64) as usize;
        let puzzle = random_puzzle(geometry, &grid, keep, k % 3 == 0, &mut rng);
        let context = format!("{name} puzzle {k} ({keep} kept, seed {seed})");
        deadline.step(&context);
        let mut a = solutions(&mut dlx, &puzzle);
        a.sort();
        let complete = (a.len() as u64) < LIMIT;
        let two = dlx.count_solutions(&puzzle, 2);
        assert_eq!(two, a.len().min(2) as u64, "{context}");
        agrees(
            &mut propagator,
            &puzzle,
            &a,
            &format!("{context}, propagator"),
        );
        if Sudoku9::takes(geometry) {
            agrees(&mut sudoku9, &puzzle, &a, &format!("{context}, sudoku9"));
        }
        agrees(&mut auto, &puzzle, &a, &format!("{context}, auto"));
        agrees(&mut restarts, &puzzle, &a, &format!("{context}, restarts"));
        agrees(&mut restless, &puzzle, &a, &format!("{context}, restless"));
        agrees(&mut cdcl, &puzzle, &a, &format!("{context}, cdcl"));
        if engines == Engines::All {
            let b = solutions(&mut backtracker, &puzzle);
            assert_eq!(a.len(), b.len(), "{context}: backtracker's count differs");
            assert!(
                b.iter().all(|g| puzzle.is_solved_by(g)),
                "{context}: a wrong solution"
            );
            assert!(
                b.windows(2).all(|w| w[0] < w[1]),
                "{context}: backtracker out of order"
            );
            if complete {
                assert_eq!(a, b, "{context}: backtracker's solution set differs");
            }
            assert_eq!(backtracker.count_solutions(&puzzle, 2), two, "{context}");
        }
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
        1000,
        0,
        1,
        Engines::All,
    ));
}

#[test]
fn engines_agree_on_6x6_boxes() {
    assert_mixed(cross_check(
        "6×6 2×3",
        &Geometry::boxed(2, 3).unwrap(),
        1000,
        4,
        2,
        Engines::All,
    ));
}

#[test]
fn engines_agree_on_6x6_jigsaw() {
    let geometry = jigsaw(6, JIGSAW_6);
    assert_mixed(cross_check(
        "6×6 jigsaw",
        &geometry,
        1000,
        4,
        3,
        Engines::All,
    ));
}

#[test]
fn engines_agree_on_9x9() {
    assert_mixed(cross_check(
        "9×9",
        &Geometry::boxed(3, 3).unwrap(),
        600,
        30,
        4,
        Engines::All,
    ));
}

#[test]
fn fast_engines_agree_on_9x9_with_few_givens() {
    // From 17 givens up: the bitboard engine's branching on bands and stacks meets puzzles
    // with many solutions and no solution, not only the unique ones of the benchmark sets.
    assert_mixed(cross_check(
        "9×9 few givens",
        &Geometry::boxed(3, 3).unwrap(),
        1500,
        17,
        11,
        Engines::Fast,
    ));
}

#[test]
fn engines_agree_on_16x16() {
    // The plain backtracker needs many givens on 16×16 to stay fast, and so random puzzles
    // are nearly always unique or unsolvable there.
    let geometry = Geometry::boxed(4, 4).unwrap();
    let [none, one, _] = cross_check("16×16", &geometry, 150, 160, 5, Engines::All);
    assert!(none > 0 && one > 0, "none {none}, one {one}");
    // Many solutions: a full grid with two rows of one band emptied leaves a choice per pair of
    // columns whose missing values can swap.
    let _deadline = Deadline::new("16×16 with two rows emptied", PUZZLE_LIMIT);
    let mut rng = SplitMix64::new(6);
    let mut most = 0;
    for _ in 0..5 {
        let grid = random_full_grid(&geometry, &[], 0, &mut rng);
        let mut puzzle =
            Puzzle::new(geometry.clone(), grid.iter().map(|&v| Some(v)).collect()).unwrap();
        for col in 0..16 {
            puzzle.set(0, col, None).unwrap();
            puzzle.set(1, col, None).unwrap();
        }
        let mut a = solutions(&mut DancingLinks::new(), &puzzle);
        let b = solutions(&mut Backtracker::new(), &puzzle);
        let mut c = solutions(&mut Propagator::new(), &puzzle);
        assert!(b.contains(&grid) || b.len() as u64 == LIMIT);
        assert_eq!(a.len(), b.len());
        assert_eq!(c.len(), b.len());
        most = most.max(b.len());
        if (a.len() as u64) < LIMIT {
            a.sort();
            assert_eq!(a, b);
            c.sort();
            assert_eq!(c, b);
        }
    }
    assert!(most > 1, "no puzzle with several solutions");
}

#[test]
fn engines_agree_on_9x9_jigsaw() {
    assert_mixed(cross_check(
        "9×9 jigsaw",
        &jigsaw(9, JIGSAW_9),
        300,
        30,
        7,
        Engines::All,
    ));
}

#[test]
fn fast_engines_agree_on_12x12() {
    assert_mixed(cross_check(
        "12×12 3×4",
        &Geometry::boxed(3, 4).unwrap(),
        300,
        40,
        8,
        Engines::Fast,
    ));
}

#[test]
fn fast_engines_agree_on_16x16_with_few_givens() {
    assert_mixed(cross_check(
        "16×16",
        &Geometry::boxed(4, 4).unwrap(),
        300,
        120,
        9,
        Engines::Fast,
    ));
}

#[test]
fn fast_engines_agree_on_16x16_jigsaw() {
    assert_mixed(cross_check(
        "16×16 jigsaw",
        &jigsaw(16, JIGSAW_16),
        150,
        140,
        10,
        Engines::Fast,
    ));
}

#[test]
fn fast_engines_agree_on_25x25() {
    // Many givens keep Dancing Links quick on the largest boxed grid of the judges' family.
    assert_mixed(cross_check(
        "25×25",
        &Geometry::boxed(5, 5).unwrap(),
        40,
        430,
        12,
        Engines::Fast,
    ));
}
