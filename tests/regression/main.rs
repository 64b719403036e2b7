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
//! `testkit::deadline` turns a search that runs away, in this process or in a program run by a
//! test, into a failure within seconds.

mod bad_cases;
mod binaries;
mod bundles;
mod cases;
mod engines;
mod mutations;
mod statements;
mod workspace;

use std::path::{Path, PathBuf};

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
