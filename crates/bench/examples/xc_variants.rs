use bench::cover_instances::Kind;
use bench::plain_dlx::PlainDlx;
use std::time::Instant;

mod engine {
    pub use solver::engine::Flow;
    #[derive(Clone, Copy, Debug)]
    pub(crate) struct Counter {
        count: u64,
        limit: u64,
    }
    impl Counter {
        pub(crate) fn new(limit: u64) -> Self {
            Counter { count: 0, limit }
        }
        pub(crate) fn visit(&mut self) -> Flow {
            self.count += 1;
            if self.count >= self.limit {
                Flow::Break
            } else {
                Flow::Continue
            }
        }
        pub(crate) fn count(&self) -> u64 {
            self.count
        }
    }
}
#[allow(dead_code)]
#[path = "/tmp/xcv/a.rs"]
mod a;
#[allow(dead_code)]
#[path = "/tmp/xcv/b.rs"]
mod b;
#[allow(dead_code)]
#[path = "/tmp/xcv/c.rs"]
mod c;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let count: u64 = args[1].parse().unwrap();
    let reps: usize = args[2].parse().unwrap();
    let rounds: usize = args[3].parse().unwrap();
    let only = args.get(4).cloned();
    let mut plain = PlainDlx::new();
    if let Some(which) = args.get(5) {
        let kind = Kind::from_name(only.as_deref().unwrap()).unwrap();
        let instances = kind.instances(count);
        for _ in 0..reps {
            for i in &instances {
                let m = &i.matrix;
                match which.as_str() {
                    "a" => {
                        std::hint::black_box(
                            a::ExactCover::from_rows(m.columns, &m.rows)
                                .unwrap()
                                .first_solution(),
                        );
                    }
                    "b" => {
                        std::hint::black_box(
                            b::ExactCover::from_rows(m.columns, &m.rows)
                                .unwrap()
                                .first_solution(),
                        );
                    }
                    "c" => {
                        std::hint::black_box(
                            c::ExactCover::from_rows(m.columns, &m.rows)
                                .unwrap()
                                .first_solution(),
                        );
                    }
                    _ => {
                        std::hint::black_box(plain.solve(m));
                    }
                }
            }
        }
        return;
    }
    for kind in Kind::ALL {
        if let Some(o) = &only {
            if !kind.name().contains(o.as_str()) {
                continue;
            }
        }
        let instances = kind.instances(count);
        let (mut ta, mut tb, mut tp) = (f64::MAX, f64::MAX, f64::MAX);
        for _ in 0..rounds {
            let t = Instant::now();
            for _ in 0..reps {
                for i in &instances {
                    let m = &i.matrix;
                    std::hint::black_box(
                        a::ExactCover::from_rows(m.columns, &m.rows)
                            .unwrap()
                            .first_solution(),
                    );
                }
            }
            ta = ta.min(t.elapsed().as_secs_f64());
            let t = Instant::now();
            for _ in 0..reps {
                for i in &instances {
                    let m = &i.matrix;
                    std::hint::black_box(
                        b::ExactCover::from_rows(m.columns, &m.rows)
                            .unwrap()
                            .first_solution(),
                    );
                }
            }
            tb = tb.min(t.elapsed().as_secs_f64());
            let t = Instant::now();
            for _ in 0..reps {
                for i in &instances {
                    std::hint::black_box(plain.solve(&i.matrix));
                }
            }
            tp = tp.min(t.elapsed().as_secs_f64());
        }
        let per = 1e6 / (reps as f64 * count as f64);
        println!("{:13} a {:9.2} us  b {:9.2} us  plain {:9.2} us   a/b {:.3}  plain/a {:.3}  plain/b {:.3}", kind.name(), ta * per, tb * per, tp * per, ta / tb, tp / ta, tp / tb);
    }
}
