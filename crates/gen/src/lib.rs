//! `gen`: puzzles with a unique solution for any geometry and seed, written in the input format
//! of a judge problem (each problem's `INPUT`, through the catalog) or in the plain format. The
//! algorithm is [`solver::generate`]; this crate reads the command line and writes the
//! puzzles, each as soon as it is made, so that memory does not grow with `--count`.

use std::fs;
use std::io::{self, BufWriter, IsTerminal, Write};
use std::process::ExitCode;
use std::time::{Duration, Instant};

use catalog::{Problem, PROBLEMS};
use cli::{options, Form, Parsed, Tool, Value};
use solver::generate::{generate_watched, Removal, Target};
use solver::model::{Geometry, Puzzle};
use solver::rng::SplitMix64;
use solver::Auto;
use spec::format::{read_region_map, write_plain_block, Input, InputFormat, OwnInput};

/// The command line, its help listing the catalog's problems as formats.
pub fn tool() -> Tool {
    Tool::new("gen").form(
        Form::new(
            "[GEOMETRY] [options]",
            "Writes puzzles with exactly one solution on standard output.",
        )
        .positional("GEOMETRY", 0, 1)
        .heading("GEOMETRY (default: the one the format's problem takes)")
        .row("RxC", "boxes of R rows and C columns: 3x3 is a 9×9 Sudoku, 4x4 a 16×16 one")
        .row("PROBLEM", "the grid a problem takes (its statement's region map where any map goes)")
        .row("jigsaw9", "a 9×9 jigsaw region map")
        .options::<Map>()
        .heading("options")
        .options::<Given>()
        .heading("")
        .heading("An option the format's problem does not take (a geometry, a count of puzzles, a number of givens) is refused with what it takes."),
    )
}

options! {
    /// The option of [`tool`] that gives a geometry, as given.
    struct Map {
        jigsaw: Value = "--jigsaw" "FILE", "a region map: n lines of n region symbols 0-9, A-V";
    }
}

options! {
    /// The other options of [`tool`], as given.
    struct Given {
        seed: Value = "--seed" "S", "the random seed, a whole number (default 1); the same seed gives the same puzzles";
        count: Value = "--count" "K", "how many puzzles (default 1)";
        givens: Value = "--givens" "N", "remove givens down to N, or until no more can go";
        minimal: bool = "--minimal", "remove every given that can go (the default)";
        format: Value = "--format" "F", format!("{} or plain (default plain)", PROBLEMS.iter().map(|p| p.name).collect::<Vec<_>>().join(", "));
        progress: bool = "--progress", "show the count done and the rate on stderr (shown anyway on a terminal once a run has lasted a second)";
    }
}

/// A 9×9 jigsaw region map whose regions are connected pieces of nine cells, row by row.
pub const JIGSAW9_MAP: &str =
    "000111222000111222000144222333114555333444555336474555636478888666777778666778888";

/// Where the puzzles go: a problem's input, or the plain format.
#[derive(Clone, Copy, Debug)]
pub enum Output {
    /// One input of this problem, in its format ([`catalog::Problem::input`]).
    Problem(&'static Problem, &'static InputFormat),
    /// The plain format ([`spec::format`]), any geometry, any number of puzzles.
    Plain,
}

impl PartialEq for Output {
    fn eq(&self, other: &Output) -> bool {
        self.name() == other.name()
    }
}

impl Eq for Output {}

