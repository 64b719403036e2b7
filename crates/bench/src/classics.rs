//! Dancing Links' own classics, as the benchmarks set them: the 12 pentominoes and the
//! rectangles they pack, the same packing as a 0/1 matrix for the plain Dancing Links
//! ([`crate::plain_dlx`]), the classic bitmask queens counter the library's count is set
//! beside, and the reader of boards of queens to complete.

use solver::polyomino::{Need, Packing, Piece, PENTOMINOES};
use solver::queens::Queens;

use crate::cover_instances::Matrix;
use crate::dlx_format;

/// The 12 pentominoes ([`PENTOMINOES`]) as pieces that must be placed.
pub fn pentominoes() -> Vec<(Piece, Need)> {
    PENTOMINOES
        .iter()
        .map(|&(_, drawing)| {
            (
                Piece::from_drawing(drawing).expect("a pentomino"),
                Need::Must,
            )
        })
        .collect()
}

/// The cells of a `rows`×`cols` rectangle, row by row.
pub fn rectangle(rows: usize, cols: usize) -> Vec<(usize, usize)> {
    (0..rows)
        .flat_map(|r| (0..cols).map(move |c| (r, c)))
        .collect()
}

/// The 12 pentominoes' packing of the `rows`×`cols` rectangle, every orientation allowed.
///
/// # Panics
/// Never for a rectangle of 60 cells; a packing of another size has no solution but builds.
pub fn pentomino_packing(rows: usize, cols: usize) -> Packing {
    Packing::new(&rectangle(rows, cols), &pentominoes(), true).expect("distinct cells")
}

/// The options of `packing` (a [`pentomino_packing`] of the `rows`×`cols` rectangle) as a 0/1
/// matrix, option `o` as row `o`: the cells row by row, then the pieces.
pub fn pentomino_matrix(packing: &Packing, rows: usize, cols: usize) -> Matrix {
    let (cells, pieces) = (rows * cols, PENTOMINOES.len());
    Matrix {
        columns: cells + pieces,
        rows: (0..packing.options())
            .map(|o| {
                let placement = packing.placement(o);
                let mut row: Vec<usize> =
                    placement.cells.iter().map(|&(r, c)| r * cols + c).collect();
                row.push(cells + placement.piece);
                row
            })
            .collect(),
    }
}

/// The options of `packing` (a [`pentomino_packing`] of the `rows`×`cols` rectangle) in the
/// library's own order, with the items named for Knuth's format ([`dlx_format`]): cells `RC`
/// (row and column as base-36 digits) along the board's short side first (column by column
/// when the board is wider than tall), then the pieces by their letters. Cells in that order
/// keep a frontier count's window narrow ([`solver::frontier`]); Knuth's SSXCC picks its
/// items by their options left, whatever their order.
pub fn pentomino_problem(packing: &Packing, rows: usize, cols: usize) -> dlx_format::Problem {
    let digit = |d: usize| char::from_digit(d as u32, 36).expect("a side under 36");
    let by_columns = rows < cols;
    let index = |(r, c): (usize, usize)| {
        if by_columns {
            c * rows + r
        } else {
            r * cols + c
        }
    };
    let mut cells: Vec<(usize, usize)> = rectangle(rows, cols);
    cells.sort_by_key(|&cell| index(cell));
    let mut names: Vec<String> = cells
        .into_iter()
        .map(|(r, c)| format!("{}{}", digit(r), digit(c)))
        .collect();
    names.extend(PENTOMINOES.iter().map(|p| p.0.to_string()));
    let count = rows * cols;
    let options = (0..packing.options())
        .map(|o| {
            let placement = packing.placement(o);
            let mut option = vec![count + placement.piece];
            option.extend(placement.cells.iter().map(|&cell| index(cell)));
            option
        })
        .collect();
    dlx_format::Problem {
        primary: names.len(),
        names,
        options,
    }
}

/// The placements of `n` queens (1 ≤ n ≤ 31) counted as every write-up of Luogu P1562 counts
/// them: a row at a time, the free squares as a mask of the columns and both diagonals, the
/// lowest free square taken first, no symmetry used.
pub fn plain_queens(n: u32) -> u64 {
    fn place(all: u32, columns: u32, left: u32, right: u32) -> u64 {
        if columns == all {
            return 1;
        }
        let mut free = all & !(columns | left | right);
        let mut ways = 0;
        while free != 0 {
            let bit = free & free.wrapping_neg();
            free ^= bit;
            ways += place(all, columns | bit, (left | bit) << 1, (right | bit) >> 1);
        }
        ways
    }
    place((1u32 << n) - 1, 0, 0, 0)
}

/// The boards of a text in SPOJ NQUEEN's format (per line `N`, then the column from 1 of
/// each row's queen, 0 for none), or the number of the first line that is not such a board.
pub fn queen_boards(text: &str) -> Result<Vec<Queens>, usize> {
    let lines = text
        .lines()
        .enumerate()
        .filter(|(_, l)| !l.trim().is_empty());
    lines
        .map(|(k, line)| {
            let numbers: Option<Vec<usize>> =
                line.split_whitespace().map(|t| t.parse().ok()).collect();
            let board = numbers.and_then(|t| {
                let mut board = Queens::new(*t.first()?).ok()?;
                for (row, &col) in t.get(1..)?.iter().enumerate() {
                    if col > 0 {
                        board.set(row, col - 1).ok()?;
                    }
                }
                Some(board)
            });
            board.ok_or(k + 1)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_plain_counter_knows_the_counts() {
        // OEIS A000170.
        let known = [1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680];
        for (n, &ways) in known.iter().enumerate() {
            assert_eq!(plain_queens(n as u32 + 1), ways, "{} queens", n + 1);
        }
    }

    #[test]
    fn the_3_by_20_packings_agree_both_ways() {
        let mut packing = pentomino_packing(3, 20);
        let matrix = pentomino_matrix(&packing, 3, 20);
        let plain = crate::plain_dlx::PlainDlx::new().count(&matrix);
        // Two packings, each in its four images under the rectangle's symmetries.
        assert_eq!((packing.count(u64::MAX), plain), (8, 8));
    }

    #[test]
    fn the_3_by_20_packing_in_knuths_format_reads_back_to_its_8_packings() {
        let packing = pentomino_packing(3, 20);
        let text = dlx_format::write(&pentomino_problem(&packing, 3, 20));
        // Cells along the short side first: column 0's three rows, then column 1's.
        assert!(text.starts_with("00 10 20 01 "));
        let problem = dlx_format::read(&text).unwrap();
        assert_eq!((problem.names.len(), problem.options.len()), (72, 1236));
        let mut cover = solver::ExactCover::new(problem.primary, 0);
        for option in &problem.options {
            cover.add_option(option).unwrap();
        }
        assert_eq!(cover.count_solutions(u64::MAX), 8);
        let frontier = solver::frontier::Frontier::from_exact_cover(
            problem.primary,
            problem.names.len(),
            &problem.options,
        )
        .unwrap();
        assert_eq!(frontier.count::<u128>(), Ok(8));
    }

    #[test]
    fn queen_boards_are_read_as_written() {
        let boards = queen_boards("4 0 0 0 0\n\n8 2 0 0 0 4 0 0 0\n").unwrap();
        assert_eq!(boards.len(), 2);
        // The set queens, kept by the completion: row 1's on column 2, row 5's on column 4.
        let completion = boards[1].complete().unwrap();
        assert_eq!((completion[0], completion[4]), (1, 3));
        assert_eq!(queen_boards("4 0 0 0 0\n4 1 2 0 0\n").err(), Some(2));
    }
}
