//! The command line: `judge [--bundle] [problem…]` or `judge --program 'CMD' problem`, a table
//! per problem, a summary line per problem, and `N passed, M failed` last (with `, K not
//! judged` when some could not be).
//!
//! Exit status: 0 when every case is AC, 1 when one is not, 2 when something could not be judged
//! (bad arguments, a missing program, a missing or empty case folder, a case without its `.out`
//! or whose `.in` cannot be read) or the report could not be written. What cannot be judged is
//! reported for its problem, and the other problems are judged all the same.

use std::fmt::Write as _;
use std::fs;
use std::io::{self, IsTerminal, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use catalog::Problem;
use cli::{options, Form, Parsed, Tool, Value};

use crate::bundle::{self, CompileWith};
use crate::cases::{cases_in, Case};
use crate::measure::{self, Limits, Meter, Run};
use crate::table;
use crate::verdict::{self, Verdict};

/// The command line.
pub fn tool() -> Tool {
    Tool::new("judge").failure_status(2).form(
        Form::new(
            "[--bundle] [problem...]\n--program 'CMD' problem",
            "\nRuns each problem's release build on every case in problems/<name>/cases/ under its judge's time and memory limits, and compares the output as its judge does.",
        )
        .positional("problem", 0, usize::MAX)
        .options::<Given>(),
    )
    .form(Form::word(
        "--table",
        "--table",
        format!("Prints {}: every problem's judge, limits and where its Rust goes, and the judges' compilers, from the catalog.", table::PATH),
    ))
}

options! {
    /// The options of [`tool`], as given.
    struct Given {
        bundle: bool = "--bundle", "judge the single-file submission instead: bundled, then compiled with rustc -O";
        program: Value = "--program" "'CMD'", "judge any command line instead (run by sh in the current folder), on one problem: `--program ./a.out NAME`, `--program 'python3 sol.py' NAME`";
    }
}

/// What the command line asks for.
#[derive(Clone, Debug)]
pub struct Options {
    /// Print the table of problems and compilers instead of judging.
    pub table: bool,
    /// Judge the bundled single files instead of the Cargo builds.
    pub bundle: bool,
    /// Judge this command line (run by `sh -c`) instead of the Cargo builds.
    pub program: Option<String>,
    /// The problems to judge, in catalog order.
    pub problems: Vec<&'static Problem>,
}

/// Reads the arguments (without the program's name).
///
/// # Errors
/// A message for an unknown option or problem; `Ok(None)` for `--help`.
pub fn parse_args(args: &[String]) -> Result<Option<Options>, String> {
    tool().interpret(args, options)
}

/// What a command line [`tool`] has read asks for.
fn options(parsed: &Parsed) -> Result<Options, String> {
    if parsed.word().is_some() {
        return Ok(Options {
            table: true,
            bundle: false,
            program: None,
            problems: Vec::new(),
        });
    }
    let given: Given = parsed.options();
    let bundle = given.bundle;
    let program = match given.program.text() {
        Some(command) if command.trim().is_empty() => {
            return Err("--program takes a command line".to_string())
        }
        command => command.map(str::to_string),
    };
    let names = parsed
        .positionals()
        .iter()
        .map(|name| catalog::named(name).map(|p| p.name))
        .collect::<Result<Vec<_>, _>>()?;
    if program.is_some() && (bundle || names.len() != 1) {
        return Err("--program judges one command line on one problem, without --bundle".into());
    }
    let problems = catalog::PROBLEMS
        .iter()
        .filter(|p| names.is_empty() || names.contains(&p.name))
        .collect();
    Ok(Options {
        table: false,
        bundle,
        program,
        problems,
    })
}

/// The whole program: judges what `args` ask for, prints the report on stdout, returns the exit
/// status. A stderr that cannot be written changes only what is seen.
pub fn main(args: Vec<String>) -> ExitCode {
    let mut err = io::stderr();
    let options = match tool().read_std(&args, options) {
        Ok(options) => options,
        Err(status) => return ExitCode::from(status),
    };
    if options.table {
        let written = manifest::Workspace::this()
            .and_then(|w| table::problems_readme(&w))
            .and_then(|text| {
                let mut out = io::stdout().lock();
                out.write_all(text.as_bytes())
                    .and_then(|()| out.flush())
                    .map_err(|e| format!("cannot write the table: {e}"))
            });
        return match written {
            Ok(()) => ExitCode::SUCCESS,
            Err(message) => {
                let _ = writeln!(err, "judge: {message}");
                ExitCode::from(2)
            }
        };
    }
    let judged = if textio::run::stdout_is_closed() {
        Err("cannot write the report: standard output is closed".to_string())
    } else {
        judge_all(&options, &mut io::stdout().lock())
    };
    match judged {
        Ok(totals) => ExitCode::from(totals.status()),
        Err(message) => {
            let _ = writeln!(err, "judge: {message}");
            ExitCode::from(2)
        }
    }
}

/// What a whole run found, in cases (a problem with no case to count, its case folder missing
/// or empty, counts as one not judged).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Totals {
    pub passed: usize,
    pub failed: usize,
    pub not_judged: usize,
}

