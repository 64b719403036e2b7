//! Criterion benchmarks of Dancing Links' own classics, each beside its baseline where one
//! exists ([`bench::classics`]):
//!
//! - `queens_count/N`: the placements of N queens on the empty board, by `solver::queens`
//!   and by the classic bitmask counter;
//! - `queens_complete`: the 100 boards of the corpus file `queens-up-to-50.in` (SPOJ
//!   NQUEEN's format, sides 1 to 50, up to half the queens of a placement set), each completed;
//! - `pentominoes/3x20`: the 8 packings of the 3×20 rectangle counted, by `solver::polyomino`
//!   and by the plain Dancing Links on the same options; the 6×10 rectangle takes seconds,
//!   and `target/release/pentominoes` times it;
//! - `abc_puzzle/every-4x4`: every input of AtCoder ABC326 D of side 4 (3⁸ pairs of clue
//!   strings), each solved.
//!
//! Before any timing, both sides' answers are checked to agree.
//!
//! `cargo bench -p bench --bench classics`; `-- queens_count` for one group.

use std::time::Duration;

use bench::classics::{pentomino_matrix, pentomino_packing, plain_queens, queen_boards};
use bench::plain_dlx::PlainDlx;
use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};
use solver::abc_puzzle::{AbcPuzzle, Side};
use solver::queens::Queens;

/// The corpus file of boards to complete (see `corpus/README.md`).
const QUEEN_BOARDS: &str = "queens-up-to-50.in";

fn queens_count(c: &mut Criterion) {
    let mut group = c.benchmark_group("queens_count");
    group.sample_size(10);
    group.measurement_time(Duration::from_secs(3));
    for n in [10, 12] {
        let board = Queens::new(n).expect("a side up to 64");
        assert_eq!(board.count(), plain_queens(n as u32), "{n} queens");
        group.bench_function(BenchmarkId::new("library", n), |b| {
            b.iter(|| criterion::black_box(board.count()))
        });
        group.bench_function(BenchmarkId::new("plain", n), |b| {
            b.iter(|| criterion::black_box(plain_queens(criterion::black_box(n as u32))))
        });
    }
    group.finish();
}

fn queens_complete(c: &mut Criterion) {
    let path = bench::corpus_dir().join(QUEEN_BOARDS);
    let text = std::fs::read_to_string(&path).expect("the corpus file of queens");
    let boards = queen_boards(&text).expect("boards");
    for (k, board) in boards.iter().enumerate() {
        assert!(board.complete().is_some(), "board {}", k + 1);
    }
    let mut group = c.benchmark_group("queens_complete");
    group.throughput(Throughput::Elements(boards.len() as u64));
    group.bench_function("queens-up-to-50", |b| {
        b.iter(|| {
            for board in &boards {
                criterion::black_box(board.complete());
            }
        })
    });
    group.finish();
}

fn pentominoes(c: &mut Criterion) {
    let mut packing = pentomino_packing(3, 20);
    let matrix = pentomino_matrix(&packing, 3, 20);
    let mut plain = PlainDlx::new();
    assert_eq!(packing.count(u64::MAX), plain.count(&matrix));
    let mut group = c.benchmark_group("pentominoes");
    group.sample_size(20);
    group.bench_function(BenchmarkId::new("library", "3x20"), |b| {
        b.iter(|| criterion::black_box(pentomino_packing(3, 20).count(u64::MAX)))
    });
    group.bench_function(BenchmarkId::new("plain", "3x20"), |b| {
        b.iter(|| criterion::black_box(plain.count(&matrix)))
    });
    group.finish();
}

fn abc_puzzle(c: &mut Criterion) {
    let n = 4;
    let puzzles: Vec<AbcPuzzle> = (0..3usize.pow(2 * n as u32))
        .map(|code| {
            let mut puzzle = AbcPuzzle::new(n, 3).expect("side 4, 3 letters");
            for line in 0..2 * n {
                let letter = (code / 3usize.pow(line as u32) % 3) as u8 + 1;
                let side = if line < n { Side::Left } else { Side::Top };
                puzzle
                    .set_clue(side, line % n, letter)
                    .expect("a clue on the grid");
            }
            puzzle
        })
        .collect();
    let solvable = puzzles.iter().filter(|p| p.solve().is_some()).count();
    assert!(solvable > 0 && solvable < puzzles.len());
    let mut group = c.benchmark_group("abc_puzzle");
    group.sample_size(10);
    group.throughput(Throughput::Elements(puzzles.len() as u64));
    group.bench_function("every-4x4", |b| {
        b.iter(|| {
            for puzzle in &puzzles {
                criterion::black_box(puzzle.solve());
            }
        })
    });
    group.finish();
}

criterion_group!(
    benches,
    queens_count,
    queens_complete,
    pentominoes,
    abc_puzzle
);
criterion_main!(benches);
