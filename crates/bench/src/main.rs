//! `bench`: times the release programs on the corpus files, whole process, and prints a table
//! (file, program, median seconds, peak memory, speed-up against a reference), then times the
//! library's engines on the same puzzles in this process.
//!
//! `scripts/bench` builds the programs and runs this tool; see `--help`.

use std::fs;
use std::io::{self, Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode, Stdio};
use std::thread;
use std::time::{Duration, Instant};

use solver::engine::{Engine, Flow};
use solver::model::Puzzle;

const USAGE: &str = "\
usage: bench --bin-dir DIR [options]
Times each program on each corpus file (whole process; the median of several runs) and the
library's engines on the same puzzles.

  --bin-dir DIR    where the release programs are (target/release)
  --runs K         runs per program and file (default 5)
  --timeout S      give up a run after S seconds (default 60)
  --ref000 PATH    a reference program for the 16×16 files (acwing169's format); likewise
  --ref001 PATH    for 16×16, --ref003 PATH for the lanqiao2012 input
  --only TEXT      only the files whose name contains TEXT
  --no-engines     skip the in-process engine timings
  -h, --help       this help

usage: bench --outside DIR [--runs K] [--grids N] [--seed S] [--limit S] [--only PART]
                           [--seeds K]
Times the engines on the puzzle sets of DIR (the 9×9 sets of the fastest solvers, Gecode's
25×25 instances; see their README) and on N random consistent 16×16 grids (default 10000,
seed 1), beside the reference figures published for those sets. A search past the limit
(default 60 s) is stopped. PART: nine, tails or gecode. With --seeds K, the 25×25 first
solutions are also searched from K other first orders (seeds 1 to K; default 0): the spread
of times tells the engine's speed from its luck.

usage: bench --solve ENGINE FILE
Solves every puzzle of a corpus file with one engine (DancingLinks, Backtracker or
Propagator) and prints
how many were solved: a small process to watch with valgrind or /usr/bin/time.";

/// What the command line asks for.
struct Options {
    bin_dir: PathBuf,
    runs: usize,
    timeout: Duration,
    refs: Vec<(String, PathBuf)>,
    only: Option<String>,
    engines: bool,
}

fn parse_args(args: &[String]) -> Result<Option<Options>, String> {
    let mut options = Options {
        bin_dir: PathBuf::new(),
        runs: 5,
        timeout: Duration::from_secs(60),
        refs: Vec::new(),
        only: None,
        engines: true,
    };
    let mut bin_dir = None;
    let mut args = args.iter();
    while let Some(arg) = args.next() {
        let mut value = || {
            args.next()
                .cloned()
                .ok_or_else(|| format!("{arg} needs a value"))
        };
        match arg.as_str() {
            "-h" | "--help" => return Ok(None),
            "--bin-dir" => bin_dir = Some(PathBuf::from(value()?)),
            "--runs" => {
                options.runs = match value()?.parse() {
                    Ok(k) if k > 0 => k,
                    _ => return Err("--runs takes a whole number from 1".into()),
                }
            }
            "--timeout" => {
                let s: f64 = value()?
                    .parse()
                    .map_err(|_| "--timeout takes seconds".to_string())?;
                if !(s > 0.0 && s < 1e6) {
                    return Err("--timeout takes seconds".into());
                }
                options.timeout = Duration::from_secs_f64(s);
            }
            "--ref000" | "--ref001" | "--ref003" => {
                let path = PathBuf::from(value()?);
                if !path.is_file() {
                    return Err(format!("{arg}: no program at {}", path.display()));
                }
                options.refs.push((arg[2..].to_string(), path));
            }
            "--only" => options.only = Some(value()?),
            "--no-engines" => options.engines = false,
            other => return Err(format!("unknown argument {other:?}")),
        }
    }
    options.bin_dir = bin_dir.ok_or("give --bin-dir (the folder of the release programs)")?;
    Ok(Some(options))
}

/// A program to time on a file: its label in the table, its path and its arguments.
struct Program {
    label: String,
    path: PathBuf,
    args: Vec<String>,
}

/// The programs that read a file: ours first, then the references given for that format. On
/// 16×16 files also `bench --solve DancingLinks FILE`, the library's Dancing Links in a process
/// of its own (it prints a count, not the grids), to compare with the reference's.
fn programs_for(file: &Path, options: &Options) -> Vec<Program> {
    let name = file.file_name().and_then(|n| n.to_str()).unwrap_or("");
    let (ours, refs): (&[&str], &[&str]) = if bench::is_acwing169(file) {
        (&["acwing169", "poj3076"], &["ref000", "ref001"])
    } else if name.starts_with("lanqiao2012-") {
        (&["lanqiao2012"], &["ref003"])
    } else {
        (&[], &[])
    };
    let mut programs: Vec<Program> = ours
        .iter()
        .map(|p| Program {
            label: p.to_string(),
            path: options.bin_dir.join(p),
            args: Vec::new(),
        })
        .collect();
    if bench::is_acwing169(file) {
        programs.push(Program {
            label: "DancingLinks (bench --solve)".to_string(),
            path: options.bin_dir.join("bench"),
            args: vec![
                "--solve".to_string(),
                "DancingLinks".to_string(),
                file.to_string_lossy().into_owned(),
            ],
        });
    }
    for (label, path) in &options.refs {
        if refs.contains(&label.as_str()) {
            programs.push(Program {
                label: label.clone(),
                path: path.clone(),
                args: Vec::new(),
            });
        }
    }
    programs
}

/// One timed run: wall seconds, or `None` past the timeout; and the output when asked.
fn run_once(
    program: &Program,
    input: &Path,
    timeout: Duration,
    keep_output: bool,
) -> io::Result<(Option<f64>, Vec<u8>)> {
    let start = Instant::now();
    let mut child = Command::new(&program.path)
        .args(&program.args)
        .stdin(fs::File::open(input)?)
        .stdout(if keep_output {
            Stdio::piped()
        } else {
            Stdio::null()
        })
        .stderr(Stdio::null())
        .spawn()?;
    let reader = child.stdout.take().map(|mut out| {
        thread::spawn(move || {
            let mut bytes = Vec::new();
            let _ = out.read_to_end(&mut bytes);
            bytes
        })
    });
    loop {
        if child.try_wait()?.is_some() {
            break;
        }
        if start.elapsed() > timeout {
            child.kill()?;
            child.wait()?;
            return Ok((None, Vec::new()));
        }
        thread::sleep(Duration::from_micros(200));
    }
    let seconds = start.elapsed().as_secs_f64();
    let output = reader.map_or(Vec::new(), |r| r.join().unwrap_or_default());
    Ok((Some(seconds), output))
}

/// Peak resident memory in KiB by `/usr/bin/time -f %M`, when that program is there.
fn peak_kib(program: &Program, input: &Path) -> Option<u64> {
    let time = Path::new("/usr/bin/time");
    if !time.is_file() {
        return None;
    }
    let report = std::env::temp_dir().join(format!("bench-rss-{}", std::process::id()));
    let status = Command::new(time)
        .arg("-f")
        .arg("%M")
        .arg("-o")
        .arg(&report)
        .arg(&program.path)
        .args(&program.args)
        .stdin(fs::File::open(input).ok()?)
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .ok()?;
    let text = fs::read_to_string(&report).ok();
    let _ = fs::remove_file(&report);
    if !status.success() {
        return None;
    }
    text?.lines().last()?.trim().parse().ok()
}

fn median(times: &mut [f64]) -> f64 {
    times.sort_by(|a, b| a.total_cmp(b));
    times[times.len() / 2]
}

/// One line of the table.
struct Row {
    file: String,
    program: String,
    seconds: Option<f64>,
    kib: Option<u64>,
    answers: &'static str,
    nodes: Option<u64>,
}

fn print_table(rows: &[Row], baseline: impl Fn(&Row) -> Option<f64>) {
    println!(
        "| file | program | median s | peak RSS MiB | speed-up vs reference | answers | nodes |"
    );
    // `answers`: `same` when the output equals the first program's (`base`) on that file.
    println!("|---|---|---:|---:|---:|---|---:|");
    for row in rows {
        let seconds = row
            .seconds
            .map_or_else(|| "timeout".to_string(), |s| format!("{s:.4}"));
        let kib = row
            .kib
            .map_or_else(|| "-".to_string(), |k| format!("{:.1}", k as f64 / 1024.0));
        let ratio = match (baseline(row), row.seconds) {
            (Some(b), Some(s)) if s > 0.0 && b < s => format!("{:.3}×", b / s),
            (Some(b), Some(s)) if s > 0.0 => format!("{:.1}×", b / s),
            _ => "-".to_string(),
        };
        let nodes = row.nodes.map_or_else(|| "-".to_string(), |n| n.to_string());
        println!(
            "| {} | {} | {seconds} | {kib} | {ratio} | {} | {nodes} |",
            row.file, row.program, row.answers
        );
    }
}

/// Times the programs on every file.
fn time_programs(files: &[PathBuf], options: &Options) -> io::Result<Vec<Row>> {
    let mut rows = Vec::new();
    for file in files {
        let file_name = file
            .file_name()
            .map_or(String::new(), |n| n.to_string_lossy().into_owned());
        let mut first_output: Option<Vec<u8>> = None;
        for program in programs_for(file, options) {
            let (first, output) = run_once(&program, file, options.timeout, true).map_err(|e| {
                io::Error::new(e.kind(), format!("{}: {e}", program.path.display()))
            })?;
            let answers = match (&first_output, first) {
                (_, None) => "-",
                _ if !program.args.is_empty() => "-",
                (None, Some(_)) => {
                    first_output = Some(output);
                    "base"
                }
                (Some(o), Some(_)) if *o == output => "same",
                (Some(_), Some(_)) => "DIFFER",
            };
            let mut times = Vec::new();
            if first.is_some() {
                for _ in 0..options.runs {
                    match run_once(&program, file, options.timeout, false)?.0 {
                        Some(t) => times.push(t),
                        None => break,
                    }
                }
            }
            let seconds = (times.len() == options.runs).then(|| median(&mut times));
            let kib = seconds.and_then(|_| peak_kib(&program, file));
            eprintln!("bench: {file_name} {} done", program.label);
            rows.push(Row {
                file: file_name.clone(),
                program: program.label,
                seconds,
                kib,
                answers,
                nodes: None,
            });
        }
    }
    Ok(rows)
}

/// Seconds to solve every puzzle once with `engine` (the median of `runs` passes), checking
/// each answer, and the engine's node count if it keeps one.
fn time_engine<E: Engine>(
    engine: &mut E,
    puzzles: &[Puzzle],
    runs: usize,
    nodes: impl Fn(&E) -> Option<u64>,
) -> (f64, &'static str, Option<u64>) {
    let mut times = Vec::new();
    let mut answers = "solved";
    let mut total = None;
    for _ in 0..runs {
        let mut pass_nodes = 0;
        let start = Instant::now();
        for p in puzzles {
            match engine.first_solution(p) {
                Some(grid) if p.is_solved_by(&grid) => {}
                _ => answers = "WRONG",
            }
            pass_nodes += nodes(engine).unwrap_or(0);
        }
        times.push(start.elapsed().as_secs_f64());
        total = nodes(engine).map(|_| pass_nodes);
    }
    (median(&mut times), answers, total)
}

/// Times the library's engines on the puzzles of every file, in this process.
fn time_engines(files: &[PathBuf], options: &Options) -> Result<Vec<Row>, String> {
    let mut rows = Vec::new();
    for file in files {
        let file_name = file
            .file_name()
            .map_or(String::new(), |n| n.to_string_lossy().into_owned());
        let puzzles = bench::read_puzzles(file)?;
        let mut row = |program: &str, (s, answers, nodes): (f64, &'static str, Option<u64>)| {
            rows.push(Row {
                file: file_name.clone(),
                program: program.to_string(),
                seconds: Some(s),
                kib: None,
                answers,
                nodes,
            })
        };
        row(
            "engine: DancingLinks",
            time_engine(
                &mut solver::DancingLinks::new(),
                &puzzles,
                options.runs,
                |_| None,
            ),
        );
        row(
            "engine: Propagator",
            time_engine(
                &mut solver::Propagator::new(),
                &puzzles,
                options.runs,
                |e| Some(e.nodes()),
            ),
        );
        if bench::backtracker_is_practical(file) {
            row(
                "engine: Backtracker",
                time_engine(
                    &mut solver::Backtracker::new(),
                    &puzzles,
                    options.runs,
                    |_| None,
                ),
            );
        }
        eprintln!("bench: {file_name} engines done");
    }
    Ok(rows)
}

fn run(options: &Options) -> Result<(), String> {
    let mut files = bench::corpus_files()?;
    let dir = bench::corpus_dir();
    if let Ok(entries) = fs::read_dir(&dir) {
        let mut extra: Vec<PathBuf> = entries
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| {
                p.file_name()
                    .and_then(|n| n.to_str())
                    .is_some_and(|n| n.starts_with("lanqiao2012-"))
            })
            .collect();
        extra.sort();
        files.extend(extra);
    }
    if let Some(only) = &options.only {
        files.retain(|f| f.to_string_lossy().contains(only.as_str()));
    }
    let timed: Vec<PathBuf> = files
        .iter()
        .filter(|f| !programs_for(f, options).is_empty())
        .cloned()
        .collect();
    let rows = time_programs(&timed, options).map_err(|e| e.to_string())?;
    println!("Whole process, {} runs each, median:\n", options.runs);
    print_table(&rows, |row| {
        rows.iter()
            .find(|r| r.file == row.file && r.program.starts_with("ref"))
            .and_then(|r| r.seconds)
    });
    if options.engines
        && files
            .iter()
            .any(|f| !f.to_string_lossy().contains("lanqiao2012-"))
    {
        let engine_files: Vec<PathBuf> = files
            .iter()
            .filter(|f| !f.to_string_lossy().contains("lanqiao2012-"))
            .cloned()
            .collect();
        let rows = time_engines(&engine_files, options)?;
        println!(
            "\nIn process, every puzzle of the file once, {} passes, median; speed-up vs Dancing Links:\n",
            options.runs
        );
        print_table(&rows, |row| {
            rows.iter()
                .find(|r| r.file == row.file && r.program == "engine: DancingLinks")
                .and_then(|r| r.seconds)
        });
    }
    io::stdout().flush().map_err(|e| e.to_string())
}

