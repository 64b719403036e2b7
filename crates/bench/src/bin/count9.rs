//! `count9`: times `solver::sudoku9::Counter` on tables made from a seed, one by one.
//!   count9 random K N SEED   N tables of K givens set at random cells, each a digit its row,
//!                            column and box do not hold yet (many have no completion)
//!   count9 kept K N SEED     N tables of K givens kept from random solved grids
//! Each table is counted without a bound on the work (a table is still refused when a band of
//! it has more than `MOST_STATES` column states in both orientations); printed: how many were
//! counted and how many refused, the median and worst time of each, and the slowest table
//! counted (row by row, `.` for an empty cell). Whole-process figures are in
//! crates/bench/README.md.

use std::process::ExitCode;
use std::time::Instant;

use cli::{Form, Tool};
use solver::generate::random_grid;
use solver::model::{Geometry, Puzzle};
use solver::rng::SplitMix64;
use solver::sudoku9::{Counter, Sudoku9};

/// The command line.
fn tool() -> Tool {
    let about = "Counts N tables of K givens (0 to 81) made from SEED, one by one, and prints how many were counted and refused, the median and worst time of each, and the slowest table counted.";
    Tool::new("count9")
        .form(
            Form::word("random", "random K N SEED", format!("{about} Givens at random cells, each a digit its row, column and box do not hold yet."))
                .positional("K", 1, 1)
                .positional("N", 1, 1)
                .positional("SEED", 1, 1),
        )
        .form(
            Form::word("kept", "kept K N SEED", format!("{about} Givens kept from random solved grids."))
                .positional("K", 1, 1)
                .positional("N", 1, 1)
                .positional("SEED", 1, 1),
        )
}

fn main() -> ExitCode {
    let request = tool().read_std(&cli::args(), |parsed| {
        let p = parsed.positionals();
        let k: usize = cli::read_as("K", &p[0], "a number of givens from 0 to 81")?;
        if k > 81 {
            return Err(format!("K = {k}: a table has 81 cells"));
        }
        let n: usize = cli::read_as("N", &p[1], "a number of tables")?;
        let seed: u64 = cli::read_as("SEED", &p[2], "a whole number")?;
        Ok((parsed.word() == Some("kept"), k, n, seed))
    });
    let (kept, k, n, seed) = match request {
        Ok(request) => request,
        Err(status) => return ExitCode::from(status),
    };
    let geometry = Geometry::boxed(3, 3).expect("a 9×9 grid");
    let mut rng = SplitMix64::new(seed);
    let mut counter = Counter::new();
    let (mut counted, mut refused) = (Vec::new(), Vec::new());
    let mut worst = (0.0, String::new());
    for _ in 0..n {
        let cells = if kept {
            kept_givens(&geometry, k, &mut rng)
        } else {
            random_givens(k, &mut rng)
        };
        let text: String = cells
            .iter()
            .map(|c| c.map_or('.', |d| char::from(b'1' + d)))
            .collect();
        let puzzle = Puzzle::new(geometry.clone(), cells).expect("81 cells of digits");
        let start = Instant::now();
        let result = counter.count(&puzzle, u64::MAX);
        let seconds = start.elapsed().as_secs_f64();
        match result {
            Ok(_) => {
                if seconds > worst.0 {
                    worst = (seconds, text);
                }
                counted.push(seconds)
            }
            Err(_) => refused.push(seconds),
        }
    }
    println!(
        "{} tables of {} givens ({}, seed {}): counted {}, {}; refused {}, {}; slowest counted {}",
        n,
        k,
        if kept {
            "kept from solved grids"
        } else {
            "random"
        },
        seed,
        counted.len(),
        spread(&mut counted),
        refused.len(),
        spread(&mut refused),
        worst.1
    );
    ExitCode::SUCCESS
}

/// "median X ms, worst Y ms" of `times`, or nothing.
fn spread(times: &mut [f64]) -> String {
    if times.is_empty() {
        return "none".to_string();
    }
    times.sort_by(|a, b| a.total_cmp(b));
    format!(
        "median {:.1} ms, worst {:.1} ms",
        times[times.len() / 2] * 1e3,
        times[times.len() - 1] * 1e3
    )
}

/// `k` givens at random cells, each a random digit its row, column and box do not hold (a
/// cell where all nine are held is passed over).
fn random_givens(k: usize, rng: &mut SplitMix64) -> Vec<Option<u8>> {
    let mut cells = vec![None; 81];
    let mut order: Vec<usize> = (0..81).collect();
    rng.shuffle(&mut order);
    let mut placed = 0;
    for &c in &order {
        if placed == k {
            break;
        }
        let held = (0..81)
            .filter(|&o| {
                o / 9 == c / 9 || o % 9 == c % 9 || (o / 27 == c / 27 && o % 9 / 3 == c % 9 / 3)
            })
            .filter_map(|o| cells[o])
            .fold(0u16, |m, d: u8| m | 1 << d);
        let free: Vec<u8> = (0..9).filter(|&d| held >> d & 1 == 0).collect();
        if !free.is_empty() {
            cells[c] = Some(free[rng.below(free.len() as u64) as usize]);
            placed += 1;
        }
    }
    cells
}

/// `k` givens kept at random cells of a random solved grid.
fn kept_givens(geometry: &Geometry, k: usize, rng: &mut SplitMix64) -> Vec<Option<u8>> {
    let grid = random_grid(geometry, rng, &mut Sudoku9::new()).expect("a 9×9 grid exists");
    let mut order: Vec<usize> = (0..81).collect();
    rng.shuffle(&mut order);
    let mut cells = vec![None; 81];
    for &c in &order[..k] {
        cells[c] = Some(grid[c]);
    }
    cells
}
