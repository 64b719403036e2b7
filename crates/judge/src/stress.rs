//! `stress PROBLEM --program 'CMD' [--seed S] [--count K] [--time SECONDS] [--out DIR]`:
//! inputs made by the problem's own generator, each answered by our program and by CMD, CMD
//! judged as the problem's judge judges it against our answer (its limits and comparison, its
//! checker included). At the first input CMD fails, the input is shrunk while CMD still fails
//! on it: fewer cases, then fewer givens (puzzles), or fewer and smaller cases from the same
//! seed (inputs the problem makes itself: a smaller Latin square, a narrower matrix); the
//! smallest goes to a folder with both answers and the commands that reproduce it.
//!
//! `--engine E` stresses one of the library's engines instead (the table of
//! `solver::engines`, as `scripts/solve --engine` takes them), on a problem whose input is
//! puzzles: on each puzzle it must find as many solutions as a reference engine of another
//! algorithm (Dancing Links, or the propagator when E is Dancing Links), up to two, and a
//! first solution that solves the puzzle; within ten times the problem's time limit, without
//! a panic.
//!
//! Exit status: 0 when CMD passed every input, 1 when it failed one (the folder written), 2 for
//! a bad command line or a folder that cannot be written.

use std::fmt::{self, Write as _};
use std::fs;
use std::io::{self, IsTerminal, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::mpsc;

use catalog::Problem;
use cli::{options, Form, Parsed, Tool, Value};
use solver::engine::{Engine, Flow};
use solver::engines::{self, Entry};
use solver::generate::{generate, Target};
use solver::model::Puzzle;
use solver::{Auto, SplitMix64};
use spec::format::Input;

use crate::measure::{self, Limits, Meter};
use crate::verdict::{self, Verdict};

/// The command line.
pub fn tool() -> Tool {
    Tool::new("stress").failure_status(2).form(
        Form::new(
            "PROBLEM (--program 'CMD' | --engine E) [--seed S] [--count K] [--time SECONDS]\n[--out DIR]",
            "\nMakes K inputs (default 100) of PROBLEM from seed S (default 1) with its own generator, answers each with our program and with CMD (run by sh in this folder), and judges CMD's answer as the problem's judge does, against ours; it makes no new input after SECONDS (default: no bound). At the first failure the input is shrunk while CMD still fails, and written with both answers to DIR (default stress-PROBLEM-S). --engine E stresses the library's engine E (one of scripts/solve's) against a reference engine on the puzzles of the inputs instead.",
        )
        .positional("PROBLEM", 1, 1)
        .options::<Given>(),
    )
}

options! {
    /// The options of [`tool`], as given.
    struct Given {
        program: Value = "--program" "'CMD'", "the command line to stress";
        engine: Value = "--engine" "E", "the library's engine to stress instead";
        seed: Value = "--seed" "S", "the first input's seed (default 1)";
        count: Value = "--count" "K", "how many inputs (default 100)";
        time: Value = "--time" "SECONDS", "make no new input after this long";
        out: Value = "--out" "DIR", "where a failure is written (default stress-PROBLEM-S)";
    }
}

/// The most cases an input made here holds: enough to shrink, few enough to read.
const CASES: usize = 3;

/// The sizes a problem's own input is shrunk to, smallest first (its cases' order, side…).
const SIZES: [usize; 14] = [1, 2, 3, 4, 5, 6, 8, 10, 16, 25, 40, 64, 100, 250];

/// What is stressed: a command line, run by `sh`, or one of the library's engines.
#[derive(Clone, Debug)]
pub enum Contender {
    Program(String),
    Engine(&'static Entry),
}

impl fmt::Display for Contender {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Contender::Program(command) => write!(f, "`{command}`"),
            Contender::Engine(entry) => write!(f, "engine {}", entry.name),
        }
    }
}

/// What the command line asks for.
#[derive(Clone, Debug)]
pub struct Options {
    pub problem: &'static Problem,
    pub contender: Contender,
    pub seed: u64,
    pub count: usize,
    /// No new input after this long.
    pub time: Option<std::time::Duration>,
    pub out: PathBuf,
}

