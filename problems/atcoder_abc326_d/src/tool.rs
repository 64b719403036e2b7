//! The tools' side of `atcoder_abc326_d`: its judge (`JUDGE`) and its input as the tools write
//! it (`INPUT`). Compiled only with the crate's `catalog` feature, through which the catalog
//! reads it: no submission carries any of it.

use std::io::{self, Write};

use solver::abc_puzzle::Side;
use solver::rng::SplitMix64;
use spec::format::{Input, OwnInput};
use spec::judge::{Checker, Compare, Judge, Rust, ATCODER};
use textio::grid::read_rows;
use textio::tokens::quote;
use textio::Tokens;

use crate::{read_input, CELLS, MAX_N, MIN_N};

/// AtCoder's page for this problem. The limits are not in our copy of the statement:
/// AtCoder's usual 2 s and 1024 MB for an ABC problem are assumed. AtCoder takes Rust
/// ([`ATCODER`]); any grid that fits is accepted.
pub const JUDGE: Judge = Judge {
    name: "AtCoder ABC326 D ABC Puzzle",
    url: "https://atcoder.jp/contests/abc326/tasks/abc326_d",
    time_limit_ms: 2000,
    memory_limit_kib: 1024 * 1024,
    compare: Compare::Checker(Checker(check_answer)),
    rust: Rust::Takes(ATCODER),
    same_puzzle: &[],
};

/// What the tools need of this input: a side and the two clue strings, made by the problem
/// ([`write_input`]).
pub const INPUT: Input = Input::Own(OwnInput {
    what: "a side from 3 to 5 and the row and column clues",
    most_cases: 1,
    write: write_input,
});

/// Judges `actual` as AtCoder's checker would: `No` when `expected` (an independent answer)
/// says `No`; else `Yes` and `N` rows of `N` cells of `.`, `A`, `B`, `C`, each letter once in
/// every row and column, the first letter of each row and column its clue. White space at the
/// ends of lines and of the output does not count.
///
/// # Errors
/// What is wrong, naming the row or column.
pub fn check_answer(input: &[u8], expected: &[u8], actual: &[u8]) -> Result<(), String> {
    let puzzle = read_input(&mut Tokens::new(input))
        .map_err(|e| format!("the input is not one of this problem's: {}", e.message))?;
    let n = puzzle.side();
    let mut want = Tokens::new(expected);
    let solvable = match want.next().map(|t| t.text) {
        Some(b"Yes") => true,
        Some(b"No") => false,
        _ => return Err("the expected answer is neither Yes nor No".to_string()),
    };
    let mut got = Tokens::new(Compare::IgnoreTrailingWhitespace.trim_end(actual));
    let verdict = got.next().map_or(&b""[..], |t| t.text);
    match (solvable, verdict) {
        (false, b"No") | (true, b"Yes") => {}
        (_, verdict) => {
            let want = if solvable { "Yes" } else { "No" };
            return Err(format!("expected {}, found {}", want, quote(verdict)));
        }
    }
    if !solvable {
        return got.expect_end("No").map_err(|e| e.message);
    }
    let grid = read_rows(&mut got, n, n, &CELLS).map_err(|e| e.message)?;
    got.expect_end("the grid").map_err(|e| e.message)?;
    let letter = |v: u8| char::from(CELLS.values[usize::from(v)]);
    // A line's cells: row i is i·n + j, column i is i + j·n.
    let lines = [("row", Side::Left, n, 1), ("column", Side::Top, 1, n)];
    for &(what, side, line_step, cell_step) in &lines {
        for i in 0..n {
            let cells: Vec<u8> = (0..n)
                .map(|j| grid[i * line_step + j * cell_step].unwrap_or(0))
                .collect();
            for v in 1..=3 {
                let times = cells.iter().filter(|&&c| c == v).count();
                if times != 1 {
                    let (i, l) = (i + 1, letter(v));
                    return Err(format!(
                        "{} {} has {} {} times, not once",
                        what, i, l, times
                    ));
                }
            }
            let first = first_letter(cells.iter().copied());
            if first != puzzle.clue(side, i) {
                return Err(format!(
                    "{} {} starts with {}, not {}",
                    what,
                    i + 1,
                    letter(first),
                    letter(puzzle.clue(side, i))
                ));
            }
        }
    }
    Ok(())
}

