//! Exact-cover matrices near Luogu P4929's limits (N rows, M columns, N, M ≤ 500, at most 5000
//! ones), generated from fixed seeds in kinds that load Dancing Links differently, written and
//! read in the judge's format and checked by its checker (the problem's own, through the
//! catalog), many matrices to a file.
//!
//! Every instance's rows and columns come in an order shuffled by its seed, and each comes twice:
//! as drawn, then with its rows in the reverse order. The library tries a column's rows from
//! the top and the plain reference (which puts each new node at the top of its column) from the
//! bottom, so over each pair both search the same two trees, one each way round: luck in
//! meeting a cover early cancels, and what a kind's timing compares is the cost of the work.

use catalog::formats::exact_cover::{read_matrix, tool};
use solver::generate::{generate, Target};
use solver::model::{Geometry, Puzzle};
use solver::polyomino::{Piece, PENTOMINOES};
use solver::rng::SplitMix64;
use solver::Auto;
use textio::Tokens;

/// The judge's matrix, its limits (N, M ≤ [`MAX_SIDE`], at most [`MAX_ONES`] ones), its answer
/// and its word for no cover: the problem's own, through the catalog.
pub use catalog::formats::exact_cover::{answer_line, Matrix, MAX_ONES, MAX_SIDE, NO_SOLUTION};

/// The number of ones of `matrix`.
pub fn ones(matrix: &Matrix) -> usize {
    matrix.rows.iter().map(Vec::len).sum()
}

/// Whether `matrix` is within the judge's limits.
pub fn fits_the_limits(matrix: &Matrix) -> bool {
    matrix.rows.len() <= MAX_SIDE && matrix.columns <= MAX_SIDE && ones(matrix) <= MAX_ONES
}

/// `matrix` in the judge's format.
pub fn matrix_text(matrix: &Matrix) -> Vec<u8> {
    let mut text = Vec::new();
    tool::write_matrix(&mut text, matrix).expect("a Vec takes every write");
    text
}

/// Whether `chosen` (rows from 0) is an exact cover of `matrix`, as the judge's checker says.
/// `O(N · M)`: the matrix is written and read again.
pub fn is_exact_cover(matrix: &Matrix, chosen: &[usize]) -> bool {
    let answer = answer_line(Some(chosen));
    // The answer as the expected one too: the checker holds both to being a cover.
    tool::check_answer(&matrix_text(matrix), answer.as_bytes(), answer.as_bytes()).is_ok()
}

/// Renames the columns and reorders the rows and each row's ones, by `rng`.
fn shuffle(matrix: &mut Matrix, rng: &mut SplitMix64) {
    let mut order: Vec<usize> = (0..matrix.columns).collect();
    rng.shuffle(&mut order);
    for row in &mut matrix.rows {
        for c in row.iter_mut() {
            *c = order[*c];
        }
        rng.shuffle(row);
    }
    rng.shuffle(&mut matrix.rows);
}

#[derive(Clone, Debug)]
pub struct Instance {
    pub matrix: Matrix,
    pub feasible: Option<bool>,
}

/// The kinds of instances, each from its own generator.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Kind {
    /// Minimal 9×9 Sudoku puzzles (17 to 25 givens): one row per candidate left by the givens,
    /// one column per cell, (row, value), (column, value) and (box, value) the givens leave open.
    Sudoku9,
    /// 16×16 Sudoku puzzles with 132 givens, encoded the same way (≤ 496 columns).
    Sudoku16,
    /// A random partition of 300 columns into blocks of 2 to 8, hidden among random rows of
    /// the same sizes: 500 rows in all.
    Partition,
    /// Six pentominoes drawn at random, each used once, on a 5×6 board (36 columns, a row per
    /// placement: up to 500). Most draws do not tile the board, which only the whole search
    /// tells; whether one does is not known in advance.
    Pentomino,
    /// L and I trominoes on a rectangle of 69 to 99 cells that straight ones tile (a row per
    /// placement: 334 to 478).
    Tromino,
    /// Dominoes on a 6×8 board without two opposite corners: no tiling (the two cells removed
    /// have the same colour), found only by exhausting the search.
    Mutilated,
    /// Random rows of even length over an odd number of columns: no cover (its rows' lengths
    /// would sum to an odd number), and every column in some row.
    Parity,
    /// A partition instance with one column's ones erased: that column is in no row.
    EmptyColumn,
}

