//! Malformed and unsolvable input, as data: every problem's `problems/<name>/bad/<case>.in` with
//! `<case>.err`, the exact first line its program must write on stderr, and `<case>.out`, the
//! answers it must still write before the bad part (no `.out`: nothing on stdout). The exit
//! status must be 1. Adding a bad case is adding files; all failures are reported at once.
//!
//! What is too large for a file (tokens of a megabyte) is made here from each problem's own
//! sample, at its first, middle and last token and after its end.

use std::fmt::Write as _;
use std::ops::Range;
use std::path::{Path, PathBuf};

use catalog::PROBLEMS;
use spec::run::run_in_memory;

use textio::tokens::is_white_space;

use crate::{sample_input, workspace_root, Guard};

/// The folder of `problem`'s bad cases.
fn bad_dir(problem: &str) -> PathBuf {
    workspace_root().join("problems").join(problem).join("bad")
}

/// The files of `dir`, sorted, or the reason it cannot be listed.
fn files_in(dir: &Path) -> Result<Vec<PathBuf>, String> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .map_err(|e| format!("cannot read {}: {e}", dir.display()))?
        .map(|entry| entry.expect("a readable folder entry").path())
        .collect();
    files.sort();
    Ok(files)
}

#[test]
fn every_bad_case_of_every_problem() {
    let guard = Guard::new("every bad case of every problem");
    let mut failures = String::new();
    let mut checked = 0;
    for problem in PROBLEMS {
        let files = match files_in(&bad_dir(problem.name)) {
            Ok(files) => files,
            Err(e) => {
                let _ = writeln!(failures, "{}: no bad cases: {e}", problem.name);
                continue;
            }
        };
        let mut inputs = 0;
        for path in &files {
            let ext = path.extension().and_then(|e| e.to_str()).unwrap_or("");
            match ext {
                "in" => {}
                "err" | "out" => {
                    if !path.with_extension("in").is_file() {
                        let _ = writeln!(failures, "{}: no .in beside it", path.display());
                    }
                    continue;
                }
                _ => {
                    let _ = writeln!(
                        failures,
                        "{}: not a bad case's file (.in, .err, .out)",
                        path.display()
                    );
                    continue;
                }
            }
            inputs += 1;
            let Ok(err) = std::fs::read_to_string(path.with_extension("err")) else {
                let _ = writeln!(failures, "{}: no readable .err beside it", path.display());
                continue;
            };
            let Some(expected_line) = err.strip_suffix('\n').filter(|l| !l.contains('\n')) else {
                let _ = writeln!(
                    failures,
                    "{}: not one line ended by a line break",
                    path.with_extension("err").display()
                );
                continue;
            };
            let expected_out = std::fs::read(path.with_extension("out")).unwrap_or_default();
            let input = std::fs::read(path).expect("a readable .in");
            guard.step(&path.display().to_string());
            let outcome = run_in_memory(problem.name, problem.solve, &input);
            checked += 1;
            let first_line = outcome.stderr.lines().next().unwrap_or("");
            if outcome.status != 1 {
                let _ = writeln!(
                    failures,
                    "{}: exit status {}, not 1",
                    path.display(),
                    outcome.status
                );
            }
            if first_line != expected_line {
                let _ = writeln!(
                    failures,
                    "{}: stderr's first line\n  expected {expected_line:?}\n  found    {first_line:?}",
                    path.display()
                );
            }
            if outcome.stdout != expected_out {
                let what = if expected_out.is_empty() {
                    "nothing (no .out)".to_string()
                } else {
                    format!("{} bytes of .out", expected_out.len())
                };
                let _ = writeln!(
                    failures,
                    "{}: stdout is {} bytes, expected {what}: {:?}",
                    path.display(),
                    outcome.stdout.len(),
                    String::from_utf8_lossy(&outcome.stdout[..outcome.stdout.len().min(200)])
                );
            }
        }
        if inputs == 0 {
            let _ = writeln!(failures, "{}: bad/ holds no .in", problem.name);
        }
    }
    assert!(
        failures.is_empty(),
        "{checked} bad cases run; failures:\n{failures}"
    );
    // Every `.in` under problems/*/bad/ was run: none in a folder the catalog does not know.
    let on_disk: usize = files_in(&workspace_root().join("problems"))
        .expect("a problems folder")
        .into_iter()
        .filter_map(|dir| files_in(&dir.join("bad")).ok())
        .flatten()
        .filter(|path| path.extension().is_some_and(|x| x == "in"))
        .count();
    assert_eq!(checked, on_disk, "bad cases run against .in files on disk");
}

