//! Luogu P1562 (还是 N 皇后): in how many ways can `N` queens stand on an `N`×`N` board, none
//! attacking another, on allowed squares only?
//!
//! Input: `N` (1 ≤ N ≤ 14), then `N` lines of `N` characters, `*` a square a queen may stand
//! on, `.` one it may not. Output: the number of ways. Anything after the board is bad input,
//! found before anything is printed. The count is `solver::queens`' bitboard search.

use std::io::{self, Write};

use solver::queens::Queens;
#[cfg(feature = "catalog")]
use solver::rng::SplitMix64;
#[cfg(feature = "catalog")]
use textio::format::{Input, OwnInput};
use textio::grid::{read_rows, Symbols};
#[cfg(feature = "catalog")]
use textio::judge::{Compare, Judge, Rust, LUOGU};
use textio::tokens::read_number;
use textio::{Report, Tokens};

/// Luogu's page for this problem. The limits are not in our copy of the statement: Luogu's
/// usual 1 s and 128 MB are assumed. Luogu takes Rust ([`LUOGU`]) and ignores white space at
/// the ends of lines and of the output.
#[cfg(feature = "catalog")]
pub const JUDGE: Judge = Judge {
    name: "Luogu P1562 还是 N 皇后",
    url: "https://www.luogu.com.cn/problem/P1562",
    time_limit_ms: 1000,
    memory_limit_kib: 128 * 1024,
    compare: Compare::IgnoreTrailingWhitespace,
    rust: Rust::Takes(LUOGU),
    same_puzzle: &[],
};

/// What the tools need of this input: a board of allowed squares, made by the problem
/// ([`write_board`]).
#[cfg(feature = "catalog")]
pub const INPUT: Input = Input::Own(OwnInput {
    what: "an N×N board of allowed squares, N up to 14",
    most_cases: 1,
    write: write_board,
});

/// The largest side.
pub const MAX_N: usize = 14;

/// `.` a square a queen may not stand on (0), `*` one it may (1).
pub const SQUARES: Symbols = Symbols {
    values: b".*",
    empty: None,
};

/// Answers the board of `input` on `out`; see the crate documentation for the format.
pub fn solve(input: &[u8], out: &mut dyn Write, report: &mut Report) -> io::Result<()> {
    let mut tokens = Tokens::new(input);
    let read = read_number(&mut tokens, "the side N", 1, MAX_N).and_then(|n| {
        let squares = read_rows(&mut tokens, n, n, &SQUARES)?;
        tokens.expect_end("the N rows of the board")?;
        Ok((n, squares))
    });
    let (n, squares) = match read {
        Ok(board) => board,
        Err(e) => {
            report.input_error(1, e);
            return Ok(());
        }
    };
    let mut board = Queens::new(n).expect("a side up to 14");
    for (i, square) in squares.iter().enumerate() {
        if *square == Some(0) {
            board.forbid(i / n, i % n).expect("a square of the board");
        }
    }
    writeln!(out, "{}", board.count())
}

/// Writes the board made from `seed`, of side at most `size` (one board, whatever `count`):
/// a side from 1 to 14, and each square forbidden with a probability drawn from 0 to 1/2.
///
/// # Errors
/// Only write errors.
#[cfg(feature = "catalog")]
pub fn write_board(out: &mut dyn Write, seed: u64, _count: usize, size: usize) -> io::Result<()> {
    let mut rng = SplitMix64::new(seed);
    let n = 1 + rng.below(MAX_N.min(size).max(1) as u64) as usize;
    let density = rng.below(51);
    let mut text = format!("{}\n", n).into_bytes();
    for _ in 0..n {
        for _ in 0..n {
            text.push(if rng.below(100) < density { b'.' } else { b'*' });
        }
        text.push(b'\n');
    }
    out.write_all(&text)
}
