//! The judge's check of an answer: any completion is accepted.
//!
//! Per case, the answer is `No`, or `Yes` and `n²` symbols: a Latin square of order `n` (each row
//! and each column holds every symbol from 1 to `n` once) whose top-left `R × C` corner is the
//! case's block. Only tokens count, so white space is free (the lines of the square need not
//! break where its rows do); the words are exact (`yes` is refused). Whether a case completes
//! is the expected answer's word: it comes from an independent computation, so `No` is
//! accepted exactly where the expected answer says it. The expected answer is held to the
//! same rules: a wrong one is an error, not a verdict on the answer.

use solver::latin::Block;
use spec::check::{read_latin_square, shown};
use textio::Tokens;

use crate::read_block;

/// Checks `actual` against the cases of `input`, trusting `expected` for which complete.
///
/// # Errors
/// Why `actual` is refused (the case and what is wrong), or that `input` or `expected` is not
/// what it should be.
///
/// # Complexity
/// `O(Σ n²)` over the cases, plus the length of the texts.
pub fn check_answer(input: &[u8], expected: &[u8], actual: &[u8]) -> Result<(), String> {
    let blocks = read_blocks(input).map_err(|e| format!("the input is not read: {}", e))?;
    let completes =
        verdicts(&blocks, expected).map_err(|e| format!("the expected answer is wrong: {}", e))?;
    let answered = verdicts(&blocks, actual)?;
    for (case, (&yes, &expected_yes)) in answered.iter().zip(&completes).enumerate() {
        match (yes, expected_yes) {
            (false, true) => {
                return Err(format!(
                    "case {}: No, but the block completes (the expected answer is Yes)",
                    case + 1
                ))
            }
            (true, false) => {
                return Err(format!(
                    "case {}: a completion, but the expected answer is No: one of them is wrong",
                    case + 1
                ))
            }
            _ => {}
        }
    }
    Ok(())
}

/// The blocks of a well-formed input.
///
/// # Errors
/// The first thing wrong with `input`: the case, the line and what was expected.
///
/// # Complexity
/// `O(length of the input)`.
pub fn read_blocks(input: &[u8]) -> Result<Vec<Block>, String> {
    let mut tokens = Tokens::new(input);
    let cases = crate::CASES
        .read(&mut tokens)
        .map_err(|e| format!("line {}: {}", e.line, e.message))?;
    let mut blocks = Vec::with_capacity(cases);
    for case in 1..=cases {
        blocks.push(
            read_block(&mut tokens)
                .map_err(|e| format!("case {}, line {}: {}", case, e.line, e.message))?,
        );
    }
    tokens
        .expect_end("the last case")
        .map_err(|e| format!("line {}: {}", e.line, e.message))?;
    Ok(blocks)
}

/// Whether `answer` says each block completes (`Yes` and a completion, checked) or not (`No`).
///
/// # Errors
/// The first case whose answer is neither, or what follows the last case.
fn verdicts(blocks: &[Block], answer: &[u8]) -> Result<Vec<bool>, String> {
    let mut tokens = Tokens::new(answer);
    let mut verdicts = Vec::with_capacity(blocks.len());
    for (k, block) in blocks.iter().enumerate() {
        let yes = match tokens.next() {
            Some(t) if t.text == b"Yes" => true,
            Some(t) if t.text == b"No" => false,
            other => {
                return Err(format!(
                    "case {}: expected Yes or No, found {}",
                    k + 1,
                    shown(other)
                ))
            }
        };
        if yes {
            read_latin_square(block, &mut tokens).map_err(|e| format!("case {}: {}", k + 1, e))?;
        }
        verdicts.push(yes);
    }
    match tokens.next() {
        None => Ok(verdicts),
        Some(t) => Err(format!(
            "expected the end of the answer after case {}, found {}",
            blocks.len(),
            t.quoted()
        )),
    }
}

#[cfg(test)]
mod tests {
    use spec::judge::{wrong_verdicts, CheckRow};

    use super::*;

    /// The statement's sample, and its printed answer.
    const SAMPLE: &str = "3\n2 1 1\n1\n3 2 2\n1 2\n2 1\n5 2 3\n1 2 3\n4 3 2\n";
    const PRINTED: &str =
        "Yes\n1 2\n2 1\nNo\nYes\n1 2 3 4 5\n4 3 2 5 1\n2 4 5 1 3\n3 5 1 2 4\n5 1 4 3 2\n";

    /// A row on the statement's sample and its printed answer.
    fn sample(what: &'static str, actual: &str, verdict: Result<(), &'static str>) -> CheckRow {
        CheckRow::new(what, SAMPLE, PRINTED, actual, verdict.err())
    }

    /// The printed answer with its last square replaced by `square`.
    fn with_last(square: &str) -> String {
        format!("Yes\n1 2\n2 1\nNo\nYes\n{}", square)
    }

