//! Every problem's single-file submission, as judges see it: bundled, held to its judge's source
//! limit, compiled with `-O -D warnings` by the oldest compilers our judges run (PTA's rustc
//! 1.53.0 as PTA runs it, `--edition=2018 --cfg ONLINE_JUDGE`; SPOJ's rustc 1.56.1 in editions
//! 2018 and 2021) and by the installed stable rustc (editions 2018, 2021 and 2024), and run on
//! every case of the problem, bytes compared. A submission that is a function (LeetCode's) is
//! compiled after its judge's side of the file, the driver its crate declares (`struct Solution`
//! and a `main`), as that judge compiles it.
//!
//! A missing rustc 1.53.0 or 1.56.1 is installed with rustup; without rustup, or when the
//! install fails, the tests fail and say how to install it. They never skip.

use std::collections::{BTreeSet, HashMap};
use std::fmt::Write as _;
use std::io::Write as _;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::{Arc, Mutex, OnceLock};

use bundle::{Shape, Workspace};
use catalog::PROBLEMS;

use crate::cases::refused;
use crate::deadline::{wait_within, PROGRAM_LIMIT};
use crate::workspace::without_comments;
use crate::{case_inputs, workspace_root};

/// SPOJ's rustc, as a rustup toolchain: the oldest a judge of our problems runs.
pub const OLDEST_RUSTC: &str = "1.56.1";

/// PTA's rustc, as a rustup toolchain: the oldest judge compiler there is, the floor of what a
/// bundle must compile on.
pub const PTA_RUSTC: &str = "1.53.0";

/// The toolchains [`ensure_toolchain`] installs when they are missing.
const INSTALLED_ON_DEMAND: [&str; 2] = [PTA_RUSTC, OLDEST_RUSTC];

/// One way a judge compiles a submission.
#[derive(Clone, Copy, Debug)]
struct Build {
    /// The rustup toolchain, or `None` for the `rustc` on the PATH (the installed stable).
    toolchain: Option<&'static str>,
    edition: &'static str,
    /// More arguments, as the judge passes them (PTA: `--cfg ONLINE_JUDGE`).
    args: &'static [&'static str],
    /// Whether the program is built and run on every case, or only checked (type checking
    /// and lints, no code generation: what may differ between editions is caught by the runs
    /// of the oldest and the newest).
    run: bool,
}

/// Where [`BUILDS`] has rustc 1.56.1 in edition 2021: SPOJ's own compiler.
pub const OLDEST_2021: usize = 2;

const BUILDS: [Build; 6] = [
    Build {
        toolchain: Some(PTA_RUSTC),
        edition: "2018",
        args: &["--cfg", "ONLINE_JUDGE"],
        run: true,
    },
    Build {
        toolchain: Some(OLDEST_RUSTC),
        edition: "2018",
        args: &[],
        run: true,
    },
    Build {
        toolchain: Some(OLDEST_RUSTC),
        edition: "2021",
        args: &[],
        run: true,
    },
    Build {
        toolchain: None,
        edition: "2018",
        args: &[],
        run: false,
    },
    Build {
        toolchain: None,
        edition: "2021",
        args: &[],
        run: false,
    },
    Build {
        toolchain: None,
        edition: "2024",
        args: &[],
        run: true,
    },
];

