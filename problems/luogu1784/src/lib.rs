//! Luogu P1784 (数独): one 9×9 Sudoku with 3×3 boxes.
//!
//! Input: 9 lines of 9 digits separated by single spaces, `0` for an empty cell (the statement
//! gives only its sample; the format comes from it). Only tokens count: `\r\n`, extra spaces and
//! empty lines do not. Output: the solved grid in the same layout, 9 lines of 9 digits separated
//! by single spaces. The puzzle has exactly one solution; a grid without one is reported on
//! stderr. The statement's self-test "hack" puzzles are hard: the grid is solved through
//! [`solver::sudoku9::Sudoku9`], the library's fastest engine for 9×9.

use std::io::{self, Write};

use solver::sudoku9::{Sudoku9, N};
#[cfg(feature = "catalog")]
use textio::format::{Input, NUMBERS};
use textio::grid::{read_only_grid, read_spaced_rows, write_rows, Spacing, Symbols};
#[cfg(feature = "catalog")]
use textio::judge::{Compare, Judge, Rust, LUOGU};
use textio::Report;

/// Luogu's page for this problem. Luogu takes Rust for its own problems: rustc 1.88 with
/// `--edition 2024` (its judging documentation, 2025-12); no source limit is published. The
/// page shows no limits we could find: Luogu's common 1 s and 128 MB are assumed. Luogu
/// ignores spaces at the ends of lines and empty lines at the end of the output.
#[cfg(feature = "catalog")]
pub const JUDGE: Judge = Judge {
    name: "Luogu P1784 数独",
    url: "https://www.luogu.com.cn/problem/P1784",
    time_limit_ms: 1000,
    memory_limit_kib: 128 * 1024,
    compare: Compare::IgnoreTrailingWhitespace,
    rust: Rust::Takes(LUOGU),
    same_puzzle: &["acwing166", "leetcode37"],
};

/// What the tools need of this input: one 9×9 grid, digits separated by spaces, 0 empty.
#[cfg(feature = "catalog")]
pub const INPUT: Input = Input::Puzzles(NUMBERS);

/// The digits for values 0–8 and the empty cell.
pub const SYMBOLS: Symbols = Symbols {
    values: b"123456789",
    empty: Some(b'0'),
};

/// Answers the puzzle of `input` on `out`; see the crate documentation for the format.
pub fn solve(input: &[u8], out: &mut dyn Write, report: &mut Report) -> io::Result<()> {
    let (line, cells) = match read_only_grid(input, N, &SYMBOLS, read_spaced_rows, report) {
        Some(grid) => grid,
        None => return Ok(()),
    };
    match Sudoku9::new()
        .solve(cells)
        .expect("81 cells of values below 9")
    {
        Some(grid) => write_rows(out, &grid, N, SYMBOLS.values, Spacing::Between(b' '))?,
        None => report.case_error(1, line, "the grid has no solution, though one is promised"),
    }
    Ok(())
}
