//! The `solve` program as a user runs it: answers checked against Dancing Links, the formats,
//! the counts, the statistics, and every way it can fail (bad arguments, bad input, a closed
//! or full output) without a panic.

use std::io::Write;
use std::process::{Command, Stdio};

use solver::{DancingLinks, Engine, Geometry, Puzzle, SplitMix64};

use testkit::deadline::{wait_within, PROGRAM_LIMIT};
use testkit::streams::dev_full;

const SYMBOLS: &[u8] = b"123456789ABCDEFGHIJKLMNOPQRSTUVW";

/// Runs `solve` with `args` on `input`: (exit status, stdout, stderr).
fn solve(args: &[&str], input: &str) -> (i32, String, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_solve"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("solve starts");
    let mut stdin = child.stdin.take().unwrap();
    let input = input.to_string();
    let writer = std::thread::spawn(move || {
        let _ = stdin.write_all(input.as_bytes());
    });
    let out = wait_within(child, &format!("solve {}", args.join(" ")), PROGRAM_LIMIT);
    writer.join().unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// A puzzle as one line of symbols.
fn line(p: &Puzzle) -> String {
    p.cells()
        .iter()
        .map(|c| c.map_or('.', |v| char::from(SYMBOLS[v as usize])))
        .collect()
}

fn grid_line(grid: &[u8]) -> String {
    grid.iter()
        .map(|&v| char::from(SYMBOLS[v as usize]))
        .collect()
}

/// Random puzzles of `geometry`: a random full grid, `keep` random cells kept, and for every
/// third puzzle one more cell given a wrong value (which may leave no solution).
fn random_puzzles(geometry: &Geometry, count: usize, keep: usize, seed: u64) -> Vec<Puzzle> {
    let mut rng = SplitMix64::new(seed);
    let n = geometry.size();
    (0..count)
        .map(|k| {
            let grid = solver::generate::random_grid(geometry, &mut rng, &mut DancingLinks::new())
                .unwrap();
            let mut cells: Vec<usize> = (0..n * n).collect();
            rng.shuffle(&mut cells);
            let mut p = Puzzle::empty(geometry.clone());
            for &c in &cells[..keep] {
                p.set(c / n, c % n, Some(grid[c])).unwrap();
            }
            if k % 3 == 0 {
                let c = cells[keep];
                p.set(c / n, c % n, Some((grid[c] + 1) % n as u8)).unwrap();
            }
            p
        })
        .collect()
}

/// The answer Dancing Links gives: the first solution it finds may differ from ours, so a
/// puzzle with several solutions is compared by count only.
fn expected_count(p: &Puzzle, limit: u64) -> u64 {
    DancingLinks::new().count_solutions(p, limit)
}

#[test]
fn solutions_match_dancing_links_on_every_size() {
    for (geometry, keep, seed) in [
        (Geometry::boxed(3, 3).unwrap(), 30, 1),
        (Geometry::boxed(2, 3).unwrap(), 16, 2),
        (Geometry::boxed(3, 4).unwrap(), 90, 3),
        (Geometry::boxed(4, 4).unwrap(), 180, 4),
        (Geometry::boxed(5, 5).unwrap(), 500, 5),
    ] {
        let puzzles = random_puzzles(&geometry, 12, keep, seed);
        let input: String = puzzles.iter().map(|p| line(p) + "\n").collect();
        let (status, stdout, stderr) = solve(&[], &input);
        assert_eq!((status, stderr.as_str()), (0, ""));
        let answers: Vec<&str> = stdout.lines().collect();
        assert_eq!(answers.len(), puzzles.len());
        for (p, answer) in puzzles.iter().zip(&answers) {
            match expected_count(p, 2) {
                0 => assert_eq!(*answer, "none"),
                1 => assert_eq!(
                    *answer,
                    grid_line(&DancingLinks::new().first_solution(p).unwrap())
                ),
                _ => {
                    let grid: Vec<u8> = answer
                        .bytes()
                        .map(|b| SYMBOLS.iter().position(|&s| s == b).unwrap() as u8)
                        .collect();
                    assert!(p.is_solved_by(&grid), "{answer}");
                }
            }
        }
    }
}

/// A full grid of side `r · c` with `r × c` boxes: row `i` is row 0 shifted by `c · (i mod r) +
/// i / r`, the classic pattern (checked by the model, not assumed).
fn pattern_grid(r: usize, c: usize) -> (Geometry, Vec<u8>) {
    let n = r * c;
    let geometry = Geometry::boxed(r, c).unwrap();
    let grid: Vec<u8> = (0..n * n)
        .map(|cell| {
            let (row, col) = (cell / n, cell % n);
            ((c * (row % r) + row / r + col) % n) as u8
        })
        .collect();
    assert!(Puzzle::empty(geometry.clone()).is_solved_by(&grid));
    (geometry, grid)
}

#[test]
fn sides_from_1_to_32_are_taken_and_others_refused() {
    // The one-line format's boxes: r × c with r the largest divisor of n no greater than √n.
    for (r, c) in [(1, 1), (1, 2), (2, 2), (3, 3), (5, 5), (5, 6), (4, 8)] {
        let (_, grid) = pattern_grid(r, c);
        let mut puzzle = grid_line(&grid);
        puzzle.replace_range(0..1, ".");
        let (status, stdout, stderr) = solve(&[], &format!("{puzzle}\n"));
        assert_eq!(
            (status, stdout, stderr),
            (0, format!("{}\n", grid_line(&grid)), String::new()),
            "side {}",
            r * c
        );
    }
    let (_, grid) = pattern_grid(4, 8);
    let largest = grid_line(&grid);
    assert_eq!(largest.len(), 32 * 32);
    for cells in [33 * 33, 32 * 32 - 1, 32 * 32 + 1, 2] {
        let line: String = largest.chars().cycle().take(cells).collect();
        let (status, stdout, stderr) = solve(&[], &format!("{line}\n"));
        assert_eq!((status, stdout.as_str()), (1, ""), "{cells} symbols");
        assert!(
            stderr.contains(&format!("line 1: {cells} symbols; a puzzle on one line has n² of them for a side n from 1 to 32")),
            "{cells} symbols: {stderr}"
        );
    }
}

#[test]
fn counts_and_the_unique_solution() {
    let geometry = Geometry::boxed(3, 3).unwrap();
    let mut puzzles = random_puzzles(&geometry, 9, 26, 7);
    // One with a unique solution for sure: a full grid less one cell.
    let full = DancingLinks::new()
        .first_solution(&Puzzle::empty(geometry.clone()))
        .unwrap();
    let mut unique = Puzzle::new(geometry, full.iter().map(|&v| Some(v)).collect()).unwrap();
    unique.set(4, 4, None).unwrap();
    puzzles.push(unique);
    let input: String = puzzles.iter().map(|p| line(p) + "\n").collect();
    let (status, stdout, _) = solve(&["--count", "5"], &input);
    assert_eq!(status, 0);
    let mut kinds = [0; 3];
    for (p, answer) in puzzles.iter().zip(stdout.lines()) {
        let count = expected_count(p, 5);
        kinds[count.min(2) as usize] += 1;
        if count == 1 {
            let grid = DancingLinks::new().first_solution(p).unwrap();
            assert_eq!(answer, format!("1 {}", grid_line(&grid)));
        } else {
            assert_eq!(answer, count.to_string());
        }
    }
    assert!(kinds.iter().all(|&k| k > 0), "none/one/many: {kinds:?}");
}

#[test]
fn many_solutions_of_a_9x9_are_counted_exactly_past_the_visited_ones() {
    // 20 givens of a random grid, 967,682 solutions (Dancing Links counts them one by one):
    // past `VISITED`, the default engine hands the count to the band counter.
    let table = "......8..8.312.7......8..6..2........8..6...16.13.2.......4..7..3.............5..";
    let cells = table
        .bytes()
        .map(|b| (b != b'.').then(|| b - b'1'))
        .collect();
    let p = Puzzle::new(Geometry::boxed(3, 3).unwrap(), cells).unwrap();
    let all = expected_count(&p, u64::MAX);
    assert!(all > 2 * solve::VISITED, "{all}");
    let input = format!("{table}\n{table}\n");
    for limit in [all + 1, all - 1, solve::VISITED + 1] {
        let (status, stdout, _) = solve(&["--count", &limit.to_string()], &input);
        let expected = all.min(limit);
        assert_eq!(
            (status, stdout),
            (0, format!("{expected}\n{expected}\n")),
            "{limit}"
        );
    }
}

#[test]
fn labels_comments_and_zeros_are_kept_apart() {
    let input = "# two 4×4 puzzles\n\nfirst: 1234341221434321\r\nsecond:0000000000000000\n\n";
    let (status, stdout, _) = solve(&["--count", "2"], input);
    assert_eq!(status, 0);
    assert_eq!(stdout, "first:1 1234341221434321\nsecond:2\n");
}

#[test]
fn the_plain_format_with_a_jigsaw() {
    // The 6×6 region map of lanqiao2012's statement, with one given: many solutions; and the
    // same map fully given but for two cells.
    let map = "000011\n022013\n221113\n243333\n244455\n445555\n";
    let regions: Vec<usize> = map
        .bytes()
        .filter(|b| !b.is_ascii_whitespace())
        .map(|b| usize::from(b - b'0'))
        .collect();
    let geometry = Geometry::jigsaw(6, &regions).unwrap();
    let full = DancingLinks::new()
        .first_solution(&Puzzle::empty(geometry.clone()))
        .unwrap();
    let mut nearly = Puzzle::new(geometry, full.iter().map(|&v| Some(v)).collect()).unwrap();
    nearly.set(0, 0, None).unwrap();
    nearly.set(5, 5, None).unwrap();
    let cells: String = line(&nearly)
        .as_bytes()
        .chunks(6)
        .map(|row| String::from_utf8_lossy(row).into_owned() + "\n")
        .collect();
    let input = format!("{map}1.....\n......\n......\n......\n......\n......\n\n{map}{cells}");
    let (status, stdout, stderr) = solve(&["--count", "3"], &input);
    assert_eq!((status, stderr.as_str()), (0, ""));
    let expected_first = expected_count(&Puzzle::empty(nearly.geometry().clone()), 3);
    assert_eq!(
        stdout,
        format!("{}\n1 {}\n", expected_first, grid_line(&full))
    );
}

#[test]
fn stats_go_to_stderr() {
    let input = "1234341221434321\n1.3.............\n";
    let (status, stdout, stderr) = solve(&["--stats"], input);
    assert_eq!(status, 0);
    assert_eq!(stdout.lines().count(), 2);
    let lines: Vec<&str> = stderr.lines().collect();
    assert_eq!(lines.len(), 1, "{stderr}");
    assert!(lines[0].starts_with("solve: 2 puzzles, "), "{stderr}");
    assert!(lines[0].contains(" µs/puzzle, ") && lines[0].ends_with(" nodes"));
    let (_, _, each) = solve(&["--stats=each", "--engine", "dancing-links"], input);
    let lines: Vec<&str> = each.lines().collect();
    assert_eq!(lines.len(), 3, "{each}");
    assert!(lines[0].starts_with("solve: line 1: 1 puzzles, "), "{each}");
    assert!(lines[1].starts_with("solve: line 2: 1 puzzles, "), "{each}");
    assert!(lines[2].starts_with("solve: 2 puzzles, ") && lines[2].ends_with(" nodes"));
    // Every engine counts its nodes: the total is the sum of the puzzles'.
    let nodes = |line: &str| -> u64 {
        let words: Vec<&str> = line.split(' ').collect();
        words[words.len() - 2].parse().expect("a count of nodes")
    };
    assert_eq!(nodes(lines[2]), nodes(lines[0]) + nodes(lines[1]));
    assert!(nodes(lines[1]) > 0, "{each}");
}

#[test]
fn every_engine_gives_the_same_counts() {
    let puzzles = random_puzzles(&Geometry::boxed(3, 3).unwrap(), 30, 28, 9);
    let input: String = puzzles.iter().map(|p| line(p) + "\n").collect();
    let (_, reference, _) = solve(&["--count", "3", "--engine", "dancing-links"], &input);
    for engine in solver::engines::ENGINES.iter().map(|e| e.name) {
        let (status, stdout, _) = solve(&["--count", "3", "--engine", engine], &input);
        assert_eq!(
            (status, stdout.as_str()),
            (0, reference.as_str()),
            "{engine}"
        );
    }
}

#[test]
fn the_nine_by_nine_engine_refuses_other_grids() {
    let input = "1234341221434321\n";
    let (status, stdout, stderr) = solve(&["--engine", "sudoku9"], input);
    assert_eq!((status, stdout.as_str()), (1, ""));
    assert_eq!(
        stderr,
        "solve: line 1: the sudoku9 engine takes 9×9 grids with 3×3 boxes only; --engine auto takes any\n"
    );
}

#[test]
fn bad_input_names_its_line_and_keeps_earlier_answers() {
    let input = "1234341221434321\n# fine so far\n12345\n1234341221434321\n";
    let (status, stdout, stderr) = solve(&[], input);
    assert_eq!(status, 1);
    assert_eq!(stdout, "1234341221434321\n");
    assert!(
        stderr.starts_with("solve: line 3: 5 symbols; a puzzle on one line has n²"),
        "{stderr}"
    );
    let (status, stdout, stderr) = solve(&[], "1234341221434321\n12X4341221434321\n");
    assert_eq!((status, stdout.as_str()), (1, "1234341221434321\n"));
    assert_eq!(
        stderr,
        "solve: line 2: symbol 3 is 'X', not a value of a 4×4 grid (1-4, or '.' or '0' for an empty cell)\n"
    );
    let (status, _, stderr) = solve(&["--plain"], "0011\n0011\n2233\n2233\n1...\n");
    assert_eq!(status, 1);
    assert_eq!(
        stderr,
        "solve: line 1: the text ends in the cells at row 2\n"
    );
}

#[test]
fn bad_arguments_print_the_usage_and_exit_2() {
    for args in [
        &["--count"][..],
        &["--count", "0"],
        &["--engine", "fast"],
        &["--lines", "--plain"],
        &["--bogus"],
        &["a", "b"],
        &["--steps"],
        &["--rules", "x-wing"],
        &["--rules", "naked-single", "--count", "2"],
        &["--rules", "naked-single", "--engine", "backtrack"],
    ] {
        let (status, stdout, stderr) = solve(args, "");
        assert_eq!((status, stdout.as_str()), (2, ""), "{args:?}");
        assert!(stderr.starts_with("solve: "), "{stderr}");
        assert!(
            stderr.contains("\nusage: solve [options] [FILE]\n"),
            "{stderr}"
        );
    }
    let (status, stdout, _) = solve(&["--help"], "");
    assert_eq!(status, 0);
    assert!(stdout.starts_with("usage: solve"));
    // The help lists the library's table of engines, each with what it is; each is taken.
    for entry in solver::engines::ENGINES {
        let row = format!("    {:<15}{}", entry.name, entry.about);
        assert!(stdout.contains(&row), "{row:?} missing:\n{stdout}");
        let (status, _, stderr) = solve(&["--engine", entry.name], "");
        assert_eq!((status, stderr.as_str()), (0, ""), "{}", entry.name);
    }
    let (status, _, stderr) = solve(&["/nonexistent/puzzles.txt"], "");
    assert_eq!(status, 1);
    assert!(stderr.starts_with("solve: cannot read /nonexistent/puzzles.txt: "));
}

/// `--rules` on unique puzzles: every value the rules place is the solution's, `solved` exactly
/// when no cell is left, one step line per value placed; and a 4×4 grid whose row 1 lacks only
/// its 4: the naked single places it, cross-hatching (the box of that cell still has two
/// places for 4) does not.
#[test]
fn rules_place_only_the_solution_s_values_and_say_how_far_they_got() {
    let geometry = Geometry::boxed(3, 3).unwrap();
    let mut rng = SplitMix64::new(11);
    let mut text = String::new();
    let mut made = Vec::new();
    for k in 0..12 {
        let target = solver::generate::Target::Givens(22 + 2 * k);
        let generated =
            solver::generate::generate(&geometry, target, &mut rng, &mut DancingLinks::new())
                .unwrap();
        text.push_str(&format!("p{k}:{}\n", line(&generated.puzzle)));
        made.push(generated);
    }
    let (status, stdout, stderr) =
        solve(&["--rules", "naked-single,hidden-single", "--steps"], &text);
    assert_eq!((status, stderr.as_str()), (0, ""));
    let lines: Vec<&str> = stdout.lines().collect();
    let mut at = 0;
    let (mut solved, mut stuck) = (0, 0);
    for (k, generated) in made.iter().enumerate() {
        let givens = generated.puzzle.givens();
        let label = format!("p{k}:");
        let end = at
            + lines[at..]
                .iter()
                .position(|l| l.starts_with(&label))
                .unwrap();
        let (cells, verdict) = lines[end][label.len()..].split_at(81);
        let placed = cells.bytes().filter(|&b| b != b'.').count() - givens;
        assert_eq!(end - at, placed, "one step line per value placed");
        for (cell, b) in cells.bytes().enumerate() {
            if b != b'.' {
                assert_eq!(
                    b, SYMBOLS[generated.solution[cell] as usize],
                    "{}",
                    lines[end]
                );
            }
        }
        if placed + givens == 81 {
            assert_eq!(verdict, " solved");
            solved += 1;
        } else {
            assert_eq!(verdict, format!(" stuck, {} empty", 81 - placed - givens));
            stuck += 1;
        }
        at = end + 1;
    }
    assert!(solved > 0 && stuck > 0, "{solved} solved, {stuck} stuck");
    let row = "123.............";
    let (_, stdout, _) = solve(&["--rules", "naked-single", "--steps"], row);
    assert_eq!(
        stdout,
        "r1c4=4 naked-single\n1234............ stuck, 12 empty\n"
    );
    let (_, stdout, _) = solve(&["--rules", "cross-hatching"], row);
    assert_eq!(stdout, "123............. stuck, 13 empty\n");
    let (_, stdout, _) = solve(&["--rules", "cross-hatching"], "11..............");
    assert_eq!(
        stdout,
        "11.............. contradiction: row 1 holds 1 twice\n"
    );
}

#[test]
fn a_full_output_is_an_error_not_a_panic() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_solve"))
        .stdin(Stdio::piped())
        .stdout(dev_full())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(b"1234341221434321\n")
        .unwrap();
    let out = wait_within(child, "solve >/dev/full", PROGRAM_LIMIT);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{stderr}");
    assert!(
        stderr.starts_with("solve: cannot write the answers: "),
        "{stderr}"
    );
    assert!(!stderr.contains("panicked"));
}

#[test]
fn a_closed_pipe_is_an_error_not_a_panic() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_solve"))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    // Nobody reads the answers.
    drop(child.stdout.take());
    let input = "1234341221434321\n".repeat(20_000);
    let _ = child.stdin.take().unwrap().write_all(input.as_bytes());
    let out = wait_within(child, "solve | (closed)", PROGRAM_LIMIT);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{stderr}");
    assert!(
        stderr.starts_with("solve: cannot write the answers: "),
        "{stderr}"
    );
    assert!(!stderr.contains("panicked"));
}
