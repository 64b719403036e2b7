//! Deadlines that turn a runaway search into a fast failure, in this process or in a child.
//!
//! A search that goes wrong (a heuristic broken, a bound loosened) stays correct and only
//! slows down, and a test that runs it would crawl for many minutes before anyone learns why.
//! Each deadline here is set at tens of times its step's usual time: a guard that stops a
//! runaway, not a speed limit (speed is measured by the benchmarks, never by a test).
//!
//! Shared by the workspace's test crates as a dev-dependency; each uses what it needs.

use std::io::{Read, Write};
use std::process::{Child, Command, Output};
use std::sync::{mpsc, Arc, Condvar, Mutex, PoisonError};
use std::thread;
use std::time::{Duration, Instant};

/// A watch over the steps of a test, in this process: when one step runs past its limit, the
/// test process ends at once (status 101) with a message on standard error that names the
/// test and the step. A search in this process cannot be stopped from outside; ending the
/// process is what keeps `cargo test` from hanging. The first step begins with
/// [`Deadline::new`], each next one with [`Deadline::step`]; dropping the value ends the watch.
pub struct Deadline {
    shared: Arc<(Mutex<Watch>, Condvar)>,
}

struct Watch {
    step: String,
    since: Instant,
    done: bool,
}

impl Deadline {
    /// Watches `test`: no step may take longer than `limit`.
    pub fn new(test: &str, limit: Duration) -> Deadline {
        let shared = Arc::new((
            Mutex::new(Watch {
                step: String::new(),
                since: Instant::now(),
                done: false,
            }),
            Condvar::new(),
        ));
        let watched = Arc::clone(&shared);
        let test = test.to_string();
        thread::spawn(move || {
            let (lock, wake) = &*watched;
            let mut watch = lock.lock().unwrap_or_else(PoisonError::into_inner);
            while !watch.done {
                let spent = watch.since.elapsed();
                if spent >= limit {
                    let at = if watch.step.is_empty() {
                        String::new()
                    } else {
                        format!(", at {}", watch.step)
                    };
                    // Straight to the standard error: the test harness captures `eprintln!`.
                    let _ = writeln!(
                        std::io::stderr(),
                        "\n{}{}: still running after {} s, tens of times the usual time: a search \
                         has run away (a guard, not a speed limit); the tests stop here",
                        test,
                        at,
                        limit.as_secs()
                    );
                    std::process::exit(101);
                }
                watch = wake
                    .wait_timeout(watch, limit - spent)
                    .unwrap_or_else(PoisonError::into_inner)
                    .0;
            }
        });
        Deadline { shared }
    }

    /// Begins the next step, named `step` in the message, with the whole limit before it.
    pub fn step(&self, step: &str) {
        let mut watch = self.shared.0.lock().unwrap_or_else(PoisonError::into_inner);
        watch.step.clear();
        watch.step.push_str(step);
        watch.since = Instant::now();
    }
}

impl Drop for Deadline {
    fn drop(&mut self) {
        let (lock, wake) = &*self.shared;
        lock.lock().unwrap_or_else(PoisonError::into_inner).done = true;
        wake.notify_one();
    }
}

/// How long a program run by a test may take: they take under a second (most a few
/// milliseconds), so a minute is a guard against a runaway, not a speed limit.
pub const PROGRAM_LIMIT: Duration = Duration::from_secs(60);

/// Starts `command` and waits for it with [`wait_within`], `what` naming it. Unlike
/// `Command::output`, it sets no stream: the caller pipes each one it reads (and sets the
/// standard input, which is otherwise inherited).
///
/// # Panics
/// When the command cannot start, or runs past `limit`.
pub fn run_within(command: &mut Command, what: &str, limit: Duration) -> Output {
    let child = command
        .spawn()
        .unwrap_or_else(|e| panic!("{}: cannot start: {}", what, e));
    wait_within(child, what, limit)
}

/// Waits for `child` as `Child::wait_with_output` does, reading whatever of its standard output
/// and error is piped; when it runs past `limit`, kills it and panics, naming `what` (the
/// command, as the failure should show it).
///
/// # Panics
/// When the child runs past `limit`, or cannot be waited for.
pub fn wait_within(mut child: Child, what: &str, limit: Duration) -> Output {
    let start = Instant::now();
    let overdue = |child: &mut Child| -> ! {
        let _ = child.kill();
        let _ = child.wait();
        panic!(
            "{}: still running after {} s, tens of times the usual time: killed (a guard \
             against a runaway, not a speed limit)",
            what,
            limit.as_secs()
        )
    };
    // Each pipe is read to its end by a thread of its own, which says when it gets there: the
    // end of a child's output is, nearly always, its exit.
    fn drain<R: Read + Send + 'static>(
        pipe: Option<R>,
        ended: &mpsc::Sender<()>,
    ) -> thread::JoinHandle<Vec<u8>> {
        let ended = ended.clone();
        thread::spawn(move || {
            let mut bytes = Vec::new();
            if let Some(mut pipe) = pipe {
                let _ = pipe.read_to_end(&mut bytes);
                let _ = ended.send(());
            }
            bytes
        })
    }
    let pipes = usize::from(child.stdout.is_some()) + usize::from(child.stderr.is_some());
    let (ended, pipe_ended) = mpsc::channel();
    let stdout = drain(child.stdout.take(), &ended);
    let stderr = drain(child.stderr.take(), &ended);
    for _ in 0..pipes {
        let left = limit.checked_sub(start.elapsed()).unwrap_or_default();
        if pipe_ended.recv_timeout(left).is_err() {
            overdue(&mut child);
        }
    }
    // Then the exit, which is at hand unless the child closed its output and went on (or had
    // none piped): looked for often at first, then less.
    let mut pause = Duration::from_micros(100);
    let status = loop {
        if let Some(status) = child.try_wait().expect("the child can be waited for") {
            break status;
        }
        if start.elapsed() >= limit {
            overdue(&mut child);
        }
        thread::sleep(pause);
        pause = (pause * 2).min(Duration::from_millis(20));
    };
    Output {
        status,
        stdout: stdout.join().expect("the reader of stdout"),
        stderr: stderr.join().expect("the reader of stderr"),
    }
}
