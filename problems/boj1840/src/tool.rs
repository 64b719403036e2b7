//! The tools' side of `boj1840`: its judge (`JUDGE`) and its input as the tools write it
//! (`INPUT`, made from a seed by `write_input`). Compiled only with the crate's `catalog`
//! feature, through which the catalog reads it: no submission carries any of it.

use std::io::{self, Write};

use solver::generate::random_grid;
use solver::model::Geometry;
use solver::sudoku9::{Sudoku9, N};
use solver::SplitMix64;
use spec::format::{Input, OwnInput};
use spec::judge::{Compare, Judge, Rust, BAEKJOON};

/// Baekjoon's page for this problem: 2 s and 128 MB. No sample survives in public copies of the
/// statement. Its comparison ignores white space at the ends of lines and of the output, as
/// Baekjoon's does for problems without a checker.
pub const JUDGE: Judge = Judge {
    name: "BOJ 1840 스도쿠",
    url: "https://www.acmicpc.net/problem/1840",
    time_limit_ms: 2000,
    memory_limit_kib: 128 * 1024,
    compare: Compare::IgnoreTrailingWhitespace,
    rust: Rust::Takes(BAEKJOON),
    same_puzzle: &[],
};

/// What the tools need of this input: 81 steps, made by the problem ([`write_input`]).
pub const INPUT: Input = Input::Own(OwnInput {
    what: "81 steps filling a 9×9 board, one of them a mistake or none",
    most_cases: 1,
    write: write_input,
});

/// Writes 81 steps made from `seed`: the cells of a random solved grid in a random order, with
/// their digits but at one random step (in seven inputs of eight), where the digit is wrong:
/// half the time one that clashes with an earlier step in a row, column or box (when there is
/// one), else one that clashes with none so far.
///
/// # Errors
/// Only write errors.
pub fn write_input(out: &mut dyn Write, seed: u64, _count: usize, _size: usize) -> io::Result<()> {
    let geometry = Geometry::boxed(3, 3).expect("3×3 boxes form a 9×9 grid");
    let mut rng = SplitMix64::new(seed);
    let grid = random_grid(&geometry, &mut rng, &mut Sudoku9::new()).expect("a 9×9 grid exists");
    let mut cells: Vec<usize> = (0..N * N).collect();
    rng.shuffle(&mut cells);
    let mut digits: Vec<u8> = cells.iter().map(|&c| grid[c]).collect();
    if rng.below(8) != 0 {
        let wrong = rng.below((N * N) as u64) as usize;
        let cell = cells[wrong];
        let mut seen = [false; N];
        for (&earlier, &digit) in cells[..wrong].iter().zip(&digits) {
            let shares = geometry
                .houses(earlier)
                .iter()
                .any(|h| geometry.houses(cell).contains(h));
            seen[usize::from(digit)] |= shares;
        }
        let clash = rng.below(2) == 0;
        let choices: Vec<u8> = (0..N as u8)
            .filter(|&d| d != grid[cell] && seen[usize::from(d)] == clash)
            .collect();
        let choices: Vec<u8> = if choices.is_empty() {
            (0..N as u8).filter(|&d| d != grid[cell]).collect()
        } else {
            choices
        };
        digits[wrong] = choices[rng.below(choices.len() as u64) as usize];
    }
    let mut text = String::new();
    for (&cell, &digit) in cells.iter().zip(&digits) {
        text.push_str(&format!(
            "{} {} {}\n",
            cell / N + 1,
            cell % N + 1,
            digit + 1
        ));
    }
    out.write_all(text.as_bytes())
}
