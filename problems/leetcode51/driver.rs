// What LeetCode adds around the submission, as far as compiling and running it here goes: its
// `struct Solution`, and a `main` that reads sides n separated by white space, calls
// `Solution::solve_n_queens` on each and prints what it returns in LeetCode's text form, one
// line a side. It knows nothing of the submission but that function. `scripts/bundle
// --with-driver leetcode51` and the tests put it before the bundle.

use std::io::{self, Read, Write};

struct Solution;

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).expect("standard input");
    let mut out = String::new();
    for token in input.split_whitespace() {
        let n: i32 = token.parse().expect("a side n");
        let boards: Vec<String> = Solution::solve_n_queens(n)
            .iter()
            .map(|rows| {
                let rows: Vec<String> = rows.iter().map(|r| format!("\"{}\"", r)).collect();
                format!("[{}]", rows.join(","))
            })
            .collect();
        out.push_str(&format!("[{}]\n", boards.join(",")));
    }
    io::stdout().write_all(out.as_bytes()).expect("standard output");
}
