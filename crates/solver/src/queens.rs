//! N queens on a board of side up to 64, with squares a queen may not stand on and queens already
//! set: counted, visited in lexicographic order, or completed.
//!
//! A board is one `u64` of allowed columns per row. Counting and visiting go row by row with the
//! columns and both diagonals attacked so far as three `u64`s, the diagonals shifted by one at
//! each row (the bitboard search every write-up of the problem gives): a row's free squares are
//! one `and` away. A queen set in advance takes its row whole and removes the squares it attacks
//! from every other row, so the search never meets it as a choice. On a board with nothing
//! forbidden and nothing set, the count uses the mirror symmetry: the first row's left half,
//! doubled, and its middle column.
//!
//! Completing a large board (50 queens, some set anywhere) row by row in order can take
//! forever on a bad early row. [`Queens::complete`] picks, at every step, the row or the column
//! with the fewest free squares (Knuth's rule for Dancing Links, here on bitboards: the
//! diagonals are 128-bit sets indexed by `r + c` and `c - r`, so a column's free squares come
//! as fast as a row's).
//!
//! A placement on a board of any side, with nothing forbidden and nothing set, needs no
//! search: [`placement`] writes one down in `O(n)`.

use crate::engine::Flow;
use crate::rng::SplitMix64;

mod construction;

pub use construction::placement;

/// The largest side: a row of the board is one `u64`.
pub const MAX_SIDE: usize = 64;

/// Why a board could not be built: the library's one error of a message.
pub use crate::model::Error;

/// A board of side `n` with the squares a queen may stand on, and the queens set in advance.
///
/// Invariants: `allowed[r]` has no bit at `n` or above; a row with a queen set has exactly
/// that queen's bit, and no other row has a square it attacks; `plain` is true only while
/// nothing is forbidden and nothing set.
///
/// # Example
/// ```
/// use solver::queens::Queens;
///
/// let mut board = Queens::new(8).unwrap();
/// assert_eq!(board.count(), 92);
/// board.set(0, 0).unwrap();
/// assert_eq!(board.count(), 4);
/// let queens = board.complete().unwrap();
/// assert_eq!(queens[0], 0);
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Queens {
    n: usize,
    allowed: Vec<u64>,
    set: Vec<Option<usize>>,
    plain: bool,
}

impl Queens {
    /// The empty board of side `n`: every square allowed.
    ///
    /// # Errors
    /// When `n` is over [`MAX_SIDE`].
    pub fn new(n: usize) -> Result<Queens, Error> {
        if n > MAX_SIDE {
            return Err(Error::new(format!(
                "a board of side {} is over the largest, {}",
                n, MAX_SIDE
            )));
        }
        Ok(Queens {
            n,
            allowed: vec![full(n); n],
            set: vec![None; n],
            plain: true,
        })
    }

    /// The side.
    pub fn size(&self) -> usize {
        self.n
    }

    /// The columns a queen of row `row` may still take, as bits (column `c` is bit `c`).
    ///
    /// # Panics
    /// When `row` is not below the side.
    pub fn allowed(&self, row: usize) -> u64 {
        self.allowed[row]
    }

    fn check(&self, row: usize, col: usize) -> Result<(), Error> {
        if row < self.n && col < self.n {
            Ok(())
        } else {
            let message = format!(
                "row {}, column {} is off a board of side {}",
                row, col, self.n
            );
            Err(Error::new(message))
        }
    }

    /// Forbids square (`row`, `col`), 0-based. `O(1)`.
    ///
    /// # Errors
    /// A square off the board, or one a queen is set on.
    pub fn forbid(&mut self, row: usize, col: usize) -> Result<(), Error> {
        self.check(row, col)?;
        if self.set[row] == Some(col) {
            let message = format!("row {}, column {} holds a queen set in advance", row, col);
            return Err(Error::new(message));
        }
        self.allowed[row] &= !(1 << col);
        self.plain = false;
        Ok(())
    }

    /// Sets a queen on (`row`, `col`), 0-based: its row takes no other, and no other row a
    /// square it attacks. `O(n)`.
    ///
    /// # Errors
    /// A square off the board, a row that has a queen already, or a square forbidden or
    /// attacked by a queen set before.
    pub fn set(&mut self, row: usize, col: usize) -> Result<(), Error> {
        self.check(row, col)?;
        if self.set[row].is_some() || self.allowed[row] & (1 << col) == 0 {
            let message = format!(
                "row {}, column {} is forbidden, attacked by a queen set before, or in a row \
                 that has one",
                row, col
            );
            return Err(Error::new(message));
        }
        for r in (0..self.n).filter(|&r| r != row) {
            let d = if r > row { r - row } else { row - r };
            let mut attacked = 1u64 << col;
            if col + d < self.n {
                attacked |= 1 << (col + d);
            }
            if d <= col {
                attacked |= 1 << (col - d);
            }
            self.allowed[r] &= !attacked;
        }
        self.allowed[row] = 1 << col;
        self.set[row] = Some(col);
        self.plain = false;
        Ok(())
    }

