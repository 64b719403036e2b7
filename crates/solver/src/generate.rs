//! Puzzle generation: a random complete grid, then givens removed in random order while the
//! solution stays unique.
//!
//! 1. **A random complete grid.** A depth-first search fills the cell with the fewest candidates
//!    (cells scanned in a random order, so ties fall at random) with its candidates in a random
//!    order. An unlucky search can wander in a dead subtree for long, so each attempt has a node
//!    budget; when it runs out the search restarts with a doubled budget, which terminates because
//!    a budget eventually exceeds the whole tree.
//! 2. **Removal.** Every cell is visited once, in a random order. Its given is removed when no
//!    other value there completes the grid, which the caller's engine decides with at most one
//!    focused search rather than a count of solutions: none when the cell's houses leave no
//!    other value, a search with the one other value given, or one without the given's value
//!    there ([`Engine::search_excluding`]). The pass stops early when a target number of givens
//!    is reached.
//!
//! A *greater-than* puzzle ([`generate_ordered`], Luogu P4573's kind) has no givens: only the
//! order of every pair of neighbouring cells inside one region of a random complete grid. Its
//! uniqueness is up to the grid, so grids are drawn until one gives a unique puzzle.
//!
//! One pass is enough for a *minimal* puzzle (no given can be removed without losing
//! uniqueness): a given that had to stay when the puzzle held more givens must stay in any
//! puzzle with fewer, since fewer givens only allow more solutions.
//!
//! Everything random comes from the caller's [`SplitMix64`], and the result does not depend on
//! which engine searches (uniqueness is a property of the puzzle): the same seed and
//! geometry give the same puzzles with any engine.

use crate::engine::{Engine, Flow};
use crate::model::{Error, Geometry, Puzzle};
use crate::rng::SplitMix64;

/// How far the removal goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Target {
    /// Stop at this many givens, or earlier at a minimal puzzle if none smaller is unique.
    Givens(usize),
    /// Remove every given that can go: the result is minimal.
    Minimal,
}

/// A generated puzzle with its unique solution.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Generated {
    /// The puzzle: exactly one solution.
    pub puzzle: Puzzle,
    /// Its solution, row-major.
    pub solution: Vec<u8>,
    /// Whether every cell was tried, so that no given can be removed without losing uniqueness.
    pub minimal: bool,
}

/// Generates one puzzle of `geometry` with a unique solution, drawing from `rng` and counting
/// solutions with `engine`.
///
/// With [`Target::Givens`]`(t)` the puzzle has `t` givens, or more when the removal pass tried
/// every cell first (then it is minimal, and `minimal` is set). With [`Target::Minimal`] it is
/// always minimal.
///
/// # Errors
/// When the geometry has no complete grid at all (some jigsaw region maps have none).
///
/// # Complexity
/// One search for a grid (exponential in the worst case, fast in practice up to 16×16), then at
/// most `n²` focused searches, each exponential in the worst case: a minimal 16×16 puzzle takes
/// hundredths of a second with [`Auto`](crate::auto::Auto), a minimal 25×25 one minutes.
///
/// # Example
/// ```
/// use solver::engine::Engine;
/// use solver::generate::{generate, Target};
/// use solver::model::Geometry;
/// use solver::{Auto, DancingLinks, SplitMix64};
///
/// let geometry = Geometry::boxed(3, 3).unwrap();
/// let mut rng = SplitMix64::new(1);
/// let made = generate(&geometry, Target::Givens(30), &mut rng, &mut Auto::new()).unwrap();
/// assert!(made.puzzle.givens() >= 30);
/// assert!(made.puzzle.is_solved_by(&made.solution));
/// // Unique, as another engine counts.
/// assert_eq!(DancingLinks::new().solutions(&made.puzzle, 2), vec![made.solution]);
/// // A minimal puzzle is no longer unique without any one of its givens.
/// let minimal = generate(&geometry, Target::Minimal, &mut rng, &mut Auto::new()).unwrap();
/// assert!(minimal.minimal);
/// let first = (0..81).find(|&c| minimal.puzzle.cells()[c].is_some()).unwrap();
/// let mut fewer = minimal.puzzle.clone();
/// fewer.set(first / 9, first % 9, None).unwrap();
/// assert_eq!(DancingLinks::new().count_solutions(&fewer, 2), 2);
/// ```
pub fn generate<E: Engine>(
    geometry: &Geometry,
    target: Target,
    rng: &mut SplitMix64,
    engine: &mut E,
) -> Result<Generated, Error> {
    generate_watched(geometry, target, rng, engine, |_| {})
}

