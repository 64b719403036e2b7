//! Running one program on one input under a judge's limits: how it ended, its CPU time, its
//! wall time and its peak memory.
//!
//! **Time**: judges limit CPU time, and so does this: on a busy machine a program that needs
//! 3 ms of CPU can wait a second for it, and a wall-clock limit would call that TLE. The kernel
//! counts the program's CPU time (user + system) in `/proc/<pid>/stat`, in ticks of 10 ms, read
//! at every poll (every few hundred microseconds at first, then every [`MAX_POLL`]); the program
//! is killed as soon as it reaches the limit. A program that sleeps or waits uses no CPU: like
//! judges, a wall-clock limit of a few times the CPU limit ([`Limits::of`]) kills it. The wall
//! time, from spawn to exit, is measured and shown too.
//!
//! **Memory** is the peak resident set size, measured by the kernel. Two meters, best first:
//! - [`Meter::GnuTime`]: the program runs under GNU time (`/usr/bin/time -f '%U %S %M'`), which
//!   prints the `rusage` that `wait4` returns: the kernel's own peak (`ru_maxrss`), exact even
//!   when the peak comes in the program's last microsecond, and its whole CPU time. It is what
//!   judges built on `getrusage` report.
//! - [`Meter::Sampled`]: `VmHWM` (the kernel's high-water mark of the resident set) read from
//!   `/proc/<pid>/status` at every poll, and the CPU time likewise. The kernel keeps both, but
//!   they can only be read while the process lives: what comes after the last poll is missed.
//!
//! **Output** is read from a pipe as it comes and handed on (to a comparison) without being
//! kept; past the output limit the program is killed, as judges do (OLE). Stderr goes to a file,
//! of which only the end is read.
//!
//! Both also sample `VmHWM` while the program runs and kill it as soon as it passes the memory
//! limit, as judges do, so a runaway program cannot take the machine. A memory cgroup would also
//! count the page cache the program touches and needs a writable cgroup hierarchy; the resident
//! set is what judges mean, and these two need neither root nor a particular setup.

use std::fs::{self, File};
use std::io::{self, Read, Seek, SeekFrom};
use std::os::unix::process::ExitStatusExt;
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdout, Command, ExitStatus, Stdio};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::thread;
use std::time::{Duration, Instant};

use spec::judge::Judge;

/// The longest pause between two looks at a running program.
pub const MAX_POLL: Duration = Duration::from_millis(2);

/// How much more than the expected output a program may write before it is stopped (OLE).
pub const OUTPUT_MARGIN_BYTES: u64 = 1 << 20;

/// The environment variable that, set to `sampled`, makes [`Meter::detect`] choose
/// [`Meter::Sampled`] even where GNU time is installed.
pub const METER_VARIABLE: &str = "JUDGE_METER";

/// How much of the end of a program's stderr a run keeps.
pub const STDERR_KEPT_BYTES: u64 = 64 << 10;

/// A judge's limits for one run.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// CPU time (user + system) at which the program is killed: the judge's time limit.
    pub cpu: Duration,
    /// Wall time at which the program is killed, for one that waits instead of computing.
    pub wall: Duration,
    /// Peak resident set size above which the program fails, in KiB.
    pub memory_kib: u64,
    /// Bytes of output above which the program is killed (output limit exceeded).
    pub output_bytes: u64,
}

impl Limits {
    /// The limits of `judge` for a case whose expected output has `expected_bytes`: its time
    /// limit on CPU time, twice that plus a second on wall time (room for a busy machine), its
    /// memory limit, and output up to the expected size plus [`OUTPUT_MARGIN_BYTES`] (more cannot
    /// be a right answer but for trailing blanks a judge would also refuse in that amount).
    pub fn of(judge: &Judge, expected_bytes: usize) -> Limits {
        let cpu = Duration::from_millis(judge.time_limit_ms);
        Limits {
            cpu,
            wall: cpu * 2 + Duration::from_secs(1),
            memory_kib: judge.memory_limit_kib,
            output_bytes: expected_bytes as u64 + OUTPUT_MARGIN_BYTES,
        }
    }
}

/// How peak memory is measured; see the module documentation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Meter {
    /// GNU time at this path reports the kernel's `ru_maxrss`.
    GnuTime(PathBuf),
    /// `VmHWM` sampled from `/proc` while the program runs.
    Sampled,
}

