//! `problems/README.md`, made from the catalog: a row per problem (its judge, what its crate's
//! description says it asks, its limits, and where its Rust goes) and a row per judge's
//! compiler, so that no version, limit or list of problems is written by hand anywhere else.
//! `judge --table` prints it; a test keeps the file equal to what this makes.

use std::fmt::Write as _;

use catalog::{Problem, PROBLEMS};
use manifest::{Manifest, Workspace};
use spec::judge::{Rust, COMPILERS, DEFAULT_SOURCE_LIMIT};

/// Where the table is kept, from the workspace's root.
pub const PATH: &str = "problems/README.md";

/// The text of `problems/README.md` for the problems of the catalog, their descriptions read
/// from their manifests under `workspace`.
///
/// # Errors
/// A problem whose manifest cannot be read or has no description.
pub fn problems_readme(workspace: &Workspace) -> Result<String, String> {
    let mut text = String::from(
        "# The problems\n\n\
         Made by `scripts/judge --table > problems/README.md` from the catalog: each problem's \
         `JUDGE` (in its `src/tool.rs`) and the description in its `Cargo.toml`. A test keeps \
         this file equal to what they say.\n\n\
         | problem | judge | what it asks | limits | Rust |\n\
         |---|---|---|---|---|\n",
    );
    for problem in PROBLEMS {
        let path = workspace
            .root()
            .join("problems")
            .join(problem.name)
            .join("Cargo.toml");
        let description = Manifest::read(&path)?
            .string("package", "description")
            .ok_or_else(|| format!("{}: no description", path.display()))?;
        let judge = &problem.judge;
        let _ = writeln!(
            text,
            "| `{}` | [{}]({}) | {} | {} | {} |",
            problem.name,
            judge.name,
            judge.url,
            what_it_asks(&description),
            limits(judge.time_limit_ms, judge.memory_limit_kib),
            rust(problem)
        );
    }
    text.push_str(
        "\n\"Unconfirmed\": no public source says whether the judge takes Rust. Where a judge \
         takes none, the same puzzle goes to the problems named.\n\n\
         ## The judges' compilers\n\n\
         Each judge's oldest known rustc, as a rustup toolchain, the editions it offers, its \
         source limit and its own flags. The first, the oldest, is the floor every bundle must \
         compile on; the tests compile each bundle on it and on its judge's compiler in each \
         edition (installed through rustup where it is one of the old ones, the installed \
         stable standing in for the newer).\n\n\
         | judge | rustc | editions | source limit | flags |\n\
         |---|---|---|---|---|\n",
    );
    for compiler in &COMPILERS {
        let editions: Vec<String> = compiler.editions.iter().map(u16::to_string).collect();
        let limit = compiler.source_limit.map_or_else(
            || format!("unknown ({DEFAULT_SOURCE_LIMIT} assumed)"),
            |bytes| bytes.to_string(),
        );
        let _ = writeln!(
            text,
            "| {} | {} | {} | {limit} | {} |",
            compiler.site,
            compiler.rustc,
            editions.join(", "),
            match compiler.flags {
                [] => String::new(),
                flags => format!("`{}`", flags.join(" ")),
            }
        );
    }
    Ok(text)
}

/// A description without the judge's name before it: `AcWing 169 (数独2): 16×16 Sudoku, …`
/// asks for `16×16 Sudoku, …`.
fn what_it_asks(description: &str) -> String {
    let asks = description
        .split_once("): ")
        .map_or(description, |(_, asks)| asks);
    asks.replace('|', "\\|")
}

/// `1 s, 64 MiB`.
fn limits(time_ms: u64, memory_kib: u64) -> String {
    let time = if time_ms % 1000 == 0 {
        format!("{} s", time_ms / 1000)
    } else {
        format!("{} s", time_ms as f64 / 1000.0)
    };
    format!("{time}, {} MiB", memory_kib / 1024)
}

/// Where `problem`'s Rust goes: its judge's site, or why not and the problems of the same
/// puzzle whose judges take it.
fn rust(problem: &Problem) -> String {
    let elsewhere: Vec<String> = catalog::same_puzzle(problem.name)
        .into_iter()
        .filter(|p| p.judge.rust.is_taken())
        .map(|p| format!("`{}`", p.name))
        .collect();
    let not_here = |why: String| match elsewhere.is_empty() {
        true => why,
        false => format!("{why}; use {}", elsewhere.join(", ")),
    };
    match problem.judge.rust {
        Rust::Takes(compiler) => format!("**{}**", compiler.site),
        Rust::No { languages } => not_here(format!("no ({languages})")),
        Rust::Unconfirmed => not_here("unconfirmed".to_string()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_description_loses_its_judge_and_limits_read_as_people_say_them() {
        assert_eq!(
            what_it_asks("AcWing 169 (数独2): 16×16 Sudoku, A|B."),
            "16×16 Sudoku, A\\|B."
        );
        assert_eq!(what_it_asks("no judge"), "no judge");
        assert_eq!(limits(1000, 65536), "1 s, 64 MiB");
        assert_eq!(limits(1500, 262144), "1.5 s, 256 MiB");
    }

    #[test]
    fn every_problem_has_a_row_and_every_compiler_one() {
        let text = problems_readme(&Workspace::new(
            manifest::workspace_root().expect("the workspace"),
        ))
        .unwrap();
        for problem in PROBLEMS {
            assert!(text.contains(&format!("| `{}` | [", problem.name)));
        }
        for compiler in &COMPILERS {
            assert!(text.contains(&format!("| {} | {} |", compiler.site, compiler.rustc)));
        }
    }
}
