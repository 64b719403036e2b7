//! The tools' side of `codeforces_1335d`: its judge (`JUDGE`), its input as the tools write it
//! (`INPUT`, made from a seed by `write_input`) and its checker (`check_answer`) with its
//! table of verdicts. Compiled only with the crate's `catalog` feature, through which the
//! catalog reads it: no submission carries any of it.

use std::io::{self, Write};

use solver::generate::random_grid;
use solver::model::Geometry;
use solver::sudoku9::{Sudoku9, N};
use solver::SplitMix64;
use spec::check::expect_answer_end;
use spec::format::{Input, OwnInput};
use spec::judge::{Checker, Compare, Judge, Rust, CODEFORCES};
use textio::grid::read_rows;
use textio::report::InputError;
use textio::Tokens;

use crate::{CASES, SYMBOLS};

/// Codeforces' page for this problem: 2 s and 256 MB. Any grid that answers is accepted, so
/// the judge checks the answer ([`check_answer`]).
pub const JUDGE: Judge = Judge {
    name: "Codeforces 1335D Anti-Sudoku",
    url: "https://codeforces.com/problemset/problem/1335/D",
    time_limit_ms: 2000,
    memory_limit_kib: 256 * 1024,
    compare: Compare::Checker(Checker(check_answer)),
    rust: Rust::Takes(CODEFORCES),
    same_puzzle: &[],
};

/// What the tools need of this input: `t`, then `t` random solved grids ([`write_input`]).
pub const INPUT: Input = Input::Own(OwnInput {
    what: "solved 9×9 grids",
    most_cases: CASES.most,
    write: write_input,
});

/// Writes `count` (at most 10⁴) random solved grids made from `seed` after their count.
///
/// # Errors
/// Only write errors.
pub fn write_input(out: &mut dyn Write, seed: u64, count: usize, _size: usize) -> io::Result<()> {
    let geometry = Geometry::boxed(3, 3).expect("3×3 boxes form a 9×9 grid");
    let (mut rng, mut engine) = (SplitMix64::new(seed), Sudoku9::new());
    let count = count.clamp(1, CASES.most);
    writeln!(out, "{}", count)?;
    for _ in 0..count {
        let grid = random_grid(&geometry, &mut rng, &mut engine).expect("a 9×9 grid exists");
        textio::grid::write_rows(out, &grid, N, SYMBOLS.values, textio::grid::Spacing::Packed)?;
    }
    Ok(())
}

/// Every grid of `input`, in order.
///
/// # Errors
/// The first thing wrong with the input, as the program reports it.
fn read_input(input: &[u8]) -> Result<Vec<Vec<u8>>, String> {
    let shown =
        |case: usize, e: InputError| format!("case {}, line {}: {}", case, e.line, e.message);
    let mut tokens = Tokens::new(input);
    let cases = CASES.read(&mut tokens).map_err(|e| shown(1, e))?;
    let mut grids = Vec::with_capacity(cases);
    for case in 1..=cases {
        let cells = read_rows(&mut tokens, N, N, &SYMBOLS).map_err(|e| shown(case, e))?;
        grids.push(cells.into_iter().map(|v| v.unwrap_or(0)).collect());
    }
    tokens
        .expect_end(&CASES.after(cases))
        .map_err(|e| format!("after the last case, line {}: {}", e.line, e.message))?;
    Ok(grids)
}

/// The judge's check of `actual`, an answer to `input`: accepted when it holds one grid per
/// case, in order, each 9 rows of 9 digits `1`–`9` that differ from the case's grid in at most
/// 9 cells and repeat a digit in every row, column and box; nothing after the last. A case
/// whose grid is not a solved Sudoku (the statement promises one) gets no grid, as our program
/// answers it. Only tokens count, as Codeforces' checkers read them. `expected` is not needed.
///
/// # Errors
/// Why the answer is refused (the case, and what is wrong), or that `input` is not one of this
/// problem's.
///
/// # Complexity
/// `O(length of the input and the answer)`.
pub fn check_answer(input: &[u8], _expected: &[u8], actual: &[u8]) -> Result<(), String> {
    let grids =
        read_input(input).map_err(|e| format!("the input is not one of this problem's: {}", e))?;
    let geometry = Geometry::boxed(3, 3).expect("3×3 boxes form a 9×9 grid");
    let mut answer = Tokens::new(actual);
    for (k, grid) in grids.iter().enumerate() {
        let case = k + 1;
        if !geometry.is_complete(grid) {
            continue;
        }
        let changed: Vec<u8> = read_rows(&mut answer, N, N, &SYMBOLS)
            .map_err(|e| {
                format!(
                    "case {}, line {} of the answer: {}",
                    case, e.line, e.message
                )
            })?
            .into_iter()
            .map(|v| v.unwrap_or(0))
            .collect();
        let cells = grid.iter().zip(&changed).filter(|(a, b)| a != b).count();
        if cells > N {
            return Err(format!(
                "case {}: {} cells changed, at most {} may be",
                case, cells, N
            ));
        }
        let mut seen = [[false; N]; 3 * N];
        let mut repeats = [false; 3 * N];
        for (cell, &v) in changed.iter().enumerate() {
            for house in geometry.houses(cell) {
                repeats[house] |= seen[house][usize::from(v)];
                seen[house][usize::from(v)] = true;
            }
        }
        if let Some(house) = repeats.iter().position(|&r| !r) {
            let kind = ["row", "column", "box"][house / N];
            return Err(format!(
                "case {}: {} {} repeats no digit",
                case,
                kind,
                house % N + 1
            ));
        }
    }
    expect_answer_end(&mut answer, "the last grid")
}