impl Totals {
    /// The exit status: 0 when everything is AC, 2 when something could not be judged, else 1.
    pub fn status(self) -> u8 {
        if self.not_judged > 0 {
            2
        } else if self.failed > 0 {
            1
        } else {
            0
        }
    }
}

/// Where Cargo puts release binaries: `$CARGO_TARGET_DIR/release` when that is set, else the
/// folder of this program when it is a release build (it sits beside the problems' binaries,
/// wherever the target folder is configured), else `<root>/target/release`.
pub fn release_dir(root: &Path) -> PathBuf {
    if let Some(dir) = std::env::var_os("CARGO_TARGET_DIR") {
        return root.join(dir).join("release");
    }
    let own = std::env::current_exe().ok();
    if let Some(dir) = own.as_deref().and_then(Path::parent) {
        if dir.file_name().is_some_and(|name| name == "release") {
            return dir.to_path_buf();
        }
    }
    root.join("target").join("release")
}

/// Judges every case of every problem of `options`, writing the report to `out`, and returns
/// the totals. What keeps a problem or a case from being judged (a missing program, a missing or
/// empty case folder, a broken case) is reported in its problem's table, and counted.
///
/// # Errors
/// A message when the bundle tool is needed and missing, or the report cannot be written.
pub fn judge_all(options: &Options, out: &mut dyn Write) -> Result<Totals, String> {
    let root = manifest::workspace_root()?;
    let release = release_dir(&root);
    let meter = Meter::detect();
    let mut progress = Progress::new();

    let shell = options.program.as_deref().map(measure::shell);
    let args: Vec<&str> = match &shell {
        Some((_, args)) => args.iter().map(String::as_str).collect(),
        None => Vec::new(),
    };
    let programs: Vec<Result<(PathBuf, Option<CompileWith>), String>> =
        if let Some((sh, _)) = &shell {
            options
                .problems
                .iter()
                .map(|_| Ok((sh.clone(), None)))
                .collect()
        } else if options.bundle {
            if !bundle::tool_available(&root) {
                return Err(
                    "bundling is not available: this workspace has no `bundle` package \
                        (scripts/bundle)"
                        .to_string(),
                );
            }
            let dir = release.join("judge-bundles");
            options
                .problems
                .iter()
                .map(|p| {
                    progress.show(&format!("{}: bundling and compiling", p.name));
                    bundle::build(&root, &dir, p).map(|(program, with)| (program, Some(with)))
                })
                .collect()
        } else {
            let mut programs = Vec::new();
            for p in &options.problems {
                let program = release.join(p.name);
                if !program.is_file() {
                    programs.push(Err(format!(
                        "{} not found: build it with `cargo build --release -p {}` \
                     (scripts/judge does)",
                        program.display(),
                        p.name
                    )));
                    continue;
                }
                programs.push(Ok((program, None)));
            }
            programs
        };

    let what = match &options.program {
        Some(command) => format!("the command `{command}`"),
        None if options.bundle => {
            "bundled single files, each compiled as its judge compiles (or as near as installed)"
                .to_string()
        }
        None => "release builds".to_string(),
    };
    let write_err = |e: io::Error| format!("cannot write the report: {e}");
    writeln!(
        out,
        "judging {what}; the time limit applies to CPU time; memory is the {}",
        meter.describe()
    )
    .map_err(write_err)?;

    let mut totals = Totals::default();
    for (problem, program) in options.problems.iter().zip(programs) {
        let dir = root.join("problems").join(problem.name).join("cases");
        let cases = match cases_in(&dir) {
            Ok(cases) if cases.is_empty() => Err(format!(
                "no cases in {}: a problem is judged on at least one",
                dir.display()
            )),
            Ok(cases) => Ok(cases),
            Err(e) => Err(format!("cannot read {}: {e}", dir.display())),
        };
        let compiled_with = match &program {
            Ok((_, Some(with))) => Some(with),
            _ => None,
        };
        let mut table = Table::new(problem, cases.as_deref().unwrap_or_default(), compiled_with);
        match (cases, program) {
            (Err(message), _) => table.not_judged(&message),
            (Ok(cases), Ok((program, _))) => {
                for (i, case) in cases.iter().enumerate() {
                    progress.show(&format!(
                        "{} {}/{}: {}",
                        problem.name,
                        i + 1,
                        cases.len(),
                        case.name
                    ));
                    match judge_case(&program, &args, case, problem, &meter) {
                        Ok((verdict, run)) => table.row(case, &verdict, &run),
                        Err(message) => table.case_not_judged(case, &message),
                    }
                }
            }
            (Ok(cases), Err(message)) if options.bundle => table.not_built(&cases, &message),
            (Ok(cases), Err(message)) => table.program_missing(&cases, &message),
        }
        totals.passed += table.passed;
        totals.failed += table.failed();
        totals.not_judged += table.not_judged;
        progress.clear();
        out.write_all(table.finish().as_bytes())
            .map_err(write_err)?;
        out.flush().map_err(write_err)?;
    }
    let Totals {
        passed,
        failed,
        not_judged,
    } = totals;
    write!(out, "\n{passed} passed, {failed} failed").map_err(write_err)?;
    if not_judged > 0 {
        write!(out, ", {not_judged} not judged").map_err(write_err)?;
    }
    writeln!(out)
        .and_then(|()| out.flush())
        .map_err(write_err)?;
    Ok(totals)
}

