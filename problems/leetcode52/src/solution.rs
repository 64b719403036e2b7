impl Solution {
    pub fn total_n_queens(n: i32) -> i32 {
        leetcode52::total(n)
    }
}
