//! The benchmark corpus: puzzles generated once by `scripts/gen` with fixed seeds (see
//! `corpus/README.md`), and the readers that load them for the benchmarks and `scripts/bench`.
//!
//! - `*.txt` files are puzzle sets, every puzzle with exactly one solution: those named
//!   `sudoku16-*.txt` are 16×16 grids with 4×4 boxes of letters ([`LETTERS16`]), the input
//!   format of the 16×16 judge problems; the others are in `gen`'s plain format;
//! - `*.in` files are judge inputs that are not puzzle sets (a region map with no clue, whose
//!   solutions are all to be written).
//!
//! No file is tied to a problem by name: the problems that take a file are those of the
//! catalog whose `solve` answers it without a complaint ([`problems_taking`]).
//!
//! Exact cover on its own, as Luogu P4929 asks it: [`cover_instances`] generates matrices near
//! that problem's limits from fixed seeds (written out by the `xc-instances` program), and
//! [`plain_dlx`] is the plain Dancing Links the library is measured against (the criterion
//! bench `exact_cover`, and the programs `xc-library` and `xc-plain` for whole-process timings).

pub mod classics;
pub mod cnf;
pub mod cover_instances;
pub mod dlx_format;
pub mod latin;
pub mod outside;
pub mod peers;
pub mod plain_dlx;
pub mod worst;

use std::fs;
use std::io;
use std::path::{Path, PathBuf};

use catalog::{Problem, PROBLEMS};
use solver::engines::Entry;
use solver::model::{Geometry, Puzzle};
use textio::grid::{each_grid_until_end, Symbols};
use textio::Report;

/// The median of `times` (the upper one of an even count), sorting them.
///
/// # Panics
/// When `times` is empty.
pub fn median(times: &mut [f64]) -> f64 {
    times.sort_by(|a, b| a.total_cmp(b));
    times[times.len() / 2]
}

/// The symbols of the `sudoku16-*.txt` files: `A`–`P` for the values 0–15, `-` for an empty
/// cell, 16 rows of 16 per grid (a test holds them to a problem of the catalog that takes them).
pub const LETTERS16: Symbols = Symbols {
    values: b"ABCDEFGHIJKLMNOP",
    empty: Some(b'-'),
};

/// The folder of the corpus files, in the checkout the program runs in
/// ([`manifest::workspace_root`]); relative to the current folder when there is none, so that
/// reading it says what is missing.
pub fn corpus_dir() -> PathBuf {
    let root = manifest::workspace_root().unwrap_or_default();
    root.join("crates").join("bench").join("corpus")
}

/// The corpus files whose name ends with `.ext`, sorted by name.
fn corpus_with(ext: &str) -> Result<Vec<PathBuf>, String> {
    let dir = corpus_dir();
    let entries = fs::read_dir(&dir).map_err(|e| format!("cannot list {}: {e}", dir.display()))?;
    let mut files: Vec<PathBuf> = entries
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == ext))
        .collect();
    files.sort();
    Ok(files)
}

/// The corpus files of puzzles (`*.txt`), sorted by name.
///
/// # Errors
/// When the folder cannot be listed.
pub fn corpus_files() -> Result<Vec<PathBuf>, String> {
    corpus_with("txt")
}

/// The corpus files that are judge inputs but not puzzle sets (`*.in`), sorted by name.
///
/// # Errors
/// When the folder cannot be listed.
pub fn corpus_inputs() -> Result<Vec<PathBuf>, String> {
    corpus_with("in")
}

/// Whether `path` holds 16×16 grids of [`LETTERS16`] (by its name).
pub fn is_letters16(path: &Path) -> bool {
    path.file_name()
        .and_then(|n| n.to_str())
        .is_some_and(|n| n.starts_with("sudoku16-"))
}

/// Whether the plain backtracker finishes `puzzles` in reasonable time: it fills cells in
/// row-major order without propagation, which explodes on 16×16 puzzles (and larger) with
/// fewer than 150 givens.
pub fn backtracker_is_practical(puzzles: &[Puzzle]) -> bool {
    puzzles.iter().all(|p| p.size() < 16 || p.givens() >= 150)
}

/// The engine of the library's table that is kept from the puzzles where it is not practical
/// ([`backtracker_is_practical`]).
const BACKTRACKER: &str = "backtracker";

/// Whether the benchmarks time `engine` (of the library's table) on `puzzles`: it models every
/// one of them, and it is practical there.
pub fn is_timed(engine: &Entry, puzzles: &[Puzzle]) -> bool {
    let scope = engine.scope();
    puzzles.iter().all(|p| scope.takes(p))
        && (engine.name != BACKTRACKER || backtracker_is_practical(puzzles))
}

