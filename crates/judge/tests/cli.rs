//! The `judge` program as a user runs it, on a workspace made here: programs that are shell
//! scripts, and case folders with every way a case can be broken. Whatever cannot be judged is
//! reported for its problem, the others are judged, and the summary comes last. Its own output
//! failing (a full disk, a closed stdout) never makes it panic.

use std::fs;
use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

use catalog::PROBLEMS;
use judge::measure::{self, Meter, OUTPUT_MARGIN_BYTES};
use spec::judge::Compare;
use testkit::streams::dev_full;

mod probe;

/// A folder of this test binary's own.
fn scratch(name: &str) -> PathBuf {
    let dir = testkit::scratch::fresh(&format!("judge-cli-{name}"));
    // A workspace's root, as the judge finds it from the folder it runs in.
    fs::write(dir.join("Cargo.toml"), "[workspace]\n").unwrap();
    dir
}

fn write(path: &Path, text: &str) {
    fs::create_dir_all(path.parent().unwrap()).unwrap();
    fs::write(path, text).unwrap();
}

/// An executable shell script at `path`.
fn script(path: &Path, body: &str) {
    write(path, &format!("#!/bin/sh\n{body}\n"));
    fs::set_permissions(path, fs::Permissions::from_mode(0o755)).unwrap();
}

/// `judge args` run in the workspace at `root` (its release programs in `root/target/release`).
/// The target folder is named: a release-built judge would otherwise judge the programs beside
/// itself (`cargo test --release`).
fn judge(root: &Path, args: &[&str]) -> Output {
    judge_command(root, args).output().expect("judge runs")
}

/// The command of [`judge`], to be run as the caller likes.
fn judge_command(root: &Path, args: &[&str]) -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_judge"));
    command
        .args(args)
        .current_dir(root)
        .env("CARGO_TARGET_DIR", root.join("target"));
    command
}

/// The meters a `--program` run is tested under, as `JUDGE_METER` chooses them: the machine's
/// own (GNU time where it is installed) and the sampling meter, which sees only the process it
/// started, so that what it measures must be the command itself and not a shell around it.
const METERS: [Option<&str>; 2] = [None, Some("sampled")];

/// The command of `judge args` under `meter` (see [`METERS`]).
fn judge_metered_command(root: &Path, args: &[&str], meter: Option<&str>) -> Command {
    let mut command = judge_command(root, args);
    match meter {
        Some(meter) => command.env(measure::METER_VARIABLE, meter),
        None => command.env_remove(measure::METER_VARIABLE),
    };
    command
}

/// `judge args` under `meter` (see [`METERS`]).
fn judge_metered(root: &Path, args: &[&str], meter: Option<&str>) -> Output {
    judge_metered_command(root, args, meter)
        .output()
        .expect("judge runs")
}

