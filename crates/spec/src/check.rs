//! What checkers of answers share: why a full grid does not solve a puzzle, and the reading of
//! a placement of queens and of a Latin square, said as a judge's checker says it.

use solver::latin::Block;
use solver::model::Puzzle;
use textio::{Token, Tokens};

/// Why `grid` (`n²` values below `n`, row-major) does not solve `puzzle`, or `None` when it
/// does: the first given it changes, else the first house (row, column, box or extra house,
/// each from 1) found to hold a value twice, cells taken row by row. `symbols[v]` writes value `v`. Relations
/// between cells are not looked at.
///
/// # Complexity
/// `O(n²)`.
///
/// # Panics
/// When `grid` has another length than `n²`, a value of `n` or more, or `symbols` fewer than
/// `n` symbols.
///
/// # Example
/// ```
/// use solver::model::{Geometry, Puzzle};
/// use spec::check::why_not_solved;
///
/// let mut puzzle = Puzzle::empty(Geometry::boxed(1, 2).unwrap());
/// puzzle.set(0, 0, Some(0)).unwrap();
/// assert_eq!(why_not_solved(&puzzle, &[0, 1, 1, 0], b"12"), None);
/// assert_eq!(
///     why_not_solved(&puzzle, &[1, 0, 0, 1], b"12"),
///     Some("row 1, column 1 is given as 1, the answer has 2".to_string())
/// );
/// assert_eq!(
///     why_not_solved(&puzzle, &[0, 1, 0, 1], b"12"),
///     Some("column 1 holds 1 twice".to_string())
/// );
/// ```
pub fn why_not_solved(puzzle: &Puzzle, grid: &[u8], symbols: &[u8]) -> Option<String> {
    let geometry = puzzle.geometry();
    let n = geometry.size();
    assert_eq!(grid.len(), n * n, "a grid of n² cells");
    let symbol = |v: u8| char::from(symbols[usize::from(v)]);
    for (cell, (given, &v)) in puzzle.cells().iter().zip(grid).enumerate() {
        if let Some(g) = *given {
            if g != v {
                return Some(format!(
                    "row {}, column {} is given as {}, the answer has {}",
                    cell / n + 1,
                    cell % n + 1,
                    symbol(g),
                    symbol(v)
                ));
            }
        }
    }
    let mut seen = vec![false; geometry.house_count() * n];
    for (cell, &v) in grid.iter().enumerate() {
        for house in geometry.all_houses(cell) {
            let slot = &mut seen[house * n + usize::from(v)];
            if *slot {
                let (kind, index) = match house / n {
                    0 => ("row", house),
                    1 => ("column", house - n),
                    2 => ("box", house - 2 * n),
                    _ => ("extra house", house - 3 * n),
                };
                return Some(format!("{} {} holds {} twice", kind, index + 1, symbol(v)));
            }
            *slot = true;
        }
    }
    None
}

/// Reads a placement of `n` queens, one a row, from `answer`: `n` tokens, the column of each
/// row's queen numbered from `first` (0 or 1, as the problem writes them), and returns the
/// columns from 0. Only tokens count; what follows them is left in `answer`.
///
/// # Errors
/// The first row whose token is missing or not a column (`row 3: expected a column from 1 to
/// 8, found "9"`, `2 columns for 8 rows`), or the first two rows whose queens share a column or
/// a diagonal (`the queens of rows 1 and 4 share a column`), rows from 1.
///
/// # Complexity
/// `O(n)` time and memory, whatever the columns.
///
/// # Example
/// ```
/// use spec::check::read_placement;
/// use textio::Tokens;
///
/// assert_eq!(read_placement(&mut Tokens::new(b"2 4 1 3"), 4, 1), Ok(vec![1, 3, 0, 2]));
/// assert_eq!(
///     read_placement(&mut Tokens::new(b"1 2 3 0"), 4, 0),
///     Err("the queens of rows 1 and 2 share a diagonal".to_string())
/// );
/// ```
pub fn read_placement(
    answer: &mut Tokens<'_>,
    n: usize,
    first: usize,
) -> Result<Vec<usize>, String> {
    let (mut columns, mut sums, mut differences) =
        (vec![None; n], vec![None; 2 * n], vec![None; 2 * n]);
    let mut placement = Vec::with_capacity(n);
    for row in 0..n {
        let token = answer
            .next()
            .ok_or_else(|| format!("{} columns for {} rows", row, n))?;
        let column = std::str::from_utf8(token.text)
            .ok()
            .and_then(|t| t.parse::<usize>().ok())
            .and_then(|c| c.checked_sub(first))
            .filter(|&c| c < n)
            .ok_or_else(|| {
                format!(
                    "row {}: expected a column from {} to {}, found {}",
                    row + 1,
                    first,
                    first + n - 1,
                    token.quoted()
                )
            })?;
        let lines = [
            (&mut columns[column], "column"),
            (&mut sums[row + column], "diagonal"),
            (&mut differences[n + column - row], "diagonal"),
        ];
        for (taken, what) in lines {
            if let Some(above) = *taken {
                return Err(format!(
                    "the queens of rows {} and {} share a {}",
                    above + 1,
                    row + 1,
                    what
                ));
            }
            *taken = Some(row);
        }
        placement.push(column);
    }
    Ok(placement)
}

