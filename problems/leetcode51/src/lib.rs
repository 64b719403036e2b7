//! LeetCode 51 (N-Queens): every placement of `n` queens on an `n`×`n` board, none attacking
//! another (1 ≤ n ≤ 9), each as its rows, `Q` for a queen and `.` for an empty square; in any
//! order.
//!
//! LeetCode takes a function, not a program: the submission is `src/solution.rs`, the judge's
//! template `impl Solution { pub fn solve_n_queens(n: i32) -> Vec<Vec<String>> { … } }`
//! calling [`placements`], with the library modules it uses. Locally the crate is a program
//! like the others (in `local`, which no submission carries): it reads sides `n` and prints,
//! for each, its placements in LeetCode's text form on one line, `[[".Q..","...Q",…],…]`. Any
//! order is accepted ([`check_answer`]).

use std::collections::BTreeMap;

use solver::engine::Flow;
use solver::queens::{attacking_pair, Queens};
use textio::tokens::{quote, read_number};
use textio::Tokens;
#[cfg(feature = "local")]
pub mod local;
#[cfg(feature = "local")]
pub use local::{answer_sides, solve};
#[cfg(feature = "catalog")]
use std::io::{self, Write};
#[cfg(feature = "catalog")]
use textio::format::{Input, OwnInput};
#[cfg(feature = "catalog")]
use textio::judge::{Checker, Compare, Judge, Rust, LEETCODE};

/// LeetCode's page for this problem. LeetCode takes Rust ([`LEETCODE`]); it states no time or
/// memory limit: 1 s and 256 MB are assumed for our cases. It accepts the placements in any
/// order.
#[cfg(feature = "catalog")]
pub const JUDGE: Judge = Judge {
    name: "LeetCode 51 N-Queens",
    url: "https://leetcode.com/problems/n-queens/",
    time_limit_ms: 1000,
    memory_limit_kib: 256 * 1024,
    compare: Compare::Checker(Checker(check_answer)),
    rust: Rust::Takes(LEETCODE),
    same_puzzle: &[],
};

/// What the tools need of this input: sides, made by the problem ([`write_sides`]).
#[cfg(feature = "catalog")]
pub const INPUT: Input = Input::Own(OwnInput {
    what: "sides n from 1 to 9",
    most_cases: 9,
    write: write_sides,
});

/// The largest side the statement allows.
pub const MAX_N: usize = 9;

/// Every placement of `n` queens, in lexicographic order of the queens' columns, row by row,
/// by `solver::queens`; none for a side below 1 or above 64 (the statement allows 1 to 9).
pub fn placements(n: i32) -> Vec<Vec<String>> {
    let mut all = Vec::new();
    if n < 1 {
        return all;
    }
    let board = match Queens::new(n as usize) {
        Ok(board) => board,
        Err(_) => return all,
    };
    let n = board.size();
    let _ = board.visit(|queens| {
        let rows = queens
            .iter()
            .map(|&c| (0..n).map(|j| if j == c { 'Q' } else { '.' }).collect())
            .collect();
        all.push(rows);
        Flow::Continue
    });
    all
}

/// The boards of a line in LeetCode's text form, in the order given: its quoted strings, `n` to
/// a board; `None` when they do not group into boards of `n` rows.
fn boards(line: &[u8], n: usize) -> Option<Vec<Vec<&[u8]>>> {
    let quoted: Vec<&[u8]> = line.split(|&b| b == b'"').skip(1).step_by(2).collect();
    if quoted.len() % n != 0 {
        return None;
    }
    Some(quoted.chunks(n).map(<[&[u8]]>::to_vec).collect())
}

/// The column of each row's queen on `board`, or why it is no placement of `n` queens: a row
/// that is not `n` squares of `.` with one `Q`, or two queens that attack each other.
fn placement(board: &[&[u8]], n: usize) -> Result<Vec<usize>, String> {
    let mut columns = Vec::with_capacity(n);
    for (r, row) in board.iter().enumerate() {
        let queens: Vec<usize> = (0..row.len()).filter(|&c| row[c] == b'Q').collect();
        if row.len() != n || queens.len() != 1 || row.iter().any(|&b| b != b'.' && b != b'Q') {
            return Err(format!(
                "row {}: expected {} squares of '.' and one 'Q', found {}",
                r + 1,
                n,
                quote(row)
            ));
        }
        columns.push(queens[0]);
    }
    match attacking_pair(&columns) {
        Some((a, b)) => Err(format!(
            "the queens of rows {} and {} attack each other",
            a + 1,
            b + 1
        )),
        None => Ok(columns),
    }
}

/// Judges `actual` as LeetCode does: for each side of `input`, a line with as many boards as
/// `expected`'s line, each a placement of `n` queens none attacking another, no two the same,
/// in any order.
///
/// # Errors
/// The first side whose line is missing, malformed, holds a board that is no placement or one
/// twice, or too few or too many boards.
pub fn check_answer(input: &[u8], expected: &[u8], actual: &[u8]) -> Result<(), String> {
    let mut tokens = Tokens::new(input);
    let lines = |text: &[u8]| -> Vec<Vec<u8>> {
        text.split(|&b| b == b'\n')
            .filter(|l| !l.iter().all(u8::is_ascii_whitespace))
            .map(<[u8]>::to_vec)
            .collect()
    };
    let (want, got) = (lines(expected), lines(actual));
    let mut case = 0;
    while !tokens.is_at_end() {
        let n = read_number(&mut tokens, "the side n", 1, MAX_N)
            .map_err(|e| format!("the input is not one of this problem's: {}", e.message))?;
        let line = got
            .get(case)
            .ok_or_else(|| format!("case {}: no line", case + 1))?;
        let expected = want
            .get(case)
            .and_then(|l| boards(l, n))
            .ok_or("the expected answer is not one of this problem's")?
            .len();
        case += 1;
        let found = boards(line, n)
            .ok_or_else(|| format!("case {}: the line is not boards of {} rows", case, n))?;
        let mut seen = BTreeMap::new();
        for (k, board) in found.iter().enumerate() {
            let columns = placement(board, n)
                .map_err(|e| format!("case {}, board {}: {}", case, k + 1, e))?;
            if let Some(first) = seen.insert(columns, k) {
                return Err(format!(
                    "case {}: boards {} and {} are the same placement",
                    case,
                    first + 1,
                    k + 1
                ));
            }
        }
        if found.len() != expected {
            return Err(format!(
                "case {}: {} placements, not the {} expected",
                case,
                found.len(),
                expected
            ));
        }
    }
    match got.len() > case {
        true => Err(format!("a line after the {} cases", case)),
        false => Ok(()),
    }
}

/// Writes `count` sides from 1 to `size` (at most 9) made from `seed`, one a line.
///
/// # Errors
/// Only write errors.
#[cfg(feature = "catalog")]
pub fn write_sides(out: &mut dyn Write, seed: u64, count: usize, size: usize) -> io::Result<()> {
    textio::format::write_sides(out, seed, count, size, 1, MAX_N)
}