impl Kind {
    /// Every kind, in the order tables list them.
    pub const ALL: [Kind; 8] = [
        Kind::Sudoku9,
        Kind::Sudoku16,
        Kind::Partition,
        Kind::Pentomino,
        Kind::Tromino,
        Kind::Mutilated,
        Kind::Parity,
        Kind::EmptyColumn,
    ];

    /// The kind's name in file and benchmark names.
    pub fn name(self) -> &'static str {
        match self {
            Kind::Sudoku9 => "sudoku9",
            Kind::Sudoku16 => "sudoku16",
            Kind::Partition => "partition",
            Kind::Pentomino => "pentomino",
            Kind::Tromino => "tromino",
            Kind::Mutilated => "mutilated",
            Kind::Parity => "parity",
            Kind::EmptyColumn => "empty-column",
        }
    }

    /// How many mirrored pairs of this kind the benchmarks take: enough for a tenth of a
    /// second or so of search or building, in the library and in the plain reference alike.
    pub fn benchmark_pairs(self) -> u64 {
        match self {
            Kind::Sudoku9 | Kind::Tromino | Kind::EmptyColumn => 50,
            Kind::Sudoku16 => 25,
            Kind::Partition | Kind::Pentomino | Kind::Mutilated => 10,
            Kind::Parity => 5,
        }
    }

    /// The kind of that name.
    pub fn from_name(name: &str) -> Option<Kind> {
        Kind::ALL.into_iter().find(|k| k.name() == name)
    }

    /// The instance of this kind for `seed`: the same seed, the same matrix.
    ///
    /// # Complexity
    /// Milliseconds; the Sudoku kinds generate a puzzle with a unique solution first.
    pub fn instance(self, seed: u64) -> Instance {
        // Each kind draws from its own stream of seeds.
        let mut rng = SplitMix64::new(seed ^ ((self as u64 + 1) << 32));
        let mut matrix = match self {
            Kind::Sudoku9 => sudoku(3, Target::Minimal, &mut rng),
            Kind::Sudoku16 => sudoku(4, Target::Givens(132), &mut rng),
            Kind::Partition => partition(&mut rng),
            Kind::Pentomino => pentominoes(&mut rng),
            Kind::Tromino => trominoes(&mut rng),
            Kind::Mutilated => mutilated(6, 8),
            Kind::Parity => parity(&mut rng),
            Kind::EmptyColumn => {
                let mut matrix = partition(&mut rng);
                let gone = rng.below(matrix.columns as u64) as usize;
                for row in &mut matrix.rows {
                    row.retain(|&c| c != gone);
                }
                matrix
            }
        };
        shuffle(&mut matrix, &mut rng);
        assert!(fits_the_limits(&matrix), "{} seed {seed}", self.name());
        Instance {
            matrix,
            feasible: self.has_cover(),
        }
    }

    /// Whether every instance of this kind has an exact cover, when the construction tells.
    pub fn has_cover(self) -> Option<bool> {
        match self {
            Kind::Sudoku9 | Kind::Sudoku16 | Kind::Partition | Kind::Tromino => Some(true),
            Kind::Mutilated | Kind::Parity | Kind::EmptyColumn => Some(false),
            Kind::Pentomino => None,
        }
    }

    /// The instances for seeds `1..=pairs`, each followed by its mirror (its rows reversed):
    /// `2 * pairs` instances.
    pub fn instances(self, pairs: u64) -> Vec<Instance> {
        let mut all = Vec::new();
        for seed in 1..=pairs {
            let instance = self.instance(seed);
            let mut mirror = instance.clone();
            mirror.matrix.rows.reverse();
            all.push(instance);
            all.push(mirror);
        }
        all
    }
}

/// A puzzle with boxes of `b × b` generated down to `target`, as exact cover of the candidates
/// its givens leave; drawn again until it fits the limits.
fn sudoku(b: usize, target: Target, rng: &mut SplitMix64) -> Matrix {
    let geometry = Geometry::boxed(b, b).expect("square boxes");
    loop {
        let generated = generate(&geometry, target, rng, &mut Auto::new()).expect("a grid");
        let matrix = candidates(&generated.puzzle);
        if fits_the_limits(&matrix) {
            return matrix;
        }
    }
}

