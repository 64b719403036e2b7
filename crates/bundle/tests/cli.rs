//! The `bundle` command as a user runs it: what it prints where, and its exit status.

use std::process::{Command, Output};

fn bundle(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_bundle"))
        .args(args)
        .output()
        .expect("the bundle tool runs")
}

#[test]
fn a_judge_without_rust_is_named_with_where_the_puzzle_goes_instead() {
    let out = bundle(&["poj3076"]);
    assert!(out.status.success());
    assert!(String::from_utf8_lossy(&out.stdout).starts_with("// poj3076: "));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(
        stderr.lines().collect::<Vec<_>>(),
        ["bundle: note: poj3076: POJ 3076 Sudoku takes no Rust (only C, C++, Pascal, Java, Fortran); \
          the same puzzle goes to a judge that does as `spoj1110` (SPOJ SUDOKU)"]
    );
    let acwing = bundle(&["acwing169"]);
    let stderr = String::from_utf8_lossy(&acwing.stderr);
    assert!(
        stderr.contains("nobody could confirm that AcWing 169 数独2 takes Rust")
            && stderr.contains("`spoj1110`"),
        "{stderr}"
    );
}

#[test]
fn a_judge_that_takes_rust_gets_the_file_and_no_note() {
    let out = bundle(&["spoj1110"]);
    assert!(out.status.success());
    assert_eq!(String::from_utf8_lossy(&out.stderr), "");
    assert!(out.stdout.len() <= 50_000);
}

#[test]
fn an_unknown_problem_lists_the_known_ones() {
    let out = bundle(&["nosuch"]);
    assert_eq!(out.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.starts_with(
            "bundle: no problem called \"nosuch\"; the problems are: acwing166, acwing169, "
        ),
        "{stderr}"
    );
    assert!(out.stdout.is_empty());
}

#[test]
fn with_driver_puts_the_judges_side_before_a_function_and_changes_no_program() {
    let plain = bundle(&["leetcode37"]);
    let driven = bundle(&["--with-driver", "leetcode37"]);
    assert!(plain.status.success() && driven.status.success());
    let (plain, driven) = (
        String::from_utf8_lossy(&plain.stdout),
        String::from_utf8_lossy(&driven.stdout),
    );
    assert!(!plain.contains("fn main"), "{plain}");
    assert!(driven.ends_with(plain.as_ref()) && driven.contains("struct Solution;"));
    assert!(driven.contains("fn main()"));
    let spoj = bundle(&["spoj1110"]);
    let spoj_driven = bundle(&["--with-driver", "spoj1110"]);
    assert_eq!(spoj.stdout, spoj_driven.stdout);
    assert_eq!(bundle(&["--with-driver"]).status.code(), Some(2));
}
