//! `gen`: puzzles with a unique solution for any geometry and seed, written in the input format
//! of a judge problem or in a plain format. The algorithm is [`solver::generate`]; this crate
//! reads the command line and writes the puzzles, each as soon as it is made, so that memory
//! does not grow with `--count`.

pub mod format;

use std::fs;
use std::io::{self, BufWriter, IsTerminal, Write};
use std::process::ExitCode;
use std::time::{Duration, Instant};

use solver::generate::{generate_watched, Removal, Target};
use solver::model::{Geometry, Puzzle};
use solver::rng::SplitMix64;
use solver::Auto;

pub use format::{read_plain, Format};

/// The command line's help, printed with every argument error.
pub const USAGE: &str = "\
usage: gen [GEOMETRY] [options]
Writes puzzles with exactly one solution on standard output.

GEOMETRY (default: the one the format's problem takes)
  RxC              boxes of R rows and C columns: 3x3 is a 9×9 Sudoku, 4x4 a 16×16 one
  lanqiao2012      the 6×6 region map of the lanqiao2012 statement's samples
  jigsaw9          a 9×9 jigsaw region map
  --jigsaw FILE    a region map: n lines of n region symbols 0-9, A-V
options
  --seed S         the random seed, a whole number (default 1); the same seed gives the same puzzles
  --count K        how many puzzles (default 1)
  --givens N       remove givens down to N, or until no more can go
  --minimal        remove every given that can go (the default)
  --format F       acwing166, acwing169, poj3076, spoj1110, hdu5547, lanqiao2012, algo847,
                   luogu1784, luogu1074, leetcode37 or plain (default plain)
  --progress       show the count done and the rate on stderr (shown anyway on a terminal
                   once a run has lasted a second)
  -h, --help       this help

An option the format's problem does not take (a geometry, a count of puzzles, a number of
givens) is refused with what it takes.";

/// The 6×6 region map of the lanqiao2012 statement's samples, row by row.
pub const LANQIAO2012_MAP: &str = "000011022013221113243333244455445555";
/// A 9×9 jigsaw region map whose regions are connected pieces of nine cells, row by row.
pub const JIGSAW9_MAP: &str =
    "000111222000111222000144222333114555333444555336474555636478888666777778666778888";

/// What the command line asks for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Options {
    pub geometry: Geometry,
    pub seed: u64,
    pub count: usize,
    pub target: Target,
    pub format: Format,
    /// `--progress`: show progress on stderr even when it is not a terminal.
    pub progress: bool,
}

/// What a command line can be besides a request.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Request {
    Generate(Options),
    Help,
}

