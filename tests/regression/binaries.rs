//! The problem programs as processes: the Cargo builds (`cargo build --bins`, run from here) and
//! the single-file submissions compiled with `rustc -O`.
//! - every Cargo-built program meets an output it cannot write (a full disk, a closed pipe, a
//!   closed stdout, a stderr that takes nothing) with status 1 and never a panic;
//! - each Cargo-built program and each bundle (compiled by rustc 1.56.1, as SPOJ does) answers
//!   its sample with status 0 and malformed input with status 1 and its name on stderr, and the
//!   bundle answers hostile input exactly as the Cargo build does: stdout, stderr and status,
//!   byte for byte (every bad case of the problem's `bad/` folder among it). A function
//!   submission (leetcode37) reads no input of its own, so there only the Cargo build meets bad
//!   input.

use std::fs::File;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::{Once, OnceLock};
use std::time::Duration;

use bundle::Shape;
use catalog::{Problem, PROBLEMS};
use judge::measure::{self, Limits, Meter};
use spec::judge::Compare;

use crate::bundles::{bundle_of, compiled_bundle, running_build};
use crate::{sample_input, target_scratch, workspace_root};
use testkit::deadline::{run_within, PROGRAM_LIMIT};
use testkit::streams::{dev_full, into_closed_pipe};

/// The folder of this test binary's profile (`target/debug`), where Cargo puts the programs.
fn profile_dir() -> PathBuf {
    let exe = std::env::current_exe().expect("the test binary's path");
    exe.parent()
        .and_then(Path::parent)
        .expect("the test binary lies in <target>/<profile>/deps")
        .to_path_buf()
}

/// The Cargo-built program of every problem, and the tools' (`judge`, `check`, `stress`,
/// `bundle`, `scaffold`, `gen`, `solve`, `bench`'s), built once
/// with this test's profile: `cargo test` builds the problems' libraries but not always their
/// programs.
fn cargo_built(problem: &str) -> PathBuf {
    static BUILT: OnceLock<PathBuf> = OnceLock::new();
    let dir = BUILT.get_or_init(|| {
        let dir = profile_dir();
        let mut command = Command::new(std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into()));
        command
            .args(["build", "--quiet", "--bins", "--manifest-path"])
            .arg(workspace_root().join("Cargo.toml"))
            .arg("--target-dir")
            .arg(dir.parent().expect("a target folder"));
        match dir.file_name().and_then(|n| n.to_str()) {
            Some("debug") => {}
            Some("release") => {
                command.arg("--release");
            }
            Some(profile) => {
                command.args(["--profile", profile]);
            }
            None => panic!("no profile folder in {}", dir.display()),
        }
        for p in PROBLEMS {
            command.args(["-p", p.name]);
        }
        for tool in ["judge", "bundle", "scaffold", "gen", "solve", "bench"] {
            command.args(["-p", tool]);
        }
        let status = command.status().expect("cargo runs");
        assert!(status.success(), "cargo build --bins failed");
        dir
    });
    dir.join(problem)
}

/// What one run of a program gave: stdout, stderr, exit status.
#[derive(Debug, PartialEq, Eq)]
struct Ran {
    stdout: Vec<u8>,
    stderr: String,
    status: Option<i32>,
}

/// Runs `program` with `input` on stdin (a file, so that a directory can be one too).
fn run_on(program: &Path, input: &Path) -> Ran {
    let output = run_within(
        Command::new(program)
            .stdin(File::open(input).expect("a readable input"))
            .stdout(Stdio::piped())
            .stderr(Stdio::piped()),
        &format!("{} < {}", program.display(), input.display()),
        PROGRAM_LIMIT,
    );
    Ran {
        stdout: output.stdout,
        stderr: String::from_utf8_lossy(&output.stderr).into_owned(),
        status: output.status.code(),
    }
}

/// A scratch folder of this module's own.
fn scratch() -> &'static Path {
    static DIR: OnceLock<PathBuf> = OnceLock::new();
    DIR.get_or_init(|| target_scratch("binaries"))
}

