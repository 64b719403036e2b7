//! `pentominoes`: the 6×10 pentomino packings counted two ways, side by side: by
//! `solver::polyomino` (the library's exact cover), and by the plain Dancing Links written as
//! the seed program is ([`bench::plain_dlx`]) on the same options. Prints the count and the
//! time of each, and their ratio.
//!   pentominoes [ROWS COLUMNS]      default 6 10 (3 20, 4 15 and 5 12 also take the 12)

use std::process::ExitCode;
use std::time::Instant;

use cli::{Form, Tool};

use bench::classics::{pentomino_matrix, pentomino_packing};
use bench::plain_dlx::PlainDlx;

/// The command line.
fn tool() -> Tool {
    Tool::new("pentominoes").form(
        Form::new("[ROWS COLUMNS]", "Counts the packings of the 12 pentominoes into ROWS × COLUMNS = 60 (default 6 10) two ways, and prints both times and their ratio.")
            .positional("ROWS", 0, 1)
            .positional("COLUMNS", 0, 1),
    )
}

fn main() -> ExitCode {
    let board = tool().read_std(&cli::args(), |parsed| match parsed.positionals() {
        [] => Ok((6, 10)),
        [rows, cols] => {
            let side = |name, text| cli::read_as::<usize>(name, text, "a whole number");
            match (side("ROWS", rows)?, side("COLUMNS", cols)?) {
                (r, c) if r.checked_mul(c) == Some(60) => Ok((r, c)),
                _ => Err("ROWS × COLUMNS must be 60".to_string()),
            }
        }
        _ => Err("give ROWS and COLUMNS, or neither".to_string()),
    });
    let (rows, cols) = match board {
        Ok(board) => board,
        Err(status) => return ExitCode::from(status),
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