/// Runs `program` with `args` on `case` under `problem`'s judge and gives its verdict and the
/// run.
///
/// # Errors
/// Why the case cannot be judged: the case's own trouble, a case file that cannot be read, or a
/// program that cannot be run; the message names which.
fn judge_case(
    program: &Path,
    args: &[&str],
    case: &Case,
    problem: &Problem,
    meter: &Meter,
) -> Result<(Verdict, Run), String> {
    if let Some(trouble) = &case.trouble {
        return Err(trouble.clone());
    }
    let judge = &problem.judge;
    let expected = fs::read(&case.expected)
        .map_err(|e| format!("cannot read {}: {e}", case.expected.display()))?;
    fs::File::open(&case.input)
        .map_err(|e| format!("cannot read {}: {e}", case.input.display()))?;
    let limits = Limits::of(judge, expected.len());
    verdict::judge_run(
        program,
        args,
        &case.input,
        limits,
        meter,
        judge.compare,
        &expected,
        None,
    )
    .map_err(|e| format!("cannot run {}: {e}", program.display()))
}

/// One problem's part of the report, built as the cases are judged: a heading with its judge,
/// a row per case (detail lines under a failing one), and a summary line.
struct Table {
    text: String,
    name: &'static str,
    /// The width of the case column.
    width: usize,
    passed: usize,
    /// How many cases failed with each verdict code, in the order first seen.
    failures: Vec<(&'static str, usize)>,
    /// How many cases could not be judged (one for a problem with no case to count).
    not_judged: usize,
    /// Whether the problem could not be judged at all.
    no_cases: bool,
}

impl Table {
    fn new(problem: &Problem, cases: &[Case], compiled_with: Option<&CompileWith>) -> Table {
        let width = cases
            .iter()
            .map(|c| c.name.chars().count())
            .chain([4])
            .max()
            .unwrap_or(4);
        let mut text = format!(
            "\n{}: {}\n  {}\n",
            problem.name, problem.judge, problem.judge.rust
        );
        if let Some(with) = compiled_with {
            let _ = writeln!(
                text,
                "  compiled with `{}`: {}",
                with.command_line(),
                with.reason
            );
        }
        let mut table = Table {
            text,
            name: problem.name,
            width,
            passed: 0,
            failures: Vec::new(),
            not_judged: 0,
            no_cases: false,
        };
        table.line("case", "verdict", "cpu", "wall", "memory");
        table
    }

