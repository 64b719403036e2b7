//! Luogu B4279 (蓝桥杯青少年 2023, 数独): one 9×9 Sudoku with 3×3 boxes.
//!
//! Input: 9 lines of 9 characters, `1`–`9` or `.` for an empty cell. Only tokens count: `\r\n`,
//! extra spaces and empty lines do not. Output: the solved grid, 9 lines of 9 digits with
//! nothing between them. The puzzle has exactly one solution; a grid without one is reported
//! on stderr. The grid is solved through [`solver::sudoku9::Sudoku9`], the library's fastest
//! engine for 9×9.

use std::io::{self, Write};

use solver::sudoku9::{Sudoku9, N};
#[cfg(feature = "catalog")]
use textio::format::{no_footer, no_header, write_cells, Grids, Input, InputFormat};
use textio::grid::{read_only_grid, read_rows, write_rows, Spacing, Symbols};
#[cfg(feature = "catalog")]
use textio::judge::{Compare, Judge, Rust, LUOGU};
use textio::Report;

/// Luogu's page for this problem. Luogu takes Rust for its own problems (a `B` problem is one):
/// rustc 1.88 with `--edition 2024` (its judging documentation, 2025-12); no source limit is
/// published, and no language restriction on this problem was seen. The page's limits are not
/// in our copy of the statement: Luogu's common 1 s and 128 MB are assumed. Luogu ignores
/// spaces at the ends of lines and empty lines at the end of the output.
#[cfg(feature = "catalog")]
pub const JUDGE: Judge = Judge {
    name: "Luogu B4279 数独",
    url: "https://www.luogu.com.cn/problem/B4279",
    time_limit_ms: 1000,
    memory_limit_kib: 128 * 1024,
    compare: Compare::IgnoreTrailingWhitespace,
    rust: Rust::Takes(LUOGU),
    // A unique solution asked for, answered by the solved grid: acwing166's puzzle and answer
    // in another layout.
    same_puzzle: &["acwing166"],
};

/// What the tools need of this input: one 9×9 grid, 9 rows of 9 characters, `.` empty.
#[cfg(feature = "catalog")]
pub const INPUT: Input = Input::Puzzles(InputFormat {
    grids: Grids::Boxed { rows: 3, cols: 3 },
    most_puzzles: 1,
    most_givens: None,
    header: no_header,
    puzzle: |out, _, _, puzzle| write_cells(out, puzzle, SYMBOLS.values, b'.'),
    footer: no_footer,
});

/// The digits for values 0–8 and the empty cell.
pub const SYMBOLS: Symbols = Symbols {
    values: b"123456789",
    empty: Some(b'.'),
};

/// Answers the puzzle of `input` on `out`; see the crate documentation for the format.
pub fn solve(input: &[u8], out: &mut dyn Write, report: &mut Report) -> io::Result<()> {
    let (line, cells) = match read_only_grid(input, N, &SYMBOLS, read_rows, report) {
        Some(grid) => grid,
        None => return Ok(()),
    };
    match Sudoku9::new()
        .solve(cells)
        .expect("81 cells of values below 9")
    {
        Some(grid) => write_rows(out, &grid, N, SYMBOLS.values, Spacing::Packed)?,
        None => report.case_error(1, line, "the grid has no solution, though one is promised"),
    }
    Ok(())
}