/// Reads the command line (without the program's name).
///
/// # Errors
/// A message naming the bad argument and what was expected; also when the geometry or the
/// number of puzzles does not fit the chosen format.
pub fn parse_args(args: &[String]) -> Result<Request, String> {
    let mut geometry = None;
    let mut seed = 1;
    let mut count = 1;
    let mut target = None;
    let mut format = Format::Plain;
    let mut progress = false;
    let mut args = args.iter();
    while let Some(arg) = args.next() {
        let mut value = |name: &str| {
            args.next()
                .ok_or_else(|| format!("{name} needs a value"))
                .map(String::as_str)
        };
        match arg.as_str() {
            "-h" | "--help" => return Ok(Request::Help),
            "--seed" => seed = number(value("--seed")?, "--seed")?,
            "--count" => count = number(value("--count")?, "--count")?,
            "--givens" => {
                let n = number(value("--givens")?, "--givens")?;
                set_target(&mut target, Target::Givens(n))?;
            }
            "--minimal" => set_target(&mut target, Target::Minimal)?,
            "--progress" => progress = true,
            "--format" => {
                let name = value("--format")?;
                format = Format::named(name).ok_or_else(|| {
                    format!("unknown format {name:?}; the formats are acwing166, acwing169, poj3076, hdu5547, lanqiao2012, algo847, luogu1784, luogu1074, leetcode37, plain")
                })?;
            }
            "--jigsaw" => {
                let path = value("--jigsaw")?;
                let text = fs::read_to_string(path)
                    .map_err(|e| format!("cannot read the region map {path}: {e}"))?;
                let map = read_region_map(&text).map_err(|e| format!("{path}: {e}"))?;
                set_geometry(&mut geometry, map)?;
            }
            other if other.starts_with('-') => return Err(format!("unknown option {other:?}")),
            other => set_geometry(&mut geometry, named_geometry(other)?)?,
        }
    }
    let geometry = match geometry.or_else(|| format.fixed_geometry()) {
        Some(g) => g,
        None if format == Format::Lanqiao2012 => map_geometry(LANQIAO2012_MAP)?,
        None => return Err("give a geometry (like 3x3) for the plain format".into()),
    };
    if count == 0 {
        return Err("--count must be at least 1".into());
    }
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

fn number<T: std::str::FromStr>(text: &str, name: &str) -> Result<T, String> {
    text.parse()
        .map_err(|_| format!("{name} takes a whole number, not {text:?}"))
}

fn set_target(target: &mut Option<Target>, new: Target) -> Result<(), String> {
    if target.replace(new).is_some() {
        return Err("give one of --givens N and --minimal, once".into());
    }
    Ok(())
}

fn set_geometry(geometry: &mut Option<Geometry>, new: Geometry) -> Result<(), String> {
    if geometry.replace(new).is_some() {
        return Err("give one geometry".into());
    }
    Ok(())
}

/// `RxC` boxes or a named region map.
fn named_geometry(name: &str) -> Result<Geometry, String> {
    match name {
        "lanqiao2012" => return map_geometry(LANQIAO2012_MAP),
        "jigsaw9" => return map_geometry(JIGSAW9_MAP),
        _ => {}
    }
    let boxes = name
        .split_once(['x', 'X', '×'])
        .and_then(|(r, c)| Some((r.parse::<usize>().ok()?, c.parse::<usize>().ok()?)));
    match boxes {
        Some((r, c)) => Geometry::boxed(r, c).map_err(|e| format!("geometry {name}: {e}")),
        None => Err(format!(
            "unknown geometry {name:?}; expected boxes RxC (like 3x3), lanqiao2012 or jigsaw9"
        )),
    }
}

fn map_geometry(map: &str) -> Result<Geometry, String> {
    read_region_map(map).map_err(|e| e.to_string())
}

/// A region map as whitespace-separated rows of region symbols (`0`–`9`, `A`–`V`), or as one
/// run of `n²` symbols.
///
/// # Errors
/// When a symbol is foreign, the rows are not `n` of `n`, or a region has not `n` cells.
pub fn read_region_map(text: &str) -> Result<Geometry, String> {
    let symbols: String = text.split_whitespace().collect();
    let mut n = 1;
    while n * n < symbols.len() {
        n += 1;
    }
    if n * n != symbols.len() || symbols.is_empty() {
        return Err(format!(
            "a region map has n rows of n symbols; found {} symbols",
            symbols.len()
        ));
    }
    let mut regions = Vec::with_capacity(n * n);
    for b in symbols.bytes() {
        match format::REGION_SYMBOLS[..n.min(32)]
            .iter()
            .position(|&s| s == b.to_ascii_uppercase())
        {
            Some(r) => regions.push(r),
            None => {
                return Err(format!(
                    "'{}' is not a region symbol of a {n}×{n} map",
                    b.escape_ascii()
                ))
            }
        }
    }
    Geometry::jigsaw(n, &regions).map_err(|e| e.to_string())
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
    let options = match parse_args(&args) {
        Ok(Request::Generate(options)) => options,
        Ok(Request::Help) => {
            let written = if textio::run::stdout_is_closed() {
                Err(io::Error::other("standard output is closed"))
            } else {
                let mut out = io::stdout().lock();
                writeln!(out, "{USAGE}").and_then(|()| out.flush())
            };
            return match written {
                Ok(()) => ExitCode::SUCCESS,
                Err(e) => {
                    let _ = writeln!(err, "gen: cannot write the help: {e}");
                    ExitCode::FAILURE
                }
            };
        }
        Err(message) => {
            let _ = writeln!(err, "gen: {message}\n{USAGE}");
            return ExitCode::from(2);
        }
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

#[cfg(test)]
mod tests {
    use super::*;
    use solver::engine::Engine;

    fn args(line: &str) -> Vec<String> {
        line.split_whitespace().map(String::from).collect()
    }

    fn options(line: &str) -> Options {
        match parse_args(&args(line)) {
            Ok(Request::Generate(o)) => o,
            other => panic!("{line}: {other:?}"),
        }
    }

    fn error(line: &str) -> String {
        parse_args(&args(line)).unwrap_err()
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
    fn defaults_come_from_the_format() {
        let o = options("--format acwing169");
        assert_eq!(o.geometry, Geometry::boxed(4, 4).unwrap());
        assert_eq!((o.seed, o.count, o.target), (1, 1, Target::Minimal));
        let o = options("--format lanqiao2012 --givens 10 --seed 9");
        assert_eq!(o.geometry, map_geometry(LANQIAO2012_MAP).unwrap());
        assert_eq!((o.seed, o.target), (9, Target::Givens(10)));
        let o = options("2x3 --count 5");
        assert_eq!(o.geometry, Geometry::boxed(2, 3).unwrap());
        assert_eq!((o.count, o.format), (5, Format::Plain));
        assert_eq!(parse_args(&args("--seed 3 -h")), Ok(Request::Help));
    }

    #[test]
    fn bad_arguments_are_named() {
        assert_eq!(error("--bogus"), "unknown option \"--bogus\"");
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
        assert_eq!(error("3x3 2x2"), "give one geometry");
        assert_eq!(
            error("3y3"),
            "unknown geometry \"3y3\"; expected boxes RxC (like 3x3), lanqiao2012 or jigsaw9"
        );
        assert!(error("6x6").starts_with("geometry 6x6: boxes of 6×6"));
        assert_eq!(
            error("--minimal"),
            "give a geometry (like 3x3) for the plain format"
        );
        assert!(error("--format sudoku").starts_with("unknown format \"sudoku\""));
        assert!(error("3x3 --jigsaw /nonexistent/map").starts_with("cannot read the region map"));
    }

    #[test]
    fn the_geometry_must_fit_the_problem() {
        assert_eq!(
            error("3x3 --format acwing169"),
            "acwing169 takes 16×16 grids with 4×4 boxes, not a 9×9 grid with 3×3 boxes"
        );
        assert_eq!(
            error("jigsaw9 --format poj3076"),
            "poj3076 takes 16×16 grids with 4×4 boxes, not a 9×9 jigsaw"
        );
        assert_eq!(
            error("lanqiao2012 --format hdu5547"),
            "hdu5547 takes 4×4 grids with 2×2 boxes, not a 6×6 jigsaw"
        );
        assert_eq!(
            error("3x3 --format lanqiao2012"),
            "lanqiao2012 takes a 6×6 grid of 6 regions, not a 9×9 grid with 3×3 boxes"
        );
        assert_eq!(
            error("--format algo847 --count 2"),
            "algo847 takes at most 1 puzzle per input, not 2"
        );
        assert_eq!(
            error("--format hdu5547 --count 101"),
            "hdu5547 takes at most 100 puzzles per input, not 101"
        );
        // Boxes of 2×3 are a 6×6 region map like any other.
        assert!(parse_args(&args("2x3 --format lanqiao2012")).is_ok());
    }

    #[test]
    fn options_the_problem_does_not_take_are_refused() {
        assert_eq!(
            error("--format lanqiao2012 --givens 36"),
            "lanqiao2012 takes 0 to 35 givens (its clue count n is below 36), not --givens 36"
        );
        assert_eq!(
            error("--format lanqiao2012 --count 2"),
            "lanqiao2012 takes at most 1 puzzle per input, not 2"
        );
        // The plain format holds any number of givens, a full grid too.
        assert_eq!(
            options("lanqiao2012 --givens 36").target,
            Target::Givens(36)
        );
    }

    /// Every format at the edges of what its problem takes: the problem's own `solve` reads
    /// what gen wrote and answers each puzzle with its one solution.
    #[test]
    fn extreme_accepted_options_are_answered_by_each_problem() {
        for line in [
            "--format acwing169 --givens 256 --count 2",
            "--format poj3076 --givens 256",
            "--format hdu5547 --count 100",
            "--format hdu5547 --count 1 --givens 16",
            "--format hdu5547 --count 3 --givens 0",
            "--format lanqiao2012 --givens 35",
            "--format lanqiao2012 --givens 0",
            "--format lanqiao2012 --minimal --seed 18446744073709551615",
            "--format algo847 --givens 16",
            "--format algo847 --givens 0 --count 1",
            "--format acwing166 --givens 81 --count 2",
            "--format acwing166 --minimal --count 3",
            "--format spoj1110 --givens 256 --count 10",
            "--format spoj1110 --givens 200 --count 1",
            "--format luogu1784 --givens 81",
            "--format luogu1784 --minimal",
            "--format luogu1074 --givens 81",
            "--format luogu1074 --givens 24",
            "--format leetcode37 --givens 81",
            "--format leetcode37 --minimal --count 2",
        ] {
            let (o, text, solutions) = generated(line);
            let answers = String::from_utf8(judge(o.format.name(), &text)).unwrap();
            let expected: String = match o.format {
                Format::Acwing169 | Format::Poj3076 => solutions
                    .iter()
                    .map(|s| rows(s, 16, b"ABCDEFGHIJKLMNOP", "", "") + "\n")
                    .collect(),
                Format::Hdu5547 => solutions
                    .iter()
                    .enumerate()
                    .map(|(k, s)| format!("Case #{}:\n{}", k + 1, rows(s, 4, b"1234", "", "")))
                    .collect(),
                Format::Lanqiao2012 => {
                    format!("1\n{}", rows(&solutions[0], 6, b"ABCDEF", " ", ""))
                }
                Format::Algo847 => format!("{}\n#\n", rows(&solutions[0], 4, b"1234", " ", " ")),
                Format::Acwing166 => solutions
                    .iter()
                    .map(|s| rows(s, 81, b"123456789", "", ""))
                    .collect(),
                Format::Spoj1110 => solutions
                    .iter()
                    .map(|s| rows(s, 16, b"ABCDEFGHIJKLMNOP", "", ""))
                    .collect::<Vec<_>>()
                    .join("\n"),
                Format::Luogu1784 => rows(&solutions[0], 9, b"123456789", " ", ""),
                // The one completion's score: each digit times its cell's ring weight, 10 at
                // the centre down to 6 on the edge.
                Format::Luogu1074 => {
                    let score: usize = solutions[0]
                        .iter()
                        .enumerate()
                        .map(|(cell, &v)| {
                            let (r, c) = ((cell / 9) as i32, (cell % 9) as i32);
                            let ring = (r - 4).abs().max((c - 4).abs()) as usize;
                            (10 - ring) * (usize::from(v) + 1)
                        })
                        .sum();
                    format!("{score}\n")
                }
                Format::Leetcode37 => solutions
                    .iter()
                    .map(|s| {
                        let board: Vec<String> = s
                            .chunks(9)
                            .map(|row| {
                                let cells: Vec<String> =
                                    row.iter().map(|v| format!("\"{}\"", v + 1)).collect();
                                format!("[{}]", cells.join(","))
                            })
                            .collect();
                        format!("[{}]\n", board.join(","))
                    })
                    .collect(),
                Format::Plain => unreachable!("only problem formats here"),
            };
            assert_eq!(answers, expected, "{line}");
            assert_eq!(solutions.len(), o.count, "{line}");
        }
    }

    #[test]
    fn region_maps_are_read_and_checked() {
        let g = read_region_map("0011\n0011\n2233\n2233\n").unwrap();
        assert_eq!(g, Geometry::boxed(2, 2).unwrap());
        assert_eq!(read_region_map(JIGSAW9_MAP).unwrap().size(), 9);
        assert_eq!(
            read_region_map("001\n011\n221").unwrap_err(),
            "region 1 has 4 cells; every region must have 3"
        );
        assert_eq!(
            read_region_map("0012\n0011\n2233\n2233").unwrap_err(),
            "region 1 has 3 cells; every region must have 4"
        );
        assert_eq!(
            read_region_map("0011\n0011\n2233\n223").unwrap_err(),
            "a region map has n rows of n symbols; found 15 symbols"
        );
        assert_eq!(
            read_region_map("0011\n0011\n2233\n2234").unwrap_err(),
            "'4' is not a region symbol of a 4×4 map"
        );
    }

    /// Runs the problem's own `solve` on what `gen` wrote and returns its answers.
    fn judge(problem: &str, input: &[u8]) -> Vec<u8> {
        let solve = catalog::find(problem).unwrap().solve;
        let outcome = textio::run_in_memory(problem, solve, input);
        assert_eq!(
            (outcome.stderr.as_str(), outcome.status),
            ("", 0),
            "{problem} on {}",
            String::from_utf8_lossy(input)
        );
        outcome.stdout
    }

    /// The puzzles and their solutions, written, judged, and the answers compared with the
    /// generator's own solutions.
    fn generated(line: &str) -> (Options, Vec<u8>, Vec<Vec<u8>>) {
        let o = options(line);
        let puzzles = puzzles(&o).collect::<Result<Vec<_>, _>>().unwrap();
        let solutions = puzzles
            .iter()
            .map(|p| {
                assert_eq!(solver::Backtracker::new().count_solutions(p, 2), 1);
                solver::DancingLinks::new().first_solution(p).unwrap()
            })
            .collect();
        let mut text = Vec::new();
        o.format.write(&mut text, &puzzles).unwrap();
        (o, text, solutions)
    }

    fn rows(grid: &[u8], n: usize, symbols: &[u8], sep: &str, end: &str) -> String {
        grid.chunks(n)
            .map(|row| {
                let cells: Vec<String> = row
                    .iter()
                    .map(|&v| char::from(symbols[usize::from(v)]).to_string())
                    .collect();
                format!("{}{end}\n", cells.join(sep))
            })
            .collect()
    }

    #[test]
    fn sixteen_by_sixteen_files_are_solved_by_their_problems() {
        for problem in ["acwing169", "poj3076"] {
            let (_, text, solutions) = generated(&format!(
                "--format {problem} --givens 140 --count 3 --seed 7"
            ));
            let expected: String = solutions
                .iter()
                .map(|s| rows(s, 16, b"ABCDEFGHIJKLMNOP", "", "") + "\n")
                .collect();
            assert_eq!(String::from_utf8(judge(problem, &text)).unwrap(), expected);
            assert_eq!(text.iter().filter(|&&b| b == b'\n').count(), 3 * 16 + 2);
        }
    }

    #[test]
    fn nine_by_nine_files_are_solved_by_their_problems() {
        let (_, text, solutions) = generated("--format acwing166 --givens 30 --count 3 --seed 6");
        assert!(text.ends_with(b"\nend\n"));
        let expected: String = solutions
            .iter()
            .map(|s| rows(s, 81, b"123456789", "", ""))
            .collect();
        assert_eq!(
            String::from_utf8(judge("acwing166", &text)).unwrap(),
            expected
        );
        let (_, text, solutions) = generated("--format luogu1784 --givens 26 --seed 7");
        assert_eq!(
            String::from_utf8(judge("luogu1784", &text)).unwrap(),
            rows(&solutions[0], 9, b"123456789", " ", "")
        );
        let (_, text, solutions) = generated("--format leetcode37 --count 2 --seed 8");
        let expected: String = solutions
            .iter()
            .map(|s| {
                let quoted = rows(s, 9, b"123456789", "\",\"", "");
                let board: Vec<String> = quoted.lines().map(|r| format!("[\"{r}\"]")).collect();
                format!("[{}]\n", board.join(","))
            })
            .collect();
        assert_eq!(
            String::from_utf8(judge("leetcode37", &text)).unwrap(),
            expected
        );
    }

    #[test]
    fn a_luogu1074_file_scores_its_only_completion() {
        let (_, text, solutions) = generated("--format luogu1074 --givens 24 --seed 9");
        // A generated puzzle has one completion: the best score is its score.
        let score: u32 = solutions[0]
            .iter()
            .enumerate()
            .map(|(c, &v)| luogu1074::weight(c / 9, c % 9) * (u32::from(v) + 1))
            .sum();
        assert_eq!(
            String::from_utf8(judge("luogu1074", &text)).unwrap(),
            format!("{score}\n")
        );
        assert_eq!(text.iter().filter(|&&b| b == b'\n').count(), 9);
    }

    #[test]
    fn hdu5547_files_have_their_count_and_are_solved() {
        let (_, text, solutions) = generated("--format hdu5547 --count 4 --seed 3");
        assert!(text.starts_with(b"4\n\n"));
        let expected: String = solutions
            .iter()
            .enumerate()
            .map(|(k, s)| format!("Case #{}:\n{}", k + 1, rows(s, 4, b"1234", "", "")))
            .collect();
        assert_eq!(
            String::from_utf8(judge("hdu5547", &text)).unwrap(),
            expected
        );
    }

    #[test]
    fn lanqiao2012_files_have_exactly_one_answer() {
        for line in [
            "--format lanqiao2012 --seed 4",
            "2x3 --format lanqiao2012 --seed 5",
            "--format lanqiao2012 --givens 20",
        ] {
            let (o, text, solutions) = generated(line);
            let expected = format!("1\n{}", rows(&solutions[0], 6, b"ABCDEF", " ", ""));
            assert_eq!(
                String::from_utf8(judge("lanqiao2012", &text)).unwrap(),
                expected
            );
            let map: String = o
                .geometry
                .regions()
                .chunks(6)
                .map(|r| r.iter().map(|&g| char::from(b'0' + g)).collect::<String>() + "\n")
                .collect();
            assert!(String::from_utf8(text).unwrap().starts_with(&map));
        }
    }

    #[test]
    fn algo847_files_have_exactly_one_answer() {
        for seed in 1..5 {
            let (_, text, solutions) = generated(&format!("--format algo847 --seed {seed}"));
            let expected = format!("{}\n#\n", rows(&solutions[0], 4, b"1234", " ", " "));
            assert_eq!(
                String::from_utf8(judge("algo847", &text)).unwrap(),
                expected
            );
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
