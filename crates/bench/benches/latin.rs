//! Criterion benchmarks of Latin square completion ([`solver::latin`]): the ten cases of order
//! 500 of the benchmark file (`bench::latin::mixed`), and ten cases of each kind
//! (`bench::latin::Kind`), from blocks to squares, in one iteration (the judge's format is not
//! read or written here: `src/bin/latin.rs` times whole processes).
//!
//! `cargo bench -p bench --bench latin`; `cargo bench -p bench --bench latin -- mixed` for the
//! benchmark file alone.

use std::hint::black_box;

use bench::latin::{mixed, ten_of, Kind};
use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use solver::latin::Block;

fn complete_all(blocks: &[Block]) {
    for block in blocks {
        black_box(block.complete());
    }
}

fn latin(c: &mut Criterion) {
    let mut group = c.benchmark_group("latin");
    group.sample_size(10);
    group.throughput(Throughput::Elements(10));
    let file = mixed(1);
    group.bench_function("mixed, 10 cases of order 500", |b| {
        b.iter(|| complete_all(&file))
    });
    for kind in Kind::ALL {
        let blocks = ten_of(kind, 1);
        group.bench_function(format!("{}, 10 cases of order 500", kind.name()), |b| {
            b.iter(|| complete_all(&blocks))
        });
    }
    group.finish();
}

criterion_group!(benches, latin);
criterion_main!(benches);
