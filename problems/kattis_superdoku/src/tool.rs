//! The tools' side of `kattis_superdoku`: its judge (`JUDGE`), its input as the tools write it
//! (`INPUT`, made from a seed by `write_input`) and its checker (`check_answer`) with its table
//! of verdicts. Compiled only with the crate's `catalog` feature, through which the catalog
//! reads it: no submission carries any of it.

use std::io::{self, Write};

use solver::latin::{random_square, Block};
use solver::SplitMix64;
use spec::check::{expect_answer_end, read_latin_square, shown};
use spec::format::{Input, OwnInput};
use spec::judge::{Checker, Compare, Judge, Rust, KATTIS};
use textio::Tokens;

use crate::{read_rows, MAX_ORDER};

/// Kattis's page for this problem: 2 s of CPU and 1024 MB (a copy of the page). Kattis compiles
/// Rust with rustc 1.78 to 1.85, edition 2021, sources up to 128 KiB. Any completion is
/// accepted, so the judge checks the answer ([`check_answer`]).
pub const JUDGE: Judge = Judge {
    name: "Kattis superdoku Superdoku",
    url: "https://open.kattis.com/problems/superdoku",
    time_limit_ms: 2000,
    memory_limit_kib: 1024 * 1024,
    compare: Compare::Checker(Checker(check_answer)),
    rust: Rust::Takes(KATTIS),
    same_puzzle: &[],
};

/// What the tools need of this input: the first rows of a square ([`write_input`]).
pub const INPUT: Input = Input::Own(OwnInput {
    what:
        "the first k rows of a Latin square of order n up to 100, a quarter of them with a repeat",
    most_cases: 1,
    write: write_input,
});

/// Writes one input made from `seed`: an order from 1 to 100 (to `size`, when smaller), then
/// the first `k` rows (`k` from 0 to `n`) of a random Latin square; one input in four has a
/// number changed to the one its row or column holds next to it, a repeat that makes the
/// answer `no`.
///
/// # Errors
/// Only write errors.
pub fn write_input(out: &mut dyn Write, seed: u64, _count: usize, size: usize) -> io::Result<()> {
    let mut rng = SplitMix64::new(seed);
    let n = 1 + rng.below(size.clamp(1, MAX_ORDER) as u64) as usize;
    let k = rng.below(n as u64 + 1) as usize;
    let mut square = random_square(n, n as u64, &mut rng).expect("an order up to 100");
    if k > 0 && n > 1 && rng.below(4) == 0 {
        let (i, j) = (rng.below(k as u64) as usize, rng.below(n as u64) as usize);
        let neighbour = if k > 1 && rng.below(2) == 0 {
            ((i + 1) % k) * n + j
        } else {
            i * n + (j + 1) % n
        };
        square[i * n + j] = square[neighbour];
    }
    writeln!(out, "{} {}", n, k)?;
    for row in square.chunks(n).take(k) {
        let numbers: Vec<String> = row.iter().map(|v| (v + 1).to_string()).collect();
        writeln!(out, "{}", numbers.join(" "))?;
    }
    Ok(())
}

