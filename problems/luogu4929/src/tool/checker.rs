//! The judge's check of an answer: any exact cover is accepted.
//!
//! The answer is `No Solution!`, or row numbers (from 1) separated by white space (any amount,
//! any kind: the judge reads tokens). It is refused when a token is not a row number of the
//! matrix, a row is named twice, a column is covered twice or not at all, or something follows
//! `No Solution!`. Whether a cover exists is the expected answer's word: it comes from an
//! independent computation, and a search that found none proves nothing here, so `No
//! Solution!` is accepted exactly when the expected answer says it. The expected answer is held
//! to the same rules (an exact cover, or `No Solution!`): a wrong one is an error, not a
//! verdict on the answer.

use textio::Tokens;

use crate::{read_input, Matrix, NO_SOLUTION};

/// Checks `actual` against the matrix of `input`, trusting `expected` for whether a cover
/// exists.
///
/// # Errors
/// Why `actual` is refused, or that `input` or `expected` is not what it should be.
///
/// # Complexity
/// `O(N · M + answer length)`.
pub fn check_answer(input: &[u8], expected: &[u8], actual: &[u8]) -> Result<(), String> {
    let matrix = read_input(input)
        .map_err(|e| format!("the input is not a matrix: line {}: {}", e.line, e.message))?;
    let has_cover =
        is_cover(&matrix, expected).map_err(|e| format!("the expected answer is wrong: {}", e))?;
    match (is_cover(&matrix, actual)?, has_cover) {
        (false, true) => Err(format!(
            "{} for a matrix with an exact cover (the expected answer gives one)",
            NO_SOLUTION
        )),
        (true, false) => Err(format!(
            "an exact cover, but the expected answer is {}: one of them is wrong",
            NO_SOLUTION
        )),
        _ => Ok(()),
    }
}

/// Whether `answer` gives an exact cover of `matrix` (`true`) or says `No Solution!` alone
/// (`false`).
///
/// # Errors
/// When it is neither: what is wrong with it.
fn is_cover(matrix: &Matrix, answer: &[u8]) -> Result<bool, String> {
    let mut tokens = Tokens::new(answer);
    let words: Vec<&str> = NO_SOLUTION.split(' ').collect();
    if tokens.peek().map(|t| t.text) == Some(words[0].as_bytes()) {
        for word in &words {
            match tokens.next() {
                Some(t) if t.text == word.as_bytes() => {}
                other => {
                    return Err(format!(
                        "expected {}, found {}",
                        NO_SOLUTION,
                        other.map_or("the end of the answer".to_string(), |t| t.quoted())
                    ))
                }
            }
        }
        return match tokens.next() {
            None => Ok(false),
            Some(t) => Err(format!(
                "expected the end of the answer after {}, found {}",
                NO_SOLUTION,
                t.quoted()
            )),
        };
    }
    let n = matrix.rows.len();
    let mut named = vec![false; n];
    // The row covering each column, from 1 (0: none yet).
    let mut cover = vec![0usize; matrix.columns];
    for token in tokens {
        let row = std::str::from_utf8(token.text)
            .ok()
            .filter(|t| t.bytes().all(|b| b.is_ascii_digit()))
            .and_then(|t| t.parse::<usize>().ok())
            .filter(|&r| (1..=n).contains(&r))
            .ok_or_else(|| {
                format!(
                    "expected a row number from 1 to {} or {}, found {}",
                    n,
                    NO_SOLUTION,
                    token.quoted()
                )
            })?
            - 1;
        if named[row] {
            return Err(format!("row {} is named twice", row + 1));
        }
        named[row] = true;
        for &c in &matrix.rows[row] {
            if cover[c] != 0 {
                return Err(format!(
                    "column {} is covered by rows {} and {}",
                    c + 1,
                    cover[c],
                    row + 1
                ));
            }
            cover[c] = row + 1;
        }
    }
    match cover.iter().position(|&r| r == 0) {
        Some(c) => Err(format!("column {} is covered by no row named", c + 1)),
        None => Ok(true),
    }
}

#[cfg(test)]
mod tests {
    use spec::judge::{wrong_verdicts, CheckRow};

    use super::*;

    /// The statement's first sample: rows 0 0 1, 1 0 0, 0 1 0 (one cover, rows 2 1 3).
    const FIRST: &[u8] = b"3 3\n0 0 1\n1 0 0\n0 1 0\n";
    /// The second: rows 1 0 1, 1 1 0, 0 1 1 (no cover).
    const SECOND: &[u8] = b"3 3\n1 0 1\n1 1 0\n0 1 1\n";
    /// Columns 1–4; rows {1, 2}, {3, 4}, {1}, {2}, {3}, {2, 3}, {4}: five covers (1 2, 2 3 4,
    /// 1 5 7, 3 4 5 7, 3 6 7).
    const SEVERAL: &[u8] = b"7 4\n1 1 0 0\n0 0 1 1\n1 0 0 0\n0 1 0 0\n0 0 1 0\n0 1 1 0\n0 0 0 1\n";