fn sample(problem: &str) -> String {
    let path = sample_input(problem);
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// The start of a message, for a failure report that stays readable however long it is.
fn head(text: &str) -> &str {
    let mut end = text.len().min(300);
    while !text.is_char_boundary(end) {
        end -= 1;
    }
    &text[..end]
}

/// Asserts that `output` failed as a program must when it cannot write: status 1, its name and
/// `message` on stderr, no panic.
#[track_caller]
fn assert_write_failure(problem: &str, how: &str, output: &std::process::Output, message: &str) {
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(1), "{problem} ({how}): {stderr}");
    assert!(!stderr.contains("panicked"), "{problem} ({how}): {stderr}");
    assert!(
        stderr.contains(&format!("{problem}: cannot write the output: {message}")),
        "{problem} ({how}): {stderr}"
    );
}

#[test]
fn an_output_that_cannot_be_written_is_status_1_never_a_panic() {
    for problem in PROBLEMS {
        let program = cargo_built(problem.name);
        let input = scratch().join(format!("{}-sample.in", problem.name));
        std::fs::write(&input, sample(problem.name)).unwrap();
        let stdin = || File::open(&input).unwrap();

        let full = run_within(
            Command::new(&program)
                .stdin(stdin())
                .stdout(dev_full())
                .stderr(Stdio::piped()),
            &format!("{} >/dev/full", problem.name),
            PROGRAM_LIMIT,
        );
        assert_write_failure(problem.name, ">/dev/full", &full, "No space left on device");

        let what = format!("{} | (closed)", problem.name);
        let piped = into_closed_pipe(&program, &[], Some(&input), &what, PROGRAM_LIMIT);
        assert_write_failure(problem.name, "closed pipe", &piped, "Broken pipe");

        let closed = run_within(
            Command::new("sh")
                .args(["-c", "exec \"$0\" < \"$1\" >&-"])
                .arg(&program)
                .arg(&input)
                .stdin(Stdio::null())
                .stdout(Stdio::piped())
                .stderr(Stdio::piped()),
            &format!("{} >&-", problem.name),
            PROGRAM_LIMIT,
        );
        assert_write_failure(problem.name, ">&-", &closed, "standard output is closed");
        assert!(closed.stdout.is_empty());

        // Complaints that cannot be written: the status still says what happened.
        let bad = scratch().join(format!("{}-bad.in", problem.name));
        std::fs::write(&bad, format!("{}\n!!!\n", sample(problem.name))).unwrap();
        for (input, stdin) in [
            ("bad input", File::open(&bad).unwrap()),
            ("a folder", File::open("/").unwrap()),
        ] {
            let quiet = run_within(
                Command::new(&program)
                    .stdin(stdin)
                    .stdout(Stdio::null())
                    .stderr(dev_full()),
                &format!("{} on {input} 2>/dev/full", problem.name),
                PROGRAM_LIMIT,
            );
            assert_eq!(
                quiet.status.code(),
                Some(1),
                "{} on {input}, 2>/dev/full",
                problem.name
            );
        }
    }
}

/// Hostile inputs for `problem`, named: leftover input, huge tokens, tokens where lines break,
/// truncation, and each of the problem's bad cases (`problems/<name>/bad/*.in`); a folder for a
/// file is added by the caller.
fn hostile_inputs(problem: &str) -> Vec<(String, Vec<u8>)> {
    let good = sample(problem);
    let huge_x = "x".repeat(1 << 20);
    let huge_ctrl = "\u{1}".repeat(1 << 20);
    let half: String = good.chars().take(good.len() / 2).collect();
    let inputs = vec![
        (
            "leftover".to_string(),
            format!("{good}garbage here 12345\n"),
        ),
        ("leftover-huge".to_string(), format!("{good}{huge_x}")),
        ("huge-first".to_string(), huge_ctrl.clone()),
        ("huge-first-line".to_string(), format!("{huge_x}\n{good}")),
        ("half".to_string(), half),
        ("empty".to_string(), String::new()),
        (
            "one-line".to_string(),
            good.split_whitespace().collect::<Vec<_>>().join(" "),
        ),
        ("carriage-returns".to_string(), good.replace('\n', "\r")),
    ];
    let mut inputs: Vec<(String, Vec<u8>)> = inputs
        .into_iter()
        .map(|(name, text)| (name, text.into_bytes()))
        .collect();
    // And every malformed input the problem keeps as data (input after the last case, counts
    // out of range, rows too long: each message and the answers kept before it).
    let bad = workspace_root().join("problems").join(problem).join("bad");
    let mut bad_inputs: Vec<PathBuf> = std::fs::read_dir(&bad)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", bad.display()))
        .map(|entry| entry.expect("a readable folder entry").path())
        .filter(|path| path.extension().is_some_and(|ext| ext == "in"))
        .collect();
    bad_inputs.sort();
    for path in bad_inputs {
        let name = path.file_stem().expect("a file name").to_string_lossy();
        let bytes = std::fs::read(&path).expect("a readable bad case");
        inputs.push((format!("bad-{name}"), bytes));
    }
    inputs
}

