//! `stress PROBLEM --program 'CMD' [--seed S] [--count K] [--time SECONDS] [--out DIR]`:
//! inputs made by the
//! problem's own generator, each answered by our program and by CMD, CMD judged as the
//! problem's judge judges it against our answer (its limits and comparison, its checker
//! included). At the first input CMD fails, the input is shrunk while CMD still fails on it:
//! fewer cases, then fewer givens (puzzles), or fewer cases from the same seed (inputs the
//! problem makes itself); the smallest goes to a folder with both answers and the commands
//! that reproduce it.
//!
//! Exit status: 0 when CMD passed every input, 1 when it failed one (the folder written), 2 for
//! a bad command line or a folder that cannot be written.

use std::fs;
use std::io::{self, IsTerminal, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use catalog::Problem;
use solver::generate::{generate, Target};
use solver::model::Puzzle;
use solver::{Auto, SplitMix64};
use textio::format::Input;

use crate::measure::{self, Limits, Meter};
use crate::verdict::{self, Verdict};

const USAGE: &str = "\
usage: stress PROBLEM --program 'CMD' [--seed S] [--count K] [--time SECONDS] [--out DIR]

Makes K inputs (default 100) of PROBLEM from seed S (default 1) with its own generator, answers
each with our program and with CMD (run by sh in this folder), and judges CMD's answer as the
problem's judge does, against ours; it makes no new input after SECONDS (default: no bound).
At the first failure the input is shrunk while CMD still fails, and written with both answers
to DIR (default stress-PROBLEM-S).";

/// The most cases an input made here holds: enough to shrink, few enough to read.
const CASES: usize = 3;

/// What the command line asks for.
#[derive(Clone, Debug)]
pub struct Options {
    pub problem: &'static Problem,
    pub program: String,
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
    let (mut name, mut program, mut seed, mut count, mut out) = (None, None, 1, 100, None);
    let mut time = None;
    let mut args = args.iter();
    while let Some(arg) = args.next() {
        let mut value = |what: &str| {
            args.next()
                .cloned()
                .ok_or_else(|| format!("{arg} takes {what}"))
        };
        match arg.as_str() {
            "-h" | "--help" => return Ok(None),
            "--program" => program = Some(value("a command line")?),
            "--seed" => {
                let text = value("a whole number")?;
                seed = text
                    .parse()
                    .map_err(|_| format!("--seed takes a whole number, not {text:?}"))?;
            }
            "--count" => {
                let text = value("a whole number from 1")?;
                count = match text.parse() {
                    Ok(n) if n >= 1 => n,
                    _ => return Err(format!("--count takes a whole number from 1, not {text:?}")),
                };
            }
            "--time" => {
                let text = value("a number of seconds")?;
                time = match text.parse::<f64>() {
                    Ok(s) if s > 0.0 && s.is_finite() => {
                        Some(std::time::Duration::from_secs_f64(s))
                    }
                    _ => return Err(format!("--time takes a number of seconds, not {text:?}")),
                };
            }
            "--out" => out = Some(PathBuf::from(value("a folder")?)),
            option if option.starts_with('-') => return Err(format!("unknown option {option}")),
            other if name.is_some() => return Err(format!("one problem only, not also {other}")),
            other => name = Some(other.to_string()),
        }
    }
    let name = name.ok_or("name a problem")?;
    let problem = catalog::find(&name).ok_or_else(|| {
        let known: Vec<&str> = catalog::PROBLEMS.iter().map(|p| p.name).collect();
        format!(
            "no problem called {name}; the problems are {}",
            known.join(", ")
        )
    })?;
    let program = program
        .filter(|p| !p.trim().is_empty())
        .ok_or("--program takes the command line to stress")?;
    let out = out.unwrap_or_else(|| PathBuf::from(format!("stress-{}-{seed}", problem.name)));
    Ok(Some(Options {
        problem,
        program,
        seed,
        count,
        time,
        out,
    }))
}

/// An input, as it was made: so that a smaller one can be made the same way.
#[derive(Clone, Debug)]
pub enum Made {
    /// Puzzles, written by the problem's input format.
    Puzzles(Vec<Puzzle>),
    /// The problem's own input from a seed, of `count` cases.
    Own { seed: u64, count: usize },
}

impl Made {
    /// The input's bytes.
    pub fn bytes(&self, problem: &Problem) -> Vec<u8> {
        let mut out = Vec::new();
        let written = match (self, &problem.input) {
            (Made::Puzzles(puzzles), Input::Puzzles(format)) => format.write(&mut out, puzzles),
            (Made::Own { seed, count }, Input::Own(own)) => (own.write)(&mut out, *seed, *count),
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
            Made::Own { count, .. } => format!("{count} case(s)"),
        }
    }
}

/// The next input of a run from `rng`: up to [`CASES`] cases.
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
    let ours = textio::run_in_memory(problem.name, problem.solve, input);
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

/// The failure of `program` on `made`, if it fails there.
fn failing(
    problem: &Problem,
    program: &str,
    made: &Made,
    meter: &Meter,
    scratch: &Path,
) -> io::Result<Option<Trial>> {
    Ok(
        trial(problem, program, &made.bytes(problem), meter, scratch)?
            .filter(|t| !t.verdict.is_accepted()),
    )
}

/// `made`, on which `program` fails as `failure` says, made smaller while it still fails:
/// fewer cases (one alone, else one fewer), then fewer givens, one at a time, until no step
/// keeps the failure; with the failure on the smallest.
///
/// # Errors
/// As [`trial`].
pub fn shrink(
    problem: &Problem,
    program: &str,
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
            Made::Own { seed, count } => {
                smaller.extend((1..*count).map(|c| Made::Own {
                    seed: *seed,
                    count: c,
                }));
            }
        }
        let mut shrunk = None;
        for candidate in smaller {
            if let Some(trial) = failing(problem, program, &candidate, meter, scratch)? {
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
    let options = match parse_args(&args) {
        Ok(Some(options)) => options,
        Ok(None) => {
            let _ = writeln!(io::stdout(), "{USAGE}");
            return ExitCode::SUCCESS;
        }
        Err(message) => {
            let _ = writeln!(err, "stress: {message}\n\n{USAGE}");
            return ExitCode::from(2);
        }
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
            failing(problem, &options.program, &made, &meter, &scratch).map_err(io_err)?
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
                "{}: `{}` passed {} inputs from seed {}",
                problem.name, options.program, tried, options.seed
            )
            .map_err(|e| e.to_string())?;
            return Ok(false);
        }
    };
    let first_bytes = first.bytes(problem).len();
    let first_size = first.size();
    let (smallest, trial) = shrink(
        problem,
        &options.program,
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
    writeln!(
        out,
        "{}: `{}` fails input {k} of seed {}: {}\n\
         shrunk from {first_bytes} bytes ({first_size}) to {} bytes ({}), in {d}/:\n\
         \x20 input.in, expected.out (our answer), actual.out (its answer)\n\
         reproduce: {} < {d}/input.in > {d}/actual.out\n\
         \x20          scripts/check {} {d}/input.in {d}/actual.out {d}/expected.out",
        problem.name,
        options.program,
        options.seed,
        trial.verdict,
        input.len(),
        smallest.size(),
        options.program,
        problem.name,
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
        assert_eq!(
            (o.problem.name, o.program.as_str(), o.count),
            (name, "./a.out", 7)
        );
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
}