    fn line(&mut self, case: &str, verdict: &str, cpu: &str, wall: &str, memory: &str) {
        let _ = writeln!(
            self.text,
            "  {case:width$}  {verdict:7}  {cpu:>8}  {wall:>8}  {memory:>10}",
            width = self.width
        );
    }

    fn details(&mut self, detail: &str) {
        for line in detail.lines() {
            let _ = writeln!(self.text, "      {line}");
        }
    }

    fn row(&mut self, case: &Case, verdict: &Verdict, run: &Run) {
        // The kernel counts CPU time in 10 ms ticks: zero means less than one.
        let cpu = match run.cpu.as_millis() {
            0 => "<10 ms".to_string(),
            ms => format!("{ms} ms"),
        };
        let wall = format!("{} ms", run.wall.as_millis());
        let memory = match run.peak_kib {
            Some(kib) => format!("{:.1} MiB", kib as f64 / 1024.0),
            None => "-".to_string(),
        };
        self.line(&case.name, verdict.code(), &cpu, &wall, &memory);
        if let Some(detail) = verdict.detail() {
            self.details(&detail);
        }
        self.count(verdict.code(), verdict.is_accepted());
    }

    /// The program could not be built: every case fails as `CE` (compilation error), and the
    /// reason is shown once.
    fn not_built(&mut self, cases: &[Case], message: &str) {
        for case in cases {
            self.line(&case.name, "CE", "-", "-", "-");
            self.count("CE", false);
        }
        self.details(message);
    }

    /// The problem cannot be judged at all (no case folder, or an empty one): the reason.
    fn not_judged(&mut self, message: &str) {
        self.details(message);
        self.not_judged += 1;
        self.no_cases = true;
    }

    /// The program to judge is missing: every case is not judged, and the reason shown once.
    fn program_missing(&mut self, cases: &[Case], message: &str) {
        for case in cases {
            self.line(&case.name, "-", "-", "-", "-");
            self.not_judged += 1;
        }
        self.details(message);
    }

    /// One case cannot be judged (its files, or a program that cannot be started): the reason.
    fn case_not_judged(&mut self, case: &Case, message: &str) {
        self.line(&case.name, "-", "-", "-", "-");
        self.details(&format!("not judged: {message}"));
        self.not_judged += 1;
    }

    fn count(&mut self, code: &'static str, accepted: bool) {
        if accepted {
            self.passed += 1;
            return;
        }
        match self.failures.iter_mut().find(|(c, _)| *c == code) {
            Some((_, n)) => *n += 1,
            None => self.failures.push((code, 1)),
        }
    }

    fn failed(&self) -> usize {
        self.failures.iter().map(|(_, n)| n).sum()
    }