/// Reads the arguments (without the program's name); `Ok(None)` asks for the help.
///
/// # Errors
/// A message naming what is wrong.
pub fn parse_args(args: &[String]) -> Result<Option<Options>, String> {
    tool().interpret(args, options)
}

/// What a command line [`tool`] has read asks for.
fn options(parsed: &Parsed) -> Result<Options, String> {
    let problem = catalog::named(&parsed.positionals()[0])?;
    let given: Given = parsed.options();
    let program = given.program.text().map(str::to_string);
    let engine = given.engine.text().map(engines::named).transpose()?;
    let seed = given.seed.number("a whole number")?.unwrap_or(1);
    let count = given
        .count
        .number_where("a whole number from 1", |&n| n >= 1)?
        .unwrap_or(100);
    let time = given
        .time
        .number_where("a number of seconds", |&s: &f64| s > 0.0 && s.is_finite())?
        .map(std::time::Duration::from_secs_f64);
    let out = given.out.text().map(PathBuf::from);
    let contender = match (program, engine) {
        (Some(_), Some(_)) => return Err("--program or --engine, not both".to_string()),
        (None, Some(entry)) => Contender::Engine(engine_for(problem, entry)?),
        (program, None) => Contender::Program(
            program
                .filter(|p| !p.trim().is_empty())
                .ok_or("--program takes the command line to stress")?,
        ),
    };
    let out = out.unwrap_or_else(|| PathBuf::from(format!("stress-{}-{seed}", problem.name)));
    Ok(Options {
        problem,
        contender,
        seed,
        count,
        time,
        out,
    })
}

/// `entry`, when it can be stressed on `problem`: the problem's input is puzzles, of a geometry
/// the engine models.
fn engine_for(problem: &Problem, entry: &'static Entry) -> Result<&'static Entry, String> {
    let Input::Puzzles(format) = &problem.input else {
        return Err(format!(
            "{} makes its own inputs, not puzzles: --engine stresses an engine on a problem \
             whose input is puzzles",
            problem.name
        ));
    };
    let puzzle = Puzzle::empty(format.grids.default_geometry()?);
    if entry.scope().takes(&puzzle) {
        Ok(entry)
    } else {
        let n = puzzle.size();
        let takes = entry.scope().describe();
        Err(format!(
            "engine {} solves {takes} only; {}'s are {n}×{n}",
            entry.name, problem.name
        ))
    }
}

/// The engine `contender` is checked against: Dancing Links, or the propagator when the
/// contender is Dancing Links: another algorithm either way.
fn reference_for(contender: &Entry) -> &'static Entry {
    let name = if contender.name == "dancing-links" {
        "propagator"
    } else {
        "dancing-links"
    };
    engines::find(name).expect("the reference engines are in the table")
}

/// What an engine says of one puzzle: how many solutions, up to two, and the first.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Answer {
    solutions: u64,
    first: Option<Vec<u8>>,
}

/// `entry`'s answers on `puzzles`.
fn answers(entry: &Entry, puzzles: &[Puzzle]) -> Vec<Answer> {
    let mut engine = (entry.new)();
    let answer = |puzzle: &Puzzle| {
        let (mut solutions, mut first) = (0, None);
        let _ = engine.search(puzzle, |grid: &[u8]| {
            solutions += 1;
            first.get_or_insert_with(|| grid.to_vec());
            if solutions >= 2 {
                Flow::Break
            } else {
                Flow::Continue
            }
        });
        Answer { solutions, first }
    };
    puzzles.iter().map(answer).collect()
}

/// The answers written out, one block a puzzle: the count, then the first solution's rows.
fn describe(answers: &[Answer], n: usize) -> Vec<u8> {
    let mut text = String::new();
    for (k, answer) in answers.iter().enumerate() {
        let more = if answer.solutions >= 2 {
            " or more"
        } else {
            ""
        };
        let _ = writeln!(
            text,
            "puzzle {}: {} solution(s){more}",
            k + 1,
            answer.solutions
        );
        for row in answer.first.iter().flat_map(|grid| grid.chunks(n)) {
            let values: Vec<String> = row.iter().map(|v| (v + 1).to_string()).collect();
            let _ = writeln!(text, "{}", values.join(" "));
        }
    }
    text.into_bytes()
}

