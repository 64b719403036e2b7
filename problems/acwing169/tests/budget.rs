//! The engine's work on hard 16×16 puzzles, counted in search nodes (branches tried): a
//! deterministic measure that no machine's speed can blur, so that a change that makes the
//! search do more (a propagation rule dropped, a worse choice of branch) fails here, though
//! every answer stays right. The budget is today's count with 20% headroom, and a count
//! under half of it fails too: a change that lowers the count lowers the budget in the same
//! commit. Time itself is measured by the benchmarks (`scripts/bench`), never by a test.
//!
//! Cargo runs this package's tests before the workspace's regression suite, whose cases such a
//! change would make crawl: the failure comes first, and fast.

use std::time::Duration;

use acwing169::{N, SYMBOLS};
use solver::sudoku16::Sudoku16;
use testkit::budget::assert_one_within;
use testkit::deadline::Deadline;
use textio::grid::read_rows;
use textio::Tokens;

/// Nodes for the first solutions of the 100 puzzles of `sudoku16-hard-100.txt` today.
const TODAY: u64 = 14_464;

/// The longest one puzzle may take, thousands of times the slowest today (milliseconds): a
/// guard that turns a runaway search into a failure in seconds, not a speed limit.
const PUZZLE_LIMIT: Duration = Duration::from_secs(20);

#[test]
fn hard_puzzles_stay_within_the_node_budget() {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../crates/bench/corpus/sudoku16-hard-100.txt"
    );
    let text = std::fs::read(path).expect("the benchmark corpus");
    let mut tokens = Tokens::new(&text);
    let mut solver = Sudoku16::new();
    let (mut puzzles, mut nodes) = (0, 0);
    let deadline = Deadline::new("acwing169's node budget", PUZZLE_LIMIT);
    while !tokens.is_at_end() {
        deadline.step(&format!("sudoku16-hard-100.txt puzzle {}", puzzles + 1));
        let cells = read_rows(&mut tokens, N, N, &SYMBOLS).expect("a well-formed puzzle");
        let givens = cells.clone();
        let grid = solver
            .solve(cells)
            .expect("256 cells below 16")
            .expect("a solution");
        assert!(givens
            .iter()
            .zip(&grid)
            .all(|(g, &v)| g.map_or(true, |g| g == v)));
        nodes += solver.nodes();
        puzzles += 1;
    }
    assert_eq!(puzzles, 100);
    assert_one_within(
        "acwing169's node budget",
        "nodes for sudoku16-hard-100.txt",
        nodes,
        TODAY,
        20,
    );
}