/// Where the removal pass stands: what [`generate_watched`] tells after each cell it tries.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Removal {
    /// The cells tried so far.
    pub tried: usize,
    /// The cells of the grid: the pass tries each at most once.
    pub cells: usize,
    /// The givens left.
    pub givens: usize,
}

/// [`generate`], calling `watch` after each cell the removal pass tries: the progress of a
/// long run (a minimal 25×25 puzzle takes minutes). `watch` changes nothing in the result.
///
/// # Errors
/// As [`generate`].
///
/// # Complexity
/// As [`generate`], plus one call of `watch` per cell tried (at most `n²`).
pub fn generate_watched<E, W>(
    geometry: &Geometry,
    target: Target,
    rng: &mut SplitMix64,
    engine: &mut E,
    mut watch: W,
) -> Result<Generated, Error>
where
    E: Engine,
    W: FnMut(Removal),
{
    let solution = random_grid(geometry, rng, engine)?;
    let mut puzzle = Puzzle::new(
        geometry.clone(),
        solution.iter().map(|&v| Some(v)).collect(),
    )?;
    let n = geometry.size();
    let mut order: Vec<usize> = (0..geometry.cells()).collect();
    rng.shuffle(&mut order);
    let mut givens = geometry.cells();
    let mut minimal = true;
    for (tried, &cell) in order.iter().enumerate() {
        if let Target::Givens(t) = target {
            if givens <= t {
                minimal = false;
                break;
            }
        }
        if is_forced_without(&mut puzzle, cell, engine)? {
            puzzle.set(cell / n, cell % n, None)?;
            givens -= 1;
        }
        watch(Removal {
            tried: tried + 1,
            cells: order.len(),
            givens,
        });
    }
    Ok(Generated {
        puzzle,
        solution,
        minimal,
    })
}

/// Whether the given at `cell` of the uniquely solvable `puzzle` is implied by the others: no
/// other value there completes the grid. `puzzle` comes back as it went in.
///
/// The solutions without the given are the one solution with it and those with another value
/// there, so this asks the engine only for the latter: none when the cell's houses leave no
/// other value (most cells while many givens are left); a search with the one other value
/// given; or a search of the puzzle without the given's value at that cell
/// ([`Engine::search_excluding`]). A count of the puzzle without the given up to 2 decides
/// the same, but finds the known solution again and then refutes everything else without
/// the help of the exclusion: removing givens from a 25×25 grid down to 280, the focused
/// questions take 0.41 times its time.
///
/// # Errors
/// Never for a cell of the puzzle; the error of [`Puzzle::set`] is passed on.
///
/// # Complexity
/// `O(n²)` to find the values left open, then at most one search.
fn is_forced_without<E: Engine>(
    puzzle: &mut Puzzle,
    cell: usize,
    engine: &mut E,
) -> Result<bool, Error> {
    let geometry = puzzle.geometry();
    let n = geometry.size();
    let (row, col) = (cell / n, cell % n);
    let given = match puzzle.cells()[cell] {
        Some(v) => v,
        None => return Ok(true),
    };
    let houses = geometry.houses(cell);
    let mut held = 1u64 << given;
    for (other, value) in puzzle.cells().iter().enumerate() {
        if let Some(v) = *value {
            if geometry.houses(other).iter().any(|h| houses.contains(h)) {
                held |= 1 << v;
            }
        }
    }
    let open = !held & (u64::MAX >> (64 - n));
    if open == 0 {
        return Ok(true);
    }
    let stopped = if open & (open - 1) == 0 {
        // One other value: give it, the strongest way to say "not the given".
        puzzle.set(row, col, Some(open.trailing_zeros() as u8))?;
        engine.search(puzzle, |_| Flow::Break)
    } else {
        puzzle.set(row, col, None)?;
        engine.search_excluding(puzzle, cell, given, |_| Flow::Break)
    };
    puzzle.set(row, col, Some(given))?;
    Ok(stopped == Flow::Continue)
}