#[test]
fn bundles_answer_hostile_input_as_the_cargo_builds_do() {
    let dir = scratch();
    let mut differences = Vec::new();
    let mut compared = 0;
    for problem in PROBLEMS {
        // The program every bundle's cases run on: stable's `-O` build, newest edition.
        let exe = compiled_bundle(problem.name, running_build())
            .unwrap_or_else(|e| panic!("{}: {e}", problem.name));
        let cargo = cargo_built(problem.name);
        // A good case answers and exits 0; a malformed one exits 1 with the program's name
        // first on stderr. Each is checked outright, for both programs, not only against the
        // other: a `main` that dropped its status would be the same in both.
        let sample_in = sample_input(problem.name);
        let sample_out = std::fs::read(sample_in.with_extension("out")).expect("its .out");
        let malformed = dir.join(format!("{}-malformed.in", problem.name));
        std::fs::write(&malformed, format!("{}\n!!!\n", sample(problem.name))).unwrap();
        // A function submission (LeetCode's) reads no input: around it, the judge's driver
        // does, and its stand-in here answers only well-formed cases (run in `bundles`).
        let shape = bundle_of(problem.name)
            .unwrap_or_else(|e| panic!("{}: {e}", problem.name))
            .shape;
        let programs: &[(&PathBuf, &str)] = match shape {
            Shape::Program => &[(&cargo, "Cargo build"), (&exe, "bundle")],
            Shape::Function { .. } => &[(&cargo, "Cargo build")],
        };
        let sample_bytes = std::fs::read(&sample_in).expect("its .in");
        for &(program, what) in programs {
            let good = run_on(program, &sample_in);
            // Bytes, or the checker where any valid answer is accepted.
            let answered = match problem.judge.compare {
                Compare::Checker(_) => problem
                    .judge
                    .compare
                    .judge(&sample_bytes, &sample_out, &good.stdout)
                    .is_ok(),
                _ => good.stdout == sample_out,
            };
            assert_eq!(
                (good.status, answered, good.stderr.as_str()),
                (Some(0), true, ""),
                "{} ({what}) on {}: {:?}",
                problem.name,
                sample_in.display(),
                String::from_utf8_lossy(&good.stdout)
            );
            let bad = run_on(program, &malformed);
            assert_eq!(
                bad.status,
                Some(1),
                "{} ({what}) on malformed input",
                problem.name
            );
            assert!(
                bad.stderr.starts_with(&format!("{}: ", problem.name)),
                "{} ({what}) on malformed input: {}",
                problem.name,
                head(&bad.stderr)
            );
        }
        let mut inputs: Vec<(String, PathBuf)> = hostile_inputs(problem.name)
            .into_iter()
            .map(|(name, bytes)| {
                let path = dir.join(format!("{}-{name}.in", problem.name));
                std::fs::write(&path, bytes).unwrap();
                (name, path)
            })
            .collect();
        inputs.push(("a-folder".to_string(), PathBuf::from("/")));
        for (name, input) in inputs {
            let by_cargo = run_on(&cargo, &input);
            assert_ne!(by_cargo.status, Some(101), "{} on {name}", problem.name);
            assert!(
                by_cargo.stderr.len() < 1024,
                "{} on {name}: {} bytes of stderr",
                problem.name,
                by_cargo.stderr.len()
            );
            if let Shape::Function { .. } = shape {
                continue;
            }
            let by_bundle = run_on(&exe, &input);
            compared += 1;
            if by_cargo != by_bundle {
                differences.push(format!(
                    "{} on {name}: cargo {:?} {:?}, bundle {:?} {:?}",
                    problem.name,
                    by_cargo.status,
                    head(&by_cargo.stderr),
                    by_bundle.status,
                    head(&by_bundle.stderr)
                ));
            }
        }
    }
    assert!(
        differences.is_empty(),
        "{compared} runs compared:\n{}",
        differences.join("\n")
    );
}

