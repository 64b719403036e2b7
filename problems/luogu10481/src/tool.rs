//! The tools' side of `luogu10481`: its judge (`JUDGE`) and its input as the tools write it
//! (`INPUT`). Compiled only with the crate's `catalog` feature, through which the catalog reads
//! it: no submission carries any of it.

use solver::model::{Geometry, Puzzle};
use solver::sudoku9::{Sudoku9, N};
use spec::check::why_not_solved;
use spec::format::{count_header, no_footer, write_cells, Grids, Input, InputFormat};
use spec::judge::{Checker, Compare, Judge, Rust, LUOGU};
use textio::grid::read_rows;
use textio::report::InputError;
use textio::tokens::quote;
use textio::Tokens;

use crate::{CASES, MAX_CASES, SYMBOLS};

/// Luogu's page for this problem. Luogu takes Rust for its own problems: rustc 1.88 with
/// `--edition 2024` (its judging documentation, 2025-12); no source limit is published. The
/// page's limits are not in our copy of the statement: Luogu's common 1 s and 128 MB are
/// assumed. Any solution is accepted, so the judge checks the answer ([`check_answer`]).
pub const JUDGE: Judge = Judge {
    name: "Luogu P10481 Sudoku",
    url: "https://www.luogu.com.cn/problem/P10481",
    time_limit_ms: 1000,
    memory_limit_kib: 128 * 1024,
    compare: Compare::Checker(Checker(check_answer)),
    rust: Rust::Takes(LUOGU),
    // A solution asked for and answered by the solved grid, as acwing166 asks: a puzzle with a
    // unique solution has the same answer here, and a program for either solves the other.
    same_puzzle: &["acwing166"],
};

/// What the tools need of this input: the count T, then T grids of 9 rows of 9 digits, `0`
/// empty; the statement bounds T nowhere.
pub const INPUT: Input = Input::Puzzles(InputFormat {
    grids: Grids::Boxed { rows: 3, cols: 3 },
    most_puzzles: MAX_CASES,
    most_givens: None,
    header: count_header,
    puzzle: |out, _, _, puzzle| write_cells(out, puzzle, SYMBOLS.values, b'0'),
    footer: no_footer,
});

/// Every case of `input`, in order, as the judge's data hold them.
///
/// # Errors
/// The first thing wrong with the input, named as the program reports it.
fn read_input(input: &[u8]) -> Result<Vec<Vec<Option<u8>>>, String> {
    let shown =
        |case: usize, e: InputError| format!("case {}, line {}: {}", case, e.line, e.message);
    let mut tokens = Tokens::new(input);
    let cases = CASES.read(&mut tokens).map_err(|e| shown(1, e))?;
    let mut grids = Vec::new();
    for case in 1..=cases {
        grids.push(read_rows(&mut tokens, N, N, &SYMBOLS).map_err(|e| shown(case, e))?);
    }
    tokens
        .expect_end(&CASES.after(cases))
        .map_err(|e| format!("after the last case, line {}: {}", e.line, e.message))?;
    Ok(grids)
}

/// What the judge ignores at the end of each line of an answer: spaces and tabs, as
/// [`Compare::IgnoreTrailingWhitespace`] (Luogu's comparison) does.
const LINE_END_BLANKS: &[u8] = b" \t";

