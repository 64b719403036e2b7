//! `solve`: solves (or counts the solutions of) every puzzle of its input with the library's
//! engines, and times them. The formats are in [`input`]; the engines in `solver`.
//!
//! Each puzzle gets one line on standard output, after its `label:` if it had one: the solution
//! in the input's alphabet, or `none`. With `--count N`, the number of solutions counted up to
//! `N` (`N` means `N` or more), followed by the solution when it is unique. The engine visits
//! up to [`VISITED`] solutions; past that, the default engine hands a classic 9×9 puzzle to
//! [`Counter`], which counts its solutions exactly without visiting them. With `--rules`, how
//! far the rules named ([`solver::rules`]) fill each puzzle instead: the grid they reach (`.`
//! where they place nothing) and `solved`, `stuck, K empty` or `contradiction: WHERE`; with
//! `--steps`, each placement first, on a line of its own.

pub mod input;

use std::io::{self, Write};
use std::time::{Duration, Instant};

use solver::engine::{Engine, Flow};
use solver::engines::{named, Entry, ENGINES};
use solver::rules::{deduce, parse_rules, Rule, RULE_NAMES};
use solver::sudoku9::{Counter, Sudoku9};
use spec::format::VALUE_SYMBOLS;

use cli::{options, Form, Parsed, Tool, Value};

pub use input::{InputError, Item, Layout};

/// The command line, its help listing the library's table of engines.
pub fn tool() -> Tool {
    let mut form = Form::new(
        "[options] [FILE]",
        "Solves every puzzle of FILE (default: standard input) and prints one line per puzzle: its solution, or `none`. Puzzles are one per line (n² symbols: 1-9 then A-W, `.` or `0` empty; `#` comments and a `label:` prefix allowed) or in gen's plain format (region map, then cells).",
    )
    .positional("FILE", 0, 1)
    .heading("options")
    .options::<Given>();
    for (k, entry) in ENGINES.iter().enumerate() {
        let default = if k == 0 { " (the default)" } else { "" };
        form = form.row(
            format!("  {}", entry.name),
            format!("{}{default}", entry.about),
        );
    }
    form = form.options::<Deducing>();
    for (name, _, about) in RULE_NAMES {
        form = form.row(format!("  {name}"), *about);
    }
    Tool::new("solve").form(form.options::<Reading>())
}

options! {
    /// The options of [`tool`] before the list of engines, as given.
    struct Given {
        count: Value = "--count" "N", "count solutions up to N instead; print the count, then the solution if unique";
        stats: bool = "--stats", "end with one line on standard error: puzzles, solve time, µs per puzzle, nodes";
        stats_each: bool = "--stats=each", "also one such line per puzzle";
        engine: Value = "--engine" "E", "the engine, one of:";
    }
}

options! {
    /// The options of [`tool`] that ask for the rules instead of an engine, as given.
    struct Deducing {
        steps: bool = "--steps", "with --rules (below), each placement on a line before the puzzle's: row, column, value and rule";
        rules: Value = "--rules" "NAMES", "how far these rules fill each puzzle, instead of solving it; NAMES separated by commas, of:";
    }
}

options! {
    /// The options of [`tool`] that say how the input is read, as given.
    struct Reading {
        lines: bool = "--lines", "read one puzzle per line, whatever the first line looks like";
        plain: bool = "--plain", "read gen's plain format";
    }
}

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
    /// The engine, from the library's table.
    pub engine: &'static Entry,
    pub layout: Option<Layout>,
    pub file: Option<String>,
    /// `Some(rules)`: how far `rules` get, instead of solving.
    pub rules: Option<Vec<Rule>>,
    /// With `rules`, each placement too.
    pub steps: bool,
}

/// Reads the command line (without the program's name); `Ok(None)` asks for the help.
///
/// # Errors
/// A message naming the bad argument.
pub fn parse_args(args: &[String]) -> Result<Option<Options>, String> {
    tool().interpret(args, options)
}

