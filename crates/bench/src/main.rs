//! `bench`: times the release programs on the corpus files, whole process, and prints a table
//! (file, program, median seconds, peak memory, speed-up against a reference), then times the
//! library's engines on the same puzzles in this process. The programs of a file are the
//! problems of the catalog that take it (`bench::problems_taking`); the engines, those of the
//! library's table (`solver::engines::ENGINES`) that model its puzzles.
//!
//! `scripts/bench` builds the programs and runs this tool; see `--help`.

use std::fs;
use std::io::{self, Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode, Stdio};
use std::thread;
use std::time::{Duration, Instant};

use catalog::Problem;
use cli::{options, Form, Parsed, Tool, Value, Values};
use solver::engine::{Engine, Flow};
use solver::engines::ENGINES;
use solver::model::Puzzle;
use solver::rules::{deduce, parse_rules, Rule, RULE_NAMES};

/// The command line, its help naming the library's table of engines.
fn tool() -> Tool {
    let engines: Vec<&str> = ENGINES.iter().map(|e| e.name).collect();
    Tool::new("bench")
        .form(
            Form::new(
                "--bin-dir DIR [options]",
                "Times each program on each corpus file (whole process; the median of several runs) and the library's engines on the same puzzles. A file's programs are the problems that take it.",
            )
            .options::<TimeGiven>(),
        )
        .form(
            Form::word(
                "--outside",
                "--outside DIR [--runs K] [--grids N] [--seed S] [--limit S] [--only PART]\n[--seeds K]",
                "Times the engines on the puzzle sets of DIR (the 9×9 sets of the fastest solvers, Gecode's 25×25 instances; see their README) and on N random consistent 16×16 grids (default 10000, seed 1), beside the reference figures published for those sets. A search past the limit (default 60 s) is stopped. PART: nine, tails or gecode. With --seeds K, the 25×25 first solutions are also searched from K other first orders (seeds 1 to K; default 0): the spread of times tells the engine's speed from its luck.",
            )
            .positional("DIR", 1, 1)
            .options::<OutsideGiven>(),
        )
        .form(
            Form::word(
                "--worst",
                "--worst PROBLEM... --bin-dir DIR [--seeds N] [--count C] [--size S]",
                "Runs each PROBLEM's release program on the inputs it makes itself from seeds 1 to N (default 1000), C cases each (default 1) no larger than S (default the largest), whole process, and prints the worst CPU time (in the kernel's ticks of 10 ms), the median and the worst wall time; every answer is judged as the problem's judge judges it.",
            )
            .positional("PROBLEM", 1, usize::MAX)
            .options::<WorstGiven>(),
        )
        .form(
            Form::word(
                "--peers",
                "--peers [--ssxcc PATH] [--kissat PATH] [--data DIR] [--bin-dir DIR] [--runs K]\n[--limit S]",
                "Times the library beside the peers given by path, on the same inputs, whole processes: xcc against Knuth's SSXCC counting the pentomino packings of 6×10, 5×12, 4×15 and 3×20 (K runs each in turn, default 3), and solve against Kissat on Gecode's 25×25 instances of DIR (default ../shared/data) in the direct CNF encoding, the two at once, one on each core, each grid checked against the other's; CP-SAT's quoted figures beside.",
            )
            .options::<PeersGiven>(),
        )
        .form(
            Form::word(
                "--solve",
                "--solve ENGINE FILE",
                format!("Solves every puzzle of a corpus file with one engine ({}) and prints how many were solved: a small process to watch with valgrind or /usr/bin/time.", engines.join(", ")),
            )
            .positional("ENGINE", 1, 1)
            .positional("FILE", 1, 1),
        )
        .form(
            Form::word(
                "--rules",
                "--rules FILE [--runs K]",
                "Deduces every puzzle of FILE (one a line, 81 characters, `.` or `0` empty) with each set of the library's named rules alone and with the naked and the hidden single together, to their fixed point: how many puzzles each set solves, the cells it places, and the microseconds per puzzle (the median of K passes, default 5).",
            )
            .positional("FILE", 1, 1)
            .options::<RulesGiven>(),
        )
        .form(
            Form::word("--solve-each", "--solve-each ENGINE COUNT", "")
                .positional("ENGINE", 1, 1)
                .positional("COUNT", 1, 1)
                .hidden(),
        )
}

options! {
    /// The options of the `--rules` form of [`tool`], as given.
    struct RulesGiven {
        runs: Value = "--runs" "K", "passes over the file (default 5)";
    }
}