/// The judge's check of `actual`, an answer to `input`: accepted when it is one solved grid per
/// case, in order, each 9 lines of exactly 9 digits `1`–`9` that keep the case's givens and
/// hold every digit once in each row, column and box ([`why_not_solved`]). White space is
/// judged as Luogu judges it: spaces and tabs at the end of a line and empty lines at the end of
/// the answer do not count; anything else does (an empty line between grids, spaces between
/// digits, text after the last grid). `expected` is not needed: every valid answer is one.
///
/// A case whose puzzle has no solution (the statement promises one) has no grid that could
/// answer it; it is to get none, as our program answers it (it reports the case on stderr and
/// exits with status 1), and the next case's grid follows at once. The checker finds such a
/// case with [`Sudoku9`]; whether an answer's grid is right it judges by the model alone.
///
/// # Errors
/// Why the answer is refused: the case, the row and the line of the answer, and what was wrong;
/// or what is wrong with `input`, when it is not an input of this problem.
///
/// # Complexity
/// One [`Sudoku9`] search per case, plus `O(length of the input and the answer)`.
pub fn check_answer(input: &[u8], _expected: &[u8], actual: &[u8]) -> Result<(), String> {
    let cases =
        read_input(input).map_err(|e| format!("the input is not one of this problem's: {}", e))?;
    let geometry = Geometry::boxed(3, 3).expect("3×3 boxes form a 9×9 grid");
    let trimmed = Compare::IgnoreTrailingWhitespace.trim_end(actual);
    let numbered: Vec<(usize, &[u8])> = if trimmed.is_empty() {
        Vec::new()
    } else {
        trimmed
            .split(|&b| b == b'\n')
            .enumerate()
            .map(|(i, line)| {
                let end = line
                    .iter()
                    .rposition(|b| !LINE_END_BLANKS.contains(b))
                    .map_or(0, |last| last + 1);
                (i + 1, &line[..end])
            })
            .collect()
    };
    let mut lines = numbered.into_iter();
    let mut solver = Sudoku9::new();
    for (k, cells) in cases.into_iter().enumerate() {
        let case = k + 1;
        let puzzle = Puzzle::new(geometry.clone(), cells.clone()).expect("cells read below 9");
        if solver
            .solve(cells)
            .expect("81 cells of values below 9")
            .is_none()
        {
            continue;
        }
        let mut grid = Vec::with_capacity(N * N);
        for row in 1..=N {
            let (number, line) = match lines.next() {
                Some(numbered) => numbered,
                None => {
                    return Err(format!(
                        "case {}: the answer ends before row {} of its grid",
                        case, row
                    ))
                }
            };
            let digits: Option<Vec<u8>> = line
                .iter()
                .map(|&b| match SYMBOLS.decode(b) {
                    Some(Some(v)) => Some(v),
                    _ => None,
                })
                .collect();
            match digits {
                Some(digits) if digits.len() == N => grid.extend(digits),
                _ => {
                    return Err(format!(
                        "case {}, row {} (line {} of the answer): expected {} digits 1-9, found {}",
                        case,
                        row,
                        number,
                        N,
                        quote(line)
                    ))
                }
            }
        }
        if let Some(why) = why_not_solved(&puzzle, &grid, SYMBOLS.values) {
            return Err(format!("case {}: {}", case, why));
        }
    }
    // The end was trimmed: what is left holds a line with something on it.
    match lines.find(|(_, line)| !line.is_empty()) {
        None => Ok(()),
        Some((number, line)) => Err(format!(
            "line {} of the answer: expected the end of the answer after the last grid, found {}",
            number,
            quote(line)
        )),
    }
}

#[cfg(test)]
mod tests {
    use spec::judge::{wrong_verdicts, CheckRow};

    use super::*;
    use crate::solve;

    /// The statement's sample and its answer.
    const SAMPLE: &str = "1\n103000509\n002109400\n000704000\n300502006\n060000050\n\
                          700803004\n000401000\n009205800\n804000107\n\n";
    const SAMPLE_ANSWER: &str = "143628579\n572139468\n986754231\n391542786\n468917352\n\
                                 725863914\n237481695\n619275843\n854396127\n";

    fn check(input: &str, actual: &str) -> Result<(), String> {
        check_answer(input.as_bytes(), b"", actual.as_bytes())
    }

    fn answer(input: &str) -> String {
        let o = spec::run::run_in_memory("luogu10481", solve, input.as_bytes());
        assert_eq!((o.stderr.as_str(), o.status), ("", 0));
        String::from_utf8(o.stdout).unwrap()
    }

    /// `text` with digits `a` and `b` swapped everywhere.
    fn relabelled(text: &str, a: char, b: char) -> String {
        text.chars()
            .map(|c| match c {
                _ if c == a => b,
                _ if c == b => a,
                _ => c,
            })
            .collect()
    }

    /// A row of the checker's table: its check reads no expected answer.
    fn row(
        what: &'static str,
        input: &str,
        actual: &str,
        verdict: Result<(), &'static str>,
    ) -> CheckRow {
        CheckRow::new(what, input, "", actual, verdict.err())
    }

    /// A puzzle whose givens do not clash but that has no completion: 1–8 in the first row and
    /// 9 in the last column below, so that the first row's last cell has no digit.
    const DEAD_END: &str = "123456780\n000000000\n000000000\n000000000\n000000000\n\
                            000000000\n000000000\n000000000\n000000009\n";

