//! Every problem's single-file submission, as judges see it: bundled, held to 90% of its judge's
//! source limit, compiled with `-D warnings` by the oldest compiler our judges run (PTA's rustc
//! 1.53.0 as PTA runs it, `--edition=2018 --cfg ONLINE_JUDGE`), by its own judge's compiler in
//! each edition the judge offers (SPOJ's rustc 1.56.1, Baekjoon's 1.73.0, Kattis's 1.78.0,
//! AOJ's 1.79.0, DMOJ's 1.83.0, QOJ's 1.84.0; the installed stable standing in for the others)
//! and by stable in the newest edition, and run on every case of
//! the problem, bytes compared, as that last build makes it with `-O`. The other builds check
//! the file (types, borrows and lints, no code generation): a program that type-checks means
//! the same on every compiler, so running it on each again proves nothing one run does not,
//! and the stable makes the program in half the time the floor takes. A submission that is a
//! function (LeetCode's) is compiled after its judge's side of the file, the driver its crate
//! declares (`struct Solution` and a `main`), as that judge compiles it.
//!
//! A missing one of those compilers is installed with rustup; without rustup, or when
//! the install fails, the tests fail and say how to install it. They never skip.

use std::collections::HashMap;
use std::fmt::Write as _;
use std::io::Write as _;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, Once, OnceLock};

use bundle::{Bundle, Compile, Shape, Workspace};
use catalog::{Problem, PROBLEMS};
use manifest::Manifest;
use spec::judge::{
    Compiler, Rust, AOJ, BAEKJOON, COMPILERS, CSES, DEFAULT_EDITION, DMOJ, FLOOR as FLOOR_COMPILER,
    KATTIS, QOJ, SPOJ,
};
use testkit::toolchain::ensure_toolchain;

use crate::cases::refused;
use crate::{case_inputs, target_scratch, workspace_root};
use testkit::deadline::{wait_within, PROGRAM_LIMIT};

/// One way a judge compiles a submission.
#[derive(Clone, Copy, Debug)]
struct Build {
    /// The rustup toolchain, or `None` for the `rustc` on the PATH (the installed stable).
    toolchain: Option<&'static str>,
    edition: u16,
    /// More arguments, as the judge passes them (PTA: `--cfg ONLINE_JUDGE`).
    flags: &'static [&'static str],
}

/// Where [`builds`] has the floor, PTA's rustc 1.53.0 as PTA runs it: every bundle is checked
/// there.
const FLOOR: usize = 0;

/// The judges' compilers the tests install on demand, oldest first: the floor (PTA's rustc
/// 1.53.0), SPOJ's 1.56.1, CSES's 1.66.1, Baekjoon's 1.73.0, Kattis's 1.78, AOJ's 1.79, DMOJ's
/// 1.83 and QOJ's 1.84. The others (LeetCode's, Luogu's, AtCoder's, Codeforces') are stood in for by
/// the floor and the stable, which every bundle compiles on: within an edition, what both of
/// them compile, every rustc between them compiles.
const INSTALLED_ON_DEMAND: [Compiler; 8] =
    [FLOOR_COMPILER, SPOJ, CSES, BAEKJOON, KATTIS, AOJ, DMOJ, QOJ];

/// Every build, from the judges' table of compilers: each compiler installed on demand in each
/// of its editions, with its judge's flags (the floor first), then the installed stable in
/// every edition a judge offers.
fn builds() -> &'static [Build] {
    static BUILDS: OnceLock<Vec<Build>> = OnceLock::new();
    BUILDS.get_or_init(|| {
        // The installs wait on the network and the disk: they go on while the bundles are
        // made, and a build that needs one before it is done waits for it (its error, if
        // any, is kept for the build to report).
        std::thread::spawn(|| {
            for compiler in &INSTALLED_ON_DEMAND {
                let _ = ensure_toolchain(compiler.rustc);
            }
        });
        let mut builds = Vec::new();
        for compiler in &INSTALLED_ON_DEMAND {
            for &edition in compiler.editions_or_default() {
                builds.push(Build {
                    toolchain: Some(compiler.rustc),
                    edition,
                    flags: compiler.flags,
                });
            }
        }
        let mut editions: Vec<u16> = COMPILERS.iter().flat_map(|c| c.editions).copied().collect();
        editions.sort_unstable();
        editions.dedup();
        builds.extend(editions.into_iter().map(|edition| Build {
            toolchain: None,
            edition,
            flags: &[],
        }));
        assert_eq!(builds[FLOOR].toolchain, Some(FLOOR_COMPILER.rustc));
        builds
    })
}

