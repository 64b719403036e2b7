//! `bench --outside DIR`: the engines on puzzle sets from outside the project (the 9×9 sets the
//! fastest solvers are measured on, Gecode's 25×25 instances) and on random 16×16 grids, with
//! the reference figures published for those sets beside ours.
//!
//! Every engine runs in a child process (`bench --solve-each ENGINE COUNT`) that reports the
//! solve time of each puzzle as it goes, so that a search past the time limit is stopped, noted
//! and the next puzzle started: the old engines' heavy tails last minutes.

use std::io::{self, BufRead, BufReader, Write};
use std::path::Path;
use std::process::{Command, Stdio};
use std::sync::mpsc;
use std::thread;
use std::time::{Duration, Instant};

use solver::engine::Engine;
use solver::engines::{find, AnyEngine, ENGINES};
use solver::model::{Geometry, Puzzle};
use solver::rng::SplitMix64;
use spec::format::{read_line, write_line};

/// The 9×9 sets, with tdoku's and rust_sudoku's µs per puzzle counting up to two solutions, as
/// measured on this kind of machine (the data folder's README).
const NINE: [(&str, f64, f64); 4] = [
    ("sudoku9-17clue-10k.txt", 3.6, 2.5),
    ("sudoku9-top1465.txt", 9.5, 11.2),
    ("sudoku9-hardest1905-10k.txt", 55.0, 63.0),
    ("sudoku9-hardest1106.txt", 84.5, 130.0),
];

/// OR-tools CP-SAT (one worker) on Gecode's 25×25 instances, by label: milliseconds to the
/// first solution and with the proof of uniqueness (the data folder's README).
const CP_SAT_25: [(&str, u32, u32); 18] = [
    ("18", 2747, 17984),
    ("19", 207, 1263),
    ("20", 269, 795),
    ("21", 6943, 13731),
    ("22", 4184, 11173),
    ("23", 1751, 3803),
    ("24", 2172, 5742),
    ("25", 6648, 13788),
    ("26", 24077, 55167),
    ("27", 3955, 31425),
    ("28", 2408, 7667),
    ("29", 3408, 6011),
    ("30", 2642, 5165),
    ("31", 1133, 2892),
    ("32", 11490, 25009),
    ("33", 4369, 17581),
    ("89", 192, 328),
    ("90", 190, 338),
];

/// CP-SAT's times for the instance `label` (`(0, 0)` for an instance it was not run on).
pub(crate) fn cp_sat_25(label: &str) -> (u32, u32) {
    CP_SAT_25
        .iter()
        .find(|&&(l, _, _)| l == label)
        .map_or((0, 0), |&(_, first, two)| (first, two))
}

/// CP-SAT's first solutions of all of Gecode's instances: seconds in all, and how many took
/// over 10 s.
fn cp_sat_25_firsts() -> (f64, usize) {
    let total = CP_SAT_25
        .iter()
        .map(|&(_, first, _)| f64::from(first))
        .sum::<f64>();
    let over = CP_SAT_25
        .iter()
        .filter(|&&(_, first, _)| first > 10_000)
        .count();
    (total / 1e3, over)
}

/// What `--outside` measures.
pub struct Outside<'a> {
    pub dir: &'a Path,
    /// Passes over each 9×9 set per engine.
    pub runs: usize,
    /// Random 16×16 grids for the heavy-tail table (0 skips it).
    pub grids: usize,
    pub seed: u64,
    /// Time limit per puzzle and engine.
    pub limit: Duration,
    /// Only the parts whose name contains this (`nine`, `tails`, `gecode`).
    pub only: Option<&'a str>,
    /// Other first orders (seeds 1 to `seeds` of [`solver::cdcl::Cdcl::with_seed`]) for the
    /// 25×25 first solutions (0: none).
    pub seeds: u64,
}