    /// The number of ways to place `n` queens, none attacking another, on allowed squares,
    /// keeping those set. `O(solutions · n)` and the dead ends (16 queens: 14,772,512 ways).
    pub fn count(&self) -> u64 {
        let n = self.n;
        if n == 0 {
            return 1;
        }
        if !self.plain || n == 1 {
            return self.count_from(0, self.allowed[0], 0, 0, 0);
        }
        // The mirror image of a placement is one too, and never the same (two queens cannot
        // share the middle column): the left half of the first row counts twice.
        let left = full(n / 2);
        let middle = if n % 2 == 1 { 1u64 << (n / 2) } else { 0 };
        2 * self.count_from(0, left, 0, 0, 0) + self.count_from(0, middle, 0, 0, 0)
    }

    /// The placements of rows `row..n` from there, the queen of row `row` on one of `choices`.
    fn count_from(&self, row: usize, choices: u64, cols: u64, left: u64, right: u64) -> u64 {
        #[cfg(feature = "meter")]
        crate::meter::charge(crate::meter::QUEENS_NODE);
        let mask = full(self.n);
        let mut free = choices & !(cols | left | right) & mask;
        if row + 1 == self.n {
            return u64::from(free.count_ones());
        }
        let mut total = 0;
        while free != 0 {
            let bit = free & free.wrapping_neg();
            free ^= bit;
            let next = self.allowed[row + 1];
            total += self.count_from(
                row + 1,
                next,
                cols | bit,
                (left | bit) << 1,
                (right | bit) >> 1,
            );
        }
        total
    }

    /// Visits every placement in lexicographic order (of the queens' columns, row by row),
    /// each as the column of the queen of each row, until `visit` breaks; returns
    /// [`Flow::Break`] when it did. `O(n)` a placement, and the dead ends.
    pub fn visit<F: FnMut(&[usize]) -> Flow>(&self, mut visit: F) -> Flow {
        let mut queens = Vec::with_capacity(self.n);
        self.visit_from(&mut queens, 0, 0, 0, &mut visit)
    }

    fn visit_from<F: FnMut(&[usize]) -> Flow>(
        &self,
        queens: &mut Vec<usize>,
        cols: u64,
        left: u64,
        right: u64,
        visit: &mut F,
    ) -> Flow {
        #[cfg(feature = "meter")]
        crate::meter::charge(crate::meter::QUEENS_NODE);
        let row = queens.len();
        if row == self.n {
            return visit(queens);
        }
        let mut free = self.allowed[row] & !(cols | left | right) & full(self.n);
        while free != 0 {
            let bit = free & free.wrapping_neg();
            free ^= bit;
            queens.push(bit.trailing_zeros() as usize);
            let flow = self.visit_from(
                queens,
                cols | bit,
                (left | bit) << 1,
                (right | bit) >> 1,
                visit,
            );
            queens.pop();
            if flow == Flow::Break {
                return Flow::Break;
            }
        }
        Flow::Continue
    }

    /// A placement that keeps the queens set, as the column of each row's queen; `None` when
    /// there is none. Each step takes the row or column with the fewest free squares (`O(n)` to
    /// find with bitboards), its squares in a random order; searches restart with twice the
    /// nodes, the last one complete, so that 50 queens complete from any set ones without a
    /// long tail. The same board, the same placement.
    pub fn complete(&self) -> Option<Vec<usize>> {
        let n = self.n;
        let mut by_column = vec![0u64; n];
        for (r, &row) in self.allowed.iter().enumerate() {
            for (c, column) in by_column.iter_mut().enumerate() {
                if row & (1 << c) != 0 {
                    *column |= 1 << r;
                }
            }
        }
        let mut search = Completion {
            n,
            mask: full(n),
            rows: self.allowed.clone(),
            columns: by_column,
            used_rows: 0,
            used_columns: 0,
            sums: 0,
            differences: 0,
            reversed: 0,
            queens: vec![usize::MAX; n],
            rng: SplitMix64::new(n as u64),
            nodes_left: 0,
        };
        for (row, col) in self.set.iter().enumerate() {
            if let Some(col) = *col {
                search.place(row, col);
            }
        }
        // A search with few queens set has a heavy tail: an early choice can doom a subtree
        // that takes seconds to empty. Restarted with another random order of the squares
        // and twice the budget, each search is short; the last budget ends with the search
        // complete, so `None` is exact.
        let mut budget = 64 * n as u64 + 64;
        loop {
            search.nodes_left = budget;
            match search.solve() {
                Some(true) => return Some(search.queens),
                Some(false) => return None,
                None => budget *= 2,
            }
        }
    }
}

