//! The library engines' work on fixed puzzles, counted by the engines themselves (search nodes,
//! conflicts, the literals of learned clauses, clause visits, runs, searches, the counter's units,
//! the edges the Latin completion looks at): a deterministic measure that no machine's speed can
//! blur, so that a change that makes a search do more (a heuristic weakened, clause minimisation
//! skipped, a restart rule broken, the generator asking more questions) fails here, though every
//! answer stays right. Each budget is today's count with headroom, 20% where a count is chaotic
//! (clause learning and restarts: any change of order moves it, like a new seed) and 10% where it
//! is not; a change that lowers a count lowers its figure here in the same commit, and a count
//! under half of today's fails too, to say so (or that a counter broke). The same searches always
//! give the same counts. Time itself is measured by the benchmarks, never by a test.
//!
//! Every test also checks its answers (solutions valid, counts right), so that no budget can
//! be met by doing nothing, and runs under a deadline that turns a runaway into a failure in
//! seconds. The puzzles are the benchmark corpus (`crates/bench/corpus`) and the files of
//! `tests/data`, whose headers tell where they come from.

use std::time::Duration;

use solver::engine::{Engine, Flow};
use solver::generate::{generate_watched, Target};
use solver::model::{Geometry, Puzzle};
use solver::restart::FIRST_RUN;
use solver::{Auto, Backtracker, Cdcl, DancingLinks, Restarts, SplitMix64};
use testkit::budget::{assert_one_within, assert_within, Count};
use testkit::deadline::Deadline;

/// The symbols of values 0, 1, …: those of the data files and of gen's plain format.
const SYMBOLS: &[u8] = b"123456789ABCDEFGHIJKLMNOPQRSTUVW";

/// The longest one step (a puzzle, or a file of quick ones) may take here, about a hundred
/// times the slowest today (instance 19 proved unique: half a second): a guard against a
/// runaway, not a speed limit.
const STEP: Duration = Duration::from_secs(60);

/// The repository file at `path`, from the workspace's root.
fn read(path: &str) -> String {
    let full = format!("{}/../../{}", env!("CARGO_MANIFEST_DIR"), path);
    std::fs::read_to_string(&full).unwrap_or_else(|e| panic!("{}: {}", full, e))
}

fn value(symbol: u8) -> Option<u8> {
    match symbol {
        b'.' | b'-' => None,
        _ => Some(
            SYMBOLS
                .iter()
                .position(|&s| s == symbol)
                .expect("a value symbol") as u8,
        ),
    }
}

/// The puzzles of a file of one puzzle a line (`label:` then `n²` symbols, boxes of the side's
/// square root; `#` comments), labelled.
fn one_per_line(path: &str) -> Vec<(String, Puzzle)> {
    read(path)
        .lines()
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(|l| {
            let (label, cells) = l.split_at(l.find(':').expect("a label"));
            let cells = &cells[1..];
            let side = (1..=5)
                .find(|s| s * s * s * s == cells.len())
                .expect("a square");
            let geometry = Geometry::boxed(side, side).unwrap();
            let cells = cells.bytes().map(value).collect();
            (label.to_string(), Puzzle::new(geometry, cells).unwrap())
        })
        .collect()
}

/// The 16×16 puzzles of a file of letters (16 lines of `A`–`P` and `-` per grid: the
/// corpus's `sudoku16-*.txt`).
fn letters16(path: &str) -> Vec<Puzzle> {
    let geometry = Geometry::boxed(4, 4).unwrap();
    let text = read(path);
    let rows: Vec<&str> = text.split_whitespace().collect();
    rows.chunks(16)
        .map(|rows| {
            let cells = rows
                .concat()
                .bytes()
                .map(|b| (b != b'-').then(|| b - b'A'))
                .collect();
            Puzzle::new(geometry.clone(), cells).unwrap()
        })
        .collect()
}