/// A random *consistent* puzzle: the cells in random order, each given a random value that
/// clashes with no given so far, until `givens` cells are given (or no cell can take any
/// value). Such a puzzle may have no solution, one, or many.
///
/// # Complexity
/// `O(n² · n)`.
pub fn random_consistent(geometry: &Geometry, givens: usize, rng: &mut SplitMix64) -> Puzzle {
    let n = geometry.size();
    let mut order: Vec<usize> = (0..n * n).collect();
    rng.shuffle(&mut order);
    let mut used = vec![0u64; 3 * n];
    let mut puzzle = Puzzle::empty(geometry.clone());
    let mut given = 0;
    for &cell in &order {
        if given == givens {
            break;
        }
        let houses = geometry.houses(cell);
        let taken = houses.iter().fold(0, |m, &h| m | used[h]);
        let free: Vec<u8> = (0..n as u8).filter(|&v| taken >> v & 1 == 0).collect();
        if free.is_empty() {
            continue;
        }
        let v = free[rng.below(free.len() as u64) as usize];
        for &h in &houses {
            used[h] |= 1 << v;
        }
        puzzle
            .set(cell / n, cell % n, Some(v))
            .expect("in range by construction");
        given += 1;
    }
    puzzle
}

/// A puzzle as one line of symbols, without its line break.
fn line(puzzle: &Puzzle) -> String {
    let mut text = Vec::new();
    write_line(&mut text, puzzle).expect("memory takes every write");
    text.pop();
    String::from_utf8(text).expect("symbols are ASCII")
}

/// The prefix of a `--solve-each` engine that is clause learning from the first order drawn
/// from a seed (`cdcl:SEED`, [`solver::cdcl::Cdcl::with_seed`]).
const SEEDED_CDCL: &str = "cdcl:";

/// The engine `--solve-each` names: one of the library's table, or `cdcl:SEED`.
///
/// # Errors
/// An unknown name, with the known ones.
fn engine_named(name: &str) -> Result<AnyEngine, String> {
    if let Some(seed) = name.strip_prefix(SEEDED_CDCL) {
        let seed = seed
            .parse()
            .map_err(|_| format!("{SEEDED_CDCL}SEED takes a whole number, not {seed:?}"))?;
        return Ok(AnyEngine::new(solver::cdcl::Cdcl::with_seed(seed)));
    }
    match find(name) {
        Some(entry) => Ok((entry.new)()),
        None => {
            let names: Vec<&str> = ENGINES.iter().map(|e| e.name).collect();
            Err(format!(
                "unknown engine {name:?}; the engines are {} and {SEEDED_CDCL}SEED",
                names.join(", ")
            ))
        }
    }
}

/// `--solve-each ENGINE COUNT`: reads one-line puzzles (`label:` prefixes allowed) from
/// standard input and, for each, counts its solutions up to `COUNT` with `ENGINE` (a name of
/// the library's table, or `cdcl:SEED`: clause learning from the first order drawn from
/// `SEED`) and prints `seconds count nodes` as soon as it is done.
///
/// # Errors
/// An unknown engine, a malformed puzzle or a failed write.
pub fn solve_each(engine: &str, count: u64) -> Result<(), String> {
    let stdin = io::stdin();
    let mut out = io::stdout();
    let mut engine = engine_named(engine)?;
    let mut geometry = None;
    for text in stdin.lock().lines() {
        let text = text.map_err(|e| e.to_string())?;
        let cells = text.rsplit(':').next().unwrap_or("").trim();
        if cells.is_empty() || text.starts_with('#') {
            continue;
        }
        let puzzle = read_line(cells.as_bytes(), &mut geometry)?;
        let start = Instant::now();
        let found = engine.count_solutions(&puzzle, count);
        let nodes = engine.nodes();
        let seconds = start.elapsed().as_secs_f64();
        writeln!(out, "{seconds} {found} {nodes}")
            .and_then(|()| out.flush())
            .map_err(|e| e.to_string())?;
    }
    Ok(())
}

/// One puzzle's outcome in a child process: seconds, solutions counted and nodes, or `None`
/// when it was stopped at the limit.
type Outcome = Option<(f64, u64, u64)>;

/// The seconds of an outcome, where a search stopped, or finished only past the limit, counts
/// as the limit: a lower bound on its time.
fn capped(outcome: &Outcome, limit: f64) -> f64 {
    outcome.map_or(limit, |(s, _, _)| s.min(limit))
}

