//! The tools' side of `dmoj_coci23c1p1`: its judge (`JUDGE`) and its input as the tools write it
//! (`INPUT`, made from a seed by `write_input`). Compiled only with the crate's `catalog`
//! feature, through which the catalog reads it: no submission carries any of it.

use std::io::{self, Write};

use solver::generate::random_grid;
use solver::model::Geometry;
use solver::sudoku9::Sudoku9;
use solver::SplitMix64;
use spec::format::{Input, OwnInput};
use spec::judge::{Compare, Judge, Rust, DMOJ};

use crate::{BORDER, N, SYMBOLS};

/// DMOJ's page for this problem: 1 s and 512 MB, scored by subtasks (the mistake, if any, in
/// rows only, columns only, boxes only, anywhere). The answer is one word; DMOJ's default
/// checker ignores white space at the ends of lines.
pub const JUDGE: Judge = Judge {
    name: "DMOJ coci23c1p1 Sudoku",
    url: "https://dmoj.ca/problem/coci23c1p1",
    time_limit_ms: 1000,
    memory_limit_kib: 512 * 1024,
    compare: Compare::IgnoreTrailingWhitespace,
    rust: Rust::Takes(DMOJ),
    same_puzzle: &[],
};

/// What the tools need of this input: one drawn grid, half of them with a repeat
/// ([`write_input`]).
pub const INPUT: Input = Input::Own(OwnInput {
    what: "a drawn 9×9 grid of 20 to 60 givens from a solved grid, half with one repeat in a row, \
           a column or a box",
    most_cases: 1,
    write: write_input,
});

/// Writes one grid made from `seed`: 20 to 60 givens kept at random from a random solved grid
/// (to `size`, when fewer); for an odd seed, one given then takes the value of another given
/// of its row, column or box (chosen at random), a repeat there.
///
/// # Errors
/// Only write errors.
pub fn write_input(out: &mut dyn Write, seed: u64, _count: usize, size: usize) -> io::Result<()> {
    let mut rng = SplitMix64::new(seed);
    let geometry = Geometry::boxed(3, 3).expect("3×3 boxes form a 9×9 grid");
    let grid = random_grid(&geometry, &mut rng, &mut Sudoku9::new()).expect("a 9×9 grid exists");
    let keep = (20 + rng.below(41) as usize).min(size);
    let mut order: Vec<usize> = (0..N * N).collect();
    rng.shuffle(&mut order);
    let mut cells: Vec<Option<u8>> = vec![None; N * N];
    for &cell in &order[..keep] {
        cells[cell] = Some(grid[cell]);
    }
    if seed % 2 == 1 {
        let house = rng.below(3) as usize;
        let same = |a: usize, b: usize| match house {
            0 => a / N == b / N,
            1 => a % N == b % N,
            _ => geometry.region_of(a) == geometry.region_of(b),
        };
        let pair = order[..keep].iter().find_map(|&a| {
            order[..keep]
                .iter()
                .find(|&&b| b != a && same(a, b))
                .map(|&b| (a, b))
        });
        if let Some((a, b)) = pair {
            cells[a] = cells[b];
        }
    }
    for row in 0..N {
        if row % 3 == 0 {
            out.write_all(BORDER)?;
            out.write_all(b"\n")?;
        }
        let mut line = Vec::with_capacity(14);
        for col in 0..N {
            if col % 3 == 0 {
                line.push(b'|');
            }
            line.push(cells[row * N + col].map_or(b'.', |v| SYMBOLS.values[v as usize]));
        }
        line.extend_from_slice(b"|\n");
        out.write_all(&line)?;
    }
    out.write_all(BORDER)?;
    out.write_all(b"\n")
}
