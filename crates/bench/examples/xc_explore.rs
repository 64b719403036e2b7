use std::time::Instant;
use bench::cover_instances::{Kind, Matrix};
use bench::plain_dlx::PlainDlx;
use solver::ExactCover;

fn best<F: FnMut()>(reps: usize, mut f: F) -> f64 {
    let mut best = f64::MAX;
    for _ in 0..reps {
        let t = Instant::now();
        f();
        best = best.min(t.elapsed().as_secs_f64());
    }
    best
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let count: u64 = args.get(1).map(|s| s.parse().unwrap()).unwrap_or(10);
    let only = args.get(2).cloned();
    let reps = 7;
    let mut plain = PlainDlx::new();
    for kind in Kind::ALL {
        if let Some(o) = &only { if !kind.name().contains(o.as_str()) { continue; } }
        let instances = kind.instances(count);
        let ms: Vec<&Matrix> = instances.iter().map(|i| &i.matrix).collect();
        let c = count as usize;
        let rows: usize = ms.iter().map(|m| m.rows.len()).sum::<usize>() / c;
        let cols: usize = ms.iter().map(|m| m.columns).sum::<usize>() / c;
        let ones: usize = ms.iter().map(|m| m.ones()).sum::<usize>() / c;
        let mut feas = 0;
        let build = best(reps, || { for m in &ms { let ec = ExactCover::from_rows(m.columns, &m.rows).unwrap(); std::hint::black_box(&ec); } });
        let lib = best(reps, || { feas = 0; for m in &ms { feas += ExactCover::from_rows(m.columns, &m.rows).unwrap().first_solution().is_some() as usize; } });
        let pl = best(reps, || { for m in &ms { std::hint::black_box(plain.solve(m)); } });
        println!("{:13} rows {} cols {} ones {}  feasible {}/{}  library {:.5}s (build {:.5}) plain {:.5}s  plain/library {:.2}",
            kind.name(), rows, cols, ones, feas, c, lib, build, pl, pl / lib);
    }
}