/// The exact cover of a puzzle's open candidates: a row per (empty cell, value that no given
/// in its row, column or box holds); a column per constraint the givens leave open.
fn candidates(puzzle: &Puzzle) -> Matrix {
    let geometry = puzzle.geometry();
    let n = geometry.size();
    let n2 = n * n;
    let constraints = |cell: usize, v: usize| {
        [
            cell,
            n2 + cell / n * n + v,
            2 * n2 + cell % n * n + v,
            3 * n2 + geometry.region_of(cell) * n + v,
        ]
    };
    let mut closed = vec![false; 4 * n2];
    for (cell, given) in puzzle.cells().iter().enumerate() {
        if let Some(v) = *given {
            for c in constraints(cell, v as usize) {
                closed[c] = true;
            }
        }
    }
    let mut column = vec![usize::MAX; 4 * n2];
    let mut columns = 0;
    for (c, _) in closed.iter().enumerate().filter(|(_, &closed)| !closed) {
        column[c] = columns;
        columns += 1;
    }
    let mut rows = Vec::new();
    for (cell, given) in puzzle.cells().iter().enumerate() {
        if given.is_some() {
            continue;
        }
        for v in 0..n {
            let items = constraints(cell, v);
            if items.iter().all(|&c| !closed[c]) {
                rows.push(items.iter().map(|&c| column[c]).collect());
            }
        }
    }
    Matrix { columns, rows }
}

/// A random subset of `0..columns` of `len` columns.
fn random_subset(rng: &mut SplitMix64, columns: usize, len: usize) -> Vec<usize> {
    let mut all: Vec<usize> = (0..columns).collect();
    for i in 0..len {
        let j = i + rng.below((columns - i) as u64) as usize;
        all.swap(i, j);
    }
    all.truncate(len);
    all
}

/// 300 columns cut into blocks of 2 to 8 in a random order, and random rows of 2 to 8 columns
/// until there are 500 rows.
fn partition(rng: &mut SplitMix64) -> Matrix {
    const COLUMNS: usize = 300;
    let (shortest, longest) = (2, 8);
    let mut order: Vec<usize> = (0..COLUMNS).collect();
    rng.shuffle(&mut order);
    let mut rows = Vec::new();
    let mut rest = &order[..];
    while !rest.is_empty() {
        let len = (shortest + rng.below((longest - shortest + 1) as u64) as usize).min(rest.len());
        rows.push(rest[..len].to_vec());
        rest = &rest[len..];
    }
    while rows.len() < MAX_SIDE {
        let len = shortest + rng.below((longest - shortest + 1) as u64) as usize;
        rows.push(random_subset(rng, COLUMNS, len));
    }
    Matrix {
        columns: COLUMNS,
        rows,
    }
}

/// Random rows of 2, 4, 6 or 8 columns over an odd number of columns, 500 rows, drawn again
/// until every column is in some row.
fn parity(rng: &mut SplitMix64) -> Matrix {
    const COLUMNS: usize = 251;
    loop {
        let rows: Vec<Vec<usize>> = (0..MAX_SIDE)
            .map(|_| {
                let len = 2 * (1 + rng.below(4) as usize);
                random_subset(rng, COLUMNS, len)
            })
            .collect();
        let mut covered = vec![false; COLUMNS];
        for &c in rows.iter().flatten() {
            covered[c] = true;
        }
        if covered.iter().all(|&c| c) {
            return Matrix {
                columns: COLUMNS,
                rows,
            };
        }
    }
}

/// A shape's cells as (row, column), moved so that its top row and left column are 0.
type Shape = Vec<(usize, usize)>;

/// The distinct rotations and reflections of the piece of `cells` (`solver::polyomino`'s).
fn orientations(cells: &[(usize, usize)]) -> Vec<Shape> {
    let piece = Piece::new(cells).expect("a piece has cells");
    let all = piece.orientations(true);
    all.iter().map(|p| p.cells().to_vec()).collect()
}

/// The cells (`r * width + c`) of every placement of `shape` on a `height × width` board.
fn placements(shape: &[(usize, usize)], height: usize, width: usize) -> Vec<Vec<usize>> {
    let h = shape.iter().map(|p| p.0).max().expect("cells") + 1;
    let w = shape.iter().map(|p| p.1).max().expect("cells") + 1;
    let mut all = Vec::new();
    for r in 0..=height.saturating_sub(h) {
        for c in 0..=width.saturating_sub(w) {
            if h <= height && w <= width {
                all.push(
                    shape
                        .iter()
                        .map(|&(dr, dc)| (r + dr) * width + c + dc)
                        .collect(),
                );
            }
        }
    }
    all
}

