//! The tools' side of `spoj_nqueen`: its judge (`JUDGE`) and its input as the tools write it
//! (`INPUT`). Compiled only with the crate's `catalog` feature, through which the catalog reads
//! it: no submission carries any of it.

use std::io::{self, Write};

use solver::queens::{attacking_pair, Queens};
use solver::rng::SplitMix64;
use spec::format::{Input, OwnInput};
use spec::judge::{Checker, Compare, Judge, Rust, SPOJ};
use textio::tokens::quote;
use textio::Tokens;

use crate::{board, read_case, MAX_N};

/// SPOJ's page for this problem. The time limit is not in our copy of the statement: 1 s is
/// assumed; SPOJ's memory limit is 1536 MB. SPOJ takes Rust ([`SPOJ`]); any completion is
/// accepted.
pub const JUDGE: Judge = Judge {
    name: "SPOJ NQUEEN Yet Another N-Queen Problem",
    url: "https://www.spoj.com/problems/NQUEEN/",
    time_limit_ms: 1000,
    memory_limit_kib: 1536 * 1024,
    compare: Compare::Checker(Checker(check_answer)),
    rust: Rust::Takes(SPOJ),
    same_puzzle: &[],
};

/// What the tools need of this input: boards with some queens set, made by the problem
/// ([`write_input`]).
pub const INPUT: Input = Input::Own(OwnInput {
    what: "boards of up to 50 queens, some set from a completion",
    most_cases: 100,
    write: write_input,
});

/// Writes `count` boards made from `seed`, of side at most `size`: each side from 4 to 50 (a
/// side of 1 now and then; 2 and 3 have no placement), a completion found from a queen set at
/// random, and each of its rows kept set with a probability drawn from 0 to 1/2.
///
/// # Errors
/// Only write errors.
pub fn write_input(out: &mut dyn Write, seed: u64, count: usize, size: usize) -> io::Result<()> {
    let mut rng = SplitMix64::new(seed);
    let most = MAX_N.min(size).max(1);
    let mut text = String::new();
    for _ in 0..count {
        let n = if most < 4 || rng.below(20) == 0 {
            1
        } else {
            4 + rng.below(most as u64 - 3) as usize
        };
        let mut start = Queens::new(n).expect("a side up to 50");
        let (row, col) = (rng.below(n as u64) as usize, rng.below(n as u64) as usize);
        start.set(row, col).expect("one queen on an empty board");
        // Every square of a board of 4 or more has a placement through it but a few of the
        // 4×4's: the empty board's completion then.
        let queens = start
            .complete()
            .or_else(|| Queens::new(n).ok()?.complete())
            .expect("boards of 1 and 4 to 50 have a placement");
        let keep = rng.below(51);
        let columns: Vec<String> = queens
            .iter()
            .map(|&c| if rng.below(100) < keep { c + 1 } else { 0 }.to_string())
            .collect();
        text.push_str(&format!("{} {}\n", n, columns.join(" ")));
    }
    out.write_all(text.as_bytes())
}

/// Judges `actual` as SPOJ's checker would: a line for each case of `input` that keeps the
/// promise, N columns from 1 to N, the set queens kept, no two queens on one column or
/// diagonal. Spaces and empty lines at the end do not count.
///
/// # Errors
/// The first case whose line is missing or wrong, and why.
pub fn check_answer(input: &[u8], _expected: &[u8], actual: &[u8]) -> Result<(), String> {
    let mut tokens = Tokens::new(input);
    let mut cases = Vec::new();
    while !tokens.is_at_end() {
        let set = read_case(&mut tokens)
            .map_err(|e| format!("the input is not one of this problem's: {}", e.message))?;
        if board(&set).ok().and_then(|b| b.complete()).is_some() {
            cases.push(set);
        }
    }
    let text = Compare::IgnoreTrailingWhitespace.trim_end(actual);
    let mut lines = text.split(|&b| b == b'\n').filter(|_| !text.is_empty());
    for (k, set) in cases.iter().enumerate() {
        let case = k + 1;
        let n = set.len();
        let line = lines
            .next()
            .ok_or_else(|| format!("case {}: no line", case))?;
        let columns: Option<Vec<usize>> = line
            .split(|b| b.is_ascii_whitespace())
            .filter(|t| !t.is_empty())
            .map(|t| {
                std::str::from_utf8(t)
                    .ok()?
                    .parse::<usize>()
                    .ok()
                    .filter(|&c| (1..=n).contains(&c))
            })
            .collect();
        let columns = match columns {
            Some(columns) if columns.len() == n => columns,
            _ => {
                return Err(format!(
                    "case {}: expected {} columns from 1 to {}, found {}",
                    case,
                    n,
                    n,
                    quote(line)
                ))
            }
        };
        for (row, &c) in columns.iter().enumerate() {
            if let Some(set) = set[row] {
                if c != set + 1 {
                    return Err(format!(
                        "case {}: row {} has its queen set on column {}, not {}",
                        case,
                        row + 1,
                        set + 1,
                        c
                    ));
                }
            }
        }
        if let Some((above, row)) = attacking_pair(&columns) {
            return Err(format!(
                "case {}: the queens of rows {} and {} attack each other",
                case,
                above + 1,
                row + 1
            ));
        }
    }
    match lines.next() {
        Some(extra) => Err(format!(
            "a line after the {} cases: {}",
            cases.len(),
            quote(extra)
        )),
        None => Ok(()),
    }
}