/// The first letter (from 1) among `cells`, 0 when all are empty.
fn first_letter(mut cells: impl Iterator<Item = u8>) -> u8 {
    cells.find(|&c| c != 0).unwrap_or(0)
}

/// Writes one input made from `seed` (whatever `count`), of side at most `size` (3 at
/// least): the clues of a random grid that fits, and half the time one clue changed, so that
/// `Yes` and `No` both come.
///
/// Not behind the `catalog` feature, as the other problems' writers are: this crate's own
/// tests use it. A submission has no use for it and its bundle leaves it out.
///
/// # Errors
/// Only write errors.
pub fn write_input(out: &mut dyn Write, seed: u64, _count: usize, size: usize) -> io::Result<()> {
    let mut rng = SplitMix64::new(seed);
    let most = size.clamp(MIN_N, MAX_N);
    let n = MIN_N + rng.below((most - MIN_N + 1) as u64) as usize;
    let grid = random_grid(n, &mut rng);
    let mut rows: Vec<u8> = grid
        .iter()
        .map(|row| first_letter(row.iter().copied()))
        .collect();
    let mut columns: Vec<u8> = (0..n)
        .map(|c| first_letter(grid.iter().map(|row| row[c])))
        .collect();
    if rng.below(2) == 0 {
        let line = rng.below(n as u64) as usize;
        let clues = if rng.below(2) == 0 {
            &mut rows
        } else {
            &mut columns
        };
        clues[line] = 1 + (clues[line] + rng.below(2) as u8) % 3;
    }
    let text = |clues: &[u8]| -> String { clues.iter().map(|&v| char::from(b'@' + v)).collect() };
    writeln!(out, "{}\n{}\n{}", n, text(&rows), text(&columns))
}

/// A random grid of side `n` with one `A`, `B` and `C` (1 to 3) in every row and column: rows
/// drawn in turn, each a random placement of the letters that no column has yet, backing up
/// when none is left.
fn random_grid(n: usize, rng: &mut SplitMix64) -> Vec<Vec<u8>> {
    fn fill(n: usize, grid: &mut Vec<Vec<u8>>, rng: &mut SplitMix64) -> bool {
        if grid.len() == n {
            return true;
        }
        let mut rows = Vec::new();
        for a in 0..n {
            for b in (0..n).filter(|&b| b != a) {
                for c in (0..n).filter(|&c| c != a && c != b) {
                    let mut row = vec![0u8; n];
                    row[a] = 1;
                    row[b] = 2;
                    row[c] = 3;
                    let clash = (0..n).any(|j| row[j] != 0 && grid.iter().any(|g| g[j] == row[j]));
                    // A column must still find room for its letters in the rows left.
                    let rows_left = n - grid.len() - 1;
                    let tight = (0..n).any(|j| {
                        let had =
                            grid.iter().filter(|g| g[j] != 0).count() + (row[j] != 0) as usize;
                        3 - had.min(3) > rows_left
                    });
                    if !clash && !tight {
                        rows.push(row);
                    }
                }
            }
        }
        rng.shuffle(&mut rows);
        for row in rows {
            grid.push(row);
            if fill(n, grid, rng) {
                return true;
            }
            grid.pop();
        }
        false
    }
    let mut grid = Vec::with_capacity(n);
    let filled = fill(n, &mut grid, rng);
    debug_assert!(filled, "every side from 3 has such a grid");
    grid
}

#[cfg(test)]
mod tests {
    use spec::judge::{wrong_verdicts, CheckRow};
    use textio::Report;

    use super::*;
    use crate::solve;

    /// The statement's first sample and its answer.
    const SAMPLE: &str = "5\nABCBC\nACAAB\n";
    const ANSWER: &str = "Yes\nAC..B\n.BA.C\nC.BA.\nBA.C.\n..CBA\n";

