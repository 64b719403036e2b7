//! The baseline the library's exact cover is measured against: Dancing Links as contest code
//! writes it, translated faithfully from the C++ of reference solution 000 (AcWing 169's
//! Dancing Links), with its matrix read the way Luogu P4929 gives it instead of a Sudoku.
//!
//! Everything is the reference's: one array of nodes with four links, a row and a column each
//! (`int`s); each new node goes to the top of its column, just under the header, and into its
//! row's circle just after the row's first node; every level scans all uncovered columns for the
//! fewest nodes (the first on ties); the search recurses and stops at the first cover, leaving
//! the links as they are (the next matrix starts from `init_node`). Only the array sizes follow
//! P4929's limits instead of a 16×16 Sudoku's.

use crate::cover_instances::{ones, Matrix, MAX_ONES, MAX_SIDE};

const MAXN: usize = MAX_SIDE + 10;
const MAXM: usize = MAX_SIDE + 10;
const MAXP: usize = MAX_ONES + MAXM;

#[derive(Clone, Copy, Debug, Default)]
struct Node {
    up: i32,
    down: i32,
    left: i32,
    right: i32,
    /// The row (from 1) of the node.
    row: i32,
    /// The column (from 1) of the node.
    col: i32,
}

/// The reference's global arrays, kept between matrices as globals are.
#[derive(Clone, Debug)]
pub struct PlainDlx {
    /// The number of nodes (the headers included).
    cnt: usize,
    node: Vec<Node>,
    /// The first node of each row, `-1` before it has one.
    f_row: Vec<i32>,
    /// The nodes in each column.
    c_cnt: Vec<i32>,
    /// The rows chosen on each level.
    res: Vec<i32>,
    /// The number of rows of the cover found.
    depth: usize,
}

impl Default for PlainDlx {
    fn default() -> Self {
        Self::new()
    }
}

impl PlainDlx {
    /// The arrays, sized for P4929's limits.
    pub fn new() -> Self {
        PlainDlx {
            cnt: 0,
            node: vec![Node::default(); MAXP],
            f_row: vec![-1; MAXN],
            c_cnt: vec![0; MAXM],
            res: vec![0; MAXN],
            depth: 0,
        }
    }

    /// The first exact cover of `matrix` the reference's search finds (rows from 0, in the
    /// order chosen), or `None`.
    ///
    /// # Panics
    /// When `matrix` exceeds P4929's limits.
    pub fn solve(&mut self, matrix: &Matrix) -> Option<Vec<usize>> {
        self.init_node(matrix.columns);
        for (i, row) in matrix.rows.iter().enumerate() {
            for &j in row {
                self.insert_node(i + 1, j + 1);
            }
        }
        if self.dance(0, false) > 0 {
            Some(
                self.res[..self.depth]
                    .iter()
                    .map(|&r| r as usize - 1)
                    .collect(),
            )
        } else {
            None
        }
    }

    /// The number of exact covers of `matrix`: the reference's search made to go on after each
    /// cover instead of stopping there (how the seed program is changed to count), its arrays
    /// grown to the matrix when it is over P4929's limits.
    pub fn count(&mut self, matrix: &Matrix) -> u64 {
        let (rows, nodes) = (matrix.rows.len() + 10, ones(matrix) + matrix.columns + 10);
        if self.f_row.len() < rows
            || self.node.len() < nodes
            || self.c_cnt.len() < matrix.columns + 10
        {
            self.node
                .resize(self.node.len().max(nodes), Node::default());
            self.f_row.resize(self.f_row.len().max(rows), -1);
            self.res.resize(self.res.len().max(rows), 0);
            self.c_cnt
                .resize(self.c_cnt.len().max(matrix.columns + 10), 0);
        }
        self.init_node(matrix.columns);
        for (i, row) in matrix.rows.iter().enumerate() {
            for &j in row {
                self.insert_node(i + 1, j + 1);
            }
        }
        self.dance(0, true)
    }

    /// `Init_Node`: the header and the column heads in one circle, each column empty.
    fn init_node(&mut self, num: usize) {
        for i in 0..=num {
            self.node[i].left = i as i32 - 1;
            self.node[i].right = i as i32 + 1;
            self.node[i].up = i as i32;
            self.node[i].down = i as i32;
            self.c_cnt[i] = 0;
        }
        self.node[0].left = num as i32;
        self.node[num].right = 0;
        self.cnt = num;
        for f in self.f_row.iter_mut() {
            *f = -1;
        }
    }

