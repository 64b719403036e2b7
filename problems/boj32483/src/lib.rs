//! BOJ 32483 Geometric Gridlock (GCPC 2024; Kattis `geometricgridlock`): cut an `h × w` grid
//! into pentominoes so that no two pieces that share a side have the same shape.
//!
//! Input: `h w` (1 ≤ h, w ≤ 100). Output: `no` when no such cutting exists; otherwise `yes`,
//! then `h` lines of `w` letters from `FILNPTUVWXYZ`, each piece's cells holding its shape's
//! letter (rotations and reflections are one shape). Any valid grid is accepted
//! ([`tool::check_answer`]). Anything after `h w` is bad input.
//!
//! The decision and the grid are [`solver::gridlock::tiling`]'s: `no` exactly when the area is
//! not a multiple of 5, or the board is one cell wide and not 1 × 5, or it is 2 × 5, each
//! proved there.

use std::io::{self, Write};

use solver::gridlock::tiling;
use solver::polyomino::PENTOMINOES;
use textio::tokens::read_number;
use textio::{Report, Tokens};

#[cfg(feature = "catalog")]
pub mod tool;

/// The largest side.
pub const MAX_SIDE: usize = 100;

/// Reads `h w`.
///
/// # Errors
/// At the end of the input, or on a token that is not a side from 1 to 100.
pub fn read_sides(tokens: &mut Tokens<'_>) -> Result<(usize, usize), textio::report::InputError> {
    let h = read_number(tokens, "the height h", 1, MAX_SIDE)?;
    let w = read_number(tokens, "the width w", 1, MAX_SIDE)?;
    Ok((h, w))
}

/// Answers `input` on `out`; see the crate documentation for the format.
pub fn solve(input: &[u8], out: &mut dyn Write, report: &mut Report) -> io::Result<()> {
    let mut tokens = Tokens::new(input);
    let (h, w) = match read_sides(&mut tokens) {
        Ok(sides) => sides,
        Err(e) => {
            report.input_error(1, e);
            return Ok(());
        }
    };
    match tiling(h, w) {
        None => out.write_all(b"no\n")?,
        Some(grid) => {
            let mut text = String::with_capacity(4 + (w + 1) * h);
            text.push_str("yes\n");
            for row in grid.chunks(w) {
                text.extend(row.iter().map(|&s| PENTOMINOES[usize::from(s)].0));
                text.push('\n');
            }
            out.write_all(text.as_bytes())?;
        }
    }
    report.expect_end(&mut tokens, "h and w");
    Ok(())
}
