//! `solve`: solves (or counts the solutions of) every puzzle of its input with the library's
//! engines, and times them. The formats are in [`input`]; the engines in `solver`.
//!
//! Each puzzle gets one line on standard output, after its `label:` if it had one: the solution
//! in the input's alphabet, or `none`. With `--count N`, the number of solutions counted up to
//! `N` (`N` means `N` or more), followed by the solution when it is unique.

pub mod input;

use std::io::{self, Write};
use std::time::{Duration, Instant};

use solver::engine::{Engine, Flow};
use solver::model::Puzzle;
use textio::format::VALUE_SYMBOLS;

pub use input::{InputError, Item, Layout};

/// The command line's help.
pub const USAGE: &str = "\
usage: solve [options] [FILE]
Solves every puzzle of FILE (default: standard input) and prints one line per puzzle: its
solution, or `none`. Puzzles are one per line (n² symbols: 1-9 then A-W, `.` or `0` empty;
`#` comments and a `label:` prefix allowed) or in gen's plain format (region map, then cells).

options
  --count N        count solutions up to N instead; print the count, then the solution if unique
  --stats          end with one line on standard error: puzzles, solve time, µs per puzzle, nodes
  --stats=each     also one such line per puzzle
  --engine E       auto (default: the fastest for each geometry), sudoku9, propagator,
                   restarts, cdcl, dancing-links or backtracker
  --lines          read one puzzle per line, whatever the first line looks like
  --plain          read gen's plain format
  -h, --help       this help";

/// The engines a user can pick.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EngineName {
    Auto,
    Sudoku9,
    Propagator,
    Restarts,
    Cdcl,
    DancingLinks,
    Backtracker,
}

const ENGINES: &[(&str, EngineName)] = &[
    ("auto", EngineName::Auto),
    ("sudoku9", EngineName::Sudoku9),
    ("propagator", EngineName::Propagator),
    ("restarts", EngineName::Restarts),
    ("cdcl", EngineName::Cdcl),
    ("dancing-links", EngineName::DancingLinks),
    ("backtracker", EngineName::Backtracker),
];

/// How much `--stats` prints.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stats {
    None,
    Total,
    Each,
}

/// What the command line asks for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Options {
    /// `Some(n)`: count up to `n` (at least 1).
    pub count: Option<u64>,
    pub stats: Stats,
    pub engine: EngineName,
    pub layout: Option<Layout>,
    pub file: Option<String>,
}

/// Reads the command line (without the program's name); `Ok(None)` asks for the help.
///
/// # Errors
/// A message naming the bad argument.
pub fn parse_args(args: &[String]) -> Result<Option<Options>, String> {
    let mut options = Options {
        count: None,
        stats: Stats::None,
        engine: EngineName::Auto,
        layout: None,
        file: None,
    };
    let mut args = args.iter();
    while let Some(arg) = args.next() {
        let mut value = |name: &str| {
            args.next()
                .ok_or_else(|| format!("{name} needs a value"))
                .map(String::as_str)
        };
        match arg.as_str() {
            "-h" | "--help" => return Ok(None),
            "--count" => {
                let text = value("--count")?;
                match text.parse::<u64>() {
                    Ok(n) if n >= 1 => options.count = Some(n),
                    _ => return Err(format!("--count takes a whole number from 1, not {text:?}")),
                }
            }
            "--stats" => options.stats = Stats::Total,
            "--stats=each" => options.stats = Stats::Each,
            "--engine" => {
                let name = value("--engine")?;
                options.engine = ENGINES
                    .iter()
                    .find(|(n, _)| *n == name)
                    .map(|&(_, e)| e)
                    .ok_or_else(|| {
                        let names: Vec<&str> = ENGINES.iter().map(|&(n, _)| n).collect();
                        format!(
                            "unknown engine {name:?}; the engines are {}",
                            names.join(", ")
                        )
                    })?;
            }
            "--lines" | "--plain" => {
                let layout = if arg == "--lines" {
                    Layout::Lines
                } else {
                    Layout::Plain
                };
                if options.layout.replace(layout).is_some() {
                    return Err("give one of --lines and --plain, once".into());
                }
            }
            other if other.starts_with('-') && other != "-" => {
                return Err(format!("unknown option {other:?}"))
            }
            other => {
                if options.file.replace(other.to_string()).is_some() {
                    return Err("give one input file".into());
                }
            }
        }
    }
    Ok(Some(options))
}

