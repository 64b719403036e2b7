impl Solution {
    pub fn solve_n_queens(n: i32) -> Vec<Vec<String>> {
        leetcode51::placements(n)
    }
}