impl Meter {
    /// The best meter this machine has: GNU time at `/usr/bin/time` when it is GNU's and `/proc`
    /// lists a process's children (needed to stop the program under it), else sampling.
    /// [`METER_VARIABLE`] set to `sampled` chooses sampling whatever the machine has: how a
    /// machine with GNU time runs what one without it would.
    pub fn detect() -> Meter {
        if std::env::var_os(METER_VARIABLE).is_some_and(|v| v == "sampled") {
            return Meter::Sampled;
        }
        let time = Path::new("/usr/bin/time");
        let is_gnu = Command::new(time)
            .arg("--version")
            .stdin(Stdio::null())
            .output()
            .map(|out| {
                let text = [out.stdout, out.stderr].concat();
                String::from_utf8_lossy(&text).contains("GNU")
            })
            .unwrap_or(false);
        let me = std::process::id();
        let lists_children = Path::new(&format!("/proc/{me}/task/{me}/children")).exists();
        if is_gnu && lists_children {
            Meter::GnuTime(time.to_path_buf())
        } else {
            Meter::Sampled
        }
    }

    /// How this meter measures, for a line of the report.
    pub fn describe(&self) -> String {
        match self {
            Meter::GnuTime(path) => format!(
                "peak resident memory from the kernel (ru_maxrss, via {})",
                path.display()
            ),
            Meter::Sampled => "peak resident memory sampled from /proc while the program runs \
                               (GNU time not found: a peak in the last milliseconds can be missed)"
                .to_string(),
        }
    }
}

/// How a run ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ending {
    /// The program exited with this status.
    Exited(i32),
    /// The program was ended by this signal (not ours).
    Signalled(i32),
    /// Killed when its CPU time reached the time limit or its wall time the wall limit.
    KilledForTime,
    /// Killed when its resident memory passed the memory limit.
    KilledForMemory,
    /// Killed when its output passed the output limit.
    KilledForOutput,
}

/// What one run of a program did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Run {
    /// How it ended: by itself, by a signal, or killed at a limit.
    pub ending: Ending,
    /// CPU time, user and system; sampled runs miss what came after the last sample.
    pub cpu: Duration,
    /// Wall time from spawn to exit (or to the kill).
    pub wall: Duration,
    /// Peak resident set size in KiB; `None` when the meter saw none (a sampled run too short to
    /// be sampled).
    pub peak_kib: Option<u64>,
    /// How many bytes it wrote on stdout (each was handed on as it came, none kept).
    pub stdout_bytes: u64,
    /// The last [`STDERR_KEPT_BYTES`] (at most) of what it wrote on stderr.
    pub stderr: Vec<u8>,
}

/// Runs `program` with `args`, the file `input` on its stdin, under `limits`, measuring with
/// `meter`. Its stdout is handed to `output` piece by piece as it comes, up to
/// `limits.output_bytes`: past that the program is killed ([`Ending::KilledForOutput`]). Its
/// stderr goes to a file in a fresh scratch folder, removed afterwards, of which the end is kept.
///
/// # Errors
/// When `input` cannot be opened (the message names it), the program cannot be started, or the
/// scratch files cannot be written or read.
pub fn run(
    program: &Path,
    args: &[&str],
    input: &Path,
    limits: Limits,
    meter: &Meter,
    output: &mut (dyn FnMut(&[u8]) + Send),
) -> io::Result<Run> {
    let stdin = File::open(input)
        .map_err(|e| io::Error::new(e.kind(), format!("cannot read {}: {e}", input.display())))?;
    let scratch = Scratch::new()?;
    let result = run_in(&scratch.0, program, args, stdin, limits, meter, output);
    drop(scratch);
    result
}

/// The program and arguments that run the command line `command` as `sh` runs it, in the
/// folder this process runs in (a user's `./a.out` is theirs): `sh -c 'exec CMD'`, the command
/// taking the shell's place, so that its time and memory are its own.
pub fn shell(command: &str) -> (PathBuf, [String; 2]) {
    (
        PathBuf::from("/bin/sh"),
        ["-c".to_string(), format!("exec {command}")],
    )
}

