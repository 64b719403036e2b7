//! The tools' side of `luogub4279`: its judge (`JUDGE`) and its input as the tools write it
//! (`INPUT`). Compiled only with the crate's `catalog` feature, through which the catalog reads
//! it: no submission carries any of it.

use spec::format::{no_footer, no_header, write_cells, Grids, Input, InputFormat};
use spec::judge::{Compare, Judge, Rust, LUOGU};

use crate::SYMBOLS;

/// Luogu's page for this problem. Luogu takes Rust for its own problems (a `B` problem is one):
/// rustc 1.88 with `--edition 2024` (its judging documentation, 2025-12); no source limit is
/// published, and no language restriction on this problem was seen. The page's limits are not
/// in our copy of the statement: Luogu's common 1 s and 128 MB are assumed. Luogu ignores
/// spaces at the ends of lines and empty lines at the end of the output.
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
pub const INPUT: Input = Input::Puzzles(InputFormat {
    grids: Grids::Boxed { rows: 3, cols: 3 },
    most_puzzles: 1,
    most_givens: None,
    header: no_header,
    puzzle: |out, _, _, puzzle| write_cells(out, puzzle, SYMBOLS.values, b'.'),
    footer: no_footer,
});
