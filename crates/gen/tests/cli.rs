//! The `gen` program as a user runs it: exit status, usage on bad arguments, puzzles on stdout,
//! and every way its output can fail: a full disk, a closed pipe, a closed stdout.

use std::io::{BufRead, BufReader};
use std::path::Path;
use std::process::{Child, Command, Output, Stdio};
use std::sync::{mpsc, Mutex, PoisonError};

use catalog::Problem;
use solver::engine::Engine;
use solver::model::Geometry;
use solver::DancingLinks;
use spec::format::read_plain;

/// A problem whose input holds several puzzles.
fn many_per_input() -> &'static Problem {
    catalog::first(|p| p.input.puzzles().is_some_and(|f| f.most_puzzles >= 2))
        .expect("a problem with several puzzles per input")
}

use testkit::deadline::{wait_within, PROGRAM_LIMIT};
use testkit::streams::{dev_full, into_closed_pipe};

/// Held while a child starts: one at a time.
static STARTING: Mutex<()> = Mutex::new(());

/// Starts `command`; `Command::spawn` returns once the child's program has started.
fn start(command: &mut Command) -> Child {
    let _one_at_a_time = STARTING.lock().unwrap_or_else(PoisonError::into_inner);
    command.spawn().expect("the command starts")
}

/// Runs `command` (gen with `args`, or a shell that runs it) with its standard input closed,
/// under the deadline that stops a runaway.
fn run_gen(command: &mut Command, args: &[&str]) -> Output {
    let child = start(command.stdin(Stdio::null()));
    wait_within(child, &format!("gen {}", args.join(" ")), PROGRAM_LIMIT)
}

