//! The branch and bound's work on the judge's cases and on harder puzzles, counted in search
//! nodes (cells filled by a branch): a deterministic measure that no machine's speed can blur,
//! so that a change that makes the search do more (a looser bound, a worse order of values)
//! fails here, though every score stays right. The budget is today's count with 10% headroom
//! (the search has no random choice: the same puzzle always takes the same nodes); a change
//! that lowers the count lowers its figure here in the same commit, and a count under half of
//! today's fails too, to say so. Time itself is measured by the benchmarks, never by a test.
//!
//! Cargo runs this package's tests before the workspace's regression suite, whose cases such a
//! change would make crawl: the failure comes first, and fast.

use std::time::Duration;

use luogu1074::{weight, N};
use solver::best_score::BestScore;
use solver::model::{Geometry, Puzzle};
use testkit::budget::assert_one_within;
use testkit::deadline::Deadline;

/// Nodes on the cases of `cases/` today (the two of 24 givens take nearly all).
const CASES_TODAY: u64 = 126_381;
/// Nodes on the puzzles of `tests/data/many-completions.txt` today.
const HARDER_TODAY: u64 = 720_385;

/// The longest one puzzle may take here, hundreds of times the slowest today (0.1 s): a guard
/// against a runaway, not a speed limit.
const STEP: Duration = Duration::from_secs(30);

fn weights() -> Vec<u32> {
    (0..N * N).map(|c| weight(c / N, c % N)).collect()
}

fn score(grid: &[u8], weights: &[u32]) -> u64 {
    grid.iter()
        .zip(weights)
        .map(|(&v, &w)| u64::from(w) * (u64::from(v) + 1))
        .sum()
}

/// The best score of `puzzle`, checked: its grid completes the puzzle and scores it.
fn best(engine: &mut BestScore, puzzle: &Puzzle, weights: &[u32], what: &str) -> Option<u64> {
    let found = engine.best(puzzle, weights).expect("81 weights");
    if let Some((best, grid)) = &found {
        assert!(puzzle.is_solved_by(grid), "{}: not a completion", what);
        assert_eq!(score(grid, weights), *best, "{}: the grid's score", what);
    }
    found.map(|(best, _)| best)
}

#[test]
fn the_branch_and_bound_stays_within_its_node_budget() {
    let deadline = Deadline::new("luogu1074's node budget", STEP);
    let geometry = Geometry::boxed(3, 3).unwrap();
    let weights = weights();
    let mut engine = BestScore::new();

    // The judge's cases, against their expected answers.
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/cases");
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .expect("the cases")
        .map(|e| {
            e.expect("an entry")
                .file_name()
                .to_string_lossy()
                .into_owned()
        })
        .filter_map(|name| name.strip_suffix(".in").map(str::to_string))
        .collect();
    names.sort();
    assert!(names.len() >= 8, "{:?}", names);
    let mut nodes = 0;
    for name in &names {
        deadline.step(name);
        let input = std::fs::read_to_string(format!("{}/{}.in", dir, name)).unwrap();
        let cells: Vec<Option<u8>> = input
            .split_whitespace()
            .map(|t| t.parse::<u8>().expect("a digit").checked_sub(1))
            .collect();
        let puzzle = Puzzle::new(geometry.clone(), cells).expect("81 digits");
        let answer = best(&mut engine, &puzzle, &weights, name).map_or(-1, |b| b as i64);
        let expected = std::fs::read_to_string(format!("{}/{}.out", dir, name)).unwrap();
        assert_eq!(answer.to_string(), expected.trim(), "{}", name);
        nodes += engine.nodes();
    }
    assert_one_within(
        "the branch and bound",
        "nodes for the cases",
        nodes,
        CASES_TODAY,
        10,
    );

    // Harder puzzles, against their best scores found by enumerating every completion.
    let text = include_str!("data/many-completions.txt");
    let mut nodes = 0;
    let mut puzzles = 0;
    for line in text.lines().filter(|l| !l.starts_with('#')) {
        let (expected, cells) = line.split_at(line.find(':').expect("a prefix"));
        deadline.step(line);
        let cells: Vec<Option<u8>> = cells[1..]
            .bytes()
            .map(|b| (b != b'.').then(|| b - b'1'))
            .collect();
        let puzzle = Puzzle::new(geometry.clone(), cells).expect("81 cells");
        let found = best(&mut engine, &puzzle, &weights, line);
        assert_eq!(
            found.map(|b| b.to_string()).as_deref(),
            Some(expected),
            "{}",
            line
        );
        nodes += engine.nodes();
        puzzles += 1;
    }
    assert_eq!(puzzles, 8);
    assert_one_within(
        "the branch and bound",
        "nodes for many-completions.txt",
        nodes,
        HARDER_TODAY,
        10,
    );
}
