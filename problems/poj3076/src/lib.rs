//! POJ 3076 Sudoku (= UVa 1309, LA 2659): 16×16 Sudoku with 4×4 boxes, letters `A`–`P`, `-`
//! for an empty cell.
//!
//! Input: grids of 16 rows of 16 characters, one after another until the end of the input.
//! Output: each solved grid in the same format, followed by one empty line (after the last too).
//! The statement promises exactly one solution per grid; a grid without one is reported on
//! stderr and gets no answer. POJ accepts the empty line after the last grid (ZOJ 3122, the same
//! puzzle, does not; it is not one of our judges).
//!
//! The puzzle and both formats are AcWing 169's to the byte, so the program is `acwing169`'s;
//! what this crate adds is POJ's judge.

pub use acwing169::solve;

#[cfg(feature = "catalog")]
pub mod tool;
