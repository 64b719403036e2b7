//! `bench --worst PROBLEM`: the problem's release program on many inputs the problem makes
//! itself (its `write_input`, one per seed), whole process, measured as the judge runner
//! measures it: the worst CPU time, the median and the worst wall time, and each answer judged as the problem's judge
//! judges it (its checker; otherwise the answer the program gives in this process, byte for
//! byte, which proves the release build runs the same code).

use std::fs;
use std::path::{Path, PathBuf};
use std::time::Duration;

use catalog::Problem;
use judge::measure::{run, Ending, Limits, Meter};
use spec::judge::Compare;

/// What `--worst` measured on one problem.
pub struct Worst {
    /// The inputs run.
    pub inputs: usize,
    /// The largest CPU time (user and system, in the clock ticks of 10 ms the kernel counts
    /// a process's time in: `0` is under 10 ms).
    pub worst_cpu: Duration,
    /// The median wall time.
    pub median_wall: Duration,
    /// The largest wall time, and the seed of its input.
    pub worst_wall: (Duration, u64),
}

/// Runs `program` (the release build of `problem`) on the inputs of seeds `1..=seeds`, each of
/// `count` cases no larger than `size`, written in `scratch`.
///
/// # Errors
/// A problem that makes no input of its own, a run that fails or is refused, or a file that
/// cannot be written.
pub fn worst(
    problem: &Problem,
    program: &Path,
    seeds: u64,
    count: usize,
    size: usize,
    scratch: &Path,
) -> Result<Worst, String> {
    let own = problem
        .input
        .own()
        .ok_or_else(|| format!("{} makes no input of its own", problem.name))?;
    fs::create_dir_all(scratch).map_err(|e| format!("{}: {e}", scratch.display()))?;
    let meter = Meter::detect();
    let mut walls = Vec::new();
    let (mut worst_cpu, mut worst_wall) = (Duration::ZERO, (Duration::ZERO, 0));
    for seed in 1..=seeds {
        let mut input = Vec::new();
        (own.write)(&mut input, seed, count, size).map_err(|e| e.to_string())?;
        let path: PathBuf = scratch.join(format!("{}-{seed}.in", problem.name));
        fs::write(&path, &input).map_err(|e| format!("{}: {e}", path.display()))?;
        let mut limits = Limits::of(&problem.judge, 64 << 20);
        limits.cpu = limits.cpu.max(Duration::from_secs(10));
        limits.wall = limits.cpu * 2;
        let mut out = Vec::new();
        let ran = run(program, &[], &path, limits, &meter, &mut |b| {
            out.extend_from_slice(b)
        })
        .map_err(|e| e.to_string())?;
        if ran.ending != Ending::Exited(0) {
            return Err(format!(
                "seed {seed}: {:?}, stderr {:?}",
                ran.ending,
                String::from_utf8_lossy(&ran.stderr)
            ));
        }
        let judged = match problem.judge.compare {
            Compare::Checker(_) => problem.judge.compare.judge(&input, b"", &out),
            _ => {
                let here = spec::run::run_in_memory(problem.name, problem.solve, &input);
                problem.judge.compare.judge(&input, &here.stdout, &out)
            }
        };
        judged.map_err(|why| format!("seed {seed} ({}): {why}", path.display()))?;
        worst_cpu = worst_cpu.max(ran.cpu);
        if ran.wall > worst_wall.0 {
            worst_wall = (ran.wall, seed);
        }
        walls.push(ran.wall);
        let _ = fs::remove_file(&path);
    }
    walls.sort_unstable();
    Ok(Worst {
        inputs: walls.len(),
        worst_cpu,
        median_wall: walls.get(walls.len() / 2).copied().unwrap_or_default(),
        worst_wall,
    })
}