/// Why `grid` does not solve `puzzle`, if it does not: a given changed, or a grid that the
/// reference finds is no solution.
fn unsolved(puzzle: &Puzzle, grid: &[u8], reference: &Entry) -> Option<String> {
    let n = puzzle.size();
    if grid.len() != n * n {
        return Some(format!("a grid of {} cells, not {}", grid.len(), n * n));
    }
    if let Some(cell) = (0..n * n).find(|&c| puzzle.cells()[c].is_some_and(|v| v != grid[c])) {
        return Some(format!(
            "the given at row {}, column {} changed",
            cell / n + 1,
            cell % n + 1
        ));
    }
    let filled = Puzzle::new(
        puzzle.geometry().clone(),
        grid.iter().map(|&v| Some(v)).collect(),
    );
    let solves = filled.is_ok_and(|filled| answers(reference, &[filled])[0].solutions == 1);
    (!solves).then(|| "its grid breaks a rule of the puzzle".to_string())
}

/// Where `got`, the answers of engine `name` on `puzzles`, first part from `expected`, the
/// reference's: another number of solutions (up to two), or a first solution that does not
/// solve the puzzle. `None` when they agree on every puzzle.
fn disagreement(
    puzzles: &[Puzzle],
    expected: &[Answer],
    got: &[Answer],
    reference: &Entry,
    name: &str,
) -> Option<String> {
    let mut cases = puzzles.iter().zip(expected).zip(got).enumerate();
    cases.find_map(|(k, ((puzzle, want), have))| {
        let why = if want.solutions != have.solutions {
            let (r, w, h) = (reference.name, want.solutions, have.solutions);
            Some(format!("{r} finds {w} solution(s) (up to 2), {name} {h}"))
        } else {
            have.first
                .as_ref()
                .and_then(|grid| unsolved(puzzle, grid, reference))
        };
        why.map(|why| format!("puzzle {}: {why}", k + 1))
    })
}

/// Runs `entry` on `puzzles` against the reference engine: `None` when it agrees on every one.
fn engine_trial(problem: &Problem, entry: &'static Entry, puzzles: &[Puzzle]) -> Option<Trial> {
    let reference = reference_for(entry);
    let expected = answers(reference, puzzles);
    let n = puzzles.first().map_or(0, Puzzle::size);
    // In a thread of its own, so that a panic is a verdict and a runaway search a time-out.
    let (sender, receiver) = mpsc::channel();
    let owned = puzzles.to_vec();
    std::thread::spawn(move || {
        let ran = std::panic::catch_unwind(|| answers(entry, &owned));
        let _ = sender.send(ran.map_err(|panic| {
            let text = panic.downcast_ref::<&str>().map(|s| s.to_string());
            text.or_else(|| panic.downcast_ref::<String>().cloned())
                .unwrap_or_default()
        }));
    });
    let limit = std::time::Duration::from_millis(10 * problem.judge.time_limit_ms);
    let (verdict, got) = match receiver.recv_timeout(limit) {
        Err(_) => (Verdict::TimeLimitExceeded, Vec::new()),
        Ok(Err(panic)) => {
            let ending = "panicked".to_string();
            (
                Verdict::RuntimeError {
                    ending,
                    stderr_tail: panic,
                },
                Vec::new(),
            )
        }
        Ok(Ok(got)) => {
            let wrong = disagreement(puzzles, &expected, &got, reference, entry.name);
            (wrong.map_or(Verdict::Accepted, Verdict::WrongAnswer), got)
        }
    };
    let (ours, theirs) = (describe(&expected, n), describe(&got, n));
    (!verdict.is_accepted()).then_some(Trial {
        ours,
        theirs,
        verdict,
    })
}

/// An input, as it was made: so that a smaller one can be made the same way.
#[derive(Clone, Debug)]
pub enum Made {
    /// Puzzles, written by the problem's input format.
    Puzzles(Vec<Puzzle>),
    /// The problem's own input from a seed, of `count` cases no larger than `size` (in the
    /// problem's measure; `usize::MAX` for its largest).
    Own {
        seed: u64,
        count: usize,
        size: usize,
    },
}

