//! The tools' side of `boj4574`: its judge (`JUDGE`) and its input as the tools write it
//! (`INPUT`, made from a seed by `write_input`). Compiled only with the crate's `catalog`
//! feature, through which the catalog reads it: no submission carries any of it.

use std::io::{self, Write};

use solver::exact_cover::ExactCover;
use solver::generate::random_grid;
use solver::model::Geometry;
use solver::su_domino_ku::{pair_index, Domino, SuDominoKu, DOMINOES, N};
use solver::sudoku9::Sudoku9;
use solver::SplitMix64;
use spec::format::{Input, OwnInput};
use spec::judge::{Compare, Judge, Rust, BAEKJOON};

use crate::PLACED;

/// Baekjoon's page for this problem; its limits are not in the public copies: HDU 4210's
/// (1.5 s, 32 MB) are assumed. Its comparison ignores white space at the ends of lines and of
/// the output, as Baekjoon's does for problems without a checker.
pub const JUDGE: Judge = Judge {
    name: "BOJ 4574 스도미노쿠",
    url: "https://www.acmicpc.net/problem/4574",
    time_limit_ms: 1500,
    memory_limit_kib: 32 * 1024,
    compare: Compare::IgnoreTrailingWhitespace,
    rust: Rust::Takes(BAEKJOON),
    same_puzzle: &[],
};

/// The most puzzles the tools write in one input.
const MOST_PUZZLES: usize = 100;

/// What the tools need of this input: puzzles made by the problem ([`write_input`]).
pub const INPUT: Input = Input::Own(OwnInput {
    what: "Su-Domino-Ku puzzles of one solution, 10 dominoes placed or more",
    most_cases: MOST_PUZZLES,
    write: write_input,
});

/// A random solved Su-Domino-Ku: a random solved Sudoku, tiled by the 36 dominoes and 9
/// singles through an exact cover whose options come in a random order (another grid when
/// this one has no tiling). Returns the grid, the tiling's dominoes, and the cell of each
/// single digit.
fn random_solution(rng: &mut SplitMix64) -> (Vec<u8>, Vec<Domino>, Vec<usize>) {
    let geometry = Geometry::boxed(3, 3).expect("3×3 boxes form a 9×9 grid");
    // Items: the 81 cells, the 36 pairs, the 9 digits standing alone.
    let (pairs, alone) = (N * N, N * N + DOMINOES);
    loop {
        let grid = random_grid(&geometry, rng, &mut Sudoku9::new()).expect("a 9×9 grid exists");
        let mut options: Vec<Vec<usize>> = Vec::new();
        for a in 0..N * N {
            options.push(vec![a, alone + usize::from(grid[a])]);
            let neighbours = [(a % N + 1 < N, a + 1), (a + N < N * N, a + N)];
            for &(inside, b) in &neighbours {
                if inside && grid[a] != grid[b] {
                    options.push(vec![a, b, pairs + pair_index(grid[a], grid[b])]);
                }
            }
        }
        rng.shuffle(&mut options);
        let mut cover = ExactCover::from_rows(alone + N, &options).expect("items in range");
        if let Some(chosen) = cover.first_solution() {
            let (mut dominoes, mut singles) = (Vec::new(), vec![0; N]);
            for items in chosen.iter().map(|&o| &options[o]) {
                match items[..] {
                    [a, b, _] => dominoes.push(Domino {
                        cells: [a, b],
                        values: [grid[a], grid[b]],
                    }),
                    _ => singles[usize::from(grid[items[0]])] = items[0],
                }
            }
            return (grid, dominoes, singles);
        }
    }
}

/// Writes `count` puzzles (1 to 100) made from `seed`, then `0`: each a random solved
/// Su-Domino-Ku with 10 of its dominoes placed (`size` of them, when from 10 to 34), each
/// rotated at random, and more placed one by one until the solution is unique.
///
/// # Errors
/// Only write errors.
pub fn write_input(out: &mut dyn Write, seed: u64, count: usize, size: usize) -> io::Result<()> {
    let mut rng = SplitMix64::new(seed);
    let mut text = String::new();
    let cell = |c: usize| format!("{}{}", char::from(b'A' + (c / N) as u8), c % N + 1);
    for _ in 0..count.clamp(1, MOST_PUZZLES) {
        let (_, mut dominoes, singles) = random_solution(&mut rng);
        rng.shuffle(&mut dominoes);
        let mut placed = if size < PLACED.1 {
            size.max(PLACED.0)
        } else {
            PLACED.0
        };
        let unique = |placed: usize| {
            let mut puzzle = SuDominoKu::new();
            for &d in &dominoes[..placed] {
                puzzle.place(d).expect("a tiling's dominoes");
            }
            for (v, &c) in singles.iter().enumerate() {
                puzzle.single(c, v as u8).expect("a tiling's singles");
            }
            puzzle.grids(2).len() == 1
        };
        while placed < PLACED.1 && !unique(placed) {
            placed += 1;
        }
        text.push_str(&format!("{}\n", placed));
        for d in &dominoes[..placed] {
            let [a, b] = if rng.below(2) == 0 { [0, 1] } else { [1, 0] };
            text.push_str(&format!(
                "{} {} {} {}\n",
                d.values[a] + 1,
                cell(d.cells[a]),
                d.values[b] + 1,
                cell(d.cells[b])
            ));
        }
        let singles: Vec<String> = singles.iter().map(|&c| cell(c)).collect();
        text.push_str(&singles.join(" "));
        text.push('\n');
    }
    text.push_str("0\n");
    out.write_all(text.as_bytes())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::read_puzzle;
    use textio::Tokens;

    /// The puzzle of `puzzle` as the library holds it.
    fn board(puzzle: &crate::Puzzle) -> SuDominoKu {
        let mut board = SuDominoKu::new();
        for &d in &puzzle.placed {
            board.place(d).unwrap();
        }
        for (v, &c) in puzzle.singles.iter().enumerate() {
            board.single(c, v as u8).unwrap();
        }
        board
    }

    /// The statement's puzzles have one solution each, as promised (the first of them by two
    /// tilings).
    #[test]
    fn the_sample_s_puzzles_have_one_solution_each() {
        let sample = include_bytes!("../cases/sample-1.in");
        let mut tokens = Tokens::new(sample);
        let mut puzzles = 0;
        while let Some(puzzle) = read_puzzle(&mut tokens).unwrap() {
            assert_eq!(board(&puzzle).grids(3).len(), 1);
            puzzles += 1;
        }
        assert_eq!(puzzles, 2);
    }
}
