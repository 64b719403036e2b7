//! The tools' side of `boj32483`: its judge (`JUDGE`), its input as the tools write it
//! (`INPUT`, made from a seed by `write_input`) and its checker (`check_answer`) with its
//! table of verdicts. Compiled only with the crate's `catalog` feature, through which the
//! catalog reads it: no submission carries any of it.

use std::io::{self, Write};

use solver::gridlock::{fault, tiling};
use solver::polyomino::PENTOMINOES;
use spec::check::expect_answer_end;
use spec::format::{Input, OwnInput};
use spec::judge::{Checker, Compare, Judge, Rust, BAEKJOON};
use textio::Tokens;

use crate::{read_sides, MAX_SIDE};

/// Baekjoon's page for this problem; its limits are not in the public copies: 1 s and 256 MB
/// are assumed. Any valid grid is accepted, so the judge checks the answer ([`check_answer`]).
pub const JUDGE: Judge = Judge {
    name: "BOJ 32483 Geometric Gridlock",
    url: "https://www.acmicpc.net/problem/32483",
    time_limit_ms: 1000,
    memory_limit_kib: 256 * 1024,
    compare: Compare::Checker(Checker(check_answer)),
    rust: Rust::Takes(BAEKJOON),
    same_puzzle: &[],
};

/// What the tools need of this input: one board, made by the problem ([`write_input`]).
pub const INPUT: Input = Input::Own(OwnInput {
    what: "the sides of a board, each from 1 to 100, every board in turn",
    most_cases: 1,
    write: write_input,
});

/// Writes the board numbered `seed` in the row-major order of the sizes (seed 1 is 1 × 1, seed
/// 100 is 1 × 100, seed 10,000 is 100 × 100; larger seeds start over), so that seeds 1 to
/// 10,000 make every board of the contest; with `size` under 100, the boards up to `size` on
/// each side, in the same order.
///
/// # Errors
/// Only write errors.
pub fn write_input(out: &mut dyn Write, seed: u64, _count: usize, size: usize) -> io::Result<()> {
    let side = size.clamp(1, MAX_SIDE) as u64;
    let k = seed.wrapping_sub(1) % (side * side);
    writeln!(out, "{} {}", 1 + k / side, 1 + k % side)
}

/// The judge's check of `actual`, an answer to `input`: when the board has a tiling
/// ([`tiling`] decides, and proves its `None`), accepted when it is `yes` and `h` lines of `w`
/// letters of `FILNPTUVWXYZ` whose regions of one letter are each one pentomino of that
/// letter's shape ([`fault`]); when it has none, accepted when it is `no`; nothing after
/// either. Lines are read as tokens, so white space at their ends does not count.
///
/// # Errors
/// Why the answer is refused, or that `input` is not one of this problem's.
///
/// # Complexity
/// `O(h · w)`, plus [`tiling`]'s.
pub fn check_answer(input: &[u8], _expected: &[u8], actual: &[u8]) -> Result<(), String> {
    let (h, w) = read_sides(&mut Tokens::new(input))
        .map_err(|e| format!("the input is not one of this problem's: {}", e.message))?;
    let mut answer = Tokens::new(actual);
    let exists = tiling(h, w).is_some();
    let first = answer.next().map(|t| t.text.to_vec());
    match (exists, first.as_deref()) {
        (false, Some(b"no")) => {}
        (true, Some(b"yes")) => {
            let mut grid = Vec::with_capacity(h * w);
            for row in 1..=h {
                let token = answer
                    .next()
                    .ok_or_else(|| format!("the answer ends before row {} of {}", row, h))?;
                let shapes: Option<Vec<u8>> = token
                    .text
                    .iter()
                    .map(|&b| {
                        PENTOMINOES
                            .iter()
                            .position(|p| p.0 as u8 == b)
                            .map(|s| s as u8)
                    })
                    .collect();
                match shapes {
                    Some(shapes) if shapes.len() == w => grid.extend(shapes),
                    _ => {
                        return Err(format!(
                            "row {} (line {} of the answer): expected {} letters of FILNPTUVWXYZ, found {}",
                            row,
                            token.line,
                            w,
                            token.quoted()
                        ))
                    }
                }
            }
            if let Some(why) = fault(&grid, h, w) {
                return Err(why);
            }
        }
        (exists, found) => {
            return Err(format!(
                "expected {}, found {}",
                if exists { "yes and a grid" } else { "no" },
                found.map_or("nothing".to_string(), textio::tokens::quote)
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
    fn the_checker_accepts_any_valid_grid_and_says_what_is_wrong_with_the_rest() {
        let row = |what, input: &str, actual: &str, refused| {
            CheckRow::new(what, input, "", actual, refused)
        };
        let table = [
            row("the statement's 3 × 5", "3 5\n", "yes\nUUXUU\nUXXXU\nUUXUU\n", None),
            row("the statement's 2 × 10", "2 10\n", "yes\nLLLLNNNPPP\nLIIIIINNPP\n", None),
            row("one I", "1 5\n", "yes\nIIIII\n", None),
            row("no for 99 × 17", "99 17\n", "no\n", None),
            row("no for 2 × 5", "2 5\n", "no\n", None),
            row("with CRLF", "1 5\n", "yes\r\nIIIII\r\n", None),
            row(
                "two I side by side",
                "2 5\n",
                "yes\nIIIII\nIIIII\n",
                Some("expected no, found \"yes\""),
            ),
            row(
                "no for a board with a tiling",
                "3 5\n",
                "no\n",
                Some("expected yes and a grid, found \"no\""),
            ),
            row(
                "two U that share a side",
                "2 10\n",
                "yes\nUUUUUUUUUU\nUUUUUUUUUU\n",
                Some("the U region from row 1, column 1 has 20 cells, not 5"),
            ),
            row(
                "a shape named by the wrong letter",
                "3 5\n",
                "yes\nUUTUU\nUTTTU\nUUTUU\n",
                Some("the T region from row 1, column 3 is not the shape T"),
            ),
            row(
                "a row too short",
                "3 5\n",
                "yes\nUUXU\nUXXXU\nUUXUU\n",
                Some("row 1 (line 2 of the answer): expected 5 letters"),
            ),
            row(
                "a lower-case letter",
                "1 5\n",
                "yes\niiiii\n",
                Some("row 1 (line 2 of the answer): expected 5 letters of FILNPTUVWXYZ, found \"iiiii\""),
            ),
            row("a row missing", "3 5\n", "yes\nUUXUU\nUXXXU\n", Some("the answer ends before row 3 of 3")),
            row(
                "a row too many",
                "1 5\n",
                "yes\nIIIII\nIIIII\n",
                Some("line 3 of the answer: expected the end of the input after the answer"),
            ),
            row("nothing", "1 5\n", "", Some("expected yes and a grid, found nothing")),
            row("a side of 101", "101 5\n", "no\n", Some("the input is not one of this problem's")),
        ];
        let wrong = wrong_verdicts(check_answer, &table);
        assert!(wrong.is_empty(), "{}", wrong.join("\n"));
    }
}