impl Made {
    /// The input's bytes.
    pub fn bytes(&self, problem: &Problem) -> Vec<u8> {
        let mut out = Vec::new();
        let written = match (self, &problem.input) {
            (Made::Puzzles(puzzles), Input::Puzzles(format)) => format.write(&mut out, puzzles),
            (Made::Own { seed, count, size }, Input::Own(own)) => {
                (own.write)(&mut out, *seed, *count, *size)
            }
            _ => unreachable!("an input is made the way its problem takes it"),
        };
        written.expect("writing to memory succeeds");
        out
    }

    /// Its size, for the report: cases, and givens where it has puzzles.
    pub fn size(&self) -> String {
        match self {
            Made::Puzzles(puzzles) => {
                let givens: usize = puzzles
                    .iter()
                    .map(|p| p.cells().iter().filter(|c| c.is_some()).count())
                    .sum();
                format!("{} puzzle(s), {givens} givens", puzzles.len())
            }
            Made::Own {
                count,
                size: usize::MAX,
                ..
            } => format!("{count} case(s)"),
            Made::Own { count, size, .. } => format!("{count} case(s) of size {size} at most"),
        }
    }
}

/// The next input of a run from `rng`: up to `CASES` cases.
///
/// # Errors
/// When the problem's grids have no complete grid (a broken region map).
pub fn make(problem: &Problem, rng: &mut SplitMix64) -> Result<Made, String> {
    match &problem.input {
        Input::Puzzles(format) => {
            let geometry = format.grids.default_geometry()?;
            let cells = geometry.size() * geometry.size();
            let most = format.most_givens.map_or(cells, |(most, _)| most);
            let cases = 1 + rng.below(format.most_puzzles.min(CASES) as u64) as usize;
            let mut puzzles = Vec::with_capacity(cases);
            for _ in 0..cases {
                // From half the cells down to a minimal puzzle, at random.
                let givens = rng.below((cells / 2).min(most) as u64 + 1) as usize;
                let made = generate(&geometry, Target::Givens(givens), rng, &mut Auto::new())
                    .map_err(|e| e.to_string())?;
                puzzles.push(made.puzzle);
            }
            Ok(Made::Puzzles(puzzles))
        }
        Input::Own(own) => Ok(Made::Own {
            seed: rng.next_u64(),
            count: 1 + rng.below(own.most_cases.min(CASES) as u64) as usize,
            size: usize::MAX,
        }),
    }
}

/// What came of one input: our answer, and CMD's verdict with its answer.
pub struct Trial {
    pub ours: Vec<u8>,
    pub theirs: Vec<u8>,
    pub verdict: Verdict,
}

/// Runs our program and `program` on `input` and judges `program` against ours; `None` when
/// our program refuses the input (not one to compare on).
///
/// # Errors
/// When the input cannot be handed to `program` (a scratch file), or `sh` cannot be run.
pub fn trial(
    problem: &Problem,
    program: &str,
    input: &[u8],
    meter: &Meter,
    scratch: &Path,
) -> io::Result<Option<Trial>> {
    let ours = spec::run::run_in_memory(problem.name, problem.solve, input);
    if ours.status != 0 {
        return Ok(None);
    }
    let file = scratch.join("input.in");
    fs::write(&file, input)?;
    let limits = Limits::of(&problem.judge, ours.stdout.len());
    let (sh, args) = measure::shell(program);
    let mut theirs = Vec::new();
    let (verdict, _) = verdict::judge_run(
        &sh,
        &[&args[0], &args[1]],
        &file,
        limits,
        meter,
        problem.judge.compare,
        &ours.stdout,
        Some(&mut theirs),
    )?;
    Ok(Some(Trial {
        ours: ours.stdout,
        theirs,
        verdict,
    }))
}

