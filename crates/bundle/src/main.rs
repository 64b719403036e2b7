//! `bundle <problem>` prints the single-file submission of a problem;
//! `bundle --all --out DIR` writes `DIR/<problem>.rs` for every problem;
//! `bundle --with-driver <problem>` prints what compiles to a program here: for a problem whose
//! judge takes a function, the judge's side of the file (its driver) and then the submission.
//!
//! Each file is held to its judge's source limit (the catalog's `JUDGE`); `--all` prints each
//! one's size beside that limit. The workspace is the one the command runs in (the current
//! folder or one above it). A problem whose judge takes no Rust, or is not known to, is still bundled,
//! with a note on stderr that says so and names the problems that carry the same puzzle to a
//! judge that does.

use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::atomic::{AtomicUsize, Ordering};

use bundle::{Bundle, Workspace};
use textio::judge::{Judge, Rust};

const USAGE: &str = "usage: bundle <problem>                 print the submission of <problem>\n       \
                     bundle --with-driver <problem>   the same, after the judge's driver when the\n       \
                     \x20                                judge takes a function: a program to run here\n       \
                     bundle --all --out DIR           write DIR/<problem>.rs for every problem";

/// Writes one line to stderr; a failed write has nowhere left to be told, so it is dropped.
fn say(line: &str) {
    let _ = writeln!(io::stderr(), "{line}");
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let workspace = match manifest::workspace_root() {
        Ok(root) => Workspace::new(root),
        Err(e) => {
            say(&format!("bundle: {e}"));
            return ExitCode::FAILURE;
        }
    };
    let problems = match workspace.problems() {
        Ok(p) => p,
        Err(e) => {
            say(&format!("bundle: {e}"));
            return ExitCode::FAILURE;
        }
    };
    match args.iter().map(String::as_str).collect::<Vec<_>>()[..] {
        ["--all", "--out", dir] | ["--out", dir, "--all"] => write_all(&workspace, &problems, dir),
        [name] if !name.starts_with('-') => print_one(&workspace, &problems, name, false),
        ["--with-driver", name] if !name.starts_with('-') => {
            print_one(&workspace, &problems, name, true)
        }
        _ => {
            say(USAGE);
            ExitCode::from(2)
        }
    }
}

/// Prints the submission of `name` (after its driver when `with_driver`), and the note on its
/// judge's language.
fn print_one(
    workspace: &Workspace,
    problems: &[String],
    name: &str,
    with_driver: bool,
) -> ExitCode {
    if !problems.iter().any(|p| p == name) {
        say(&format!(
            "bundle: no problem called {name:?}; the problems are: {}",
            problems.join(", ")
        ));
        return ExitCode::from(2);
    }
    let bundle = match checked_bundle(workspace, name) {
        Ok(b) => b,
        Err(e) => {
            say(&format!("bundle: {name}: {e}"));
            return ExitCode::FAILURE;
        }
    };
    let text = if with_driver {
        bundle.program()
    } else {
        bundle.text
    };
    let mut out = io::stdout().lock();
    if let Err(e) = out.write_all(text.as_bytes()).and_then(|()| out.flush()) {
        say(&format!("bundle: cannot write the bundle: {e}"));
        return ExitCode::FAILURE;
    }
    if let Some(note) = judge_of(name).and_then(|j| language_note(name, &j)) {
        say(&note);
    }
    ExitCode::SUCCESS
}

/// `--all --out DIR`: every problem's file, with a line each on stderr, made by as many
/// threads as there are cores (each bundle is mostly rustc's work).
fn write_all(workspace: &Workspace, problems: &[String], dir: &str) -> ExitCode {
    let dir = PathBuf::from(dir);
    if let Err(e) = std::fs::create_dir_all(&dir) {
        say(&format!("bundle: cannot create {}: {e}", dir.display()));
        return ExitCode::FAILURE;
    }
    let next = AtomicUsize::new(0);
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
    let mut results: Vec<(usize, Result<Bundle, bundle::Error>)> = std::thread::scope(|scope| {
        let workers: Vec<_> = (0..threads)
            .map(|_| {
                scope.spawn(|| {
                    let mut done = Vec::new();
                    loop {
                        let i = next.fetch_add(1, Ordering::Relaxed);
                        let Some(name) = problems.get(i) else {
                            return done;
                        };
                        let path = dir.join(format!("{name}.rs"));
                        done.push((
                            i,
                            checked_bundle(workspace, name).and_then(|b| write_file(&path, b)),
                        ));
                    }
                })
            })
            .collect();
        workers
            .into_iter()
            .flat_map(|w| w.join().unwrap_or_default())
            .collect()
    });
    results.sort_by_key(|(i, _)| *i);
    let mut failed = results.len() != problems.len();
    for (i, result) in results {
        let name = &problems[i];
        match result {
            Ok(b) => {
                let limit = judge_of(name)
                    .map_or(textio::judge::DEFAULT_SOURCE_LIMIT, |j| j.source_limit());
                say(&format!(
                    "{}: {} of {limit} bytes; {}",
                    dir.join(format!("{name}.rs")).display(),
                    b.text.len(),
                    b.modules.join(", ")
                ));
                if let Some(note) = judge_of(name).and_then(|j| language_note(name, &j)) {
                    say(&note);
                }
            }
            Err(e) => {
                say(&format!("bundle: {name}: {e}"));
                failed = true;
            }
        }
    }
    if failed {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    }
}

fn write_file(path: &Path, bundle: Bundle) -> Result<Bundle, bundle::Error> {
    std::fs::write(path, &bundle.text)
        .map(|()| bundle)
        .map_err(|e| bundle::Error(format!("cannot write {}: {e}", path.display())))
}

/// The problem's judge, when the catalog knows it (a problem just scaffolded may not be there yet).
fn judge_of(name: &str) -> Option<Judge> {
    catalog::find(name).map(|p| p.judge)
}

/// The bundle of `name`, held to its judge's source limit.
fn checked_bundle(workspace: &Workspace, name: &str) -> Result<Bundle, bundle::Error> {
    let bundle = workspace.bundle(name)?;
    match judge_of(name) {
        Some(judge) => bundle.check_size(judge.source_limit(), judge.name)?,
        None => bundle.check_size(
            textio::judge::DEFAULT_SOURCE_LIMIT,
            "an undeclared judge (64 KiB assumed)",
        )?,
    }
    Ok(bundle)
}

/// One line for a problem whose judge is not known to take Rust: what is known, and where the
/// same puzzle can be submitted in Rust. `None` when the judge takes Rust.
fn language_note(name: &str, judge: &Judge) -> Option<String> {
    let what = match judge.rust {
        Rust::Takes(_) => return None,
        Rust::No { languages } => {
            format!("{} takes no Rust (only {languages})", judge.name)
        }
        Rust::Unconfirmed => format!("nobody could confirm that {} takes Rust", judge.name),
    };
    let elsewhere: Vec<String> = catalog::same_puzzle(name)
        .into_iter()
        .filter(|sibling| sibling.judge.rust.is_taken())
        .map(|sibling| format!("`{}` ({})", sibling.name, sibling.judge.name))
        .collect();
    let advice = if elsewhere.is_empty() {
        "no problem here carries the same puzzle to a judge that does".to_string()
    } else {
        format!(
            "the same puzzle goes to a judge that does as {}",
            elsewhere.join(" or ")
        )
    };
    Some(format!("bundle: note: {name}: {what}; {advice}"))
}
