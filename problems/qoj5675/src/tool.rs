//! The tools' side of `qoj5675`: its judge (`JUDGE`) and its input as the tools write it
//! (`INPUT`, made from a seed by `write_input`). Compiled only with the crate's `catalog`
//! feature, through which the catalog reads it: no submission carries any of it.

use std::io::{self, Write};

use luogu4573::{pairs, LINES, N};
use solver::engine::Engine;
use solver::generate::random_grid;
use solver::model::{quotient_of, Geometry, Puzzle};
use solver::relations::Relations;
use solver::sudoku9::Sudoku9;
use solver::SplitMix64;
use spec::format::{Input, OwnInput};
use spec::judge::{Compare, Judge, Rust, QOJ};

/// QOJ's page for this problem: 2 s and 128 MB. Uniqueness is not stated; a copy of the
/// problem on another judge has no checker, so the answer is taken as exact (inferred), and
/// compared as QOJ's default checker does, ignoring white space at the ends of lines.
pub const JUDGE: Judge = Judge {
    name: "QOJ 5675 Quotdoku",
    url: "https://qoj.ac/problem/5675",
    time_limit_ms: 2000,
    memory_limit_kib: 128 * 1024,
    compare: Compare::IgnoreTrailingWhitespace,
    rust: Rust::Takes(QOJ),
    same_puzzle: &[],
};

/// What the tools need of this input: a Quotdoku of one solution ([`write_input`]).
pub const INPUT: Input = Input::Own(OwnInput {
    what: "the 108 quotient clues of a random 9×9 grid, some left out, and givens where the \
           clues alone leave several grids: one solution",
    most_cases: 1,
    write: write_input,
});

/// Writes one puzzle made from `seed`: a random full grid's 108 quotient clues, each left out
/// (0) in a random order while one solution remains, after givens from the grid are added in a
/// random order until the clues allow one grid.
///
/// # Errors
/// Only write errors.
///
/// # Complexity
/// About 110 searches of [`Relations`]: tens of milliseconds.
pub fn write_input(out: &mut dyn Write, seed: u64, _count: usize, _size: usize) -> io::Result<()> {
    let mut rng = SplitMix64::new(seed);
    let geometry = Geometry::boxed(3, 3).expect("3×3 boxes form a 9×9 grid");
    let grid = random_grid(&geometry, &mut rng, &mut Sudoku9::new()).expect("a 9×9 grid exists");
    let all: Vec<(usize, usize)> = (0..LINES).flat_map(pairs).collect();
    let mut clues: Vec<u8> = all
        .iter()
        .map(|&(a, b)| quotient_of(grid[a], grid[b]))
        .collect();
    let mut givens: Vec<usize> = Vec::new();
    let mut cells: Vec<usize> = (0..N * N).collect();
    rng.shuffle(&mut cells);
    let mut engine = Relations::new();
    let puzzle_of = |clues: &[u8], givens: &[usize]| {
        let mut puzzle = Puzzle::empty(geometry.clone());
        for (&(a, b), &q) in all.iter().zip(clues) {
            if q > 0 {
                puzzle.add_quotient(a, b, q).expect("two cells of the grid");
            }
        }
        for &cell in givens {
            puzzle
                .set(cell / N, cell % N, Some(grid[cell]))
                .expect("a cell of the grid");
        }
        puzzle
    };
    while engine.count_solutions(&puzzle_of(&clues, &givens), 2) > 1 {
        givens.push(cells[givens.len()]);
    }
    let mut order: Vec<usize> = (0..all.len()).collect();
    rng.shuffle(&mut order);
    for k in order {
        let kept = clues[k];
        clues[k] = 0;
        if engine.count_solutions(&puzzle_of(&clues, &givens), 2) > 1 {
            clues[k] = kept;
        }
    }
    writeln!(out, "{}", givens.len())?;
    let mut at = 0;
    for line in 0..LINES {
        let count = pairs(line).len();
        let numbers: Vec<String> = clues[at..at + count].iter().map(u8::to_string).collect();
        writeln!(out, "{}", numbers.join(" "))?;
        at += count;
    }
    for &cell in &givens {
        writeln!(out, "{} {} {}", cell / N + 1, cell % N + 1, grid[cell] + 1)?;
    }
    Ok(())
}
