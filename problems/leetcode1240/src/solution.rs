impl Solution {
    pub fn tiling_rectangle(n: i32, m: i32) -> i32 {
        leetcode1240::fewest_squares(n, m)
    }
}
