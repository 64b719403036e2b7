// What LeetCode adds around the submission, as far as compiling and running it here goes: its
// `struct Solution`, and a `main` that reads pairs of sides n m separated by white space, calls
// `Solution::tiling_rectangle` on each and prints what it returns, one a line. It knows nothing
// of the submission but that function. `scripts/bundle --with-driver leetcode1240` and the tests
// put it before the bundle.

use std::io::{self, Read, Write};

struct Solution;

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).expect("standard input");
    let sides: Vec<i32> = input.split_whitespace().map(|t| t.parse().expect("a side")).collect();
    let mut out = String::new();
    for pair in sides.chunks(2) {
        out.push_str(&format!("{}\n", Solution::tiling_rectangle(pair[0], pair[1])));
    }
    io::stdout().write_all(out.as_bytes()).expect("standard output");
}