impl Output {
    /// Its name on the command line: the problem's, or `plain`.
    pub fn name(&self) -> &'static str {
        match self {
            Output::Problem(problem, _) => problem.name,
            Output::Plain => "plain",
        }
    }

    /// Writes what comes before the first of `count` puzzles.
    ///
    /// # Errors
    /// Only write errors.
    pub fn write_header(&self, out: &mut dyn Write, count: usize) -> io::Result<()> {
        match self {
            Output::Problem(_, format) => (format.header)(out, count),
            Output::Plain => Ok(()),
        }
    }

    /// Writes puzzle `k` (from 0) of `count`, after the header and puzzles `0..k`.
    ///
    /// # Errors
    /// Only write errors.
    pub fn write_puzzle(
        &self,
        out: &mut dyn Write,
        k: usize,
        count: usize,
        puzzle: &Puzzle,
    ) -> io::Result<()> {
        match self {
            Output::Problem(_, format) => (format.puzzle)(out, k, count, puzzle),
            Output::Plain => write_plain_block(out, k, puzzle),
        }
    }

    /// Writes what comes after the last puzzle.
    ///
    /// # Errors
    /// Only write errors.
    pub fn write_footer(&self, out: &mut dyn Write) -> io::Result<()> {
        match self {
            Output::Problem(_, format) => (format.footer)(out),
            Output::Plain => Ok(()),
        }
    }

    /// Writes `puzzles` as one input: the header, each puzzle, the footer.
    ///
    /// # Errors
    /// Only write errors.
    pub fn write(&self, out: &mut dyn Write, puzzles: &[Puzzle]) -> io::Result<()> {
        self.write_header(out, puzzles.len())?;
        for (k, puzzle) in puzzles.iter().enumerate() {
            self.write_puzzle(out, k, puzzles.len(), puzzle)?;
        }
        self.write_footer(out)
    }

    /// Checks that `count` puzzles of `geometry`, made down to `target`, fit in one input:
    /// every option the format's problem does not take is refused.
    ///
    /// # Errors
    /// A message naming what the problem takes.
    pub fn check(&self, geometry: &Geometry, count: usize, target: Target) -> Result<(), String> {
        let (name, input) = match self {
            Output::Problem(problem, format) => (problem.name, format),
            Output::Plain => return Ok(()),
        };
        input.grids.check(name, geometry)?;
        if count > input.most_puzzles {
            let most = input.most_puzzles;
            return Err(format!(
                "{name} takes at most {most} puzzle{} per input, not {count}",
                if most == 1 { "" } else { "s" }
            ));
        }
        if let (Some((most, why)), Target::Givens(n)) = (input.most_givens, target) {
            if n > most {
                return Err(format!(
                    "{name} takes 0 to {most} givens ({why}), not --givens {n}"
                ));
            }
        }
        Ok(())
    }
}

/// What the command line asks for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Options {
    pub geometry: Geometry,
    pub seed: u64,
    pub count: usize,
    pub target: Target,
    pub format: Output,
    /// `--progress`: show progress on stderr even when it is not a terminal.
    pub progress: bool,
}

/// What a command line can be besides a request.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Request {
    Generate(Options),
    /// Inputs that a problem makes itself ([`Input::Own`]).
    Own(OwnRequest),
}

/// Inputs that a problem makes itself: only `--seed` and `--count` count.
#[derive(Clone, Copy, Debug)]
pub struct OwnRequest {
    pub problem: &'static Problem,
    pub own: &'static OwnInput,
    pub seed: u64,
    pub count: usize,
}

impl PartialEq for OwnRequest {
    fn eq(&self, other: &OwnRequest) -> bool {
        (self.problem.name, self.seed, self.count) == (other.problem.name, other.seed, other.count)
    }
}

impl Eq for OwnRequest {}

/// What `--format` names.
#[derive(Clone, Copy, Debug)]
enum Named {
    Output(Output),
    Own(&'static Problem, &'static OwnInput),
}

/// The output called `name`: a problem of the catalog, or `plain`.
///
/// # Errors
/// An unknown name, with the known ones; a problem that makes its own inputs (no puzzles go
/// there).
pub fn output_named(name: &str) -> Result<Output, String> {
    match named(name)? {
        Named::Output(output) => Ok(output),
        Named::Own(problem, own) => Err(format!(
            "{} makes its own inputs ({}), not puzzles",
            problem.name, own.what
        )),
    }
}

fn named(name: &str) -> Result<Named, String> {
    if name == "plain" {
        return Ok(Named::Output(Output::Plain));
    }
    let problem = catalog::find(name).ok_or_else(|| {
        let names: Vec<&str> = PROBLEMS.iter().map(|p| p.name).collect();
        format!(
            "unknown format {name:?}; the formats are {}, plain",
            names.join(", ")
        )
    })?;
    Ok(match &problem.input {
        Input::Puzzles(format) => Named::Output(Output::Problem(problem, format)),
        Input::Own(own) => Named::Own(problem, own),
    })
}

/// Reads the command line (without the program's name).
///
/// # Errors
/// A message naming the bad argument and what was expected; also when the geometry or the
/// number of puzzles does not fit the chosen format.
pub fn parse_args(args: &[String]) -> Result<Option<Request>, String> {
    tool().interpret(args, request)
}