/// Runs `engine` on `lines` (one-line puzzles) in child processes of this program, counting
/// up to `count`; a puzzle past `limit` is stopped (its child killed) and the next one goes to
/// a new child.
fn in_children(engine: &str, count: u64, lines: &[String], limit: Duration) -> Vec<Outcome> {
    let exe = std::env::current_exe().expect("the running program has a path");
    let mut outcomes = Vec::with_capacity(lines.len());
    while outcomes.len() < lines.len() {
        let rest = lines[outcomes.len()..].join("\n") + "\n";
        let mut child = Command::new(&exe)
            .args(["--solve-each", engine, &count.to_string()])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .expect("bench can start itself");
        let mut stdin = child.stdin.take().expect("piped");
        let writer = thread::spawn(move || {
            let _ = stdin.write_all(rest.as_bytes());
        });
        let (send, receive) = mpsc::channel();
        let stdout = child.stdout.take().expect("piped");
        let reader = thread::spawn(move || {
            for l in BufReader::new(stdout).lines().map_while(Result::ok) {
                let mut fields = l.split(' ');
                let mut next = || fields.next().and_then(|f| f.parse::<f64>().ok());
                if let (Some(s), Some(c), Some(n)) = (next(), next(), next()) {
                    if send.send((s, c as u64, n as u64)).is_err() {
                        break;
                    }
                }
            }
        });
        let mut started = Instant::now();
        loop {
            let left = (limit + Duration::from_millis(500)).saturating_sub(started.elapsed());
            match receive.recv_timeout(left) {
                Ok(outcome) => {
                    outcomes.push(Some(outcome));
                    started = Instant::now();
                    if outcomes.len() == lines.len() {
                        break;
                    }
                }
                Err(mpsc::RecvTimeoutError::Timeout) => {
                    outcomes.push(None);
                    break;
                }
                Err(mpsc::RecvTimeoutError::Disconnected) => {
                    panic!("bench --solve-each {engine} stopped early");
                }
            }
        }
        let _ = child.kill();
        let _ = child.wait();
        let _ = writer.join();
        let _ = reader.join();
    }
    outcomes
}

fn ms(seconds: f64) -> String {
    format!("{:.1}", seconds * 1e3)
}

/// The 9×9 table: µs per puzzle counting up to 2, the automatic engine and the propagation
/// engine in turn, pass after pass; the median pass of each.
/// The puzzles of one of the public sets (`../shared/data`): one a line, `#` lines comments, a
/// `label:` before a puzzle left out.
///
/// # Errors
/// When the file cannot be read or a line is not a puzzle, with the file's name.
pub fn read_set(path: &Path) -> Result<Vec<Puzzle>, String> {
    let text = std::fs::read_to_string(path)
        .map_err(|e| format!("cannot read {}: {e}", path.display()))?;
    let mut geometry = None;
    text.lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|l| {
            read_line(
                l.rsplit(':').next().unwrap_or("").trim().as_bytes(),
                &mut geometry,
            )
        })
        .collect::<Result<Vec<_>, _>>()
        .map_err(|e| format!("{}: {e}", path.display()))
}

fn nine(o: &Outside) -> Result<(), String> {
    println!(
        "9×9, counting up to 2 solutions: µs per puzzle, median of {} passes, engines in turn:\n",
        o.runs
    );
    println!("| set | puzzles | Auto (Sudoku9) | Propagator | Propagator / Auto | tdoku | Auto / tdoku | rust_sudoku |");
    println!("|---|---:|---:|---:|---:|---:|---:|---:|");
    for (name, tdoku, rust_sudoku) in NINE {
        let puzzles = read_set(&o.dir.join(name))?;
        let (mut auto, mut propagator) = (table_engine("auto"), table_engine("propagator"));
        let (mut a, mut p) = (Vec::new(), Vec::new());
        for _ in 0..o.runs {
            a.push(pass(&mut auto, &puzzles));
            p.push(pass(&mut propagator, &puzzles));
        }
        let per = |times: &mut Vec<f64>| crate::median(times) * 1e6 / puzzles.len() as f64;
        let (a, p) = (per(&mut a), per(&mut p));
        println!(
            "| {name} | {} | {a:.1} | {p:.1} | {:.2}× | {tdoku} | {:.2}× | {rust_sudoku} |",
            puzzles.len(),
            p / a,
            a / tdoku
        );
        eprintln!("bench: {name} done");
    }
    Ok(())
}