    /// A second puzzle, with givens of 1, 3, 4, 5, 7, 8 and 9 only.
    const OTHER: &str = "100000000\n030000000\n004000000\n000500000\n000070000\n\
                         000008000\n000000900\n000000010\n000000003\n";

    /// Every verdict the checker gives, one row each.
    fn table() -> Vec<CheckRow> {
        let sample = &SAMPLE[2..];
        let two = format!("2\n{}{}", "000000000\n".repeat(9), OTHER);
        let ours = answer(&two);
        let (first, second) = ours.split_at(90);
        let three = format!("3\n{}{}{}", sample, OTHER, sample);
        let other_answer = answer(&format!("1\n{}", OTHER));
        let mut swapped: Vec<u8> = SAMPLE_ANSWER.bytes().collect();
        // Cells (1, 4) and (1, 5) are empty in the puzzle: swapped, row 1 and box 2 stay whole.
        swapped.swap(3, 4);
        let swapped = String::from_utf8(swapped).unwrap();
        let dead_between = format!("3\n{}{}{}", sample, DEAD_END, sample);
        let clash_between = format!(
            "3\n{}{}{}",
            sample,
            sample.replacen("103", "113", 1),
            sample
        );
        let empty = format!("1\n{}", "000000000\n".repeat(9));
        let full_grid = answer(&empty);
        let full_rows: Vec<&str> = full_grid.lines().collect();
        let text = |rows: &[String]| rows.iter().map(|r| format!("{}\n", r)).collect::<String>();
        // Rows 3 and 4 swapped: every row and column stays whole, the boxes of the first two
        // bands do not.
        let mut rows: Vec<String> = full_rows.iter().map(|r| r.to_string()).collect();
        rows.swap(2, 3);
        let bands_broken = text(&rows);
        // Column 1's cells of rows 1 and 2 swapped: column 1 and box 1 stay whole, the two
        // rows do not.
        let mut rows: Vec<String> = full_rows.iter().map(|r| r.to_string()).collect();
        let (top, below) = (rows[0].remove(0), rows[1].remove(0));
        rows[0].insert(0, below);
        rows[1].insert(0, top);
        let rows_broken = text(&rows);
        vec![
            row("the statement's answer", SAMPLE, SAMPLE_ANSWER, Ok(())),
            row("its bytes, an empty line after the grid", SAMPLE, &format!("{}\n", SAMPLE_ANSWER), Ok(())),
            row("no final line break", SAMPLE, SAMPLE_ANSWER.trim_end(), Ok(())),
            row(
                "spaces and tabs at the ends of lines, empty lines at the end",
                SAMPLE,
                &format!("{}\n\n \n", SAMPLE_ANSWER.replace('\n', " \t\n")),
                Ok(()),
            ),
            row("our answer to two puzzles", &two, &ours, Ok(())),
            row(
                "another solution: digits 2 and 6, given nowhere, swapped",
                &two,
                &relabelled(&ours, '2', '6'),
                Ok(()),
            ),
            row("the two grids swapped", &two, &format!("{}{}", second, first), Err("case 2: row 2, column 2 is given as 3")),
            row("two cells swapped: columns broken alone", SAMPLE, &swapped, Err("case 1: column 5 holds 6 twice")),
            row("rows broken alone", &empty, &rows_broken, Err("case 1: row 1 holds")),
            row("boxes broken alone", &empty, &bands_broken, Err("case 1: box 1 holds")),
            row(
                "a digit relabelled everywhere: the rules kept, a given changed",
                SAMPLE,
                &relabelled(SAMPLE_ANSWER, '1', '2'),
                Err("case 1: row 1, column 1 is given as 1, the answer has 2"),
            ),
            row(
                "a 0 in the grid",
                SAMPLE,
                &SAMPLE_ANSWER.replacen('4', "0", 1),
                Err("case 1, row 1 (line 1 of the answer): expected 9 digits 1-9, found \"103628579\""),
            ),
            row(
                "a space inside a row",
                SAMPLE,
                &SAMPLE_ANSWER.replacen("143628579", "1 43628579", 1),
                Err("found \"1 43628579\""),
            ),
            row(
                "a carriage return is not white space at the end of a line here",
                SAMPLE,
                &SAMPLE_ANSWER.replace('\n', "\r\n"),
                Err("found \"143628579\\r\""),
            ),
            row("a missing last case", &format!("2\n{}{}", sample, sample), SAMPLE_ANSWER, Err("case 2: the answer ends before row 1 of its grid")),
            row("both cases", &format!("2\n{}{}", sample, sample), &SAMPLE_ANSWER.repeat(2), Ok(())),
            row(
                "an empty line between grids is a row",
                &format!("2\n{}{}", sample, sample),
                &format!("{}\n{}", SAMPLE_ANSWER, SAMPLE_ANSWER),
                Err("case 2, row 1 (line 10 of the answer): expected 9 digits 1-9, found \"\""),
            ),
            row(
                "a case missing in the middle: the third's grid stands for the second",
                &three,
                &format!("{}{}", SAMPLE_ANSWER, SAMPLE_ANSWER),
                Err("case 2: row 2, column 2 is given as 3"),
            ),
            row(
                "every case, the middle one another puzzle",
                &three,
                &format!("{}{}{}", SAMPLE_ANSWER, other_answer, SAMPLE_ANSWER),
                Ok(()),
            ),
            row("eight rows", SAMPLE, &SAMPLE_ANSWER[..80], Err("case 1: the answer ends before row 9 of its grid")),
            row("nothing", SAMPLE, "", Err("case 1: the answer ends before row 1 of its grid")),
            row(
                "garbage after the last grid",
                SAMPLE,
                &format!("{}\nx", SAMPLE_ANSWER),
                Err("line 11 of the answer: expected the end of the answer after the last grid, found \"x\""),
            ),
            row("a grid too many", SAMPLE, &SAMPLE_ANSWER.repeat(2), Err("after the last grid")),
            row(
                "no grid for a puzzle whose givens clash",
                &clash_between,
                &SAMPLE_ANSWER.repeat(2),
                Ok(()),
            ),
            row(
                "a grid for a puzzle whose givens clash",
                &clash_between,
                &SAMPLE_ANSWER.repeat(3),
                Err("expected the end of the answer after the last grid"),
            ),
            row(
                "no grid for a puzzle without a clash and without a solution",
                &dead_between,
                &SAMPLE_ANSWER.repeat(2),
                Ok(()),
            ),
            row(
                "an invented grid for a puzzle without a clash and without a solution",
                &dead_between,
                &format!("{}{}{}", SAMPLE_ANSWER, full_grid, SAMPLE_ANSWER),
                Err("case 3: row 1, column 7 is given as 5"),
            ),
            row(
                "the input of another problem",
                "0\n",
                "",
                Err("the input is not one of this problem's: case 1, line 1: expected the number of \
                     cases T from 1 to"),
            ),
            row(
                "an input with garbage after its last case",
                &format!("{}x\n", SAMPLE),
                SAMPLE_ANSWER,
                Err("after the last case, line 12"),
            ),
        ]
    }