/// The puzzles of a file in gen's plain format (per puzzle, `n` lines of region symbols, then
/// `n` lines of cells).
fn plain(path: &str) -> Vec<Puzzle> {
    let text = read(path);
    let lines: Vec<&str> = text.lines().filter(|l| !l.trim().is_empty()).collect();
    let n = lines[0].len();
    lines
        .chunks(2 * n)
        .map(|block| {
            let regions: Vec<usize> = block[..n]
                .concat()
                .chars()
                .map(|c| c.to_digit(36).expect("a region symbol") as usize)
                .collect();
            let geometry = Geometry::jigsaw(n, &regions).unwrap();
            let cells = block[n..].concat().bytes().map(value).collect();
            Puzzle::new(geometry, cells).unwrap()
        })
        .collect()
}

/// The solutions of `puzzle`, up to 2, by `engine`, asserted to be exactly one, and valid.
fn unique<E: Engine>(engine: &mut E, puzzle: &Puzzle, what: &str) {
    let found = engine.solutions(puzzle, 2);
    assert_eq!(found.len(), 1, "{}: solutions", what);
    assert!(puzzle.is_solved_by(&found[0]), "{}: a wrong solution", what);
}

/// Clause learning proving puzzles unique: conflicts, the literals it learned, the clauses it
/// visited, summed over `puzzles`.
fn clause_learning(test: &str, puzzles: &[(String, Puzzle)]) -> [u64; 3] {
    let deadline = Deadline::new(test, STEP);
    let mut engine = Cdcl::new();
    let mut counts = [0; 3];
    for (label, puzzle) in puzzles {
        deadline.step(label);
        unique(&mut engine, puzzle, label);
        counts[0] += engine.conflicts();
        counts[1] += engine.learnt_literals();
        counts[2] += engine.clause_visits();
    }
    counts
}

