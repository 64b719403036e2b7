//! `bench --peers`: the library beside the strongest solvers outside it, on the same input in
//! the same run, whole processes, CPU time from the kernel ([`judge::measure`]). The peers are
//! given by path and never kept in the repository:
//!
//! - exact cover: Knuth's SSXCC (dancing cells) counting the pentomino packings of the four
//!   60-cell rectangles, against `xcc` (the library's [`solver::frontier`], dancing cells past
//!   its budget) on the same file in Knuth's format ([`crate::dlx_format`]), the two run in
//!   turn, `runs` pairs;
//! - 25×25 Sudoku: Kissat on the direct CNF encoding ([`crate::cnf`]) of each of Gecode's
//!   instances, against `solve` (the library's [`solver::Auto`]), ours on one core and Kissat
//!   on the other at the same time. Each grid is checked against the other's, and CP-SAT's
//!   figures (quoted, from the data folder's README) stand beside them.

use std::fs;
use std::path::{Path, PathBuf};
use std::sync::OnceLock;
use std::thread;
use std::time::Duration;

use judge::measure::{run, shell, Ending, Limits, Meter};
use spec::format::read_line;

use crate::classics::{pentomino_packing, pentomino_problem};
use crate::{cnf, dlx_format};

/// What `bench --peers` was asked.
pub struct Peers<'a> {
    /// Where `xcc` and `solve` are (`target/release`).
    pub bin_dir: &'a Path,
    /// The folder of the public puzzle sets (`sudoku25-gecode.txt`).
    pub data: &'a Path,
    /// Knuth's SSXCC, built outside the repository.
    pub ssxcc: Option<&'a Path>,
    /// Kissat, built outside the repository.
    pub kissat: Option<&'a Path>,
    /// Pairs of runs per pentomino board.
    pub runs: usize,
    /// The longest a 25×25 instance may take either solver.
    pub limit: Duration,
}

/// The rectangles of 60 cells the 12 pentominoes pack.
const BOARDS: [(usize, usize); 4] = [(6, 10), (5, 12), (4, 15), (3, 20)];

/// Runs the comparisons whose peers are given and prints their tables.
///
/// # Errors
/// A program that fails or answers differently from its peer, or a file that cannot be
/// written or read.
pub fn compare(p: &Peers) -> Result<(), String> {
    let scratch = std::env::temp_dir().join(format!("bench-peers-{}", std::process::id()));
    fs::create_dir_all(&scratch).map_err(|e| format!("{}: {e}", scratch.display()))?;
    let result = (|| {
        if let Some(ssxcc) = p.ssxcc {
            exact_cover(p, ssxcc, &scratch)?;
        }
        if let Some(kissat) = p.kissat {
            sudoku25(p, kissat, &scratch)?;
        }
        Ok(())
    })();
    let _ = fs::remove_dir_all(&scratch);
    result
}

/// One run of `command` (a shell command line) on `input` under `limit`: its CPU seconds,
/// stdout and stderr's end; an error unless it exits with one of `codes`.
fn timed(command: &str, input: &Path, limit: Duration, codes: &[i32]) -> Result<Timed, String> {
    let (program, args) = shell(command);
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let limits = Limits {
        cpu: limit,
        wall: limit * 3,
        memory_kib: 16 << 20,
        output_bytes: 1 << 30,
    };
    let mut out = Vec::new();
    // Found once: finding it runs a program.
    static METER: OnceLock<Meter> = OnceLock::new();
    let meter = METER.get_or_init(Meter::detect);
    let ran = run(&program, &args, input, limits, meter, &mut |b| {
        out.extend_from_slice(b)
    })
    .map_err(|e| format!("{command}: {e}"))?;
    match ran.ending {
        Ending::Exited(code) if codes.contains(&code) => Ok(Timed {
            cpu: ran.cpu.as_secs_f64(),
            stdout: String::from_utf8_lossy(&out).into_owned(),
            stderr: String::from_utf8_lossy(&ran.stderr).into_owned(),
        }),
        ending => Err(format!(
            "{command} < {}: {ending:?}, {}",
            input.display(),
            String::from_utf8_lossy(&ran.stderr)
        )),
    }
}

struct Timed {
    cpu: f64,
    stdout: String,
    stderr: String,
}