    #[test]
    fn the_checker_gives_each_row_its_verdict() {
        let wrong = wrong_verdicts(check_answer, &table());
        assert!(wrong.is_empty(), "{}", wrong.join("\n"));
    }

    #[test]
    fn a_case_without_a_solution_gets_no_grid_as_our_program_answers_it() {
        // Case 2's first row gives 1 twice; cases 1 and 3 are the sample.
        let grid = &SAMPLE[2..];
        let input = format!("3\n{}{}{}", grid, grid.replacen("103", "113", 1), grid);
        let o = spec::run::run_in_memory("luogu10481", solve, input.as_bytes());
        assert_eq!(o.status, 1);
        assert_eq!(
            o.stderr,
            "luogu10481: case 2 (from line 12): the puzzle has no solution, though one is promised\n"
        );
        let ours = String::from_utf8(o.stdout).unwrap();
        assert_eq!(ours, SAMPLE_ANSWER.repeat(2));
        assert_eq!(check(&input, &ours), Ok(()));
        assert!(check(&input, &SAMPLE_ANSWER.repeat(3)).is_err());
    }

    #[test]
    fn an_input_of_another_problem_is_named() {
        assert_eq!(
            check("0\n", ""),
            Err(format!(
                "the input is not one of this problem's: case 1, line 1: expected the number of \
                 cases T from 1 to {}, found \"0\"",
                MAX_CASES
            ))
        );
        assert!(check(&format!("{}x\n", SAMPLE), SAMPLE_ANSWER)
            .unwrap_err()
            .contains("after the last case, line 12"));
    }
}
