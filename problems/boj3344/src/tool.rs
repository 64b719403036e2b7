//! The tools' side of `boj3344`: its judge (`JUDGE`), its input as the tools write it (`INPUT`,
//! made from a seed by `write_input`) and its checker (`check_answer`) with its table of
//! verdicts. Compiled only with the crate's `catalog` feature, through which the catalog reads
//! it: no submission carries any of it.

use std::io::{self, Write};

use spec::check::read_placement;
use spec::format::{Input, OwnInput};
use spec::judge::{Checker, Compare, Judge, Rust, BAEKJOON};
use textio::tokens::read_number;
use textio::Tokens;

use crate::SIDES;

/// Baekjoon's page for this problem. No copy of it survives: its limits are assumed (1 s,
/// 128 MB), and its bounds inferred from accepted solutions (see the crate documentation).
/// Any placement is accepted, so the judge checks the answer ([`check_answer`]).
pub const JUDGE: Judge = Judge {
    name: "BOJ 3344 N-Queen",
    url: "https://www.acmicpc.net/problem/3344",
    time_limit_ms: 1000,
    memory_limit_kib: 128 * 1024,
    compare: Compare::Checker(Checker(check_answer)),
    rust: Rust::Takes(BAEKJOON),
    same_puzzle: &[],
};

/// What the tools need of this input: one side `N`, made by the problem ([`write_input`]).
pub const INPUT: Input = Input::Own(OwnInput {
    what: "the side of a board, from 4 to 99,999",
    most_cases: 1,
    write: write_input,
});

/// Writes one side made from `seed`, from 4 to 99,999 (to `size`, when smaller):
/// [`spec::format::write_sides`].
///
/// # Errors
/// Only write errors.
pub fn write_input(out: &mut dyn Write, seed: u64, _count: usize, size: usize) -> io::Result<()> {
    spec::format::write_sides(out, seed, 1, size, SIDES.0, SIDES.1)
}

/// The judge's check of `actual`, an answer to `input`: accepted when it is `N` numbers, the
/// column (from 1) of each row's queen, no two queens on one column or one diagonal of either
/// way ([`read_placement`]), and nothing after them. Only tokens count: how white space breaks the lines does not.
/// `expected` is not needed: every placement is an answer.
///
/// # Errors
/// Why the answer is refused (the row, and what is wrong), or that `input` is not one of this
/// problem's.
///
/// # Complexity
/// `O(N + length of the answer)`.
pub fn check_answer(input: &[u8], _expected: &[u8], actual: &[u8]) -> Result<(), String> {
    let mut tokens = Tokens::new(input);
    let n = read_number(&mut tokens, "the side N", SIDES.0, SIDES.1)
        .map_err(|e| format!("the input is not one of this problem's: {}", e.message))?;
    let mut answer = Tokens::new(actual);
    read_placement(&mut answer, n, 1)?;
    match answer.next() {
        None => Ok(()),
        Some(extra) => Err(format!(
            "after the {} rows, {} on line {}",
            n,
            extra.quoted(),
            extra.line
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use spec::judge::{wrong_verdicts, CheckRow};

    /// Every verdict the checker gives, one row each.
    #[test]
    fn the_checker_accepts_any_placement_and_says_what_is_wrong_with_the_rest() {
        let row = |what, input: &str, actual: &str, refused| {
            CheckRow::new(what, input, "", actual, refused)
        };
        let table = [
            row("a placement of 4", "4\n", "2\n4\n1\n3\n", None),
            row("its mirror image", "4\n", "3\n1\n4\n2\n", None),
            row("on one line, with a CRLF", "4\n", "2 4 1 3\r\n", None),
            row("a placement of 8", "8\n", "2\n4\n6\n8\n3\n1\n7\n5\n", None),
            row(
                "two queens in a column",
                "4\n",
                "2\n4\n1\n2\n",
                Some("the queens of rows 1 and 4 share a column"),
            ),
            row(
                "a diagonal going down to the right",
                "4\n",
                "1\n2\n4\n3\n",
                Some("the queens of rows 1 and 2 share a diagonal"),
            ),
            row(
                "a diagonal going down to the left",
                "4\n",
                "2\n1\n4\n3\n",
                Some("the queens of rows 1 and 2 share a diagonal"),
            ),
            row(
                "a column of 0",
                "4\n",
                "0\n2\n4\n1\n",
                Some("row 1: expected a column from 1 to 4, found \"0\""),
            ),
            row(
                "a column past the board",
                "4\n",
                "2\n4\n1\n5\n",
                Some("row 4: expected a column from 1 to 4, found \"5\""),
            ),
            row("a word", "4\n", "two\n", Some("found \"two\"")),
            row(
                "too few rows",
                "4\n",
                "2\n4\n1\n",
                Some("3 columns for 4 rows"),
            ),
            row("nothing", "4\n", "", Some("0 columns for 4 rows")),
            row(
                "a row too many",
                "4\n",
                "2\n4\n1\n3\n3\n",
                Some("after the 4 rows, \"3\" on line 5"),
            ),
            row(
                "a side of 3",
                "3\n",
                "1\n",
                Some("the input is not one of this problem's"),
            ),
        ];
        let wrong = wrong_verdicts(check_answer, &table);
        assert!(wrong.is_empty(), "{}", wrong.join("\n"));
    }

    /// Our program's answers for every side to 300 and the largest, by the checker.
    #[test]
    fn every_answer_passes_the_checker() {
        for n in (4..=300).chain([99_998, 99_999]) {
            let input = format!("{}\n", n);
            let o = spec::run::run_in_memory("boj3344", crate::solve, input.as_bytes());
            assert_eq!(o.stderr, "", "side {}", n);
            assert_eq!(
                check_answer(input.as_bytes(), b"", &o.stdout),
                Ok(()),
                "side {}",
                n
            );
        }
    }
}
