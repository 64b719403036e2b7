//! Puzzles with one solution, made from a seed, for `gen --format luogu4573`: the signs of a
//! random complete grid that leave it the only solution ([`solver::generate::generate_ordered`],
//! which draws grids until one does), written as the 15 lines of the judge's input.

use std::io::{self, Write};

use solver::auto::Auto;
use solver::generate::generate_ordered;
use solver::model::Geometry;
use solver::rng::SplitMix64;

use crate::{pairs, signs, LINES};

/// Grids drawn at most for one puzzle: about one in seven gives a unique one, so a thousand
/// fail together with a probability below 10⁻⁶⁰.
const ATTEMPTS: usize = 1000;

/// The input of the puzzle for `seed` and its solution (values 0–8, row-major): the same seed,
/// the same puzzle.
///
/// # Errors
/// When no grid of `ATTEMPTS` gave a unique puzzle (not seen).
pub fn puzzle(seed: u64) -> Result<(String, Vec<u8>), String> {
    let geometry = Geometry::boxed(3, 3).expect("3×3 boxes form a 9×9 grid");
    let generated = generate_ordered(
        &geometry,
        ATTEMPTS,
        &mut SplitMix64::new(seed),
        &mut Auto::new(),
    )
    .map_err(|e| e.to_string())?;
    // Its relations are those of its solution's neighbouring pairs: the signs say them.
    let grid = generated.solution;
    let mut text = String::new();
    for line in 0..LINES {
        let [less, more] = signs(line);
        let line_signs: Vec<String> = pairs(line)
            .iter()
            .map(|&(a, b)| char::from(if grid[a] < grid[b] { less } else { more }).to_string())
            .collect();
        text.push_str(&line_signs.join(" "));
        text.push('\n');
    }
    Ok((text, grid))
}

/// Writes the input of the puzzle for `seed`. The input holds one puzzle, whatever `count` is
/// (the most cases of `INPUT` is 1).
///
/// # Errors
/// Write errors, and [`puzzle`]'s as an error of kind `Other`.
pub fn write_input(out: &mut dyn Write, seed: u64, _count: usize, _size: usize) -> io::Result<()> {
    let (text, _) = puzzle(seed).map_err(|e| io::Error::new(io::ErrorKind::Other, e))?;
    out.write_all(text.as_bytes())
}

#[cfg(test)]
mod tests {
    use solver::engine::Engine;

    use super::*;
    use crate::read_puzzle;

    #[test]
    fn puzzles_read_back_with_their_solution_alone() {
        let mut engine = Auto::new();
        for seed in 1..=10 {
            let (text, grid) = puzzle(seed).unwrap();
            let read = read_puzzle(text.as_bytes()).unwrap();
            assert_eq!(engine.solutions(&read, 2), vec![grid], "seed {}", seed);
        }
        assert_ne!(puzzle(1).unwrap().0, puzzle(2).unwrap().0);
    }
}