/// The meters the judge runner has on this machine: `/proc` sampled while the program runs,
/// always, and the kernel's own peak through GNU time where it is installed (where it is not,
/// said once on the tests' real stderr, which the harness does not capture).
fn meters() -> Vec<Meter> {
    static NOTE: Once = Once::new();
    let mut meters = vec![Meter::Sampled];
    match Meter::detect() {
        Meter::Sampled => NOTE.call_once(|| {
            let _ = writeln!(
                std::io::stderr(),
                "note: GNU time is not at /usr/bin/time (or {}=sampled): the programs' peak \
                 memory is sampled from /proc only, and the kernel's exact peak is not tested; \
                 install GNU time (Debian: `apt-get install time`) to test both",
                measure::METER_VARIABLE
            );
        }),
        gnu => meters.push(gnu),
    }
    meters
}

/// The peak resident memory of `program` on `input`, in KiB, by `meter`.
fn peak_kib(program: &Path, input: &Path, meter: &Meter) -> u64 {
    let limits = Limits {
        cpu: Duration::from_secs(60),
        wall: Duration::from_secs(120),
        memory_kib: 4 << 20,
        output_bytes: 1 << 20,
    };
    let run = measure::run(program, &[], input, limits, meter, &mut |_| {})
        .unwrap_or_else(|e| panic!("cannot run {}: {e}", program.display()));
    run.peak_kib
        .unwrap_or_else(|| panic!("no peak measured for {}", program.display()))
}

#[test]
fn a_huge_bad_token_costs_memory_in_proportion_to_the_input() {
    const INPUT_BYTES: usize = 16 << 20;
    let input = scratch().join("huge-ctrl.in");
    std::fs::write(&input, vec![1u8; INPUT_BYTES]).unwrap();
    let meters = meters();
    for problem in PROBLEMS {
        let program = cargo_built(problem.name);
        let ran = run_on(&program, &input);
        let start = head(&ran.stderr);
        assert_eq!(ran.status, Some(1), "{}: {start}", problem.name);
        assert!(
            ran.stderr.len() < 1024,
            "{}: {} bytes of stderr: {start}…",
            problem.name,
            ran.stderr.len()
        );
        // A program that reads tokens quotes the start of the bad one and tells its length; one
        // that reads characters (leetcode37) quotes the one character it could not take.
        let quoted_token = ran.stderr.contains(&format!("… ({INPUT_BYTES} bytes)"));
        let quoted_char = ran.stderr.ends_with("found '\\x01'\n");
        assert!(quoted_token || quoted_char, "{}: {start}", problem.name);
        // The input is read whole, once; a message as long as the input (or five times as
        // long, escaped) would come on top of it.
        for meter in &meters {
            let kib = peak_kib(&program, &input, meter);
            assert!(
                kib < (INPUT_BYTES as u64 / 1024) * 3 / 2 + 8 * 1024,
                "{}: {kib} KiB for {INPUT_BYTES} bytes of input ({})",
                problem.name,
                meter.describe()
            );
        }
    }
}

