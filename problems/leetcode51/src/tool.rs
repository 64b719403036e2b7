//! The tools' side of `leetcode51`: its judge (`JUDGE`) and its input as the tools write it
//! (`INPUT`). Compiled only with the crate's `catalog` feature, through which the catalog reads
//! it: no submission carries any of it.

use std::collections::BTreeMap;
use std::io::{self, Write};

use solver::queens::attacking_pair;
use spec::format::{Input, OwnInput};
use spec::judge::{Checker, Compare, Judge, Rust, LEETCODE};
use textio::tokens::{quote, read_number};
use textio::Tokens;

use crate::MAX_N;

/// LeetCode's page for this problem. LeetCode takes Rust ([`LEETCODE`]); it states no time or
/// memory limit: 1 s and 256 MB are assumed for our cases. It accepts the placements in any
/// order.
pub const JUDGE: Judge = Judge {
    name: "LeetCode 51 N-Queens",
    url: "https://leetcode.com/problems/n-queens/",
    time_limit_ms: 1000,
    memory_limit_kib: 256 * 1024,
    compare: Compare::Checker(Checker(check_answer)),
    rust: Rust::Takes(LEETCODE),
    same_puzzle: &[],
};

/// What the tools need of this input: sides, made by the problem ([`write_input`]).
pub const INPUT: Input = Input::Own(OwnInput {
    what: "sides n from 1 to 9",
    most_cases: 9,
    write: write_input,
});

/// Writes `count` sides from 1 to `size` (at most 9) made from `seed`, one a line.
///
/// # Errors
/// Only write errors.
pub fn write_input(out: &mut dyn Write, seed: u64, count: usize, size: usize) -> io::Result<()> {
    spec::format::write_sides(out, seed, count, size, 1, MAX_N)
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

#[cfg(test)]
mod tests {
    use spec::judge::{wrong_verdicts, CheckRow};

    use super::*;

    const FOUR: &str =
        "[[\".Q..\",\"...Q\",\"Q...\",\"..Q.\"],[\"..Q.\",\"Q...\",\"...Q\",\".Q..\"]]\n";
    const FOUR_SWAPPED: &str =
        "[[\"..Q.\",\"Q...\",\"...Q\",\".Q..\"],[\".Q..\",\"...Q\",\"Q...\",\"..Q.\"]]\n";

    /// Every verdict the checker gives, one row each.
    #[test]
    fn the_checker_takes_the_placements_in_any_order_and_no_other() {
        let two = format!("{}[[\"Q\"]]\n", FOUR);
        let table = [
            CheckRow::new("the example", "4", FOUR, FOUR, None),
            CheckRow::new("another order", "4", FOUR, FOUR_SWAPPED, None),
            CheckRow::new("two sides", "4 1", &two, &two, None),
            CheckRow::new(
                "one placement missing",
                "4",
                FOUR,
                "[[\".Q..\",\"...Q\",\"Q...\",\"..Q.\"]]\n",
                Some("case 1: 1 placements, not the 2 expected"),
            ),
            CheckRow::new(
                "a board of three rows",
                "4",
                FOUR,
                "[[\".Q..\",\"...Q\",\"Q...\"]]\n",
                Some("case 1: the line is not boards of 4 rows"),
            ),
            CheckRow::new(
                "one placement twice, the count right",
                "4",
                FOUR,
                "[[\".Q..\",\"...Q\",\"Q...\",\"..Q.\"],[\".Q..\",\"...Q\",\"Q...\",\"..Q.\"]]\n",
                Some("case 1: boards 1 and 2 are the same placement"),
            ),
            CheckRow::new(
                "a placement too many, repeated",
                "4",
                FOUR,
                FOUR.replacen("]]", "],[\".Q..\",\"...Q\",\"Q...\",\"..Q.\"]]", 1),
                Some("case 1: boards 1 and 3 are the same placement"),
            ),
            CheckRow::new(
                "only two queens on a column, the count right",
                "4",
                FOUR,
                "[[\"Q...\",\"Q...\",\"...Q\",\".Q..\"],[\"..Q.\",\"Q...\",\"...Q\",\".Q..\"]]\n",
                Some("case 1, board 1: the queens of rows 1 and 2 attack each other"),
            ),
            CheckRow::new(
                "only two queens on a diagonal going down to the right",
                "4",
                FOUR,
                "[[\"Q...\",\"..Q.\",\"...Q\",\".Q..\"],[\"..Q.\",\"Q...\",\"...Q\",\".Q..\"]]\n",
                Some("case 1, board 1: the queens of rows 2 and 3 attack each other"),
            ),
            CheckRow::new(
                "only two queens on a diagonal going down to the left",
                "4",
                FOUR,
                "[[\".Q..\",\"...Q\",\"..Q.\",\"Q...\"],[\"..Q.\",\"Q...\",\"...Q\",\".Q..\"]]\n",
                Some("case 1, board 1: the queens of rows 2 and 3 attack each other"),
            ),
            CheckRow::new(
                "a row without a queen",
                "4",
                FOUR,
                FOUR.replacen("\".Q..\"", "\"....\"", 1),
                Some(
                    "case 1, board 1: row 1: expected 4 squares of '.' and one 'Q', found \"....\"",
                ),
            ),
            CheckRow::new(
                "a row with two queens",
                "4",
                FOUR,
                FOUR.replacen("\".Q..\"", "\".QQ.\"", 1),
                Some("case 1, board 1: row 1: expected 4 squares of '.' and one 'Q'"),
            ),
            CheckRow::new(
                "a row of five squares",
                "4",
                FOUR,
                FOUR.replacen("\".Q..\"", "\".Q...\"", 1),
                Some("case 1, board 1: row 1: expected 4 squares"),
            ),
            CheckRow::new(
                "a queen in lower case",
                "4",
                FOUR,
                FOUR.replacen("\".Q..\"", "\".q..\"", 1),
                Some(
                    "case 1, board 1: row 1: expected 4 squares of '.' and one 'Q', found \".q..\"",
                ),
            ),
            CheckRow::new(
                "another square than '.' beside the queen",
                "4",
                FOUR,
                FOUR.replacen("\".Q..\"", "\"xQ..\"", 1),
                Some(
                    "case 1, board 1: row 1: expected 4 squares of '.' and one 'Q', found \"xQ..\"",
                ),
            ),
            CheckRow::new(
                "the second case wrong, the first right",
                "4 1",
                &two,
                format!("{}[[\".\"]]\n", FOUR),
                Some("case 2, board 1: row 1: expected 1 squares of '.' and one 'Q', found \".\""),
            ),
            CheckRow::new("a line missing", "4 1", &two, FOUR, Some("case 2: no line")),
            CheckRow::new(
                "a line too many",
                "4",
                FOUR,
                &two,
                Some("a line after the 1 cases"),
            ),
        ];
        let wrong = wrong_verdicts(check_answer, &table);
        assert!(wrong.is_empty(), "{}", wrong.join("\n"));
    }
}
