//! What every problem binary needs around its solver: judge input read as whitespace-separated
//! tokens that remember their line, grids of symbols, error reports that name the case and the
//! line, and the wiring of stdin and stdout.
//!
//! - [`tokens`]: [`Tokens`], the tokenizer;
//! - [`grid`]: reading rows of symbols into cells and writing grids back;
//! - [`board`]: the characters of a 9×9 board as LeetCode's functions take it;
//! - [`report`]: [`Report`], the problems found in an input;
//! - [`mod@run`]: [`run()`], the whole `main` of a problem binary.

pub mod board;
pub mod grid;
pub mod report;
pub mod run;
pub mod tokens;

pub use report::Report;
pub use run::{run, run_with, Solve};
pub use tokens::{Token, Tokens};