impl Build {
    fn describe(&self) -> String {
        format!(
            "rustc {}--edition {}{}",
            self.toolchain.map_or(String::new(), |t| format!("+{t} ")),
            self.edition,
            self.args
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
        command.args(["--edition", self.edition, "-D", "warnings"]);
        command.args(self.args);
        command
    }

    /// Compiles `source` to `exe` (or only checks it); the compiler's complaint on failure.
    fn compile(&self, source: &Path, exe: &Path) -> Result<(), String> {
        if let Some(toolchain) = self.toolchain {
            ensure_toolchain(toolchain)?;
        }
        let mut command = self.rustc();
        if self.run {
            command.arg("-O").arg("-o").arg(exe);
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

/// Makes sure rustup's `toolchain` (one of [`INSTALLED_ON_DEMAND`]) is installed, installing it
/// once per test run when it is not.
///
/// # Errors
/// When it is missing and cannot be installed: the message names the toolchain and the command
/// that installs it.
pub fn ensure_toolchain(toolchain: &'static str) -> Result<(), String> {
    static READY: [OnceLock<Result<(), String>>; 2] = [OnceLock::new(), OnceLock::new()];
    let slot = INSTALLED_ON_DEMAND
        .iter()
        .position(|&t| t == toolchain)
        .unwrap_or_else(|| panic!("{toolchain} is not one of {INSTALLED_ON_DEMAND:?}"));
    // One install at a time: rustup does not share its folders between two of them.
    static INSTALLING: Mutex<()> = Mutex::new(());
    READY[slot]
        .get_or_init(|| {
            let _one_at_a_time = INSTALLING.lock().unwrap_or_else(|e| e.into_inner());
            let present = |t: &str| {
                Command::new("rustc")
                    .arg(format!("+{t}"))
                    .arg("--version")
                    .stdout(Stdio::null())
                    .stderr(Stdio::null())
                    .status()
                    .is_ok_and(|s| s.success())
            };
            if present(toolchain) {
                return Ok(());
            }
            let install = format!("rustup toolchain install {toolchain} --profile minimal");
            let installed = Command::new("rustup")
                .args(["toolchain", "install", toolchain, "--profile", "minimal"])
                .stdout(Stdio::null())
                .output();
            match installed {
                Ok(o) if o.status.success() && present(toolchain) => Ok(()),
                Ok(o) => Err(format!(
                    "rustc {toolchain} is missing and `{install}` failed:\n{}",
                    String::from_utf8_lossy(&o.stderr)
                )),
                Err(e) => Err(format!(
                    "rustc {toolchain} is missing and rustup cannot be run ({e}): install rustup, then `{install}`"
                )),
            }
        })
        .clone()
}

/// The program of `problem`'s bundle as `BUILDS[build]` compiles it, built once per test run
/// however many tests ask (each waits for the first); the compiler's complaint on failure.
pub fn compiled_bundle(problem: &str, build: usize) -> Result<PathBuf, String> {
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
        let dir = scratch_dir("bundles");
        let bundle = Workspace::new(workspace_root())
            .bundle(problem)
            .map_err(|e| format!("cannot bundle: {e}"))?;
        // Each build writes its own copy: builds of one problem run at the same time.
        let source = dir.join(format!("{problem}-{build}.rs"));
        std::fs::write(&source, bundle.program()).map_err(|e| e.to_string())?;
        let exe = dir.join(format!("{problem}-{build}"));
        BUILDS[build].compile(&source, &exe).map(|()| exe)
    })
    .clone()
}

fn scratch_dir(name: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join(name);
    std::fs::create_dir_all(&dir).expect("a writable target folder");
    dir
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
fn every_bundle_compiles_on_every_judge_compiler_and_answers_every_case() {
    let workspace = Workspace::new(workspace_root());
    let dir = scratch_dir("bundles");
    let mut failures = String::new();
    let mut runs = 0;
    let mut expected_runs = 0;
    let running_builds = BUILDS.iter().filter(|b| b.run).count();
    for problem in PROBLEMS {
        let cases = case_inputs(problem.name);
        expected_runs += cases.len() * running_builds;
        let bundle = match workspace.bundle(problem.name) {
            Ok(b) => b,
            Err(e) => {
                let _ = writeln!(failures, "{}: cannot bundle: {e}", problem.name);
                continue;
            }
        };
        if let Err(e) = bundle.check_size(problem.judge.source_limit(), problem.judge.name) {
            let _ = writeln!(failures, "{}: {e}", problem.name);
        }
        let compiled: Vec<(usize, Result<PathBuf, String>)> = std::thread::scope(|scope| {
            let handles: Vec<_> = (0..BUILDS.len())
                .map(|i| scope.spawn(move || (i, compiled_bundle(problem.name, i))))
                .collect();
            handles
                .into_iter()
                .map(|h| h.join().expect("a compile thread"))
                .collect()
        });
        for (i, result) in compiled {
            let build = BUILDS[i];
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
            if !build.run {
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

/// The modules of `src` (files `<module>.rs`) that `code` names as `<prefix><module>`.
fn module_names(code: &str, prefix: &str, src: &Path) -> BTreeSet<String> {
    code.match_indices(prefix)
        .filter(|(at, _)| {
            !code[..*at]
                .chars()
                .next_back()
                .is_some_and(|c| c.is_alphanumeric() || c == '_' || c == ':')
        })
        .map(|(at, _)| {
            code[at + prefix.len()..]
                .chars()
                .take_while(|c| c.is_alphanumeric() || *c == '_')
                .collect::<String>()
        })
        .filter(|module| module != "lib" && src.join(format!("{module}.rs")).is_file())
        .collect()
}

/// The files of the crate in `src` that only the `catalog` feature compiles (a module declared
/// `#[cfg(feature = "catalog")] mod name;` in `lib.rs`): no submission carries them, so the
/// solver modules they name need not be carried either.
fn catalog_only_files(src: &Path) -> BTreeSet<PathBuf> {
    let lib = std::fs::read_to_string(src.join("lib.rs")).unwrap_or_default();
    let lines: Vec<&str> = lib.lines().map(str::trim).collect();
    lines
        .windows(2)
        .filter(|pair| pair[0] == "#[cfg(feature = \"catalog\")]")
        .filter_map(|pair| {
            let item = pair[1].strip_prefix("pub ").unwrap_or(pair[1]);
            let name = item.strip_prefix("mod ")?.strip_suffix(';')?;
            Some(src.join(format!("{name}.rs")))
        })
        .collect()
}

/// The folder of each crate that goes into a submission, with the names of its workspace
/// dependencies, dependencies first.
fn submission_crates() -> Vec<(String, PathBuf, Vec<String>)> {
    let root = workspace_root();
    let mut pending: Vec<(String, PathBuf)> = vec![
        ("solver".into(), root.join("crates/solver")),
        ("textio".into(), root.join("crates/textio")),
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
            let manifest = std::fs::read_to_string(dir.join("Cargo.toml")).expect("a manifest");
            let deps: Vec<String> = manifest
                .split("[dependencies]")
                .nth(1)
                .unwrap_or("")
                .split("\n[")
                .next()
                .unwrap_or("")
                .lines()
                .filter_map(|l| l.split(['.', ' ', '=']).next())
                .filter(|d| names.iter().any(|n| n == d))
                .map(str::to_string)
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

/// Each crate that goes into a submission, compiled whole (every module, the judge facts of its
/// `catalog` feature too) as a library by the oldest judge compiler (PTA's rustc 1.53.0, edition
/// 2018): `rust-version = "1.53"` is a promise that this keeps, beyond what bundles carry today.
#[test]
fn every_crate_that_goes_into_a_submission_compiles_on_the_oldest_judge_compiler() {
    ensure_toolchain(PTA_RUSTC).unwrap_or_else(|e| panic!("{e}"));
    let dir = scratch_dir("oldest-rustc-libs");
    let mut failures = String::new();
    let crates = submission_crates();
    assert_eq!(crates.len(), PROBLEMS.len() + 2);
    for (name, path, deps) in &crates {
        let mut command = Command::new("rustc");
        command
            .arg(format!("+{PTA_RUSTC}"))
            .args(["--edition", "2018", "--crate-type", "lib", "-D", "warnings"])
            .args(["--crate-name", name, "--cfg", "feature=\"catalog\""])
            .arg("--out-dir")
            .arg(&dir)
            .arg("-L")
            .arg(&dir);
        for dep in deps {
            command.arg("--extern").arg(format!(
                "{dep}={}",
                dir.join(format!("lib{dep}.rlib")).display()
            ));
        }
        let output = command
            .arg(path.join("src/lib.rs"))
            .output()
            .expect("rustc runs");
        if !output.status.success() {
            let _ = writeln!(
                failures,
                "{name} does not compile with rustc {PTA_RUSTC}:\n{}",
                String::from_utf8_lossy(&output.stderr)
            );
        }
    }
    assert!(failures.is_empty(), "{failures}");
}

/// The lines of `text` that are code: neither empty nor a `//` comment.
fn code_lines(text: &str) -> Vec<&str> {
    text.lines()
        .filter(|l| !l.trim_start().starts_with("//") && !l.trim().is_empty())
        .collect()
}

/// A function submission (its `[package.metadata.bundle]` names a root file and a driver) is
/// its root file, the judge's template filled in, at the top, and defines nothing its judge's
/// side of the file defines: no `main`, none of the driver's structs, no inner attribute.
#[test]
fn a_function_submission_is_its_root_file_first_and_leaves_its_judge_s_definitions_out() {
    let workspace = Workspace::new(workspace_root());
    let mut functions = 0;
    for problem in PROBLEMS {
        let b = workspace.bundle(problem.name).unwrap();
        let Shape::Function { driver } = &b.shape else {
            continue;
        };
        functions += 1;
        let dir = workspace_root().join("problems").join(problem.name);
        let manifest = std::fs::read_to_string(dir.join("Cargo.toml")).expect("a manifest");
        let root = manifest
            .split("[package.metadata.bundle]")
            .nth(1)
            .and_then(|table| table.lines().find_map(|l| l.trim().strip_prefix("root")))
            .and_then(|value| value.split('"').nth(1))
            .unwrap_or_else(|| panic!("{}: no root in its bundle metadata", problem.name));
        let root_text = std::fs::read_to_string(dir.join(root)).expect("the root file");
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

#[test]
fn bundles_carry_the_modules_they_use_and_no_tests_docs_or_judge_facts() {
    let workspace = Workspace::new(workspace_root());
    let solver_src = workspace_root().join("crates/solver/src");
    let crates = submission_crates();
    let solver_modules: Vec<String> = std::fs::read_dir(&solver_src)
        .expect("solver's sources")
        .map(|e| e.expect("an entry").path())
        .filter_map(|p| Some(p.file_stem()?.to_string_lossy().into_owned()))
        .filter(|m| m != "lib")
        .collect();
    for problem in PROBLEMS {
        let b = workspace.bundle(problem.name).unwrap();
        let carried: BTreeSet<&str> = b
            .modules
            .iter()
            .filter_map(|m| m.strip_prefix("solver::"))
            .collect();
        // The solver modules the problem's code names (and the code of the problems it builds
        // on), then every module those name, at any depth: all that it may carry.
        let mut named = BTreeSet::new();
        let mut problems = vec![problem.name.to_string()];
        while let Some(name) = problems.pop() {
            let (_, dir, deps) = crates
                .iter()
                .find(|(n, _, _)| *n == name)
                .expect("a submission crate");
            let catalog_only = catalog_only_files(&dir.join("src"));
            for file in std::fs::read_dir(dir.join("src")).expect("a src folder") {
                let path = file.expect("an entry").path();
                if catalog_only.contains(&path) {
                    continue;
                }
                let text = std::fs::read_to_string(path).unwrap();
                named.extend(module_names(
                    &without_comments(&text),
                    "solver::",
                    &solver_src,
                ));
            }
            problems.extend(
                deps.iter()
                    .filter(|d| PROBLEMS.iter().any(|p| p.name == d.as_str()))
                    .cloned(),
            );
        }
        let mut reachable = named.clone();
        let mut pending: Vec<String> = named.iter().cloned().collect();
        while let Some(module) = pending.pop() {
            let text = std::fs::read_to_string(solver_src.join(format!("{module}.rs"))).unwrap();
            for next in module_names(&text, "crate::", &solver_src) {
                if reachable.insert(next.clone()) {
                    pending.push(next);
                }
            }
        }
        for module in &named {
            assert!(
                carried.contains(module.as_str()),
                "{}: uses solver::{module} but does not carry it: {carried:?}",
                problem.name
            );
        }
        for module in &solver_modules {
            let in_text = b.text.contains(&format!("pub mod {module} {{"));
            assert_eq!(
                in_text,
                carried.contains(module.as_str()),
                "{}: solver::{module} in the text and in the list of modules",
                problem.name
            );
            assert!(
                !carried.contains(module.as_str()) || reachable.contains(module),
                "{}: carries solver::{module}, which nothing it uses names",
                problem.name
            );
        }
    }
    for problem in PROBLEMS {
        let b = workspace.bundle(problem.name).unwrap();
        assert_eq!(workspace.bundle(problem.name).unwrap(), b, "deterministic");
        assert!(b.text.starts_with(&format!("// {}: ", problem.name)));
        assert!(
            !b.text.contains("#[allow(dead_code)]\nmod "),
            "{}: no module allows dead code",
            problem.name
        );
        assert!(
            b.text.len() < b.whole_modules_size,
            "{}: {} bytes, {} with whole modules",
            problem.name,
            b.text.len(),
            b.whole_modules_size
        );
        for module in &b.modules {
            let (_, name) = module.split_once("::").unwrap();
            assert!(b.text.contains(&format!("pub mod {name} {{")), "{module}");
        }
        assert!(
            !b.modules.iter().any(|m| m == "textio::judge"),
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
}
