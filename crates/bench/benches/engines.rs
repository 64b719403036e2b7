//! Criterion benchmarks: each engine on each corpus file, and all-solution enumeration with
//! output formatting for the two every-solution problems.
//!
//! `cargo bench -p bench` runs them all; `cargo bench -p bench -- minimal` only those whose name
//! contains `minimal`.

use std::io;
use std::path::Path;

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};
use solver::engine::Engine;
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
        group.bench_function(BenchmarkId::from_parameter("DancingLinks"), |b| {
            let mut engine = solver::DancingLinks::new();
            b.iter(|| solve_all(&mut engine, &puzzles));
        });
        group.bench_function(BenchmarkId::from_parameter("Propagator"), |b| {
            let mut engine = solver::Propagator::new();
            b.iter(|| solve_all(&mut engine, &puzzles));
        });
        if bench::backtracker_is_practical(&file) {
            group.bench_function(BenchmarkId::from_parameter("Backtracker"), |b| {
                let mut engine = solver::Backtracker::new();
                b.iter(|| solve_all(&mut engine, &puzzles));
            });
        }
        group.finish();
    }
}

/// Runs a problem's `solve` on `input` into `io::sink()`, as its binary would.
fn run(problem: &str, input: &[u8]) {
    let solve = catalog::find(problem).expect("the problem exists").solve;
    let mut report = textio::Report::new();
    solve(input, &mut io::sink(), &mut report).expect("a sink takes every write");
    assert!(report.is_clean());
}

fn enumeration(c: &mut Criterion) {
    let mut group = c.benchmark_group("enumerate");
    group.sample_size(10);
    let lanqiao = std::fs::read(Path::new(&bench::corpus_dir()).join("lanqiao2012-empty.txt"))
        .expect("the lanqiao2012 input is in the corpus");
    // 79,920 solutions of the statement's region map with no clue: 6.2 MB of output.
    group.throughput(Throughput::Elements(79_920));
    group.bench_function("lanqiao2012 empty board", |b| {
        b.iter(|| run("lanqiao2012", &lanqiao))
    });
    // The empty 4×4 board: 288 solutions.
    group.throughput(Throughput::Elements(288));
    group.bench_function("algo847 empty board", |b| {
        b.iter(|| run("algo847", b"0 0 0 0\n0 0 0 0\n0 0 0 0\n0 0 0 0\n"))
    });
    group.finish();
}

criterion_group!(benches, engines, enumeration);
criterion_main!(benches);