/// The first two rows (in order of the second) whose queens attack each other — one column or
/// one diagonal, either way — in a placement given as the column of each row's queen; `None`
/// when no two do. `O(n²)` for `n` rows; any columns, on or off any board.
///
/// # Example
/// ```
/// use solver::queens::attacking_pair;
///
/// assert_eq!(attacking_pair(&[1, 3, 0, 2]), None);
/// // The queens of rows 1 and 2 (from 0) share a diagonal going down to the left.
/// assert_eq!(attacking_pair(&[3, 1, 0, 2]), Some((1, 2)));
/// ```
pub fn attacking_pair(columns: &[usize]) -> Option<(usize, usize)> {
    (0..columns.len()).find_map(|row| {
        let c = columns[row];
        (0..row)
            .find(|&above| {
                let d = columns[above];
                c == d || row - above == if c > d { c - d } else { d - c }
            })
            .map(|above| (above, row))
    })
}

/// The bits of columns `0..n`.
fn full(n: usize) -> u64 {
    if n >= 64 {
        u64::MAX
    } else {
        (1 << n) - 1
    }
}

/// The state of [`Queens::complete`]: the allowed squares by row and by column, the rows and
/// columns taken, and the diagonals taken, as bits of `r + c` (`sums`), of `c - r + n - 1`
/// (`differences`) and of `r - c + n - 1` (`reversed`, the same diagonals seen from a column);
/// the random order of the squares tried, and the nodes left to this search.
struct Completion {
    n: usize,
    mask: u64,
    rows: Vec<u64>,
    columns: Vec<u64>,
    used_rows: u64,
    used_columns: u64,
    sums: u128,
    differences: u128,
    reversed: u128,
    queens: Vec<usize>,
    rng: SplitMix64,
    nodes_left: u64,
}

impl Completion {
    fn place(&mut self, r: usize, c: usize) {
        self.used_rows |= 1 << r;
        self.used_columns |= 1 << c;
        self.sums |= 1 << (r + c);
        self.differences |= 1 << (c + self.n - 1 - r);
        self.reversed |= 1 << (r + self.n - 1 - c);
        self.queens[r] = c;
    }

    fn remove(&mut self, r: usize, c: usize) {
        self.used_rows &= !(1 << r);
        self.used_columns &= !(1 << c);
        self.sums &= !(1 << (r + c));
        self.differences &= !(1 << (c + self.n - 1 - r));
        self.reversed &= !(1 << (r + self.n - 1 - c));
    }

    /// The free columns of row `r`.
    fn row_free(&self, r: usize) -> u64 {
        let sums = (self.sums >> r) as u64;
        let differences = (self.differences >> (self.n - 1 - r)) as u64;
        self.rows[r] & !self.used_columns & !sums & !differences & self.mask
    }

    /// The free rows of column `c`.
    fn column_free(&self, c: usize) -> u64 {
        let sums = (self.sums >> c) as u64;
        let reversed = (self.reversed >> (self.n - 1 - c)) as u64;
        self.columns[c] & !self.used_rows & !sums & !reversed & self.mask
    }

