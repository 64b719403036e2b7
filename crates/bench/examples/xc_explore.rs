use bench::cover_instances::{Kind, Matrix};
use bench::plain_dlx::PlainDlx;
use solver::ExactCover;
use std::time::Instant;

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
    let reps = 21;
    if let Some(which) = args
        .get(3)
        .filter(|a| a.as_str() == "lib" || a.as_str() == "plain")
    {
        let kind = Kind::from_name(only.as_deref().unwrap()).unwrap();
        let instances = kind.instances(count);
        let reps: usize = args.get(4).map(|s| s.parse().unwrap()).unwrap_or(100);
        let mut plain = PlainDlx::new();
        let t = Instant::now();
        for _ in 0..reps {
            for i in &instances {
                let m = &i.matrix;
                if which == "lib" {
                    std::hint::black_box(
                        ExactCover::from_rows(m.columns, &m.rows)
                            .unwrap()
                            .first_solution(),
                    );
                } else {
                    std::hint::black_box(plain.solve(m));
                }
            }
        }
        println!(
            "{} {:.3} us per instance",
            which,
            t.elapsed().as_secs_f64() / reps as f64 / count as f64 * 1e6
        );
        return;
    }
    if args.get(3).map(String::as_str) == Some("build") {
        let kind = Kind::from_name(only.as_deref().unwrap()).unwrap();
        let instances = kind.instances(count);
        let t = Instant::now();
        for _ in 0..2000 {
            for i in &instances {
                let ec = ExactCover::from_rows(i.matrix.columns, &i.matrix.rows).unwrap();
                std::hint::black_box(&ec);
            }
        }
        println!(
            "build {:.3} us per instance",
            t.elapsed().as_secs_f64() / 2000.0 / count as f64 * 1e6
        );
        let mut plain = PlainDlx::new();
        let t = Instant::now();
        for _ in 0..2000 {
            for i in &instances {
                std::hint::black_box(plain.solve(&i.matrix));
            }
        }
        println!(
            "plain {:.3} us per instance",
            t.elapsed().as_secs_f64() / 2000.0 / count as f64 * 1e6
        );
        return;
    }
    let mut plain = PlainDlx::new();
    for kind in Kind::ALL {
        if let Some(o) = &only {
            if !kind.name().contains(o.as_str()) {
                continue;
            }
        }
        let instances = kind.instances(count);
        let ms: Vec<&Matrix> = instances.iter().map(|i| &i.matrix).collect();
        let c = count as usize;
        let rows: usize = ms.iter().map(|m| m.rows.len()).sum::<usize>() / c;
        let cols: usize = ms.iter().map(|m| m.columns).sum::<usize>() / c;
        let ones: usize = ms.iter().map(|m| m.ones()).sum::<usize>() / c;
        let mut feas = 0;
        let (mut lib, mut pl, mut build) = (f64::MAX, f64::MAX, f64::MAX);
        for _ in 0..reps {
            build = build.min(best(1, || {
                for m in &ms {
                    let ec = ExactCover::from_rows(m.columns, &m.rows).unwrap();
                    std::hint::black_box(&ec);
                }
            }));
            lib = lib.min(best(1, || {
                feas = 0;
                for m in &ms {
                    feas += ExactCover::from_rows(m.columns, &m.rows)
                        .unwrap()
                        .first_solution()
                        .is_some() as usize;
                }
            }));
            pl = pl.min(best(1, || {
                for m in &ms {
                    std::hint::black_box(plain.solve(m));
                }
            }));
        }
        println!("{:13} rows {} cols {} ones {}  feasible {}/{}  library {:.5}s (build {:.5}) plain {:.5}s  plain/library {:.2}",
            kind.name(), rows, cols, ones, feas, c, lib, build, pl, pl / lib);
    }
}
