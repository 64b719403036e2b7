//! The runner against real processes: a small program, compiled here with `rustc`, that echoes,
//! sleeps, spins, fails or allocates on request, judged under small limits with every meter this
//! machine has.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::OnceLock;
use std::thread;
use std::time::{Duration, Instant};

use judge::measure::{self, Ending, Limits, Meter, Run};
use judge::verdict::{self, Verdict};
use textio::judge::Compare;

/// The probe program: its first argument says what to do.
const PROBE: &str = r#"
use std::io::{Read, Write};
use std::time::Duration;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let number = |i: usize| args[i].parse::<u64>().expect("a number");
    match args[0].as_str() {
        // Copies stdin to stdout.
        "echo" => {
            let mut input = Vec::new();
            std::io::stdin().read_to_end(&mut input).unwrap();
            std::io::stdout().write_all(&input).unwrap();
        }
        // Sleeps `ms`, then creates the file `marker` (proof that it was not killed).
        "sleep" => {
            std::thread::sleep(Duration::from_millis(number(1)));
            std::fs::write(&args[2], "still alive").unwrap();
        }
        // Writes lines of `A` until it is stopped.
        "spew" => {
            let block = "A\n".repeat(32 << 10);
            let mut out = std::io::stdout().lock();
            while out.write_all(block.as_bytes()).is_ok() {}
        }
        // Computes forever.
        "spin" => {
            let mut x = 1u64;
            loop {
                x = std::hint::black_box(x.wrapping_mul(6364136223846793005).wrapping_add(1));
            }
        }
        "exit" => {
            eprintln!("first line");
            eprintln!("giving up on purpose");
            std::process::exit(number(1) as i32);
        }
        "abort" => std::process::abort(),
        // Touches every page of `mib` MiB, holds them `ms`, prints how many pages it touched.
        "alloc" => {
            let mut block = vec![0u8; (number(1) as usize) << 20];
            for i in (0..block.len()).step_by(4096) {
                block[i] = 1;
            }
            std::hint::black_box(&mut block);
            std::thread::sleep(Duration::from_millis(number(2)));
            let pages: u64 = block.iter().step_by(4096).map(|&b| u64::from(b)).sum();
            println!("{pages}");
        }
        other => panic!("unknown mode {other}"),
    }
}
"#;

/// A folder of this test binary's own, for the probe and the case files.
fn scratch() -> &'static Path {
    static DIR: OnceLock<PathBuf> = OnceLock::new();
    DIR.get_or_init(|| {
        let dir = std::env::temp_dir().join(format!("judge-tests-{}", std::process::id()));
        fs::create_dir_all(&dir).unwrap();
        dir
    })
}

/// The probe program, compiled once.
fn probe() -> &'static Path {
    static PROGRAM: OnceLock<PathBuf> = OnceLock::new();
    PROGRAM.get_or_init(|| {
        let source = scratch().join("probe.rs");
        let program = scratch().join("probe");
        fs::write(&source, PROBE).unwrap();
        let rustc = std::env::var_os("RUSTC").unwrap_or_else(|| "rustc".into());
        let status = Command::new(rustc)
            .args(["--edition", "2021", "-O"])
            .arg(&source)
            .arg("-o")
            .arg(&program)
            .status()
            .expect("rustc runs");
        assert!(status.success(), "the probe compiles");
        program
    })
}

/// A file holding `text`, named after `name`.
fn file(name: &str, text: &str) -> PathBuf {
    let path = scratch().join(name);
    fs::write(&path, text).unwrap();
    path
}

/// GNU time, the meter `scripts/judge` prefers. Its absence fails the test that needs it, with
/// how to install it, rather than passing on the sampling meter alone.
fn gnu_time() -> Meter {
    match Meter::detect() {
        gnu @ Meter::GnuTime(_) => gnu,
        Meter::Sampled => panic!(
            "GNU time is not at /usr/bin/time, so its memory meter cannot be tested: \
             install it (Debian: `apt-get install time`)"
        ),
    }
}

/// Both meters: sampling from /proc, and GNU time.
fn meters() -> Vec<Meter> {
    vec![Meter::Sampled, gnu_time()]
}

const ROOMY: Limits = Limits {
    cpu: Duration::from_secs(5),
    wall: Duration::from_secs(20),
    memory_kib: 256 * 1024,
    output_bytes: 64 << 20,
};

/// A run of the probe, and the output it was handed.
fn run_with_output(args: &[&str], input: &Path, limits: Limits, meter: &Meter) -> (Run, Vec<u8>) {
    let mut stdout = Vec::new();
    let run = measure::run(probe(), args, input, limits, meter, &mut |piece| {
        stdout.extend_from_slice(piece)
    })
    .expect("the probe runs");
    assert_eq!(run.stdout_bytes, stdout.len() as u64);
    (run, stdout)
}