    /// The report with its summary line: `acwing169: 4/5 AC (1 WA)`, `algo847: 5/6 AC (1 not
    /// judged)`, or `algo847: not judged` when there was no case to judge.
    fn finish(mut self) -> String {
        if self.no_cases {
            let _ = writeln!(self.text, "{}: not judged", self.name);
            return self.text;
        }
        let total = self.passed + self.failed() + self.not_judged;
        let _ = write!(self.text, "{}: {}/{total} AC", self.name, self.passed);
        let mut parts: Vec<String> = self
            .failures
            .iter()
            .map(|(code, n)| format!("{n} {code}"))
            .collect();
        if self.not_judged > 0 {
            parts.push(format!("{} not judged", self.not_judged));
        }
        if !parts.is_empty() {
            let _ = write!(self.text, " ({})", parts.join(", "));
        }
        self.text.push('\n');
        self.text
    }
}

/// The line on stderr saying which problem and case is being judged, shown only when stderr is
/// a terminal (and rewritten in place).
struct Progress {
    shown: bool,
    enabled: bool,
}

impl Progress {
    fn new() -> Progress {
        Progress {
            shown: false,
            enabled: io::stderr().is_terminal(),
        }
    }

    // Progress is a courtesy: a stderr that cannot take it changes nothing.
    fn show(&mut self, what: &str) {
        if self.enabled {
            let mut err = io::stderr();
            let _ = write!(err, "\r\x1b[K{what}").and_then(|()| err.flush());
            self.shown = true;
        }
    }

