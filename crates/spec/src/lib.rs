//! What the tools know of a problem beyond its program, declared in each problem's `tool`
//! module (behind its `catalog` feature, so that no submission carries any of it):
//!
//! - [`board`]: boards in LeetCode's text form (`[["5","3",…],…]`), read and written;
//! - [`check`]: what checkers of answers share ([`check::why_not_solved`],
//!   [`check::read_placement`]);
//! - [`judge`]: [`judge::Judge`], a problem's online judge: its limits, how it compares an
//!   answer ([`judge::Compare`], or the problem's checker), and with which compiler it builds
//!   Rust ([`judge::COMPILERS`], every judge's, declared once);
//! - [`mod@format`]: how the tools write a problem's input ([`format::Input`]), and the one-line
//!   and plain formats that hold any puzzle;
//! - [`run`]: a problem's program run in memory ([`run::run_in_memory`]).

pub mod board;
pub mod check;
pub mod format;
pub mod judge;
pub mod run;