/// What a command line [`tool`] has read asks for.
fn options(parsed: &Parsed) -> Result<Options, String> {
    let (given, reading, deducing): (Given, Reading, Deducing) =
        (parsed.options(), parsed.options(), parsed.options());
    let rules = match deducing.rules.text() {
        Some(names) => Some(parse_rules(names).map_err(|e| format!("--rules: {e}"))?),
        None => None,
    };
    if rules.is_some() && (given.count.text().is_some() || given.engine.text().is_some()) {
        return Err("--rules goes with neither --count nor --engine: it solves by rules".into());
    }
    if deducing.steps && rules.is_none() {
        return Err("--steps lists the steps of --rules: give --rules too".into());
    }
    let stats = match (given.stats, given.stats_each) {
        (_, true) => Stats::Each,
        (true, false) => Stats::Total,
        (false, false) => Stats::None,
    };
    let layout = match (reading.lines, reading.plain) {
        (true, true) => return Err("give one of --lines and --plain, once".into()),
        (true, false) => Some(Layout::Lines),
        (false, true) => Some(Layout::Plain),
        (false, false) => None,
    };
    Ok(Options {
        count: given
            .count
            .number_where("a whole number from 1", |&n| n >= 1)?,
        stats,
        engine: given.engine.text().map_or(Ok(&ENGINES[0]), named)?,
        layout,
        file: parsed.positionals().first().cloned(),
        rules,
        steps: deducing.steps,
    })
}

