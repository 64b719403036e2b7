//! The 9×9 engine's work on the hardest known puzzles, counted in search nodes (branches
//! tried) to prove each unique: a deterministic measure that no machine's speed can blur, so a
//! change that makes the search do more fails here, though every answer stays right. The
//! budget is today's count with 20% headroom, and a count under half of it fails too: a change
//! that lowers the count lowers the budget in the same commit. Time itself is measured by the
//! benchmarks, never by a test.

use std::time::Duration;

use solver::engine::Engine;
use solver::model::{Geometry, Puzzle};
use solver::sudoku9::Sudoku9;
use testkit::budget::assert_one_within;
use testkit::deadline::Deadline;

/// Nodes to prove the 375 puzzles of `cases/hardest-375.in` unique (counting to two), today.
const TODAY: u64 = 84_315;

/// The longest one puzzle may take, thousands of times the slowest today (milliseconds): a
/// guard that turns a runaway search into a failure in seconds, not a speed limit.
const PUZZLE_LIMIT: Duration = Duration::from_secs(20);

#[test]
fn the_hardest_puzzles_stay_within_the_node_budget() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/cases/hardest-375.in");
    let text = std::fs::read_to_string(path).expect("the case file");
    let geometry = Geometry::boxed(3, 3).unwrap();
    let mut engine = Sudoku9::new();
    let (mut puzzles, mut nodes) = (0, 0);
    let deadline = Deadline::new("acwing166's node budget", PUZZLE_LIMIT);
    for line in text.split_whitespace().take_while(|&t| t != "end") {
        deadline.step(line);
        let cells = line
            .bytes()
            .map(|b| (b != b'.').then(|| b - b'1'))
            .collect();
        let puzzle = Puzzle::new(geometry.clone(), cells).expect("81 cells");
        assert_eq!(engine.count_solutions(&puzzle, 2), 1);
        nodes += engine.nodes();
        puzzles += 1;
    }
    assert_eq!(puzzles, 375);
    assert_one_within(
        "acwing166's node budget",
        "nodes for hardest-375.in",
        nodes,
        TODAY,
        20,
    );
}
