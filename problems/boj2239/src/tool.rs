//! The tools' side of `boj2239`: its judge (`JUDGE`) and its input as the tools write it
//! (`INPUT`). Compiled only with the crate's `catalog` feature, through which the catalog reads
//! it: no submission carries any of it.

use std::io::{self, Write};

use solver::generate::random_grid;
use solver::model::Geometry;
use solver::sudoku9::{Sudoku9, N};
use solver::SplitMix64;
use spec::format::{Input, OwnInput};
use spec::judge::{Compare, Judge, Rust, BAEKJOON};
use textio::grid::{write_partial_rows, Spacing};

use crate::SYMBOLS;

/// Baekjoon's page for this problem: 2 s and 256 MB. The answer is exact (the smallest
/// completion); its comparison ignores white space at the ends of lines and of the output, as
/// Baekjoon's does for problems without a checker.
pub const JUDGE: Judge = Judge {
    name: "BOJ 2239 스도쿠",
    url: "https://www.acmicpc.net/problem/2239",
    time_limit_ms: 2000,
    memory_limit_kib: 256 * 1024,
    compare: Compare::IgnoreTrailingWhitespace,
    rust: Rust::Takes(BAEKJOON),
    same_puzzle: &[],
};

/// What the tools need of this input: one board of many completions, made by the problem
/// ([`write_input`]).
pub const INPUT: Input = Input::Own(OwnInput {
    what: "a 9×9 board of 17 to 24 givens kept from a solved grid, or the empty board",
    most_cases: 1,
    write: write_input,
});

/// Writes one board made from `seed`: 17 to 24 givens (to `size`, when fewer) kept at random
/// from a random solved grid, the boards of many completions the problem is about; the empty
/// board for a seed divisible by 100.
///
/// # Errors
/// Only write errors.
pub fn write_input(out: &mut dyn Write, seed: u64, _count: usize, size: usize) -> io::Result<()> {
    let mut rng = SplitMix64::new(seed);
    let geometry = Geometry::boxed(3, 3).expect("3×3 boxes form a 9×9 grid");
    let grid = random_grid(&geometry, &mut rng, &mut Sudoku9::new()).expect("a 9×9 grid exists");
    let keep = if seed % 100 == 0 {
        0
    } else {
        (17 + rng.below(8) as usize).min(size)
    };
    let mut cells: Vec<usize> = (0..N * N).collect();
    rng.shuffle(&mut cells);
    let mut board = vec![None; N * N];
    for &cell in &cells[..keep] {
        board[cell] = Some(grid[cell]);
    }
    let empty = SYMBOLS.empty.unwrap_or(b'0');
    write_partial_rows(out, &board, N, SYMBOLS.values, empty, Spacing::Packed)
}
