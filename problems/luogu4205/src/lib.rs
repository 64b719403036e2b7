//! Luogu P4205 (\[NOI2005\] 智慧珠游戏): the twelve pieces of the game, some already placed,
//! on the triangular board of 10 rows (row `i`, from 1, of `i` cells).
//!
//! Input: the 10 rows, each cell `.` (empty) or a letter `A`–`L` (that piece is there and
//! stays). Output: the 10 rows with every piece placed, or `No solution`. Pieces may be rotated
//! and reflected; at most one solution exists (the statement's promise for its tests). The
//! pieces are the statement's, drawn by the sample's answer ([`PIECES`]). Letters that do not
//! make their piece (another shape, too few or too many cells) leave no solution. The search is
//! `solver::polyomino`'s exact cover: the empty cells, and the pieces not on the board.

use std::io::{self, Write};

use solver::polyomino::{Need, Packing, Piece};
use textio::report::InputError;
use textio::tokens::quote;
use textio::{Report, Tokens};

#[cfg(feature = "catalog")]
pub mod tool;

/// The rows of the board.
pub const ROWS: usize = 10;

/// The twelve pieces, `A` to `L`, as the statement's sample answer places them (row, column).
pub const PIECES: [&[(usize, usize)]; 12] = [
    &[(7, 7), (8, 6), (8, 7)],
    &[(0, 0), (1, 0), (2, 0), (3, 0)],
    &[(5, 5), (6, 3), (6, 4), (6, 5)],
    &[(4, 3), (4, 4), (5, 3), (5, 4)],
    &[(7, 0), (7, 1), (7, 2), (8, 0), (9, 0)],
    &[(8, 8), (9, 6), (9, 7), (9, 8), (9, 9)],
    &[(5, 0), (5, 2), (6, 0), (6, 1), (6, 2)],
    &[(7, 3), (7, 4), (8, 2), (8, 3), (8, 4)],
    &[(6, 6), (7, 5), (7, 6), (8, 5), (9, 5)],
    &[(3, 1), (4, 0), (4, 1), (4, 2), (5, 1)],
    &[(1, 1), (2, 1), (2, 2), (3, 2), (3, 3)],
    &[(8, 1), (9, 1), (9, 2), (9, 3), (9, 4)],
];

/// Reads the board: for each cell, the piece on it (0 for `A`) or `None`.
fn read_board(tokens: &mut Tokens<'_>) -> Result<Vec<Vec<Option<usize>>>, InputError> {
    let mut board = Vec::with_capacity(ROWS);
    for r in 0..ROWS {
        let cells = if r == 0 { "cell" } else { "cells" };
        let what = format!("row {} ({} {})", r + 1, r + 1, cells);
        let token = tokens.require(&what)?;
        let cells: Option<Vec<Option<usize>>> = token
            .text
            .iter()
            .map(|&b| match b {
                b'.' => Some(None),
                b'A'..=b'L' => Some(Some(usize::from(b - b'A'))),
                _ => None,
            })
            .collect();
        match cells {
            Some(cells) if cells.len() == r + 1 => board.push(cells),
            _ => {
                let message = format!(
                    "expected {} of '.' or A-L, found {}",
                    what,
                    quote(token.text)
                );
                return Err(InputError::new(token.line, message));
            }
        }
    }
    tokens.expect_end("the 10 rows")?;
    Ok(board)
}

/// The board completed, every cell the piece on it; `None` when there is no way, or the
/// letters set do not make their pieces.
pub fn complete(board: &[Vec<Option<usize>>]) -> Option<Vec<Vec<usize>>> {
    let shapes: Vec<Piece> = PIECES
        .iter()
        .map(|cells| Piece::new(cells).expect("a piece"))
        .collect();
    let mut empty = Vec::new();
    let mut set: Vec<Vec<(usize, usize)>> = vec![Vec::new(); PIECES.len()];
    for (r, row) in board.iter().enumerate() {
        for (c, cell) in row.iter().enumerate() {
            match *cell {
                Some(p) => set[p].push((r, c)),
                None => empty.push((r, c)),
            }
        }
    }
    let mut left = Vec::new();
    for (p, cells) in set.iter().enumerate() {
        if cells.is_empty() {
            left.push(p);
        } else if !shapes[p]
            .orientations(true)
            .contains(&Piece::new(cells).ok()?)
        {
            return None;
        }
    }
    let pieces: Vec<(Piece, Need)> = left
        .iter()
        .map(|&p| (shapes[p].clone(), Need::Must))
        .collect();
    let mut packing = Packing::new(&empty, &pieces, true).expect("distinct cells");
    let placed = packing.first()?;
    let mut done: Vec<Vec<usize>> = board
        .iter()
        .map(|row| row.iter().map(|cell| cell.unwrap_or(usize::MAX)).collect())
        .collect();
    for placement in placed {
        for &(r, c) in &placement.cells {
            done[r][c] = left[placement.piece];
        }
    }
    Some(done)
}