options! {
    /// The options of the default form of [`tool`], as given.
    struct TimeGiven {
        bin_dir: Value = "--bin-dir" "DIR", "where the release programs are (target/release)";
        runs: Value = "--runs" "K", "runs per program and file (default 5)";
        timeout: Value = "--timeout" "S", "give up a run after S seconds (default 60)";
        refs: Values = "--ref" "PROBLEM=PATH", "a reference program for PROBLEM's input, timed on the files PROBLEM takes (any number of them)";
        only: Value = "--only" "TEXT", "only the files whose name contains TEXT";
        no_engines: bool = "--no-engines", "skip the in-process engine timings";
    }
}

options! {
    /// The options of the `--outside` form of [`tool`], as given.
    struct OutsideGiven {
        runs: Value = "--runs" "K", "runs per set (default 3)";
        grids: Value = "--grids" "N", "random 16×16 grids (default 10000)";
        seed: Value = "--seed" "S", "their seed (default 1)";
        limit: Value = "--limit" "S", "stop a search after S seconds (default 60)";
        only: Value = "--only" "PART", "nine, tails or gecode";
        seeds: Value = "--seeds" "K", "other first orders for the 25×25 instances (default 0)";
    }
}

options! {
    /// The options of the `--worst` form of [`tool`], as given.
    struct WorstGiven {
        bin_dir: Value = "--bin-dir" "DIR", "where the release programs are (target/release)";
        seeds: Value = "--seeds" "N", "inputs per problem (default 1000)";
        count: Value = "--count" "C", "cases per input (default 1)";
        size: Value = "--size" "S", "the largest case (default the largest the problem takes)";
    }
}

options! {
    /// The options of the `--peers` form of [`tool`], as given.
    struct PeersGiven {
        ssxcc: Value = "--ssxcc" "PATH", "Knuth's SSXCC, built outside the repository";
        kissat: Value = "--kissat" "PATH", "Kissat, built outside the repository";
        data: Value = "--data" "DIR", "the public puzzle sets (default ../shared/data)";
        bin_dir: Value = "--bin-dir" "DIR", "where xcc and solve are (default target/release)";
        runs: Value = "--runs" "K", "runs of each program per pentomino board (default 3)";
        limit: Value = "--limit" "S", "the longest any run may take (default 60)";
    }
}