/// Six distinct pentominoes, drawn again until their placements on the 5×6 board fit the
/// limits: columns 0 to 5 the pieces (each used once), 6 to 35 the cells.
fn pentominoes(rng: &mut SplitMix64) -> Matrix {
    const PIECES: usize = 6;
    let (height, width) = (5, 6);
    loop {
        let drawn = random_subset(rng, PENTOMINOES.len(), PIECES);
        let mut rows = Vec::new();
        for (k, &p) in drawn.iter().enumerate() {
            let pentomino = Piece::from_drawing(PENTOMINOES[p].1).expect("a pentomino");
            for shape in orientations(pentomino.cells()) {
                for cells in placements(&shape, height, width) {
                    let mut row = vec![k];
                    row.extend(cells.iter().map(|&c| PIECES + c));
                    rows.push(row);
                }
            }
        }
        if rows.len() <= MAX_SIDE {
            return Matrix {
                columns: PIECES + height * width,
                rows,
            };
        }
    }
}

/// L and I trominoes on a rectangle whose side 3 divides (so it has a tiling) and whose
/// placements fit the limits; every cell a column.
fn trominoes(rng: &mut SplitMix64) -> Matrix {
    const BOARDS: [(usize, usize); 5] = [(9, 9), (7, 12), (8, 9), (6, 15), (9, 11)];
    let (height, width) = BOARDS[rng.below(BOARDS.len() as u64) as usize];
    let mut rows = Vec::new();
    for piece in [[(0, 0), (1, 0), (2, 0)], [(0, 0), (1, 0), (1, 1)]] {
        for shape in orientations(&piece) {
            rows.extend(placements(&shape, height, width));
        }
    }
    Matrix {
        columns: height * width,
        rows,
    }
}

/// Dominoes on a `height × width` board without its top-left and bottom-right cells; `height
/// + width` even, so that both cells have one colour of the chessboard.
fn mutilated(height: usize, width: usize) -> Matrix {
    let cells = height * width;
    let gone = |c: usize| c == 0 || c == cells - 1;
    // Cells after the first are numbered one lower; the last is gone.
    let column = |c: usize| c - 1;
    let mut rows = Vec::new();
    for shape in orientations(&[(0, 0), (0, 1)]) {
        for cells in placements(&shape, height, width) {
            if cells.iter().all(|&c| !gone(c)) {
                rows.push(cells.iter().map(|&c| column(c)).collect());
            }
        }
    }
    Matrix {
        columns: cells - 2,
        rows,
    }
}

/// Reads matrices in the judge's format, one after another, to the end of the input.
///
/// # Errors
/// The line and what was expected, when the input is not such matrices within the limits.
pub fn read_matrices(input: &[u8]) -> Result<Vec<Matrix>, String> {
    let mut tokens = Tokens::new(input);
    let mut matrices = Vec::new();
    while !tokens.is_at_end() {
        let matrix =
            read_matrix(&mut tokens).map_err(|e| format!("line {}: {}", e.line, e.message))?;
        matrices.push(matrix);
    }
    Ok(matrices)
}

/// Checks an answer line against `matrix`: an exact cover (rows from 1), or [`NO_SOLUTION`]
/// only when `feasible` is not `Some(true)`. Returns whether the answer was a cover.
///
/// # Errors
/// What is wrong with the line.
pub fn check_answer(matrix: &Matrix, feasible: Option<bool>, line: &str) -> Result<bool, String> {
    if line.trim() == NO_SOLUTION {
        return match feasible {
            Some(true) => Err("no cover given for a matrix that has one".to_string()),
            _ => Ok(false),
        };
    }
    let rows: Vec<usize> = line
        .split_whitespace()
        .map(|t| t.parse::<usize>().ok().filter(|&r| r >= 1).map(|r| r - 1))
        .collect::<Option<_>>()
        .ok_or(format!("not row numbers: {line:?}"))?;
    if feasible == Some(false) {
        return Err("a cover given for a matrix that has none".to_string());
    }
    if !is_exact_cover(matrix, &rows) {
        return Err(format!("not an exact cover: {line:?}"));
    }
    Ok(true)
}

/// Answers every matrix of `input` (the judge's format, one matrix after another) with
/// `solve`, one line each: what a program reading P4929's input prints, for many inputs.
///
/// # Errors
/// When `input` is not such matrices.
pub fn answer_all<F>(input: &[u8], mut solve: F) -> Result<String, String>
where
    F: FnMut(&Matrix) -> Option<Vec<usize>>,
{
    let mut out = String::new();
    for matrix in read_matrices(input)? {
        out.push_str(&answer_line(solve(&matrix).as_deref()));
        out.push('\n');
    }
    Ok(out)
}