    fn clear(&mut self) {
        if self.shown {
            let mut err = io::stderr();
            let _ = write!(err, "\r\x1b[K").and_then(|()| err.flush());
            self.shown = false;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::measure::Ending;
    use catalog::{Problem, PROBLEMS};
    use spec::judge::{Compare, Judge, Mismatch, Rust};
    use std::time::Duration;

    fn args(list: &[&str]) -> Vec<String> {
        list.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn arguments_pick_problems_in_catalog_order() {
        let (first, last) = (PROBLEMS[0].name, PROBLEMS[PROBLEMS.len() - 1].name);
        let options = parse_args(&args(&[last, "--bundle", first]))
            .unwrap()
            .unwrap();
        assert!(options.bundle);
        let names: Vec<&str> = options.problems.iter().map(|p| p.name).collect();
        assert_eq!(names, [first, last]);

        let all = parse_args(&[]).unwrap().unwrap();
        assert!(!all.bundle);
        assert_eq!(all.problems.len(), catalog::PROBLEMS.len());

        assert!(parse_args(&args(&["--help"])).unwrap().is_none());
        let unknown = parse_args(&args(&["nosuch170"])).unwrap_err();
        assert!(unknown.contains("no problem called nosuch170"), "{unknown}");
        assert!(
            PROBLEMS.iter().all(|p| unknown.contains(p.name)),
            "{unknown}"
        );
        assert!(parse_args(&args(&["--fast"])).is_err());
    }

    /// A problem of a judge made up for the table: the tests name no problem of the catalog.
    fn made_up() -> Problem {
        Problem {
            name: "judge4",
            judge: Judge {
                name: "Judge 4 Sudoku",
                url: "http://judge4.example/sudoku",
                time_limit_ms: 1000,
                memory_limit_kib: 65536,
                compare: Compare::Exact,
                rust: Rust::No {
                    languages: "C, C++, Pascal, Java",
                },
                same_puzzle: &[],
            },
            ..PROBLEMS[0]
        }
    }

    fn case(name: &str) -> Case {
        Case {
            name: name.to_string(),
            input: PathBuf::from(format!("{name}.in")),
            expected: PathBuf::from(format!("{name}.out")),
            trouble: None,
        }
    }

    #[test]
    fn a_table_has_a_row_per_case_and_a_summary() {
        let problem = &made_up();
        let cases = [case("sample-1"), case("long-name-case"), case("slow")];
        let run = Run {
            ending: Ending::Exited(0),
            cpu: Duration::from_millis(20),
            wall: Duration::from_millis(35),
            peak_kib: Some(2048),
            stdout_bytes: 0,
            stderr: Vec::new(),
        };
        let mut table = Table::new(problem, &cases, None);
        table.row(&cases[0], &Verdict::Accepted, &run);
        let mismatch = Mismatch {
            line: 2,
            expected: Some(b"1234\n".to_vec()),
            actual: Some(b"1243\n".to_vec()),
        };
        table.row(&cases[1], &Verdict::WrongAnswer(mismatch.to_string()), &run);
        table.row(&cases[2], &Verdict::TimeLimitExceeded, &run);
        assert_eq!(table.passed, 1);
        assert_eq!(table.failed(), 2);
        let text = table.finish();
        let lines: Vec<&str> = text.lines().collect();
        assert!(
            lines[1].starts_with("judge4: Judge 4 Sudoku (http"),
            "{text}"
        );
        assert_eq!(lines[2], "  no Rust (C, C++, Pascal, Java)");
        assert_eq!(
            lines[3..].join("\n"),
            "  case            verdict       cpu      wall      memory
  sample-1        AC          20 ms     35 ms     2.0 MiB
  long-name-case  WA          20 ms     35 ms     2.0 MiB
      line 2: expected \"1234\", got \"1243\"
  slow            TLE         20 ms     35 ms     2.0 MiB
judge4: 1/3 AC (1 WA, 1 TLE)"
        );
    }

    #[test]
    fn what_cannot_be_judged_is_reported_and_counted() {
        let problem = &made_up();
        let cases = [case("sample-1"), case("zlink")];
        let mut table = Table::new(problem, &cases, None);
        let run = Run {
            ending: Ending::Exited(0),
            cpu: Duration::from_millis(20),
            wall: Duration::from_millis(35),
            peak_kib: Some(2048),
            stdout_bytes: 0,
            stderr: Vec::new(),
        };
        table.row(&cases[0], &Verdict::Accepted, &run);
        table.case_not_judged(&cases[1], "cannot read zlink.in: No such file or directory");
        table.row(&cases[0], &Verdict::OutputLimitExceeded, &run);
        assert_eq!((table.passed, table.failed(), table.not_judged), (1, 1, 1));
        let text = table.finish();
        assert!(
            text.contains(
                "  zlink     -               -         -           -\n      \
                 not judged: cannot read zlink.in: No such file or directory\n"
            ),
            "{text}"
        );
        assert!(
            text.ends_with("judge4: 1/3 AC (1 OLE, 1 not judged)\n"),
            "{text}"
        );

        let mut table = Table::new(problem, &[], None);
        table.not_judged("no cases in problems/judge4/cases: a problem is judged on at least one");
        assert_eq!((table.passed, table.failed(), table.not_judged), (0, 0, 1));
        let text = table.finish();
        assert!(
            text.ends_with(
                "      no cases in problems/judge4/cases: a problem is judged on at least one\n\
                 judge4: not judged\n"
            ),
            "{text}"
        );

        let mut table = Table::new(problem, &cases, None);
        table.program_missing(&cases, "target/release/judge4 not found");
        assert_eq!((table.passed, table.failed(), table.not_judged), (0, 0, 2));
        assert!(table.finish().ends_with("judge4: 0/2 AC (2 not judged)\n"));
    }

    #[test]
    fn the_exit_status_says_the_worst() {
        let totals = |passed, failed, not_judged| Totals {
            passed,
            failed,
            not_judged,
        };
        assert_eq!(totals(3, 0, 0).status(), 0);
        assert_eq!(totals(3, 1, 0).status(), 1);
        assert_eq!(totals(3, 1, 1).status(), 2);
        assert_eq!(totals(0, 0, 1).status(), 2);
    }

    #[test]
    fn a_program_that_cannot_be_built_fails_every_case() {
        let problem = &made_up();
        let cases = [case("a"), case("b")];
        let with = CompileWith {
            flags: &[],
            toolchain: Some("1.56.1"),
            edition: 2021,
            reason: "the judge's compiler".to_string(),
        };
        let mut table = Table::new(problem, &cases, Some(&with));
        table.not_built(&cases, "does not compile:\nerror[E0425]");
        assert_eq!(table.failed(), 2);
        let text = table.finish();
        assert!(
            text.contains("      does not compile:\n      error[E0425]\n"),
            "{text}"
        );
        assert!(text.ends_with("judge4: 0/2 AC (2 CE)\n"), "{text}");
        assert!(
            text.contains(
                "\n  compiled with `rustc +1.56.1 -O --edition 2021`: the judge's compiler\n"
            ),
            "{text}"
        );
    }
}
