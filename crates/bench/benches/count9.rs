//! Criterion benchmark of counting the solutions of a 9×9 table, side by side: the count by
//! bands of [`Counter::count`] (each band's fillings enumerated alone by column state, then
//! joined where the three bands share out every column; no solution visited), and counting
//! by visiting every solution (`Engine::count_solutions`, which the
//! engine's `search` feeds one grid at a time). Throughput is in solutions: the rate of a
//! count, solutions per second.
//!
//! The table has 20 givens kept at random from a random full grid (what `random_grid` makes
//! from seed 58, its cells shuffled by the same generator) and 967,682 solutions, which
//! Dancing Links counts too.
//!
//! `cargo bench -p bench --bench count9`.

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use solver::engine::Engine;
use solver::model::{Geometry, Puzzle};
use solver::sudoku9::{Counter, Sudoku9};

/// The table, row by row, `.` for an empty cell.
const TABLE: &str =
    "......8..8.312.7......8..6..2........8..6...16.13.2.......4..7..3.............5..";
/// Its number of solutions.
const SOLUTIONS: u64 = 967_682;

fn table() -> Puzzle {
    let cells = TABLE
        .bytes()
        .map(|b| match b {
            b'1'..=b'9' => Some(b - b'1'),
            _ => None,
        })
        .collect();
    Puzzle::new(Geometry::boxed(3, 3).expect("a 9×9 grid"), cells).expect("81 cells")
}

fn count(c: &mut Criterion) {
    let puzzle = table();
    let mut group = c.benchmark_group("count9");
    group.sample_size(10);
    group.throughput(Throughput::Elements(SOLUTIONS));
    group.bench_function("Counter::count, 967,682 solutions", |b| {
        let mut counter = Counter::new();
        b.iter(|| assert_eq!(counter.count(&puzzle, u64::MAX), Ok(SOLUTIONS.into())))
    });
    group.bench_function("Sudoku9 visiting, 967,682 solutions", |b| {
        let mut engine = Sudoku9::new();
        b.iter(|| assert_eq!(engine.count_solutions(&puzzle, u64::MAX), SOLUTIONS))
    });
    group.finish();
}

criterion_group!(benches, count);
criterion_main!(benches);