/// Runs `stress` on `problem` against a planted program: the problem's own, but answering
/// `nonsense` when the shell test `bug` holds of its input (in `$in`); from a folder of its own
/// named `name`, with `args` after the problem. Returns the report, which must say it failed,
/// and the folder the failure was written to.
fn stress_planted(problem: &Problem, name: &str, bug: &str, args: &[&str]) -> (String, PathBuf) {
    let program = cargo_built(problem.name);
    let dir = testkit::scratch::fresh(name);
    let body = format!(
        "#!/bin/sh\nin=$(cat)\nif {bug}; then echo nonsense; exit 0; fi\n\
         printf '%s\\n' \"$in\" | '{}'\n",
        program.display()
    );
    std::fs::write(dir.join("planted.sh"), body).unwrap();
    let out = dir.join("found");
    // Run from the planted program's folder, which its relative path names.
    let o = Command::new(program.with_file_name("stress"))
        .current_dir(&dir)
        .arg(problem.name)
        .args(["--program", "sh planted.sh"])
        .args(args)
        .arg("--out")
        .arg(&out)
        .output()
        .expect("stress runs");
    let report = String::from_utf8_lossy(&o.stdout).into_owned();
    let stderr = String::from_utf8_lossy(&o.stderr);
    assert_eq!(o.status.code(), Some(1), "{report}{stderr}");
    (report, out)
}

/// `stress` finds a planted bug within its count and shrinks the input: a program that is the
/// problem's own but answers nonsense when its input holds the byte `4` (a given, in a format
/// of digits), on the first problem of the catalog whose inputs are puzzles.
#[test]
fn stress_finds_a_planted_bug_and_shrinks_the_input() {
    let problem = PROBLEMS
        .iter()
        .find(|p| p.input.puzzles().is_some())
        .expect("a problem that takes puzzles");
    let bug = "printf '%s' \"$in\" | grep -q 4";
    let (report, out) = stress_planted(
        problem,
        "stress-test",
        bug,
        &["--seed", "3", "--count", "50"],
    );
    // "shrunk from B bytes (P puzzle(s), G givens) to B' bytes (P' puzzle(s), G' givens)".
    let numbers: Vec<usize> = report
        .split("shrunk from ")
        .nth(1)
        .expect("a shrink line")
        .split(|c: char| !c.is_ascii_digit())
        .filter(|w| !w.is_empty())
        .take(6)
        .map(|w| w.parse().unwrap())
        .collect();
    let (before, after) = ((numbers[1], numbers[2]), (numbers[4], numbers[5]));
    assert!(
        after < before,
        "{:?} not below {:?}: {}",
        after,
        before,
        report
    );
    // The input written still fails: the planted program's answer is refused against ours.
    let input = std::fs::read(out.join("input.in")).unwrap();
    let ours = std::fs::read(out.join("expected.out")).unwrap();
    let theirs = std::fs::read(out.join("actual.out")).unwrap();
    assert!(input.contains(&b'4'), "{}", String::from_utf8_lossy(&input));
    assert!(problem.judge.compare.judge(&input, &ours, &theirs).is_err());
    let ran = Command::new(cargo_built(problem.name))
        .stdin(File::open(out.join("input.in")).unwrap())
        .output()
        .unwrap();
    assert_eq!(ran.stdout, ours);
    std::fs::remove_dir_all(out.parent().expect("the run's folder")).unwrap();
}

/// `stress` shrinks a problem's own input to smaller cases: a program that is the problem's own
/// but answers nonsense on any input of 40 bytes or more fails on a generated input, and the
/// input written is of smaller cases and still fails; on the first problem of the catalog
/// whose own inputs come in sizes, a kilobyte or more at the largest.
#[test]
fn stress_shrinks_a_problem_s_own_input_to_smaller_cases() {
    let sized = |p: &&Problem| {
        let Some(own) = p.input.own() else {
            return false;
        };
        let write = |size| {
            let mut text = Vec::new();
            (own.write)(&mut text, 1, 1, size).map(|()| text).unwrap()
        };
        // Large enough to fail the planted program, and smaller at a smaller size.
        write(usize::MAX).len() >= 1000 && write(usize::MAX) != write(4)
    };
    let problem = PROBLEMS
        .iter()
        .find(sized)
        .expect("a problem whose own inputs come in sizes");
    let bug = "[ ${#in} -ge 40 ]";
    let (report, out) = stress_planted(problem, "stress-sizes", bug, &["--count", "5"]);
    let size: usize = report
        .split(" at most)")
        .next()
        .and_then(|head| head.rsplit("of size ").next())
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("no smaller size in the report: {report}"));
    let input = std::fs::read(out.join("input.in")).unwrap();
    let ours = std::fs::read(out.join("expected.out")).unwrap();
    let theirs = std::fs::read(out.join("actual.out")).unwrap();
    assert!(
        size < 40 && input.len() >= 40,
        "size {size}, {} bytes: {report}",
        input.len()
    );
    assert!(problem.judge.compare.judge(&input, &ours, &theirs).is_err());
    std::fs::remove_dir_all(out.parent().expect("the run's folder")).unwrap();
}

