//! The `gen` program as a user runs it: exit status, usage on bad arguments, puzzles on stdout.

use std::process::Command;

fn gen(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_gen"))
        .args(args)
        .output()
        .expect("gen runs");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn bad_arguments_print_the_usage_and_exit_2() {
    for args in [
        &["--nope"][..],
        &["3x3", "--format", "acwing169"],
        &["--format", "algo847", "--count", "3"],
        &["3x3", "--givens"],
    ] {
        let (status, stdout, stderr) = gen(args);
        assert_eq!(status, 2, "{args:?}");
        assert_eq!(stdout, "", "{args:?}");
        assert!(stderr.starts_with("gen: "), "{args:?}: {stderr}");
        assert!(
            stderr.contains("\nusage: gen [GEOMETRY] [options]\n"),
            "{stderr}"
        );
    }
}

#[test]
fn help_goes_to_stdout() {
    let (status, stdout, stderr) = gen(&["--help"]);
    assert_eq!((status, stderr.as_str()), (0, ""));
    assert!(stdout.starts_with("usage: gen"));
}

#[test]
fn a_region_map_without_a_grid_fails_with_status_1() {
    let dir = std::env::temp_dir().join(format!("gen-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let map = dir.join("map.txt");
    std::fs::write(&map, "01\n10\n").unwrap();
    let (status, stdout, stderr) = gen(&["--jigsaw", map.to_str().unwrap()]);
    let _ = std::fs::remove_dir_all(&dir);
    assert_eq!(status, 1);
    assert_eq!(stdout, "");
    assert_eq!(
        stderr,
        "gen: no complete grid of side 2 fits this region map\n"
    );
}

#[test]
fn puzzles_go_to_stdout() {
    let (status, stdout, stderr) = gen(&["--format", "hdu5547", "--count", "2", "--seed", "8"]);
    assert_eq!(status, 0, "{stderr}");
    assert!(stdout.starts_with("2\n\n"));
    assert_eq!(stdout.lines().count(), 1 + 2 * 5);
}