/// Counts named by `what`, each with a margin of 20%.
fn chaotic(what: [&'static str; 3], counted: [u64; 3], today: [u64; 3]) -> Vec<Count> {
    (0..3)
        .map(|i| Count::new(what[i], counted[i], today[i], 20))
        .collect()
}

const CLAUSE_LEARNING: [&str; 3] = ["conflicts", "learned literals", "clause visits"];

#[test]
fn clause_learning_on_hard_16x16_puzzles_and_gecodes_89_and_90() {
    let mut puzzles: Vec<(String, Puzzle)> = letters16("crates/bench/corpus/sudoku16-hard-100.txt")
        .into_iter()
        .enumerate()
        .map(|(i, p)| (format!("sudoku16-hard-100.txt puzzle {}", i + 1), p))
        .collect();
    assert_eq!(puzzles.len(), 100);
    let gecode = one_per_line("crates/solver/tests/data/gecode-25x25.txt");
    puzzles.extend(gecode.into_iter().filter(|(l, _)| l == "89" || l == "90"));
    assert_eq!(puzzles.len(), 102);
    let counted = clause_learning("clause learning on 16×16 and 89, 90", &puzzles);
    // Proving the 100 puzzles of sudoku16-hard-100.txt and Gecode's 89 and 90 unique, today.
    let today = [7_938, 108_181, 2_277_329];
    assert_within(
        "clause learning, sudoku16-hard-100.txt and Gecode's 89 and 90",
        &chaotic(CLAUSE_LEARNING, counted, today),
    );
}

#[test]
fn clause_learning_on_gecodes_19_and_20() {
    // Long enough searches for the learned clauses to be reduced (every 4,000 conflicts and
    // more), where keeping the wrong ones costs.
    let puzzles: Vec<(String, Puzzle)> = one_per_line("crates/solver/tests/data/gecode-25x25.txt")
        .into_iter()
        .filter(|(l, _)| l == "19" || l == "20")
        .collect();
    assert_eq!(puzzles.len(), 2);
    let counted = clause_learning("clause learning on 19 and 20", &puzzles);
    // Proving Gecode's 19 and 20 unique, today.
    let today = [15_332, 548_709, 13_444_439];
    assert_within(
        "clause learning, Gecode's 19 and 20",
        &chaotic(CLAUSE_LEARNING, counted, today),
    );
}

/// The first solution of each grid by the engine with restarts, checked (a grid without one
/// by clause learning): nodes over all runs, nodes after the first runs, runs.
fn restarts(test: &str, grids: &[(String, Puzzle)]) -> [u64; 3] {
    let deadline = Deadline::new(test, STEP);
    let mut engine = Restarts::new();
    let mut counts = [0; 3];
    for (label, grid) in grids {
        deadline.step(label);
        match engine.first_solution(grid) {
            Some(solution) => assert!(grid.is_solved_by(&solution), "grid {}", label),
            None => assert_eq!(Cdcl::new().count_solutions(grid, 1), 0, "grid {}", label),
        }
        counts[0] += engine.nodes();
        if engine.runs() > 1 {
            counts[1] += engine.nodes() - FIRST_RUN;
        }
        counts[2] += engine.runs();
    }
    counts
}

const RESTARTS: [&str; 3] = ["nodes", "nodes after the first runs", "runs"];

#[test]
fn restarts_on_the_tails_of_random_16x16_grids() {
    let grids = one_per_line("crates/solver/tests/data/restarts-16x16.txt");
    assert_eq!(grids.len(), 50);
    let counted = restarts("restarts on 16×16 tails", &grids);
    // First solutions (or none) of the 50 grids of restarts-16x16.txt, today: each first run
    // spends its 1,024 nodes, the second finishes.
    let today = [53_832, 2_632, 100];
    assert_within(
        "restarts, restarts-16x16.txt",
        &chaotic(RESTARTS, counted, today),
    );
}

#[test]
fn restarts_on_random_25x25_grids_that_restart() {
    let grids = one_per_line("crates/solver/tests/data/restarts-25x25.txt");
    assert_eq!(grids.len(), 43);
    let counted = restarts("restarts on 25×25", &grids);
    // First solutions of the 43 grids of restarts-25x25.txt, today.
    let today = [87_845, 43_813, 194];
    assert_within(
        "restarts, restarts-25x25.txt",
        &chaotic(RESTARTS, counted, today),
    );
}

#[test]
fn dancing_links_on_minimal_jigsaws_and_easy_16x16_puzzles() {
    let deadline = Deadline::new("dancing links", STEP);
    let mut engine = DancingLinks::new();
    let mut nodes = 0;
    for file in [
        "crates/bench/corpus/jigsaw9-minimal.txt",
        "crates/bench/corpus/jigsaw6-minimal.txt",
    ] {
        deadline.step(file);
        let puzzles = plain(file);
        assert_eq!(puzzles.len(), 100, "{}", file);
        for p in &puzzles {
            unique(&mut engine, p, file);
            nodes += engine.nodes();
        }
    }
    let file = "crates/bench/corpus/sudoku16-easy-150.txt";
    deadline.step(file);
    for p in &letters16(file) {
        unique(&mut engine, p, file);
        nodes += engine.nodes();
    }
    // Nodes to prove the puzzles of jigsaw9-minimal.txt, jigsaw6-minimal.txt and
    // sudoku16-easy-150.txt unique, today.
    let today = 186_419;
    assert_one_within(
        "dancing links, two minimal jigsaw files and sudoku16-easy-150.txt",
        "nodes",
        nodes,
        today,
        10,
    );
}

#[test]
fn the_backtracker_on_minimal_6x6_jigsaws_and_easy_16x16_puzzles() {
    let deadline = Deadline::new("the backtracker", STEP);
    let mut engine = Backtracker::new();
    let mut nodes = 0;
    let file = "crates/bench/corpus/jigsaw6-minimal.txt";
    deadline.step(file);
    for p in &plain(file) {
        unique(&mut engine, p, file);
        nodes += engine.nodes();
    }
    let file = "crates/bench/corpus/sudoku16-easy-150.txt";
    deadline.step(file);
    for p in &letters16(file) {
        unique(&mut engine, p, file);
        nodes += engine.nodes();
    }
    // Nodes to prove the puzzles of jigsaw6-minimal.txt and sudoku16-easy-150.txt unique, today.
    let today = 770_255;
    assert_one_within(
        "the backtracker, jigsaw6-minimal.txt and sudoku16-easy-150.txt",
        "nodes",
        nodes,
        today,
        10,
    );
}

/// An engine that counts the searches asked of it and the nodes they took.
struct Counting {
    engine: Auto,
    searches: u64,
    nodes: u64,
}

impl Engine for Counting {
    /// The nodes of every search asked of it.
    fn nodes(&self) -> u64 {
        self.nodes
    }

    fn search_except<F>(&mut self, puzzle: &Puzzle, except: Option<(usize, u8)>, visit: F) -> Flow
    where
        F: FnMut(&[u8]) -> Flow,
    {
        let flow = self.engine.search_except(puzzle, except, visit);
        self.searches += 1;
        self.nodes += self.engine.nodes();
        flow
    }
}

#[test]
fn the_generator_on_minimal_9x9_and_16x16_puzzles_and_a_25x25_one() {
    let deadline = Deadline::new("the generator", STEP);
    let mut engine = Counting {
        engine: Auto::new(),
        searches: 0,
        nodes: 0,
    };
    let mut tried = 0;
    for (geometry, target, count, seed) in [
        (Geometry::boxed(3, 3).unwrap(), Target::Minimal, 20, 1),
        (Geometry::boxed(4, 4).unwrap(), Target::Minimal, 3, 2),
        (Geometry::boxed(5, 5).unwrap(), Target::Givens(320), 1, 3),
    ] {
        let mut rng = SplitMix64::new(seed);
        for k in 0..count {
            let what = format!(
                "{}×{} puzzle {} of seed {}",
                geometry.size(),
                geometry.size(),
                k,
                seed
            );
            deadline.step(&what);
            let mut last = 0;
            let made =
                generate_watched(&geometry, target, &mut rng, &mut engine, |r| last = r.tried)
                    .unwrap();
            tried += last as u64;
            assert!(made.puzzle.is_solved_by(&made.solution), "{}", what);
            assert_eq!(
                DancingLinks::new().count_solutions(&made.puzzle, 2),
                1,
                "{}",
                what
            );
            match target {
                Target::Minimal => assert!(made.minimal, "{}", what),
                Target::Givens(t) => assert_eq!(made.puzzle.givens(), t, "{}", what),
            }
        }
    }
    // 20 minimal 9×9 puzzles (seed 1), 3 minimal 16×16 ones (seed 2) and a 25×25 one of 320
    // givens (seed 3), with the automatic engine, today.
    let today = [1_765, 36_549, 2_700];
    assert_within(
        "the generator",
        &[
            Count::new("searches", engine.searches, today[0], 10),
            Count::new("nodes in those searches", engine.nodes, today[1], 20),
            Count::new("cells tried", tried, today[2], 10),
        ],
    );
}

/// Tables of 18 to 22 givens kept from random solved grids, with their numbers of solutions as
/// tdoku's enumeration counts them (built outside this repository), and the table of
/// `crates/bench/benches/count9.rs`, which Dancing Links counts too.
const TABLES: [(&str, u128); 5] = [
    (
        "......8..8.312.7......8..6..2........8..6...16.13.2.......4..7..3.............5..",
        967_682,
    ),
    (
        ".19......4...8..1.8....1........9.3..8.........6...7.....2...........2.....715..9",
        10_160_311,
    ),
    (
        ".4......8.21.3.....5.7....4..3........7.....1....72..3...........8....5...2.5....",
        10_107_338,
    ),
    (
        "........9...4..8.635......4......4..2..........7.......6.24.7.3....7...........62",
        5_074_379,
    ),
    (
        ".8......3...9......59................7.623.....3............1..3.719...6.......39",
        52_485_031,
    ),
];

#[test]
fn the_counter_on_tables_of_millions_of_solutions() {
    let deadline = Deadline::new("the counter", STEP);
    let mut counter = solver::sudoku9::Counter::new();
    let mut work = 0;
    for &(table, solutions) in &TABLES {
        deadline.step(table);
        let cells = table.bytes().map(value).collect();
        let p = Puzzle::new(Geometry::boxed(3, 3).unwrap(), cells).unwrap();
        assert_eq!(counter.count(&p, u64::MAX), Ok(solutions), "{}", table);
        work += counter.nodes();
    }
    // Units of work (band enumeration nodes, estimation probes, join lookups) to count the
    // five tables, today. The orientation chosen, the stacks' order and the lead of each join
    // step each move it.
    let today = 78_184_781;
    assert_one_within(
        "the counter, five tables of 10⁶ to 5·10⁷ solutions",
        "units of work",
        work,
        today,
        10,
    );
}

/// A greater-than Sudoku like luogu4573's: a random full grid of `geometry` given only by the
/// order between neighbouring cells of each box, every cell empty, each sign kept with
/// probability `kept` in 8.
fn greater_than(geometry: &Geometry, seed: u64, kept: u64) -> Puzzle {
    let mut rng = SplitMix64::new(seed);
    let grid = solver::generate::random_grid(geometry, &mut rng, &mut DancingLinks::new())
        .expect("a full grid");
    let n = geometry.size();
    let mut p = Puzzle::empty(geometry.clone());
    for cell in 0..n * n {
        let region = geometry.regions()[cell];
        for next in [cell + 1, cell + n] {
            let (row, col) = (cell / n, cell % n);
            let neighbour = (next == cell + 1 && col + 1 < n) || (next == cell + n && row + 1 < n);
            if neighbour && geometry.regions()[next] == region && rng.below(8) < kept {
                let (small, large) = if grid[cell] < grid[next] {
                    (cell, next)
                } else {
                    (next, cell)
                };
                p.add_less(small, large).expect("cells of the grid");
            }
        }
    }
    p
}

/// The signs kept of 8: with all of them the closures leave the search almost nothing to do;
/// with 5, the bounds they give are what keeps the search small.
const KEPT: u64 = 5;

#[test]
fn relations_on_greater_than_puzzles() {
    // Chains of `<` run through whole boxes: the bounds of the house rule come from the
    // closures of larger and smaller cells.
    let deadline = Deadline::new("relations", STEP);
    let mut engine = solver::relations::Relations::new();
    let mut nodes = 0;
    for (geometry, seeds) in [
        (Geometry::boxed(3, 3).unwrap(), 1..=12),
        (Geometry::boxed(2, 3).unwrap(), 1..=12),
    ] {
        for seed in seeds {
            deadline.step(&format!("seed {}", seed));
            let p = greater_than(&geometry, seed, KEPT);
            let found = engine.solutions(&p, 2);
            nodes += engine.nodes();
            // The grid the signs were read from is a solution: one at least.
            assert!(
                !found.is_empty(),
                "{}×{}, seed {}",
                geometry.size(),
                geometry.size(),
                seed
            );
            for grid in &found {
                assert!(p.is_solved_by(grid), "seed {}", seed);
            }
        }
    }
    // Nodes to find two solutions, or prove one unique, of the 24 puzzles, today.
    let today = 1424;
    assert_one_within(
        "relations, 12 greater-than 9×9 puzzles and 12 of 6×6",
        "nodes",
        nodes,
        today,
        10,
    );
}

/// N queens as an exact cover, as Knuth's "Dancing Links" sets it: rows and columns are
/// primary items, the 2n − 1 diagonals of each direction secondary ones, a square an option.
fn queens(n: usize) -> solver::ExactCover {
    let diagonals = 2 * n - 1;
    let mut cover = solver::ExactCover::new(2 * n, 2 * diagonals);
    for r in 0..n {
        for c in 0..n {
            let (down, up) = (2 * n + r + c, 2 * n + diagonals + r + n - 1 - c);
            cover
                .add_option(&[r, n + c, down, up])
                .expect("items in range");
        }
    }
    cover
}

#[test]
fn exact_cover_counts_the_queens() {
    let deadline = Deadline::new("exact cover", STEP);
    let mut nodes = 0;
    // The number of ways to place n queens (OEIS A000170).
    for (n, solutions) in [(6, 4), (7, 40), (8, 92), (9, 352), (10, 724)] {
        deadline.step(&format!("{} queens", n));
        let mut cover = queens(n);
        assert_eq!(cover.count_solutions(u64::MAX), solutions, "{} queens", n);
        nodes += cover.nodes();
    }
    // Nodes to count the placements of 6 to 10 queens, today.
    let today = 22_666;
    assert_one_within("exact cover, 6 to 10 queens", "nodes", nodes, today, 10);
}

#[test]
fn latin_completion_of_blocks_of_order_500() {
    use solver::latin::{random_square, Block};
    let deadline = Deadline::new("latin", STEP);
    let n = 500;
    let square = random_square(n, n as u64, &mut SplitMix64::new(500)).expect("order 500");
    let mut work = 0;
    // A row, a column, halves, degrees 255 in both stages, degrees 495 and 255, all but a row
    // and a column, one cell.
    for (r, c) in [
        (1, n),
        (n, 1),
        (n / 2, n / 2),
        (245, 245),
        (5, 245),
        (n - 1, n - 1),
        (1, 1),
    ] {
        deadline.step(&format!("{}×{}", r, c));
        let cells = (0..r)
            .flat_map(|i| square[i * n..i * n + c].iter().cloned())
            .collect();
        let block = Block::new(n, r, c, cells).expect("a block of the square");
        let (completion, spent) = block.complete_counting();
        let completion = completion.expect("a block of a square completes");
        for i in 0..n {
            let (mut row, mut column) = (vec![false; n], vec![false; n]);
            for j in 0..n {
                let (a, b) = (
                    completion[i * n + j] as usize,
                    completion[j * n + i] as usize,
                );
                assert!(!row[a] && !column[b], "{}×{}: not Latin", r, c);
                row[a] = true;
                column[b] = true;
                if i < r && j < c {
                    assert_eq!(completion[i * n + j], square[i * n + j], "{}×{}", r, c);
                }
            }
        }
        work += spent;
    }
    // Edges the colourings looked at to complete the seven blocks, today.
    let today = 21_093_085;
    assert_one_within(
        "latin, seven blocks of order 500",
        "edges looked at",
        work,
        today,
        10,
    );
}

#[test]
fn exact_cover_counts_the_pentomino_packings_of_the_four_rectangles() {
    use solver::polyomino::{Need, Packing, Piece, PENTOMINOES};
    let deadline = Deadline::new("pentominoes", STEP);
    let pieces: Vec<(Piece, Need)> = PENTOMINOES
        .iter()
        .map(|&(_, drawing)| (Piece::from_drawing(drawing).unwrap(), Need::Must))
        .collect();
    let mut nodes = 0;
    // Haselgrove's counts (1960), each rectangle's packings up to its 4 symmetries: 2,339,
    // 1,010, 368 and 2; every orientation of every piece is an option, so each comes 4 times.
    for (rows, cols, packings) in [(6, 10, 9_356), (5, 12, 4_040), (4, 15, 1_472), (3, 20, 8)] {
        deadline.step(&format!("{}x{}", rows, cols));
        let board: Vec<(usize, usize)> = (0..rows)
            .flat_map(|r| (0..cols).map(move |c| (r, c)))
            .collect();
        let mut packing = Packing::new(&board, &pieces, true).unwrap();
        assert_eq!(packing.count(u64::MAX), packings, "{}x{}", rows, cols);
        nodes += packing.nodes();
    }
    // Options tried to count all four, today: the memo of subproblems keeps it down.
    let today = 4_602_453;
    assert_one_within("exact cover, pentominoes", "nodes", nodes, today, 10);
}