/// The engine called `name` in the library's table.
///
/// # Panics
/// When the table has no such engine: the names used here are the table's.
fn table_engine(name: &str) -> AnyEngine {
    let entry = find(name).unwrap_or_else(|| panic!("the library has an engine {name:?}"));
    (entry.new)()
}

/// Seconds for one pass over `puzzles`, counting up to 2 solutions; each must have one.
fn pass<E: Engine>(engine: &mut E, puzzles: &[Puzzle]) -> f64 {
    let start = Instant::now();
    for p in puzzles {
        let count = engine.count_solutions(p, 2);
        assert_eq!(count, 1, "every puzzle of the sets has one solution");
    }
    start.elapsed().as_secs_f64()
}

/// The engines of the heavy-tail table, by their names in the library's table: the automatic
/// choice, the propagation engine without restarts, and Dancing Links.
const TAILS: [&str; 3] = ["auto", "propagator", "dancing-links"];

/// The heavy-tail table: random consistent 16×16 grids, givens drawn from 50 to 90, first
/// solution or proof of none, by band of givens.
fn tails(o: &Outside) {
    let geometry = Geometry::boxed(4, 4).expect("a 16×16 grid");
    let mut rng = SplitMix64::new(o.seed);
    let mut puzzles = Vec::with_capacity(o.grids);
    for _ in 0..o.grids {
        let givens = 50 + rng.below(41) as usize;
        puzzles.push((
            givens,
            line(&random_consistent(&geometry, givens, &mut rng)),
        ));
    }
    let lines: Vec<String> = puzzles.iter().map(|(_, l)| l.clone()).collect();
    println!(
        "\n{} random consistent 16×16 grids (seed {}), first solution or proof of none, limit {} s per grid:\n",
        o.grids,
        o.seed,
        o.limit.as_secs_f64()
    );
    println!("| engine | givens | grids | none | median ms | 99th percentile ms | max ms | at the limit or over |");
    println!("|---|---|---:|---:|---:|---:|---:|---:|");
    for engine in TAILS {
        let outcomes = in_children(engine, 1, &lines, o.limit);
        for (lo, hi) in [(50, 59), (60, 69), (70, 79), (80, 90), (50, 90)] {
            let band: Vec<&Outcome> = puzzles
                .iter()
                .zip(&outcomes)
                .filter(|((g, _), _)| (lo..=hi).contains(g))
                .map(|(_, o)| o)
                .collect();
            let none = band.iter().filter(|o| matches!(o, Some((_, 0, _)))).count();
            let limit = o.limit.as_secs_f64();
            let mut times: Vec<f64> = band.iter().map(|outcome| capped(outcome, limit)).collect();
            times.sort_by(|a, b| a.total_cmp(b));
            let q = |f: f64| {
                let t = times[((times.len() - 1) as f64 * f).round() as usize];
                if t >= limit {
                    format!("≥ {}", ms(limit))
                } else {
                    ms(t)
                }
            };
            let over = times.iter().filter(|&&t| t >= limit).count();
            println!(
                "| {engine} | {lo}–{hi} | {} | {none} | {} | {} | {} | {over} |",
                band.len(),
                q(0.5),
                q(0.99),
                q(1.0),
            );
        }
        eprintln!("bench: tails {engine} done");
    }
}

/// The longest the propagation engine alone is given on a 25×25 instance.
const OLD_LIMIT: Duration = Duration::from_secs(10);

