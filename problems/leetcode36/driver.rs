// What LeetCode adds around the submission, as far as compiling and running it here goes: its
// `struct Solution`, and a `main` that reads boards in the text form of the cases
// (`[["5","3",".",…],…]`, 81 quoted cells each), calls `Solution::is_valid_sudoku` on each and
// prints what it returns, `true` or `false`, one line a board. It knows nothing of the
// submission but that function. `scripts/bundle --with-driver leetcode36` and the tests put it
// before the bundle.

use std::io::{self, Read, Write};

struct Solution;

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).expect("standard input");
    let mut cells = Vec::new();
    let mut chars = input.chars();
    while let Some(c) = chars.next() {
        if c == '"' {
            cells.push(chars.next().expect("a cell after a quote"));
            assert_eq!(chars.next(), Some('"'), "a quote closes each cell");
        }
    }
    let mut out = String::new();
    for quoted in cells.chunks(81) {
        let board: Vec<Vec<char>> = quoted.chunks(9).map(|row| row.to_vec()).collect();
        out.push_str(&format!("{}\n", Solution::is_valid_sudoku(board)));
    }
    io::stdout().write_all(out.as_bytes()).expect("standard output");
}