#[test]
fn what_cannot_be_judged_is_reported_per_problem_and_the_summary_comes_last() {
    let root = scratch("workspace");
    // The catalog's first five problems, in its order, stand for any five.
    let [p0, p1, p2, p3, p4] = [0, 1, 2, 3, 4].map(|i| PROBLEMS[i].name);
    let release = root.join("target").join("release");
    let cases = |problem: &str| root.join("problems").join(problem).join("cases");
    for problem in [p0, p1, p2] {
        script(&release.join(problem), "exec cat");
    }
    // Writes until it is stopped.
    script(&release.join(p3), "exec yes");
    // The fifth has cases and no program.

    // The first: no cases folder at all.
    let algo = cases(p1);
    write(&algo.join("a.in"), "1\n");
    write(&algo.join("a.out"), "1\n");
    write(&algo.join("b.in"), "1\n");
    write(&algo.join("b.out"), "2\n");
    write(&algo.join("c.in"), "1\n");
    write(&algo.join("zlink.out"), "1\n");
    std::os::unix::fs::symlink(algo.join("nowhere.in"), algo.join("zlink.in")).unwrap();
    fs::create_dir_all(cases(p2)).unwrap();
    write(&cases(p3).join("s.in"), "y\n");
    write(&cases(p3).join("s.out"), "y\n");
    write(&cases(p4).join("p.in"), "1\n");
    write(&cases(p4).join("p.out"), "1\n");

    let o = judge(&root, &[p0, p1, p2, p3, p4]);
    let stdout = String::from_utf8_lossy(&o.stdout);
    let stderr = String::from_utf8_lossy(&o.stderr);
    assert_eq!(o.status.code(), Some(2), "{stdout}{stderr}");
    assert!(!stderr.contains("panicked"), "{stderr}");
    let lines: Vec<&str> = stdout.lines().collect();
    assert_eq!(
        lines.last(),
        Some(&"1 passed, 2 failed, 5 not judged"),
        "{stdout}"
    );
    let has = |fragment: &str| {
        assert!(
            stdout.contains(fragment),
            "{fragment:?} not in:\n{stdout}{stderr}"
        )
    };
    has(&format!(
        "      cannot read {}: No such file or directory",
        cases(p0).display()
    ));
    has(&format!("{p0}: not judged\n"));
    has(&format!(
        "not judged: {} has no expected output {}",
        algo.join("c.in").display(),
        algo.join("c.out").display()
    ));
    // The broken link is the case's fault, not the program's.
    has(&format!(
        "not judged: cannot read {}: it links to {}, which does not exist",
        algo.join("zlink.in").display(),
        algo.join("nowhere.in").display()
    ));
    assert!(!stdout.contains("cannot run"), "{stdout}");
    has(&format!("{p1}: 1/4 AC (1 WA, 2 not judged)\n"));
    has(&format!(
        "no cases in {}: a problem is judged on at least one",
        cases(p2).display()
    ));
    has(&format!("{p2}: not judged\n"));
    has("  s     OLE");
    has(&format!("{p3}: 0/1 AC (1 OLE)\n"));
    has(&format!(
        "{} not found: build it with",
        release.join(p4).display()
    ));
    has(&format!("{p4}: 0/1 AC (1 not judged)\n"));
    fs::remove_dir_all(&root).unwrap();
}

#[test]
fn every_case_accepted_is_status_0_and_an_empty_folder_is_not() {
    let root = scratch("clean");
    let name = PROBLEMS[0].name;
    script(&root.join("target/release").join(name), "exec cat");
    let cases = root.join("problems").join(name).join("cases");
    write(&cases.join("a.in"), "1 2\n");
    write(&cases.join("a.out"), "1 2\n");
    let o = judge(&root, &[name]);
    let stdout = String::from_utf8_lossy(&o.stdout);
    assert_eq!(o.status.code(), Some(0), "{stdout}");
    assert!(stdout.ends_with("\n1 passed, 0 failed\n"), "{stdout}");
    for file in ["a.in", "a.out"] {
        fs::remove_file(cases.join(file)).unwrap();
    }
    let o = judge(&root, &[name]);
    let stdout = String::from_utf8_lossy(&o.stdout);
    assert_eq!(o.status.code(), Some(2), "{stdout}");
    assert!(
        stdout.ends_with(&format!(
            "{name}: not judged\n\n0 passed, 0 failed, 1 not judged\n"
        )),
        "{stdout}"
    );
    fs::remove_dir_all(&root).unwrap();
}

/// `judge args` with its stdout or stderr on `/dev/full`, where every write fails.
fn judge_into_full_disk(args: &[&str], stream: &str) -> Output {
    let mut command = Command::new(env!("CARGO_BIN_EXE_judge"));
    command.args(args);
    match stream {
        "stdout" => command.stdout(dev_full()).stderr(Stdio::piped()),
        _ => command.stdout(Stdio::piped()).stderr(dev_full()),
    };
    command.output().expect("judge runs")
}

