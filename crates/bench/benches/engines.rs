//! Criterion benchmarks: every engine of the library's table (`solver::engines::ENGINES`) on
//! each corpus file of puzzles, where it models them (and, for the plain backtracker, where it
//! is practical): `bench::is_timed`. The problems' own `solve`s, on their
//! cases, gen's inputs and the corpus files they take, are the `problems` benchmarks.
//!
//! `cargo bench -p bench --bench engines`; `-- minimal` only those whose name contains
//! `minimal`.

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};
use solver::engine::Engine;
use solver::engines::ENGINES;
use solver::model::Puzzle;

/// Puzzles per file in one measured iteration: enough to average over, few enough that the
/// hardest file stays at about a second per iteration with Dancing Links.
const PUZZLES_PER_ITERATION: usize = 10;

fn solve_all<E: Engine>(engine: &mut E, puzzles: &[Puzzle]) {
    for p in puzzles {
        let solution = engine.first_solution(p);
        assert!(solution.is_some(), "every corpus puzzle has a solution");
    }
}

fn engines(c: &mut Criterion) {
    for file in bench::corpus_files().expect("the corpus folder is readable") {
        let name = file.file_stem().unwrap().to_string_lossy().into_owned();
        let mut puzzles = bench::read_puzzles(&file).expect("corpus files are well-formed");
        puzzles.truncate(PUZZLES_PER_ITERATION);
        let mut group = c.benchmark_group(format!("solve/{name}"));
        group.sample_size(10);
        group.throughput(Throughput::Elements(puzzles.len() as u64));
        for entry in ENGINES {
            if !bench::is_timed(entry, &puzzles) {
                continue;
            }
            let mut engine = (entry.new)();
            group.bench_function(BenchmarkId::from_parameter(entry.name), |b| {
                b.iter(|| solve_all(&mut engine, &puzzles));
            });
        }
        group.finish();
    }
}

criterion_group!(benches, engines);
criterion_main!(benches);
