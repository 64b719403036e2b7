//! `bundle <problem>` prints the single-file submission of a problem;
//! `bundle --out DIR --all` writes `DIR/<problem>.rs` for every problem, and `bundle --out DIR
//! <problem>…` for those named;
//! `bundle --with-driver <problem>` prints what compiles to a program here: for a problem whose
//! judge takes a function, the judge's side of the file (its driver) and then the submission;
//! `--squeeze` makes the smallest file ([`bundle::Layout::Squeezed`]) whatever the limit.
//!
//! Each file is held to its judge's source limit (see [`bundle::bundle`]); `--all` prints
//! each one's size beside that limit. The workspace is the one the command runs in (the current
//! folder or one above it). A problem whose judge takes no Rust, or is not known to, is still
//! bundled, with a note on stderr that says so and names the problems that carry the same
//! puzzle to a judge that does.

use std::io::{self, Write};
use std::path::Path;
use std::process::ExitCode;

use bundle::{Layout, Workspace};
use cli::{options, Form, Parsed, Tool, Value};
use spec::judge::Rust;

/// The command line.
fn tool() -> Tool {
    Tool::new("bundle").form(
        Form::new(
            "[--squeeze] PROBLEM\n--with-driver PROBLEM\n--out DIR [--squeeze] (--all | PROBLEM...)",
            "\nPrints the single-file submission of PROBLEM, or writes DIR/PROBLEM.rs for each problem named (every problem with --all), with its size beside its judge's source limit.",
        )
        .positional("PROBLEM", 0, usize::MAX)
        .options::<Given>(),
    )
}

options! {
    /// The options of [`tool`], as given.
    struct Given {
        with_driver: bool = "--with-driver", "after the judge's driver when the judge takes a function: a program to run here";
        out: Value = "--out" "DIR", "write the files into DIR instead";
        all: bool = "--all", "with --out: every problem";
        squeeze: bool = "--squeeze", "the smallest file, whatever the judge's limit: white space only where needed, one module, short names";
    }
}

/// What a command line asks for: one problem printed, or files written.
enum Request {
    Print {
        name: String,
        with_driver: bool,
        least: Layout,
    },
    Write {
        dir: String,
        names: Option<Vec<String>>,
        least: Layout,
    },
}

fn request(parsed: &Parsed) -> Result<Request, String> {
    let names = parsed.positionals().to_vec();
    let options: Given = parsed.options();
    let least = if options.squeeze {
        Layout::Squeezed
    } else {
        Layout::Indented
    };
    match (options.out.text(), options.all) {
        (Some(_), _) if options.with_driver => {
            Err("--with-driver prints one problem: give it without --out".into())
        }
        (Some(dir), true) if names.is_empty() => Ok(Request::Write {
            dir: dir.to_string(),
            names: None,
            least,
        }),
        (Some(_), true) => Err("give --all or the problems' names, not both".into()),
        (Some(_), false) if names.is_empty() => Err("give --all or the problems to write".into()),
        (Some(dir), false) => Ok(Request::Write {
            dir: dir.to_string(),
            names: Some(names),
            least,
        }),
        (None, true) => Err("--all writes files: give --out DIR".into()),
        (None, false) => match &names[..] {
            [name] => Ok(Request::Print {
                name: name.clone(),
                with_driver: options.with_driver,
                least,
            }),
            [] => Err("give PROBLEM".into()),
            _ => Err("one problem is printed at a time: give --out DIR to write several".into()),
        },
    }
}

/// Writes one line to stderr; a failed write has nowhere left to be told, so it is dropped.
fn say(line: &str) {
    let _ = writeln!(io::stderr(), "{line}");
}

fn main() -> ExitCode {
    let request = match tool().read_std(&cli::args(), request) {
        Ok(request) => request,
        Err(status) => return ExitCode::from(status),
    };
    let found = manifest::workspace_root().and_then(|root| {
        let workspace = Workspace::new(root);
        workspace.problems().map(|problems| (workspace, problems))
    });
    let (workspace, problems) = match found {
        Ok(found) => found,
        Err(e) => {
            say(&format!("bundle: {e}"));
            return ExitCode::FAILURE;
        }
    };
    let (name, with_driver, least) = match request {
        Request::Write {
            dir,
            names: None,
            least,
        } => return write_all(&workspace, &problems, &dir, least),
        Request::Write {
            dir,
            names: Some(names),
            least,
        } => {
            if let Some(unknown) = names.iter().find(|n| !problems.contains(n)) {
                return unknown_problem(unknown, &problems);
            }
            return write_all(&workspace, &names, &dir, least);
        }
        Request::Print {
            name,
            with_driver,
            least,
        } => (name, with_driver, least),
    };
    if !problems.contains(&name) {
        return unknown_problem(&name, &problems);
    }
    let bundle = match bundle::bundle_laid_out(&workspace, &name, least) {
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
    language_note(&name).iter().for_each(|note| say(note));
    ExitCode::SUCCESS
}

/// Says that `name` is none of `problems`, and lists them: status 2.
fn unknown_problem(name: &str, problems: &[String]) -> ExitCode {
    let problems = problems.join(", ");
    say(&format!(
        "bundle: no problem called {name:?}; the problems are: {problems}"
    ));
    ExitCode::from(2)
}

/// `--out DIR`: the file of each of `problems`, with a line each on stderr, made as many at a
/// time as there are cores (each is mostly rustc's work).
fn write_all(workspace: &Workspace, problems: &[String], dir: &str, least: Layout) -> ExitCode {
    if let Err(e) = std::fs::create_dir_all(dir) {
        say(&format!("bundle: cannot create {dir}: {e}"));
        return ExitCode::FAILURE;
    }
    let write = |name: &String| -> Result<(), String> {
        let (bundle, path) = (
            bundle::bundle_laid_out(workspace, name, least)?,
            Path::new(dir).join(format!("{name}.rs")),
        );
        std::fs::write(&path, &bundle.text)
            .map_err(|e| format!("cannot write {}: {e}", path.display()))?;
        let note = language_note(name).map_or(String::new(), |note| format!("\n{note}"));
        let (size, limit, modules) = (bundle.text.len(), bundle.limit, bundle.modules.join(", "));
        let layout = match bundle.layout {
            Layout::Indented => "",
            Layout::Compact => ", libraries compact",
            Layout::Squeezed => ", squeezed",
        };
        say(&format!(
            "{}: {size} of {limit} bytes{layout}; {modules}{note}",
            path.display()
        ));
        Ok(())
    };
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
    let mut failed = false;
    for chunk in problems.chunks(threads) {
        let results: Vec<_> = std::thread::scope(|scope| {
            let made: Vec<_> = chunk
                .iter()
                .map(|name| scope.spawn(move || write(name)))
                .collect();
            made.into_iter()
                .map(|m| m.join().unwrap_or_else(|_| Err("the tool panicked".into())))
                .collect()
        });
        for (name, result) in chunk.iter().zip(results) {
            if let Err(e) = result {
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

/// One line for a problem whose judge is not known to take Rust: what is known, and where the
/// same puzzle can be submitted in Rust. `None` when the judge takes Rust, or the catalog does
/// not know the problem (one just scaffolded).
fn language_note(name: &str) -> Option<String> {
    let judge = catalog::find(name)?.judge;
    let what = match judge.rust {
        Rust::Takes(_) => return None,
        Rust::No { languages } => format!("{} takes no Rust (only {languages})", judge.name),
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
