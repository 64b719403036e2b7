//! LeetCode 1240 (Tiling a Rectangle with the Fewest Squares): the fewest integer-sided squares
//! that tile an `n × m` rectangle (1 ≤ n, m ≤ 13).
//!
//! LeetCode takes a function, not a program: the submission is `src/solution.rs`, the judge's
//! template `impl Solution { pub fn tiling_rectangle(n: i32, m: i32) -> i32 { … } }` calling
//! [`fewest_squares`], with the library modules it uses. Locally the crate is a program like
//! the others (in `local`, which no submission carries): it reads pairs `n m`, any number of
//! them separated by white space (LeetCode's test-case text puts each on its own line), and
//! prints each answer on its own line. Cutting the rectangle in two and recursing is not enough
//! (11 × 13 takes 6 squares, not 8): the tiling is searched by the library's branch and bound
//! ([`solver::min_cover`]).

use solver::min_cover::{MinCover, Overlaps};

#[cfg(feature = "local")]
pub mod local;
#[cfg(feature = "catalog")]
pub mod tool;
#[cfg(feature = "local")]
pub use local::{answer_pairs, solve};

/// The largest side the statement allows.
pub const MAX_SIDE: usize = 13;

/// The fewest squares tiling an `n × m` rectangle; 0 for a side below 1 or above 13 (the
/// statement allows 1 to 13).
pub fn fewest_squares(n: i32, m: i32) -> i32 {
    let side = |s: i32| {
        if (1..=MAX_SIDE as i32).contains(&s) {
            Some(s as usize)
        } else {
            None
        }
    };
    let (rows, columns) = match (side(n), side(m)) {
        (Some(rows), Some(columns)) => (rows, columns),
        _ => return 0,
    };
    let mut board = MinCover::new(rows * columns).expect("at most 169 cells");
    let everywhere = vec![true; rows * columns];
    for s in 1..=rows.min(columns) {
        board
            .add_squares(rows, columns, s, &everywhere, None)
            .expect("squares of the board");
    }
    board
        .fewest(Overlaps::Forbidden)
        .map_or(0, |tiling| tiling.len() as i32)
}
