//! BOJ 30243 (🧩 N-Queen (Hard)): `boj30242` with boards of up to 30 queens: complete a board
//! from the queens already set, or say that none exists.
//!
//! Input: `N` (1 ≤ `N` ≤ 30), then `N` numbers: the column (from 1) of the queen set in each
//! row, `0` for a free row. Output: the `N` columns of a placement that keeps the set queens,
//! on one line, any of them ([`boj30242::tool::check_answer`] is the judge's check); `-1` when
//! there is none. The format, the samples and the rule are `boj30242`'s, and so is the
//! program (which reads `N` up to 50, as `boj30242`'s does): its search by the tightest row or
//! column ([`solver::queens::Queens::complete`]) takes well under a millisecond on boards of
//! 30.

pub use boj30242::{complete, solve};

#[cfg(feature = "catalog")]
pub mod tool;