/// The build of [`builds`] closest to how `problem`'s judge compiles: its rustc where that is
/// one of the old ones installed on demand (else the installed stable), in its newest edition
/// (2021 for a judge without Rust, or whose editions are unknown).
fn own_build(problem: &Problem) -> usize {
    let (toolchain, edition) = match problem.judge.rust {
        Rust::Takes(compiler) => (
            INSTALLED_ON_DEMAND
                .iter()
                .map(|c| c.rustc)
                .find(|&t| t == compiler.rustc),
            compiler.newest_edition(),
        ),
        _ => (None, DEFAULT_EDITION),
    };
    builds()
        .iter()
        .position(|b| b.toolchain == toolchain && b.edition == edition)
        .unwrap_or_else(|| {
            panic!(
                "{}: no build of rustc {toolchain:?} in edition {edition}",
                problem.name
            )
        })
}

/// Where [`builds`] has the build that makes every bundle's program, with `-O`, to run on its
/// cases: the installed stable in the newest edition, which every bundle is checked in anyway
/// ([`is_checked`]) and which generates the code in half the time the floor takes.
pub fn running_build() -> usize {
    let newest = builds().iter().map(|b| b.edition).max();
    builds()
        .iter()
        .position(|b| b.toolchain.is_none() && Some(b.edition) == newest)
        .expect("a build of the installed stable")
}

/// Whether `problem`'s bundle is built by `builds()[build]` with `-O` and run on its cases, or
/// only checked (when [`is_checked`]): [`running_build`] runs them. A program that type-checks
/// on a compiler means the same there, so the other builds check types, borrows and lints only.
fn is_run(_problem: &Problem, build: usize) -> bool {
    build == running_build()
}

/// Whether `builds()[build]` compiles `problem`'s bundle: the floor; its judge's own compiler
/// ([`own_build`]'s) in each edition the judge offers (2021 for a judge without Rust); and the
/// installed stable in the newest edition ([`running_build`]), so that a judge's next compiler
/// finds it clean.
/// The others prove nothing these do not: within an edition, what the floor and stable both
/// compile, every rustc between them compiles.
fn is_checked(problem: &Problem, build: usize) -> bool {
    let (all, own) = (builds(), builds()[own_build(problem)]);
    let editions = match problem.judge.rust {
        Rust::Takes(compiler) => compiler.editions_or_default(),
        _ => &[DEFAULT_EDITION],
    };
    let b = all[build];
    build == FLOOR
        || (b.toolchain == own.toolchain && editions.contains(&b.edition))
        || build == running_build()
}

impl Build {
    fn describe(&self) -> String {
        format!(
            "rustc {}--edition {}{}",
            self.toolchain.map_or(String::new(), |t| format!("+{t} ")),
            self.edition,
            self.flags
                .iter()
                .map(|a| format!(" {a}"))
                .collect::<String>()
        )
    }

    fn rustc(&self) -> Command {
        let mut command = Command::new("rustc");
        if let Some(toolchain) = self.toolchain {
            command.arg(format!("+{toolchain}"));
        }
        command.args(["--edition", &self.edition.to_string(), "-D", "warnings"]);
        command.args(self.flags);
        command
    }