/// Copies the files of `from` into `to`, folders and all, but for `target` folders.
fn copy_tree(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).expect("a writable folder");
    for entry in std::fs::read_dir(from).expect("a readable folder") {
        let path = entry.expect("a folder entry").path();
        let name = path.file_name().expect("a name");
        if path.is_dir() {
            if name != "target" {
                copy_tree(&path, &to.join(name));
            }
        } else {
            std::fs::copy(&path, to.join(name)).expect("a copy");
        }
    }
}

/// A tool takes its workspace from where it runs, never from where it was built: in a copy of
/// the checkout (its sources, the tools still built in the original's target folder, as after
/// `cp -r ws ws2`), `new`, `bundle` and `judge` act on the copy, and the original is untouched.
#[test]
fn the_tools_work_on_the_checkout_they_run_in() {
    let original = workspace_root();
    let copy = target_scratch("copied-checkout");
    std::fs::remove_dir_all(&copy).expect("an earlier copy removed");
    std::fs::create_dir_all(&copy).expect("a scratch folder");
    std::fs::copy(original.join("Cargo.toml"), copy.join("Cargo.toml")).expect("the manifest");
    for library in ["catalog", "solver", "spec", "textio"] {
        copy_tree(
            &original.join("crates").join(library),
            &copy.join("crates").join(library),
        );
    }
    // One problem with a case of the copy's own, which the original does not have.
    let judged = PROBLEMS[0].name;
    let cases = copy.join("problems").join(judged).join("cases");
    std::fs::create_dir_all(&cases).expect("a cases folder");
    std::fs::write(cases.join("only-in-the-copy.in"), "x\n").expect("a case");
    std::fs::write(cases.join("only-in-the-copy.out"), "x\n").expect("a case");
    let catalog = original.join("crates/catalog/Cargo.toml");
    let catalog_before = std::fs::read_to_string(&catalog).expect("the catalog's manifest");
    let new_problem = "copied_checkout_probe";
    let tool = |name: &str, args: &[&str]| {
        let output = Command::new(cargo_built(name))
            .args(args)
            .current_dir(copy.join("problems"))
            .output()
            .expect("the tool runs");
        let stderr = String::from_utf8_lossy(&output.stderr).into_owned();
        (
            output.status.code(),
            String::from_utf8_lossy(&output.stdout).into_owned(),
            stderr,
        )
    };

    let (status, _, stderr) = tool("scaffold", &[new_problem]);
    assert_eq!(status, Some(0), "{stderr}");
    assert!(copy
        .join("problems")
        .join(new_problem)
        .join("src/lib.rs")
        .is_file());
    let copied_catalog = std::fs::read_to_string(copy.join("crates/catalog/Cargo.toml")).unwrap();
    assert!(copied_catalog.contains(new_problem), "{copied_catalog}");

    let (status, stdout, stderr) = tool("bundle", &[new_problem]);
    assert_eq!(status, Some(0), "{stderr}");
    assert!(
        stdout.contains(&format!("mod {new_problem} {{")),
        "{stdout}"
    );

    let (status, stdout, stderr) = tool("judge", &["--program", "cat", judged]);
    assert_eq!(status, Some(0), "{stdout}{stderr}");
    assert!(stdout.contains("only-in-the-copy"), "{stdout}");
    assert!(stdout.contains("1 passed, 0 failed"), "{stdout}");

    assert!(!original.join("problems").join(new_problem).exists());
    assert_eq!(std::fs::read_to_string(&catalog).unwrap(), catalog_before);
    std::fs::remove_dir_all(&copy).expect("the copy is removed");
}