#[cfg(test)]
mod tests {
    use spec::judge::{wrong_verdicts, CheckRow};

    use super::*;

    /// The statement's sample and its answer.
    const SAMPLE: &str = "4 0 0 0 0\n8 2 0 0 0 4 0 0 0\n";
    const ANSWER: &str = "2 4 1 3\n2 6 1 7 4 8 3 5\n";

    /// Every verdict the checker gives, one row each.
    #[test]
    fn the_checker_accepts_any_completion_and_says_what_is_wrong_with_the_rest() {
        let row = |what, input: &str, actual: &str, refused| {
            CheckRow::new(what, input, "", actual, refused)
        };
        let table = [
            row("the sample's answer", SAMPLE, ANSWER, None),
            row(
                "another completion",
                SAMPLE,
                "3 1 4 2\n2 6 1 7 4 8 3 5\n",
                None,
            ),
            row(
                "spaces and empty lines at the end",
                SAMPLE,
                "2 4 1 3  \n2 6 1 7 4 8 3 5\n\n\n",
                None,
            ),
            row(
                "a set queen moved",
                SAMPLE,
                "3 1 4 2\n3 6 8 1 4 7 5 2\n",
                Some("case 2: row 1 has its queen set on column 2, not 3"),
            ),
            row(
                "two queens on a diagonal",
                SAMPLE,
                "1 2 3 4\n2 6 1 7 4 8 3 5\n",
                Some("case 1: the queens of rows 1 and 2 attack each other"),
            ),
            row(
                "two queens on a diagonal going down to the left, at the board's edge",
                SAMPLE,
                "4 3 2 1\n2 6 1 7 4 8 3 5\n",
                Some("case 1: the queens of rows 1 and 2 attack each other"),
            ),
            row(
                "only the last two queens on a diagonal going down to the left",
                "4 0 0 0 0\n",
                "4 1 3 2\n",
                Some("case 1: the queens of rows 3 and 4 attack each other"),
            ),
            row(
                "only two queens four rows apart on a diagonal going down to the left",
                "6 0 0 0 0 0 0\n",
                "2 5 3 6 4 1\n",
                Some("case 1: the queens of rows 2 and 6 attack each other"),
            ),
            row(
                "two queens on a column",
                SAMPLE,
                "2 4 2 4\n2 6 1 7 4 8 3 5\n",
                Some("the queens of rows 1 and 3 attack each other"),
            ),
            row(
                "a line too short",
                SAMPLE,
                "2 4 1\n2 6 1 7 4 8 3 5\n",
                Some("case 1: expected 4 columns from 1 to 4, found \"2 4 1\""),
            ),
            row(
                "a column off the board",
                SAMPLE,
                "2 4 1 5\n2 6 1 7 4 8 3 5\n",
                Some("expected 4 columns from 1 to 4"),
            ),
            row(
                "a line missing",
                SAMPLE,
                "2 4 1 3\n",
                Some("case 2: no line"),
            ),
            row(
                "a line too many",
                SAMPLE,
                "2 4 1 3\n2 6 1 7 4 8 3 5\n1\n",
                Some("a line after the 2 cases: \"1\""),
            ),
            row(
                "a board without completion gets no line",
                "4 1 0 0 0\n4 0 0 0 0\n",
                "3 1 4 2\n",
                None,
            ),
            row("nothing for no case", "", "", None),
        ];
        let wrong = wrong_verdicts(check_answer, &table);
        assert!(wrong.is_empty(), "{}", wrong.join("\n"));
    }
}