    /// Compiles `source` to `exe` when `run`, else only checks it; the compiler's complaint on
    /// failure.
    fn compile(&self, source: &Path, exe: &Path, run: bool) -> Result<(), String> {
        if let Some(toolchain) = self.toolchain {
            ensure_toolchain(toolchain)?;
        }
        let mut command = self.rustc();
        if run {
            // One codegen unit: the same program in three quarters of the CPU time, which is
            // what counts while every core compiles.
            command.args(["-O", "-C", "codegen-units=1", "-o"]).arg(exe);
        } else {
            command
                .arg("--emit=metadata")
                .arg("-o")
                .arg(exe.with_extension("rmeta"));
        }
        let output = command
            .arg(source)
            .output()
            .map_err(|e| format!("cannot run rustc: {e}"))?;
        if output.status.success() {
            Ok(())
        } else {
            Err(String::from_utf8_lossy(&output.stderr).into_owned())
        }
    }
}

/// Starts, once per test run, a worker per core that takes the problems in catalog order and
/// bundles each and compiles every build of it that [`is_checked`], in the slots that
/// [`bundle_of`] and [`compiled_bundle`] fill: all of that is rustc's work, one process at a
/// time, so it keeps both cores busy while the tests wait on its results in the same order.
fn start_workers() {
    static STARTED: Once = Once::new();
    STARTED.call_once(|| {
        let next = Arc::new(AtomicUsize::new(0));
        let workers = std::thread::available_parallelism().map_or(2, |n| n.get());
        for _ in 0..workers {
            let next = Arc::clone(&next);
            std::thread::spawn(move || {
                while let Some(problem) = PROBLEMS.get(next.fetch_add(1, Ordering::Relaxed)) {
                    if bundle_of(problem.name).is_ok() {
                        for build in (0..builds().len()).filter(|&b| is_checked(problem, b)) {
                            let _ = compiled_bundle(problem.name, build);
                        }
                    }
                }
            });
        }
    });
}

/// `problem`'s bundle, made once per test run however many tests ask (each waits for the
/// first): making one takes rustc a few seconds.
pub fn bundle_of(problem: &str) -> Result<Bundle, String> {
    start_workers();
    type Slot = Arc<OnceLock<Result<Bundle, String>>>;
    static MADE: OnceLock<Mutex<HashMap<String, Slot>>> = OnceLock::new();
    let slot = MADE
        .get_or_init(Default::default)
        .lock()
        .expect("no bundling panics while holding the lock")
        .entry(problem.to_string())
        .or_default()
        .clone();
    slot.get_or_init(|| {
        // Every build below compiles the file: the bundler's own last compile is one of them.
        bundle::bundle_with(
            &Workspace::new(workspace_root()),
            problem,
            Compile::ByCaller,
        )
        .map_err(|e| format!("cannot bundle: {e}"))
    })
    .clone()
}

/// The program of `problem`'s bundle as `builds()[build]` compiles it (only checked, and no
/// program, where [`is_run`] says so), built once per test run however many tests ask (each
/// waits for the first); the compiler's complaint on failure.
pub fn compiled_bundle(problem: &str, build: usize) -> Result<PathBuf, String> {
    start_workers();
    type Slot = Arc<OnceLock<Result<PathBuf, String>>>;
    static BUILT: OnceLock<Mutex<HashMap<(String, usize), Slot>>> = OnceLock::new();
    let slot = BUILT
        .get_or_init(Default::default)
        .lock()
        .expect("no compile panics while holding the lock")
        .entry((problem.to_string(), build))
        .or_default()
        .clone();
    slot.get_or_init(|| {
        let dir = target_scratch("bundles");
        let bundle = bundle_of(problem)?;
        // Each build writes its own copy: builds of one problem run at the same time.
        let source = dir.join(format!("{problem}-{build}.rs"));
        std::fs::write(&source, bundle.program()).map_err(|e| e.to_string())?;
        let exe = dir.join(format!("{problem}-{build}"));
        let problem = catalog::find(problem).expect("a problem of the catalog");
        builds()[build]
            .compile(&source, &exe, is_run(problem, build))
            .map(|()| exe)
    })
    .clone()
}