fn gen(args: &[&str]) -> (i32, String, String) {
    let out = run_gen(
        Command::new(env!("CARGO_BIN_EXE_gen"))
            .args(args)
            .stdout(Stdio::piped())
            .stderr(Stdio::piped()),
        args,
    );
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn bad_arguments_print_the_usage_and_exit_2() {
    let nine = Geometry::boxed(3, 3).unwrap();
    let not_nine = catalog::first(|p| {
        p.input
            .puzzles()
            .is_some_and(|f| f.grids.default_geometry() != Ok(nine.clone()))
    })
    .expect("a problem of another grid than 9×9");
    let single = catalog::first(|p| p.input.puzzles().is_some_and(|f| f.most_puzzles == 1))
        .expect("a problem of one puzzle per input");
    for args in [
        &["--nope"][..],
        &["3x3", "--format", not_nine.name],
        &["--format", single.name, "--count", "3"],
        &["3x3", "--givens"],
    ] {
        let (status, stdout, stderr) = gen(args);
        assert_eq!(status, 2, "{args:?}");
        assert_eq!(stdout, "", "{args:?}");
        assert!(stderr.starts_with("gen: "), "{args:?}: {stderr}");
        assert!(
            stderr.contains("\nusage: gen [GEOMETRY] [options]\n"),
            "{stderr}"
        );
    }
}

#[test]
fn help_goes_to_stdout() {
    let (status, stdout, stderr) = gen(&["--help"]);
    assert_eq!((status, stderr.as_str()), (0, ""));
    assert!(stdout.starts_with("usage: gen"));
}

#[test]
fn a_region_map_without_a_grid_fails_with_status_1() {
    let dir = testkit::scratch::fresh("gen-cli-map");
    let map = dir.join("map.txt");
    std::fs::write(&map, "01\n10\n").unwrap();
    let (status, stdout, stderr) = gen(&["--jigsaw", map.to_str().unwrap()]);
    let _ = std::fs::remove_dir_all(&dir);
    assert_eq!(status, 1);
    assert_eq!(stdout, "");
    assert_eq!(
        stderr,
        "gen: no complete grid of side 2 fits this region map\n"
    );
}

#[test]
fn puzzles_go_to_stdout() {
    let (status, stdout, stderr) = gen(&["2x2", "--count", "2", "--seed", "8"]);
    assert_eq!(status, 0, "{stderr}");
    assert!(stderr.starts_with("gen: 2 puzzle(s), "), "{stderr}");
    // Two boards, each with exactly one solution (counted by Dancing Links).
    let boards = read_plain(&stdout).expect("the plain format");
    assert_eq!(boards.len(), 2);
    for board in &boards {
        assert_eq!(board.geometry(), &Geometry::boxed(2, 2).unwrap());
        assert_eq!(DancingLinks::new().count_solutions(board, 2), 1, "{stdout}");
    }
    assert_ne!(boards[0], boards[1], "two puzzles, not one twice");
    // In a problem's format, the problem answers them.
    let problem = many_per_input();
    let (status, stdout, _) = gen(&["--format", problem.name, "--count", "2", "--seed", "8"]);
    assert_eq!(status, 0);
    let answered = spec::run::run_in_memory(problem.name, problem.solve, stdout.as_bytes());
    assert_eq!((answered.status, answered.stderr.as_str()), (0, ""));
    assert!(!answered.stdout.is_empty());
}

/// `gen args` with its stdout (or stderr) on `/dev/full`, where every write fails.
fn gen_into_full_disk(args: &[&str], stream: &str) -> Output {
    let mut command = Command::new(env!("CARGO_BIN_EXE_gen"));
    command.args(args);
    match stream {
        "stdout" => command.stdout(dev_full()).stderr(Stdio::piped()),
        _ => command.stdout(Stdio::piped()).stderr(dev_full()),
    };
    run_gen(&mut command, args)
}

/// `gen args` writing into a pipe whose reading end is closed before gen starts.
fn gen_into_closed_pipe(args: &[&str]) -> Output {
    let gen = Path::new(env!("CARGO_BIN_EXE_gen"));
    let what = format!("gen {}", args.join(" "));
    into_closed_pipe(gen, args, None, &what, PROGRAM_LIMIT)
}

/// `gen args` with its stdout closed (`>&-`).
fn gen_with_stdout_closed(args: &[&str]) -> Output {
    run_gen(
        Command::new("sh")
            .arg("-c")
            .arg("exec \"$0\" \"$@\" >&-")
            .arg(env!("CARGO_BIN_EXE_gen"))
            .args(args)
            .stdout(Stdio::piped())
            .stderr(Stdio::piped()),
        args,
    )
}

#[track_caller]
fn assert_fails_to_write(output: &Output, status: i32, message: &str) {
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(status), "{stderr}");
    assert!(!stderr.contains("panicked"), "{stderr}");
    assert!(stderr.contains(message), "{stderr}");
}

#[test]
fn a_stdout_that_cannot_be_written_fails_with_status_1() {
    for args in [&["--help"][..], &["2x2", "--count", "3"]] {
        let what = if args[0] == "--help" {
            "help"
        } else {
            "puzzles"
        };
        assert_fails_to_write(
            &gen_into_full_disk(args, "stdout"),
            1,
            &format!("gen: cannot write the {what}: No space left on device"),
        );
        assert_fails_to_write(
            &gen_into_closed_pipe(args),
            1,
            &format!("gen: cannot write the {what}: Broken pipe"),
        );
        assert_fails_to_write(
            &gen_with_stdout_closed(args),
            1,
            &format!("gen: cannot write the {what}: standard output is closed"),
        );
    }
}

#[test]
fn a_stderr_that_cannot_be_written_changes_only_what_is_seen() {
    let o = gen_into_full_disk(&["nosuchgeometry", "--count", "2"], "stderr");
    // A geometry of that name does not exist: the usage cannot be shown, the status says it.
    assert_eq!(o.status.code(), Some(2));
    let args = ["--format", many_per_input().name, "--count", "2"];
    let o = gen_into_full_disk(&args, "stderr");
    assert_eq!(o.status.code(), Some(0));
    assert_eq!(String::from_utf8_lossy(&o.stdout), gen(&args).1);
    let o = gen_into_full_disk(&["2x2", "--count", "50", "--progress"], "stderr");
    assert_eq!(o.status.code(), Some(0));
}

