//! The tools' side of `boj30242`: its judge (`JUDGE`), its input as the tools write it
//! (`INPUT`, made from a seed by `write_input`) and its checker (`check_answer`) with its
//! table of verdicts. Compiled only with the crate's `catalog` feature, through which the
//! catalog reads it: no submission carries any of it.

use std::io::{self, Write};

use solver::queens::Queens;
use solver::SplitMix64;
use spec::check::{expect_answer_end, read_placement};
use spec::format::{Input, OwnInput};
use spec::judge::{Checker, Compare, Judge, Rust, BAEKJOON};
use spoj_nqueen::read_case;
use textio::Tokens;

use crate::complete;

/// Baekjoon's page for this problem: 0.5 s and 512 MB. Any completion is accepted (the
/// statement's sixth sample answers with another than the first), so the judge checks the
/// answer ([`check_answer`]). The bound on `N` is inferred (see the crate documentation).
pub const JUDGE: Judge = Judge {
    name: "BOJ 30242 🧩 N-Queen Easy",
    url: "https://www.acmicpc.net/problem/30242",
    time_limit_ms: 500,
    memory_limit_kib: 512 * 1024,
    compare: Compare::Checker(Checker(check_answer)),
    rust: Rust::Takes(BAEKJOON),
    same_puzzle: &[],
};

/// The largest side the tools write: the inferred bound.
const MOST_N: usize = 20;

/// What the tools need of this input: one board with some queens set ([`write_input`]).
pub const INPUT: Input = Input::Own(OwnInput {
    what: "a board of up to 20 queens, some set",
    most_cases: 1,
    write: write_input,
});

/// Writes one board made from `seed`, its side from 1 to 20 (to `size`, when smaller)
/// ([`write_board`]).
///
/// # Errors
/// Only write errors.
pub fn write_input(out: &mut dyn Write, seed: u64, _count: usize, size: usize) -> io::Result<()> {
    write_board(out, seed, size.clamp(1, MOST_N))
}

/// Writes one board made from `seed`, its side from 1 to `most`: queens set on rows drawn
/// with a probability from 0 to 1/2, taken from a placement three times in four (so that most
/// boards have a completion) and at random columns otherwise.
///
/// # Errors
/// Only write errors.
pub fn write_board(out: &mut dyn Write, seed: u64, most: usize) -> io::Result<()> {
    let mut rng = SplitMix64::new(seed);
    let n = 1 + rng.below(most.max(1) as u64) as usize;
    let placed = Queens::new(n).ok().and_then(|q| q.complete());
    let from_placement = rng.below(4) != 0;
    let keep = rng.below(51);
    let columns: Vec<String> = (0..n)
        .map(|row| {
            if rng.below(100) >= keep {
                return 0;
            }
            match &placed {
                Some(queens) if from_placement => queens[row] + 1,
                _ => 1 + rng.below(n as u64) as usize,
            }
        })
        .map(|c| c.to_string())
        .collect();
    writeln!(out, "{}\n{}", n, columns.join(" "))
}

/// The judge's check of `actual`, an answer to `input`: when the board has a completion,
/// accepted when it is `N` columns from 1 that keep the set queens with no two queens on one
/// column or diagonal ([`read_placement`]); when it has none, accepted when it is `-1`;
/// nothing after either. Only tokens count. `expected` is not needed.
///
/// # Errors
/// Why the answer is refused, or that `input` is not one of this problem's.
///
/// # Complexity
/// One completion search ([`complete`]), plus `O(length of the answer)`.
pub fn check_answer(input: &[u8], _expected: &[u8], actual: &[u8]) -> Result<(), String> {
    let set = read_case(&mut Tokens::new(input))
        .map_err(|e| format!("the input is not one of this problem's: {}", e.message))?;
    let mut answer = Tokens::new(actual);
    match complete(&set) {
        None => match answer.next() {
            Some(token) if token.text == b"-1" => {}
            Some(token) => {
                return Err(format!(
                    "the board has no completion: expected -1, found {}",
                    token.quoted()
                ))
            }
            None => return Err("the board has no completion: expected -1, found nothing".into()),
        },
        Some(_) => {
            let columns = read_placement(&mut answer, set.len(), 1)?;
            if let Some(row) = (0..set.len()).find(|&r| set[r].map_or(false, |c| c != columns[r])) {
                return Err(format!(
                    "row {} has its queen set on column {}, not {}",
                    row + 1,
                    set[row].map_or(0, |c| c + 1),
                    columns[row] + 1
                ));
            }
        }
    }
    expect_answer_end(&mut answer, "the answer")
}

