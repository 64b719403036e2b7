//! The tools' side of `luogu4205`: its judge (`JUDGE`) and its input as the tools write it
//! (`INPUT`). Compiled only with the crate's `catalog` feature, through which the catalog reads
//! it: no submission carries any of it.

use std::io::{self, Write};

use solver::rng::SplitMix64;
use spec::format::{Input, OwnInput};
use spec::judge::{Compare, Judge, Rust, LUOGU};

use crate::{PIECES, ROWS};

/// Luogu's page for this problem. The limits are not in our copy of the statement: Luogu's
/// usual 1 s and 128 MB are assumed. Luogu takes Rust ([`LUOGU`]) and ignores white space at
/// the ends of lines and of the output.
pub const JUDGE: Judge = Judge {
    name: "Luogu P4205 [NOI2005] 智慧珠游戏",
    url: "https://www.luogu.com.cn/problem/P4205",
    time_limit_ms: 1000,
    memory_limit_kib: 128 * 1024,
    compare: Compare::IgnoreTrailingWhitespace,
    rust: Rust::Takes(LUOGU),
    same_puzzle: &[],
};

/// What the tools need of this input: boards with some pieces placed, made by the problem
/// ([`write_input`]).
pub const INPUT: Input = Input::Own(OwnInput {
    what: "the triangle with some of the twelve pieces placed",
    most_cases: 1,
    write: write_input,
});

/// Writes the board made from `seed` (one, whatever `count` and `size`): the sample's answer,
/// or its mirror image across the triangle's short diagonal, with each piece kept with a probability
/// drawn from 0 to 1, and a kept piece's cell cleared or made another letter now and then (no
/// solution then, as a rule).
///
/// # Errors
/// Only write errors.
pub fn write_input(out: &mut dyn Write, seed: u64, _count: usize, _size: usize) -> io::Result<()> {
    let mut rng = SplitMix64::new(seed);
    let mirror = rng.below(2) == 1;
    let keep = rng.below(101);
    let mut board = vec![vec![b'.'; 0]; ROWS];
    for (r, row) in board.iter_mut().enumerate() {
        row.resize(r + 1, b'.');
    }
    for (p, cells) in PIECES.iter().enumerate() {
        if rng.below(100) < keep {
            for &(r, c) in cells.iter() {
                // The triangle's mirror image, across its short diagonal.
                let (r, c) = if mirror {
                    (ROWS - 1 - c, ROWS - 1 - r)
                } else {
                    (r, c)
                };
                board[r][c] = b'A' + p as u8;
            }
        }
    }
    if rng.below(4) == 0 {
        let r = rng.below(ROWS as u64) as usize;
        let c = rng.below(r as u64 + 1) as usize;
        board[r][c] = if board[r][c] == b'.' {
            b'A' + rng.below(12) as u8
        } else {
            b'.'
        };
    }
    let mut text = Vec::new();
    for row in board {
        text.extend_from_slice(&row);
        text.push(b'\n');
    }
    out.write_all(&text)
}