/// What the command line asks for.
struct Options {
    bin_dir: PathBuf,
    runs: usize,
    timeout: Duration,
    /// Reference programs: the problem whose input each reads, its label and its path.
    refs: Vec<(&'static Problem, String, PathBuf)>,
    only: Option<String>,
    engines: bool,
}

/// What the default form of [`tool`] asks for.
fn options(parsed: &Parsed) -> Result<Options, String> {
    let given: TimeGiven = parsed.options();
    let mut refs = Vec::new();
    for text in given.refs.texts() {
        let (name, path) = text
            .split_once('=')
            .ok_or_else(|| format!("--ref takes PROBLEM=PATH, not {text:?}"))?;
        let problem = catalog::named(name).map_err(|e| format!("--ref: {e}"))?;
        let path = PathBuf::from(path);
        if !path.is_file() {
            return Err(format!("--ref: no program at {}", path.display()));
        }
        let file = path
            .file_name()
            .map_or(String::new(), |n| n.to_string_lossy().into_owned());
        let label = format!("{REFERENCE}{file} ({name})");
        refs.push((problem, label, path));
    }
    Ok(Options {
        bin_dir: given
            .bin_dir
            .text()
            .map(PathBuf::from)
            .ok_or("give --bin-dir (the folder of the release programs)")?,
        runs: given
            .runs
            .number_where("a whole number from 1", |&k| k > 0)?
            .unwrap_or(5),
        timeout: Duration::from_secs_f64(
            given
                .timeout
                .number_where("seconds", seconds)?
                .unwrap_or(60.0),
        ),
        refs,
        only: given.only.text().map(str::to_string),
        engines: !given.no_engines,
    })
}

/// A time limit the tool takes, in seconds.
fn seconds(&s: &f64) -> bool {
    s > 0.0 && s < 1e6
}

/// A program to time on a file: its label in the table, its path and its arguments.
struct Program {
    label: String,
    path: PathBuf,
    args: Vec<String>,
}

/// The start of a reference program's label in the table.
const REFERENCE: &str = "reference ";

/// The programs that read a file: the problems that take it first, then the references given
/// for those problems. On a puzzle file that some problem takes, also `bench --solve
/// dancing-links FILE`, the library's Dancing Links in a process of its own (it prints a count,
/// not the grids), to compare with a reference's.
fn programs_for(file: &Path, options: &Options) -> io::Result<Vec<Program>> {
    let takers = bench::problems_taking(&fs::read(file)?);
    let mut programs: Vec<Program> = takers
        .iter()
        .map(|p| Program {
            label: p.name.to_string(),
            path: options.bin_dir.join(p.name),
            args: Vec::new(),
        })
        .collect();
    if !takers.is_empty() && file.extension().is_some_and(|x| x == "txt") {
        programs.push(Program {
            label: "dancing-links (bench --solve)".to_string(),
            path: options.bin_dir.join("bench"),
            args: vec![
                "--solve".to_string(),
                "dancing-links".to_string(),
                file.to_string_lossy().into_owned(),
            ],
        });
    }
    for (problem, label, path) in &options.refs {
        if takers.iter().any(|t| t.name == problem.name) {
            programs.push(Program {
                label: label.clone(),
                path: path.clone(),
                args: Vec::new(),
            });
        }
    }
    Ok(programs)
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
    // `answers`: `same` when the output's non-empty lines equal the first program's (`base`)
    // on that file (the problems that take one file differ in their empty lines at most).
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

/// The lines of `output` with something on them, without their line endings.
fn non_empty_lines(output: &[u8]) -> Vec<Vec<u8>> {
    output
        .split(|&b| b == b'\n')
        .map(|l| l.strip_suffix(b"\r").unwrap_or(l))
        .filter(|l| !l.is_empty())
        .map(<[u8]>::to_vec)
        .collect()
}

/// Times the programs on every file.
fn time_programs(files: &[PathBuf], options: &Options) -> io::Result<Vec<Row>> {
    let mut rows = Vec::new();
    for file in files {
        let file_name = file
            .file_name()
            .map_or(String::new(), |n| n.to_string_lossy().into_owned());
        let mut first_output: Option<Vec<Vec<u8>>> = None;
        for program in programs_for(file, options)? {
            let (first, output) = run_once(&program, file, options.timeout, true).map_err(|e| {
                io::Error::new(e.kind(), format!("{}: {e}", program.path.display()))
            })?;
            let lines = non_empty_lines(&output);
            let answers = match (&first_output, first) {
                (_, None) => "-",
                _ if !program.args.is_empty() => "-",
                (None, Some(_)) => {
                    first_output = Some(lines);
                    "base"
                }
                (Some(o), Some(_)) if *o == lines => "same",
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
            let seconds = (times.len() == options.runs).then(|| bench::median(&mut times));
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
/// each answer, and the engine's nodes in a pass.
fn time_engine<E: Engine>(
    engine: &mut E,
    puzzles: &[Puzzle],
    runs: usize,
) -> (f64, &'static str, Option<u64>) {
    let mut times = Vec::new();
    let mut answers = "solved";
    let mut total = 0;
    for _ in 0..runs {
        total = 0;
        let start = Instant::now();
        for p in puzzles {
            match engine.first_solution(p) {
                Some(grid) if p.is_solved_by(&grid) => {}
                _ => answers = "WRONG",
            }
            total += engine.nodes();
        }
        times.push(start.elapsed().as_secs_f64());
    }
    (bench::median(&mut times), answers, Some(total))
}

/// The engine of the table the in-process timings are measured against.
const BASELINE: &str = "dancing-links";

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
        for entry in ENGINES {
            if bench::is_timed(entry, &puzzles) {
                row(
                    &format!("engine: {}", entry.name),
                    time_engine(&mut (entry.new)(), &puzzles, options.runs),
                );
            }
        }
        eprintln!("bench: {file_name} engines done");
    }
    Ok(rows)
}

fn run(options: &Options) -> Result<(), String> {
    let mut files = bench::corpus_files()?;
    files.extend(bench::corpus_inputs()?);
    if let Some(only) = &options.only {
        files.retain(|f| f.to_string_lossy().contains(only.as_str()));
    }
    let mut timed = Vec::new();
    for file in &files {
        let programs = programs_for(file, options)
            .map_err(|e| format!("cannot read {}: {e}", file.display()))?;
        if !programs.is_empty() {
            timed.push(file.clone());
        }
    }
    let rows = time_programs(&timed, options).map_err(|e| e.to_string())?;
    println!("Whole process, {} runs each, median:\n", options.runs);
    print_table(&rows, |row| {
        rows.iter()
            .find(|r| r.file == row.file && r.program.starts_with(REFERENCE))
            .and_then(|r| r.seconds)
    });
    let puzzle_files: Vec<PathBuf> = files
        .iter()
        .filter(|f| f.extension().is_some_and(|x| x == "txt"))
        .cloned()
        .collect();
    if options.engines && !puzzle_files.is_empty() {
        let rows = time_engines(&puzzle_files, options)?;
        println!(
            "\nIn process, every puzzle of the file once, {} passes, median; speed-up vs {BASELINE}:\n",
            options.runs
        );
        let baseline = format!("engine: {BASELINE}");
        print_table(&rows, |row| {
            rows.iter()
                .find(|r| r.file == row.file && r.program == baseline)
                .and_then(|r| r.seconds)
        });
    }
    io::stdout().flush().map_err(|e| e.to_string())
}

/// `--solve ENGINE FILE`: every puzzle of `file` solved by `engine` (a name of the library's
/// table), checked.
fn solve_file(engine: &str, file: &Path) -> Result<(), String> {
    let puzzles = bench::read_puzzles(file)?;
    let entry = solver::engines::named(engine)?;
    let mut engine = (entry.new)();
    let (mut solved, mut nodes) = (0, 0);
    for p in &puzzles {
        let mut ok = false;
        let _ = engine.search(p, |grid| {
            ok = p.is_solved_by(grid);
            Flow::Break
        });
        solved += usize::from(ok);
        nodes += engine.nodes();
    }
    println!(
        "{solved} of {} puzzles solved, {nodes} nodes",
        puzzles.len()
    );
    Ok(())
}

/// `--rules FILE`: each rule set of the library's table alone, and the two singles together,
/// to their fixed point on every puzzle of `file`.
fn rules(parsed: &Parsed) -> Result<(), String> {
    let given: RulesGiven = parsed.options();
    let runs = given
        .runs
        .number_where("a whole number from 1", |&k: &usize| k > 0)?
        .unwrap_or(5);
    let file = Path::new(&parsed.positionals()[0]);
    let puzzles = bench::outside::read_set(file)?;
    let mut sets: Vec<(String, Vec<Rule>)> = RULE_NAMES
        .iter()
        .map(|(name, rules, _)| (name.to_string(), rules.to_vec()))
        .collect();
    sets.push((
        "naked-single,hidden-single".to_string(),
        parse_rules("naked-single,hidden-single").map_err(|e| e.to_string())?,
    ));
    let givens: usize = puzzles
        .iter()
        .map(|p| p.cells().iter().flatten().count())
        .sum();
    println!(
        "{} puzzles, {givens} givens; the median of {runs} passes\n",
        puzzles.len()
    );
    println!("| rules | solved | cells placed | contradictions | µs per puzzle |");
    println!("|---|---:|---:|---:|---:|");
    for (name, set) in &sets {
        let mut seconds = Vec::new();
        let (mut solved, mut placed, mut contradictions) = (0, 0, 0);
        for _ in 0..runs {
            let start = Instant::now();
            let deductions: Vec<_> = puzzles.iter().map(|p| deduce(p, set)).collect();
            seconds.push(start.elapsed().as_secs_f64());
            solved = deductions
                .iter()
                .filter(|d| d.contradiction.is_none() && d.cells.iter().all(Option::is_some))
                .count();
            placed = deductions.iter().map(|d| d.steps.len()).sum::<usize>();
            contradictions = deductions
                .iter()
                .filter(|d| d.contradiction.is_some())
                .count();
        }
        seconds.sort_by(f64::total_cmp);
        let per_puzzle = seconds[seconds.len() / 2] * 1e6 / puzzles.len() as f64;
        println!("| {name} | {solved} | {placed} | {contradictions} | {per_puzzle:.1} |");
    }
    Ok(())
}

/// `--outside DIR ...`: see [`bench::outside`].
/// The `--outside` form of [`tool`], run.
fn outside(parsed: &Parsed) -> Result<(), String> {
    let whole = "a whole number";
    let given: OutsideGiven = parsed.options();
    bench::outside::run(&bench::outside::Outside {
        dir: Path::new(&parsed.positionals()[0]),
        runs: given
            .runs
            .number_where("a whole number from 1", |&k| k > 0)?
            .unwrap_or(3),
        grids: given.grids.number(whole)?.unwrap_or(10_000),
        seed: given.seed.number(whole)?.unwrap_or(1),
        limit: Duration::from_secs_f64(
            given
                .limit
                .number_where("seconds", seconds)?
                .unwrap_or(60.0),
        ),
        only: given.only.text(),
        seeds: given.seeds.number(whole)?.unwrap_or(0),
    })
}

/// What a command line asks for: one of [`tool`]'s forms, read.
enum Request {
    Time(Options),
    Outside(Parsed),
    Worst(Parsed),
    Peers(Parsed),
    Solve(String, PathBuf),
    Rules(Parsed),
    SolveEach(String, u64),
}

fn request(parsed: &Parsed) -> Result<Request, String> {
    let positional = |k: usize| parsed.positionals()[k].clone();
    Ok(match parsed.word() {
        None => Request::Time(options(parsed)?),
        Some("--outside") => Request::Outside(parsed.clone()),
        Some("--worst") => Request::Worst(parsed.clone()),
        Some("--peers") => Request::Peers(parsed.clone()),
        Some("--solve") => Request::Solve(positional(0), PathBuf::from(positional(1))),
        Some("--rules") => Request::Rules(parsed.clone()),
        Some(_) => Request::SolveEach(
            positional(0),
            cli::read_as("COUNT", &positional(1), "a whole number")?,
        ),
    })
}

/// `--peers`: see [`bench::peers`].
fn peers(parsed: &Parsed) -> Result<(), String> {
    let given: PeersGiven = parsed.options();
    fn path(value: &Value) -> Option<&Path> {
        value.text().map(Path::new)
    }
    bench::peers::compare(&bench::peers::Peers {
        bin_dir: path(&given.bin_dir).unwrap_or(Path::new("target/release")),
        data: path(&given.data).unwrap_or(Path::new("../shared/data")),
        ssxcc: path(&given.ssxcc),
        kissat: path(&given.kissat),
        runs: given
            .runs
            .number_where("a whole number from 1", |&k| k > 0)?
            .unwrap_or(3),
        limit: Duration::from_secs_f64(
            given
                .limit
                .number_where("seconds", seconds)?
                .unwrap_or(60.0),
        ),
    })
}

/// `--worst`: a table of each problem's median and worst CPU time on its own inputs.
fn worst(parsed: &Parsed) -> Result<(), String> {
    let given: WorstGiven = parsed.options();
    let whole = |&k: &u64| k > 0;
    let seeds = given
        .seeds
        .number_where("a whole number from 1", whole)?
        .unwrap_or(1000);
    let count = given
        .count
        .number_where("a whole number from 1", |&k: &usize| k > 0)?
        .unwrap_or(1);
    let size = given
        .size
        .number_where("a whole number from 1", |&k: &usize| k > 0)?
        .unwrap_or(usize::MAX);
    let bin_dir = PathBuf::from(given.bin_dir.text().unwrap_or("target/release"));
    let scratch = std::env::temp_dir().join(format!("bench-worst-{}", std::process::id()));
    println!("| problem | inputs | worst CPU ms | median wall ms | worst wall ms (seed) |");
    println!("|---|---:|---:|---:|---:|");
    for name in parsed.positionals() {
        let problem = catalog::named(name)?;
        let program = bin_dir.join(problem.name);
        let w = bench::worst::worst(problem, &program, seeds, count, size, &scratch)
            .map_err(|e| format!("{name}: {e}"))?;
        let ms = |d: Duration| d.as_secs_f64() * 1e3;
        let cpu = if w.worst_cpu.is_zero() {
            "< 10".to_string()
        } else {
            format!("{:.0}", ms(w.worst_cpu))
        };
        println!(
            "| {name} | {} | {cpu} | {:.1} | {:.1} ({}) |",
            w.inputs,
            ms(w.median_wall),
            ms(w.worst_wall.0),
            w.worst_wall.1
        );
    }
    let _ = fs::remove_dir_all(&scratch);
    Ok(())
}

fn main() -> ExitCode {
    let request = match tool().read_std(&cli::args(), request) {
        Ok(request) => request,
        Err(status) => return ExitCode::from(status),
    };
    let done = match request {
        Request::Time(options) => run(&options),
        Request::Outside(parsed) => outside(&parsed),
        Request::Worst(parsed) => worst(&parsed),
        Request::Peers(parsed) => peers(&parsed),
        Request::Solve(engine, file) => solve_file(&engine, &file),
        Request::Rules(parsed) => rules(&parsed),
        Request::SolveEach(engine, count) => bench::outside::solve_each(&engine, count),
    };
    match done {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("bench: {e}");
            ExitCode::FAILURE
        }
    }
}
