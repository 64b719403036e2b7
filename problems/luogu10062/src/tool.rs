//! The tools' side of `luogu10062`: its judge (`JUDGE`), its input as the tools write it
//! (`INPUT`, made from a seed by `write_input`) and its checker (`check_answer`) with its table
//! of verdicts. Compiled only with the crate's `catalog` feature, through which the catalog
//! reads it: no submission carries any of it.

use spec::format::{Input, OwnInput};
use spec::judge::{Checker, Compare, Judge, Rust, LUOGU};

use crate::MAX_CASES;

pub mod checker;
pub use checker::{check_answer, read_blocks};

pub mod instances;
pub use instances::{write_blocks, write_input};

/// Luogu's page for this problem. Luogu takes Rust for its own problems: rustc 1.88 with
/// `--edition 2024` (its judging documentation, 2025-12); no source limit is published. The
/// limits shown on the page could not be read here: Luogu's common 1 s and 128 MB are assumed.
/// Any completion is accepted, so the judge checks answers ([`check_answer`]).
pub const JUDGE: Judge = Judge {
    name: "Luogu P10062 [SNOI2024] 拉丁方",
    url: "https://www.luogu.com.cn/problem/P10062",
    time_limit_ms: 1000,
    memory_limit_kib: 128 * 1024,
    compare: Compare::Checker(Checker(check_answer)),
    rust: Rust::Takes(LUOGU),
    same_puzzle: &[],
};

/// What the tools need of this input: up to 10 blocks of order 500 in the shapes that cost the
/// completion most, which this crate makes from a seed ([`instances`]).
pub const INPUT: Input = Input::Own(OwnInput {
    what: "the top-left block of a Latin square of order 500",
    most_cases: MAX_CASES,
    write: write_input,
});
