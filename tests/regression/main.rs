//! The regression suite, one test binary:
//! - `cases`: every problem on every case in `problems/<name>/cases/`, bytes compared;
//! - `bad_cases`: every problem on every malformed or unsolvable input in
//!   `problems/<name>/bad/`, its stderr's first line and its answers compared; tokens of a
//!   megabyte made from each sample;
//! - `mutations`: thousands of corrupted sample inputs, none of which may panic;
//! - `engines`: every engine of the library's table against the others on random puzzles, and
//!   those that propagate order relations against a brute force;
//! - `statements`: statement samples whose bytes differ from our answers
//!   (`problems/<name>/statement/`), accepted by the judge's comparison;
//! - `bundles`: every problem's single-file submission compiled with `rustc` and run on its cases;
//! - `binaries`: the Cargo-built programs when their output cannot be written, and each bundle
//!   against its Cargo build on hostile input;
//! - `workspace`: the workspace's own rules (every crate tested by `cargo test`, no problem
//!   named in the code of the tests and of the crates but the catalog).
//!
//! A search that runs away in this process stops at a budget of work ([`Guard`]); a program
//! run by a test, at `testkit::deadline`'s limit of wall time.

mod bad_cases;
mod binaries;
mod bundles;
mod cases;
mod engines;
mod mutations;
mod statements;
mod workspace;

use std::cell::RefCell;
use std::path::{Path, PathBuf};
use std::time::Duration;

use solver::meter::Budget;
use testkit::deadline::Deadline;

/// The most work one step of a test may do in this process, in units of `solver::meter`
/// (about ten nanoseconds of any engine's work): ten times the most any case, bad case, cut or
/// mutated input, or engines' cross-check spends today, a mutated table of few givens counted
/// by bands (52.8 million; a 14-queens count, 13.5 million; a 12×12 cross-check, 15 million).
/// Work is counted, so a loaded or slow machine spends the same, and a runaway stops within
/// seconds.
pub const STEP_WORK: u64 = 10 * MOST_STEP_WORK_TODAY;
const MOST_STEP_WORK_TODAY: u64 = 52_813_618;

/// The wall time one step may take behind its budget of work: a last resort for a loop that
/// charges no work, far above any honest step (milliseconds) on any machine, however busy.
pub const LAST_RESORT: Duration = Duration::from_secs(120);

/// The runaway guard of a test's steps in this process: each step, begun by [`Guard::step`],
/// runs under a fresh budget of [`STEP_WORK`], and under [`LAST_RESORT`] of wall time. A step
/// that spends its budget panics in the search; the guard then names the test and the step.
pub struct Guard {
    deadline: Deadline,
    work: u64,
    step: RefCell<(String, Option<Budget>)>,
}

impl Guard {
    /// Guards the steps of `test`.
    pub fn new(test: &str) -> Guard {
        Guard::with_work(test, STEP_WORK)
    }

    /// Guards the steps of `test`, each with a budget of `work` units.
    fn with_work(test: &str, work: u64) -> Guard {
        Guard {
            deadline: Deadline::new(test, LAST_RESORT),
            work,
            step: RefCell::new((test.to_string(), None)),
        }
    }

    /// Begins the next step, named `step` should it run away, with a whole budget.
    pub fn step(&self, step: &str) {
        self.deadline.step(step);
        let mut current = self.step.borrow_mut();
        current.1 = None;
        current.0.clear();
        current.0.push_str(step);
        current.1 = Some(Budget::new(self.work));
    }
}

impl Drop for Guard {
    fn drop(&mut self) {
        if std::thread::panicking() {
            eprintln!("(the step under way: {})", self.step.borrow().0);
        }
    }
}

#[test]
fn a_runaway_search_stops_at_its_budget_of_work() {
    use solver::{DancingLinks, Engine, Geometry, Puzzle};
    // A budget of a hundredth of a step's, so that the test is quick.
    let work = STEP_WORK / 100;
    let guard = Guard::with_work("a runaway", work);
    guard.step("every 9×9 grid counted");
    let empty = Puzzle::empty(Geometry::boxed(3, 3).unwrap());
    // Every grid is 6.7·10²¹ of them: no budget lets that count finish.
    let runaway =
        std::panic::catch_unwind(|| DancingLinks::new().count_solutions(&empty, u64::MAX));
    let message = runaway.expect_err("the count stops");
    let message = message.downcast_ref::<String>().expect("a message");
    assert!(
        message.contains(&format!("budget of {work} units of work")),
        "{message}"
    );
    // The next step has its budget whole again.
    guard.step("one grid");
    assert!(DancingLinks::new().first_solution(&empty).is_some());
}

/// The workspace's root folder.
pub fn workspace_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("the tests package lies in the workspace")
        .to_path_buf()
}

/// The folder `name` in the target folder's scratch space (made if missing, kept as it is): the
/// bundles, programs and copies the tests make, kept from run to run beside the build (so that
/// `cargo clean` takes them) rather than left in the system's temporary folder.
pub fn target_scratch(name: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join(name);
    std::fs::create_dir_all(&dir).unwrap_or_else(|e| panic!("cannot make {}: {e}", dir.display()));
    dir
}

/// The note, in a problem's `statement/` folder, of a statement with no sample left: its first
/// line names the case that stands in for one, the lines after it say why.
pub const NO_SAMPLE: &str = "no-sample";

/// The case the tests take as `problem`'s plain, well-formed input: the statement's sample,
/// `cases/sample-1.in`; for a problem whose statement has none left, the case [`NO_SAMPLE`]
/// names.
///
/// # Panics
/// When the problem has neither, or both.
pub fn sample_input(problem: &str) -> PathBuf {
    let dir = workspace_root().join("problems").join(problem);
    let sample = dir.join("cases").join("sample-1.in");
    match std::fs::read_to_string(dir.join("statement").join(NO_SAMPLE)) {
        Ok(note) => {
            assert!(
                !sample.exists(),
                "{problem}: a sample-1.in and a no-sample note"
            );
            let (case, why) = note.split_once('\n').unwrap_or((note.as_str(), ""));
            assert!(!why.trim().is_empty(), "{problem}: no-sample says no why");
            let stand_in = dir.join("cases").join(format!("{}.in", case.trim()));
            assert!(stand_in.is_file(), "{problem}: no case {case:?}");
            stand_in
        }
        Err(_) => {
            assert!(sample.is_file(), "{problem} has no sample-1.in");
            sample
        }
    }
}

/// The `.in` files of `problems/<name>/cases/`, sorted, as the judge finds them.
///
/// # Panics
/// When the folder cannot be read, or a case cannot be judged (no `.out` beside it, an `.in`
/// that cannot be read): the judge's reason.
pub fn case_inputs(problem: &str) -> Vec<PathBuf> {
    let dir = workspace_root()
        .join("problems")
        .join(problem)
        .join("cases");
    judge::cases::cases_in(&dir)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", dir.display()))
        .into_iter()
        .map(|case| match case.trouble {
            Some(trouble) => panic!("{problem}: {trouble}"),
            None => case.input,
        })
        .collect()
}
