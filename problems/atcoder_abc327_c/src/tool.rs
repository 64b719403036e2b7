//! The tools' side of `atcoder_abc327_c`: its judge (`JUDGE`) and its input as the tools write
//! it (`INPUT`). Compiled only with the crate's `catalog` feature, through which the catalog
//! reads it: no submission carries any of it.

use std::io::{self, Write};

use spec::format::{Input, OwnInput};
use spec::judge::{Compare, Judge, Rust, ATCODER};

use crate::N;

/// AtCoder's page for this problem. AtCoder takes Rust: rustc 1.89 with edition 2024 since its
/// language update of 2025-10, source up to 512 KiB (the language ids of submit tools). The
/// limits are not in our copy of the statement: AtCoder's usual 2 s and 1024 MB for an ABC
/// problem are assumed. AtCoder ignores white space at the ends of lines and of the output.
pub const JUDGE: Judge = Judge {
    name: "AtCoder ABC327 C Number Place",
    url: "https://atcoder.jp/contests/abc327/tasks/abc327_c",
    time_limit_ms: 2000,
    memory_limit_kib: 1024 * 1024,
    compare: Compare::IgnoreTrailingWhitespace,
    rust: Rust::Takes(ATCODER),
    // The question is whether a grid keeps the rules, not a puzzle to solve: no sibling here
    // asks it of a full grid (leetcode36 asks it of a partly filled board, in another form).
    same_puzzle: &[],
};

/// What the tools need of this input: a full grid, which is no puzzle with one solution, so the
/// problem makes its own ([`write_input`]).
pub const INPUT: Input = Input::Own(OwnInput {
    what: "a full 9×9 grid of 1-9: a Sudoku solution, or one whose rows, columns or boxes alone \
           break the rule",
    most_cases: 1,
    write: write_input,
});

/// Writes the grid made from `seed` (one, whatever `count`: the input holds one). The seed,
/// multiplied by an odd constant (a bijection of `u64`, so that neighbouring seeds differ in
/// every choice), is read as a mixed-radix number that chooses the kind of grid (a solution, or
/// one broken in its rows alone, its columns alone or its boxes alone), then the order of the
/// bands, of the rows in each band, of the stacks, of the columns in each stack, and the
/// digits' names. Those permutations keep a row a row, a column a column and a box a box, so
/// each kind stays what it is:
///
/// - a solution: the pattern `(3·(r mod 3) + ⌊r/3⌋ + c) mod 9`;
/// - rows broken: a solution with two cells of one column and one box swapped (the column and
///   the box keep their digits, the two rows each repeat one);
/// - columns broken: the same with two cells of one row and one box;
/// - boxes broken: `(r + c) mod 9`, a Latin square whose every box holds 5 digits.
///
/// # Errors
/// Only write errors.
pub fn write_input(out: &mut dyn Write, seed: u64, _count: usize, _size: usize) -> io::Result<()> {
    let mut choice = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15);
    let mut pick = |k: usize| {
        let picked = (choice % k as u64) as usize;
        choice /= k as u64;
        picked
    };
    let kind = pick(4);
    // `order[i]`: which row (or column) of the pattern the grid's row (or column) `i` is.
    let mut orders = [[0usize; N]; 2];
    for order in orders.iter_mut() {
        let bands = permutation(3, &mut pick);
        for (b, &band) in bands.iter().enumerate() {
            let within = permutation(3, &mut pick);
            for (i, &w) in within.iter().enumerate() {
                order[3 * b + i] = 3 * band + w;
            }
        }
    }
    let names = permutation(N, &mut pick);
    let mut grid = [[0usize; N]; N];
    for (r, row) in grid.iter_mut().enumerate() {
        for (c, cell) in row.iter_mut().enumerate() {
            let (pr, pc) = (orders[0][r], orders[1][c]);
            let value = if kind == 3 {
                (pr + pc) % N
            } else {
                (3 * (pr % 3) + pr / 3 + pc) % N
            };
            *cell = names[value];
        }
    }
    // Two cells of one box: (`a`, `b`) and the next row (kind 1) or column (kind 2) in its band.
    let (a, b) = (pick(N), pick(N));
    let next = |i: usize| i - i % 3 + (i + 1) % 3;
    match kind {
        1 => {
            let (x, y) = (grid[a][b], grid[next(a)][b]);
            grid[a][b] = y;
            grid[next(a)][b] = x;
        }
        2 => grid[a].swap(b, next(b)),
        _ => {}
    }
    for row in grid.iter() {
        let numbers: Vec<String> = row.iter().map(|v| (v + 1).to_string()).collect();
        writeln!(out, "{}", numbers.join(" "))?;
    }
    Ok(())
}

/// A permutation of `0..n`, chosen by `pick` (which returns a number below its argument) as a
/// Lehmer code: `n · (n − 1) · … · 1` choices, each permutation once.
fn permutation(n: usize, pick: &mut dyn FnMut(usize) -> usize) -> Vec<usize> {
    let mut left: Vec<usize> = (0..n).collect();
    (0..n).map(|i| left.remove(pick(n - i))).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solve;

    /// Which of rows, columns and boxes of the grid in `text` hold each digit once, by a count
    /// of its own.
    fn houses_whole(text: &str) -> [bool; 3] {
        let v: Vec<usize> = text
            .split_whitespace()
            .map(|t| t.parse().unwrap())
            .collect();
        assert_eq!(v.len(), 81);
        let whole = |cells: &dyn Fn(usize, usize) -> usize| {
            (0..9).all(|h| {
                let mut seen = [false; 10];
                (0..9).all(|i| !std::mem::replace(&mut seen[v[cells(h, i)]], true))
            })
        };
        [
            whole(&|h, i| 9 * h + i),
            whole(&|h, i| 9 * i + h),
            whole(&|h, i| 9 * (3 * (h / 3) + i / 3) + 3 * (h % 3) + i % 3),
        ]
    }

    #[test]
    fn each_kind_of_grid_breaks_what_it_says_and_nothing_else() {
        let mut kinds = [0; 4];
        for seed in 0..200 {
            let mut text = Vec::new();
            write_input(&mut text, seed, 1, usize::MAX).unwrap();
            let text = String::from_utf8(text).unwrap();
            let mut again = Vec::new();
            write_input(&mut again, seed, 1, usize::MAX).unwrap();
            assert_eq!(again, text.as_bytes(), "the same seed, the same grid");
            let kind = match houses_whole(&text) {
                [true, true, true] => 0,
                [false, true, true] => 1,
                [true, false, true] => 2,
                [true, true, false] => 3,
                other => panic!("seed {}: {:?}\n{}", seed, other, text),
            };
            kinds[kind] += 1;
            let o = spec::run::run_in_memory("atcoder_abc327_c", solve, text.as_bytes());
            assert_eq!(o.status, 0);
            let expected: &[u8] = if kind == 0 { b"Yes\n" } else { b"No\n" };
            assert_eq!(o.stdout, expected, "seed {}", seed);
        }
        assert!(kinds.iter().all(|&k| k > 20), "{:?}", kinds);
    }
}
