//! The benchmark corpus: puzzles generated once by `scripts/gen` with fixed seeds (see
//! `corpus/README.md`), and the readers that load them for the benchmarks and `scripts/bench`.
//!
//! Files named `acwing169-*.txt` are in acwing169's input format (16×16, letters); the others
//! are in `gen`'s plain format. Every puzzle has exactly one solution.
//!
//! Exact cover on its own, as Luogu P4929 asks it: [`cover_instances`] generates matrices near
//! that problem's limits from fixed seeds (written out by the `xc-instances` program), and
//! [`plain_dlx`] is the plain Dancing Links the library is measured against (the criterion
//! bench `exact_cover`, and the programs `xc-library` and `xc-plain` for whole-process timings).

pub mod cover_instances;
pub mod latin;
pub mod outside;
pub mod plain_dlx;

use std::fs;
use std::path::{Path, PathBuf};

use solver::model::{Geometry, Puzzle};
use textio::grid::each_grid_until_end;
use textio::Report;

/// The folder of the corpus files.
pub fn corpus_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("corpus")
}

/// The corpus files of puzzles, sorted by name (the lanqiao2012 input, one puzzle with many
/// solutions, is not among them).
///
/// # Errors
/// When the folder cannot be listed.
pub fn corpus_files() -> Result<Vec<PathBuf>, String> {
    let dir = corpus_dir();
    let entries = fs::read_dir(&dir).map_err(|e| format!("cannot list {}: {e}", dir.display()))?;
    let mut files: Vec<PathBuf> = entries
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| {
            let name = p.file_name().and_then(|n| n.to_str()).unwrap_or("");
            name.ends_with(".txt") && !name.starts_with("lanqiao2012-")
        })
        .collect();
    files.sort();
    Ok(files)
}

/// Whether `path` holds 16×16 grids in acwing169's input format (by its name).
pub fn is_acwing169(path: &Path) -> bool {
    path.file_name()
        .and_then(|n| n.to_str())
        .is_some_and(|n| n.starts_with("acwing169-"))
}

/// Whether the plain backtracker finishes the file in reasonable time: it fills cells in
/// row-major order without propagation, which explodes on 16×16 puzzles with few givens.
pub fn backtracker_is_practical(path: &Path) -> bool {
    let name = path.file_name().and_then(|n| n.to_str()).unwrap_or("");
    !is_acwing169(path) || name.ends_with("-150.txt")
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
    if !is_acwing169(path) {
        return textio::format::read_plain(&text).map_err(|e| format!("{}: {e}", path.display()));
    }
    let geometry = Geometry::boxed(4, 4).expect("4×4 boxes form a 16×16 grid");
    let mut puzzles = Vec::new();
    let mut report = Report::new();
    let _ = each_grid_until_end(
        text.as_bytes(),
        acwing169::N,
        acwing169::N,
        &acwing169::SYMBOLS,
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
}