    /// What a row shows, the input, the expected answer, the answer judged, the verdict.
    type Row = (
        &'static str,
        &'static [u8],
        &'static str,
        &'static str,
        Verdict,
    );
    /// Accepted, or refused for a reason that contains the text given.
    type Verdict = Result<(), &'static str>;

    /// The checker's table, one row per verdict.
    const TABLE: &[Row] = &[
        ("the expected cover", FIRST, "2 1 3\n", "2 1 3\n", Ok(())),
        (
            "the same rows in another order",
            FIRST,
            "2 1 3\n",
            "1 2 3\n",
            Ok(()),
        ),
        ("tabs and CR LF", FIRST, "2 1 3\n", "3\t2\r\n1", Ok(())),
        (
            "rows over several lines",
            FIRST,
            "2 1 3\n",
            " 2\n1\n3 \n\n",
            Ok(()),
        ),
        ("another cover", SEVERAL, "1 2\n", "3 6 7\n", Ok(())),
        (
            "another cover of another size",
            SEVERAL,
            "7 6 3\n",
            "1 5 7\n",
            Ok(()),
        ),
        (
            "No Solution! where none is",
            SECOND,
            "No Solution!\n",
            "No Solution!",
            Ok(()),
        ),
        (
            "the words apart by any white space",
            SECOND,
            "No Solution!\n",
            "No  Solution!\n\n",
            Ok(()),
        ),
        ("no columns: no rows", b"2 0\n", "\n", "\n", Ok(())),
        (
            "a column left uncovered",
            SEVERAL,
            "1 2\n",
            "1\n",
            Err("column 3 is covered by no row named"),
        ),
        (
            "nothing",
            SEVERAL,
            "1 2\n",
            "\n",
            Err("column 1 is covered by no row named"),
        ),
        (
            "a column covered twice",
            SEVERAL,
            "1 2\n",
            "1 2 6\n",
            Err("column 2 is covered by rows 1 and 6"),
        ),
        (
            "a row named twice",
            SEVERAL,
            "1 2\n",
            "1 2 1\n",
            Err("row 1 is named twice"),
        ),
        (
            "row 0",
            SEVERAL,
            "1 2\n",
            "0 2\n",
            Err("expected a row number from 1 to 7 or No Solution!, found \"0\""),
        ),
        (
            "a row past the last",
            SEVERAL,
            "1 2\n",
            "8 2\n",
            Err("expected a row number from 1 to 7 or No Solution!, found \"8\""),
        ),
        (
            "a sign",
            SEVERAL,
            "1 2\n",
            "+1 2\n",
            Err("expected a row number from 1 to 7 or No Solution!, found \"+1\""),
        ),
        ("a comma", SEVERAL, "1 2\n", "2, 2\n", Err("found \"2,\"")),
        (
            "garbage after a cover",
            SEVERAL,
            "1 2\n",
            "1 2\nx\n",
            Err("found \"x\""),
        ),
        (
            "No Solution! for a matrix with a cover",
            FIRST,
            "2 1 3\n",
            "No Solution!\n",
            Err("No Solution! for a matrix with an exact cover (the expected answer gives one)"),
        ),
        (
            "a row after No Solution!",
            SECOND,
            "No Solution!\n",
            "No Solution! 1\n",
            Err("expected the end of the answer after No Solution!, found \"1\""),
        ),
        (
            "the second word in lower case",
            SECOND,
            "No Solution!\n",
            "No solution!\n",
            Err("expected No Solution!, found \"solution!\""),
        ),
        (
            "No alone",
            SECOND,
            "No Solution!\n",
            "No",
            Err("expected No Solution!, found the end of the answer"),
        ),
        (
            "nothing for a matrix with columns",
            SECOND,
            "No Solution!\n",
            "",
            Err("column 1 is covered by no row named"),
        ),
        (
            "a cover where the expected answer says none",
            FIRST,
            "No Solution!\n",
            "1 2 3\n",
            Err("one of them is wrong"),
        ),
        (
            "an expected answer that is no cover",
            FIRST,
            "1 2\n",
            "1 2 3\n",
            Err("the expected answer is wrong: column 2 is covered by no row named"),
        ),
        (
            "an input that is no matrix",
            b"1 2\n0 2\n",
            "1\n",
            "1\n",
            Err("the input is not a matrix: line 2: row 1, column 2: expected 0-1, found \"2\""),
        ),
    ];

    #[test]
    fn the_checker_gives_each_row_its_verdict() {
        let table: Vec<CheckRow> = TABLE
            .iter()
            .map(|&(what, input, expected, actual, verdict)| {
                CheckRow::new(what, input, expected, actual, verdict.err())
            })
            .collect();
        let wrong = wrong_verdicts(check_answer, &table);
        assert!(wrong.is_empty(), "{}", wrong.join("\n"));
    }
}