#[test]
fn its_own_output_failing_is_status_2_never_a_panic() {
    let o = judge_into_full_disk(&["--help"], "stdout");
    let stderr = String::from_utf8_lossy(&o.stderr);
    assert_eq!(o.status.code(), Some(2), "{stderr}");
    assert_eq!(
        stderr,
        "judge: cannot write the help: No space left on device (os error 28)\n"
    );
    let o = judge_into_full_disk(&["nosuch"], "stderr");
    assert_eq!(o.status.code(), Some(2));
    let o = Command::new("sh")
        .arg("-c")
        .arg("exec \"$0\" --help >&-")
        .arg(env!("CARGO_BIN_EXE_judge"))
        .output()
        .expect("sh runs");
    let stderr = String::from_utf8_lossy(&o.stderr);
    assert_eq!(o.status.code(), Some(2), "{stderr}");
    assert!(stderr.contains("standard output is closed"), "{stderr}");
}

/// The verdict of each case in a report of `judge`: the rows of its tables, by case name.
fn verdicts(stdout: &str) -> Vec<(String, String)> {
    const CODES: [&str; 7] = ["AC", "WA", "RE", "TLE", "MLE", "OLE", "CE"];
    stdout
        .lines()
        .filter_map(|line| {
            let mut words = line.split_whitespace();
            let (case, verdict) = (words.next()?, words.next()?);
            CODES
                .contains(&verdict)
                .then(|| (case.to_string(), verdict.to_string()))
        })
        .collect()
}

/// Each problem is judged under the limits its own `JUDGE` declares: a program just inside the
/// time, memory and output limits is accepted, one just outside is refused. The program is the
/// probe, told by the first line of each case what to do; the rest of the case is its answer.
/// The time limit is the tightest of the catalog's; the output limit is tried where trailing
/// empty lines do not count, so that a right answer can be as long as the limit.
#[test]
fn the_limits_each_judge_declares_hold_from_both_sides() {
    let root = scratch("limits");
    let release = root.join("target").join("release");
    let program = |name: &str| {
        let probe = probe::probe().display().to_string();
        script(
            &release.join(name),
            &format!("read mode arg\nexec '{probe}' \"$mode\" \"$arg\""),
        );
    };
    let case = |problem: &str, name: &str, command: &str| {
        let cases = root.join("problems").join(problem).join("cases");
        write(
            &cases.join(format!("{name}.in")),
            &format!("{command}\nok\n"),
        );
        write(&cases.join(format!("{name}.out")), "ok\n");
    };

    // Judges that compare bytes, so that the probe's `ok` is a right answer; the tightest time
    // limit, and apart from it the tightest memory limit (whose allocation takes little time).
    let compared = || {
        PROBLEMS
            .iter()
            .filter(|p| !matches!(p.judge.compare, Compare::Checker(_)))
    };
    let tightest = compared()
        .min_by_key(|p| p.judge.time_limit_ms)
        .expect("a problem");
    let smallest = compared()
        .filter(|p| p.name != tightest.name)
        .min_by_key(|p| p.judge.memory_limit_kib)
        .expect("another problem");
    let (ms, mib) = (
        tightest.judge.time_limit_ms,
        smallest.judge.memory_limit_kib / 1024,
    );
    program(tightest.name);
    program(smallest.name);
    // Wall time stands in for CPU time: a quarter of the limit cannot use the whole of it, and
    // twice the limit reaches it unless the wall limit (twice plus a second) comes first.
    case(
        tightest.name,
        "time-inside",
        &format!("spin-then-echo {}", ms / 4),
    );
    case(
        tightest.name,
        "time-outside",
        &format!("spin-then-echo {}", ms * 2),
    );
    case(
        smallest.name,
        "memory-inside",
        &format!("alloc-then-echo {}", mib - 16),
    );
    case(
        smallest.name,
        "memory-outside",
        &format!("alloc-then-echo {}", mib + 16),
    );

    let padded = PROBLEMS
        .iter()
        .find(|p| {
            p.judge.compare.ignored_at_end(b'\n')
                && ![tightest.name, smallest.name].contains(&p.name)
        })
        .expect("a judge that ignores trailing empty lines");
    program(padded.name);
    case(padded.name, "one-empty-line", "echo-then-pad 1");
    let margin = OUTPUT_MARGIN_BYTES;
    case(
        padded.name,
        "output-inside",
        &format!("echo-then-pad {margin}"),
    );
    case(
        padded.name,
        "output-outside",
        &format!("echo-then-pad {}", margin + 1),
    );

    let o = judge(&root, &[tightest.name, smallest.name, padded.name]);
    let stdout = String::from_utf8_lossy(&o.stdout);
    let expected = [
        ("memory-inside", "AC"),
        ("memory-outside", "MLE"),
        ("time-inside", "AC"),
        ("time-outside", "TLE"),
        ("one-empty-line", "AC"),
        ("output-inside", "AC"),
        ("output-outside", "OLE"),
    ];
    let mut expected: Vec<(String, String)> = expected
        .iter()
        .map(|(case, verdict)| (case.to_string(), verdict.to_string()))
        .collect();
    // Three problems, printed in the catalog's order: the verdicts as a set.
    let mut found = verdicts(&stdout);
    found.sort();
    expected.sort();
    assert_eq!(found, expected, "{stdout}");
    assert_eq!(o.status.code(), Some(1), "{stdout}");
    fs::remove_dir_all(&root).unwrap();
}