fn run(args: &[&str], input: &Path, limits: Limits, meter: &Meter) -> Run {
    run_with_output(args, input, limits, meter).0
}

/// The verdict on a run of the probe whose output is compared with `expected` as it comes.
fn judged(
    args: &[&str],
    input: &Path,
    limits: Limits,
    meter: &Meter,
    compare: Compare,
    expected: &str,
) -> (Verdict, Run) {
    verdict::judge_run(
        probe(),
        args,
        input,
        limits,
        meter,
        compare,
        expected.as_bytes(),
    )
    .expect("the probe runs")
}

#[test]
fn a_right_answer_is_accepted_and_a_wrong_one_names_its_line() {
    let input = file("letters.in", "A\nB\nC\nD\n");
    for meter in meters() {
        let (r, stdout) = run_with_output(&["echo"], &input, ROOMY, &meter);
        assert_eq!(r.ending, Ending::Exited(0), "{meter:?}");
        assert_eq!(stdout, b"A\nB\nC\nD\n");
        let compare = Compare::Exact;
        let (accepted, _) = judged(&["echo"], &input, ROOMY, &meter, compare, "A\nB\nC\nD\n");
        assert_eq!(accepted, Verdict::Accepted);

        let (wrong, _) = judged(&["echo"], &input, ROOMY, &meter, compare, "A\nB\nX\nD\n");
        assert_eq!(wrong.code(), "WA");
        assert_eq!(
            wrong.detail().unwrap(),
            r#"line 3: expected "X", got "C""#,
            "{meter:?}"
        );
    }
}

#[test]
fn each_comparison_mode_is_applied_to_the_output() {
    let input = file("modes.in", "A B \nC D \n\n");
    let verdict = |compare, expected: &str| {
        judged(&["echo"], &input, ROOMY, &Meter::Sampled, compare, expected).0
    };
    assert_eq!(verdict(Compare::Exact, "A B \nC D \n\n"), Verdict::Accepted);
    assert_eq!(verdict(Compare::Exact, "A B\nC D\n").code(), "WA");
    assert_eq!(
        verdict(Compare::IgnoreTrailingEmptyLines, "A B \nC D \n"),
        Verdict::Accepted
    );
    assert_eq!(
        verdict(Compare::IgnoreTrailingSpaces, "A B\nC D\n\n"),
        Verdict::Accepted
    );
    let wa = verdict(Compare::IgnoreTrailingSpaces, "A B\nC D\n");
    assert_eq!(
        wa.detail().unwrap(),
        r#"line 3: expected the end of the output, got """#
    );
}

#[test]
fn output_past_the_limit_is_stopped_as_ole() {
    let limits = Limits {
        output_bytes: 1 << 20,
        ..ROOMY
    };
    let empty = file("spew.in", "");
    for meter in meters() {
        let (r, handed) = {
            let mut handed = 0u64;
            let r = measure::run(probe(), &["spew"], &empty, limits, &meter, &mut |piece| {
                handed += piece.len() as u64
            })
            .expect("the probe runs");
            (r, handed)
        };
        assert_eq!(r.ending, Ending::KilledForOutput, "{meter:?}");
        assert!(r.stdout_bytes > limits.output_bytes, "{meter:?}");
        // What was handed on stops at the limit: nothing holds more.
        assert_eq!(handed, limits.output_bytes, "{meter:?}");
        let (verdict, _) = judged(&["spew"], &empty, limits, &meter, Compare::Exact, "A\n");
        assert_eq!(verdict, Verdict::OutputLimitExceeded, "{meter:?}");
        assert_eq!(verdict.to_string(), "OLE");
    }
    // Output up to the limit exactly is judged as usual.
    let exactly = file("exactly.in", &"A\n".repeat(1 << 19));
    let (verdict, r) = judged(
        &["echo"],
        &exactly,
        limits,
        &Meter::Sampled,
        Compare::Exact,
        &"A\n".repeat(1 << 19),
    );
    assert_eq!((verdict, r.stdout_bytes), (Verdict::Accepted, 1 << 20));
}

#[test]
fn an_input_that_cannot_be_read_is_named() {
    let missing = scratch().join("missing.in");
    let err = measure::run(
        probe(),
        &["echo"],
        &missing,
        ROOMY,
        &Meter::Sampled,
        &mut |_| {},
    )
    .unwrap_err();
    assert!(
        err.to_string()
            .starts_with(&format!("cannot read {}: ", missing.display())),
        "{err}"
    );
}

