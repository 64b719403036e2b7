//! The tools' side of `acwing169`: its judge (`JUDGE`) and its input as the tools write it
//! (`INPUT`). Compiled only with the crate's `catalog` feature, through which the catalog reads
//! it: no submission carries any of it.

use spec::format::{no_footer, no_header, write_cells, Grids, Input, InputFormat};
use spec::judge::{Compare, Judge, Rust};

use crate::SYMBOLS;

/// AcWing's page for this problem, with the limits it shows (2000 ms, 64 MB). No public source
/// says whether AcWing takes Rust; the same puzzle goes to SPOJ, which does, as `spoj1110`.
pub const JUDGE: Judge = Judge {
    name: "AcWing 169 数独2",
    url: "https://www.acwing.com/problem/content/171/",
    time_limit_ms: 2000,
    memory_limit_kib: 64 * 1024,
    compare: Compare::Exact,
    rust: Rust::Unconfirmed,
    same_puzzle: &["poj3076", "spoj1110"],
};

/// What the tools need of this input: [`GRIDS`].
pub const INPUT: Input = Input::Puzzles(GRIDS);

/// 16×16 grids with 4×4 boxes, any number of them, one empty line between grids: the input of
/// this puzzle on every judge that poses it, but for a count before the grids.
pub const GRIDS: InputFormat = InputFormat {
    grids: Grids::Boxed { rows: 4, cols: 4 },
    most_puzzles: usize::MAX,
    most_givens: None,
    header: no_header,
    puzzle: |out, k, _, puzzle| {
        if k > 0 {
            writeln!(out)?;
        }
        write_cells(out, puzzle, SYMBOLS.values, b'-')
    },
    footer: no_footer,
};