/// Checks the answers to every matrix of `input`, one line each, in order; `feasible` as in
/// [`check_answer`]. Returns how many answers were covers.
///
/// # Errors
/// The first wrong answer, by its matrix's number (from 1), or a missing or extra line.
pub fn check_answers(input: &[u8], answers: &str, feasible: Option<bool>) -> Result<usize, String> {
    let matrices = read_matrices(input)?;
    let lines: Vec<&str> = answers.lines().collect();
    if lines.len() != matrices.len() {
        return Err(format!(
            "{} answers for {} matrices",
            lines.len(),
            matrices.len()
        ));
    }
    let mut covers = 0;
    for (k, (matrix, line)) in matrices.iter().zip(&lines).enumerate() {
        covers += check_answer(matrix, feasible, line)
            .map_err(|e| format!("matrix {}: {e}", k + 1))? as usize;
    }
    Ok(covers)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::plain_dlx::PlainDlx;
    use solver::ExactCover;

    #[test]
    fn the_judge_format_reads_back_what_is_written() {
        let matrices = [
            Matrix {
                columns: 3,
                rows: vec![vec![2], vec![0], vec![1]],
            },
            Matrix {
                columns: 4,
                rows: vec![vec![], vec![3, 0]],
            },
        ];
        let text: Vec<u8> = matrices.iter().flat_map(matrix_text).collect();
        assert!(text.starts_with(b"3 3\n0 0 1\n1 0 0\n0 1 0\n2 4\n0 0 0 0\n"));
        let mut back = read_matrices(&text).unwrap();
        back[1].rows[1].sort_unstable();
        assert_eq!(back[0], matrices[0]);
        assert_eq!(back[1].rows, [vec![], vec![0, 3]]);
        assert!(read_matrices(b"1 2\n0 2\n").is_err());
        assert!(read_matrices(b"501 1\n").is_err());
    }

    #[test]
    fn answers_are_checked() {
        // The statement's samples with their expected answers.
        let first = read_matrices(b"3 3\n0 0 1\n1 0 0\n0 1 0\n")
            .unwrap()
            .remove(0);
        let second = read_matrices(b"3 3\n1 0 1\n1 1 0\n0 1 1\n")
            .unwrap()
            .remove(0);
        assert_eq!(check_answer(&first, None, "2 1 3"), Ok(true));
        assert_eq!(check_answer(&second, None, NO_SOLUTION), Ok(false));
        assert!(check_answer(&first, None, "1 2").is_err());
        assert!(check_answer(&first, None, "1 2 3 3").is_err());
        assert!(check_answer(&first, None, "0 1 2").is_err());
        assert!(check_answer(&first, Some(true), NO_SOLUTION).is_err());
        assert!(check_answer(&first, Some(false), "1 2 3").is_err());
        assert_eq!(answer_line(Some(&[1, 0, 2])), "2 1 3");
        assert_eq!(answer_line(None), NO_SOLUTION);
    }

    /// Both searches on every kind: each cover found is exact, both agree on whether there is
    /// one, and that agrees with the construction where it is known; and on each mirrored
    /// pair, the plain reference finds on the mirror the cover the library finds on the
    /// instance (the same search tree).
    #[test]
    fn both_searches_answer_every_kind_alike() {
        let mut plain = PlainDlx::new();
        for kind in Kind::ALL {
            let mut feasible = 0;
            let instances = kind.instances(2);
            for instance in &instances {
                let m = &instance.matrix;
                assert!(fits_the_limits(m));
                let library = ExactCover::from_rows(m.columns, &m.rows)
                    .unwrap()
                    .first_solution();
                let baseline = plain.solve(m);
                for cover in library.iter().chain(&baseline) {
                    assert!(is_exact_cover(m, cover), "{}", kind.name());
                }
                assert_eq!(library.is_some(), baseline.is_some(), "{}", kind.name());
                if let Some(known) = instance.feasible {
                    assert_eq!(library.is_some(), known, "{}", kind.name());
                }
                feasible += library.is_some() as usize;
            }
            for pair in instances.chunks(2) {
                let (m, mirror) = (&pair[0].matrix, &pair[1].matrix);
                assert!(m.rows.iter().rev().eq(&mirror.rows));
                let library = ExactCover::from_rows(m.columns, &m.rows)
                    .unwrap()
                    .first_solution()
                    .map(|mut rows| {
                        rows.sort_unstable();
                        rows
                    });
                let baseline = plain.solve(mirror).map(|rows| {
                    let mut rows: Vec<usize> = rows.iter().map(|r| m.rows.len() - 1 - r).collect();
                    rows.sort_unstable();
                    rows
                });
                assert_eq!(library, baseline, "{}", kind.name());
            }
            eprintln!("{}: {feasible} of 4 with a cover", kind.name());
        }
    }
}