    /// Every verdict the checker gives, one row each.
    fn table() -> Vec<CheckRow> {
        // The third block is 2 × 3: rows 1–2, columns 1–3. Its square with columns 3 and 4
        // swapped is still Latin, and differs from the block only in column 3, past R = 2.
        let columns_swapped = "1 2 4 3 5\n4 3 5 2 1\n2 4 1 5 3\n3 5 2 1 4\n5 1 3 4 2\n";
        vec![
            sample("the printed answer", PRINTED, Ok(())),
            sample(
                "another completion of the third block (rows 3–5 permuted)",
                &with_last("1 2 3 4 5\n4 3 2 5 1\n3 5 1 2 4\n5 1 4 3 2\n2 4 5 1 3\n"),
                Ok(()),
            ),
            sample(
                "any white space between tokens",
                &PRINTED.replace('\n', " \t\r\n").replace(' ', "\n\n"),
                Ok(()),
            ),
            sample("no final line break", PRINTED.trim_end(), Ok(())),
            sample(
                "a column holding a symbol twice",
                &with_last("1 2 3 4 5\n4 3 2 5 1\n2 4 5 1 3\n3 5 1 2 4\n5 1 4 2 3\n"),
                Err("case 3: column 4 holds 2 twice (rows 4 and 5)"),
            ),
            sample(
                "a row holding a symbol twice",
                &with_last("1 2 3 4 5\n4 3 2 5 1\n2 4 5 1 3\n3 5 1 2 4\n5 1 4 3 3\n"),
                Err("case 3: row 5 holds 3 twice (columns 4 and 5)"),
            ),
            sample(
                "a Latin square, but not around the block",
                &with_last("1 2 3 4 5\n2 3 4 5 1\n3 4 5 1 2\n4 5 1 2 3\n5 1 2 3 4\n"),
                Err("case 3: row 2, column 1 holds 2, but the block has 4 there"),
            ),
            sample(
                "a Latin square that changes the block only in a column past its row count",
                &with_last(columns_swapped),
                Err("case 3: row 1, column 3 holds 4, but the block has 3 there"),
            ),
            sample(
                "a symbol past n",
                &with_last("1 2 3 4 5\n4 3 2 5 1\n2 4 5 1 3\n3 5 1 2 4\n5 1 4 3 6\n"),
                Err("case 3: row 5, column 5: expected a symbol from 1 to 5, found \"6\""),
            ),
            sample(
                "a square cut short",
                &with_last("1 2 3 4 5\n4 3 2 5 1\n2 4 5 1 3\n3 5 1 2 4\n5 1 4 3\n"),
                Err("case 3: row 5, column 5: expected a symbol from 1 to 5, found the end of the answer"),
            ),
            sample(
                "a sign before a symbol",
                &with_last("1 2 3 4 5\n4 3 2 5 1\n2 4 5 1 3\n3 5 1 2 4\n5 1 4 3 +2\n"),
                Err("case 3: row 5, column 5: expected a symbol from 1 to 5, found \"+2\""),
            ),
            sample(
                "No for a block that completes",
                "Yes\n1 2\n2 1\nNo\nNo\n",
                Err("case 3: No, but the block completes (the expected answer is Yes)"),
            ),
            sample(
                "a missing last case",
                "Yes\n1 2\n2 1\nNo\n",
                Err("case 3: expected Yes or No, found the end of the answer"),
            ),
            sample(
                "a case missing in the middle",
                &format!("Yes\n1 2\n2 1\n{}", &PRINTED[15..]),
                Err("case 2: row 2, column 1: expected a symbol from 1 to 3, found \"4\""),
            ),
            sample(
                "a word in lower case",
                &PRINTED.replacen("Yes", "yes", 1),
                Err("case 1: expected Yes or No, found \"yes\""),
            ),
            sample(
                "garbage after the last case",
                &format!("{}0\n", PRINTED),
                Err("expected the end of the answer after case 3, found \"0\""),
            ),
            sample(
                "a square for the block without a completion",
                "Yes\n1 2\n2 1\nYes\n1 2 3\n2 1 3\n3 3 1\n",
                Err("case 2: column 3 holds 3 twice (rows 1 and 2)"),
            ),
            CheckRow::new(
                "a completion where the expected answer says No",
                SAMPLE,
                "Yes\n1 2\n2 1\nNo\nNo\n",
                PRINTED,
                Some("case 3: a completion, but the expected answer is No: one of them is wrong"),
            ),
            CheckRow::new(
                "an expected answer that is no Latin square",
                SAMPLE,
                "Yes\n1 2\n1 2\nNo\nNo\n",
                PRINTED,
                Some("the expected answer is wrong: case 1: column 1 holds 1 twice (rows 1 and 2)"),
            ),
            CheckRow::new(
                "an input that is not this problem's",
                "1\n2 1 1\n3\n",
                "No\n",
                "No\n",
                Some("the input is not read: case 1, line 3: block row 1, column 1"),
            ),
        ]
    }

    #[test]
    fn the_checker_gives_each_row_its_verdict() {
        let wrong = wrong_verdicts(check_answer, &table());
        assert!(wrong.is_empty(), "{}", wrong.join("\n"));
    }
}
