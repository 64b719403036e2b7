//! Criterion benchmarks of every problem of the catalog: its whole `solve`, from input bytes to
//! the answers (into `io::sink()`), on
//! - `cases`: every input of its `cases/` folder, in one iteration;
//! - `gen`: the inputs `scripts/gen --format NAME --seed S` writes for S = 1 to 20 (one minimal
//!   puzzle each, or one input of those the problem makes itself), in one iteration;
//! - each corpus file it takes (`bench::problems_taking`): the 16×16 letter files for the
//!   16×16 problems, the region map with no clue (6.2 MB of output) for the one that writes
//!   every solution.
//!
//! `cargo bench -p bench --bench problems`; `-- NAME` for one problem's.

use std::io;
use std::path::{Path, PathBuf};

use catalog::{Problem, PROBLEMS};
use criterion::{criterion_group, criterion_main, Criterion, Throughput};

/// Seeds of gen's inputs.
const SEEDS: u64 = 20;

/// Runs `problem`'s `solve` on `input` into `io::sink()`, as its binary would.
fn run(problem: &Problem, input: &[u8]) {
    let mut report = textio::Report::new();
    (problem.solve)(input, &mut io::sink(), &mut report).expect("a sink takes every write");
}

/// The `.in` files of the problem's `cases/` folder, read, in name order.
fn cases(problem: &Problem) -> Vec<Vec<u8>> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../problems")
        .join(problem.name)
        .join("cases");
    let mut paths: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("cannot list {}: {e}", dir.display()))
        .map(|entry| entry.expect("a readable folder entry").path())
        .filter(|path| path.extension().is_some_and(|ext| ext == "in"))
        .collect();
    paths.sort();
    paths
        .iter()
        .map(|path| std::fs::read(path).expect("a readable case"))
        .collect()
}

/// The input `scripts/gen --format NAME --seed SEED` writes for `problem`.
fn from_gen(problem: &Problem, seed: u64) -> Vec<u8> {
    let args: Vec<String> = ["--format", problem.name, "--seed", &seed.to_string()]
        .iter()
        .map(|a| a.to_string())
        .collect();
    let mut text = Vec::new();
    match gen::parse_args(&args) {
        Ok(Some(gen::Request::Generate(options))) => {
            let puzzles: Vec<_> = gen::puzzles(&options)
                .collect::<Result<_, _>>()
                .expect("a puzzle of the problem's grid");
            options.format.write(&mut text, &puzzles).expect("memory");
        }
        Ok(Some(gen::Request::Own(request))) => {
            (request.own.write)(&mut text, request.seed, request.count, usize::MAX).expect("memory")
        }
        other => panic!("gen takes --format {}: {other:?}", problem.name),
    }
    text
}

fn problems(c: &mut Criterion) {
    let corpus: Vec<(String, Vec<u8>)> = bench::corpus_files()
        .and_then(|mut files| {
            files.extend(bench::corpus_inputs()?);
            Ok(files)
        })
        .expect("the corpus folder is readable")
        .into_iter()
        .map(|path| {
            let name = path.file_name().unwrap().to_string_lossy().into_owned();
            (name, std::fs::read(&path).expect("a readable corpus file"))
        })
        .collect();
    let takers: Vec<Vec<&str>> = corpus
        .iter()
        .map(|(_, input)| {
            bench::problems_taking(input)
                .iter()
                .map(|p| p.name)
                .collect()
        })
        .collect();
    for problem in PROBLEMS {
        let mut group = c.benchmark_group(problem.name);
        group.sample_size(10);
        let inputs = cases(problem);
        group.throughput(Throughput::Elements(inputs.len() as u64));
        group.bench_function("cases", |b| {
            b.iter(|| inputs.iter().for_each(|input| run(problem, input)))
        });
        let inputs: Vec<Vec<u8>> = (1..=SEEDS).map(|seed| from_gen(problem, seed)).collect();
        group.throughput(Throughput::Elements(SEEDS));
        group.bench_function("gen, seeds 1 to 20", |b| {
            b.iter(|| inputs.iter().for_each(|input| run(problem, input)))
        });
        for ((name, input), takers) in corpus.iter().zip(&takers) {
            if takers.contains(&problem.name) {
                group.throughput(Throughput::Bytes(input.len() as u64));
                group.bench_function(format!("corpus/{name}"), |b| b.iter(|| run(problem, input)));
            }
        }
        group.finish();
    }
}

criterion_group!(benches, problems);
criterion_main!(benches);
