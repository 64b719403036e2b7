//! The tools' side of `luogu4929`: its judge (`JUDGE`), its input as the tools write it
//! (`INPUT`, made from a seed by `write_input`) and its checker (`check_answer`) with its table
//! of verdicts. Compiled only with the crate's `catalog` feature, through which the catalog
//! reads it: no submission carries any of it.

use spec::format::{Input, OwnInput};
use spec::judge::{Checker, Compare, Judge, Rust, LUOGU};

pub mod checker;
pub use checker::check_answer;

pub mod instances;
pub use instances::{write_input, write_matrix};

/// Luogu's page for this problem. Luogu takes Rust for its own problems: rustc 1.88 with
/// `--edition 2024` (its judging documentation, 2025-12); no source limit is published. The
/// limits shown on the page could not be read here: Luogu's common 1 s and 128 MB are assumed.
/// Any exact cover is accepted, so the judge checks answers ([`check_answer`]).
pub const JUDGE: Judge = Judge {
    name: "Luogu P4929 舞蹈链模板",
    url: "https://www.luogu.com.cn/problem/P4929",
    time_limit_ms: 1000,
    memory_limit_kib: 128 * 1024,
    compare: Compare::Checker(Checker(check_answer)),
    rust: Rust::Takes(LUOGU),
    same_puzzle: &[],
};

/// What the tools need of this input: one matrix, which this crate makes from a seed (a hidden
/// partition of the columns among random rows, near the limits: [`instances`]).
pub const INPUT: Input = Input::Own(OwnInput {
    what: "a 0/1 matrix of up to 500 × 500 with at most 5000 ones",
    most_cases: 1,
    write: write_input,
});

#[cfg(test)]
mod tests {
    fn answer(input: &str) -> (String, String) {
        let o = spec::run::run_in_memory("luogu4929", crate::solve, input.as_bytes());
        (String::from_utf8(o.stdout).unwrap(), o.stderr)
    }

    #[test]
    fn no_columns_are_covered_by_no_rows_and_an_empty_column_by_none() {
        assert_eq!(answer("0 0\n"), ("\n".into(), String::new()));
        assert_eq!(answer("2 0\n"), ("\n".into(), String::new()));
        assert_eq!(answer("0 3\n"), ("No Solution!\n".into(), String::new()));
        assert_eq!(
            answer("2 3\n1 0 1\n0 0 1\n"),
            ("No Solution!\n".into(), String::new())
        );
        // Rows of zeros are never chosen.
        assert_eq!(answer("3 1\n0\n1\n0\n"), ("2\n".into(), String::new()));
    }
}
