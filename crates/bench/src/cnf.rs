//! A puzzle as a SAT problem in DIMACS CNF, the direct encoding, so that a SAT solver outside
//! the repository (Kissat) can be timed on the very puzzle the library's engines solve.
//!
//! Variable `cell · n + v + 1` says that `cell` holds value `v`. Each cell holds a value, and
//! each house (row, column, region) holds each value, as one clause of every choice (at least
//! one) and a clause for every pair of choices (at most one); a given is a unit clause.

use std::fmt::Write;

use solver::model::Puzzle;

/// The direct encoding of `puzzle` as DIMACS CNF text.
///
/// # Complexity
/// `O(n⁴)` clauses of two literals for a grid of side `n`: 1,250,000 for 25×25.
pub fn direct(puzzle: &Puzzle) -> String {
    let geometry = puzzle.geometry();
    let n = geometry.size();
    let var = |cell: usize, v: usize| cell * n + v + 1;
    let mut groups: Vec<Vec<usize>> = Vec::new();
    for cell in 0..n * n {
        groups.push((0..n).map(|v| var(cell, v)).collect());
    }
    let mut houses = vec![Vec::new(); 3 * n];
    for cell in 0..n * n {
        for h in geometry.houses(cell) {
            houses[h].push(cell);
        }
    }
    for house in &houses {
        for v in 0..n {
            groups.push(house.iter().map(|&cell| var(cell, v)).collect());
        }
    }
    let givens: Vec<usize> = (puzzle.cells().iter().enumerate())
        .filter_map(|(cell, given)| given.map(|v| var(cell, v as usize)))
        .collect();
    let pairs: usize = groups.iter().map(|g| g.len() * (g.len() - 1) / 2).sum();
    let mut text = String::new();
    let clauses = groups.len() + pairs + givens.len();
    let _ = writeln!(text, "p cnf {} {}", n * n * n, clauses);
    for group in &groups {
        for &x in group {
            let _ = write!(text, "{} ", x);
        }
        text.push_str("0\n");
        for (k, &x) in group.iter().enumerate() {
            for &y in &group[k + 1..] {
                let _ = writeln!(text, "-{} -{} 0", x, y);
            }
        }
    }
    for &x in &givens {
        let _ = writeln!(text, "{} 0", x);
    }
    text
}

/// The grid a SAT solver's model gives (its `v` lines, DIMACS's output), by
/// [`direct`]'s variables: the value of each cell, or `None` when the model does not give each
/// cell exactly one value.
pub fn grid_of_model(output: &str, n: usize) -> Option<Vec<u8>> {
    let mut grid = vec![None; n * n];
    for line in output.lines().filter(|l| l.starts_with("v ")) {
        for literal in line[2..].split_whitespace() {
            let x: i64 = literal.parse().ok()?;
            if x > 0 {
                let x = x as usize - 1;
                let (cell, v) = (x / n, x % n);
                if cell >= n * n || grid[cell].replace(v as u8).is_some() {
                    return None;
                }
            }
        }
    }
    grid.into_iter().collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use solver::model::Geometry;

    #[test]
    fn the_encoding_counts_its_clauses_and_reads_its_model_back() {
        let mut puzzle = Puzzle::empty(Geometry::boxed(2, 2).unwrap());
        puzzle.set(0, 0, Some(3)).unwrap();
        let text = direct(&puzzle);
        // 16 cells and 3 · 4 · 4 house-values, each 1 + 6 clauses, and a given.
        assert!(text.starts_with("p cnf 64 449\n"), "{}", &text[..20]);
        assert_eq!(text.lines().count(), 450);
        assert!(text.ends_with("\n4 0\n"));
        // A model that puts value (cell + row) % 4 in each cell.
        let mut model = String::from("s SATISFIABLE\nv");
        for cell in 0..16 {
            for v in 0..4 {
                let x = cell * 4 + v + 1;
                let sign = if (cell + cell / 4) % 4 == v { "" } else { "-" };
                model.push_str(&format!(" {sign}{x}"));
            }
        }
        model.push_str(" 0\n");
        let grid = grid_of_model(&model, 4).unwrap();
        assert_eq!(&grid[..5], [0, 1, 2, 3, 1]);
        assert_eq!(grid_of_model("v 1 2 0\n", 4), None);
    }
}
