//! Brute force on shapes of cells, for the tests of the polyomino code.

use std::collections::BTreeSet;

/// The number of distinct shapes among the images of `cells` under the four rotations, and
/// the four reflections too when `reflections` is true: each image computed by its integer
/// matrix, moved to row 0 and column 0, and compared as a set of cells. `O(8 k log k)`.
pub fn distinct_images(cells: &[(usize, usize)], reflections: bool) -> usize {
    let images: [[i64; 4]; 8] = [
        [1, 0, 0, 1],
        [0, -1, 1, 0],
        [-1, 0, 0, -1],
        [0, 1, -1, 0],
        [1, 0, 0, -1],
        [-1, 0, 0, 1],
        [0, 1, 1, 0],
        [0, -1, -1, 0],
    ];
    let mut shapes = BTreeSet::new();
    for m in &images[..if reflections { 8 } else { 4 }] {
        let moved: Vec<(i64, i64)> = cells
            .iter()
            .map(|&(r, c)| {
                let (r, c) = (r as i64, c as i64);
                (m[0] * r + m[1] * c, m[2] * r + m[3] * c)
            })
            .collect();
        let top = moved.iter().map(|p| p.0).min().unwrap_or(0);
        let left = moved.iter().map(|p| p.1).min().unwrap_or(0);
        let shape: BTreeSet<(i64, i64)> = moved.iter().map(|&(r, c)| (r - top, c - left)).collect();
        shapes.insert(shape);
    }
    shapes.len()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn symmetric_shapes_have_fewer_images() {
        let square = [(0, 0), (0, 1), (1, 0), (1, 1)];
        let l_tromino = [(0, 0), (1, 0), (1, 1)];
        let s_tetromino = [(0, 1), (0, 2), (1, 0), (1, 1)];
        assert_eq!(distinct_images(&square, true), 1);
        assert_eq!(distinct_images(&l_tromino, true), 4);
        assert_eq!(
            (
                distinct_images(&s_tetromino, false),
                distinct_images(&s_tetromino, true)
            ),
            (2, 4)
        );
    }
}
