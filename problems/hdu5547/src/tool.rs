//! The tools' side of `hdu5547`: its judge (`JUDGE`) and its input as the tools write it
//! (`INPUT`). Compiled only with the crate's `catalog` feature, through which the catalog reads
//! it: no submission carries any of it.

use spec::format::{count_header, no_footer, write_cells, Grids, Input, InputFormat};
use spec::judge::{Compare, Judge, Rust};

use crate::{MAX_CASES, SYMBOLS};

/// HDU's page for this problem: 1000 ms, 65535 KB as its statement says.
pub const JUDGE: Judge = Judge {
    name: "HDU 5547 Sudoku",
    url: "http://acm.hdu.edu.cn/showproblem.php?pid=5547",
    time_limit_ms: 1000,
    memory_limit_kib: 65535,
    compare: Compare::Exact,
    rust: Rust::No {
        languages: "C, C++, Pascal, Java",
    },
    same_puzzle: &[],
};

/// What the tools need of this input: the count T, then T ≤ 100 boards of 4×4 with 2×2 boxes,
/// an empty line before each as the statement prints them.
pub const INPUT: Input = Input::Puzzles(InputFormat {
    grids: Grids::Boxed { rows: 2, cols: 2 },
    most_puzzles: MAX_CASES,
    most_givens: None,
    header: count_header,
    puzzle: |out, _, _, puzzle| {
        writeln!(out)?;
        write_cells(out, puzzle, SYMBOLS.values, b'*')
    },
    footer: no_footer,
});