/// `--solve ENGINE FILE`: every puzzle of `file` solved by `engine`, checked.
fn solve_file(engine: &str, file: &Path) -> Result<(), String> {
    let puzzles = bench::read_puzzles(file)?;
    let (solved, nodes) = match engine {
        "DancingLinks" => solve_with(&mut solver::DancingLinks::new(), &puzzles, |_| None),
        "Backtracker" => solve_with(&mut solver::Backtracker::new(), &puzzles, |_| None),
        "Propagator" => solve_with(&mut solver::Propagator::new(), &puzzles, |e| {
            Some(e.nodes())
        }),
        other => return Err(format!("unknown engine {other:?}")),
    };
    let nodes = nodes.map_or_else(String::new, |n| format!(", {n} nodes"));
    println!("{solved} of {} puzzles solved{nodes}", puzzles.len());
    Ok(())
}

fn solve_with<E: Engine>(
    engine: &mut E,
    puzzles: &[Puzzle],
    nodes: impl Fn(&E) -> Option<u64>,
) -> (usize, Option<u64>) {
    let mut solved = 0;
    let mut total = None;
    for p in puzzles {
        let mut ok = false;
        let _ = engine.search(p, |grid| {
            ok = p.is_solved_by(grid);
            Flow::Break
        });
        solved += usize::from(ok);
        total = nodes(engine).map(|n| total.unwrap_or(0) + n);
    }
    (solved, total)
}