/// That `answer` holds nothing after `what` (`the grid`, `the last board`): a checker's last
/// look at an answer.
///
/// # Errors
/// `line L of the answer: expected the end of the input after WHAT, found "…"`.
///
/// # Example
/// ```
/// use spec::check::expect_answer_end;
/// use textio::Tokens;
///
/// let mut answer = Tokens::new(b"7\n8\n");
/// answer.next();
/// assert_eq!(
///     expect_answer_end(&mut answer, "the count"),
///     Err("line 2 of the answer: expected the end of the input after the count, found \"8\"".to_string())
/// );
/// ```
pub fn expect_answer_end(answer: &mut Tokens<'_>, what: &str) -> Result<(), String> {
    answer
        .expect_end(what)
        .map_err(|e| format!("line {} of the answer: {}", e.line, e.message))
}

/// A token, or the end, as a message shows it: the token [`Token::quoted`], or `the end of
/// the answer`.
pub fn shown(token: Option<Token<'_>>) -> String {
    token.map_or("the end of the answer".to_string(), |t| t.quoted())
}

/// Reads `n²` symbols from 1 to `n` from `tokens` and checks that they are a Latin square of
/// order `n` with `block` in its top-left corner: how a checker reads a Latin square answered.
/// Only tokens count, not where the lines break.
///
/// # Errors
/// The first symbol that is not a number from 1 to `n`, differs from the block, or repeats
/// one of its row or its column (both places named, from 1).
///
/// # Complexity
/// `O(n²)`.
///
/// # Example
/// ```
/// use solver::latin::Block;
/// use spec::check::read_latin_square;
/// use textio::Tokens;
///
/// let block = Block::new(2, 1, 2, vec![1, 0]).unwrap();
/// assert_eq!(read_latin_square(&block, &mut Tokens::new(b"2 1\n1 2")), Ok(()));
/// assert_eq!(
///     read_latin_square(&block, &mut Tokens::new(b"2 1\n2 1")),
///     Err("column 1 holds 2 twice (rows 1 and 2)".to_string())
/// );
/// ```
pub fn read_latin_square(block: &Block, tokens: &mut Tokens<'_>) -> Result<(), String> {
    let n = block.order();
    let (r, c) = (block.rows(), block.cols());
    // The column (from 1) where each row holds each symbol, and the row where each column
    // does; 0 for none yet.
    let mut in_row = vec![0usize; n];
    let mut in_column = vec![0usize; n * n];
    for i in 0..n {
        for j in 0..n {
            let token = tokens.next();
            let v = token
                .and_then(|t| std::str::from_utf8(t.text).ok())
                .filter(|t| t.bytes().all(|b| b.is_ascii_digit()))
                .and_then(|t| t.parse::<usize>().ok())
                .filter(|&v| (1..=n).contains(&v))
                .ok_or_else(|| {
                    format!(
                        "row {}, column {}: expected a symbol from 1 to {}, found {}",
                        i + 1,
                        j + 1,
                        n,
                        shown(token)
                    )
                })?
                - 1;
            if i < r && j < c && block.cells()[i * c + j] as usize != v {
                return Err(format!(
                    "row {}, column {} holds {}, but the block has {} there",
                    i + 1,
                    j + 1,
                    v + 1,
                    block.cells()[i * c + j] + 1
                ));
            }
            if in_row[v] > i * n {
                return Err(format!(
                    "row {} holds {} twice (columns {} and {})",
                    i + 1,
                    v + 1,
                    in_row[v] - i * n,
                    j + 1
                ));
            }
            in_row[v] = i * n + j + 1;
            if in_column[j * n + v] != 0 {
                return Err(format!(
                    "column {} holds {} twice (rows {} and {})",
                    j + 1,
                    v + 1,
                    in_column[j * n + v],
                    i + 1
                ));
            }
            in_column[j * n + v] = i + 1;
        }
    }
    Ok(())
}