    /// Places the queens left: `Some(true)` when it did (the board as placed), `Some(false)`
    /// when none fits, `None` when the nodes ran out first (the board as it was).
    fn solve(&mut self) -> Option<bool> {
        if self.used_rows == self.mask {
            return Some(true);
        }
        if self.nodes_left == 0 {
            return None;
        }
        self.nodes_left -= 1;
        #[cfg(feature = "meter")]
        crate::meter::charge(crate::meter::QUEENS_NODE);
        // The line with the fewest free squares: (free squares, is a row, its index).
        let mut best = (u32::MAX, true, 0);
        for r in (0..self.n).filter(|&r| self.used_rows & (1 << r) == 0) {
            let free = self.row_free(r).count_ones();
            if free < best.0 {
                best = (free, true, r);
            }
        }
        for c in (0..self.n).filter(|&c| self.used_columns & (1 << c) == 0) {
            let free = self.column_free(c).count_ones();
            if free < best.0 {
                best = (free, false, c);
            }
        }
        let (count, is_row, line) = best;
        if count == 0 {
            return Some(false);
        }
        let free = if is_row {
            self.row_free(line)
        } else {
            self.column_free(line)
        };
        // The free squares from a random one on, round the line.
        let start = self.rng.below(self.n as u64) as u32;
        let mut order = free.rotate_right(start);
        while order != 0 {
            let other = ((order.trailing_zeros() + start) % 64) as usize;
            order &= order - 1;
            let (r, c) = if is_row { (line, other) } else { (other, line) };
            self.place(r, c);
            match self.solve() {
                Some(false) => self.remove(r, c),
                found_or_out => {
                    if found_or_out.is_none() {
                        self.remove(r, c);
                    }
                    return found_or_out;
                }
            }
        }
        Some(false)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every placement by brute force: each row's column tried in turn, attacks checked pair
    /// by pair.
    fn brute(n: usize, allowed: &dyn Fn(usize, usize) -> bool) -> Vec<Vec<usize>> {
        fn go(
            n: usize,
            allowed: &dyn Fn(usize, usize) -> bool,
            queens: &mut Vec<usize>,
            all: &mut Vec<Vec<usize>>,
        ) {
            let r = queens.len();
            if r == n {
                all.push(queens.clone());
                return;
            }
            for c in 0..n {
                let safe = queens
                    .iter()
                    .enumerate()
                    .all(|(r2, &c2)| c2 != c && (r - r2) != if c > c2 { c - c2 } else { c2 - c });
                if safe && allowed(r, c) {
                    queens.push(c);
                    go(n, allowed, queens, all);
                    queens.pop();
                }
            }
        }
        let mut all = Vec::new();
        go(n, allowed, &mut Vec::new(), &mut all);
        all
    }

    #[test]
    fn the_empty_boards_count_as_known() {
        // OEIS A000170.
        let known = [1u64, 1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680, 14200];
        for (n, &ways) in known.iter().enumerate() {
            assert_eq!(Queens::new(n).unwrap().count(), ways, "n = {}", n);
        }
        assert!(Queens::new(65).is_err());
    }

    #[test]
    fn counts_visits_and_completions_agree_with_brute_force_on_random_boards() {
        let mut rng = SplitMix64::new(1624);
        for k in 0..300 {
            let n = 1 + rng.below(9) as usize;
            let mut board = Queens::new(n).unwrap();
            let mut forbidden = vec![vec![false; n]; n];
            let density = rng.below(4);
            for (r, row) in forbidden.iter_mut().enumerate() {
                for (c, square) in row.iter_mut().enumerate() {
                    if rng.below(10) < density {
                        board.forbid(r, c).unwrap();
                        *square = true;
                    }
                }
            }
            let all = brute(n, &|r, c| !forbidden[r][c]);
            // Queens set from one of the placements, when there is one.
            let mut set = vec![None; n];
            if let Some(one) = all.get(rng.below(all.len() as u64 + 1) as usize) {
                for (r, &c) in one.iter().enumerate() {
                    if rng.below(3) == 0 {
                        board.set(r, c).unwrap();
                        set[r] = Some(c);
                    }
                }
            }
            let expected: Vec<Vec<usize>> = all
                .into_iter()
                .filter(|p| (0..n).all(|r| set[r].map_or(true, |c| p[r] == c)))
                .collect();
            assert_eq!(board.count(), expected.len() as u64, "board {}", k);
            let mut visited = Vec::new();
            let _ = board.visit(|queens| {
                visited.push(queens.to_vec());
                Flow::Continue
            });
            assert_eq!(visited, expected, "board {}: lexicographic order", k);
            match board.complete() {
                Some(found) => assert!(expected.contains(&found), "board {}", k),
                None => assert!(expected.is_empty(), "board {}", k),
            }
        }
    }

    #[test]
    fn a_visit_stops_when_asked() {
        let board = Queens::new(8).unwrap();
        let mut first = Vec::new();
        let flow = board.visit(|queens| {
            first.push(queens.to_vec());
            if first.len() == 3 {
                Flow::Break
            } else {
                Flow::Continue
            }
        });
        assert_eq!(flow, Flow::Break);
        // The first of the 92 in lexicographic order: 1 5 8 6 3 7 2 4.
        assert_eq!(first[0], [0, 4, 7, 5, 2, 6, 1, 3]);
    }

    #[test]
    fn fifty_queens_complete_from_queens_set_anywhere() {
        let mut rng = SplitMix64::new(50);
        let solution = Queens::new(50)
            .unwrap()
            .complete()
            .expect("50 queens place");
        for _ in 0..20 {
            let mut board = Queens::new(50).unwrap();
            for (r, &c) in solution.iter().enumerate() {
                if rng.below(2) == 0 {
                    board.set(r, c).unwrap();
                }
            }
            let found = board.complete().expect("a completion exists");
            let mut check = Queens::new(50).unwrap();
            for (r, &c) in found.iter().enumerate() {
                check.set(r, c).expect("no two queens attack");
            }
        }
    }

    /// Whether queens on `a` and `b` attack each other, from the rules: one row, one column,
    /// or as many rows apart as columns.
    fn attack(a: (usize, usize), b: (usize, usize)) -> bool {
        let (dr, dc) = (a.0.max(b.0) - a.0.min(b.0), a.1.max(b.1) - a.1.min(b.1));
        dr == 0 || dc == 0 || dr == dc
    }

    /// After one queen is set, a second is refused exactly on the squares the first attacks,
    /// on every pair of squares of boards up to 7 and the corners and edges of the largest
    /// board; and every other row keeps exactly the squares the queen does not attack.
    #[test]
    fn set_refuses_exactly_the_squares_a_queen_set_before_attacks() {
        let mut boards: Vec<(usize, Vec<(usize, usize)>)> = (1..=7)
            .map(|n| {
                (
                    n,
                    (0..n).flat_map(|r| (0..n).map(move |c| (r, c))).collect(),
                )
            })
            .collect();
        let edge = [0, 1, 31, 62, 63];
        let squares = edge.iter().flat_map(|&r| edge.iter().map(move |&c| (r, c)));
        boards.push((MAX_SIDE, squares.collect()));
        for (n, squares) in &boards {
            for &first in squares {
                let mut board = Queens::new(*n).unwrap();
                board.set(first.0, first.1).unwrap();
                for r in (0..*n).filter(|&r| r != first.0) {
                    let open = (0..*n).filter(|&c| !attack(first, (r, c)));
                    let expected = open.fold(0u64, |bits, c| bits | 1 << c);
                    assert_eq!(
                        board.allowed(r),
                        expected,
                        "n {}, {:?}, row {}",
                        n,
                        first,
                        r
                    );
                }
                for &second in squares {
                    let refused = board.clone().set(second.0, second.1).is_err();
                    assert_eq!(
                        refused,
                        attack(first, second),
                        "n {}: a queen on {:?}, then one on {:?}",
                        n,
                        first,
                        second
                    );
                }
            }
        }
    }

    /// The pairs `attacking_pair` names are the first a check of every pair by the rules finds.
    #[test]
    fn attacking_pair_names_the_first_pair_the_rules_name() {
        let mut rng = SplitMix64::new(51);
        for _ in 0..2000 {
            let n = 1 + rng.below(7) as usize;
            let columns: Vec<usize> = (0..n).map(|_| rng.below(n as u64) as usize).collect();
            let expected = (0..n).find_map(|row| {
                (0..row)
                    .find(|&above| attack((above, columns[above]), (row, columns[row])))
                    .map(|above| (above, row))
            });
            assert_eq!(attacking_pair(&columns), expected, "{:?}", columns);
        }
        assert_eq!(attacking_pair(&[]), None);
    }

    #[test]
    fn bad_squares_are_errors() {
        let mut board = Queens::new(4).unwrap();
        assert!(board.forbid(4, 0).is_err() && board.set(0, 4).is_err());
        board.set(0, 1).unwrap();
        assert!(board.set(0, 3).is_err(), "a row with a queen");
        assert!(board.set(1, 2).is_err(), "attacked");
        assert!(board.forbid(0, 1).is_err(), "a queen's square");
        // Off the board by a row, by a column, and far off, on the smallest and the largest.
        for n in [0, 1, MAX_SIDE] {
            for (r, c) in [(n, 0), (0, n), (n, n), (usize::MAX, 0), (0, usize::MAX)] {
                let mut board = Queens::new(n).unwrap();
                assert!(board.set(r, c).is_err(), "n {}: set ({}, {})", n, r, c);
                assert!(
                    board.forbid(r, c).is_err(),
                    "n {}: forbid ({}, {})",
                    n,
                    r,
                    c
                );
                assert_eq!(board, Queens::new(n).unwrap(), "a refusal changes nothing");
            }
        }
        // A forbidden square, at a corner and inside.
        for (r, c) in [(0, 0), (3, 3), (1, 2)] {
            let mut board = Queens::new(4).unwrap();
            board.forbid(r, c).unwrap();
            assert!(board.set(r, c).is_err(), "forbidden ({}, {})", r, c);
        }
        assert!(Queens::new(MAX_SIDE + 1).is_err() && Queens::new(usize::MAX).is_err());
    }
}
