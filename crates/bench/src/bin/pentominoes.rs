//! `pentominoes`: the 6×10 pentomino packings counted two ways, side by side: by
//! `solver::polyomino` (the library's exact cover), and by the plain Dancing Links written as
//! the seed program is ([`bench::plain_dlx`]) on the same options. Prints the count and the
//! time of each, and their ratio.
//!   pentominoes [ROWS COLUMNS]      default 6 10 (3 20, 4 15 and 5 12 also take the 12)

use std::process::ExitCode;
use std::time::Instant;

use bench::classics::{pentomino_matrix, pentomino_packing};
use bench::plain_dlx::PlainDlx;

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
    let start = Instant::now();
    let mut packing = pentomino_packing(rows, cols);
    let ours = packing.count(u64::MAX);
    let ours_time = start.elapsed().as_secs_f64();
    let matrix = pentomino_matrix(&packing, rows, cols);
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