#[test]
fn a_sleeper_is_killed_at_the_wall_limit() {
    let limits = Limits {
        cpu: Duration::from_millis(100),
        wall: Duration::from_millis(200),
        memory_kib: 256 * 1024,
        output_bytes: 1 << 20,
    };
    let empty = file("sleep.in", "");
    for (i, meter) in meters().into_iter().enumerate() {
        let marker = scratch().join(format!("sleeper-{i}-survived"));
        let start = Instant::now();
        let r = run(
            &["sleep", "1000", marker.to_str().unwrap()],
            &empty,
            limits,
            &meter,
        );
        assert_eq!(r.ending, Ending::KilledForTime, "{meter:?}");
        assert!(r.wall >= limits.wall, "{meter:?}: {:?}", r.wall);
        assert_eq!(Verdict::of(&r, limits, Ok(())).code(), "TLE");
        // Had it not been killed, it would write its marker at 1 s.
        thread::sleep(Duration::from_millis(1300).saturating_sub(start.elapsed()));
        assert!(!marker.exists(), "{meter:?}: the sleeper outlived its kill");
    }
}

#[test]
fn a_spinner_is_killed_at_the_cpu_limit() {
    let limits = Limits {
        cpu: Duration::from_millis(200),
        wall: Duration::from_secs(30),
        memory_kib: 256 * 1024,
        output_bytes: 1 << 20,
    };
    let empty = file("spin.in", "");
    for meter in meters() {
        let r = run(&["spin"], &empty, limits, &meter);
        assert_eq!(r.ending, Ending::KilledForTime, "{meter:?}");
        assert!(r.cpu >= limits.cpu, "{meter:?}: {:?}", r.cpu);
        assert!(r.wall < limits.wall, "{meter:?}: killed by the CPU limit");
        assert_eq!(Verdict::of(&r, limits, Ok(())).code(), "TLE");
    }
}

#[test]
fn a_non_zero_exit_or_a_signal_is_a_runtime_error() {
    let empty = file("exit.in", "");
    for meter in meters() {
        let r = run(&["exit", "3"], &empty, ROOMY, &meter);
        assert_eq!(r.ending, Ending::Exited(3), "{meter:?}");
        let verdict = Verdict::of(&r, ROOMY, Ok(()));
        assert_eq!(verdict.code(), "RE");
        assert_eq!(
            verdict.detail().unwrap(),
            "exit status 3, stderr ends with:\nfirst line\ngiving up on purpose"
        );

        let r = run(&["abort"], &empty, ROOMY, &meter);
        assert_eq!(r.ending, Ending::Signalled(6), "{meter:?}");
        let verdict = Verdict::of(&r, ROOMY, Ok(()));
        assert_eq!(
            verdict.detail().unwrap(),
            "killed by signal 6, nothing on stderr"
        );
    }
}

#[test]
fn peak_memory_is_measured_and_over_the_limit_is_mle() {
    let empty = file("alloc.in", "");
    for meter in meters() {
        // 48 MiB held long enough for the sampling meter to see it.
        let (r, stdout) = run_with_output(&["alloc", "48", "300"], &empty, ROOMY, &meter);
        assert_eq!(r.ending, Ending::Exited(0), "{meter:?}");
        assert_eq!(stdout, format!("{}\n", 48 * 256).as_bytes());
        let kib = r.peak_kib.expect("a peak");
        assert!(
            (48 * 1024..64 * 1024).contains(&kib),
            "{meter:?}: 48 MiB touched, {kib} KiB measured"
        );
        let expected = format!("{}\n", 48 * 256);
        assert_eq!(
            Verdict::of(
                &r,
                ROOMY,
                Compare::Exact.check(expected.as_bytes(), &stdout)
            ),
            Verdict::Accepted
        );

        let tight = Limits {
            memory_kib: 32 * 1024,
            ..ROOMY
        };
        let r = run(&["alloc", "96", "300"], &empty, tight, &meter);
        assert_eq!(r.ending, Ending::KilledForMemory, "{meter:?}");
        assert_eq!(Verdict::of(&r, tight, Ok(())).code(), "MLE");
    }
}

#[test]
fn gnu_time_sees_a_peak_too_short_to_sample() {
    let meter = gnu_time();
    let tight = Limits {
        memory_kib: 32 * 1024,
        ..ROOMY
    };
    let empty = file("short-alloc.in", "");
    // 96 MiB touched and released at once: killed on the way or not, the kernel's peak shows it.
    let r = run(&["alloc", "96", "0"], &empty, tight, &meter);
    assert!(
        r.peak_kib.expect("a peak") > tight.memory_kib,
        "{:?}",
        r.peak_kib
    );
    assert_eq!(Verdict::of(&r, tight, Ok(())).code(), "MLE");
}