/// Counts the solutions of `puzzle` up to `limit` with `engine`, keeping the first in `first`.
fn count_up_to(
    engine: &mut impl Engine,
    puzzle: &solver::Puzzle,
    limit: u64,
    first: &mut Vec<u8>,
) -> u64 {
    let mut count = 0;
    first.clear();
    let _ = engine.search(puzzle, |grid| {
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

/// The solutions `--count` visits before the default engine hands a classic 9×9 puzzle to
/// [`Counter`]: visiting is quicker for a few, counting by bands for many.
pub const VISITED: u64 = 1 << 16;

/// The work [`Counter::count`] may spend on one puzzle (about a minute): past it, the count
/// goes on by visiting.
const COUNTER_BUDGET: u64 = 1 << 32;

/// The solutions of `puzzle` up to `limit`, as [`count_up_to`], the first kept in `first`,
/// and the nodes spent: with `counter`, when given and the puzzle is a classic 9×9 grid of
/// more than [`VISITED`] solutions, counted by bands (its units of work added to the nodes).
fn count(
    engine: &mut impl Engine,
    counter: Option<&mut Counter>,
    puzzle: &solver::Puzzle,
    limit: u64,
    first: &mut Vec<u8>,
) -> (u64, u64) {
    let countable = Sudoku9::takes(puzzle.geometry()) && !puzzle.has_relations();
    let counter = match counter {
        Some(counter) if countable && limit > VISITED => counter,
        _ => {
            let count = count_up_to(engine, puzzle, limit, first);
            return (count, engine.nodes());
        }
    };
    let visited = count_up_to(engine, puzzle, VISITED, first);
    let nodes = engine.nodes();
    if visited < VISITED {
        return (visited, nodes);
    }
    match counter.count(puzzle, COUNTER_BUDGET) {
        Ok(n) => (n.min(u128::from(limit)) as u64, nodes + counter.nodes()),
        Err(_) => {
            let count = count_up_to(engine, puzzle, limit, first);
            (count, nodes + counter.nodes() + engine.nodes())
        }
    }
}

/// Time and nodes (the engine's own unit, [`Engine::nodes`]; with `--rules`, the values
/// placed) over some puzzles.
#[derive(Clone, Copy, Debug, Default)]
struct Tally {
    puzzles: u64,
    time: Duration,
    nodes: u64,
}

impl Tally {
    fn add(&mut self, other: Tally) {
        self.puzzles += other.puzzles;
        self.time += other.time;
        self.nodes += other.nodes;
    }

    fn write(&self, err: &mut dyn Write, what: &str) -> io::Result<()> {
        let seconds = self.time.as_secs_f64();
        let per = if self.puzzles == 0 {
            0.0
        } else {
            seconds * 1e6 / self.puzzles as f64
        };
        writeln!(
            err,
            "solve: {what}{} puzzles, {seconds:.6} s solving, {per:.2} µs/puzzle, {} nodes",
            self.puzzles, self.nodes
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
    let mut engine = (options.engine.new)();
    // Only the default engine hands its count over: a named engine is asked for by name.
    let mut counter = if options.engine.name == ENGINES[0].name {
        Some(Counter::new())
    } else {
        None
    };
    let scope = engine.scope();
    let limit = options.count.unwrap_or(1);
    let mut total = Tally::default();
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
        if !scope.takes(&item.puzzle) {
            out.flush().map_err(Failure::Write)?;
            let place = options
                .file
                .as_deref()
                .map_or(String::new(), |f| format!("{f}: "));
            return Err(Failure::Input(format!(
                "{place}line {}: the {} engine takes {} only; --engine {} takes any",
                item.line,
                options.engine.name,
                scope.describe(),
                ENGINES[0].name
            )));
        }
        // The puzzle's line starts with its label, whichever way it is answered.
        line.clear();
        if let Some(label) = &item.label {
            line.extend_from_slice(label.as_bytes());
            line.push(b':');
        }
        let one = match &options.rules {
            Some(rules) => {
                let start = Instant::now();
                let deduction = deduce(&item.puzzle, rules);
                let one = Tally {
                    puzzles: 1,
                    time: start.elapsed(),
                    nodes: deduction.steps.len() as u64,
                };
                write_deduction(
                    out,
                    &mut line,
                    item.puzzle.size(),
                    &deduction,
                    options.steps,
                )
                .map_err(Failure::Write)?;
                one
            }
            None => {
                let start = Instant::now();
                let (count, nodes) = count(
                    &mut engine,
                    counter.as_mut(),
                    &item.puzzle,
                    limit,
                    &mut first,
                );
                let one = Tally {
                    puzzles: 1,
                    time: start.elapsed(),
                    nodes,
                };
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
                one
            }
        };
        total.add(one);
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

/// Writes how far the rules got on a puzzle of side `n`: with `steps`, each placement (`r3c4=7
/// naked-single`, rows, columns and values as the input writes them), then the puzzle's line,
/// `line` (its label, if any) followed by the cells, `.` where the rules placed nothing, and
/// `solved`, `stuck, K empty` or `contradiction: WHERE`.
fn write_deduction(
    out: &mut dyn Write,
    line: &mut Vec<u8>,
    n: usize,
    deduction: &solver::rules::Deduction,
    steps: bool,
) -> io::Result<()> {
    if steps {
        for step in &deduction.steps {
            writeln!(
                out,
                "r{}c{}={} {}",
                step.cell / n + 1,
                step.cell % n + 1,
                char::from(VALUE_SYMBOLS[step.value as usize]),
                step.rule
            )?;
        }
    }
    line.extend(
        deduction
            .cells
            .iter()
            .map(|c| c.map_or(b'.', |v| VALUE_SYMBOLS[v as usize])),
    );
    let empty = deduction.cells.iter().filter(|c| c.is_none()).count();
    let verdict = match deduction.contradiction {
        Some(contradiction) => format!(" contradiction: {}", contradiction.describe(n)),
        None if empty == 0 => " solved".to_string(),
        None => format!(" stuck, {empty} empty"),
    };
    line.extend_from_slice(verdict.as_bytes());
    line.push(b'\n');
    out.write_all(line)
}

/// The whole program on `args` (without the program's name) and `stdin`: exit status 0 when
/// every puzzle was answered, 1 on bad input or a failed write, 2 on a bad command line.
pub fn main(
    args: &[String],
    stdin: &mut dyn io::Read,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> i32 {
    let options = match tool().read(args, out, err, options) {
        Ok(options) => options,
        Err(status) => return i32::from(status),
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
