//! The tools' side of `acwing166`: its judge (`JUDGE`) and its input as the tools write it
//! (`INPUT`). Compiled only with the crate's `catalog` feature, through which the catalog reads
//! it: no submission carries any of it.

use spec::format::{no_header, write_line, Grids, Input, InputFormat};
use spec::judge::{Compare, Judge, Rust};

use crate::END;

/// AcWing's page for this problem. AcWing shows no limits we could find; another copy of the
/// problem gives 2 s and 256 MB, assumed here. No public source says whether AcWing takes Rust.
pub const JUDGE: Judge = Judge {
    name: "AcWing 166 数独",
    url: "https://www.acwing.com/problem/content/168/",
    time_limit_ms: 2000,
    memory_limit_kib: 256 * 1024,
    compare: Compare::Exact,
    rust: Rust::Unconfirmed,
    same_puzzle: &["leetcode37", "luogu1784"],
};

/// What the tools need of this input: 9×9 puzzles, one per line, any number of them, `end`
/// last.
pub const INPUT: Input = Input::Puzzles(InputFormat {
    grids: Grids::Boxed { rows: 3, cols: 3 },
    most_puzzles: usize::MAX,
    most_givens: None,
    header: no_header,
    puzzle: |out, _, _, puzzle| write_line(out, puzzle),
    footer: |out| {
        out.write_all(END)?;
        writeln!(out)
    },
});