/// Which limit [`tightest_with_one_case`] looks at first.
#[derive(Clone, Copy)]
enum Tightest {
    Time,
    Memory,
}

/// The problem compared by bytes with the tightest limits, `first` the one that decides, given
/// one case in the workspace at `root`: `ok` in, `ok` out. A verdict earned on one limit is
/// asked of the problem tightest in it, so that the other limit cannot come first.
fn tightest_with_one_case(root: &Path, first: Tightest) -> &'static catalog::Problem {
    let problem = PROBLEMS
        .iter()
        .filter(|p| !matches!(p.judge.compare, Compare::Checker(_)))
        .min_by_key(|p| {
            let (time, memory) = (p.judge.time_limit_ms, p.judge.memory_limit_kib);
            match first {
                Tightest::Time => (time, memory),
                Tightest::Memory => (memory, time),
            }
        })
        .expect("a problem compared by bytes");
    let cases = root.join("problems").join(problem.name).join("cases");
    write(&cases.join("ok.in"), "ok\n");
    write(&cases.join("ok.out"), "ok\n");
    problem
}

/// `--program` judges any command line, run by `sh` in the current folder, on one problem's
/// cases under its limits and comparison, its checker included: each verdict from a small
/// program written to earn it.
#[test]
fn any_command_line_is_judged_with_program() {
    use spec::judge::Compare;
    let root = scratch("program");
    let probe = probe::probe().display().to_string();
    let bytes = tightest_with_one_case(&root, Tightest::Time);
    let small = tightest_with_one_case(&root, Tightest::Memory);
    let checked = PROBLEMS
        .iter()
        .find(|p| matches!(p.judge.compare, Compare::Checker(_)))
        .expect("a problem with a checker");
    // One real case of the checked problem: its expected answer is one the checker accepts.
    let real = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../problems")
        .join(checked.name)
        .join("cases");
    let case = judge::cases::cases_in(&real).unwrap().remove(0);
    let cases = root.join("problems").join(checked.name).join("cases");
    fs::create_dir_all(&cases).unwrap();
    fs::copy(&case.input, cases.join("real.in")).unwrap();
    fs::copy(&case.expected, cases.join("real.out")).unwrap();
    let expected = cases.join("real.out").display().to_string();

    let (ms, mib) = (
        bytes.judge.time_limit_ms,
        small.judge.memory_limit_kib / 1024,
    );
    let rows = [
        (bytes.name, format!("'{probe}' echo"), "AC"),
        (bytes.name, "echo no".to_string(), "WA"),
        (bytes.name, "exit 3".to_string(), "RE"),
        (
            bytes.name,
            format!("'{probe}' spin-then-echo {}", ms * 2),
            "TLE",
        ),
        (
            small.name,
            format!("'{probe}' alloc-then-echo {}", mib + 16),
            "MLE",
        ),
        (checked.name, format!("cat '{expected}'"), "AC"),
        (checked.name, "echo x".to_string(), "WA"),
    ];
    for meter in METERS {
        for (problem, command, verdict) in &rows {
            let o = judge_metered(&root, &["--program", command, problem], meter);
            let stdout = String::from_utf8_lossy(&o.stdout);
            let got: Vec<String> = verdicts(&stdout).into_iter().map(|(_, v)| v).collect();
            assert_eq!(got, [*verdict], "meter {meter:?}, {command}: {stdout}");
            assert_eq!(
                o.status.code(),
                Some(if *verdict == "AC" { 0 } else { 1 }),
                "meter {meter:?}, {command}: {stdout}"
            );
            assert!(
                stdout.contains(&format!("the command `{command}`")),
                "{stdout}"
            );
            // The variable chooses the meter, whatever the machine has.
            if meter == Some("sampled") {
                assert!(stdout.contains(&Meter::Sampled.describe()), "{stdout}");
            }
        }
    }
    // One problem, and not with --bundle.
    for args in [
        &["--program", "true"][..],
        &["--program", "true", bytes.name, checked.name],
        &["--bundle", "--program", "true", bytes.name],
        &["--program"],
    ] {
        assert_eq!(judge(&root, args).status.code(), Some(2), "{args:?}");
    }
    fs::remove_dir_all(&root).unwrap();
}