/// The failure of `contender` on `made`, if it fails there.
fn failing(
    problem: &Problem,
    contender: &Contender,
    made: &Made,
    meter: &Meter,
    scratch: &Path,
) -> io::Result<Option<Trial>> {
    match (contender, made) {
        (Contender::Engine(entry), Made::Puzzles(puzzles)) => {
            Ok(engine_trial(problem, entry, puzzles))
        }
        (Contender::Engine(_), Made::Own { .. }) => {
            unreachable!("--engine is refused for a problem that makes its own inputs")
        }
        (Contender::Program(program), _) => {
            Ok(
                trial(problem, program, &made.bytes(problem), meter, scratch)?
                    .filter(|t| !t.verdict.is_accepted()),
            )
        }
    }
}

/// `made`, on which `contender` fails as `failure` says, made smaller while it still fails:
/// fewer cases (one alone, else one fewer), then fewer givens, one at a time, or for the
/// problem's own inputs, smaller cases; until no step keeps the failure; with the failure on
/// the smallest.
///
/// # Errors
/// As [`trial`].
pub fn shrink(
    problem: &Problem,
    contender: &Contender,
    mut made: Made,
    mut failure: Trial,
    meter: &Meter,
    scratch: &Path,
    mut progress: impl FnMut(&Made),
) -> io::Result<(Made, Trial)> {
    loop {
        progress(&made);
        let mut smaller: Vec<Made> = Vec::new();
        match &made {
            Made::Puzzles(puzzles) => {
                if puzzles.len() > 1 {
                    smaller.extend(puzzles.iter().map(|p| Made::Puzzles(vec![p.clone()])));
                    smaller.extend((0..puzzles.len()).map(|k| {
                        let mut fewer = puzzles.clone();
                        fewer.remove(k);
                        Made::Puzzles(fewer)
                    }));
                }
                for (k, puzzle) in puzzles.iter().enumerate() {
                    let n = puzzle.size();
                    for cell in (0..n * n).filter(|&c| puzzle.cells()[c].is_some()) {
                        let mut fewer = puzzles.clone();
                        fewer[k]
                            .set(cell / n, cell % n, None)
                            .expect("a cell of the grid");
                        smaller.push(Made::Puzzles(fewer));
                    }
                }
            }
            &Made::Own { seed, count, size } => {
                smaller.extend((1..count).map(|count| Made::Own { seed, count, size }));
                // Smaller cases, smallest first; a size the problem ignores writes the same
                // bytes and is not tried.
                let bytes = made.bytes(problem);
                let sizes = SIZES.iter().copied().filter(|&s| s < size);
                let sized = sizes.map(|size| Made::Own { seed, count, size });
                smaller.extend(sized.filter(|m| m.bytes(problem) != bytes));
            }
        }
        let mut shrunk = None;
        for candidate in smaller {
            if let Some(trial) = failing(problem, contender, &candidate, meter, scratch)? {
                shrunk = Some((candidate, trial));
                break;
            }
        }
        match shrunk {
            Some((candidate, trial)) => {
                made = candidate;
                failure = trial;
            }
            None => return Ok((made, failure)),
        }
    }
}

/// The whole program on `args`: the report on stdout, progress on a terminal's stderr.
pub fn main(args: Vec<String>) -> ExitCode {
    let mut err = io::stderr();
    let options = match tool().read_std(&args, options) {
        Ok(options) => options,
        Err(status) => return ExitCode::from(status),
    };
    match run(&options, &mut io::stdout()) {
        Ok(true) => ExitCode::from(1),
        Ok(false) => ExitCode::SUCCESS,
        Err(message) => {
            let _ = writeln!(err, "stress: {message}");
            ExitCode::from(2)
        }
    }
}