/// What a command line [`tool`] has read asks for.
///
/// # Errors
/// As [`parse_args`].
fn request(parsed: &Parsed) -> Result<Request, String> {
    let (given, map): (Given, Map) = (parsed.options(), parsed.options());
    let whole = "a whole number";
    let seed = given.seed.number(whole)?.unwrap_or(1);
    let count = given.count.number(whole)?.unwrap_or(1);
    let target = match (given.givens.number(whole)?, given.minimal) {
        (Some(_), true) => return Err("give one of --givens N and --minimal, once".into()),
        (Some(n), false) => Some(Target::Givens(n)),
        (None, true) => Some(Target::Minimal),
        (None, false) => None,
    };
    let progress = given.progress;
    let format = match given.format.text() {
        Some(name) => named(name)?,
        None => Named::Output(Output::Plain),
    };
    let geometry = match (parsed.positionals().first(), map.jigsaw.text()) {
        (Some(_), Some(_)) => return Err("give one geometry".into()),
        (Some(name), None) => Some(named_geometry(name)?),
        (None, Some(path)) => {
            let text = fs::read_to_string(path)
                .map_err(|e| format!("cannot read the region map {path}: {e}"))?;
            Some(read_region_map(&text).map_err(|e| format!("{path}: {e}"))?)
        }
        (None, None) => None,
    };
    if count == 0 {
        return Err("--count must be at least 1".into());
    }
    let format = match format {
        Named::Output(output) => output,
        Named::Own(problem, own) => {
            if geometry.is_some() || target.is_some() {
                return Err(format!(
                    "{} makes its own inputs ({}): give --seed and --count only",
                    problem.name, own.what
                ));
            }
            if count > own.most_cases {
                let most = own.most_cases;
                return Err(format!(
                    "{} takes at most {most} case{} per input, not {count}",
                    problem.name,
                    if most == 1 { "" } else { "s" }
                ));
            }
            return Ok(Request::Own(OwnRequest {
                problem,
                own,
                seed,
                count,
            }));
        }
    };
    let geometry = match (geometry, format) {
        (Some(g), _) => g,
        (None, Output::Problem(_, format)) => format.grids.default_geometry()?,
        (None, Output::Plain) => {
            return Err("give a geometry (like 3x3) for the plain format".into())
        }
    };
    if let Some(Target::Givens(n)) = target {
        if n > geometry.cells() {
            return Err(format!(
                "--givens {n} is more than the {} cells of the grid",
                geometry.cells()
            ));
        }
    }
    let target = target.unwrap_or(Target::Minimal);
    format.check(&geometry, count, target)?;
    Ok(Request::Generate(Options {
        geometry,
        seed,
        count,
        target,
        format,
        progress,
    }))
}

/// `RxC` boxes, `jigsaw9`, or the grid a problem of the catalog takes.
fn named_geometry(name: &str) -> Result<Geometry, String> {
    if name == "jigsaw9" {
        return read_region_map(JIGSAW9_MAP);
    }
    if let Some(problem) = catalog::find(name) {
        return match &problem.input {
            Input::Puzzles(format) => format.grids.default_geometry(),
            Input::Own(own) => Err(format!(
                "{name} makes its own inputs ({}), not puzzles of a geometry",
                own.what
            )),
        };
    }
    let boxes = name
        .split_once(['x', 'X', '×'])
        .and_then(|(r, c)| Some((r.parse::<usize>().ok()?, c.parse::<usize>().ok()?)));
    match boxes {
        Some((r, c)) => Geometry::boxed(r, c).map_err(|e| format!("geometry {name}: {e}")),
        None => Err(format!(
            "unknown geometry {name:?}; expected boxes RxC (like 3x3), a problem's name or jigsaw9"
        )),
    }
}

/// The puzzles `options` asks for, in order from one random stream, each made when the
/// iterator is advanced.
///
/// # Errors
/// An item is an error when the geometry has no complete grid.
pub fn puzzles(options: &Options) -> impl Iterator<Item = Result<Puzzle, String>> + '_ {
    let mut maker = Maker::new(options.seed);
    (0..options.count).map(move |_| maker.make(options, |_| {}))
}

/// The random stream and the engine behind a run's puzzles.
struct Maker {
    rng: SplitMix64,
    engine: Auto,
}

