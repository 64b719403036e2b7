//! The probe program the runner's tests judge: compiled here with `rustc`, it echoes, sleeps,
//! spins, fails, allocates or pads its output on request (its first argument says what to do).

use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::OnceLock;

/// The probe program: its first argument says what to do.
pub const PROBE: &str = r#"
use std::io::{Read, Write};
use std::time::Duration;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let number = |i: usize| args[i].parse::<u64>().expect("a number");
    match args[0].as_str() {
        // Copies stdin to stdout.
        "echo" => echo(),
        // Computes until it has used `ms` of CPU time, then copies stdin to stdout.
        "spin-then-echo" => {
            let mut x = 1u64;
            while cpu_ms() < number(1) {
                for _ in 0..1_000_000 {
                    x = std::hint::black_box(x.wrapping_mul(6364136223846793005).wrapping_add(1));
                }
            }
            echo();
        }
        // Touches every page of `mib` MiB and holds them 300 ms, then copies stdin to stdout.
        "alloc-then-echo" => {
            let mut block = vec![0u8; (number(1) as usize) << 20];
            for i in (0..block.len()).step_by(4096) {
                block[i] = 1;
            }
            std::hint::black_box(&mut block);
            std::thread::sleep(Duration::from_millis(300));
            echo();
        }
        // Copies stdin to stdout, then writes `n` more line breaks.
        "echo-then-pad" => {
            echo();
            std::io::stdout().write_all(&vec![b'\n'; number(1) as usize]).unwrap();
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

/// The CPU time this process has used (user + system), in ms, from `/proc/self/stat` (in
/// ticks of 10 ms, Linux's USER_HZ).
fn cpu_ms() -> u64 {
    let stat = std::fs::read_to_string("/proc/self/stat").unwrap();
    let fields: Vec<u64> = stat[stat.rfind(')').unwrap() + 2..]
        .split(' ')
        .skip(11)
        .take(2)
        .map(|f| f.parse().unwrap())
        .collect();
    (fields[0] + fields[1]) * 10
}

fn echo() {
    let mut input = Vec::new();
    std::io::stdin().read_to_end(&mut input).unwrap();
    std::io::stdout().write_all(&input).unwrap();
}
"#;

/// A folder of this test binary's own, for the probe and the case files.
pub fn scratch() -> &'static Path {
    static DIR: OnceLock<PathBuf> = OnceLock::new();
    DIR.get_or_init(|| testkit::scratch::shared("judge-tests"))
}

/// The probe program, compiled once.
pub fn probe() -> &'static Path {
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