/// The 25×25 table: each of Gecode's instances, first solution and count up to 2, beside
/// CP-SAT's times.
fn gecode(o: &Outside) -> Result<(), String> {
    let path = o.dir.join("sudoku25-gecode.txt");
    let text = std::fs::read_to_string(&path)
        .map_err(|e| format!("cannot read {}: {e}", path.display()))?;
    let lines: Vec<String> = text
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(String::from)
        .collect();
    let labels: Vec<&str> = lines
        .iter()
        .map(|l| l.split(':').next().unwrap_or(""))
        .collect();
    let first = in_children("auto", 1, &lines, o.limit);
    let two = in_children("auto", 2, &lines, o.limit);
    // The propagation engine alone is the yardstick of before: half of the instances run into
    // any limit, so a short one tells as much.
    let old_limit = o.limit.min(OLD_LIMIT);
    let old = in_children("propagator", 1, &lines, old_limit);
    println!(
        "\nGecode's 25×25 instances, ms (limit {} s per instance and engine, {} s for the propagation engine alone):\n",
        o.limit.as_secs_f64(),
        old_limit.as_secs_f64()
    );
    println!("| instance | Auto, first solution | Auto, count 2 | CP-SAT first | CP-SAT count 2 | Propagator, first solution |");
    println!("|---|---:|---:|---:|---:|---:|");
    let show = |o: &Outcome| o.map_or("stopped".to_string(), |(s, _, _)| format!("{:.0}", s * 1e3));
    let total = |v: &[Outcome]| -> String {
        if v.iter().all(Option::is_some) {
            format!("{:.1} s", v.iter().flatten().map(|o| o.0).sum::<f64>())
        } else {
            format!("{} stopped", v.iter().filter(|o| o.is_none()).count())
        }
    };
    for (k, label) in labels.iter().enumerate() {
        let (a, b) = cp_sat_25(label);
        if let Some((_, c, _)) = two[k] {
            assert_eq!(c, 1, "Gecode's instances have one solution");
        }
        println!(
            "| {label} | {} | {} | {a} | {b} | {} |",
            show(&first[k]),
            show(&two[k]),
            show(&old[k])
        );
    }
    let cp_sat_twos = CP_SAT_25
        .iter()
        .map(|&(_, _, two)| f64::from(two))
        .sum::<f64>();
    println!(
        "| all | {} | {} | {:.1} s | {:.1} s | {} |",
        total(&first),
        total(&two),
        cp_sat_25_firsts().0,
        cp_sat_twos / 1e3,
        total(&old)
    );
    if o.seeds > 0 {
        spread(o, &lines, &labels, &first);
    }
    Ok(())
}

/// The spread table: the first solutions of Gecode's instances searched from other first
/// orders (seeds 1 to `o.seeds`) beside the default one (`first`, seed 0).
fn spread(o: &Outside, lines: &[String], labels: &[&str], first: &[Outcome]) {
    let mut runs = vec![first.to_vec()];
    for seed in 1..=o.seeds {
        runs.push(in_children(
            &format!("{SEEDED_CDCL}{seed}"),
            1,
            lines,
            o.limit,
        ));
        eprintln!("bench: gecode seed {seed} done");
    }
    println!(
        "\nGecode's 25×25 instances, first solution from {} first orders (seeds 0 to {}; 0 is the default), ms; a stopped search counts as the limit:\n",
        runs.len(),
        o.seeds
    );
    print!("{}", spread_table(labels, &runs, o.limit.as_secs_f64()));
}

/// The rows of the spread table for `runs[seed][instance]`: each instance's time with seed 0,
/// its fastest, median (the upper one of an even count) and slowest run, and CP-SAT's; then
/// each seed's total and how many instances took it over 10 s. A stopped search counts as
/// `limit` seconds.
fn spread_table(labels: &[&str], runs: &[Vec<Outcome>], limit: f64) -> String {
    let seconds = |outcome: &Outcome| capped(outcome, limit);
    let mut table = String::from(
        "| instance | seed 0 | fastest | median | slowest | CP-SAT first |\n|---|---:|---:|---:|---:|---:|\n",
    );
    for (k, label) in labels.iter().enumerate() {
        let mut times: Vec<f64> = runs.iter().map(|run| seconds(&run[k])).collect();
        times.sort_by(f64::total_cmp);
        let cp_sat = cp_sat_25(label).0;
        table += &format!(
            "| {label} | {:.0} | {:.0} | {:.0} | {:.0} | {cp_sat} |\n",
            seconds(&runs[0][k]) * 1e3,
            times[0] * 1e3,
            times[times.len() / 2] * 1e3,
            times[times.len() - 1] * 1e3
        );
    }
    let totals: Vec<String> = runs
        .iter()
        .enumerate()
        .map(|(seed, run)| {
            let over = run.iter().filter(|r| seconds(r) > 10.0).count();
            format!(
                "seed {seed}: {:.1} s ({over} over 10 s)",
                run.iter().map(seconds).sum::<f64>()
            )
        })
        .collect();
    let (cp_sat, cp_sat_over) = cp_sat_25_firsts();
    table += &format!(
        "\nIn all: {}; CP-SAT: {cp_sat:.1} s ({cp_sat_over} over 10 s).\n",
        totals.join(", ")
    );
    table
}

