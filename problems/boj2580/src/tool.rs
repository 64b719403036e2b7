//! The tools' side of `boj2580`: its judge (`JUDGE`), its input as the tools write it (`INPUT`)
//! and its checker (`check_answer`) with its table of verdicts. Compiled only with the crate's
//! `catalog` feature, through which the catalog reads it: no submission carries any of it.

use luogu1784::SYMBOLS;
use solver::model::{Geometry, Puzzle};
use solver::sudoku9::{Sudoku9, N};
use spec::check::{expect_answer_end, why_not_solved};
use spec::judge::{Checker, Compare, Judge, Rust, BAEKJOON};
use textio::grid::{read_spaced_rows, Symbols};
use textio::Tokens;

/// Baekjoon's page for this problem: 1 s and 256 MB. Any completion is accepted, so the judge
/// checks the answer ([`check_answer`]).
pub const JUDGE: Judge = Judge {
    name: "BOJ 2580 스도쿠",
    url: "https://www.acmicpc.net/problem/2580",
    time_limit_ms: 1000,
    memory_limit_kib: 256 * 1024,
    compare: Compare::Checker(Checker(check_answer)),
    rust: Rust::Takes(BAEKJOON),
    // A completion asked for, in P1784's format: on a board with one completion the answers
    // are the same, and a program for either answers the other.
    same_puzzle: &["luogu1784"],
};

/// luogu1784's input, to the byte.
pub const INPUT: spec::format::Input = luogu1784::tool::INPUT;

/// The digits an answer may hold: no empty cell.
const DIGITS: Symbols = Symbols {
    values: SYMBOLS.values,
    empty: None,
};

/// The judge's check of `actual`, an answer to `input`: accepted when it is 81 digits `1`–`9`,
/// row by row, that keep the board's givens and hold every digit once in each row, column and
/// box ([`why_not_solved`]), and nothing after them. Only tokens count: how white space breaks
/// the lines does not. A board without a completion (the statement promises one) is answered
/// by nothing, as our program answers it. `expected` is not needed: every completion is an
/// answer.
///
/// # Errors
/// Why the answer is refused (the line, and what is wrong), or that `input` is not one of this
/// problem's.
///
/// # Complexity
/// One [`Sudoku9`] search, plus `O(length of the input and the answer)`.
pub fn check_answer(input: &[u8], _expected: &[u8], actual: &[u8]) -> Result<(), String> {
    let mut tokens = Tokens::new(input);
    let cells = read_spaced_rows(&mut tokens, N, N, &SYMBOLS)
        .and_then(|cells| tokens.expect_end("the end of the input").map(|()| cells))
        .map_err(|e| {
            format!(
                "the input is not one of this problem's: line {}: {}",
                e.line, e.message
            )
        })?;
    let mut answer = Tokens::new(actual);
    let solvable = Sudoku9::new()
        .solve(cells.clone())
        .expect("81 cells of values below 9")
        .is_some();
    if solvable {
        let grid: Vec<u8> = read_spaced_rows(&mut answer, N, N, &DIGITS)
            .map_err(|e| format!("line {} of the answer: {}", e.line, e.message))?
            .into_iter()
            .map(|v| v.expect("no empty symbol"))
            .collect();
        let puzzle = Puzzle::new(Geometry::boxed(3, 3).expect("a 9×9 grid"), cells)
            .expect("cells read below 9");
        if let Some(why) = why_not_solved(&puzzle, &grid, SYMBOLS.values) {
            return Err(why);
        }
    }
    expect_answer_end(
        &mut answer,
        if solvable {
            "the grid"
        } else {
            "nothing, for a board without a completion"
        },
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use spec::judge::{wrong_verdicts, CheckRow};

    const SAMPLE: &str = include_str!("../cases/sample-1.in");
    const SAMPLE_OUT: &str = include_str!("../cases/sample-1.out");
    const EMPTY_BOARD: &str = include_str!("../cases/empty-board.in");

    /// Every verdict the checker gives, one row each.
    #[test]
    fn the_checker_accepts_any_completion_and_says_what_is_wrong_with_the_rest() {
        let row = |what, input: &str, actual: String, refused| {
            CheckRow::new(what, input, "", &actual, refused)
        };
        let sample = SAMPLE_OUT.to_string();
        // The empty board's completion by shifting rows: row r holds (3r mod 9 + r / 3 + c)
        // mod 9, a Sudoku for any board that gives nothing.
        let shifted: String = (0..9)
            .map(|r| {
                let digits: Vec<String> = (0..9)
                    .map(|c| ((3 * r % 9 + r / 3 + c) % 9 + 1).to_string())
                    .collect();
                digits.join(" ") + "\n"
            })
            .collect();
        let table = [
            row("the sample's answer", SAMPLE, sample.clone(), None),
            row("on one line", SAMPLE, sample.replace('\n', " "), None),
            row("with CRLF", SAMPLE, sample.replace('\n', "\r\n"), None),
            row(
                "a completion of the empty board",
                EMPTY_BOARD,
                shifted.clone(),
                None,
            ),
            row(
                "the board's givens changed",
                SAMPLE,
                shifted.clone(),
                Some("row 1, column 2 is given as 3, the answer has 2"),
            ),
            row(
                "a free cell's digit repeated in its row",
                SAMPLE,
                sample.replacen('1', "4", 1),
                Some("row 1 holds 4 twice"),
            ),
            row(
                "a 0 left",
                SAMPLE,
                sample.replacen('1', "0", 1),
                Some("line 1 of the answer: "),
            ),
            row(
                "a row cut short",
                SAMPLE,
                sample[..sample.len() - 4].to_string(),
                Some("line 9 of the answer"),
            ),
            row(
                "a number after the grid",
                SAMPLE,
                sample.clone() + "1\n",
                Some("line 10 of the answer: expected the end of the input after the grid"),
            ),
            row(
                "nothing",
                SAMPLE,
                String::new(),
                Some("line 1 of the answer"),
            ),
            row(
                "a board without a completion, answered by nothing",
                &SAMPLE.replacen("0 3", "3 0", 1).replacen('0', "3", 1),
                String::new(),
                None,
            ),
            row(
                "a board of eight rows",
                &SAMPLE[..SAMPLE.len() - 18],
                sample,
                Some("the input is not one of this problem's"),
            ),
        ];
        let wrong = wrong_verdicts(check_answer, &table);
        assert!(wrong.is_empty(), "{}", wrong.join("\n"));
    }
}
