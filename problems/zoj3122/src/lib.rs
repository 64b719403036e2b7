//! ZOJ 3122 Sudoku (on PTA, pintia.cn): the 16×16 Sudoku of AcWing 169, with 4×4 boxes, letters
//! `A`–`P` and `-` for an empty cell.
//!
//! Input: grids of 16 rows of 16 characters, one after another until the end of the input (only
//! tokens count). Output: each solved grid in the same format, with one empty line *between*
//! grids and none after the last. Every grid has exactly one solution; one without is reported
//! on stderr and gets no answer (and no empty line). The puzzle and its engine are
//! `acwing169`'s (the library's 16×16 solver, [`solver::sudoku16::Sudoku16`]); what this crate
//! adds is ZOJ's output rule and PTA's judge.

use std::io::{self, Write};

use acwing169::{N, SYMBOLS};
use solver::sudoku16::Sudoku16;
#[cfg(feature = "catalog")]
use textio::format::Input;
use textio::grid::{solve_each_grid_until_end, Around, Spacing};
#[cfg(feature = "catalog")]
use textio::judge::{Compare, Judge, Rust, PTA};
use textio::Report;

/// ZOJ 3122, at ZOJ's historic address: ZOJ's problems now live in PTA's ZOJ problem set, where
/// we could not find this one's page. PTA's compiler table (as a VS Code client of PTA copied it, about 2021)
/// lists Rust as rustc 1.53.0, compiled `rustc --edition=2018 -O --cfg ONLINE_JUDGE`; whether
/// ZOJ's problem set offers Rust on this problem is not confirmed, nor is PTA's source limit
/// (64 KiB is assumed). The limits are not in our copy of the statement: POJ's 10 s and 64 MB
/// for the same puzzle are assumed, and PTA's comparison is taken to be exact.
#[cfg(feature = "catalog")]
pub const JUDGE: Judge = Judge {
    name: "ZOJ 3122 Sudoku on PTA",
    url: "http://acm.zju.edu.cn/onlinejudge/showProblem.do?problemCode=3122",
    time_limit_ms: 10_000,
    memory_limit_kib: 64 * 1024,
    compare: Compare::Exact,
    rust: Rust::Takes(PTA),
    same_puzzle: &["acwing169"],
};

/// acwing169's input, to the byte.
#[cfg(feature = "catalog")]
pub const INPUT: Input = acwing169::INPUT;

/// Answers every grid of `input` on `out`; see the crate documentation for the format.
pub fn solve(input: &[u8], out: &mut dyn Write, report: &mut Report) -> io::Result<()> {
    let mut solver = Sudoku16::new();
    solve_each_grid_until_end(
        input,
        N,
        &SYMBOLS,
        Spacing::Packed,
        Around {
            between: b"\n",
            after: b"",
        },
        out,
        report,
        |cells| solver.solve(cells).expect("256 cells below 16"),
    )
}