impl Maker {
    fn new(seed: u64) -> Self {
        // Uniqueness is a property of the puzzle, so the engine changes only the speed: the
        // fastest for each geometry (on 16×16 grids, restarts prove it about eight times faster
        // than the propagation engine alone, which has heavy tails there).
        Maker {
            rng: SplitMix64::new(seed),
            engine: Auto::new(),
        }
    }

    /// The next puzzle of the stream, telling `watch` of each cell the removal tries.
    fn make(&mut self, options: &Options, watch: impl FnMut(Removal)) -> Result<Puzzle, String> {
        generate_watched(
            &options.geometry,
            options.target,
            &mut self.rng,
            &mut self.engine,
            watch,
        )
        .map(|g| g.puzzle)
        .map_err(|e| e.to_string())
    }
}

/// Why a run stopped early.
#[derive(Debug)]
pub enum Failure {
    /// A puzzle could not be made: the message.
    Generate(String),
    /// The output could not be written.
    Write(io::Error),
}

/// What a run wrote: how many puzzles, and the fewest and most givens among them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Summary {
    pub puzzles: usize,
    pub fewest_givens: usize,
    pub most_givens: usize,
}

/// The longest a written puzzle waits in the buffer before it is flushed.
const FLUSH_EVERY: Duration = Duration::from_millis(100);

/// Makes the puzzles `options` asks for and writes each to `out` as soon as it is made
/// (flushed at least every 100 ms), telling `progress` after each.
///
/// # Errors
/// At the first puzzle that cannot be made or written; what was made before is written.
///
/// # Complexity
/// Memory independent of `options.count`: one puzzle at a time.
pub fn write_puzzles(
    options: &Options,
    out: &mut dyn Write,
    progress: &mut Progress,
) -> Result<Summary, Failure> {
    let format = options.format;
    let mut summary = Summary {
        puzzles: 0,
        fewest_givens: usize::MAX,
        most_givens: 0,
    };
    format
        .write_header(out, options.count)
        .map_err(Failure::Write)?;
    let mut flushed = Instant::now();
    let mut maker = Maker::new(options.seed);
    for k in 0..options.count {
        let puzzle = maker
            .make(options, |removal| {
                progress.removal(k, options.count, removal)
            })
            .map_err(Failure::Generate)?;
        format
            .write_puzzle(out, k, options.count, &puzzle)
            .map_err(Failure::Write)?;
        if flushed.elapsed() >= FLUSH_EVERY {
            out.flush().map_err(Failure::Write)?;
            flushed = Instant::now();
        }
        summary.puzzles += 1;
        summary.fewest_givens = summary.fewest_givens.min(puzzle.givens());
        summary.most_givens = summary.most_givens.max(puzzle.givens());
        progress.update(summary.puzzles, options.count);
    }
    format.write_footer(out).map_err(Failure::Write)?;
    out.flush().map_err(Failure::Write)?;
    Ok(summary)
}

/// Progress on stderr: the number of puzzles done and the rate, and, for a puzzle under way for
/// [`Progress::DELAY`] or more (a minimal 25×25 one takes minutes), how far its removal pass
/// is. On a terminal it is one line rewritten in place, first shown once the run has lasted
/// [`Progress::DELAY`] (or at once with `--progress`); elsewhere, with `--progress` only, a
/// line every [`Progress::EVERY_LOGGED`] and one at the end.
pub struct Progress {
    start: Instant,
    /// When the puzzle under way was begun.
    begun: Instant,
    /// When progress was last shown.
    shown: Option<Instant>,
    terminal: bool,
    forced: bool,
    err: io::Stderr,
}

impl Progress {
    /// How long a run lasts before a terminal shows its progress unasked.
    pub const DELAY: Duration = Duration::from_secs(1);
    /// How often a terminal's line is rewritten.
    pub const EVERY_ON_TERMINAL: Duration = Duration::from_millis(250);
    /// How often a line is written when stderr is not a terminal.
    pub const EVERY_LOGGED: Duration = Duration::from_secs(1);

    /// Progress on this process's stderr; `forced` by `--progress`.
    pub fn on_stderr(forced: bool) -> Progress {
        let now = Instant::now();
        Progress {
            start: now,
            begun: now,
            shown: None,
            terminal: io::stderr().is_terminal(),
            forced,
            err: io::stderr(),
        }
    }