/// One of the library's engines, chosen at run time.
enum AnyEngine {
    Auto(Box<solver::Auto>),
    Sudoku9(solver::Sudoku9),
    Propagator(solver::Propagator),
    Restarts(Box<solver::Restarts>),
    Cdcl(Box<solver::Cdcl>),
    DancingLinks(solver::DancingLinks),
    Backtracker(solver::Backtracker),
}

impl AnyEngine {
    fn new(name: EngineName) -> Self {
        match name {
            EngineName::Auto => AnyEngine::Auto(Box::default()),
            EngineName::Sudoku9 => AnyEngine::Sudoku9(solver::Sudoku9::new()),
            EngineName::Propagator => AnyEngine::Propagator(solver::Propagator::new()),
            EngineName::Restarts => AnyEngine::Restarts(Box::default()),
            EngineName::Cdcl => AnyEngine::Cdcl(Box::default()),
            EngineName::DancingLinks => AnyEngine::DancingLinks(solver::DancingLinks::new()),
            EngineName::Backtracker => AnyEngine::Backtracker(solver::Backtracker::new()),
        }
    }

    /// Counts the solutions of `puzzle` up to `limit`, keeping the first in `first`.
    fn count(&mut self, puzzle: &Puzzle, limit: u64, first: &mut Vec<u8>) -> u64 {
        fn run<E: Engine>(e: &mut E, puzzle: &Puzzle, limit: u64, first: &mut Vec<u8>) -> u64 {
            let mut count = 0;
            first.clear();
            let _ = e.search(puzzle, |grid| {
                if count == 0 {
                    first.extend_from_slice(grid);
                }
                count += 1;
                if count >= limit {
                    Flow::Break
                } else {
                    Flow::Continue
                }
            });
            count
        }
        match self {
            AnyEngine::Auto(e) => run(&mut **e, puzzle, limit, first),
            AnyEngine::Sudoku9(e) => run(e, puzzle, limit, first),
            AnyEngine::Propagator(e) => run(e, puzzle, limit, first),
            AnyEngine::Restarts(e) => run(&mut **e, puzzle, limit, first),
            AnyEngine::Cdcl(e) => run(&mut **e, puzzle, limit, first),
            AnyEngine::DancingLinks(e) => run(e, puzzle, limit, first),
            AnyEngine::Backtracker(e) => run(e, puzzle, limit, first),
        }
    }

    /// The search nodes of the last search, for the engines that count them.
    fn nodes(&self) -> Option<u64> {
        match self {
            AnyEngine::Auto(e) => Some(e.nodes()),
            AnyEngine::Sudoku9(e) => Some(e.nodes()),
            AnyEngine::Propagator(e) => Some(e.nodes()),
            AnyEngine::Restarts(e) => Some(e.nodes()),
            AnyEngine::Cdcl(e) => Some(e.nodes()),
            AnyEngine::DancingLinks(_) | AnyEngine::Backtracker(_) => None,
        }
    }
}

/// Time and nodes over some puzzles.
#[derive(Clone, Copy, Debug, Default)]
struct Tally {
    puzzles: u64,
    time: Duration,
    nodes: Option<u64>,
}

impl Tally {
    fn add(&mut self, other: Tally) {
        self.puzzles += other.puzzles;
        self.time += other.time;
        self.nodes = match (self.nodes, other.nodes) {
            (Some(a), Some(b)) => Some(a + b),
            (None, b) if self.puzzles == other.puzzles => b,
            _ => None,
        };
    }

    fn write(&self, err: &mut dyn Write, what: &str) -> io::Result<()> {
        let seconds = self.time.as_secs_f64();
        let per = if self.puzzles == 0 {
            0.0
        } else {
            seconds * 1e6 / self.puzzles as f64
        };
        let nodes = self.nodes.map_or("-".to_string(), |n| n.to_string());
        writeln!(
            err,
            "solve: {what}{} puzzles, {seconds:.6} s solving, {per:.2} µs/puzzle, {nodes} nodes",
            self.puzzles
        )
    }
}

/// Why a run failed: bad input (after every earlier puzzle was answered) or a failed write.
#[derive(Debug)]
pub enum Failure {
    Input(String),
    Write(io::Error),
}