/// Runs `exe` on `input`: its stdout, exit status and stderr.
fn run(exe: &Path, input: &[u8]) -> (Vec<u8>, Option<i32>, String) {
    let mut child = Command::new(exe)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the compiled bundle starts");
    let mut stdin = child.stdin.take().expect("a piped stdin");
    let input = input.to_vec();
    let feeder = std::thread::spawn(move || {
        let _ = stdin.write_all(&input);
    });
    let output = wait_within(child, &exe.display().to_string(), PROGRAM_LIMIT);
    let _ = feeder.join();
    (
        output.stdout,
        output.status.code(),
        String::from_utf8_lossy(&output.stderr).into_owned(),
    )
}

#[test]
fn every_bundle_compiles_on_its_judge_s_compilers_and_the_floor_and_answers_every_case() {
    let dir = target_scratch("bundles");
    let mut failures = String::new();
    let mut runs = 0;
    let mut expected_runs = 0;
    for problem in PROBLEMS {
        let cases = case_inputs(problem.name);
        let running_builds = (0..builds().len()).filter(|&b| is_run(problem, b)).count();
        expected_runs += cases.len() * running_builds;
        let bundle = match bundle_of(problem.name) {
            Ok(b) => b,
            Err(e) => {
                let _ = writeln!(failures, "{}: {e}", problem.name);
                continue;
            }
        };
        // Room under the limit for what the next change adds: the bundler lays a bundle past
        // this mark out more tightly, so a bundle over it carries too much; unless it is at
        // its tightest, where only the limit itself is left (a limit of a few kilobytes).
        let most = match bundle.layout {
            bundle::Layout::Squeezed => problem.judge.source_limit(),
            _ => problem.judge.source_limit() / 100 * bundle::COMPACT_ABOVE_PERCENT,
        };
        if bundle.text.len() > most {
            let _ = writeln!(
                failures,
                "{}: {} bytes, over {}% of its judge's source limit ({most} bytes)",
                problem.name,
                bundle.text.len(),
                bundle::COMPACT_ABOVE_PERCENT
            );
        }
        let checked = (0..builds().len()).filter(|&i| is_checked(problem, i));
        for (i, result) in checked.map(|i| (i, compiled_bundle(problem.name, i))) {
            let build = builds()[i];
            let exe = match result {
                Ok(exe) => exe,
                Err(message) => {
                    let _ = writeln!(
                        failures,
                        "{} does not compile with `{} -D warnings` ({}):\n{message}",
                        problem.name,
                        build.describe(),
                        dir.join(format!("{}-{i}.rs", problem.name)).display()
                    );
                    continue;
                }
            };
            if !is_run(problem, i) {
                continue;
            }
            for input_path in &cases {
                let input = std::fs::read(input_path).expect("a readable .in");
                let expected =
                    std::fs::read(input_path.with_extension("out")).expect("a readable .out");
                let (stdout, status, stderr) = run(&exe, &input);
                runs += 1;
                let case = format!(
                    "{} ({}) on {}",
                    problem.name,
                    build.describe(),
                    input_path.display()
                );
                if status != Some(0) {
                    let _ = writeln!(
                        failures,
                        "{case}: exit status {status:?}, stderr {stderr:?}"
                    );
                }
                if let Some(difference) = refused(problem, &input, &expected, &stdout) {
                    let _ = writeln!(failures, "{case}: {difference}");
                }
            }
        }
    }
    assert!(failures.is_empty(), "{runs} runs; failures:\n{failures}");
    assert_eq!(runs, expected_runs, "every running build on every case");
}