    /// Tells that `done` of `total` puzzles are written.
    pub fn update(&mut self, done: usize, total: usize) {
        let now = Instant::now();
        self.begun = now;
        if self.is_due(now) || (done == total && self.forced && !self.terminal) {
            let seconds = (now - self.start).as_secs_f64();
            let rate = if seconds > 0.0 {
                format!("{:.1} per second", done as f64 / seconds)
            } else {
                "-".to_string()
            };
            self.show(now, format!("gen: {done} of {total} puzzles, {rate}"));
        }
    }

    /// Tells where the removal pass of puzzle `index` (from 0) of `total` stands.
    pub fn removal(&mut self, index: usize, total: usize, removal: Removal) {
        let now = Instant::now();
        if now - self.begun >= Self::DELAY && self.is_due(now) {
            let line = removal_line(index, total, removal, now - self.start);
            self.show(now, line);
        }
    }

    fn is_due(&self, now: Instant) -> bool {
        match (self.shown, self.terminal) {
            (None, true) => self.forced || now - self.start >= Self::DELAY,
            (None, false) => self.forced,
            (Some(at), true) => now - at >= Self::EVERY_ON_TERMINAL,
            (Some(at), false) => now - at >= Self::EVERY_LOGGED,
        }
    }

    fn show(&mut self, now: Instant, line: String) {
        // Progress is a courtesy: a stderr that cannot take it changes nothing.
        let _ = if self.terminal {
            write!(self.err, "\r\x1b[K{line}")
        } else {
            writeln!(self.err, "{line}")
        };
        let _ = self.err.flush();
        self.shown = Some(now);
    }

    /// Clears a terminal's progress line, so that what follows starts a clean line.
    pub fn clear(&mut self) {
        if self.terminal && self.shown.is_some() {
            let _ = write!(self.err, "\r\x1b[K");
            let _ = self.err.flush();
        }
    }
}

/// The progress line of puzzle `index` (from 0) of `total`, whose removal pass stands at
/// `removal`, `elapsed` into the run.
fn removal_line(index: usize, total: usize, removal: Removal, elapsed: Duration) -> String {
    let Removal {
        tried,
        cells,
        givens,
    } = removal;
    format!(
        "gen: puzzle {} of {total}: {tried} of {cells} cells tried, {givens} givens, {:.0} s",
        index + 1,
        elapsed.as_secs_f64()
    )
}

/// The whole program: exit 0 with the puzzles on stdout, 2 with the usage on a bad command
/// line, 1 when the puzzles cannot be made or written (a closed stdout included). Nothing it
/// writes panics: a stderr that cannot be written changes only what is seen.
pub fn main(args: Vec<String>) -> ExitCode {
    let mut err = io::stderr();
    let options = match tool().read_std(&args, request) {
        Ok(Request::Generate(options)) => options,
        Ok(Request::Own(request)) => return write_own(request),
        Err(status) => return ExitCode::from(status),
    };
    if textio::run::stdout_is_closed() {
        let _ = writeln!(
            err,
            "gen: cannot write the puzzles: standard output is closed"
        );
        return ExitCode::FAILURE;
    }
    let mut progress = Progress::on_stderr(options.progress);
    let mut out = BufWriter::new(io::stdout().lock());
    let written = write_puzzles(&options, &mut out, &mut progress);
    progress.clear();
    match written {
        Ok(summary) => {
            let _ = writeln!(
                err,
                "gen: {} puzzle(s), {} to {} givens",
                summary.puzzles, summary.fewest_givens, summary.most_givens
            );
            ExitCode::SUCCESS
        }
        Err(Failure::Generate(message)) => {
            let _ = writeln!(err, "gen: {message}");
            ExitCode::FAILURE
        }
        Err(Failure::Write(e)) => {
            let _ = writeln!(err, "gen: cannot write the puzzles: {e}");
            ExitCode::FAILURE
        }
    }
}

