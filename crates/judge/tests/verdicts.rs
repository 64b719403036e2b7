//! The runner against real processes: the probe program (`probe/mod.rs`), judged under small
//! limits with every meter this machine has.

mod probe;

use probe::{probe, scratch};

use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::Once;
use std::thread;
use std::time::{Duration, Instant};

use judge::measure::{self, Ending, Limits, Meter, Run};
use judge::verdict::{self, Verdict};
use spec::judge::Compare;

/// A file holding `text`, named after `name`.
fn file(name: &str, text: &str) -> PathBuf {
    let path = scratch().join(name);
    fs::write(&path, text).unwrap();
    path
}

/// GNU time, the meter `scripts/judge` prefers, when this machine has it (and `JUDGE_METER` does
/// not ask for sampling). Where it is missing, says so once on the tests' real stderr, which the
/// harness does not capture: what is not tested is never passed over in silence.
fn gnu_time() -> Option<Meter> {
    static NOTE: Once = Once::new();
    match Meter::detect() {
        gnu @ Meter::GnuTime(_) => Some(gnu),
        Meter::Sampled => {
            NOTE.call_once(|| {
                let _ = writeln!(
                    std::io::stderr(),
                    "note: GNU time is not at /usr/bin/time (or {}=sampled): the runner's tests \
                     use the /proc sampling meter only, and the kernel's exact peak (ru_maxrss) \
                     is not tested; install GNU time (Debian: `apt-get install time`) to test both",
                    measure::METER_VARIABLE
                );
            });
            None
        }
    }
}

/// The meters this machine has: sampling from /proc always, and GNU time where it is.
fn meters() -> Vec<Meter> {
    let mut meters = vec![Meter::Sampled];
    meters.extend(gnu_time());
    meters
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
        None,
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
                Compare::Exact.judge(b"", expected.as_bytes(), &stdout)
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
    let meter = match gnu_time() {
        Some(meter) => meter,
        None => return,
    };
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

/// A checker that takes the expected lines in any order, as many as the input has.
fn any_order(input: &[u8], expected: &[u8], actual: &[u8]) -> Result<(), String> {
    let sorted = |text: &[u8]| {
        let mut lines: Vec<Vec<u8>> = text.split(|&b| b == b'\n').map(<[u8]>::to_vec).collect();
        lines.retain(|line| !line.is_empty());
        lines.sort();
        lines
    };
    let (want, got) = (sorted(expected), sorted(actual));
    if got.len() != sorted(input).len() {
        return Err(format!(
            "{} lines for {} in the input",
            got.len(),
            sorted(input).len()
        ));
    }
    if want != got {
        return Err("not the expected lines".to_string());
    }
    Ok(())
}

#[test]
fn a_checker_judges_the_answer_with_the_input() {
    let input = file("checked.in", "B\nA\n");
    let checked = Compare::Checker(spec::judge::Checker(any_order));
    for meter in meters() {
        let (verdict, _) = judged(&["echo"], &input, ROOMY, &meter, checked, "A\nB\n");
        assert_eq!(verdict, Verdict::Accepted, "{meter:?}");
        let (verdict, _) = judged(&["echo"], &input, ROOMY, &meter, checked, "A\nC\n");
        assert_eq!(
            verdict.to_string(),
            "WA: not the expected lines",
            "{meter:?}"
        );
        // Bytes compared, the same answer is wrong: the order differs.
        let (verdict, _) = judged(&["echo"], &input, ROOMY, &meter, Compare::Exact, "A\nB\n");
        assert_eq!(verdict.code(), "WA");
    }
    let three = file("checked-3.in", "B\nA\nC\n");
    let (verdict, _) = judged(&["echo"], &three, ROOMY, &Meter::Sampled, checked, "A\nB\n");
    assert_eq!(verdict.to_string(), "WA: not the expected lines");
    assert_eq!(
        checked.judge(b"A\n", b"A\n", b"A\nA\n"),
        Err("2 lines for 1 in the input".to_string())
    );
    assert_eq!(checked.describe(), "any valid answer, checked");
}
