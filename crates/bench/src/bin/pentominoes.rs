//! `pentominoes`: the 6×10 pentomino packings counted two ways, side by side: by
//! `solver::polyomino` (the library's exact cover), and by the plain Dancing Links written as
//! the seed program is ([`bench::plain_dlx`]) on the same options. Prints the count and the
//! time of each, and their ratio.
//!   pentominoes [ROWS COLUMNS]      default 6 10 (3 20, 4 15 and 5 12 also take the 12)

use std::process::ExitCode;
use std::time::Instant;

use bench::cover_instances::Matrix;
use bench::plain_dlx::PlainDlx;
use solver::polyomino::{Need, Packing, Piece};

/// The 12 pentominoes, F I L N P T U V W X Y Z.
const PENTOMINOES: [&str; 12] = [
    ".##/##./.#.",
    "#####",
    "####/#...",
    "##../.###",
    "##/##/#.",
    "###/.#./.#.",
    "#.#/###",
    "#../#../###",
    "#../##./.##",
    ".#./###/.#.",
    "####/.#..",
    "##./.#./.##",
];

fn main() -> ExitCode {
    let args: Vec<usize> = std::env::args()
        .skip(1)
        .filter_map(|a| a.parse().ok())
        .collect();
    let (rows, cols) = match args[..] {
        [] => (6, 10),
        [r, c] if r * c == 60 => (r, c),
        _ => {
            eprintln!("usage: pentominoes [ROWS COLUMNS], with ROWS × COLUMNS = 60");
            return ExitCode::from(2);
        }
    };
    let pieces: Vec<(Piece, Need)> = PENTOMINOES
        .iter()
        .map(|drawing| {
            let cells: Vec<(usize, usize)> = drawing
                .split('/')
                .enumerate()
                .flat_map(|(r, line)| {
                    line.char_indices()
                        .filter(|p| p.1 == '#')
                        .map(move |(c, _)| (r, c))
                })
                .collect();
            (Piece::new(&cells).expect("a pentomino"), Need::Must)
        })
        .collect();
    let board: Vec<(usize, usize)> = (0..rows)
        .flat_map(|r| (0..cols).map(move |c| (r, c)))
        .collect();
    let start = Instant::now();
    let mut packing = Packing::new(&board, &pieces, true).expect("distinct cells");
    let ours = packing.count(u64::MAX);
    let ours_time = start.elapsed().as_secs_f64();
    // The same options as a 0/1 matrix: the cells, then the pieces.
    let matrix = Matrix {
        columns: board.len() + pieces.len(),
        rows: (0..packing.options())
            .map(|o| {
                let placement = packing.placement(o);
                let mut row: Vec<usize> =
                    placement.cells.iter().map(|&(r, c)| r * cols + c).collect();
                row.push(board.len() + placement.piece);
                row
            })
            .collect(),
    };
    let start = Instant::now();
    let plain = PlainDlx::new().count(&matrix);
    let plain_time = start.elapsed().as_secs_f64();
    println!("{}×{}: {} options", rows, cols, packing.options());
    println!(
        "solver::polyomino  {:>6} packings  {:.3} s",
        ours, ours_time
    );
    println!(
        "plain Dancing Links {:>5} packings  {:.3} s",
        plain, plain_time
    );
    println!("ratio (ours / plain): {:.3}", ours_time / plain_time);
    if ours == plain {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}
