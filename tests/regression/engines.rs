//! Every engine of the library's table (`solver::engines::ENGINES`: Dancing Links, the plain
//! backtracker, the propagation engine, the 9×9 bitboard engine on the classic grid, the
//! engine with restarts, clause learning, the engine of the relations and the automatic
//! choice), and the engine with restarts on a schedule that restarts all the time, against
//! each other on random puzzles of every kind of geometry: the same solutions (as sets), the
//! same counts up to a limit, the same verdict of no solution, the same solutions without one
//! candidate. Each solution is also checked by the model's own checker. An engine that does
//! not model a geometry must visit nothing there. Where the backtracker is too slow (16×16
//! with few givens, and larger), the others are compared. Solution sets are compared whole
//! below [`LIMIT`] solutions, counts and validity above it. Puzzles are cut from random full
//! grids: of boxed grids and small jigsaws, each its own; of larger jigsaws, several base
//! grids in turn, relabelled.
//!
//! Greater-than puzzles (order relations between cells) come last: the engines that propagate
//! them against a brute force written here, which shares no code with the engines, on 4×4,
//! 6×6 and 9×9 grids; the engines that only filter by the relations too where the givens
//! alone leave few grids.

use solver::engines::{AnyEngine, ENGINES};
use solver::{
    DancingLinks, Engine, Flow, Geometry, Puzzle, Relations, Restarts, Scope, SplitMix64,
};

use crate::Guard;

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

/// The engine of the table whose solutions come in lexicographic order (checked here), and
/// which is too slow for some cross-checks: it fills cells in row-major order without
/// propagation.
const LEXICOGRAPHIC: &str = "backtracker";

