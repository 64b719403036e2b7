//! Corrupted inputs: every case input of every problem, mutated by byte deletions, insertions,
//! replacements and truncations (fixed seeds). No entry point may panic, and every run either
//! succeeds silently or fails with a message. An input cut short loses no work: what was
//! written is the start of the case's expected output.

use std::io::{self, Write};
use std::panic::{catch_unwind, AssertUnwindSafe};

use catalog::PROBLEMS;
use solver::SplitMix64;
use spec::judge::Compare;
use spec::run::run_in_memory;
use textio::run_with;

use crate::{case_inputs, Guard};

/// Mutated inputs per problem, spread over its case files.
const MUTANTS_PER_PROBLEM: usize = 600;
/// Bytes a mutant may print before its output is cut off (few givens mean huge outputs).
const OUTPUT_CAP: usize = 64 * 1024;

/// A writer that fails once `cap` bytes have been written, as a closed pipe would.
struct Capped {
    written: usize,
    cap: usize,
}

impl Write for Capped {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        if self.written + buf.len() > self.cap {
            return Err(io::Error::other("output cap reached"));
        }
        self.written += buf.len();
        Ok(buf.len())
    }

    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
}

/// Bytes worth inserting: each alphabet, separators, and a few that belong to none.
const INTERESTING: &[u8] = b"0123456789ABCDEFGHIJKLMNOPQ-*x \n\r\t\xff\x00";

fn mutate(input: &[u8], rng: &mut SplitMix64) -> Vec<u8> {
    let mut bytes = input.to_vec();
    let edits = 1 + rng.below(3);
    for _ in 0..edits {
        let len = bytes.len() as u64;
        let at = if len == 0 { 0 } else { rng.below(len) as usize };
        let byte = INTERESTING[rng.below(INTERESTING.len() as u64) as usize];
        match rng.below(4) {
            0 if !bytes.is_empty() => {
                bytes.remove(at);
            }
            1 => bytes.insert(at, byte),
            2 if !bytes.is_empty() => bytes[at] = byte,
            _ => bytes.truncate(at),
        }
    }
    bytes
}

/// Where to cut an input of `len` bytes: everywhere in a small one, at 32 evenly spread places
/// (and next to each) in a large one: each cut reruns the whole input before it.
fn cut_points(len: usize) -> Vec<usize> {
    if len <= 256 {
        return (0..len).collect();
    }
    (0..32)
        .flat_map(|k| {
            let at = k * len / 32;
            [at, at + 1]
        })
        .filter(|&at| at < len)
        .collect()
}

#[test]
fn an_input_cut_short_keeps_every_answer_written_before_the_cut() {
    let guard = Guard::new("inputs cut short");
    let mut failures = Vec::new();
    let mut runs = 0;
    for problem in PROBLEMS {
        for path in case_inputs(problem.name) {
            let input = std::fs::read(&path).expect("a readable .in");
            guard.step(&format!("{} whole", path.display()));
            // Where any valid answer is accepted, the answers kept are those the program gives
            // the whole input (the cases' own test judges them by the checker).
            let expected = match problem.judge.compare {
                Compare::Checker(_) => run_in_memory(problem.name, problem.solve, &input).stdout,
                _ => std::fs::read(path.with_extension("out")).expect("a readable .out"),
            };
            // The output of the input cut at the last place that split no token, by that place:
            // the cuts that split the token after it keep the same answers.
            let mut last_whole: Option<(usize, Vec<u8>)> = None;
            for at in cut_points(input.len()) {
                guard.step(&format!("{} cut at byte {at}", path.display()));
                let mut out = Vec::new();
                let mut err = Vec::new();
                let status = run_with(
                    problem.name,
                    problem.solve,
                    &input[..at],
                    &mut out,
                    &mut err,
                );
                runs += 1;
                let err = String::from_utf8_lossy(&err);
                // A cut inside a token can leave another valid token (`14` cut to `1`): its case
                // is then another case, answered as such, not a case cut short. What must be
                // kept then is every answer to the input before that token.
                let splits_a_token = at > 0
                    && !input[at - 1].is_ascii_whitespace()
                    && !input[at].is_ascii_whitespace();
                let kept = if splits_a_token {
                    let token_start = input[..at]
                        .iter()
                        .rposition(|b| b.is_ascii_whitespace())
                        .map_or(0, |p| p + 1);
                    if last_whole.as_ref().map(|w| w.0) != Some(token_start) {
                        let before =
                            run_in_memory(problem.name, problem.solve, &input[..token_start]);
                        last_whole = Some((token_start, before.stdout));
                    }
                    let before = &last_whole.as_ref().expect("just made").1;
                    out.starts_with(before) && expected.starts_with(before)
                } else {
                    last_whole = Some((at, out.clone()));
                    expected.starts_with(&out)
                };
                if !kept {
                    failures.push(format!(
                        "{} cut at byte {at}: {} bytes written are not the start of the expected output",
                        path.display(),
                        out.len()
                    ));
                }
                if (status == 0) != err.is_empty()
                    || (status != 0 && !err.starts_with(&format!("{}: ", problem.name)))
                {
                    failures.push(format!(
                        "{} cut at byte {at}: status {status} with stderr {err:?}",
                        path.display()
                    ));
                }
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {runs} runs failed:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

#[test]
fn mutated_inputs_never_panic() {
    let guard = Guard::new("mutated inputs");
    let mut failures = Vec::new();
    let mut runs = 0;
    for (p, problem) in PROBLEMS.iter().enumerate() {
        let inputs = case_inputs(problem.name);
        let per_case = MUTANTS_PER_PROBLEM.div_ceil(inputs.len());
        for (c, path) in inputs.iter().enumerate() {
            let input = std::fs::read(path).expect("a readable .in");
            let mut rng = SplitMix64::new((p as u64) << 32 | c as u64);
            for k in 0..per_case {
                guard.step(&format!("{} mutant {k}", path.display()));
                let mutant = mutate(&input, &mut rng);
                let mut err = Vec::new();
                let result = catch_unwind(AssertUnwindSafe(|| {
                    let mut out = Capped {
                        written: 0,
                        cap: OUTPUT_CAP,
                    };
                    run_with(problem.name, problem.solve, &mutant, &mut out, &mut err)
                }));
                runs += 1;
                match result {
                    Err(_) => failures.push(format!(
                        "{} mutant {k}: panicked on {:?}",
                        path.display(),
                        String::from_utf8_lossy(&mutant)
                    )),
                    Ok(status) if (status == 0) != err.is_empty() => failures.push(format!(
                        "{} mutant {k}: status {status} with stderr {:?}",
                        path.display(),
                        String::from_utf8_lossy(&err)
                    )),
                    Ok(_) => {}
                }
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {runs} runs failed:\n{}",
        failures.len(),
        failures.join("\n")
    );
    assert!(
        runs >= PROBLEMS.len() * MUTANTS_PER_PROBLEM,
        "only {runs} mutants"
    );
}