/// The words of a command line as `sh` splits them, quotes taken off, up to what the shell does
/// around the command (`>`, `<`, `|`, `&&`, `#`).
fn shell_words(line: &str) -> Vec<String> {
    let mut words = Vec::new();
    let (mut word, mut quote, mut started) = (String::new(), None, false);
    for c in line.chars() {
        match (quote, c) {
            (Some(q), c) if c == q => quote = None,
            (Some(_), c) => word.push(c),
            (None, '\'' | '"') => (quote, started) = (Some(c), true),
            (None, c) if c.is_whitespace() => {
                if started {
                    words.push(std::mem::take(&mut word));
                }
                started = false;
            }
            (None, c) => (word, started) = (word + &c.to_string(), true),
        }
    }
    if started {
        words.push(word);
    }
    let end = words
        .iter()
        .position(|w| [">", "<", "|", "&&", "#", "2>"].contains(&w.as_str()))
        .unwrap_or(words.len());
    words.truncate(end);
    words
}

/// The program `scripts/NAME` ends in: on the line that passes the arguments on (`"$@"`), the
/// `--bin`, else the `-p` of a `cargo run`, or the program run from `target/release`.
fn script_program(script: &str) -> Option<String> {
    let line = script.lines().find(|l| l.contains("\"$@\""))?;
    let words: Vec<&str> = line.split_whitespace().collect();
    let after = |flag: &str| {
        let at = words.iter().rposition(|w| *w == flag)?;
        words.get(at + 1).map(|w| w.to_string())
    };
    after("--bin").or_else(|| after("-p")).or_else(|| {
        let (_, name) = line.split_once("/release/")?;
        Some(name.split(['"', ' ']).next()?.to_string())
    })
}

/// Every command line of a tool that a README shows in a `sh` block (`scripts/…`, or a program
/// of `target/release`) parses: run with the tools' parse-only switch, it exits 0 and says
/// nothing, so no documented option or form is refused. Its files and values are not read.
#[test]
fn every_command_line_in_the_readmes_parses() {
    let root = workspace_root();
    let mut readmes = vec![root.join("README.md"), root.join(judge::table::PATH)];
    for folder in manifest::Workspace::new(&root).folders("crates") {
        let readme = root.join("crates").join(folder).join("README.md");
        if readme.is_file() {
            readmes.push(readme);
        }
    }
    let (mut failures, mut commands) = (String::new(), 0);
    for readme in &readmes {
        let text = std::fs::read_to_string(readme).expect("a README");
        let mut in_sh = false;
        let mut pending = String::new();
        for line in text.lines() {
            if line.starts_with("```") {
                in_sh = line == "```sh";
                continue;
            }
            if !in_sh {
                continue;
            }
            pending.push_str(line.trim_end_matches('\\'));
            if line.ends_with('\\') {
                continue;
            }
            let command = std::mem::take(&mut pending);
            let words = shell_words(&command);
            let Some(first) = words.first() else { continue };
            let program = if let Some(script) = first.strip_prefix("scripts/") {
                let text = std::fs::read_to_string(root.join("scripts").join(script))
                    .unwrap_or_else(|e| panic!("{}: {first}: {e}", readme.display()));
                script_program(&text)
                    .unwrap_or_else(|| panic!("scripts/{script}: no program it runs"))
            } else if let Some(name) = first.strip_prefix("target/release/") {
                name.to_string()
            } else {
                continue;
            };
            commands += 1;
            // `scripts/bench` passes the folder of the release programs first.
            let mut args: Vec<&str> = words[1..].iter().map(String::as_str).collect();
            if first == "scripts/bench" {
                args.splice(0..0, ["--bin-dir", "target/release"]);
            }
            let output = Command::new(cargo_built(&program))
                .args(&args)
                .env(cli::PARSE_ONLY, "1")
                .current_dir(&root)
                .output()
                .unwrap_or_else(|e| panic!("{}: `{command}`: {program}: {e}", readme.display()));
            if output.status.code() != Some(0) || !output.stderr.is_empty() {
                failures.push_str(&format!(
                    "{}: `{command}`: status {:?}: {}\n",
                    readme.display(),
                    output.status.code(),
                    head(&String::from_utf8_lossy(&output.stderr))
                ));
            }
        }
    }
    assert!(commands >= 10, "only {commands} command lines found");
    assert!(failures.is_empty(), "{failures}");
}
