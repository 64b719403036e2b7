impl Solution {
    pub fn is_valid_sudoku(board: Vec<Vec<char>>) -> bool {
        leetcode36::is_valid_board(&board)
    }
}
