//! DMOJ wc95p3 (Woburn Challenge 1995, problem 3 "Smallest Latin Square"): the smallest Latin
//! square of each order asked.
//!
//! Input: `M`, then `M` orders `N` (2 ≤ N ≤ 9), only the order of the tokens counting. Output
//! per order: the `N × N` Latin square on 1..N (each row and column holding every number once)
//! whose rows, written one after another, form the smallest number; `N` lines of `N` numbers
//! separated by single spaces, nothing between two squares (the statement's one sample shows
//! none). The statement bounds no `M`: up to [`MAX_CASES`] are read.
//!
//! The square is [`solver::smallest::smallest_completion`] of the empty Latin square
//! ([`Geometry::latin`]) with the propagation engine deciding, computed once per order an
//! input asks for; it is not a table of the eight answers.

use std::io::{self, Write};

use solver::model::{Geometry, Puzzle};
use solver::smallest::smallest_completion;
use solver::Propagator;
use textio::grid::{write_rows, Spacing};
use textio::tokens::{each_counted_case, read_number, CaseCount};
use textio::{Report, Tokens};

#[cfg(feature = "catalog")]
pub mod tool;

/// The smallest order asked.
pub const MIN_ORDER: usize = 2;
/// The largest order asked.
pub const MAX_ORDER: usize = 9;
/// The most orders an input holds: the statement gives no bound; a million squares are
/// 100 MB of output.
pub const MAX_CASES: usize = 1_000_000;
/// How the input counts its orders.
pub const ORDERS: CaseCount = CaseCount {
    case: "order",
    letter: 'M',
    most: MAX_CASES,
};

/// The smallest Latin square of order `n` (values from 0, row-major).
///
/// # Panics
/// When `n` is 0 or above [`solver::model::MAX_SIZE`].
///
/// # Complexity
/// One search per empty cell at most ([`smallest_completion`]): under a millisecond for every
/// order to 9.
pub fn smallest_square(n: usize) -> Vec<u8> {
    let empty = Puzzle::empty(Geometry::latin(n).expect("an order the model takes"));
    smallest_completion(&mut Propagator::new(), &empty).expect("every order has a Latin square")
}

/// Answers the orders of `input` on `out`; see the crate documentation for the format.
pub fn solve(input: &[u8], out: &mut dyn Write, report: &mut Report) -> io::Result<()> {
    let mut squares: Vec<Option<Vec<u8>>> = vec![None; MAX_ORDER + 1];
    let read = |tokens: &mut Tokens<'_>| read_number(tokens, "the order N", MIN_ORDER, MAX_ORDER);
    each_counted_case(input, &ORDERS, report, read, |_, n, _| {
        let square = squares[n].get_or_insert_with(|| smallest_square(n));
        write_rows(out, square, n, b"123456789", Spacing::Between(b' '))
    })
}