/// Where the tokens of `input` lie: its runs of bytes that are not white space.
fn token_spans(input: &[u8]) -> Vec<Range<usize>> {
    let mut spans = Vec::new();
    let mut start = None;
    for (i, &b) in input.iter().enumerate() {
        match (start, is_white_space(b)) {
            (None, false) => start = Some(i),
            (Some(s), true) => {
                spans.push(s..i);
                start = None;
            }
            _ => {}
        }
    }
    if let Some(s) = start {
        spans.push(s..input.len());
    }
    spans
}

#[test]
fn a_huge_token_is_quoted_by_its_start_and_its_length() {
    const LEN: usize = 1 << 20;
    let guard = Guard::new("a huge token");
    let mut failures = String::new();
    let mut runs = 0;
    for (i, problem) in PROBLEMS.iter().enumerate() {
        let sample_path = sample_input(problem.name);
        let sample = std::fs::read(&sample_path).expect("a readable sample");
        // A program that reads tokens shows a long one cut, with its length, in its own bad
        // cases (those at `QUOTED_CHARS + 1` characters); one that reads characters shows the
        // one character it could not take.
        let quotes_tokens = files_in(&bad_dir(problem.name))
            .unwrap_or_default()
            .iter()
            .filter(|p| p.extension().is_some_and(|x| x == "err"))
            .any(|p| {
                std::fs::read_to_string(p)
                    .is_ok_and(|text| text.contains("\"… (") && text.contains(" bytes)"))
            });
        let spans = token_spans(&sample);
        assert!(!spans.is_empty(), "{}: an empty sample", problem.name);
        let mut places: Vec<(&str, Range<usize>)> = vec![
            ("the first token", spans[0].clone()),
            ("the middle token", spans[spans.len() / 2].clone()),
            ("the last token", spans[spans.len() - 1].clone()),
        ];
        let end = sample.len();
        places.push(("after the end", end..end));
        // A printable byte and a control character, in turn: each place gets both across the
        // problems.
        for (k, (place, span)) in places.iter().enumerate() {
            let (byte, shown) = [(b'x', "x"), (1u8, "\\u{1}")][(i + k) % 2];
            let mut input = sample[..span.start].to_vec();
            if span.is_empty() {
                input.push(b'\n');
            }
            input.extend(std::iter::repeat(byte).take(LEN));
            input.extend_from_slice(&sample[span.end..]);
            guard.step(&format!("{}: a huge token at {place}", problem.name));
            let o = run_in_memory(problem.name, problem.solve, &input);
            runs += 1;
            let cut = format!("\"{}\"… ({LEN} bytes)", shown.repeat(32));
            let one_char = format!("found '{}'", std::ascii::escape_default(byte));
            let quoted = if quotes_tokens {
                o.stderr.contains(&cut)
            } else {
                o.stderr.trim_end().ends_with(&one_char)
            };
            if o.status != 1 || o.stderr.lines().count() != 1 || o.stderr.len() > 400 || !quoted {
                let _ = writeln!(
                    failures,
                    "{} with {LEN} bytes {shown:?} for {place}: status {}, stderr {:?}",
                    problem.name,
                    o.status,
                    &o.stderr[..o.stderr.len().min(400)]
                );
            }
        }
    }
    assert!(failures.is_empty(), "{runs} runs; failures:\n{failures}");
}
