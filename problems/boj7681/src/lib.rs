//! BOJ 7681 Sudoku (the same problem as POJ 3074 and AcWing 166): 9×9 Sudoku with 3×3 boxes,
//! one puzzle per line.
//!
//! Input: puzzles of 81 characters, the grid row by row, `1`–`9` or `.` for an empty cell, one
//! per line; a line `end` closes the input. Output: each solved grid as one line of 81 digits.
//! Every puzzle has exactly one solution; one without is reported on stderr and gets no answer.
//!
//! The puzzle and both formats are AcWing 166's to the byte, so the program is `acwing166`'s;
//! what this crate adds is Baekjoon's judge, which takes Rust.

pub use acwing166::solve;

#[cfg(feature = "catalog")]
pub mod tool;