    /// `Insert_Node`: a node for row `x`, column `y` (both from 1).
    fn insert_node(&mut self, x: usize, y: usize) {
        self.cnt += 1;
        let cnt = self.cnt;
        self.node[cnt].row = x as i32;
        self.node[cnt].col = y as i32;
        self.node[cnt].down = self.node[y].down;
        let below = self.node[y].down as usize;
        self.node[below].up = cnt as i32;
        self.node[cnt].up = y as i32;
        self.node[y].down = cnt as i32;
        if self.f_row[x] < 0 {
            self.node[cnt].left = cnt as i32;
            self.node[cnt].right = cnt as i32;
            self.f_row[x] = cnt as i32;
        } else {
            let first = self.f_row[x] as usize;
            self.node[cnt].right = self.node[first].right;
            let right = self.node[first].right as usize;
            self.node[right].left = cnt as i32;
            self.node[cnt].left = first as i32;
            self.node[first].right = cnt as i32;
        }
        self.c_cnt[y] += 1;
    }

    /// `Remove_Link`: takes column `y` out, and every row that has a node in it.
    fn remove_link(&mut self, y: usize) {
        let mut i = self.node[y].down as usize;
        while i != y {
            let mut j = self.node[i].right as usize;
            while j != i {
                let Node { up, down, col, .. } = self.node[j];
                self.node[down as usize].up = up;
                self.node[up as usize].down = down;
                self.c_cnt[col as usize] -= 1;
                j = self.node[j].right as usize;
            }
            i = self.node[i].down as usize;
        }
        let Node { left, right, .. } = self.node[y];
        self.node[left as usize].right = right;
        self.node[right as usize].left = left;
    }

    /// `Resume_Link`: undoes `remove_link(y)`.
    fn resume_link(&mut self, y: usize) {
        let Node { left, right, .. } = self.node[y];
        self.node[left as usize].right = y as i32;
        self.node[right as usize].left = y as i32;
        let mut i = self.node[y].up as usize;
        while i != y {
            let mut j = self.node[i].left as usize;
            while j != i {
                let Node { up, down, col, .. } = self.node[j];
                self.node[down as usize].up = j as i32;
                self.node[up as usize].down = j as i32;
                self.c_cnt[col as usize] += 1;
                j = self.node[j].left as usize;
            }
            i = self.node[i].up as usize;
        }
    }

    /// `dance`: the covers found, stopping at the first one unless `all` (then `res[..depth]`
    /// holds its rows); counting is the reference's search going on after each cover.
    fn dance(&mut self, depth: usize, all: bool) -> u64 {
        if self.node[0].right == 0 {
            self.depth = depth;
            return 1;
        }
        let mut y = self.node[0].right as usize;
        let mut i = self.node[0].right as usize;
        while i != 0 {
            if self.c_cnt[i] < self.c_cnt[y] {
                y = i;
            }
            i = self.node[i].right as usize;
        }
        self.remove_link(y);
        let mut found = 0;
        let mut i = self.node[y].down as usize;
        while i != y {
            self.res[depth] = self.node[i].row;
            let mut j = self.node[i].right as usize;
            while j != i {
                self.remove_link(self.node[j].col as usize);
                j = self.node[j].right as usize;
            }
            found += self.dance(depth + 1, all);
            if found > 0 && !all {
                return found;
            }
            let mut j = self.node[i].left as usize;
            while j != i {
                self.resume_link(self.node[j].col as usize);
                j = self.node[j].left as usize;
            }
            i = self.node[i].down as usize;
        }
        self.resume_link(y);
        found
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn solves_the_statement_samples() {
        let mut dlx = PlainDlx::new();
        let first = Matrix {
            columns: 3,
            rows: vec![vec![2], vec![0], vec![1]],
        };
        let mut rows = dlx.solve(&first).unwrap();
        rows.sort_unstable();
        assert_eq!(rows, [0, 1, 2]);
        let second = Matrix {
            columns: 3,
            rows: vec![vec![0, 2], vec![0, 1], vec![1, 2]],
        };
        assert_eq!(dlx.solve(&second), None);
        // The arrays are reused: the first matrix again.
        assert_eq!(dlx.solve(&first).map(|r| r.len()), Some(3));
        // Counting: the three pairings of four columns, on arrays grown past P4929's rows.
        let mut pairs = Matrix {
            columns: 4,
            rows: vec![
                vec![0, 1],
                vec![2, 3],
                vec![0, 2],
                vec![1, 3],
                vec![0, 3],
                vec![1, 2],
            ],
        };
        assert_eq!(dlx.count(&pairs), 3);
        pairs
            .rows
            .extend(std::iter::repeat(vec![0, 1, 2, 3]).take(600));
        assert_eq!(dlx.count(&pairs), 603);
    }
}