fn run_in(
    scratch: &Path,
    program: &Path,
    args: &[&str],
    stdin: File,
    limits: Limits,
    meter: &Meter,
    output: &mut (dyn FnMut(&[u8]) + Send),
) -> io::Result<Run> {
    let err_path = scratch.join("stderr");
    let rusage_path = scratch.join("rusage");
    let mut command = match meter {
        Meter::GnuTime(time) => {
            let mut c = Command::new(time);
            c.arg("-f")
                .arg("%U %S %M")
                .arg("-o")
                .arg(&rusage_path)
                .arg(program);
            c
        }
        Meter::Sampled => Command::new(program),
    };
    command
        .args(args)
        .stdin(stdin)
        .stdout(Stdio::piped())
        .stderr(File::create(&err_path)?);

    let start = Instant::now();
    let mut child = command.spawn()?;
    let stdout = child.stdout.take().expect("stdout is piped");
    let over_output = AtomicBool::new(false);
    let mut watch = Watch::new(&child, meter);
    let (watched, stdout_bytes) = thread::scope(|scope| {
        let reader = scope.spawn(|| read_output(stdout, limits.output_bytes, &over_output, output));
        let watched = watch_until_end(&mut child, &mut watch, limits, start, &over_output);
        if watched.is_err() {
            // Nothing must keep the reader waiting for an output that never ends.
            let _ = watch.kill(&mut child);
        }
        (
            watched,
            reader.join().expect("the output reader does not panic"),
        )
    });
    let (status, mut killed) = watched?;
    let stdout_bytes = stdout_bytes?;
    if killed.is_none() && stdout_bytes > limits.output_bytes {
        killed = Some(Ending::KilledForOutput);
    }
    let wall = start.elapsed();

    let mut ending = killed.unwrap_or_else(|| ending_of(status));
    let mut peak_kib = watch.peak_kib;
    let mut cpu = watch.cpu;
    if let Meter::GnuTime(_) = meter {
        // GNU time writes the program's own ending and usage; its exit status is its own.
        if let Some(usage) = read_rusage(&rusage_path) {
            if killed.is_none() {
                ending = usage.ending;
            }
            peak_kib = peak_kib.max(Some(usage.peak_kib));
            cpu = cpu.max(usage.cpu);
        }
    }
    Ok(Run {
        ending,
        cpu,
        wall,
        peak_kib,
        stdout_bytes,
        stderr: read_tail(&err_path, STDERR_KEPT_BYTES)?,
    })
}

/// Polls the program until it ends or is killed at a limit: its exit status, and the limit
/// it was killed at, if any.
fn watch_until_end(
    child: &mut Child,
    watch: &mut Watch,
    limits: Limits,
    start: Instant,
    over_output: &AtomicBool,
) -> io::Result<(ExitStatus, Option<Ending>)> {
    let mut pause = Duration::from_micros(100);
    loop {
        if let Some(status) = child.try_wait()? {
            return Ok((status, None));
        }
        let elapsed = start.elapsed();
        watch.sample();
        let killed = if over_output.load(Ordering::Relaxed) {
            Some(Ending::KilledForOutput)
        } else if watch.peak_kib.is_some_and(|kib| kib > limits.memory_kib) {
            Some(Ending::KilledForMemory)
        } else if watch.cpu >= limits.cpu || elapsed >= limits.wall {
            Some(Ending::KilledForTime)
        } else {
            None
        };
        if killed.is_some() {
            return Ok((watch.kill(child)?, killed));
        }
        thread::sleep(pause.min(limits.wall - elapsed));
        pause = (pause * 2).min(MAX_POLL);
    }
}

/// Reads the program's stdout until it closes, handing each piece to `output` while the total
/// stays within `limit`; past it, sets `over` and reads on without handing anything, so that
/// the program never waits on a full pipe before it is killed. Returns the bytes read.
fn read_output(
    mut stdout: ChildStdout,
    limit: u64,
    over: &AtomicBool,
    output: &mut (dyn FnMut(&[u8]) + Send),
) -> io::Result<u64> {
    let mut buffer = vec![0u8; 64 << 10];
    let mut total = 0u64;
    loop {
        let n = match stdout.read(&mut buffer) {
            Ok(0) => return Ok(total),
            Ok(n) => n,
            Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
            Err(e) => return Err(e),
        };
        let within = limit.saturating_sub(total).min(n as u64) as usize;
        if within > 0 {
            output(&buffer[..within]);
        }
        total += n as u64;
        if total > limit {
            over.store(true, Ordering::Relaxed);
        }
    }
}