/// The folder of each crate that goes into a submission, and `spec`, which their `catalog`
/// feature brings in, with the names of its workspace dependencies, dependencies first.
fn submission_crates() -> Vec<(String, PathBuf, Vec<String>)> {
    let root = workspace_root();
    let mut pending: Vec<(String, PathBuf)> = vec![
        ("solver".into(), root.join("crates/solver")),
        ("textio".into(), root.join("crates/textio")),
        ("spec".into(), root.join("crates/spec")),
    ];
    pending.extend(
        PROBLEMS
            .iter()
            .map(|p| (p.name.to_string(), root.join("problems").join(p.name))),
    );
    let names: Vec<String> = pending.iter().map(|(n, _)| n.clone()).collect();
    let mut ordered: Vec<(String, PathBuf, Vec<String>)> = Vec::new();
    while !pending.is_empty() {
        let before = pending.len();
        pending.retain(|(name, dir)| {
            let manifest = Manifest::read(&dir.join("Cargo.toml")).expect("a manifest");
            let deps: Vec<String> = manifest
                .dependencies()
                .into_iter()
                .map(|(dep, _)| dep)
                .filter(|d| names.contains(d))
                .collect();
            if deps.iter().all(|d| ordered.iter().any(|(n, _, _)| n == d)) {
                ordered.push((name.clone(), dir.clone(), deps));
                false
            } else {
                true
            }
        });
        assert!(
            pending.len() < before,
            "a dependency cycle among {pending:?}"
        );
    }
    ordered
}

/// Each crate that goes into a submission, compiled whole (every module, the `tool` module of its
/// `catalog` feature and the `spec` it uses too) as a library by the oldest judge compiler (PTA's
/// rustc 1.53.0, edition 2018): `rust-version = "1.53"` is a promise that this keeps, beyond what
/// bundles carry today.
#[test]
fn every_crate_that_goes_into_a_submission_compiles_on_the_oldest_judge_compiler() {
    ensure_toolchain(FLOOR_COMPILER.rustc).unwrap_or_else(|e| panic!("{e}"));
    let dir = target_scratch("oldest-rustc-libs");
    let mut failures = String::new();
    let crates = submission_crates();
    assert_eq!(crates.len(), PROBLEMS.len() + 3);
    for (name, path, deps) in &crates {
        let mut command = Command::new("rustc");
        command
            .arg(format!("+{}", FLOOR_COMPILER.rustc))
            .args(["--edition", "2018", "--crate-type", "lib", "-D", "warnings"])
            .args(["--crate-name", name, "--cfg", "feature=\"catalog\""])
            // Types, borrows and lints, which is where an older compiler differs; the `-O` build
            // of every bundle generates the code.
            .arg("--emit=metadata")
            .arg("--out-dir")
            .arg(&dir)
            .arg("-L")
            .arg(&dir);
        for dep in deps {
            command.arg("--extern").arg(format!(
                "{dep}={}",
                dir.join(format!("lib{dep}.rmeta")).display()
            ));
        }
        let output = command
            .arg(path.join("src/lib.rs"))
            .output()
            .expect("rustc runs");
        if !output.status.success() {
            let _ = writeln!(
                failures,
                "{name} does not compile with rustc {}:\n{}",
                FLOOR_COMPILER.rustc,
                String::from_utf8_lossy(&output.stderr)
            );
        }
    }
    assert!(failures.is_empty(), "{failures}");
}

/// The lines of `text` that are code, trimmed (a bundle indents with tabs): neither empty nor a
/// `//` comment.
fn code_lines(text: &str) -> Vec<&str> {
    text.lines()
        .map(str::trim)
        .filter(|l| !l.starts_with("//") && !l.is_empty())
        .collect()
}

