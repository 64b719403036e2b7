//! BOJ 2580 스도쿠: one 9×9 Sudoku with 3×3 boxes, any completion.
//!
//! Input: 9 lines of 9 digits separated by spaces, `0` for an empty cell. Output: a completion
//! in the same layout. The board may have many completions: the judge accepts any one
//! ([`tool::check_answer`] is its check). The statement promises a completion; a board without
//! one is reported on stderr and gets no answer.
//!
//! The format is Luogu P1784's to the byte, and a program that completes a board answers both,
//! so the program is `luogu1784`'s: the first completion [`solver::sudoku9::Sudoku9`] finds.
//! What this crate adds is Baekjoon's judge, which takes Rust, and its checker.

pub use luogu1784::solve;

#[cfg(feature = "catalog")]
pub mod tool;