/// A greater-than puzzle of `geometry` with a unique solution: no givens, and for every pair of
/// cells side by side or one above the other in the same region, the relation of their values
/// in a random complete grid ([`Puzzle::add_less`]). On the classic 9×9 grid these are the 12
/// pairs of each box of Luogu P4573 (CQOI 2013, "新数独"). A grid whose relations leave other
/// solutions is drawn again, up to `attempts` grids; `engine` counts the solutions (up to 2)
/// and finds that a grid exists: give it [`Auto`](crate::auto::Auto) or
/// [`Relations`](crate::relations::Relations), which propagate the relations (the other engines
/// only filter by them and take far longer).
///
/// The relations come in row-major order of the cell they start from, the pair to the right
/// before the pair below. `minimal` is set: there is no given to remove.
///
/// # Errors
/// When the geometry has no complete grid, or when none of `attempts` grids gave a unique
/// puzzle. How often a grid does depends on the geometry: on random grids about 85% for 4×4,
/// 50% for 6×6, 15% for 9×9 and 14% for 8×8 (2×4 boxes); 12×12 and larger grids almost never
/// do (their regions have more orders than the neighbouring pairs tell apart).
///
/// # Complexity
/// Per attempt, a random grid and a count of solutions up to 2 with [`Auto`](crate::auto::Auto);
/// `crates/bench/README.md` has the times of a puzzle.
///
/// # Example
/// ```
/// use solver::engine::Engine;
/// use solver::generate::generate_ordered;
/// use solver::model::Geometry;
/// use solver::{Auto, SplitMix64};
///
/// let geometry = Geometry::boxed(3, 3).unwrap();
/// let mut engine = Auto::new();
/// let g = generate_ordered(&geometry, 1000, &mut SplitMix64::new(4573), &mut engine).unwrap();
/// assert_eq!(g.puzzle.givens(), 0);
/// assert_eq!(g.puzzle.relations().len(), 9 * 12);
/// assert_eq!(engine.solutions(&g.puzzle, 2), vec![g.solution]);
/// ```
pub fn generate_ordered<E: Engine>(
    geometry: &Geometry,
    attempts: usize,
    rng: &mut SplitMix64,
    engine: &mut E,
) -> Result<Generated, Error> {
    for _ in 0..attempts {
        let solution = random_grid(geometry, rng, engine)?;
        let puzzle = neighbour_order(geometry, &solution)?;
        if engine.count_solutions(&puzzle, 2) == 1 {
            return Ok(Generated {
                puzzle,
                solution,
                minimal: true,
            });
        }
    }
    Err(Error::new(format!(
        "no grid of side {} out of {} gave a greater-than puzzle with a unique solution",
        geometry.size(),
        attempts
    )))
}

/// The puzzle with no givens and the relation in `grid` of every pair of neighbouring cells
/// inside one region: see [`generate_ordered`].
fn neighbour_order(geometry: &Geometry, grid: &[u8]) -> Result<Puzzle, Error> {
    let n = geometry.size();
    let mut puzzle = Puzzle::empty(geometry.clone());
    for a in 0..n * n {
        let right = Some(a + 1).filter(|_| a % n + 1 < n);
        let down = Some(a + n).filter(|_| a / n + 1 < n);
        for b in right.into_iter().chain(down) {
            if geometry.region_of(a) == geometry.region_of(b) {
                if grid[a] < grid[b] {
                    puzzle.add_less(a, b)?;
                } else {
                    puzzle.add_less(b, a)?;
                }
            }
        }
    }
    Ok(puzzle)
}

