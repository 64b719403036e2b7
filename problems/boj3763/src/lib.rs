//! BOJ 3763 스도쿠: 16×16 Sudoku with 4×4 boxes, letters `A`–`P`, `-` for an empty cell.
//!
//! Input: a grid of 16 rows of 16 characters; output: the solved grid in the same format. No
//! copy of the statement survives: the format is inferred from accepted solutions, which read
//! one grid of AcWing 169's puzzle (POJ 3076, UVa 1309) and print it solved. The solution is
//! unique.
//!
//! The puzzle and both formats are AcWing 169's, so the program is `acwing169`'s: it reads
//! grids until the end of the input (one here) and follows each answer with an empty line,
//! which Baekjoon's comparison ignores at the end of the output. What this crate adds is
//! Baekjoon's judge, which takes Rust.

pub use acwing169::solve;

#[cfg(feature = "catalog")]
pub mod tool;