#[cfg(test)]
mod tests {
    use super::*;
    use spec::judge::{wrong_verdicts, CheckRow};

    /// Every verdict the checker gives, one row each.
    #[test]
    fn the_checker_accepts_any_completion_and_says_what_is_wrong_with_the_rest() {
        let row = |what, input: &str, actual: &str, refused| {
            CheckRow::new(what, input, "", actual, refused)
        };
        let empty4 = "4\n0 0 0 0\n";
        let table = [
            row("a completion of the empty 4", empty4, "2 4 1 3\n", None),
            row("its mirror image, with CRLF", empty4, "3 1 4 2\r\n", None),
            row("a set queen kept", "4\n3 0 0 0\n", "3 1 4 2\n", None),
            row("-1 for 3", "3\n0 0 0\n", "-1\n", None),
            row("-1 for attacking queens", "4\n1 2 0 0\n", "-1\n", None),
            row(
                "a set queen moved",
                "4\n3 0 0 0\n",
                "2 4 1 3\n",
                Some("row 1 has its queen set on column 3, not 2"),
            ),
            row(
                "-1 for a board with a completion",
                empty4,
                "-1\n",
                Some("row 1: expected a column from 1 to 4, found \"-1\""),
            ),
            row(
                "a placement for a board without one",
                "4\n1 0 0 0\n",
                "1 3 0 2\n",
                Some("the board has no completion: expected -1, found \"1\""),
            ),
            row(
                "nothing for a board without one",
                "2\n0 0\n",
                "",
                Some("expected -1, found nothing"),
            ),
            row(
                "two queens on a diagonal",
                empty4,
                "1 2 4 3\n",
                Some("the queens of rows 1 and 2 share a diagonal"),
            ),
            row(
                "a column too many",
                empty4,
                "2 4 1 3 1\n",
                Some("line 1 of the answer: expected the end of the input after the answer"),
            ),
            row("-1 twice", "3\n0 0 0\n", "-1 -1\n", Some("found \"-1\"")),
            row(
                "a side of 0",
                "0\n",
                "",
                Some("the input is not one of this problem's"),
            ),
        ];
        let wrong = wrong_verdicts(check_answer, &table);
        assert!(wrong.is_empty(), "{}", wrong.join("\n"));
    }

    /// Whether a completion exists, by trying every permutation of the columns: the brute
    /// force the search's `None` is checked against.
    fn completes_by_brute_force(set: &[Option<usize>]) -> bool {
        fn extend(set: &[Option<usize>], columns: &mut Vec<usize>) -> bool {
            let row = columns.len();
            if row == set.len() {
                return true;
            }
            (0..set.len()).any(|c| {
                let fits = set[row].map_or(true, |s| s == c)
                    && columns
                        .iter()
                        .enumerate()
                        .all(|(r, &d)| d != c && row - r != if c > d { c - d } else { d - c });
                fits && {
                    columns.push(c);
                    let done = extend(set, columns);
                    columns.pop();
                    done
                }
            })
        }
        extend(set, &mut Vec::new())
    }

    /// On 3,000 boards of side 1 to 8 written by [`write_input`], the answer is `-1` exactly when
    /// brute force finds no completion, and the checker accepts it.
    #[test]
    fn minus_one_exactly_when_brute_force_finds_no_completion() {
        let (mut with, mut without) = (0, 0);
        for seed in 0..3000 {
            let mut input = Vec::new();
            write_input(&mut input, seed, 1, 8).unwrap();
            let set = read_case(&mut Tokens::new(&input)).unwrap();
            let o = spec::run::run_in_memory("boj30242", crate::solve, &input);
            assert_eq!((o.status, o.stderr.as_str()), (0, ""));
            let exists = completes_by_brute_force(&set);
            assert_eq!(o.stdout != b"-1\n", exists, "{:?}", set);
            assert_eq!(check_answer(&input, b"", &o.stdout), Ok(()), "{:?}", set);
            if exists {
                with += 1;
            } else {
                without += 1;
            }
        }
        assert!(
            with > 500 && without > 500,
            "{} with, {} without",
            with,
            without
        );
    }
}