/// Every engine of the table, by name, and the engine with restarts on a schedule of a first
/// run of no node and one node per unit of Luby's sequence (`restless`): every search goes
/// through many runs, with the randomised choices, the filtering and the solutions kept.
fn every_engine() -> Vec<(&'static str, AnyEngine)> {
    let mut engines: Vec<(&'static str, AnyEngine)> =
        ENGINES.iter().map(|e| (e.name, (e.new)())).collect();
    engines.push(("restless", AnyEngine::new(Restarts::with_schedule(0, 1))));
    engines
}

/// Which engines a cross-check runs: all of them, or (where the plain backtracker is too
/// slow) all but that one.
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
    let guard = Guard::new(name);
    let mut rng = SplitMix64::new(seed);
    let mut dlx = DancingLinks::new();
    let mut others = every_engine();
    others.retain(|(name, _)| engines == Engines::All || *name != LEXICOGRAPHIC);
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
        guard.step(&context);
        let mut a = solutions(&mut dlx, &puzzle);
        a.sort();
        let two = dlx.count_solutions(&puzzle, 2);
        assert_eq!(two, a.len().min(2) as u64, "{context}");
        for (engine_name, engine) in &mut others {
            let context = format!("{context}, {engine_name}");
            if !engine.scope().takes(&puzzle) {
                assert_eq!(engine.count_solutions(&puzzle, 2), 0, "{context}");
                continue;
            }
            agrees(engine, &puzzle, &a, &context);
            if *engine_name == LEXICOGRAPHIC {
                let b = engine.solutions(&puzzle, LIMIT);
                assert!(
                    b.windows(2).all(|w| w[0] < w[1]),
                    "{context}: out of lexicographic order"
                );
            }
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

/// Extra houses: Dancing Links propagates the diagonals, every other engine filters its grids
/// by them (the two ways must agree), on 4×4 and 6×6 X-Sudoku.
#[test]
fn engines_agree_with_the_diagonals_as_houses() {
    assert_mixed(cross_check(
        "4×4 X",
        &Geometry::boxed(2, 2).unwrap().with_diagonals(),
        300,
        0,
        3,
        Engines::All,
    ));
    assert_mixed(cross_check(
        "6×6 X",
        &Geometry::boxed(2, 3).unwrap().with_diagonals(),
        200,
        12,
        4,
        Engines::Fast,
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
    let guard = Guard::new("16×16 with two rows emptied");
    let mut rng = SplitMix64::new(6);
    let mut engines = every_engine();
    let at = engines.iter().position(|(name, _)| *name == LEXICOGRAPHIC);
    let (_, mut lexicographic) = engines.remove(at.expect("the backtracker is in the table"));
    let mut most = 0;
    for k in 0..5 {
        guard.step(&format!("grid {k}"));
        let grid = random_full_grid(&geometry, &[], 0, &mut rng);
        let mut puzzle =
            Puzzle::new(geometry.clone(), grid.iter().map(|&v| Some(v)).collect()).unwrap();
        for col in 0..16 {
            puzzle.set(0, col, None).unwrap();
            puzzle.set(1, col, None).unwrap();
        }
        // The backtracker's solutions, in lexicographic order, against every other engine's.
        let b = solutions(&mut lexicographic, &puzzle);
        assert!(b.contains(&grid) || b.len() as u64 == LIMIT);
        assert!(b.windows(2).all(|w| w[0] < w[1]));
        for (name, engine) in &mut engines {
            if !engine.scope().takes(&puzzle) {
                continue;
            }
            let mut a = solutions(engine, &puzzle);
            assert_eq!(a.len(), b.len(), "{name}");
            if (a.len() as u64) < LIMIT {
                a.sort();
                assert_eq!(a, b, "{name}");
            }
        }
        most = most.max(b.len());
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

// Greater-than puzzles: order relations between cells.

/// How the relations of a greater-than puzzle are drawn from its grid.
#[derive(Clone, Copy, Debug)]
enum Order {
    /// Every pair of neighbouring cells inside one region, as the grid orders it (Luogu P4573).
    Neighbours,
    /// Each of those pairs with probability one half.
    SomeNeighbours,
    /// Pairs of any two cells, as the grid orders them.
    AnyCells,
    /// Neighbour pairs, then one pair of any cells ordered against the grid (which leaves the
    /// grid without a solution, and often every other), or a cycle of two or three.
    Contradiction,
}

const ORDERS: [Order; 4] = [
    Order::Neighbours,
    Order::SomeNeighbours,
    Order::AnyCells,
    Order::Contradiction,
];

/// The pairs `(a, b)`, `a < b` as cells, of cells side by side or one above the other in one
/// region.
fn neighbour_pairs(geometry: &Geometry) -> Vec<(usize, usize)> {
    let n = geometry.size();
    let mut pairs = Vec::new();
    for a in 0..n * n {
        for b in [a + 1, a + n] {
            let touching = (b == a + 1 && b % n != 0) || (b == a + n && b < n * n);
            if touching && geometry.region_of(a) == geometry.region_of(b) {
                pairs.push((a, b));
            }
        }
    }
    pairs
}

/// Adds to `puzzle` the relations of kind `order` between cells of `grid`.
fn add_order(puzzle: &mut Puzzle, grid: &[u8], order: Order, rng: &mut SplitMix64) {
    let cells = grid.len() as u64;
    let add_true = |puzzle: &mut Puzzle, a: usize, b: usize| {
        if grid[a] < grid[b] {
            puzzle.add_less(a, b).expect("cells of the grid")
        } else {
            puzzle.add_less(b, a).expect("cells of the grid")
        }
    };
    let pairs = neighbour_pairs(puzzle.geometry());
    match order {
        Order::Neighbours | Order::Contradiction => {
            for &(a, b) in &pairs {
                add_true(puzzle, a, b);
            }
        }
        Order::SomeNeighbours => {
            for &(a, b) in &pairs {
                if rng.below(2) == 0 {
                    add_true(puzzle, a, b);
                }
            }
        }
        Order::AnyCells => {
            for _ in 0..rng.below(pairs.len() as u64 + 1) {
                let a = rng.below(cells) as usize;
                let b = rng.below(cells) as usize;
                if grid[a] != grid[b] {
                    add_true(puzzle, a, b);
                }
            }
        }
    }
    if let Order::Contradiction = order {
        let a = rng.below(cells) as usize;
        let b = (a + 1 + rng.below(cells - 1) as usize) % grid.len();
        match rng.below(3) {
            0 if grid[a] != grid[b] => {
                // Against the grid.
                let (small, large) = if grid[a] < grid[b] { (b, a) } else { (a, b) };
                puzzle.add_less(small, large).expect("cells of the grid");
            }
            1 => {
                puzzle.add_less(a, b).expect("cells of the grid");
                puzzle.add_less(b, a).expect("cells of the grid");
            }
            _ => {
                let c = (0..grid.len())
                    .find(|&c| c != a && c != b)
                    .expect("three cells");
                puzzle.add_less(a, b).expect("cells of the grid");
                puzzle.add_less(b, c).expect("cells of the grid");
                puzzle.add_less(c, a).expect("cells of the grid");
            }
        }
    }
}

/// Every solution of `puzzle`, at most `limit`, sorted: an enumerator that shares nothing with
/// the engines. It fills the empty cell with the fewest values left (those of its row, column
/// and region excluded, and those its relations with filled cells forbid), smallest value
/// first, and checks each full grid with the model's checker.
fn brute_force(puzzle: &Puzzle, limit: usize) -> Vec<Vec<u8>> {
    /// The state of the enumeration: `grid[c]` the value of cell `c` if filled; bit `v` of
    /// `used[h]` set when `v` is in house `h` (rows, then columns, then regions); `related[c]`
    /// the relations of `c`, as (other cell, whether `c` is the smaller).
    struct Fill<'a> {
        n: usize,
        houses: Vec<[usize; 3]>,
        related: Vec<Vec<(usize, bool)>>,
        grid: Vec<Option<u8>>,
        used: Vec<u32>,
        puzzle: &'a Puzzle,
        found: Vec<Vec<u8>>,
        limit: usize,
    }
    impl Fill<'_> {
        fn values(&self, cell: usize) -> u32 {
            let [r, c, g] = self.houses[cell];
            let mut values = !(self.used[r] | self.used[c] | self.used[g]) & ((1 << self.n) - 1);
            for &(other, smaller) in &self.related[cell] {
                if let Some(w) = self.grid[other] {
                    // Smaller than w: the values below it; larger: those above it.
                    let below = (1u32 << w) - 1;
                    values &= if smaller { below } else { !below & !(1 << w) };
                }
            }
            values
        }
        fn set(&mut self, cell: usize, value: Option<u8>) {
            let old = self.grid[cell];
            for h in self.houses[cell] {
                if let Some(v) = old {
                    self.used[h] &= !(1 << v);
                }
                if let Some(v) = value {
                    self.used[h] |= 1 << v;
                }
            }
            self.grid[cell] = value;
        }
        fn fill(&mut self) {
            if self.found.len() >= self.limit {
                return;
            }
            let mut best: Option<(usize, u32)> = None;
            for cell in 0..self.grid.len() {
                if self.grid[cell].is_none() {
                    let values = self.values(cell);
                    if best.map_or(true, |(_, b)| values.count_ones() < b.count_ones()) {
                        best = Some((cell, values));
                    }
                }
            }
            match best {
                None => {
                    let full: Vec<u8> = self.grid.iter().map(|v| v.expect("full")).collect();
                    assert!(
                        self.puzzle.is_solved_by(&full),
                        "the brute force's own grid"
                    );
                    self.found.push(full);
                }
                Some((cell, values)) => {
                    for v in 0..self.n as u8 {
                        if values >> v & 1 != 0 {
                            self.set(cell, Some(v));
                            self.fill();
                            self.set(cell, None);
                        }
                    }
                }
            }
        }
    }
    let geometry = puzzle.geometry();
    let n = geometry.size();
    let mut related = vec![Vec::new(); n * n];
    for &(a, b) in puzzle.relations() {
        related[a].push((b, true));
        related[b].push((a, false));
    }
    let mut fill = Fill {
        n,
        houses: (0..n * n)
            .map(|c| [c / n, n + c % n, 2 * n + geometry.region_of(c)])
            .collect(),
        related,
        grid: vec![None; n * n],
        used: vec![0; 3 * n],
        puzzle,
        found: Vec::new(),
        limit,
    };
    // Givens that clash with each other or with the relations leave nothing.
    for (cell, &given) in puzzle.cells().iter().enumerate() {
        if let Some(v) = given {
            if fill.values(cell) >> v & 1 == 0 {
                return Vec::new();
            }
            fill.set(cell, Some(v));
        }
    }
    fill.fill();
    fill.found.sort();
    fill.found
}

/// Checks an engine that filters its grids by the relations against `expected` (sorted, at
/// most [`LIMIT`]): the same solutions, and the same without one candidate. The lighter half of
/// [`agrees`]: each search visits every grid of the givens alone.
fn filters<E: Engine>(engine: &mut E, puzzle: &Puzzle, expected: &[Vec<u8>], context: &str) {
    let mut found = solutions(engine, puzzle);
    found.sort();
    if (expected.len() as u64) < LIMIT {
        assert_eq!(found, expected, "{context}: solution sets differ");
        let cell = (expected.len() * 5 + 1) % puzzle.cells().len();
        let value = expected.first().map_or(1, |g| g[cell]);
        let mut without = Vec::new();
        let _ = engine.search_excluding(puzzle, cell, value, |g| {
            without.push(g.to_vec());
            Flow::Continue
        });
        without.sort();
        let wanted: Vec<&Vec<u8>> = expected.iter().filter(|g| g[cell] != value).collect();
        assert_eq!(
            without.iter().collect::<Vec<_>>(),
            wanted,
            "{context}: the solutions without {value} at cell {cell} differ"
        );
    } else {
        assert_eq!(found.len(), expected.len(), "{context}: counts differ");
        assert!(
            found.iter().all(|g| puzzle.is_solved_by(g)),
            "{context}: a wrong solution"
        );
    }
}

/// Cross-checks `count` greater-than puzzles of `geometry`: relations of every [`Order`] in
/// turn from a random full grid, and givens of that grid (none for one puzzle in two, else up
/// to all cells, sometimes a wrong one). The engines that propagate the relations
/// ([`Scope::Relations`]: the engine of the relations and the automatic choice) against the
/// brute force on the puzzles with at least `brute_from` givens; the engines that filter by
/// the relations too from `filtered_from` givens (below, the grids of the givens alone are too
/// many to filter), where they model the geometry. With fewer than `brute_from` givens (where
/// the brute force takes seconds to prove a 9×9 puzzle unique), those engines against the
/// engine of the relations, whose solutions must be valid and include the grid the puzzle was
/// cut from when nothing contradicts it. Returns how many had none, one, and several solutions, and how
/// many were checked against the brute force.
fn relations_cross_check(
    name: &str,
    geometry: &Geometry,
    count: usize,
    (brute_from, filtered_from): (usize, usize),
    seed: u64,
) -> ([usize; 3], usize) {
    let guard = Guard::new(name);
    let mut rng = SplitMix64::new(seed);
    let mut relations = Relations::new();
    let mut engines = every_engine();
    let cells = geometry.cells();
    let mut kinds = [0; 3];
    let mut brute_forced = 0;
    for k in 0..count {
        let grid = random_full_grid(geometry, &[], k, &mut rng);
        let keep = match rng.below(2) {
            0 => 0,
            _ => rng.below(cells as u64 + 1) as usize,
        };
        let corrupt = k % 8 == 7;
        let mut puzzle = random_puzzle(geometry, &grid, keep, corrupt, &mut rng);
        let order = ORDERS[k % ORDERS.len()];
        add_order(&mut puzzle, &grid, order, &mut rng);
        let context = format!(
            "{name} puzzle {k} ({order:?}, {} relations, {keep} kept, seed {seed})",
            puzzle.relations().len()
        );
        guard.step(&context);
        let expected = if puzzle.givens() >= brute_from {
            brute_forced += 1;
            brute_force(&puzzle, LIMIT as usize)
        } else {
            let mut found = solutions(&mut relations, &puzzle);
            found.sort();
            assert!(
                found.iter().all(|g| puzzle.is_solved_by(g)),
                "{context}: a wrong solution"
            );
            let planted = !corrupt && !matches!(order, Order::Contradiction);
            assert!(
                !planted || found.contains(&grid) || found.len() as u64 == LIMIT,
                "{context}: the grid of the puzzle is missing"
            );
            found
        };
        for (engine_name, engine) in &mut engines {
            let context = format!("{context}, {engine_name}");
            match engine.scope() {
                Scope::Relations => agrees(engine, &puzzle, &expected, &context),
                scope if puzzle.givens() >= filtered_from && scope.takes(&puzzle) => {
                    filters(engine, &puzzle, &expected, &context)
                }
                _ => {}
            }
        }
        kinds[expected.len().min(2)] += 1;
    }
    (kinds, brute_forced)
}

#[test]
fn relations_agree_with_a_brute_force_on_4x4() {
    let geometry = Geometry::boxed(2, 2).unwrap();
    let (kinds, brute) = relations_cross_check("4×4 ordered", &geometry, 400, (0, 1), 21);
    assert_mixed(kinds);
    assert_eq!(brute, 400);
}

#[test]
fn relations_agree_with_a_brute_force_on_6x6() {
    let geometry = Geometry::boxed(2, 3).unwrap();
    let (kinds, brute) = relations_cross_check("6×6 ordered", &geometry, 200, (0, 14), 22);
    assert_mixed(kinds);
    assert_eq!(brute, 200);
}

#[test]
fn relations_agree_with_a_brute_force_on_6x6_jigsaw() {
    let geometry = jigsaw(6, JIGSAW_6);
    let (kinds, brute) = relations_cross_check("6×6 jigsaw ordered", &geometry, 100, (0, 14), 23);
    assert_mixed(kinds);
    assert_eq!(brute, 100);
}

#[test]
fn relations_agree_with_a_brute_force_on_9x9() {
    let geometry = Geometry::boxed(3, 3).unwrap();
    let (kinds, brute) = relations_cross_check("9×9 ordered", &geometry, 120, (12, 45), 24);
    assert_mixed(kinds);
    assert!(brute >= 20, "{brute} puzzles brute-forced");
}