/// The problems of the catalog that take `input`: those whose `solve` answers it with no
/// complaint (a malformed input, a grid without a solution), in catalog order.
///
/// # Complexity
/// Every problem's `solve` on `input`, in this process: one solve of the input for each
/// problem that takes it, and for the others until their first complaint.
pub fn problems_taking(input: &[u8]) -> Vec<&'static Problem> {
    PROBLEMS
        .iter()
        .filter(|problem| {
            let mut report = Report::new();
            let answered = (problem.solve)(input, &mut io::sink(), &mut report);
            answered.is_ok() && report.is_clean()
        })
        .collect()
}

/// Reads the puzzles of one corpus file, in its format by its name.
///
/// # Errors
/// When the file cannot be read or is not well-formed, with its name and line.
///
/// # Complexity
/// `O(size of the file)`.
pub fn read_puzzles(path: &Path) -> Result<Vec<Puzzle>, String> {
    let text =
        fs::read_to_string(path).map_err(|e| format!("cannot read {}: {e}", path.display()))?;
    if !is_letters16(path) {
        return spec::format::read_plain(&text).map_err(|e| format!("{}: {e}", path.display()));
    }
    let geometry = Geometry::boxed(4, 4).expect("4×4 boxes form a 16×16 grid");
    let mut puzzles = Vec::new();
    let mut report = Report::new();
    let _ = each_grid_until_end(
        text.as_bytes(),
        16,
        16,
        &LETTERS16,
        &mut report,
        |_, _, cells, _| {
            puzzles.push(Puzzle::new(geometry.clone(), cells).expect("letters decode below 16"));
            Ok(())
        },
    );
    match report.errors().first() {
        Some(e) => Err(format!("{}: {e}", path.display())),
        None => Ok(puzzles),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use solver::engine::Engine;

    #[test]
    fn every_corpus_puzzle_is_unique_and_in_its_band() {
        let files = corpus_files().unwrap();
        assert!(files.len() >= 5, "{files:?}");
        let mut engine = solver::Propagator::new();
        for path in files {
            let puzzles = read_puzzles(&path).unwrap();
            assert!(!puzzles.is_empty(), "{}", path.display());
            let name = path.file_stem().unwrap().to_str().unwrap();
            let band = name.rsplit('-').next().unwrap();
            for p in &puzzles {
                assert_eq!(engine.count_solutions(p, 2), 1, "{name}");
                if let Ok(givens) = band.parse::<usize>() {
                    assert_eq!(p.givens(), givens, "{name}");
                }
            }
        }
    }

    #[test]
    fn the_letter_files_and_the_inputs_are_judge_inputs() {
        // Each 16×16 letter file is the input of some judge problem, and so is each `.in`
        // file: the whole-process timings have programs to run on them.
        let letters: Vec<PathBuf> = corpus_files()
            .unwrap()
            .into_iter()
            .filter(|p| is_letters16(p))
            .collect();
        assert!(letters.len() >= 4, "{letters:?}");
        for path in letters.iter().chain(&corpus_inputs().unwrap()) {
            let input = fs::read(path).unwrap();
            assert!(
                !problems_taking(&input).is_empty(),
                "{}: no problem takes it",
                path.display()
            );
        }
        // A plain-format file is no judge's input.
        let plain = corpus_dir().join("jigsaw6-minimal.txt");
        assert!(problems_taking(&fs::read(plain).unwrap()).is_empty());
    }

    #[test]
    fn the_backtracker_is_kept_from_hard_16x16_puzzles() {
        let hard = read_puzzles(&corpus_dir().join("sudoku16-hard-100.txt")).unwrap();
        let easy = read_puzzles(&corpus_dir().join("sudoku16-easy-150.txt")).unwrap();
        let jigsaw = read_puzzles(&corpus_dir().join("jigsaw9-minimal.txt")).unwrap();
        assert!(!backtracker_is_practical(&hard));
        assert!(backtracker_is_practical(&easy) && backtracker_is_practical(&jigsaw));
        let engine = |name| solver::engines::find(name).unwrap();
        assert!(!is_timed(engine("backtracker"), &hard));
        assert!(is_timed(engine("backtracker"), &easy));
        assert!(is_timed(engine("propagator"), &hard));
        // The classic 9×9 engine models no jigsaw.
        assert!(!is_timed(engine("sudoku9"), &jigsaw));
    }
}