/// Solves every puzzle of `text`, writing the answers to `out` and the statistics `--stats`
/// asks for to `err`. `name` prefixes input messages (the file, or nothing for stdin).
///
/// # Errors
/// The first malformed puzzle (every puzzle before it is answered), or a write error.
pub fn run(
    options: &Options,
    text: &[u8],
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> Result<(), Failure> {
    let layout = options.layout.unwrap_or_else(|| input::detect(text));
    let items: Box<dyn Iterator<Item = Result<Item, InputError>>> = match layout {
        Layout::Lines => Box::new(input::lines(text)),
        Layout::Plain => Box::new(input::plain(text)),
    };
    let mut engine = AnyEngine::new(options.engine);
    let limit = options.count.unwrap_or(1);
    let mut total = Tally {
        nodes: Some(0),
        ..Tally::default()
    };
    let mut first = Vec::new();
    let mut line = Vec::new();
    for item in items {
        let item = match item {
            Ok(item) => item,
            Err(e) => {
                out.flush().map_err(Failure::Write)?;
                let place = options
                    .file
                    .as_deref()
                    .map_or(String::new(), |f| format!("{f}: "));
                return Err(Failure::Input(format!("{place}{e}")));
            }
        };
        if let (AnyEngine::Sudoku9(_), false) =
            (&engine, solver::Sudoku9::takes(item.puzzle.geometry()))
        {
            out.flush().map_err(Failure::Write)?;
            let place = options
                .file
                .as_deref()
                .map_or(String::new(), |f| format!("{f}: "));
            return Err(Failure::Input(format!(
                "{place}line {}: the sudoku9 engine takes 9×9 grids with 3×3 boxes only; \
                 --engine auto takes any",
                item.line
            )));
        }
        let start = Instant::now();
        let count = engine.count(&item.puzzle, limit, &mut first);
        let one = Tally {
            puzzles: 1,
            time: start.elapsed(),
            nodes: engine.nodes(),
        };
        total.add(one);
        line.clear();
        if let Some(label) = &item.label {
            line.extend_from_slice(label.as_bytes());
            line.push(b':');
        }
        if options.count.is_some() {
            line.extend_from_slice(count.to_string().as_bytes());
            if count == 1 {
                line.push(b' ');
            }
        }
        if count == 1 || (count > 1 && options.count.is_none()) {
            line.extend(first.iter().map(|&v| VALUE_SYMBOLS[v as usize]));
        } else if options.count.is_none() {
            line.extend_from_slice(b"none");
        }
        line.push(b'\n');
        out.write_all(&line).map_err(Failure::Write)?;
        if options.stats == Stats::Each {
            let what = match &item.label {
                Some(label) => format!("line {} ({label}): ", item.line),
                None => format!("line {}: ", item.line),
            };
            out.flush().map_err(Failure::Write)?;
            one.write(err, &what).map_err(Failure::Write)?;
        }
    }
    out.flush().map_err(Failure::Write)?;
    if options.stats != Stats::None {
        total.write(err, "").map_err(Failure::Write)?;
    }
    Ok(())
}

/// The whole program on `args` (without the program's name) and `stdin`: exit status 0 when
/// every puzzle was answered, 1 on bad input or a failed write, 2 on a bad command line.
pub fn main(
    args: &[String],
    stdin: &mut dyn io::Read,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> i32 {
    let options = match parse_args(args) {
        Ok(Some(options)) => options,
        Ok(None) => {
            return match writeln!(out, "{USAGE}").and_then(|()| out.flush()) {
                Ok(()) => 0,
                Err(_) => 1,
            }
        }
        Err(message) => {
            let _ = writeln!(err, "solve: {message}\n{USAGE}");
            return 2;
        }
    };
    let mut text = Vec::new();
    let read = match &options.file {
        Some(path) => std::fs::read(path)
            .map(|t| text = t)
            .map_err(|e| format!("cannot read {path}: {e}")),
        None => stdin
            .read_to_end(&mut text)
            .map(|_| ())
            .map_err(|e| format!("cannot read standard input: {e}")),
    };
    if let Err(message) = read {
        let _ = writeln!(err, "solve: {message}");
        return 1;
    }
    match run(&options, &text, out, err) {
        Ok(()) => 0,
        Err(Failure::Input(message)) => {
            let _ = writeln!(err, "solve: {message}");
            1
        }
        Err(Failure::Write(e)) => {
            let _ = writeln!(err, "solve: cannot write the answers: {e}");
            1
        }
    }
}
