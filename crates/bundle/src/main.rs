//! `bundle <problem>` prints the single-file submission of a problem;
//! `bundle --all --out DIR` writes `DIR/<problem>.rs` for every problem.
//! Messages go to stderr; one that cannot be written changes only what is seen, never the status.

use std::io::{self, Write};
use std::path::PathBuf;
use std::process::ExitCode;

use bundle::Workspace;

/// `eprintln!` that cannot panic: a message stderr cannot take is dropped.
macro_rules! say {
    ($($arg:tt)*) => {{
        let _ = writeln!(io::stderr(), $($arg)*);
    }};
}

const USAGE: &str = "usage: bundle <problem>           print the submission of <problem>\n       \
                     bundle --all --out DIR     write DIR/<problem>.rs for every problem";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let workspace = Workspace::this();
    let problems = match workspace.problems() {
        Ok(p) => p,
        Err(e) => {
            say!("bundle: {e}");
            return ExitCode::FAILURE;
        }
    };
    match args.iter().map(String::as_str).collect::<Vec<_>>()[..] {
        ["--all", "--out", dir] | ["--out", dir, "--all"] => {
            let dir = PathBuf::from(dir);
            if let Err(e) = std::fs::create_dir_all(&dir) {
                say!("bundle: cannot create {}: {e}", dir.display());
                return ExitCode::FAILURE;
            }
            let mut failed = false;
            for name in &problems {
                let path = dir.join(format!("{name}.rs"));
                match workspace.bundle(name) {
                    Ok(b) => {
                        if let Err(e) = std::fs::write(&path, &b.text) {
                            say!("bundle: cannot write {}: {e}", path.display());
                            failed = true;
                        } else {
                            say!(
                                "{}: {} bytes; {}",
                                path.display(),
                                b.text.len(),
                                b.modules.join(", ")
                            );
                        }
                    }
                    Err(e) => {
                        say!("bundle: {name}: {e}");
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
        [name] if !name.starts_with('-') => {
            if !problems.iter().any(|p| p == name) {
                say!(
                    "bundle: no problem called {name:?}; the problems are: {}",
                    problems.join(", ")
                );
                return ExitCode::from(2);
            }
            match workspace.bundle(name) {
                Ok(b) => {
                    let mut out = std::io::stdout().lock();
                    if let Err(e) = out.write_all(b.text.as_bytes()).and_then(|()| out.flush()) {
                        say!("bundle: cannot write the bundle: {e}");
                        return ExitCode::FAILURE;
                    }
                    ExitCode::SUCCESS
                }
                Err(e) => {
                    say!("bundle: {name}: {e}");
                    ExitCode::FAILURE
                }
            }
        }
        _ => {
            say!("{USAGE}");
            ExitCode::from(2)
        }
    }
}