/// The last `most` bytes of the file at `path`.
fn read_tail(path: &Path, most: u64) -> io::Result<Vec<u8>> {
    let mut file = File::open(path)?;
    let len = file.metadata()?.len();
    file.seek(SeekFrom::Start(len.saturating_sub(most)))?;
    let mut tail = Vec::new();
    file.read_to_end(&mut tail)?;
    Ok(tail)
}

fn ending_of(status: ExitStatus) -> Ending {
    match (status.code(), status.signal()) {
        (Some(code), _) => Ending::Exited(code),
        (None, Some(signal)) => Ending::Signalled(signal),
        (None, None) => Ending::Exited(-1),
    }
}

/// What GNU time reports about the program.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Usage {
    ending: Ending,
    cpu: Duration,
    peak_kib: u64,
}

/// Parses GNU time's `-f '%U %S %M'` report: an optional line `Command exited with non-zero
/// status N` or `Command terminated by signal N`, then user and system seconds (two decimals)
/// and the peak in KiB. `None` when the file is missing or not in this form (time was killed).
fn read_rusage(path: &Path) -> Option<Usage> {
    let text = fs::read_to_string(path).ok()?;
    let mut lines = text.lines().rev();
    let mut figures = lines.next()?.split_whitespace();
    let mut seconds = || -> Option<Duration> {
        let s: f64 = figures.next()?.parse().ok()?;
        (s >= 0.0 && s.is_finite()).then(|| Duration::from_secs_f64(s))
    };
    let cpu = seconds()? + seconds()?;
    let peak_kib = figures.next()?.parse().ok()?;
    let number = |line: &str, prefix: &str| line.strip_prefix(prefix)?.trim().parse().ok();
    let ending = match lines.next() {
        None => Ending::Exited(0),
        Some(line) => {
            if let Some(code) = number(line, "Command exited with non-zero status") {
                Ending::Exited(code)
            } else if let Some(signal) = number(line, "Command terminated by signal") {
                Ending::Signalled(signal)
            } else {
                return None;
            }
        }
    };
    Some(Usage {
        ending,
        cpu,
        peak_kib,
    })
}

/// The process whose memory is sampled (the program, under GNU time or not) and its peak so far.
struct Watch {
    /// The process spawned: the program, or GNU time.
    spawned: u32,
    /// Whether the program is a child of the spawned process (GNU time) rather than that process.
    under_time: bool,
    /// The program's pid, once known.
    program: Option<u32>,
    /// The largest `VmHWM` seen, in KiB.
    peak_kib: Option<u64>,
    /// The last CPU time seen (it only grows).
    cpu: Duration,
}

impl Watch {
    fn new(child: &Child, meter: &Meter) -> Watch {
        let under_time = matches!(meter, Meter::GnuTime(_));
        Watch {
            spawned: child.id(),
            under_time,
            program: if under_time { None } else { Some(child.id()) },
            peak_kib: None,
            cpu: Duration::ZERO,
        }
    }

    /// Reads the program's `VmHWM` and CPU time, keeping the largest seen. Does nothing when
    /// the program is not started yet or has ended.
    fn sample(&mut self) {
        if self.program.is_none() {
            self.program = first_child(self.spawned);
        }
        let Some(pid) = self.program else { return };
        if let Some(kib) = high_water_kib(pid) {
            self.peak_kib = self.peak_kib.max(Some(kib));
        }
        if let Some(cpu) = cpu_time(pid) {
            self.cpu = self.cpu.max(cpu);
        }
    }

    /// Kills the program and waits for the spawned process.
    ///
    /// Under GNU time, the program is killed (time then reports its peak and exits); `Child::kill`
    /// would kill only time and leave the program running. If time has not ended a moment later,
    /// it is killed too.
    fn kill(&mut self, child: &mut Child) -> io::Result<ExitStatus> {
        if !self.under_time {
            child.kill()?;
            return child.wait();
        }
        if let Some(pid) = self.program.or_else(|| first_child(self.spawned)) {
            // The pid is the program's: it cannot be reused before time, its parent, reaps it.
            Command::new("sh")
                .args(["-c", "kill -s KILL \"$1\"", "sh", &pid.to_string()])
                .stdin(Stdio::null())
                .stdout(Stdio::null())
                .stderr(Stdio::null())
                .status()?;
        }
        let deadline = Instant::now() + Duration::from_secs(1);
        while Instant::now() < deadline {
            if let Some(status) = child.try_wait()? {
                return Ok(status);
            }
            thread::sleep(MAX_POLL);
        }
        child.kill()?;
        child.wait()
    }
}

