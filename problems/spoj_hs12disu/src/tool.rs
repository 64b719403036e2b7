//! The tools' side of `spoj_hs12disu`: its judge (`JUDGE`), its input as the tools write it
//! (`INPUT`, made from a seed by `write_input`) and its checker (`check_answer`) with its table
//! of verdicts. Compiled only with the crate's `catalog` feature, through which the catalog
//! reads it: no submission carries any of it.

use std::io::{self, Write};

use solver::model::Puzzle;
use spec::check::{expect_answer_end, why_not_solved};
use spec::format::{generated_puzzle, write_cells, Input, OwnInput};
use spec::judge::{Checker, Compare, Judge, Rust, SPOJ};
use textio::grid::{read_rows, Symbols};
use textio::Tokens;

use crate::{geometry, N, SYMBOLS};

/// SPOJ's page for this problem in its archive (HSPLARCH, whose language list takes Rust; the
/// contest's own page does not): 0.100 s, 1536 MB, 50,000 B of source. Any solution is
/// accepted, so the judge checks the answer ([`check_answer`]).
pub const JUDGE: Judge = Judge {
    name: "SPOJ HS12DISU O-Diagonal sudoku",
    url: "https://www.spoj.com/HSPLARCH/problems/HS12DISU/",
    time_limit_ms: 100,
    memory_limit_kib: 1536 * 1024,
    compare: Compare::Checker(Checker(check_answer)),
    rust: Rust::Takes(SPOJ),
    same_puzzle: &[],
};

/// What the tools need of this input: an X-Sudoku of one solution ([`write_input`]).
pub const INPUT: Input = Input::Own(OwnInput {
    what: "a 9×9 X-Sudoku of one solution and 17 to 40 givens, in digits and dots",
    most_cases: 1,
    write: write_input,
});

/// Writes one X-Sudoku made from `seed` ([`generated_puzzle`]): 17 to 40 givens (to `size`,
/// when fewer), one solution.
///
/// # Errors
/// Only write errors.
pub fn write_input(out: &mut dyn Write, seed: u64, _count: usize, size: usize) -> io::Result<()> {
    let puzzle = generated_puzzle(&geometry(), seed, size, 17, 40);
    write_cells(out, &puzzle, SYMBOLS.values, b'.')
}

/// The digits of an answer: no empty cell.
const DIGITS: Symbols = Symbols {
    values: b"123456789",
    empty: None,
};

/// The judge's check of `actual`, an answer to `input`: 9 rows of 9 digits that keep the
/// givens and hold each digit once in every row, column, box and long diagonal
/// ([`why_not_solved`]), and nothing after them. The rows are tokens: white space around them
/// is free. `expected` is not needed.
///
/// # Errors
/// Why the answer is refused, or that `input` is not one of this problem's.
///
/// # Complexity
/// `O(length of the texts)`.
pub fn check_answer(input: &[u8], _expected: &[u8], actual: &[u8]) -> Result<(), String> {
    let mut tokens = Tokens::new(input);
    let cells = read_rows(&mut tokens, N, N, &SYMBOLS)
        .map_err(|e| format!("the input is not one of this problem's: {}", e.message))?;
    let puzzle = Puzzle::new(geometry(), cells).expect("81 cells of values below 9");
    let mut answer = Tokens::new(actual);
    let grid: Vec<u8> = read_rows(&mut answer, N, N, &DIGITS)
        .map_err(|e| format!("line {} of the answer: {}", e.line, e.message))?
        .into_iter()
        .map(|v| v.expect("no empty symbol"))
        .collect();
    if let Some(why) = why_not_solved(&puzzle, &grid, SYMBOLS.values) {
        return Err(why);
    }
    expect_answer_end(&mut answer, "the grid")
}

#[cfg(test)]
mod tests {
    use super::*;
    use spec::judge::{wrong_verdicts, CheckRow};

    /// Every verdict the checker gives, one row each.
    #[test]
    fn the_checker_accepts_any_solution_and_says_what_is_wrong_with_the_rest() {
        let sample = ".45...63.\n2...1...5\n9..8.5..7\n..9...3..\n.3.....7.\n..8...5..\n\
                      8..5.3..1\n5...2...3\n.26...95.\n";
        let answer = "145792638\n287316495\n963845217\n459271386\n632458179\n718639542\n\
                      894563721\n571924863\n326187954\n";
        let with = |from: &str, to: &str| answer.replacen(from, to, 1);
        // The empty grid has many solutions: the sample's answer is one, and so is the same
        // grid with its digits renamed 1 ↔ 2 (a renaming keeps every house whole).
        let empty = ".........\n".repeat(9);
        let renamed: String = answer
            .chars()
            .map(|c| match c {
                '1' => '2',
                '2' => '1',
                c => c,
            })
            .collect();
        // Rows 1 and 2 swapped within their band: rows, columns and boxes stay whole, the
        // diagonals do not.
        let mut rows: Vec<&str> = answer.lines().collect();
        rows.swap(0, 1);
        let swapped = rows.join("\n");
        let row = |what, input: &str, actual: &str, refused| {
            CheckRow::new(what, input, "", actual, refused)
        };
        let table = [
            row("the statement's answer", sample, answer, None),
            row(
                "white space around the rows",
                sample,
                &answer.replace('\n', " \r\n"),
                None,
            ),
            row("another solution of the empty grid", &empty, &renamed, None),
            row(
                "a given changed",
                sample,
                &renamed,
                Some("row 2, column 1 is given as 2, the answer has 1"),
            ),
            row(
                "rows swapped: the diagonal repeats",
                &empty,
                &swapped,
                Some("extra house"),
            ),
            row(
                "a row of 8 digits",
                sample,
                &with("145792638", "14579263"),
                Some("row 1: expected 9 characters"),
            ),
            row(
                "a dot left",
                sample,
                &with("145792638", "1457926.8"),
                Some("row 1, column 8: expected 1-9, found '.'"),
            ),
            row(
                "a tenth row",
                sample,
                &format!("{}123456789\n", answer),
                Some("after the grid"),
            ),
            row(
                "an input of another problem",
                "1 2 3\n",
                answer,
                Some("the input is not one of this problem's"),
            ),
        ];
        assert_eq!(wrong_verdicts(check_answer, &table), Vec::<String>::new());
    }
}