/// Runs the parts `o` asks for and prints their tables.
///
/// # Errors
/// A data file missing or malformed.
pub fn run(o: &Outside) -> Result<(), String> {
    let wanted = |part: &str| o.only.map_or(true, |w| part.contains(w));
    if wanted("nine") {
        nine(o)?;
    }
    if wanted("tails") && o.grids > 0 {
        tails(o);
    }
    if wanted("gecode") {
        gecode(o)?;
    }
    io::stdout().flush().map_err(|e| e.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn random_consistent_puzzles_have_their_givens_and_no_clash() {
        let geometry = Geometry::boxed(4, 4).unwrap();
        let mut rng = SplitMix64::new(3);
        for givens in [0, 50, 90, 120] {
            let p = random_consistent(&geometry, givens, &mut rng);
            assert_eq!(p.givens(), givens);
            let n = 16;
            let mut seen = vec![0u32; 3 * n];
            for (cell, v) in p.cells().iter().enumerate() {
                if let Some(v) = v {
                    for h in geometry.houses(cell) {
                        assert_eq!(seen[h] >> v & 1, 0, "a clash in house {h}");
                        seen[h] |= 1 << v;
                    }
                }
            }
        }
    }

    #[test]
    fn spread_table_takes_each_instances_fastest_median_and_slowest_run() {
        // Three seeds on two instances; instance 90's search with seed 2 was stopped at the
        // 60 s limit.
        let runs = vec![
            vec![Some((2.0, 1, 5)), Some((0.5, 1, 5))],
            vec![Some((11.0, 1, 5)), Some((0.25, 1, 5))],
            vec![Some((1.0, 1, 5)), None],
        ];
        let table = spread_table(&["27", "90"], &runs, 60.0);
        let rows: Vec<&str> = table.lines().collect();
        assert_eq!(rows[2], "| 27 | 2000 | 1000 | 2000 | 11000 | 3955 |");
        assert_eq!(rows[3], "| 90 | 500 | 250 | 500 | 60000 | 190 |");
        assert_eq!(
            rows[5],
            "In all: seed 0: 2.5 s (0 over 10 s), seed 1: 11.2 s (1 over 10 s), \
             seed 2: 61.0 s (1 over 10 s); CP-SAT: 78.8 s (2 over 10 s)."
        );
    }

    #[test]
    fn lines_read_back() {
        let geometry = Geometry::boxed(5, 5).unwrap();
        let p = random_consistent(&geometry, 300, &mut SplitMix64::new(4));
        assert_eq!(read_line(line(&p).as_bytes(), &mut None), Ok(p));
    }

    #[test]
    fn engines_are_the_tables_and_seeded_clause_learning() {
        for name in TAILS.iter().chain(&["auto", "propagator"]) {
            assert!(engine_named(name).is_ok(), "{name}");
        }
        let p = random_consistent(&Geometry::boxed(3, 3).unwrap(), 20, &mut SplitMix64::new(5));
        let mut seeded = engine_named("cdcl:7").unwrap();
        let mut plain = solver::cdcl::Cdcl::with_seed(7);
        assert_eq!(seeded.count_solutions(&p, 3), plain.count_solutions(&p, 3));
        assert_eq!(seeded.nodes(), plain.nodes());
        for bad in ["Auto", "cdcl:x", "fast"] {
            assert!(engine_named(bad).is_err(), "{bad}");
        }
    }
}