/// The pentomino table: packings counted by `xcc` and by SSXCC, median CPU of `runs` pairs.
fn exact_cover(p: &Peers, ssxcc: &Path, scratch: &Path) -> Result<(), String> {
    let xcc = p.bin_dir.join("xcc");
    println!(
        "\nPentomino packings counted, CPU s (median of {} runs each, in turn):\n",
        p.runs
    );
    println!("| board | options | packings | xcc (solver::frontier) | SSXCC | xcc / SSXCC |");
    println!("|---|---:|---:|---:|---:|---:|");
    for (rows, cols) in BOARDS {
        let packing = pentomino_packing(rows, cols);
        let file = scratch.join(format!("pentominoes-{rows}x{cols}.dlx"));
        let text = dlx_format::write(&pentomino_problem(&packing, rows, cols));
        fs::write(&file, text).map_err(|e| format!("{}: {e}", file.display()))?;
        let (mut ours, mut theirs) = (Vec::new(), Vec::new());
        let mut counts = (String::new(), String::new());
        for _ in 0..p.runs {
            let a = timed(&xcc.display().to_string(), &file, p.limit, &[0])?;
            let b = timed(&ssxcc.display().to_string(), &file, p.limit, &[0])?;
            ours.push(a.cpu);
            theirs.push(b.cpu);
            counts.0 = a.stdout.trim().to_string();
            counts.1 = b
                .stderr
                .split("Altogether ")
                .nth(1)
                .and_then(|s| s.split_whitespace().next())
                .unwrap_or("?")
                .to_string();
        }
        if counts.0 != counts.1 {
            return Err(format!(
                "{rows}x{cols}: xcc counts {}, SSXCC {}",
                counts.0, counts.1
            ));
        }
        let (a, b) = (crate::median(&mut ours), crate::median(&mut theirs));
        println!(
            "| {rows}×{cols} | {} | {} | {a:.3} | {b:.3} | {:.2} |",
            packing.options(),
            counts.0,
            a / b
        );
    }
    Ok(())
}

/// The 25×25 table: each of Gecode's instances solved by `solve` and by Kissat at once.
fn sudoku25(p: &Peers, kissat: &Path, scratch: &Path) -> Result<(), String> {
    let path = p.data.join("sudoku25-gecode.txt");
    let text = fs::read_to_string(&path).map_err(|e| format!("{}: {e}", path.display()))?;
    let mut instances = Vec::new();
    for line in text
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
    {
        let (label, cells) = line.split_once(':').unwrap_or(("", line));
        let puzzle = read_line(cells.trim().as_bytes(), &mut None)
            .map_err(|e| format!("{}: instance {label}: {e}", path.display()))?;
        let file = scratch.join(format!("gecode-{label}"));
        fs::write(file.with_extension("txt"), format!("{}\n", cells.trim()))
            .and_then(|()| fs::write(file.with_extension("cnf"), cnf::direct(&puzzle)))
            .map_err(|e| format!("{}: {e}", file.display()))?;
        instances.push((label.to_string(), file, puzzle.size()));
    }
    let solve = p.bin_dir.join("solve").display().to_string();
    let kissat = kissat.display().to_string();
    let (limit, empty) = (p.limit, Path::new("/dev/null"));
    let ours = thread::scope(|s| {
        let theirs = s.spawn(|| {
            let run = |(_, file, _): &(String, PathBuf, usize)| {
                let cnf = file.with_extension("cnf");
                timed(
                    &format!("{kissat} -q {}", cnf.display()),
                    empty,
                    limit,
                    &[10],
                )
            };
            instances.iter().map(run).collect::<Result<Vec<_>, _>>()
        });
        let run = |(_, file, _): &(String, PathBuf, usize)| {
            let txt = file.with_extension("txt");
            timed(&format!("{solve} {}", txt.display()), empty, limit, &[0])
        };
        let ours = instances.iter().map(run).collect::<Result<Vec<_>, _>>();
        (ours, theirs.join().expect("the Kissat thread ends"))
    });
    let (ours, theirs) = (ours.0?, ours.1?);
    println!(
        "\nGecode's 25×25 instances, first solution, CPU s (solve on one core, Kissat on the other, at once):\n"
    );
    println!("| instance | solve (solver::Auto) | Kissat | solve / Kissat | CP-SAT (quoted) | solve / CP-SAT |");
    println!("|---|---:|---:|---:|---:|---:|");
    let (mut sum_ours, mut sum_theirs, mut sum_cp) = (0.0, 0.0, 0.0);
    let over = |t: f64| t > 10.0;
    let (mut over_ours, mut over_theirs) = (0, 0);
    for (((label, _, n), a), b) in instances.iter().zip(&ours).zip(&theirs) {
        let model = cnf::grid_of_model(&b.stdout, *n)
            .ok_or_else(|| format!("instance {label}: Kissat's model is not a grid"))?;
        let grid: Vec<u8> = a
            .stdout
            .trim()
            .bytes()
            .map(|s| {
                spec::format::VALUE_SYMBOLS
                    .iter()
                    .position(|&c| c == s)
                    .unwrap_or(255) as u8
            })
            .collect();
        if grid != model {
            return Err(format!(
                "instance {label}: solve and Kissat give other grids"
            ));
        }
        let cp = crate::outside::cp_sat_25(label).0 as f64 / 1e3;
        sum_ours += a.cpu;
        sum_theirs += b.cpu;
        sum_cp += cp;
        over_ours += over(a.cpu) as usize;
        over_theirs += over(b.cpu) as usize;
        println!(
            "| {label} | {:.2} | {:.2} | {:.2} | {cp:.2} | {:.2} |",
            a.cpu,
            b.cpu,
            a.cpu / b.cpu,
            a.cpu / cp
        );
    }
    println!(
        "| all | {sum_ours:.1} ({over_ours} over 10 s) | {sum_theirs:.1} ({over_theirs} over 10 s) | {:.2} | {sum_cp:.1} | {:.2} |",
        sum_ours / sum_theirs,
        sum_ours / sum_cp
    );
    Ok(())
}