/// Answers the board of `input` on `out`; see the crate documentation for the format.
pub fn solve(input: &[u8], out: &mut dyn Write, report: &mut Report) -> io::Result<()> {
    let mut tokens = Tokens::new(input);
    let board = match read_board(&mut tokens) {
        Ok(board) => board,
        Err(e) => {
            report.input_error(1, e);
            return Ok(());
        }
    };
    match complete(&board) {
        Some(done) => {
            let mut text = String::new();
            for row in done {
                text.extend(row.iter().map(|&p| char::from(b'A' + p as u8)));
                text.push('\n');
            }
            out.write_all(text.as_bytes())
        }
        None => writeln!(out, "No solution"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use testkit::shapes::distinct_images;

    /// Each piece's distinct images under rotation and reflection, counted by hand from its
    /// shape: the L tromino, the I and L tetrominoes, the square, then the V, Y, U, P, N, X, W
    /// and L pentominoes.
    #[test]
    fn the_pieces_are_the_statement_s() {
        let counts: Vec<usize> = PIECES
            .iter()
            .map(|cells| Piece::new(cells).unwrap().orientations(true).len())
            .collect();
        assert_eq!(counts, [4, 2, 8, 1, 4, 8, 4, 8, 8, 1, 4, 8]);
        let brute: Vec<usize> = PIECES
            .iter()
            .map(|cells| distinct_images(cells, true))
            .collect();
        assert_eq!(counts, brute);
        let cells: usize = PIECES.iter().map(|p| p.len()).sum();
        assert_eq!(cells, ROWS * (ROWS + 1) / 2, "the pieces fill the triangle");
    }

    /// The sample's answer, every piece set where [`PIECES`] has it.
    fn answer() -> Vec<Vec<Option<usize>>> {
        let mut board: Vec<Vec<Option<usize>>> = (0..ROWS).map(|r| vec![None; r + 1]).collect();
        for (p, cells) in PIECES.iter().enumerate() {
            for &(r, c) in cells.iter() {
                board[r][c] = Some(p);
            }
        }
        board
    }

    /// The full board is its own completion; with the letters of two pieces of as many cells
    /// swapped, each set piece has the other's shape, and no completion keeps a set piece as
    /// it is. Likewise with one piece's cells alone, on a board otherwise empty.
    #[test]
    fn set_letters_in_another_piece_s_shape_have_no_solution() {
        let full = answer();
        let expected: Vec<Vec<usize>> = full
            .iter()
            .map(|row| row.iter().map(|c| c.unwrap()).collect())
            .collect();
        assert_eq!(complete(&full), Some(expected));
        let mut pairs = 0;
        for (a, piece) in PIECES.iter().enumerate() {
            for b in (a + 1..PIECES.len()).filter(|&b| PIECES[b].len() == piece.len()) {
                pairs += 1;
                let swap = |cell: &Option<usize>| match *cell {
                    Some(p) if p == a => Some(b),
                    Some(p) if p == b => Some(a),
                    other => other,
                };
                let swapped: Vec<Vec<Option<usize>>> = full
                    .iter()
                    .map(|row| row.iter().map(swap).collect())
                    .collect();
                assert_eq!(complete(&swapped), None, "pieces {} and {} swapped", a, b);
                let alone: Vec<Vec<Option<usize>>> = swapped
                    .iter()
                    .map(|row| row.iter().map(|&c| c.filter(|&p| p == a)).collect())
                    .collect();
                assert_eq!(complete(&alone), None, "piece {} in {}'s cells", a, b);
            }
        }
        // Pieces of 4 cells: B, C and D; of 5: E to L.
        assert_eq!(pairs, 3 + 28);
    }
}
