//! The tools' side of `algo847`: its judge (`JUDGE`) and its input as the tools write it
//! (`INPUT`). Compiled only with the crate's `catalog` feature, through which the catalog reads
//! it: no submission carries any of it.

use spec::format::{Grids, Input, InputFormat, NUMBERS};
use spec::judge::{Compare, Judge, Rust};

/// The LanQiao practice system (the URL is its home: problems there have no fixed address).
/// The statement gives no limits: 1 s and 256 MB are assumed.
pub const JUDGE: Judge = Judge {
    name: "蓝桥杯练习系统 ALGO-847 盾神与简单数独",
    url: "http://lx.lanqiao.cn/",
    time_limit_ms: 1000,
    memory_limit_kib: 256 * 1024,
    compare: Compare::Exact,
    rust: Rust::No {
        languages: "C, C++ (g++ 4.9.2), Java",
    },
    same_puzzle: &[],
};

/// What the tools need of this input: one 4×4 board with 2×2 boxes, numbers 0–4.
pub const INPUT: Input = Input::Puzzles(InputFormat {
    grids: Grids::Boxed { rows: 2, cols: 2 },
    ..NUMBERS
});
