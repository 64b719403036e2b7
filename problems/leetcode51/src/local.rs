//! The local program: sides `n` in, the submission's placements for each out in LeetCode's
//! text form, one line a side; and the judge's comparison, any order. LeetCode runs its own
//! driver instead, so no submission carries this (it sits behind the crate's default `local`
//! feature, which a judge's plain `rustc` leaves out).

use std::io::{self, Write};

use textio::tokens::each_number_until_end;
use textio::Report;

#[cfg(test)]
use crate::check_answer;
use crate::{placements, MAX_N};

/// Answers the sides of `input` on `out` with [`placements`].
pub fn solve(input: &[u8], out: &mut dyn Write, report: &mut Report) -> io::Result<()> {
    answer_sides(input, out, report, placements)
}

/// Reads every side of `input` (1 to 9) and writes what `place` (the judge's signature: the
/// local program passes the submission's `Solution::solve_n_queens`) gives for it. A bad side is
/// reported and ends the reading; the answers before it stay.
///
/// # Errors
/// Only a failed write.
pub fn answer_sides(
    input: &[u8],
    out: &mut dyn Write,
    report: &mut Report,
    place: impl Fn(i32) -> Vec<Vec<String>>,
) -> io::Result<()> {
    each_number_until_end(input, "the side n", 1, MAX_N, report, |n| {
        let boards: Vec<String> = place(n as i32)
            .iter()
            .map(|rows| {
                let rows: Vec<String> = rows.iter().map(|r| format!("\"{}\"", r)).collect();
                format!("[{}]", rows.join(","))
            })
            .collect();
        writeln!(out, "[{}]", boards.join(","))
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use textio::judge::{wrong_verdicts, CheckRow};

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