#[cfg(test)]
mod tests {
    use super::*;
    use spec::judge::{wrong_verdicts, CheckRow};

    const SAMPLE: &str = include_str!("../cases/sample-1.in");
    const SAMPLE_OUT: &str = include_str!("../statement/sample-1.out");

    /// Every verdict the checker gives, one row each.
    #[test]
    fn the_checker_accepts_any_anti_sudoku_and_says_what_is_wrong_with_the_rest() {
        let row = |what, input: &str, actual: String, refused| {
            CheckRow::new(what, input, "", &actual, refused)
        };
        let given: String = SAMPLE.lines().skip(1).map(|l| format!("{}\n", l)).collect();
        // The sample's answer with its changes in rows 1 and 2 undone: row 1 repeats no digit.
        let undone = given.lines().take(1).chain(SAMPLE_OUT.lines().skip(1));
        let undone: String = undone.map(|l| format!("{}\n", l)).collect();
        let table = [
            row(
                "the statement's answer",
                SAMPLE,
                SAMPLE_OUT.to_string(),
                None,
            ),
            row("every 2 made a 1", SAMPLE, given.replace('2', "1"), None),
            row("every 9 made a 5", SAMPLE, given.replace('9', "5"), None),
            row("with CRLF", SAMPLE, SAMPLE_OUT.replace('\n', "\r\n"), None),
            row(
                "the grid as given",
                SAMPLE,
                given.clone(),
                Some("case 1: row 1 repeats no digit"),
            ),
            row(
                "one row left alone",
                SAMPLE,
                undone,
                Some("case 1: row 1 repeats no digit"),
            ),
            row(
                "ten cells changed",
                SAMPLE,
                given.replace('2', "1").replacen('3', "4", 1),
                Some("case 1: 10 cells changed, at most 9 may be"),
            ),
            row(
                "a 0",
                SAMPLE,
                given.replace('2', "0"),
                Some("case 1, line 1 of the answer: "),
            ),
            row(
                "nothing",
                SAMPLE,
                String::new(),
                Some("case 1, line 1 of the answer"),
            ),
            row(
                "a grid too many",
                SAMPLE,
                given.replace('2', "1").repeat(2),
                Some("line 10 of the answer: expected the end of the input after the last grid"),
            ),
            row(
                "a grid that is not solved, answered by nothing",
                &SAMPLE.replacen("154873296", "154873299", 1),
                String::new(),
                None,
            ),
            row(
                "two grids counted, one given",
                &SAMPLE.replacen('1', "2", 1),
                String::new(),
                Some("the input is not one of this problem's: case 2, line 10"),
            ),
            row(
                "a count of 0",
                &SAMPLE.replacen('1', "0", 1),
                String::new(),
                Some("the input is not one of this problem's"),
            ),
        ];
        let wrong = wrong_verdicts(check_answer, &table);
        assert!(wrong.is_empty(), "{}", wrong.join("\n"));
    }

    /// Our answer to many random grids, by the checker; and the input writer's grids are
    /// solved Sudokus.
    #[test]
    fn every_answer_to_random_grids_passes_the_checker() {
        let mut input = Vec::new();
        write_input(&mut input, 7, 300, usize::MAX).unwrap();
        let o = spec::run::run_in_memory("codeforces_1335d", crate::solve, &input);
        assert_eq!((o.status, o.stderr.as_str()), (0, ""));
        assert_eq!(check_answer(&input, b"", &o.stdout), Ok(()));
    }
}