    /// Every verdict the checker gives, one row each.
    #[test]
    fn the_checker_accepts_any_grid_that_fits_and_says_what_is_wrong_with_the_rest() {
        let row = |what, input: &str, expected: &str, actual: &str, refused| {
            CheckRow::new(what, input, expected, actual, refused)
        };
        let no = "3\nAAA\nBBB\n";
        let table = [
            row("the sample's answer", SAMPLE, ANSWER, ANSWER, None),
            row(
                "another grid that fits",
                "4\nAABC\nABCC\n",
                "Yes\nABC.\n.ABC\nBC.A\nC.AB\n",
                "Yes\nAB.C\n.ACB\nBCA.\nC.BA\n",
                None,
            ),
            row(
                "spaces and empty lines at the end",
                SAMPLE,
                ANSWER,
                "Yes\nAC..B \n.BA.C\nC.BA.\nBA.C.\n..CBA\n\n\n",
                None,
            ),
            row("No when there is none", no, "No\n", "No\n", None),
            row(
                "Yes when there is none",
                no,
                "No\n",
                "Yes\nABC\nBCA\nCAB\n",
                Some("expected No, found \"Yes\""),
            ),
            row(
                "No when there is one",
                SAMPLE,
                ANSWER,
                "No\n",
                Some("expected Yes, found \"No\""),
            ),
            row(
                "lower case",
                no,
                "No\n",
                "no\n",
                Some("expected No, found \"no\""),
            ),
            row(
                "a letter twice in a row",
                "3\nABC\nABC\n",
                "Yes\nABC\nBCA\nCAB\n",
                "Yes\nABA\nBCA\nCAB\n",
                Some("row 1 has A 2 times, not once"),
            ),
            row(
                "a letter missing from a column",
                SAMPLE,
                ANSWER,
                "Yes\nAC..B\n.BA.C\nC.BA.\nBA.C.\n..CBA\n"
                    .replace("..CBA", "..CAB")
                    .as_str(),
                Some("column 4 has A 2 times, not once"),
            ),
            row(
                "a row's first letter not its clue",
                "3\nABC\nABC\n",
                "Yes\nABC\nBCA\nCAB\n",
                "Yes\nBCA\nCAB\nABC\n",
                Some("row 1 starts with B, not A"),
            ),
            row(
                "a column's first letter not its clue",
                "3\nABC\nABC\n",
                "Yes\nABC\nBCA\nCAB\n",
                "Yes\nACB\nBAC\nCBA\n",
                Some("column 2 starts with C, not B"),
            ),
            row(
                "a row that starts empty, its first letter not its clue",
                "4\nACBA\nABCB\n",
                "Yes\nABC.\nC.AB\nBC.A\n.ABC\n",
                "Yes\nABC.\nCA.B\nB.AC\n.CBA\n",
                Some("row 4 starts with C, not A"),
            ),
            row(
                "a column that starts empty, its first letter not its clue",
                "4\nACBC\nABCA\n",
                "Yes\nABC.\nC.BA\nBA.C\n.CAB\n",
                "Yes\nABC.\nCA.B\nB.AC\n.CBA\n",
                Some("column 4 starts with B, not A"),
            ),
            row(
                "a row too short",
                SAMPLE,
                ANSWER,
                "Yes\nAC..B\n.BA.C\nC.BA\nBA.C.\n..CBA\n",
                Some("row 3: expected 5 characters ('.', 'A', 'B' or 'C'), found 4 in \"C.BA\""),
            ),
            row(
                "a row missing",
                SAMPLE,
                ANSWER,
                "Yes\nAC..B\n.BA.C\nC.BA.\nBA.C.\n",
                Some("the input ends before row 5 of 5"),
            ),
            row("a line too many", no, "No\n", "No\nABC\n", Some("after No")),
        ];
        let wrong = wrong_verdicts(check_answer, &table);
        assert!(wrong.is_empty(), "{}", wrong.join("\n"));
    }

    #[test]
    fn generated_grids_fit_and_half_the_inputs_have_an_answer() {
        let mut answers = [0, 0];
        for seed in 0..200 {
            let mut text = Vec::new();
            write_input(&mut text, seed, 1, MAX_N).unwrap();
            let mut out = Vec::new();
            let mut report = Report::default();
            solve(&text, &mut out, &mut report).unwrap();
            let yes = out.starts_with(b"Yes");
            answers[yes as usize] += 1;
            let expected = if yes { out.clone() } else { b"No\n".to_vec() };
            assert_eq!(check_answer(&text, &expected, &out), Ok(()));
        }
        assert!(answers[0] >= 20 && answers[1] >= 100, "{:?}", answers);
    }
}