/// A command that never ends is killed at the wall limit, under either meter, and nothing of it
/// is left running: the command takes the shell's place, so the process killed is the program
/// itself, not a shell that would leave it orphaned (and the judge waiting for its output).
#[test]
fn a_command_that_never_ends_is_killed_and_leaves_no_process_behind() {
    let root = scratch("never-ends");
    let probe = probe::probe().display().to_string();
    let problem = tightest_with_one_case(&root, Tightest::Time);
    // The judge's wall limit is twice the time limit and a second: the sleeper outlives it
    // many times over.
    let sleep_ms = 20 * (2 * problem.judge.time_limit_ms + 1000);
    for (k, meter) in METERS.into_iter().enumerate() {
        let alive = root.join(format!("still-alive-{k}"));
        let command = format!("'{probe}' sleep {sleep_ms} '{}'", alive.display());
        let mut run = judge_metered_command(&root, &["--program", &command, problem.name], meter);
        run.stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped());
        let what = format!("judge --program under meter {meter:?}");
        let limit = std::time::Duration::from_millis(sleep_ms * 3 / 4);
        let o = testkit::deadline::run_within(&mut run, &what, limit);
        let stdout = String::from_utf8_lossy(&o.stdout);
        let got: Vec<String> = verdicts(&stdout).into_iter().map(|(_, v)| v).collect();
        assert_eq!(got, ["TLE"], "meter {meter:?}: {stdout}");
        let marker = alive.display().to_string();
        let left: Vec<String> = fs::read_dir("/proc")
            .unwrap()
            .filter_map(|entry| fs::read(entry.ok()?.path().join("cmdline")).ok())
            .map(|line| String::from_utf8_lossy(&line).replace('\0', " "))
            .filter(|line| line.contains(&marker))
            .collect();
        assert!(
            left.is_empty(),
            "meter {meter:?}: the program outlived its judging: {left:?}"
        );
        assert!(!alive.exists(), "meter {meter:?}: the sleeper woke up");
    }
    fs::remove_dir_all(&root).unwrap();
}

/// `problems/README.md` is what `judge --table` makes of the catalog today: a problem added,
/// or a judge's fact changed, without the table made again fails here.
#[test]
fn the_problems_readme_is_the_table_the_catalog_makes() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let out = judge(&root, &["--table"]);
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let kept = fs::read_to_string(root.join(judge::table::PATH)).expect("problems/README.md");
    assert!(
        kept == String::from_utf8_lossy(&out.stdout),
        "{} is not what the catalog says: run `scripts/judge --table > {}`",
        judge::table::PATH,
        judge::table::PATH
    );
    for problem in PROBLEMS {
        assert!(
            kept.contains(&format!("| `{}` |", problem.name)),
            "{}",
            problem.name
        );
    }
}