/// A uniformly shuffled search for a complete grid of `geometry`; see the module documentation.
/// `engine` first checks that a grid exists, so that the random search cannot run forever.
///
/// # Errors
/// When the geometry has no complete grid.
///
/// # Complexity
/// Each search node costs `O(n²)` (the scan for the tightest cell); the number of nodes is
/// about `n²` for boxed grids up to 16×16, exponential in the worst case.
pub fn random_grid<E: Engine>(
    geometry: &Geometry,
    rng: &mut SplitMix64,
    engine: &mut E,
) -> Result<Vec<u8>, Error> {
    let empty = Puzzle::empty(geometry.clone());
    if let Flow::Continue = engine.search(&empty, |_| Flow::Break) {
        return Err(Error::new(format!(
            "no complete grid of side {} fits this region map",
            geometry.size()
        )));
    }
    let mut fill = RandomFill::new(geometry);
    let mut budget = 64 * geometry.cells() as u64;
    loop {
        fill.reset(rng);
        let mut left = budget;
        if fill.search(rng, &mut left) == Fill::Done {
            return Ok(fill.grid);
        }
        budget = budget.saturating_mul(2);
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Fill {
    Done,
    DeadEnd,
    OutOfBudget,
}

/// The state of one randomized fill.
///
/// # Invariants
/// - `grid[cell]` is the value at `cell`, or `EMPTY`;
/// - bit `v` of `used[h]` is set exactly when value `v` is in house `h` (rows `0..n`, columns
///   `n..2n`, regions `2n..3n`, then the extra houses, as [`Geometry::all_houses`] numbers
///   them);
/// - `extra[cell]` lists the extra houses of `cell` (none, for most geometries);
/// - `scan` is a permutation of the cells: the order in which the tightest cell is looked for.
struct RandomFill {
    n: usize,
    houses: Vec<[usize; 3]>,
    extra: Vec<Vec<usize>>,
    grid: Vec<u8>,
    used: Vec<u32>,
    scan: Vec<usize>,
}

const EMPTY: u8 = u8::MAX;

impl RandomFill {
    fn new(geometry: &Geometry) -> Self {
        let n = geometry.size();
        RandomFill {
            n,
            houses: (0..geometry.cells()).map(|c| geometry.houses(c)).collect(),
            extra: (0..geometry.cells())
                .map(|c| geometry.all_houses(c).skip(3).collect())
                .collect(),
            grid: vec![EMPTY; geometry.cells()],
            used: vec![0; geometry.house_count()],
            scan: (0..geometry.cells()).collect(),
        }
    }

    fn reset(&mut self, rng: &mut SplitMix64) {
        self.grid.iter_mut().for_each(|v| *v = EMPTY);
        self.used.iter_mut().for_each(|m| *m = 0);
        rng.shuffle(&mut self.scan);
    }

    fn toggle(&mut self, cell: usize, value: u8) {
        for h in self.houses[cell] {
            self.used[h] ^= 1 << value;
        }
        for &h in &self.extra[cell] {
            self.used[h] ^= 1 << value;
        }
    }

    fn search(&mut self, rng: &mut SplitMix64, budget: &mut u64) -> Fill {
        if *budget == 0 {
            return Fill::OutOfBudget;
        }
        *budget -= 1;
        let all = if self.n == 32 {
            u32::MAX
        } else {
            (1u32 << self.n) - 1
        };
        let mut best: Option<(usize, u32)> = None;
        for &cell in &self.scan {
            if self.grid[cell] != EMPTY {
                continue;
            }
            let [r, c, g] = self.houses[cell];
            let candidates = self.extra[cell].iter().fold(
                all & !(self.used[r] | self.used[c] | self.used[g]),
                |left, &h| left & !self.used[h],
            );
            if best.map_or(true, |(_, b)| candidates.count_ones() < b.count_ones()) {
                best = Some((cell, candidates));
                if candidates.count_ones() <= 1 {
                    break;
                }
            }
        }
        let (cell, candidates) = match best {
            Some(best) => best,
            None => return Fill::Done,
        };
        let mut values = [0u8; 32];
        let mut k = 0;
        let mut rest = candidates;
        while rest != 0 {
            values[k] = rest.trailing_zeros() as u8;
            rest &= rest - 1;
            k += 1;
        }
        rng.shuffle(&mut values[..k]);
        for &value in &values[..k] {
            self.grid[cell] = value;
            self.toggle(cell, value);
            let outcome = self.search(rng, budget);
            if outcome == Fill::Done {
                return outcome;
            }
            self.toggle(cell, value);
            self.grid[cell] = EMPTY;
            if outcome == Fill::OutOfBudget {
                return outcome;
            }
        }
        Fill::DeadEnd
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::backtrack::Backtracker;
    use crate::dancing_links::DancingLinks;
    use std::time::Duration;
    use testkit::deadline::Deadline;

    /// The longest a test's generation may take here, a hundred times the slowest today (half
    /// a second): a guard against a runaway search, not a speed limit.
    const TEST_LIMIT: Duration = Duration::from_secs(60);

    /// A 9×9 jigsaw map: each region is a connected piece of nine cells.
    const JIGSAW9: &str = "\
        000111222\
        000111222\
        000144222\
        333114555\
        333444555\
        336474555\
        636478888\
        666777778\
        666778888";

    fn jigsaw9() -> Geometry {
        let regions: Vec<usize> = JIGSAW9.bytes().map(|b| usize::from(b - b'0')).collect();
        Geometry::jigsaw(9, &regions).unwrap()
    }

    fn lanqiao_map() -> Geometry {
        let regions: Vec<usize> = "000011022013221113243333244455445555"
            .bytes()
            .map(|b| usize::from(b - b'0'))
            .collect();
        Geometry::jigsaw(6, &regions).unwrap()
    }

    fn small_geometries() -> Vec<Geometry> {
        vec![
            Geometry::boxed(2, 2).unwrap(),
            Geometry::boxed(2, 3).unwrap(),
            Geometry::boxed(3, 2).unwrap(),
            lanqiao_map(),
            Geometry::boxed(3, 3).unwrap(),
            jigsaw9(),
        ]
    }

    #[test]
    fn every_puzzle_has_exactly_one_solution_by_two_engines() {
        let _deadline = Deadline::new(
            "every_puzzle_has_exactly_one_solution_by_two_engines",
            TEST_LIMIT,
        );
        let mut rng = SplitMix64::new(2026);
        for geometry in small_geometries() {
            for target in [Target::Minimal, Target::Givens(geometry.cells() / 2)] {
                for _ in 0..4 {
                    let g =
                        generate(&geometry, target, &mut rng, &mut DancingLinks::new()).unwrap();
                    assert!(geometry.is_complete(&g.solution));
                    assert!(g.puzzle.is_solved_by(&g.solution));
                    assert_eq!(DancingLinks::new().count_solutions(&g.puzzle, 2), 1);
                    assert_eq!(
                        Backtracker::new().first_solution(&g.puzzle).as_ref(),
                        Some(&g.solution)
                    );
                    assert_eq!(Backtracker::new().count_solutions(&g.puzzle, 2), 1);
                    if target == Target::Minimal {
                        assert!(g.minimal);
                    }
                }
            }
        }
    }

    #[test]
    fn a_minimal_puzzle_loses_uniqueness_without_any_single_given() {
        let _deadline = Deadline::new(
            "a_minimal_puzzle_loses_uniqueness_without_any_single_given",
            TEST_LIMIT,
        );
        let mut rng = SplitMix64::new(17);
        for geometry in small_geometries() {
            let g = generate(
                &geometry,
                Target::Minimal,
                &mut rng,
                &mut Backtracker::new(),
            )
            .unwrap();
            let n = geometry.size();
            let mut removed = 0;
            for cell in 0..geometry.cells() {
                let v = match g.puzzle.cells()[cell] {
                    Some(v) => v,
                    None => {
                        continue;
                    }
                };
                let mut p = g.puzzle.clone();
                p.set(cell / n, cell % n, None).unwrap();
                assert_eq!(DancingLinks::new().count_solutions(&p, 2), 2);
                // And some other solution really differs at the removed cell.
                let differs = DancingLinks::new().search(&p, |grid| {
                    if grid[cell] != v {
                        Flow::Break
                    } else {
                        Flow::Continue
                    }
                });
                assert!(differs.is_break());
                removed += 1;
            }
            assert_eq!(removed, g.puzzle.givens());
        }
    }

    #[test]
    fn a_given_is_forced_exactly_when_the_puzzle_without_it_is_unique() {
        let _deadline = Deadline::new(
            "a_given_is_forced_exactly_when_the_puzzle_without_it_is_unique",
            TEST_LIMIT,
        );
        let mut rng = SplitMix64::new(11);
        let (mut forced, mut needed) = (0, 0);
        for geometry in small_geometries() {
            let n = geometry.size();
            // A minimal puzzle with three of its solution's values given back: those three
            // are forced, and givens of the minimal puzzle may stay needed.
            let g = generate(
                &geometry,
                Target::Minimal,
                &mut rng,
                &mut DancingLinks::new(),
            )
            .unwrap();
            let mut puzzle = g.puzzle.clone();
            let mut back = 0;
            for cell in (0..geometry.cells()).step_by(5) {
                if back < 3 && puzzle.cells()[cell].is_none() {
                    puzzle
                        .set(cell / n, cell % n, Some(g.solution[cell]))
                        .unwrap();
                    back += 1;
                }
            }
            let before = puzzle.clone();
            for cell in 0..geometry.cells() {
                let given = puzzle.cells()[cell];
                if given.is_none() {
                    continue;
                }
                let answer = is_forced_without(&mut puzzle, cell, &mut Backtracker::new()).unwrap();
                assert_eq!(puzzle, before);
                let mut without = puzzle.clone();
                without.set(cell / n, cell % n, None).unwrap();
                let unique = DancingLinks::new().count_solutions(&without, 2) == 1;
                assert_eq!(answer, unique, "cell {}", cell);
                if answer {
                    forced += 1;
                } else {
                    needed += 1;
                }
            }
        }
        assert!(forced >= 3 * 6 && needed > 0, "{} {}", forced, needed);
    }

    #[test]
    fn the_watch_sees_every_cell_tried_and_the_givens_left() {
        let geometry = Geometry::boxed(2, 3).unwrap();
        let mut seen = Vec::new();
        let mut engine = DancingLinks::new();
        let watched = generate_watched(
            &geometry,
            Target::Minimal,
            &mut SplitMix64::new(3),
            &mut engine,
            |r| seen.push(r),
        )
        .unwrap();
        assert_eq!(seen.len(), 36);
        for (i, r) in seen.iter().enumerate() {
            assert_eq!((r.tried, r.cells), (i + 1, 36));
        }
        assert!(seen
            .windows(2)
            .all(|w| w[1].givens == w[0].givens || w[1].givens + 1 == w[0].givens));
        assert_eq!(seen[35].givens, watched.puzzle.givens());
        let plain = generate(
            &geometry,
            Target::Minimal,
            &mut SplitMix64::new(3),
            &mut engine,
        )
        .unwrap();
        assert_eq!(watched, plain);
    }

    #[test]
    fn a_target_of_givens_is_met_unless_minimal_first() {
        let _deadline = Deadline::new("a_target_of_givens_is_met_unless_minimal_first", TEST_LIMIT);
        let mut rng = SplitMix64::new(5);
        let geometry = Geometry::boxed(3, 3).unwrap();
        for t in [60, 45, 35] {
            let g = generate(
                &geometry,
                Target::Givens(t),
                &mut rng,
                &mut DancingLinks::new(),
            )
            .unwrap();
            assert!(g.puzzle.givens() >= t);
            if !g.minimal {
                assert_eq!(g.puzzle.givens(), t);
            }
        }
        // 60 of 81 givens is always reachable: far from any minimal 9×9 puzzle.
        let g = generate(
            &geometry,
            Target::Givens(60),
            &mut rng,
            &mut DancingLinks::new(),
        )
        .unwrap();
        assert_eq!((g.puzzle.givens(), g.minimal), (60, false));
    }

    #[test]
    fn the_same_seed_gives_the_same_puzzle_with_any_engine() {
        let _deadline = Deadline::new(
            "the_same_seed_gives_the_same_puzzle_with_any_engine",
            TEST_LIMIT,
        );
        for geometry in small_geometries() {
            let a = generate(
                &geometry,
                Target::Minimal,
                &mut SplitMix64::new(42),
                &mut DancingLinks::new(),
            )
            .unwrap();
            let b = generate(
                &geometry,
                Target::Minimal,
                &mut SplitMix64::new(42),
                &mut Backtracker::new(),
            )
            .unwrap();
            assert_eq!(a, b);
            let c = generate(
                &geometry,
                Target::Minimal,
                &mut SplitMix64::new(43),
                &mut DancingLinks::new(),
            )
            .unwrap();
            assert_ne!(a.solution, c.solution);
        }
    }

    #[test]
    fn a_16x16_grid_is_random_and_complete() {
        let _deadline = Deadline::new("a_16x16_grid_is_random_and_complete", TEST_LIMIT);
        let geometry = Geometry::boxed(4, 4).unwrap();
        let mut rng = SplitMix64::new(1);
        let a = random_grid(&geometry, &mut rng, &mut DancingLinks::new()).unwrap();
        let b = random_grid(&geometry, &mut rng, &mut DancingLinks::new()).unwrap();
        assert!(geometry.is_complete(&a) && geometry.is_complete(&b));
        assert_ne!(a, b);
        let g = generate(
            &geometry,
            Target::Givens(150),
            &mut rng,
            &mut DancingLinks::new(),
        )
        .unwrap();
        assert_eq!(g.puzzle.givens(), 150);
        assert_eq!(DancingLinks::new().count_solutions(&g.puzzle, 2), 1);
    }

    #[test]
    fn greater_than_puzzles_are_unique_and_order_every_neighbouring_pair_of_a_region() {
        use crate::relations::Relations;
        let mut rng = SplitMix64::new(4573);
        let mut engine = Relations::new();
        for geometry in small_geometries() {
            let n = geometry.size();
            for _ in 0..3 {
                let g = generate_ordered(&geometry, 1000, &mut rng, &mut engine).unwrap();
                assert_eq!(g.puzzle.givens(), 0);
                assert!(g.puzzle.is_solved_by(&g.solution));
                // Exactly the pairs side by side or one above the other in one region.
                let mut pairs: Vec<(usize, usize)> = g
                    .puzzle
                    .relations()
                    .iter()
                    .map(|&(a, b)| (a.min(b), a.max(b)))
                    .collect();
                pairs.sort_unstable();
                let mut expected = Vec::new();
                for a in 0..n * n {
                    for b in a + 1..n * n {
                        let touching = (b == a + 1 && b % n != 0) || b == a + n;
                        if touching && geometry.region_of(a) == geometry.region_of(b) {
                            expected.push((a, b));
                        }
                    }
                }
                assert_eq!(pairs, expected);
                assert_eq!(engine.solutions(&g.puzzle, 2), vec![g.solution.clone()]);
                if n == 4 {
                    // The plain backtracker, filtering the 288 grids, agrees.
                    assert_eq!(
                        Backtracker::new().solutions(&g.puzzle, 2),
                        vec![g.solution.clone()]
                    );
                }
            }
        }
        // The classic 9×9 grid: 12 relations per box.
        let classic = Geometry::boxed(3, 3).unwrap();
        let g = generate_ordered(&classic, 1000, &mut rng, &mut engine).unwrap();
        assert_eq!(g.puzzle.relations().len(), 108);
    }

    #[test]
    fn no_unique_greater_than_puzzle_within_the_attempts_is_an_error() {
        let geometry = Geometry::boxed(3, 3).unwrap();
        let mut rng = SplitMix64::new(1);
        let e = generate_ordered(&geometry, 0, &mut rng, &mut Backtracker::new()).unwrap_err();
        assert_eq!(
            e.to_string(),
            "no grid of side 9 out of 0 gave a greater-than puzzle with a unique solution"
        );
    }

    #[test]
    fn a_region_map_without_any_grid_is_an_error() {
        // Order 2: the only Latin squares put equal values on a diagonal, which is a region here.
        let geometry = Geometry::jigsaw(2, &[0, 1, 1, 0]).unwrap();
        let e = generate(
            &geometry,
            Target::Minimal,
            &mut SplitMix64::new(0),
            &mut DancingLinks::new(),
        )
        .unwrap_err();
        assert_eq!(
            e.to_string(),
            "no complete grid of side 2 fits this region map"
        );
    }
}