/// Stresses `options.program`, reporting on `out`; `Ok(true)` when it failed an input (the
/// folder written).
///
/// # Errors
/// A message when an input cannot be made or run, or the folder cannot be written.
pub fn run(options: &Options, out: &mut dyn Write) -> Result<bool, String> {
    let problem = options.problem;
    let meter = Meter::detect();
    let scratch = std::env::temp_dir().join(format!("stress-{}", std::process::id()));
    fs::create_dir_all(&scratch).map_err(|e| format!("cannot make {}: {e}", scratch.display()))?;
    let terminal = io::stderr().is_terminal();
    let show = |text: &str| {
        if terminal {
            eprint!("\r\x1b[K{text}");
        }
    };
    let io_err = |e: io::Error| format!("cannot run the program: {e}");
    let mut rng = SplitMix64::new(options.seed);
    let mut found = None;
    let start = std::time::Instant::now();
    let mut tried = 0;
    for k in 1..=options.count {
        if options.time.is_some_and(|t| start.elapsed() >= t) {
            break;
        }
        tried = k;
        show(&format!("{}: input {k}/{}", problem.name, options.count));
        let made = make(problem, &mut rng)?;
        if let Some(t) =
            failing(problem, &options.contender, &made, &meter, &scratch).map_err(io_err)?
        {
            found = Some((k, made, t));
            break;
        }
    }
    let (k, first, first_trial) = match found {
        Some(found) => found,
        None => {
            show("");
            let _ = fs::remove_dir_all(&scratch);
            writeln!(
                out,
                "{}: {} passed {} inputs from seed {}",
                problem.name, options.contender, tried, options.seed
            )
            .map_err(|e| e.to_string())?;
            return Ok(false);
        }
    };
    let first_bytes = first.bytes(problem).len();
    let first_size = first.size();
    let (smallest, trial) = shrink(
        problem,
        &options.contender,
        first,
        first_trial,
        &meter,
        &scratch,
        |m| show(&format!("{}: shrinking, {}", problem.name, m.size())),
    )
    .map_err(io_err)?;
    show("");
    let input = smallest.bytes(problem);
    let _ = fs::remove_dir_all(&scratch);
    let dir = &options.out;
    let write = |name: &str, bytes: &[u8]| {
        fs::write(dir.join(name), bytes).map_err(|e| format!("cannot write {}: {e}", dir.display()))
    };
    fs::create_dir_all(dir).map_err(|e| format!("cannot make {}: {e}", dir.display()))?;
    write("input.in", &input)?;
    write("expected.out", &trial.ours)?;
    write("actual.out", &trial.theirs)?;
    let d = dir.display();
    let reproduce = match &options.contender {
        Contender::Program(program) => format!(
            "{program} < {d}/input.in > {d}/actual.out\n\
             \x20          scripts/check {} {d}/input.in {d}/actual.out {d}/expected.out",
            problem.name
        ),
        Contender::Engine(entry) => format!(
            "scripts/stress {} --engine {} --seed {} --count {k}",
            problem.name, entry.name, options.seed
        ),
    };
    let (theirs, reference) = match &options.contender {
        Contender::Program(_) => ("its answer", "our answer".to_string()),
        Contender::Engine(entry) => (
            "its answers",
            format!("{}'s answers", reference_for(entry).name),
        ),
    };
    writeln!(
        out,
        "{}: {} fails input {k} of seed {}: {}\n\
         shrunk from {first_bytes} bytes ({first_size}) to {} bytes ({}), in {d}/:\n\
         \x20 input.in, expected.out ({reference}), actual.out ({theirs})\n\
         reproduce: {reproduce}",
        problem.name,
        options.contender,
        options.seed,
        trial.verdict,
        input.len(),
        smallest.size(),
    )
    .map_err(|e| e.to_string())?;
    Ok(true)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(list: &[&str]) -> Vec<String> {
        list.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn the_command_line_takes_a_problem_a_program_and_bounds() {
        let name = catalog::PROBLEMS[0].name;
        let o = parse_args(&args(&[
            name,
            "--program",
            "./a.out",
            "--count",
            "7",
            "--time",
            "1.5",
        ]))
        .unwrap()
        .unwrap();
        assert!(matches!(&o.contender, Contender::Program(p) if p == "./a.out"));
        assert_eq!((o.problem.name, o.count), (name, 7));
        assert_eq!(o.time, Some(std::time::Duration::from_millis(1500)));
        assert_eq!(o.out, PathBuf::from(format!("stress-{name}-1")));
        for bad in [
            &[name][..],
            &[name, "--program", " "],
            &[name, "--program", "x", "--count", "0"],
            &[name, "--program", "x", "--time", "0"],
            &[name, "--program", "x", "--seed", "-1"],
            &["no-such-problem", "--program", "x"],
            &[name, name, "--program", "x"],
        ] {
            assert!(parse_args(&args(bad)).is_err(), "{bad:?}");
        }
        assert!(parse_args(&args(&["--help"])).unwrap().is_none());
    }

    /// The first problem whose input is puzzles of side `n`, and its grids.
    fn puzzles_of_side(n: usize) -> &'static Problem {
        catalog::PROBLEMS
            .iter()
            .find(|p| match &p.input {
                Input::Puzzles(f) => f.grids.default_geometry().is_ok_and(|g| g.size() == n),
                Input::Own(_) => false,
            })
            .expect("a problem of puzzles of that side")
    }

    #[test]
    fn an_engine_is_stressed_only_where_it_can_solve_the_problem_s_puzzles() {
        let classic = puzzles_of_side(9).name;
        let small = puzzles_of_side(4).name;
        let own = catalog::PROBLEMS
            .iter()
            .find(|p| matches!(p.input, Input::Own(_)))
            .expect("a problem that makes its own inputs")
            .name;
        let o = parse_args(&args(&[classic, "--engine", "sudoku9"]))
            .unwrap()
            .unwrap();
        assert!(matches!(o.contender, Contender::Engine(e) if e.name == "sudoku9"));
        for (bad, says) in [
            (
                &[small, "--engine", "sudoku9"][..],
                "solves 9×9 grids with 3×3 boxes only",
            ),
            (&[own, "--engine", "auto"], "makes its own inputs"),
            (
                &[classic, "--engine", "fast"],
                "unknown engine \"fast\"; the engines are auto",
            ),
            (&[classic, "--engine", "auto", "--program", "x"], "not both"),
        ] {
            let e = parse_args(&args(bad)).unwrap_err();
            assert!(e.contains(says), "{bad:?}: {e}");
        }
    }

    /// Every engine that models a problem's puzzles agrees with its reference on generated
    /// inputs of that problem.
    #[test]
    fn every_engine_agrees_with_its_reference_on_generated_puzzles() {
        for problem in [puzzles_of_side(4), puzzles_of_side(9)] {
            let mut rng = SplitMix64::new(30);
            for entry in solver::engines::ENGINES {
                let Ok(entry) = engine_for(problem, entry) else {
                    continue;
                };
                for _ in 0..3 {
                    let Made::Puzzles(puzzles) = make(problem, &mut rng).unwrap() else {
                        unreachable!("the problem's input is puzzles");
                    };
                    let failed = engine_trial(problem, entry, &puzzles);
                    assert!(failed.is_none(), "{} on {}", entry.name, problem.name);
                }
            }
        }
    }

    /// A disagreement is found and said: another count, a changed given, a broken rule.
    #[test]
    fn wrong_answers_are_told_apart_from_right_ones() {
        let problem = puzzles_of_side(4);
        let mut rng = SplitMix64::new(7);
        let Made::Puzzles(puzzles) = make(problem, &mut rng).unwrap() else {
            unreachable!("the problem's input is puzzles");
        };
        let puzzle = &puzzles[..1];
        let reference = engines::find("dancing-links").unwrap();
        let right = answers(reference, puzzle);
        assert_eq!(disagreement(puzzle, &right, &right, reference, "x"), None);
        let grid = right[0]
            .first
            .clone()
            .expect("a generated puzzle has a solution");
        let with = |first: Vec<u8>, solutions| {
            let got = [Answer {
                solutions,
                first: Some(first),
            }];
            disagreement(puzzle, &right, &got, reference, "x").unwrap_or_default()
        };
        let more = with(grid.clone(), right[0].solutions % 2 + 1);
        assert!(more.starts_with("puzzle 1: dancing-links finds "), "{more}");
        let given = (0..16)
            .find(|&c| puzzle[0].cells()[c].is_some())
            .expect("a given");
        let mut changed = grid.clone();
        changed[given] = (changed[given] + 1) % 4;
        assert!(with(changed, right[0].solutions).contains("changed"));
        let free = (0..16)
            .find(|&c| puzzle[0].cells()[c].is_none())
            .expect("an empty cell");
        let mut broken = grid;
        broken[free] = (broken[free] + 1) % 4;
        assert!(with(broken, right[0].solutions).contains("breaks a rule"));
    }
}