/// Writes the input a problem makes itself to stdout: exit 0, or 1 when it cannot be written.
fn write_own(request: OwnRequest) -> ExitCode {
    let mut err = io::stderr();
    let written = if textio::run::stdout_is_closed() {
        Err(io::Error::other("standard output is closed"))
    } else {
        let mut out = BufWriter::new(io::stdout().lock());
        (request.own.write)(&mut out, request.seed, request.count, usize::MAX)
            .and_then(|()| out.flush())
    };
    match written {
        Ok(()) => {
            let _ = writeln!(
                err,
                "gen: {} case(s) of {} ({})",
                request.count, request.problem.name, request.own.what
            );
            ExitCode::SUCCESS
        }
        Err(e) => {
            let _ = writeln!(err, "gen: cannot write the input: {e}");
            ExitCode::FAILURE
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use solver::engine::Engine;
    use spec::format::{read_plain, Grids};

    fn args(line: &str) -> Vec<String> {
        line.split_whitespace().map(String::from).collect()
    }

    fn options(line: &str) -> Options {
        match parse_args(&args(line)) {
            Ok(Some(Request::Generate(o))) => o,
            other => panic!("{line}: {other:?}"),
        }
    }

    fn error(line: &str) -> String {
        parse_args(&args(line)).unwrap_err()
    }

    /// The problems whose input is puzzles, with their format.
    fn puzzle_problems() -> impl Iterator<Item = (&'static Problem, &'static InputFormat)> {
        PROBLEMS
            .iter()
            .filter_map(|p| Some((p, p.input.puzzles()?)))
    }

    /// The catalog's first problem that `test` picks: the tests name no problem.
    fn first(what: &str, test: impl Fn(&Problem) -> bool) -> &'static Problem {
        PROBLEMS
            .iter()
            .find(|p| test(p))
            .unwrap_or_else(|| panic!("no problem {what}"))
    }

    #[test]
    fn the_removal_line_counts_from_one_and_rounds_the_seconds() {
        let removal = Removal {
            tried: 591,
            cells: 625,
            givens: 266,
        };
        assert_eq!(
            removal_line(0, 1, removal, Duration::from_millis(245_600)),
            "gen: puzzle 1 of 1: 591 of 625 cells tried, 266 givens, 246 s"
        );
    }

    #[test]
    fn the_help_lists_every_format_in_lines_that_fit() {
        let help = tool().help();
        // The list as one line, whatever the wrapping.
        let words = help.split_whitespace().collect::<Vec<_>>().join(" ");
        for problem in PROBLEMS {
            assert!(
                words.contains(&format!(" {},", problem.name))
                    || words.contains(&format!(" {} or plain", problem.name)),
                "{help}"
            );
        }
        assert!(
            help.lines().all(|line| line.chars().count() <= 100),
            "{help}"
        );
        assert!(words.contains(" or plain (default plain) "), "{help}");
    }

    #[test]
    fn defaults_come_from_the_format() {
        for (problem, format) in puzzle_problems() {
            let o = options(&format!("--format {}", problem.name));
            assert_eq!(Ok(o.geometry.clone()), format.grids.default_geometry());
            assert_eq!((o.seed, o.count, o.target), (1, 1, Target::Minimal));
            // A problem's name is also the geometry it takes.
            assert_eq!(
                options(&format!("{} --count 1", problem.name)).geometry,
                o.geometry
            );
        }
        let regions = first("with any region map", |p| {
            matches!(
                p.input.puzzles().map(|f| f.grids),
                Some(Grids::Regions { .. })
            )
        });
        let o = options(&format!("--format {} --givens 10 --seed 9", regions.name));
        assert_eq!((o.seed, o.target), (9, Target::Givens(10)));
        let o = options("2x3 --count 5");
        assert_eq!(o.geometry, Geometry::boxed(2, 3).unwrap());
        assert_eq!((o.count, o.format), (5, Output::Plain));
        assert_eq!(parse_args(&args("--seed 3 -h")), Ok(None));
    }

    #[test]
    fn bad_arguments_are_named() {
        assert_eq!(error("--bogus"), "unknown option --bogus");
        assert_eq!(error("3x3 --seed"), "--seed needs a value");
        assert_eq!(
            error("3x3 --seed -4"),
            "--seed takes a whole number, not \"-4\""
        );
        assert_eq!(error("3x3 --count 0"), "--count must be at least 1");
        assert_eq!(
            error("3x3 --givens 5 --minimal"),
            "give one of --givens N and --minimal, once"
        );
        assert_eq!(
            error("3x3 --givens 82"),
            "--givens 82 is more than the 81 cells of the grid"
        );
        assert_eq!(error("3x3 2x2"), "unexpected argument \"2x2\"");
        assert_eq!(error("3x3 --jigsaw map.txt"), "give one geometry");
        assert_eq!(
            error("3y3"),
            "unknown geometry \"3y3\"; expected boxes RxC (like 3x3), a problem's name or jigsaw9"
        );
        assert!(error("6x6").starts_with("geometry 6x6: boxes of 6×6"));
        assert_eq!(
            error("--minimal"),
            "give a geometry (like 3x3) for the plain format"
        );
        let names: Vec<&str> = PROBLEMS.iter().map(|p| p.name).collect();
        assert_eq!(
            error("--format sudoku"),
            format!(
                "unknown format \"sudoku\"; the formats are {}, plain",
                names.join(", ")
            )
        );
        assert!(error("--jigsaw /nonexistent/map").starts_with("cannot read the region map"));
    }

    /// Every limit a problem's input declares, from both sides: its grids, its number of
    /// puzzles and its givens.
    #[test]
    fn what_each_problem_takes_is_taken_and_nothing_more() {
        let jigsaw = read_region_map(JIGSAW9_MAP).unwrap();
        for (problem, input) in puzzle_problems() {
            let name = problem.name;
            let geometry = input.grids.default_geometry().unwrap();
            // Grids: a jigsaw where boxes go, another side where any map of one side goes.
            let other = match input.grids {
                Grids::Boxed { .. } => jigsaw.clone(),
                Grids::Regions { side, .. } => Geometry::boxed(1, side + 1).unwrap(),
            };
            let expected = match input.grids {
                Grids::Boxed { rows, cols } => {
                    let n = rows * cols;
                    format!("{name} takes {n}×{n} grids with {rows}×{cols} boxes, not a 9×9 jigsaw")
                }
                Grids::Regions { side, .. } => format!(
                    "{name} takes a {side}×{side} grid of {side} regions, not a {0}×{0} grid with 1×{0} boxes",
                    side + 1
                ),
            };
            assert_eq!(
                Output::Problem(problem, input).check(&other, 1, Target::Minimal),
                Err(expected)
            );
            // Puzzles per input.
            let most = input.most_puzzles;
            if most < usize::MAX {
                assert!(parse_args(&args(&format!("--format {name} --count {most}"))).is_ok());
                assert_eq!(
                    error(&format!("--format {name} --count {}", most + 1)),
                    format!(
                        "{name} takes at most {most} puzzle{} per input, not {}",
                        if most == 1 { "" } else { "s" },
                        most + 1
                    )
                );
            }
            // Givens.
            let cells = geometry.cells();
            match input.most_givens {
                Some((most, why)) => {
                    assert!(parse_args(&args(&format!("--format {name} --givens {most}"))).is_ok());
                    assert_eq!(
                        error(&format!("--format {name} --givens {}", most + 1)),
                        format!(
                            "{name} takes 0 to {most} givens ({why}), not --givens {}",
                            most + 1
                        )
                    );
                }
                None => {
                    assert_eq!(
                        options(&format!("--format {name} --givens {cells}")).target,
                        Target::Givens(cells)
                    );
                    assert_eq!(
                        error(&format!("--format {name} --givens {}", cells + 1)),
                        format!(
                            "--givens {} is more than the {cells} cells of the grid",
                            cells + 1
                        )
                    );
                }
            }
        }
        // The plain format holds any number of givens, a full grid too.
        assert_eq!(options("4x4 --givens 256").target, Target::Givens(256));
    }

    /// Runs the problem's own `solve` on `input`, which must succeed in silence.
    fn answers(problem: &Problem, input: &[u8]) -> Vec<u8> {
        let outcome = spec::run::run_in_memory(problem.name, problem.solve, input);
        assert_eq!(
            (outcome.stderr.as_str(), outcome.status),
            ("", 0),
            "{} on {}",
            problem.name,
            String::from_utf8_lossy(input)
        );
        outcome.stdout
    }

    /// Every problem at the edges of what its input takes (one puzzle and the most, every given
    /// and the fewest), written by gen and read by the problem's own `solve`: its answers are
    /// its answers to the puzzles' solutions written as puzzles, every cell given (or all the
    /// format holds: one cell short of a full grid still has one completion). Each generated
    /// puzzle has one solution, checked by Dancing Links: so a puzzle and its solution must
    /// get the same answer, and a writer that the problem reads wrongly shows.
    #[test]
    fn each_problem_answers_what_gen_writes_at_the_edges() {
        for (problem, input) in puzzle_problems() {
            let name = problem.name;
            let cells = input.grids.default_geometry().unwrap().cells();
            let full = input.most_givens.map_or(cells, |(most, _)| most);
            let (most, some) = (input.most_puzzles.min(100), input.most_puzzles.min(3));
            for line in [
                format!("--format {name} --givens {full} --count {most}"),
                format!("--format {name} --minimal --count {some} --seed 18446744073709551615"),
                format!("--format {name} --givens 0 --count 1 --seed 5"),
                format!("--format {name} --givens {} --seed 7", cells / 3),
            ] {
                let o = options(&line);
                let puzzles = puzzles(&o).collect::<Result<Vec<_>, _>>().unwrap();
                assert_eq!(puzzles.len(), o.count, "{line}");
                let solved: Vec<Puzzle> = puzzles
                    .iter()
                    .map(|p| {
                        assert_eq!(
                            solver::DancingLinks::new().count_solutions(p, 2),
                            1,
                            "{line}"
                        );
                        let grid = solver::DancingLinks::new().first_solution(p).unwrap();
                        let cells = grid
                            .iter()
                            .enumerate()
                            .map(|(c, &v)| (c < full).then_some(v))
                            .collect();
                        Puzzle::new(p.geometry().clone(), cells).unwrap()
                    })
                    .collect();
                let (mut text, mut solved_text) = (Vec::new(), Vec::new());
                o.format.write(&mut text, &puzzles).unwrap();
                o.format.write(&mut solved_text, &solved).unwrap();
                assert_eq!(
                    String::from_utf8_lossy(&answers(problem, &text)),
                    String::from_utf8_lossy(&answers(problem, &solved_text)),
                    "{line}"
                );
            }
        }
    }

    /// A problem that makes its own inputs: they take --seed and --count, up to its most cases,
    /// and nothing of a puzzle's; the same seed writes the same input, which the problem answers
    /// in silence.
    #[test]
    fn problems_that_make_their_own_inputs_take_a_seed_and_a_count() {
        for problem in PROBLEMS {
            let own = match &problem.input {
                Input::Own(own) => own,
                Input::Puzzles(_) => continue,
            };
            let name = problem.name;
            for refused in ["3x3", "--givens 3", "--minimal"] {
                assert_eq!(
                    error(&format!("--format {name} {refused}")),
                    format!(
                        "{name} makes its own inputs ({}): give --seed and --count only",
                        own.what
                    )
                );
            }
            let most = own.most_cases;
            if most < usize::MAX {
                assert!(error(&format!("--format {name} --count {}", most + 1))
                    .starts_with(&format!("{name} takes at most {most} case")));
            }
            for (seed, count) in [(1, 1), (2, most.min(3))] {
                let line = format!("--format {name} --seed {seed} --count {count}");
                let request = match parse_args(&args(&line)) {
                    Ok(Some(Request::Own(request))) => request,
                    other => panic!("{line}: {other:?}"),
                };
                let write = || {
                    let mut text = Vec::new();
                    (request.own.write)(&mut text, request.seed, request.count, usize::MAX)
                        .unwrap();
                    text
                };
                let text = write();
                assert_eq!(text, write(), "{line}: the same seed, the same input");
                answers(problem, &text);
            }
        }
    }

    #[test]
    fn plain_files_read_back_as_written() {
        for line in [
            "jigsaw9 --count 3 --givens 40",
            "4x4 --givens 200",
            "2x3 --count 4",
        ] {
            let o = options(line);
            let puzzles = puzzles(&o).collect::<Result<Vec<_>, _>>().unwrap();
            let mut text = Vec::new();
            o.format.write(&mut text, &puzzles).unwrap();
            assert_eq!(read_plain(&String::from_utf8(text).unwrap()), Ok(puzzles));
        }
    }

    #[test]
    fn the_same_seed_gives_the_same_file() {
        let write = |line: &str| {
            let o = options(line);
            let mut text = Vec::new();
            o.format
                .write(
                    &mut text,
                    &puzzles(&o).collect::<Result<Vec<_>, _>>().unwrap(),
                )
                .unwrap();
            text
        };
        let a = write("3x3 --count 2 --seed 11");
        assert_eq!(a, write("3x3 --count 2 --seed 11"));
        assert_ne!(a, write("3x3 --count 2 --seed 12"));
    }
}