/// The high-water mark of process `pid`'s resident set, `VmHWM` in `/proc/<pid>/status`, in KiB.
fn high_water_kib(pid: u32) -> Option<u64> {
    let status = fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    status
        .lines()
        .find_map(|line| line.strip_prefix("VmHWM:"))?
        .trim()
        .trim_end_matches("kB")
        .trim()
        .parse()
        .ok()
}

/// Clock ticks per second of `/proc/<pid>/stat`: `USER_HZ`, 100 on every Linux.
const TICKS_PER_SECOND: u64 = 100;

/// The CPU time of process `pid`, user + system, from `/proc/<pid>/stat` (10 ms steps).
fn cpu_time(pid: u32) -> Option<Duration> {
    let stat = fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
    // The command name, in parentheses, may hold spaces: count fields after its end. The first
    // after it is field 3 (state); utime and stime are fields 14 and 15.
    let mut fields = stat.get(stat.rfind(')')? + 1..)?.split_whitespace();
    let utime: u64 = fields.nth(11)?.parse().ok()?;
    let stime: u64 = fields.next()?.parse().ok()?;
    Some(Duration::from_millis(
        (utime + stime) * 1000 / TICKS_PER_SECOND,
    ))
}

/// The first child of process `pid`, from `/proc/<pid>/task/<pid>/children`.
fn first_child(pid: u32) -> Option<u32> {
    fs::read_to_string(format!("/proc/{pid}/task/{pid}/children"))
        .ok()?
        .split_whitespace()
        .next()?
        .parse()
        .ok()
}

/// A scratch folder of its own for one run, removed when dropped.
struct Scratch(PathBuf);

impl Scratch {
    fn new() -> io::Result<Scratch> {
        static NEXT: AtomicUsize = AtomicUsize::new(0);
        let n = NEXT.fetch_add(1, Ordering::Relaxed);
        let dir = std::env::temp_dir().join(format!("judge-run-{}-{n}", std::process::id()));
        fs::create_dir_all(&dir)?;
        Ok(Scratch(dir))
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = fs::remove_dir_all(&self.0);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn gnu_time_reports_are_read() {
        let scratch = Scratch::new().unwrap();
        let path = scratch.0.join("rusage");
        let read = |text: &str| {
            fs::write(&path, text).unwrap();
            read_rusage(&path)
        };
        let usage = |ending, cpu_ms, peak_kib| {
            Some(Usage {
                ending,
                cpu: Duration::from_millis(cpu_ms),
                peak_kib,
            })
        };
        assert_eq!(
            read("0.25 0.02 1540\n"),
            usage(Ending::Exited(0), 270, 1540)
        );
        assert_eq!(
            read("Command exited with non-zero status 3\n0.00 0.00 1540\n"),
            usage(Ending::Exited(3), 0, 1540)
        );
        assert_eq!(
            read("Command terminated by signal 6\n1.50 0.00 1500\n"),
            usage(Ending::Signalled(6), 1500, 1500)
        );
        assert_eq!(read(""), None);
        assert_eq!(read("1540\n"), None);
        assert_eq!(read("time: cannot run x\n"), None);
        assert_eq!(read("something else\n0.00 0.00 12\n"), None);
    }

    #[test]
    fn own_process_is_measured() {
        let me = std::process::id();
        assert!(high_water_kib(me).expect("/proc/self/status has VmHWM") > 0);
        // Spend CPU until the kernel's 10 ms ticks show it.
        let start = Instant::now();
        let mut x = 1u64;
        while cpu_time(me).expect("/proc/self/stat") == Duration::ZERO {
            x = std::hint::black_box(x.wrapping_mul(6364136223846793005).wrapping_add(1));
            assert!(
                start.elapsed() < Duration::from_secs(10),
                "no CPU time counted"
            );
        }
    }
}
