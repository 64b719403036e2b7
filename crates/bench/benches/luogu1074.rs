//! Criterion benchmarks of luogu1074 (the highest target score over all completions, by branch
//! and bound): its whole `solve`, from input bytes to the answer, on 20 puzzles of 24 givens in
//! one iteration, two sets:
//! - `gen`: the files `scripts/gen --format luogu1074 --givens 24 --seed S` writes, S = 1 to 20
//!   (a generated puzzle has one completion);
//! - `random`: 24 cells kept at random from random full grids (seeds 1 to 20): hundreds to tens
//!   of thousands of completions each, the hard case of the problem.
//!
//! `cargo bench -p bench --bench luogu1074`.

use std::io;

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use solver::generate::random_grid;
use solver::model::{Geometry, Puzzle};
use solver::propagate::Propagator;
use solver::rng::SplitMix64;

/// Puzzles per set, and givens per puzzle (the fewest the statement allows).
const PUZZLES: u64 = 20;
const GIVENS: usize = 24;

/// The input `scripts/gen --format luogu1074 --givens 24 --seed SEED` writes.
fn from_gen(seed: u64) -> Vec<u8> {
    let args: Vec<String> = format!("--format luogu1074 --givens {GIVENS} --seed {seed}")
        .split(' ')
        .map(str::to_string)
        .collect();
    let options = match gen::parse_args(&args) {
        Ok(gen::Request::Generate(options)) => options,
        other => panic!("gen takes these arguments: {other:?}"),
    };
    let puzzles: Vec<_> = gen::puzzles(&options)
        .collect::<Result<_, _>>()
        .expect("a 9×9 puzzle");
    let mut text = Vec::new();
    options.format.write(&mut text, &puzzles).expect("memory");
    text
}

/// 24 cells of a random full grid, the others empty, in luogu1074's format.
fn random_givens(seed: u64) -> Vec<u8> {
    let geometry = Geometry::boxed(3, 3).expect("a 9×9 grid");
    let mut rng = SplitMix64::new(seed);
    let grid = random_grid(&geometry, &mut rng, &mut Propagator::new()).expect("a full grid");
    let mut cells: Vec<usize> = (0..81).collect();
    for i in (1..cells.len()).rev() {
        cells.swap(i, rng.below(i as u64 + 1) as usize);
    }
    let mut kept = vec![None; 81];
    for &c in &cells[..GIVENS] {
        kept[c] = Some(grid[c]);
    }
    let puzzle = Puzzle::new(geometry, kept).expect("values below 9");
    let mut text = Vec::new();
    let problem = catalog::find("luogu1074").expect("in the catalog");
    let format = problem.input.puzzles().expect("puzzles");
    format.write(&mut text, &[puzzle]).expect("memory");
    text
}

/// Runs luogu1074's `solve` on `input` into `io::sink()`, as its binary would.
fn run(input: &[u8]) {
    let solve = catalog::find("luogu1074")
        .expect("the problem exists")
        .solve;
    let mut report = textio::Report::new();
    solve(input, &mut io::sink(), &mut report).expect("a sink takes every write");
    assert!(report.is_clean());
}

fn best_score(c: &mut Criterion) {
    let mut group = c.benchmark_group("luogu1074");
    group.sample_size(10);
    group.throughput(Throughput::Elements(PUZZLES));
    for (name, make) in [
        (
            "gen, 20 puzzles of 24 givens",
            from_gen as fn(u64) -> Vec<u8>,
        ),
        ("random, 20 puzzles of 24 givens", random_givens),
    ] {
        let inputs: Vec<Vec<u8>> = (1..=PUZZLES).map(make).collect();
        group.bench_function(name, |b| {
            b.iter(|| inputs.iter().for_each(|input| run(input)))
        });
    }
    group.finish();
}

criterion_group!(benches, best_score);
criterion_main!(benches);