/// `--outside DIR ...`: see [`bench::outside`].
fn outside(args: &[String]) -> Result<(), String> {
    let mut dir = None;
    let mut o = (3usize, 10_000usize, 1u64, 60.0f64, None, 0u64);
    let mut args = args.iter();
    while let Some(arg) = args.next() {
        let value = args.next().ok_or_else(|| format!("{arg} needs a value"))?;
        let number = |what: &str| format!("{arg} takes {what}, not {value:?}");
        match arg.as_str() {
            "--outside" => dir = Some(PathBuf::from(value)),
            "--runs" => {
                o.0 = value
                    .parse()
                    .ok()
                    .filter(|&k| k > 0)
                    .ok_or_else(|| number("a whole number from 1"))?
            }
            "--grids" => o.1 = value.parse().map_err(|_| number("a whole number"))?,
            "--seed" => o.2 = value.parse().map_err(|_| number("a whole number"))?,
            "--limit" => {
                o.3 = value
                    .parse()
                    .ok()
                    .filter(|&s: &f64| s > 0.0 && s < 1e6)
                    .ok_or_else(|| number("seconds"))?
            }
            "--only" => o.4 = Some(value.clone()),
            "--seeds" => o.5 = value.parse().map_err(|_| number("a whole number"))?,
            other => return Err(format!("unknown argument {other:?}")),
        }
    }
    let dir = dir.ok_or("give --outside DIR")?;
    bench::outside::run(&bench::outside::Outside {
        dir: &dir,
        runs: o.0,
        grids: o.1,
        seed: o.2,
        limit: Duration::from_secs_f64(o.3),
        only: o.4.as_deref(),
        seeds: o.5,
    })
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if let [flag, engine, count] = args.as_slice() {
        if flag == "--solve-each" {
            let count = count.parse().unwrap_or(1);
            return match bench::outside::solve_each(engine, count) {
                Ok(()) => ExitCode::SUCCESS,
                Err(e) => {
                    eprintln!("bench: {e}");
                    ExitCode::FAILURE
                }
            };
        }
    }
    if args.first().is_some_and(|a| a == "--outside") {
        return match outside(&args) {
            Ok(()) => ExitCode::SUCCESS,
            Err(e) => {
                eprintln!("bench: {e}\n{USAGE}");
                ExitCode::FAILURE
            }
        };
    }
    if let [flag, engine, file] = args.as_slice() {
        if flag == "--solve" {
            return match solve_file(engine, Path::new(file)) {
                Ok(()) => ExitCode::SUCCESS,
                Err(e) => {
                    eprintln!("bench: {e}");
                    ExitCode::FAILURE
                }
            };
        }
    }
    let options = match parse_args(&args) {
        Ok(Some(o)) => o,
        Ok(None) => {
            println!("{USAGE}");
            return ExitCode::SUCCESS;
        }
        Err(e) => {
            eprintln!("bench: {e}\n{USAGE}");
            return ExitCode::from(2);
        }
    };
    match run(&options) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("bench: {e}");
            ExitCode::FAILURE
        }
    }
}