/// A function submission (its `[package.metadata.bundle]` names a root file and a driver) is
/// its root file, the judge's template filled in, at the top, and defines nothing its judge's
/// side of the file defines: no `main`, none of the driver's structs, no inner attribute.
#[test]
fn a_function_submission_is_its_root_file_first_and_leaves_its_judge_s_definitions_out() {
    let mut functions = 0;
    for problem in PROBLEMS {
        let b = bundle_of(problem.name).unwrap();
        let Shape::Function { driver } = &b.shape else {
            continue;
        };
        functions += 1;
        let dir = workspace_root().join("problems").join(problem.name);
        let manifest = Manifest::read(&dir.join("Cargo.toml")).expect("a manifest");
        let root = manifest
            .string("package.metadata.bundle", "root")
            .unwrap_or_else(|| panic!("{}: no root in its bundle metadata", problem.name));
        let root_text = std::fs::read_to_string(dir.join(&root)).expect("the root file");
        let code = code_lines(&b.text);
        assert!(
            code.starts_with(&code_lines(&root_text)),
            "{}: the bundle does not start with {root}:\n{}",
            problem.name,
            code[..code.len().min(5)].join("\n")
        );
        let driver_structs: Vec<&str> = driver
            .lines()
            .filter_map(|l| l.trim_start().strip_prefix("struct "))
            .map(|rest| rest.trim_end_matches([';', '{', ' ']))
            .collect();
        assert!(
            !driver_structs.is_empty() && driver.contains("fn main()"),
            "{}: the driver defines no struct or no main",
            problem.name
        );
        for line in &code {
            let words: Vec<&str> = line.split_whitespace().collect();
            assert!(
                !words.windows(2).any(|w| w == ["fn", "main()"]
                    || (w[0] == "struct"
                        && driver_structs.contains(&w[1].trim_end_matches([';', '{'])))),
                "{}: the judge defines this: {line}",
                problem.name
            );
            assert!(
                !line.starts_with("#!"),
                "{}: no inner attribute: {line}",
                problem.name
            );
        }
        let program = b.program();
        assert!(
            program.starts_with(driver.as_str()) && program.ends_with(&b.text),
            "{}: the driver comes first",
            problem.name
        );
    }
    assert!(functions > 0, "no function submission to check");
}

#[test]
fn the_tool_knows_every_problem_of_the_catalog() {
    let names: Vec<&str> = PROBLEMS.iter().map(|p| p.name).collect();
    assert_eq!(Workspace::new(workspace_root()).problems().unwrap(), names);
}

/// What goes into a submission and what does not: no test, no doc comment, no `cfg(feature)`
/// item and none of the judge's facts (for the tools only); library modules as the list says;
/// the same file every time.
#[test]
fn bundles_carry_no_tests_docs_or_judge_facts() {
    for problem in PROBLEMS {
        let b = bundle_of(problem.name).unwrap();
        assert!(b.text.starts_with(&format!("// {}: ", problem.name)));
        // A squeezed bundle's modules may be opened into one: its list is all there is.
        for module in b
            .modules
            .iter()
            .filter(|_| b.layout != bundle::Layout::Squeezed)
        {
            let (_, name) = module.split_once("::").unwrap();
            // `pub mod`, or `pub(crate) mod` for a module the library keeps to itself.
            assert!(b.text.contains(&format!(" mod {name} {{")), "{module}");
        }
        assert!(
            !b.modules.iter().any(|m| m == "spec::judge"),
            "{}: {:?}",
            problem.name,
            b.modules
        );
        assert!(
            !b.text.contains("JUDGE") && !b.text.contains(problem.judge.url),
            "{}: the judge's facts are for the tools, not the submission",
            problem.name
        );
        for line in b.text.lines() {
            let t = line.trim_start();
            assert!(
                !t.starts_with("///")
                    && !t.starts_with("//!")
                    && !t.starts_with("#[cfg(test)]")
                    && !t.starts_with("#[cfg(feature"),
                "{}: {line}",
                problem.name
            );
        }
    }
    let first = &PROBLEMS[0];
    let again = bundle::bundle_with(
        &Workspace::new(workspace_root()),
        first.name,
        Compile::ByCaller,
    );
    assert_eq!(
        again.unwrap(),
        bundle_of(first.name).unwrap(),
        "deterministic"
    );
}
