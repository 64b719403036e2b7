//! Malformed and unsolvable input, for every problem: a message on stderr that names the case,
//! the line and what was expected; exit status 1; every case before it still answered.
//!
//! Inputs are built from each problem's `sample-1` case, so the expected answers for the good
//! cases come from the statement.

use textio::{run_in_memory, Outcome};

use crate::cases::CASE_LIMIT;
use crate::deadline::Deadline;
use crate::workspace_root;

fn sample(problem: &str, ext: &str) -> String {
    let path = workspace_root()
        .join("problems")
        .join(problem)
        .join("cases")
        .join(format!("sample-1.{ext}"));
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

fn run(problem: &str, input: &str) -> Outcome {
    let p = catalog::find(problem).expect("a known problem");
    let _deadline = Deadline::new(&format!("{problem} on a bad input"), CASE_LIMIT);
    run_in_memory(p.name, p.solve, input.as_bytes())
}

/// Asserts a failed run: status 1, `stdout` exactly as given, and one stderr line containing
/// every fragment.
#[track_caller]
fn assert_fails(outcome: &Outcome, stdout: &str, fragments: &[&str]) {
    assert_eq!(outcome.status, 1, "stderr: {}", outcome.stderr);
    assert_eq!(String::from_utf8_lossy(&outcome.stdout), stdout);
    assert!(
        outcome
            .stderr
            .lines()
            .any(|line| fragments.iter().all(|f| line.contains(f))),
        "stderr {:?} lacks {fragments:?}",
        outcome.stderr
    );
}

/// The sample grid's lines with line `row` (0-based) replaced.
fn edit_row(text: &str, row: usize, f: impl Fn(&str) -> String) -> String {
    text.lines()
        .enumerate()
        .map(|(i, l)| if i == row { f(l) } else { l.to_string() } + "\n")
        .collect()
}

const SIXTEEN_BY_SIXTEEN: [&str; 2] = ["acwing169", "poj3076"];

#[test]
fn sixteen_row_of_wrong_length() {
    for problem in SIXTEEN_BY_SIXTEEN {
        let (good, answer) = (sample(problem, "in"), sample(problem, "out"));
        // Case 2 starts on line 18; its row 5 is line 22.
        let bad = edit_row(&good, 4, |l| l[1..].to_string());
        let o = run(problem, &format!("{good}\n{bad}"));
        assert_fails(
            &o,
            &answer,
            &[problem, "case 2, line 22:", "row 5: expected 16 characters"],
        );
    }
}

#[test]
fn sixteen_character_outside_the_alphabet() {
    for problem in SIXTEEN_BY_SIXTEEN {
        let (good, answer) = (sample(problem, "in"), sample(problem, "out"));
        let bad = edit_row(&good, 2, |l| format!("{}Z{}", &l[..1], &l[2..]));
        let o = run(problem, &format!("{good}\n{bad}"));
        assert_fails(
            &o,
            &answer,
            &[
                "case 2, line 20:",
                "row 3, column 2: expected A-P or '-', found 'Z'",
            ],
        );
    }
}

#[test]
fn sixteen_truncated_last_case() {
    for problem in SIXTEEN_BY_SIXTEEN {
        let (good, answer) = (sample(problem, "in"), sample(problem, "out"));
        let partial: String = good.lines().take(10).map(|l| format!("{l}\n")).collect();
        let o = run(problem, &format!("{good}\n{partial}"));
        assert_fails(
            &o,
            &answer,
            &["case 2, line 27:", "ends before row 11 of 16"],
        );
    }
}

#[test]
fn sixteen_unsolvable_case_is_skipped_and_reported() {
    for problem in SIXTEEN_BY_SIXTEEN {
        let (good, answer) = (sample(problem, "in"), sample(problem, "out"));
        // Row 1 is `--A----C-----O-I`: a second A in it cannot be solved.
        assert!(good.starts_with("--A"));
        let clash = edit_row(&good, 0, |l| format!("A{}", &l[1..]));
        let o = run(problem, &format!("{good}\n{clash}\n{good}"));
        assert_fails(
            &o,
            &format!("{answer}{answer}"),
            &["case 2 (from line 18):", "no solution"],
        );
    }
}

#[test]
fn sixteen_empty_input_is_no_case() {
    for problem in SIXTEEN_BY_SIXTEEN {
        for input in ["", "\n", " \r\n\r\n  "] {
            let o = run(problem, input);
            assert_eq!((o.status, o.stdout.len(), o.stderr.as_str()), (0, 0, ""));
        }
    }
}

#[test]
fn hdu_case_count_must_be_a_number_in_range() {
    let good = sample("hdu5547", "in");
    let body = good.split_once('\n').expect("T on its own line").1;
    for t in ["x", "0", "101", "-1", "3.0"] {
        let o = run("hdu5547", &format!("{t}\n{body}"));
        assert_fails(
            &o,
            "",
            &["case 1, line 1:", "number of cases T from 1 to 100", t],
        );
    }
    let o = run("hdu5547", "");
    assert_fails(&o, "", &["case 1, line 1:", "found the end of the input"]);
}

#[test]
fn hdu_bad_rows_and_truncation() {
    let good = sample("hdu5547", "in");
    let answer = sample("hdu5547", "out");
    let first_case: String = answer.lines().take(5).map(|l| format!("{l}\n")).collect();
    // Lines: 1 `3`, 2 empty, 3-6 case 1, 7 empty, 8-11 case 2, 12 empty, 13-16 case 3.
    let short = edit_row(&good, 8, |l| l[..3].to_string());
    assert_fails(
        &run("hdu5547", &short),
        &first_case,
        &["case 2, line 9:", "row 2: expected 4 characters"],
    );
    let bad = edit_row(&good, 9, |l| format!("5{}", &l[1..]));
    assert_fails(
        &run("hdu5547", &bad),
        &first_case,
        &[
            "case 2, line 10:",
            "row 3, column 1: expected 1-4 or '*', found '5'",
        ],
    );
    let two_cases: String = answer.lines().take(10).map(|l| format!("{l}\n")).collect();
    let truncated: String = good.lines().take(14).map(|l| format!("{l}\n")).collect();
    assert_fails(
        &run("hdu5547", &truncated),
        &two_cases,
        &["case 3, line 14:", "ends before row 3 of 4"],
    );
}

#[test]
fn hdu_unsolvable_case_is_skipped_and_reported() {
    let good = sample("hdu5547", "in");
    let answer = sample("hdu5547", "out");
    // Case 2's row 1 `*243` becomes `2243`: a clash.
    let clash = edit_row(&good, 7, |l| format!("2{}", &l[1..]));
    let without_case_2: String = answer
        .lines()
        .enumerate()
        .filter(|(i, _)| !(5..10).contains(i))
        .map(|(_, l)| format!("{l}\n"))
        .collect();
    assert_fails(
        &run("hdu5547", &clash),
        &without_case_2,
        &["case 2 (from line 8):", "no solution"],
    );
}

#[test]
fn hdu_input_after_the_last_case_is_reported() {
    let good = sample("hdu5547", "in");
    let answer = sample("hdu5547", "out");
    assert_fails(
        &run("hdu5547", &format!("{good}1234\n")),
        &answer,
        &[
            "hdu5547: after the last case, line 17:",
            "expected the end of the input after the 3 cases (T = 3), found \"1234\"",
        ],
    );
    // T = 2 before three boards: the third is after the last case, not in case 2.
    let two = edit_row(&good, 0, |_| "2".to_string());
    let o = run("hdu5547", &two);
    let first_two: String = answer.lines().take(10).map(|l| format!("{l}\n")).collect();
    assert_fails(
        &o,
        &first_two,
        &[
            "after the last case, line 13:",
            "after the 2 cases (T = 2), found \"*41*\"",
        ],
    );
    assert!(!o.stderr.contains("case 2"), "{}", o.stderr);
    let one = edit_row(&good, 0, |_| "1".to_string());
    assert_fails(
        &run("hdu5547", &one),
        &answer
            .lines()
            .take(5)
            .map(|l| format!("{l}\n"))
            .collect::<String>(),
        &[
            "after the last case, line 8:",
            "after the only case (T = 1)",
        ],
    );
}

/// spoj1110's sample (K = 1) made into K copies of its grid, one empty line between them, and the
/// expected answer: K copies of the solved grid, one empty line between them.
fn spoj_grids(k: usize) -> (String, String) {
    let good = sample("spoj1110", "in");
    let grid = good.split_once('\n').expect("K on its own line").1;
    let answer = sample("spoj1110", "out");
    (
        format!("{k}\n{}", vec![grid; k].join("\n")),
        vec![answer.as_str(); k].join("\n"),
    )
}

#[test]
fn spoj_grid_count_must_be_a_number_in_range() {
    let (input, _) = spoj_grids(2);
    let body = input.split_once('\n').unwrap().1;
    for k in ["x", "0", "11", "-1", "2.0"] {
        let o = run("spoj1110", &format!("{k}\n{body}"));
        assert_fails(
            &o,
            "",
            &[
                "spoj1110: case 1, line 1:",
                "the number of grids K from 1 to 10",
                k,
            ],
        );
    }
    assert_fails(
        &run("spoj1110", "\n"),
        "",
        &["case 1, line 1:", "found the end of the input"],
    );
}

#[test]
fn spoj_bad_row_truncation_and_leftovers() {
    let (three, _) = spoj_grids(3);
    let (_, one_answer) = spoj_grids(1);
    let (_, two_answers) = spoj_grids(2);
    // Line 1 is K; grid 1 is lines 2-17, line 18 is empty, grid 2 is lines 19-34.
    let bad = edit_row(&three, 22, |l| format!("{}Q{}", &l[..4], &l[5..]));
    assert_fails(
        &run("spoj1110", &bad),
        &one_answer,
        &[
            "case 2, line 23:",
            "row 5, column 5: expected A-P or '-', found 'Q'",
        ],
    );
    let truncated: String = three.lines().take(40).map(|l| format!("{l}\n")).collect();
    assert_fails(
        &run("spoj1110", &truncated),
        &two_answers,
        &["case 3, line 40:", "ends before row 6 of 16"],
    );
    let (two, _) = spoj_grids(2);
    assert_fails(
        &run("spoj1110", &format!("{two}\nABCD\n")),
        &two_answers,
        &[
            "spoj1110: after the last case, line 36:",
            "expected the end of the input after the 2 grids (K = 2), found \"ABCD\"",
        ],
    );
}

#[test]
fn spoj_unsolvable_grid_is_skipped_without_an_extra_empty_line() {
    let (two, two_answers) = spoj_grids(2);
    let (_, one_answer) = spoj_grids(1);
    assert_eq!(two_answers, format!("{one_answer}\n{one_answer}"));
    // Row 1 of grid 1 starts `--A----C`: a second `C` in front clashes with it.
    let clash = edit_row(&two, 1, |l| format!("C{}", &l[1..]));
    assert_fails(
        &run("spoj1110", &clash),
        &one_answer,
        &["case 1 (from line 2):", "no solution"],
    );
}

#[test]
fn lanqiao_region_map_errors() {
    let good = sample("lanqiao2012", "in");
    let short = edit_row(&good, 1, |l| l[..5].to_string());
    assert_fails(
        &run("lanqiao2012", &short),
        "",
        &["case 1, line 2:", "row 2: expected 6 characters"],
    );
    let bad = edit_row(&good, 3, |l| format!("6{}", &l[1..]));
    assert_fails(
        &run("lanqiao2012", &bad),
        "",
        &[
            "case 1, line 4:",
            "row 4, column 1: expected 0-5, found '6'",
        ],
    );
    // Row 1 `000011` becomes `000001`: region 0 has 7 cells and region 1 has 5.
    let unbalanced = edit_row(&good, 0, |_| "000001".to_string());
    assert_fails(
        &run("lanqiao2012", &unbalanced),
        "",
        &[
            "case 1, line 1:",
            "not 6 regions of 6 cells",
            "region 0 has 7 cells",
        ],
    );
}

#[test]
fn lanqiao_clue_count_errors() {
    let good = sample("lanqiao2012", "in");
    for n in ["x", "36", "-1"] {
        let bad = edit_row(&good, 6, |_| n.to_string());
        assert_fails(
            &run("lanqiao2012", &bad),
            "",
            &["case 1, line 7:", "number of clues n from 0 to 35", n],
        );
    }
    let truncated: String = good.lines().take(11).map(|l| format!("{l}\n")).collect();
    assert_fails(
        &run("lanqiao2012", &truncated),
        "",
        &["case 1, line 11:", "ends before clue 5 of 6"],
    );
}

#[test]
fn lanqiao_malformed_clues() {
    let good = sample("lanqiao2012", "in");
    for (clue, why) in [
        ("0C2", "the column 'C' is not a digit 0-5"),
        ("02", "2 characters"),
        ("02G", "'G' is not a letter A-F"),
        ("62C", "the row '6' is not a digit 0-5"),
        ("02CC", "4 characters"),
    ] {
        let bad = edit_row(&good, 8, |_| clue.to_string());
        assert_fails(
            &run("lanqiao2012", &bad),
            "",
            &["case 1, line 9:", "clue 2: expected", why],
        );
    }
}

#[test]
fn lanqiao_same_cell_two_letters_has_no_solution() {
    let good = sample("lanqiao2012", "in");
    let twice = edit_row(&good, 6, |_| "7".to_string()) + "02D\n";
    let o = run("lanqiao2012", &twice);
    assert_eq!(
        (o.status, String::from_utf8_lossy(&o.stdout).as_ref()),
        (0, "无解\n")
    );
    // The same letter twice at one cell is no clash.
    let again = edit_row(&good, 6, |_| "7".to_string()) + "02C\n";
    let o = run("lanqiao2012", &again);
    assert_eq!(o.stdout, sample("lanqiao2012", "out").as_bytes());
}

#[test]
fn lanqiao_input_after_the_clues_is_reported_and_nothing_printed() {
    let good = sample("lanqiao2012", "in");
    // n = 5 before six clues: the sixth, `53F`, would be dropped without a word.
    let five = edit_row(&good, 6, |_| "5".to_string());
    assert_fails(
        &run("lanqiao2012", &five),
        "",
        &[
            "case 1, line 13:",
            "expected the end of the input after the 5 clues (n = 5), found \"53F\"",
        ],
    );
    assert_fails(
        &run("lanqiao2012", &format!("{good}garbage here 12345\n")),
        "",
        &[
            "case 1, line 14:",
            "after the 6 clues (n = 6), found \"garbage\"",
        ],
    );
    let none: String = good.lines().take(6).map(|l| format!("{l}\n")).collect();
    assert_fails(
        &run("lanqiao2012", &format!("{none}0\n02C\n")),
        "",
        &[
            "case 1, line 8:",
            "after the number of clues n = 0, found \"02C\"",
        ],
    );
    // Clashing clues answer 无解, but only for an input that is whole.
    let clash = edit_row(&good, 6, |_| "7".to_string()) + "02D\n";
    assert_fails(
        &run("lanqiao2012", &format!("{clash}x\n")),
        "",
        &["case 1, line 15:", "after the 7 clues (n = 7), found \"x\""],
    );
}

#[test]
fn algo_reads_tokens_wherever_the_lines_break() {
    let good = sample("algo847", "in");
    let answer = sample("algo847", "out");
    let numbers: Vec<&str> = good.split_whitespace().collect();
    assert_eq!(numbers.len(), 16);
    let one_line = numbers.join(" ") + "\n";
    let split_rows = "1 2\n3 4 3\n4 1 2 0 0\n0 0 0\n0\n0 0\n";
    let carriage_returns = good.replace('\n', "\r");
    let no_final_break = numbers.join("\t");
    for input in [&one_line, split_rows, &carriage_returns, &no_final_break] {
        let o = run("algo847", input);
        assert_eq!(
            (o.status, o.stderr.as_str()),
            (0, ""),
            "{input:?}: {}",
            o.stderr
        );
        assert_eq!(String::from_utf8_lossy(&o.stdout), answer, "{input:?}");
    }
}

#[test]
fn algo_input_after_the_board_is_reported_and_nothing_printed() {
    let good = sample("algo847", "in");
    assert_fails(
        &run("algo847", &format!("{good}9 9 9 9\n")),
        "",
        &[
            "case 1, line 5:",
            "expected the end of the input after the 16 numbers of the board, found \"9\"",
        ],
    );
    let five = edit_row(&good, 0, |_| "1 2 3 4 0".to_string());
    assert_fails(
        &run("algo847", &five),
        "",
        &[
            "case 1, line 4:",
            "after the 16 numbers of the board, found \"0\"",
        ],
    );
}

#[test]
fn algo_numbers_must_be_integers_0_to_4_and_all_there() {
    let good = sample("algo847", "in");
    for value in ["5", "x", "-1", "1.5"] {
        let bad = edit_row(&good, 2, |_| format!("0 {value} 0 0"));
        assert_fails(
            &run("algo847", &bad),
            "",
            &[
                "case 1, line 3:",
                "row 3, column 2: expected an integer 0-4",
                value,
            ],
        );
    }
    // Three numbers on line 2: the rest move up, and the board ends one number short.
    let three = edit_row(&good, 1, |_| "3 4 1".to_string());
    assert_fails(
        &run("algo847", &three),
        "",
        &["case 1, line 4:", "ends before row 4, column 4"],
    );
    let truncated: String = good.lines().take(3).map(|l| format!("{l}\n")).collect();
    assert_fails(
        &run("algo847", &truncated),
        "",
        &["case 1, line 3:", "ends before row 4, column 1"],
    );
}

/// A token of `len` bytes of `byte`.
fn long_token(len: usize, byte: u8) -> String {
    String::from_utf8(vec![byte; len]).expect("an ASCII byte")
}

#[test]
fn a_huge_token_is_quoted_by_its_start_and_its_length() {
    const LEN: usize = 1 << 20;
    let x = long_token(LEN, b'x');
    let ctrl = long_token(LEN, 1);
    let hdu = sample("hdu5547", "in");
    let lanqiao = sample("lanqiao2012", "in");
    let algo = sample("algo847", "in");
    let bad_inputs = [
        ("acwing169", x.clone()),
        ("poj3076", format!("{}\n{ctrl}", sample("poj3076", "in"))),
        ("hdu5547", ctrl.clone()),
        ("hdu5547", format!("{hdu}{x}")),
        ("hdu5547", edit_row(&hdu, 3, |_| x.clone())),
        ("lanqiao2012", edit_row(&lanqiao, 0, |_| ctrl.clone())),
        ("lanqiao2012", edit_row(&lanqiao, 6, |_| x.clone())),
        ("lanqiao2012", edit_row(&lanqiao, 8, |_| x.clone())),
        ("lanqiao2012", format!("{lanqiao}{x}")),
        ("algo847", edit_row(&algo, 1, |_| x.clone())),
        ("algo847", format!("{algo}{ctrl}")),
    ];
    for (problem, input) in bad_inputs {
        let o = run(problem, &input);
        assert_eq!(o.status, 1, "{problem}: {}", o.stderr);
        assert_eq!(o.stderr.lines().count(), 1, "{problem}: {}", o.stderr);
        assert!(o.stderr.len() < 400, "{problem}: {}", o.stderr);
        assert!(
            o.stderr.contains(&format!("\"… ({LEN} bytes)")),
            "{problem}: {}",
            o.stderr
        );
        let shown = if o.stderr.contains("\\u{1}") {
            "\\u{1}".repeat(32)
        } else {
            "x".repeat(32)
        };
        assert!(
            o.stderr.contains(&format!("\"{shown}\"…")),
            "{problem}: {}",
            o.stderr
        );
    }
}

#[test]
fn acwing166_bad_puzzle_lines() {
    let good = sample("acwing166", "in");
    let answer = sample("acwing166", "out");
    let first_answer = format!("{}\n", answer.lines().next().unwrap());
    // Line 1 and 2 are puzzles, line 3 is `end`.
    let short = edit_row(&good, 1, |l| l[1..].to_string());
    assert_fails(
        &run("acwing166", &short),
        &first_answer,
        &[
            "acwing166: case 2, line 2:",
            "expected a puzzle of 81 characters (1-9 or '.') or `end`, found 80 characters",
        ],
    );
    let letter = edit_row(&good, 1, |l| format!("{}x{}", &l[..13], &l[14..]));
    assert_fails(
        &run("acwing166", &letter),
        &first_answer,
        &[
            "case 2, line 2:",
            "character 14 (row 2, column 5): expected 1-9 or '.', found 'x'",
        ],
    );
    let zero = edit_row(&good, 0, |l| format!("0{}", &l[1..]));
    assert_fails(
        &run("acwing166", &zero),
        "",
        &[
            "case 1, line 1:",
            "character 1 (row 1, column 1)",
            "found '0'",
        ],
    );
}

#[test]
fn acwing166_end_is_required_and_nothing_may_follow_it() {
    let good = sample("acwing166", "in");
    let answer = sample("acwing166", "out");
    let without_end: String = good.lines().take(2).map(|l| format!("{l}\n")).collect();
    assert_fails(
        &run("acwing166", &without_end),
        &answer,
        &["case 3, line 2:", "or `end`, found the end of the input"],
    );
    assert_fails(
        &run("acwing166", ""),
        "",
        &["case 1, line 1:", "found the end of the input"],
    );
    assert_fails(
        &run("acwing166", &format!("{good}\n{good}")),
        &answer,
        &[
            "acwing166: after the last case, line 5:",
            "expected the end of the input after the line `end`, found \"4.....8.5.3",
        ],
    );
    let o = run("acwing166", "end\n");
    assert_eq!((o.status, o.stdout.len(), o.stderr.as_str()), (0, 0, ""));
}

#[test]
fn acwing166_unsolvable_puzzle_is_skipped_and_reported() {
    let good = sample("acwing166", "in");
    let answer = sample("acwing166", "out");
    let second_answer = format!("{}\n", answer.lines().nth(1).unwrap());
    // Puzzle 1 starts `4.....8`: a 4 in its second cell clashes with the first.
    assert!(good.starts_with("4....."));
    let clash = edit_row(&good, 0, |l| format!("44{}", &l[2..]));
    assert_fails(
        &run("acwing166", &clash),
        &second_answer,
        &["case 1 (from line 1):", "no solution"],
    );
}

/// The nine rows of a 9×9 grid in Luogu's format, each `row` a string of 9 digits.
fn luogu_grid(text: &str) -> Vec<String> {
    text.lines().map(str::to_string).collect()
}

#[test]
fn luogu_bad_digits_truncation_and_leftovers() {
    for problem in ["luogu1784", "luogu1074"] {
        let good = sample(problem, "in");
        let rows = luogu_grid(&good);
        let mut bad = rows.clone();
        bad[1] = format!("{}x{}", &rows[1][..4], &rows[1][5..]);
        assert_fails(
            &run(problem, &bad.join("\n")),
            "",
            &[
                &format!("{problem}: case 1, line 2:"),
                "row 2, column 3: expected 1-9 or '0', found \"x\"",
            ],
        );
        let mut joined = rows.clone();
        joined[4] = joined[4].replacen(' ', "", 1);
        assert_fails(
            &run(problem, &joined.join("\n")),
            "",
            &[
                "case 1, line 5:",
                "row 5, column 1: expected 1-9 or '0', found \"",
            ],
        );
        let truncated = rows[..8].join("\n");
        assert_fails(
            &run(problem, &truncated),
            "",
            &[
                "case 1, line 8:",
                "the input ends before row 9, column 1 of 9 rows of 9",
            ],
        );
        assert_fails(
            &run(problem, &format!("{good}0\n")),
            "",
            &[
                &format!("{problem}: case 1, line 10:"),
                "expected the end of the input after the 9 rows of the grid, found \"0\"",
            ],
        );
    }
}

#[test]
fn luogu1784_unsolvable_grid_is_reported() {
    let rows = luogu_grid(&sample("luogu1784", "in"));
    // Row 1 is `8 0 0 …`: an 8 in its second cell clashes.
    assert!(rows[0].starts_with("8 0"));
    let mut clash = rows.clone();
    clash[0] = format!("8 8{}", &rows[0][3..]);
    assert_fails(
        &run("luogu1784", &clash.join("\n")),
        "",
        &["case 1 (from line 1):", "no solution"],
    );
}

#[test]
fn luogu1074_a_grid_without_completion_scores_minus_one_and_is_no_error() {
    let rows = luogu_grid(&sample("luogu1074", "in"));
    let mut clash = rows.clone();
    // Row 1 is `7 0 0 9 …`: a second 7 in it is no error of the input, just no completion.
    assert!(rows[0].starts_with("7 0"));
    clash[0] = format!("7 7{}", &rows[0][3..]);
    let o = run("luogu1074", &clash.join("\n"));
    assert_eq!(
        (o.status, o.stdout.as_slice(), o.stderr.as_str()),
        (0, &b"-1\n"[..], "")
    );
}

/// A LeetCode board in its text form, from 81 characters.
fn leetcode_board(cells: &str) -> String {
    let rows: Vec<String> = cells
        .as_bytes()
        .chunks(9)
        .map(|row| {
            let quoted: Vec<String> = row.iter().map(|&c| format!("\"{}\"", c as char)).collect();
            format!("[{}]", quoted.join(","))
        })
        .collect();
    format!("[{}]", rows.join(","))
}

#[test]
fn leetcode_malformed_boards_keep_the_answers_before_them() {
    let good = sample("leetcode37", "in");
    let answer = sample("leetcode37", "out");
    let board = good.trim();
    // The sample's row 2 starts `["6"`: a `0` in it is no cell.
    let zero = board.replacen("[\"6\"", "[\"0\"", 1);
    assert_fails(
        &run("leetcode37", &format!("{board}\n{zero}\n")),
        &answer,
        &[
            "leetcode37: case 2, line 2:",
            "row 2, cell 1: expected a digit 1-9 or '.' in quotes, found '0'",
        ],
    );
    let short_row = board.replacen("[\"6\",\".\",", "[\"6\",", 1);
    assert_fails(
        &run("leetcode37", &format!("{board}\n\n{short_row}")),
        &answer,
        &[
            "case 2, line 3:",
            "expected ',' before row 2, cell 9, found ']'",
        ],
    );
    let long_row = board.replacen("[\"6\",", "[\"6\",\"6\",", 1);
    assert_fails(
        &run("leetcode37", &format!("{board}\n{long_row}")),
        &answer,
        &[
            "case 2, line 2:",
            "expected ']' to close row 2 after 9 cells, found ','",
        ],
    );
    let truncated = &board[..board.len() - 40];
    assert_fails(
        &run("leetcode37", &format!("{board}\n{truncated}")),
        &answer,
        &["case 2, line 2:", "found the end of the input"],
    );
    assert_fails(
        &run("leetcode37", &format!("{board}\n]\n")),
        &answer,
        &["case 2, line 2:", "expected '[' to open a board, found ']'"],
    );
    assert_fails(
        &run("leetcode37", " \n"),
        "",
        &[
            "case 1, line 1:",
            "expected '[' to open a board, found the end of the input",
        ],
    );
}

#[test]
fn leetcode_unsolvable_board_is_skipped_and_reported() {
    let good = sample("leetcode37", "in");
    let answer = sample("leetcode37", "out");
    let board = good.trim();
    // Two 5s in the first row.
    let mut cells = String::from("55");
    cells.push_str(&".".repeat(79));
    let clash = leetcode_board(&cells);
    assert_fails(
        &run("leetcode37", &format!("{clash}\n{board}\n")),
        &answer,
        &["case 1 (from line 1):", "no solution"],
    );
}
