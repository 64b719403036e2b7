//! BOJ 9175 (Who needs 8 Queens when you can have N?, PNWR 2005): a placement of `N` queens on
//! an `N × N` board, no two attacking, for `T` boards.
//!
//! Input: `T`, then `T` sides `N` (4 ≤ N ≤ 300). Output per board: a line with `N`, then the
//! column (from 0) of the queen of each row, in order; the statement leaves the layout free
//! (its sample wraps the columns), and any placement is accepted ([`tool::check_answer`]).
//! Ours writes the columns on one line, separated by spaces. The statement bounds `T` nowhere:
//! any count from 1 is read. The placement is [`solver::queens::placement`], `O(N)`.

use std::io::{self, Write};

use solver::queens::placement;
use textio::tokens::{read_number, CaseCount};
use textio::{Report, Tokens};

#[cfg(feature = "catalog")]
pub mod tool;

/// The smallest and the largest side.
pub const SIDES: (usize, usize) = (4, 300);

/// How the input counts its boards.
pub const CASES: CaseCount = CaseCount {
    case: "board",
    letter: 'T',
    most: usize::MAX,
};

/// Answers `input` on `out`; see the crate documentation for the format.
pub fn solve(input: &[u8], out: &mut dyn Write, report: &mut Report) -> io::Result<()> {
    let mut tokens = Tokens::new(input);
    let boards = match CASES.read(&mut tokens) {
        Ok(boards) => boards,
        Err(e) => {
            report.input_error(1, e);
            return Ok(());
        }
    };
    let mut text = String::new();
    for case in 1..=boards {
        let n = match read_number(&mut tokens, "the side N", SIDES.0, SIDES.1) {
            Ok(n) => n,
            Err(e) => {
                out.write_all(text.as_bytes())?;
                report.input_error(case, e);
                return Ok(());
            }
        };
        let queens = placement(n).expect("every side from 4 has a placement");
        let columns: Vec<String> = queens.iter().map(|c| c.to_string()).collect();
        text.push_str(&format!("{}\n{}\n", n, columns.join(" ")));
    }
    out.write_all(text.as_bytes())?;
    report.expect_end(&mut tokens, &CASES.after(boards));
    Ok(())
}