/// The judge's check of `actual`, an answer to `input`: `no` when the given rows repeat a
/// number in a row or a column; otherwise `yes` and `n²` numbers forming a Latin square with
/// the given rows on top ([`read_latin_square`]); nothing after either. Only tokens count; the
/// words are exact. Whether the rows repeat is computed here, so `expected` is not needed.
///
/// # Errors
/// Why the answer is refused, or that `input` is not one of this problem's.
///
/// # Complexity
/// `O(n²)` plus the length of the texts.
pub fn check_answer(input: &[u8], _expected: &[u8], actual: &[u8]) -> Result<(), String> {
    let rows = read_rows(input)
        .map_err(|e| format!("the input is not one of this problem's: {}", e.message))?;
    let block = Block::new(rows.n, rows.k, rows.n, rows.cells).ok();
    let mut answer = Tokens::new(actual);
    let word = answer.next();
    match (&block, word.map(|t| t.text)) {
        (Some(block), Some(b"yes")) => read_latin_square(block, &mut answer)?,
        (None, Some(b"no")) => {}
        (Some(_), _) => {
            return Err(format!(
                "the rows given extend to a square: expected yes, found {}",
                shown(word)
            ))
        }
        (None, _) => {
            return Err(format!(
                "the rows given repeat a number: expected no, found {}",
                shown(word)
            ))
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
        let sample = "4 2\n1 2 3 4\n2 3 4 1\n";
        let repeats = "4 2\n1 2 3 4\n2 2 2 2\n";
        let row = |what, input: &str, actual: &str, refused| {
            CheckRow::new(what, input, "", actual, refused)
        };
        let table = [
            row(
                "the statement's answer",
                sample,
                "yes\n1 2 3 4\n2 3 4 1\n3 4 1 2\n4 1 2 3\n",
                None,
            ),
            row(
                "the last two rows the other way round",
                sample,
                "yes\n1 2 3 4\n2 3 4 1\n4 1 2 3\n3 4 1 2\n",
                None,
            ),
            row(
                "white space is free",
                sample,
                "yes 1 2 3 4 2 3 4 1\t3 4 1 2 4 1 2 3",
                None,
            ),
            row("no, for rows that repeat", repeats, "no\n", None),
            row("order 1, nothing given", "1 0\n", "yes\n1\n", None),
            row(
                "no, for rows that extend",
                sample,
                "no\n",
                Some("expected yes, found \"no\""),
            ),
            row(
                "yes, for rows that repeat",
                repeats,
                "yes\n1 2 3 4\n2 3 4 1\n3 4 1 2\n4 1 2 3\n",
                Some("expected no, found \"yes\""),
            ),
            row(
                "a capital Yes",
                sample,
                "Yes\n1 2 3 4\n2 3 4 1\n3 4 1 2\n4 1 2 3\n",
                Some("expected yes, found \"Yes\""),
            ),
            row("nothing", sample, "", Some("found the end of the answer")),
            row(
                "a given row changed",
                sample,
                "yes\n1 2 3 4\n3 4 1 2\n2 3 4 1\n4 1 2 3\n",
                Some("row 2, column 1 holds 3, but the block has 2 there"),
            ),
            row(
                "a column repeats",
                sample,
                "yes\n1 2 3 4\n2 3 4 1\n3 4 1 2\n3 4 1 2\n",
                Some("column 1 holds 3 twice (rows 3 and 4)"),
            ),
            row(
                "a row repeats",
                sample,
                "yes\n1 2 3 4\n2 3 4 1\n3 4 1 2\n4 1 2 2\n",
                Some("row 4 holds 2 twice (columns 3 and 4)"),
            ),
            row(
                "a number out of range",
                sample,
                "yes\n1 2 3 4\n2 3 4 1\n3 4 1 2\n4 1 2 5\n",
                Some("row 4, column 4: expected a symbol from 1 to 4, found \"5\""),
            ),
            row(
                "a number missing",
                sample,
                "yes\n1 2 3 4\n2 3 4 1\n3 4 1 2\n4 1 2\n",
                Some("row 4, column 4: expected a symbol from 1 to 4, found the end"),
            ),
            row(
                "a number too many",
                sample,
                "yes\n1 2 3 4\n2 3 4 1\n3 4 1 2\n4 1 2 3 4\n",
                Some("after the answer"),
            ),
            row(
                "an input of another problem",
                "4\n",
                "no\n",
                Some("the input is not one of this problem's"),
            ),
        ];
        assert_eq!(wrong_verdicts(check_answer, &table), Vec::<String>::new());
    }

    #[test]
    fn generated_inputs_read_back_and_a_quarter_repeat() {
        let mut repeats = 0;
        for seed in 0..200 {
            let mut text = Vec::new();
            write_input(&mut text, seed, 1, usize::MAX).unwrap();
            let rows = read_rows(&text).unwrap();
            if Block::new(rows.n, rows.k, rows.n, rows.cells).is_err() {
                repeats += 1;
            }
        }
        assert!((25..=75).contains(&repeats), "{}", repeats);
    }
}
