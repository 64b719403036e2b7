//! The `judge` program as a user runs it, on a workspace made here: programs that are shell
//! scripts, and case folders with every way a case can be broken. Whatever cannot be judged is
//! reported for its problem, the others are judged, and the summary comes last. Its own output
//! failing (a full disk, a closed stdout) never makes it panic.

use std::fs::{self, File};
use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

/// A folder of this test binary's own.
fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("judge-cli-{}-{name}", std::process::id()));
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).unwrap();
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

/// `judge args` on the workspace at `root` (its release programs in `root/target/release`).
/// The target folder is named: a release-built judge would otherwise judge the programs beside
/// itself (`cargo test --release`).
fn judge(root: &Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_judge"))
        .args(args)
        .env("CARGO_MANIFEST_DIR", root.join("crates").join("judge"))
        .env("CARGO_TARGET_DIR", root.join("target"))
        .output()
        .expect("judge runs")
}

#[test]
fn what_cannot_be_judged_is_reported_per_problem_and_the_summary_comes_last() {
    let root = scratch("workspace");
    let release = root.join("target").join("release");
    let cases = |problem: &str| root.join("problems").join(problem).join("cases");
    for problem in ["acwing169", "algo847", "hdu5547"] {
        script(&release.join(problem), "exec cat");
    }
    // Writes until it is stopped.
    script(&release.join("lanqiao2012"), "exec yes");
    // poj3076 has cases and no program.

    // acwing169: no cases folder at all.
    let algo = cases("algo847");
    write(&algo.join("a.in"), "1\n");
    write(&algo.join("a.out"), "1\n");
    write(&algo.join("b.in"), "1\n");
    write(&algo.join("b.out"), "2\n");
    write(&algo.join("c.in"), "1\n");
    write(&algo.join("zlink.out"), "1\n");
    std::os::unix::fs::symlink(algo.join("nowhere.in"), algo.join("zlink.in")).unwrap();
    fs::create_dir_all(cases("hdu5547")).unwrap();
    write(&cases("lanqiao2012").join("s.in"), "y\n");
    write(&cases("lanqiao2012").join("s.out"), "y\n");
    write(&cases("poj3076").join("p.in"), "1\n");
    write(&cases("poj3076").join("p.out"), "1\n");

    let o = judge(
        &root,
        &["acwing169", "algo847", "hdu5547", "lanqiao2012", "poj3076"],
    );
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
        cases("acwing169").display()
    ));
    has("acwing169: not judged\n");
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
    has("algo847: 1/4 AC (1 WA, 2 not judged)\n");
    has(&format!(
        "no cases in {}: a problem is judged on at least one",
        cases("hdu5547").display()
    ));
    has("hdu5547: not judged\n");
    has("  s     OLE");
    has("lanqiao2012: 0/1 AC (1 OLE)\n");
    has(&format!(
        "{} not found: build it with",
        release.join("poj3076").display()
    ));
    has("poj3076: 0/1 AC (1 not judged)\n");
    fs::remove_dir_all(&root).unwrap();
}

#[test]
fn every_case_accepted_is_status_0_and_an_empty_folder_is_not() {
    let root = scratch("clean");
    script(&root.join("target/release/algo847"), "exec cat");
    let cases = root.join("problems/algo847/cases");
    write(&cases.join("a.in"), "1 2\n");
    write(&cases.join("a.out"), "1 2\n");
    let o = judge(&root, &["algo847"]);
    let stdout = String::from_utf8_lossy(&o.stdout);
    assert_eq!(o.status.code(), Some(0), "{stdout}");
    assert!(stdout.ends_with("\n1 passed, 0 failed\n"), "{stdout}");
    for file in ["a.in", "a.out"] {
        fs::remove_file(cases.join(file)).unwrap();
    }
    let o = judge(&root, &["algo847"]);
    let stdout = String::from_utf8_lossy(&o.stdout);
    assert_eq!(o.status.code(), Some(2), "{stdout}");
    assert!(
        stdout.ends_with("algo847: not judged\n\n0 passed, 0 failed, 1 not judged\n"),
        "{stdout}"
    );
    fs::remove_dir_all(&root).unwrap();
}

/// `judge args` with its stdout or stderr on `/dev/full`, where every write fails.
fn judge_into_full_disk(args: &[&str], stream: &str) -> Output {
    let full = || Stdio::from(File::create("/dev/full").expect("/dev/full"));
    let mut command = Command::new(env!("CARGO_BIN_EXE_judge"));
    command.args(args);
    match stream {
        "stdout" => command.stdout(full()).stderr(Stdio::piped()),
        _ => command.stdout(Stdio::piped()).stderr(full()),
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