/// Runs `gen args` and reads `lines` lines of its stdout, then closes it: gen must have
/// written them while it was still running. A deadline fails the test if they never come, or if
/// gen does not end once they are read.
fn first_lines_then_close(args: &[&str], lines: usize) -> (Vec<String>, Output) {
    let mut child = start(
        Command::new(env!("CARGO_BIN_EXE_gen"))
            .args(args)
            .stdout(Stdio::piped())
            .stderr(Stdio::piped()),
    );
    let stdout = child.stdout.take().expect("a piped stdout");
    let (sent, received) = mpsc::channel();
    std::thread::spawn(move || {
        let read: Vec<String> = BufReader::new(stdout)
            .lines()
            .take(lines)
            .map(|l| l.expect("a line of text"))
            .collect();
        let _ = sent.send(read);
        // The reading end closes here.
    });
    let read = match received.recv_timeout(PROGRAM_LIMIT) {
        Ok(read) => read,
        Err(_) => {
            let _ = child.kill();
            let _ = child.wait();
            panic!(
                "gen {args:?} wrote fewer than {lines} lines in {} s",
                PROGRAM_LIMIT.as_secs()
            );
        }
    };
    // The stdout read is closed: gen must notice and end.
    let output = wait_within(child, &format!("gen {}", args.join(" ")), PROGRAM_LIMIT);
    (read, output)
}

#[test]
fn puzzles_are_written_as_they_are_made() {
    // The largest count there is: a program that made every puzzle before writing would never
    // write one. This one writes them as they come, and stops at the closed pipe.
    let (lines, o) = first_lines_then_close(&["3x3", "--count", "18446744073709551615"], 40);
    assert_eq!(lines.len(), 40);
    let regions: Vec<String> = (0..9)
        .map(|r| ["000111222", "333444555", "666777888"][r / 3].to_string())
        .collect();
    assert_eq!(lines[..9], regions[..]);
    assert_eq!(lines[18], "", "an empty line after the first puzzle");
    assert_eq!(lines[19..28], regions[..]);
    assert_fails_to_write(&o, 1, "gen: cannot write the puzzles: Broken pipe");
}

#[test]
fn progress_shows_the_count_and_the_rate() {
    let args = ["2x2", "--count", "200", "--progress"];
    let out = run_gen(
        Command::new(env!("CARGO_BIN_EXE_gen"))
            .args(args)
            .stdout(Stdio::piped())
            .stderr(Stdio::piped()),
        &args,
    );
    assert!(out.status.success());
    let stderr = String::from_utf8(out.stderr).unwrap();
    let lines: Vec<&str> = stderr.lines().collect();
    // Stderr is a pipe here: the first puzzle, then one line a second, the last, the summary.
    assert!(lines[0].starts_with("gen: 1 of 200 puzzles, "), "{stderr}");
    assert!(
        lines[lines.len() - 2].starts_with("gen: 200 of 200 puzzles, "),
        "{stderr}"
    );
    assert!(lines[lines.len() - 2].ends_with(" per second"), "{stderr}");
    assert!(
        lines[lines.len() - 1].starts_with("gen: 200 puzzle(s), "),
        "{stderr}"
    );
    // Without --progress and without a terminal, only the summary.
    let (_, _, quiet) = gen(&["2x2", "--count", "200"]);
    assert_eq!(quiet.lines().count(), 1, "{quiet}");
}

#[test]
fn options_the_format_does_not_take_are_refused() {
    let problem = catalog::first(|p| p.input.puzzles().is_some_and(|f| f.most_givens.is_some()))
        .expect("a problem that holds fewer givens than cells");
    let (most, _) = problem.input.puzzles().and_then(|f| f.most_givens).unwrap();
    let too_many = (most + 1).to_string();
    let (status, stdout, stderr) = gen(&["--format", problem.name, "--givens", &too_many]);
    assert_eq!((status, stdout.as_str()), (2, ""));
    assert!(
        stderr.starts_with(&format!("gen: {} takes 0 to {most} givens", problem.name)),
        "{stderr}"
    );
}
