//! AtCoder ABC345 D (Tiling): can some of `N` rectangular tiles, each used once at most and
//! rotated freely, cover an `H`×`W` grid exactly?
//!
//! Input: `N H W` (1 ≤ N ≤ 7, 1 ≤ H, W ≤ 10), then `N` lines `A B` (1 ≤ A, B ≤ 10), a tile of
//! `A` rows by `B` columns. Output: `Yes` or `No`. Anything after the last tile is bad input,
//! found before anything is printed. The tiling is `solver::polyomino`'s exact cover: the grid's
//! cells each covered once, and the tiles as pieces that may stay out.

use std::io::{self, Write};

use solver::polyomino::{Need, Packing, Piece};
use textio::report::InputError;
use textio::tokens::read_number;
use textio::{Report, Tokens};

#[cfg(feature = "catalog")]
pub mod tool;

/// The most tiles.
pub const MAX_TILES: usize = 7;

/// The longest side of the grid and of a tile.
pub const MAX_SIDE: usize = 10;

/// The grid's sides and the tiles' (rows, columns), as the input gives them.
struct Tiling {
    grid: (usize, usize),
    tiles: Vec<(usize, usize)>,
}

fn read_input(tokens: &mut Tokens<'_>) -> Result<Tiling, InputError> {
    let n = read_number(tokens, "the number of tiles N", 1, MAX_TILES)?;
    let h = read_number(tokens, "the height H", 1, MAX_SIDE)?;
    let w = read_number(tokens, "the width W", 1, MAX_SIDE)?;
    let mut tiles = Vec::with_capacity(n);
    for k in 1..=n {
        let a = read_number(tokens, &format!("tile {}'s height A", k), 1, MAX_SIDE)?;
        let b = read_number(tokens, &format!("tile {}'s width B", k), 1, MAX_SIDE)?;
        tiles.push((a, b));
    }
    tokens.expect_end(&format!("the N tiles (N = {})", n))?;
    Ok(Tiling {
        grid: (h, w),
        tiles,
    })
}

/// Answers `input` on `out`; see the crate documentation for the format.
pub fn solve(input: &[u8], out: &mut dyn Write, report: &mut Report) -> io::Result<()> {
    let mut tokens = Tokens::new(input);
    let Tiling {
        grid: (h, w),
        tiles,
    } = match read_input(&mut tokens) {
        Ok(read) => read,
        Err(e) => {
            report.input_error(1, e);
            return Ok(());
        }
    };
    let grid: Vec<(usize, usize)> = (0..h * w).map(|i| (i / w, i % w)).collect();
    let pieces: Vec<(Piece, Need)> = tiles
        .iter()
        .map(|&(a, b)| {
            let cells: Vec<(usize, usize)> = (0..a * b).map(|i| (i / b, i % b)).collect();
            (Piece::new(&cells).expect("a tile has a cell"), Need::May)
        })
        .collect();
    let mut packing = Packing::new(&grid, &pieces, false).expect("distinct cells");
    let verdict = if packing.count(1) > 0 { "Yes" } else { "No" };
    writeln!(out, "{}", verdict)
}
