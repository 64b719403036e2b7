//! AtCoder ABC345 D (Tiling): can some of `N` rectangular tiles, each used once at most and
//! rotated freely, cover an `H`×`W` grid exactly?
//!
//! Input: `N H W` (1 ≤ N ≤ 7, 1 ≤ H, W ≤ 10), then `N` lines `A B` (1 ≤ A, B ≤ 10), a tile of
//! `A` rows by `B` columns. Output: `Yes` or `No`. Anything after the last tile is bad input,
//! found before anything is printed. The tiling is `solver::polyomino`'s exact cover: the grid's
//! cells each covered once, and the tiles as pieces that may stay out.

use std::io::{self, Write};

use solver::polyomino::{Need, Packing, Piece};
#[cfg(feature = "catalog")]
use solver::rng::SplitMix64;
#[cfg(feature = "catalog")]
use textio::format::{Input, OwnInput};
#[cfg(feature = "catalog")]
use textio::judge::{Compare, Judge, Rust, ATCODER};
use textio::report::InputError;
use textio::tokens::read_number;
use textio::{Report, Tokens};

/// AtCoder's page for this problem. The limits are not in our copy of the statement:
/// AtCoder's usual 2 s and 1024 MB for an ABC problem are assumed. AtCoder takes Rust
/// ([`ATCODER`]) and ignores white space at the ends of lines and of the output.
#[cfg(feature = "catalog")]
pub const JUDGE: Judge = Judge {
    name: "AtCoder ABC345 D Tiling",
    url: "https://atcoder.jp/contests/abc345/tasks/abc345_d",
    time_limit_ms: 2000,
    memory_limit_kib: 1024 * 1024,
    compare: Compare::IgnoreTrailingWhitespace,
    rust: Rust::Takes(ATCODER),
    same_puzzle: &[],
};

/// What the tools need of this input: a grid and tiles, made by the problem
/// ([`write_tiles`]).
#[cfg(feature = "catalog")]
pub const INPUT: Input = Input::Own(OwnInput {
    what: "an H×W grid and up to 7 rectangular tiles, sides up to 10",
    most_cases: 1,
    write: write_tiles,
});

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

/// Writes the grid and tiles made from `seed` (one input, whatever `count`), sides at most
/// `size`: half the time a grid cut into rectangles by random guillotine cuts (a tiling
/// exists if there are at most 7 of them), the pieces with some extra tiles and one side
/// changed now and then; else random tiles.
///
/// # Errors
/// Only write errors.
#[cfg(feature = "catalog")]
pub fn write_tiles(out: &mut dyn Write, seed: u64, _count: usize, size: usize) -> io::Result<()> {
    let mut rng = SplitMix64::new(seed);
    let most = MAX_SIDE.min(size).max(1) as u64;
    let (h, w) = (1 + rng.below(most) as usize, 1 + rng.below(most) as usize);
    let mut tiles: Vec<(usize, usize)> = Vec::new();
    if rng.below(2) == 0 {
        // Guillotine cuts: split a random rectangle across, until there are enough.
        let mut parts = vec![(h, w)];
        let cuts = rng.below(MAX_TILES as u64);
        for _ in 0..cuts {
            let k = rng.below(parts.len() as u64) as usize;
            let (a, b) = parts[k];
            if a > 1 && (b == 1 || rng.below(2) == 0) {
                let cut = 1 + rng.below(a as u64 - 1) as usize;
                parts[k] = (cut, b);
                parts.push((a - cut, b));
            } else if b > 1 {
                let cut = 1 + rng.below(b as u64 - 1) as usize;
                parts[k] = (a, cut);
                parts.push((a, b - cut));
            }
        }
        for (a, b) in parts {
            tiles.push(if rng.below(2) == 0 { (a, b) } else { (b, a) });
        }
        if rng.below(3) == 0 {
            let k = rng.below(tiles.len() as u64) as usize;
            tiles[k].0 = 1 + rng.below(MAX_SIDE as u64) as usize;
        }
    }
    while tiles.len() < MAX_TILES && (tiles.is_empty() || rng.below(3) == 0) {
        tiles.push((1 + rng.below(most) as usize, 1 + rng.below(most) as usize));
    }
    rng.shuffle(&mut tiles);
    let mut text = format!("{} {} {}\n", tiles.len(), h, w);
    for (a, b) in tiles {
        text.push_str(&format!("{} {}\n", a, b));
    }
    out.write_all(text.as_bytes())
}
