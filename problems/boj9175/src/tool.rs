//! The tools' side of `boj9175`: its judge (`JUDGE`), its input as the tools write it (`INPUT`,
//! made from a seed by `write_input`) and its checker (`check_answer`) with its table of
//! verdicts. Compiled only with the crate's `catalog` feature, through which the catalog reads
//! it: no submission carries any of it.

use std::io::{self, Write};

use solver::SplitMix64;
use spec::check::{expect_answer_end, read_placement};
use spec::format::{Input, OwnInput};
use spec::judge::{Checker, Compare, Judge, Rust, BAEKJOON};
use textio::tokens::read_number;
use textio::Tokens;

use crate::{CASES, SIDES};

/// Baekjoon's page for this problem: 1 s and 128 MB. Any placement is accepted, so the judge
/// checks the answer ([`check_answer`]).
pub const JUDGE: Judge = Judge {
    name: "BOJ 9175 Who needs 8 Queens when you can have N?",
    url: "https://www.acmicpc.net/problem/9175",
    time_limit_ms: 1000,
    memory_limit_kib: 128 * 1024,
    compare: Compare::Checker(Checker(check_answer)),
    rust: Rust::Takes(BAEKJOON),
    same_puzzle: &["boj3344"],
};

/// The most boards the tools write in one input.
const MOST_BOARDS: usize = 300;

/// What the tools need of this input: `T` sides, made by the problem ([`write_input`]).
pub const INPUT: Input = Input::Own(OwnInput {
    what: "sides of boards, from 4 to 300",
    most_cases: MOST_BOARDS,
    write: write_input,
});

/// Writes `count` boards (1 to 300) made from `seed`, each side from 4 to 300 (to `size`, when
/// smaller).
///
/// # Errors
/// Only write errors.
pub fn write_input(out: &mut dyn Write, seed: u64, count: usize, size: usize) -> io::Result<()> {
    let mut rng = SplitMix64::new(seed);
    let count = count.clamp(1, MOST_BOARDS);
    let most = size.clamp(SIDES.0, SIDES.1);
    writeln!(out, "{}", count)?;
    for _ in 0..count {
        writeln!(
            out,
            "{}",
            SIDES.0 + rng.below((most - SIDES.0 + 1) as u64) as usize
        )?;
    }
    Ok(())
}

/// The judge's check of `actual`, an answer to `input`: accepted when, for each board in
/// order, it holds `N` and then `N` columns from 0, no two queens on one column or diagonal
/// ([`read_placement`]), and nothing after the last board. Only tokens count: how white space
/// breaks the lines does not. `expected` is not needed: every placement is an answer.
///
/// # Errors
/// Why the answer is refused (the board, and what is wrong), or that `input` is not one of this
/// problem's.
///
/// # Complexity
/// `O(length of the input and the answer)`.
pub fn check_answer(input: &[u8], _expected: &[u8], actual: &[u8]) -> Result<(), String> {
    let not_ours = |e: textio::report::InputError| {
        format!("the input is not one of this problem's: {}", e.message)
    };
    let mut tokens = Tokens::new(input);
    let boards = CASES.read(&mut tokens).map_err(not_ours)?;
    let mut answer = Tokens::new(actual);
    for board in 1..=boards {
        let n = read_number(&mut tokens, "the side N", SIDES.0, SIDES.1).map_err(not_ours)?;
        let said = read_number(&mut answer, "the side", n, n).map_err(|e| {
            format!(
                "board {}, line {} of the answer: {}",
                board, e.line, e.message
            )
        })?;
        read_placement(&mut answer, said, 0).map_err(|e| format!("board {}: {}", board, e))?;
    }
    expect_answer_end(&mut answer, &CASES.after(boards))
}

#[cfg(test)]
mod tests {
    use super::*;
    use spec::judge::{wrong_verdicts, CheckRow};

    const SAMPLE: &str = include_str!("../cases/sample-1.in");
    const STATEMENT_OUT: &str = include_str!("../statement/sample-1.out");

    /// Every verdict the checker gives, one row each.
    #[test]
    fn the_checker_accepts_any_placements_and_says_what_is_wrong_with_the_rest() {
        let row = |what, input: &str, actual: &str, refused| {
            CheckRow::new(what, input, "", actual, refused)
        };
        let two = "2\n4\n5\n";
        let table = [
            row("the statement's answer", SAMPLE, STATEMENT_OUT, None),
            row("two boards, on one line", two, "4 1 3 0 2 5 0 2 4 1 3", None),
            row("mirror images", two, "4\n2 0 3 1\n5\n4 2 0 3 1\n", None),
            row(
                "a column from 1",
                two,
                "4\n2 4 1 3\n5\n0 2 4 1 3\n",
                Some("board 1: row 2: expected a column from 0 to 3, found \"4\""),
            ),
            row(
                "two queens on a diagonal",
                two,
                "4\n1 3 0 2\n5\n0 1 4 2 3\n",
                Some("board 2: the queens of rows 1 and 2 share a diagonal"),
            ),
            row(
                "the side left out",
                two,
                "1 3 0 2\n5\n0 2 4 1 3\n",
                Some("board 1, line 1 of the answer: expected the side from 4 to 4, found \"1\""),
            ),
            row(
                "a board left out",
                two,
                "4\n1 3 0 2\n",
                Some("board 2, line 2 of the answer: expected the side, found the end"),
            ),
            row(
                "a board too many",
                two,
                "4\n1 3 0 2\n5\n0 2 4 1 3\n4\n",
                Some("line 5 of the answer: expected the end of the input after the 2 boards (T = 2), found \"4\""),
            ),
            row(
                "a side of 3",
                "1\n3\n",
                "",
                Some("the input is not one of this problem's"),
            ),
        ];
        let wrong = wrong_verdicts(check_answer, &table);
        assert!(wrong.is_empty(), "{}", wrong.join("\n"));
    }

    /// Our answer to every side, by the checker.
    #[test]
    fn every_answer_passes_the_checker() {
        let input: String = format!(
            "297\n{}",
            (4..=300).map(|n| format!("{}\n", n)).collect::<String>()
        );
        let o = spec::run::run_in_memory("boj9175", crate::solve, input.as_bytes());
        assert_eq!((o.status, o.stderr.as_str()), (0, ""));
        assert_eq!(check_answer(input.as_bytes(), b"", &o.stdout), Ok(()));
    }
}
