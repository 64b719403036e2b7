//! Every judge problem of the workspace, by name: the one list the tests and tools walk.
//!
//! A problem is in the catalog when it is a dependency of this crate: the line
//! `name = { path = "../../problems/name", features = ["catalog"] }` in its `Cargo.toml` is all
//! that adding one takes; `build.rs` makes [`PROBLEMS`] of those lines.
//!
//! **Invariant:** `PROBLEMS` names each crate under `problems/` exactly once, sorted by name,
//! and each name is its crate's (and folder's) name.

use spec::format::Input;
use spec::judge::Judge;
use textio::Solve;

/// One judge problem: its crate name, its entry point, its judge and its input format.
#[derive(Clone, Copy, Debug)]
pub struct Problem {
    /// The crate's name, which is also its folder under `problems/` and its binary's name.
    pub name: &'static str,
    /// The entry point: input bytes in, answers out, complaints in the report.
    pub solve: Solve,
    /// Its online judge: limits and how answers are compared (the crate's `JUDGE`).
    pub judge: Judge,
    /// Its input as the tools make and write it (the crate's `INPUT`).
    pub input: Input,
}

/// The entry of problem crate `$name`: its name, its `solve`, and its `tool` module's `JUDGE` and
/// `INPUT`, all
/// taken from the one crate named, so that no entry can mix two problems.
macro_rules! problem {
    ($name:ident) => {
        Problem {
            name: stringify!($name),
            solve: $name::solve,
            judge: $name::tool::JUDGE,
            input: $name::tool::INPUT,
        }
    };
}

/// Every problem, sorted by name: one for each dependency of this crate on a crate under
/// `problems/` (its `Cargo.toml`, read by `build.rs`).
pub const PROBLEMS: &[Problem] = include!(concat!(env!("OUT_DIR"), "/problems.rs"));

/// The problems whose formats the benchmarks read and write by type, beyond what `solve`,
/// `JUDGE` and `INPUT` offer: each named here once, by what it holds, so that no tool keeps a
/// copy of a problem's reader, writer or checker.
pub mod formats {
    /// The top-left block of a Latin square to complete, as Luogu P10062 gives it: `read_block`,
    /// `write_square`, and in `tool` its reader and writer of whole inputs (`read_blocks`,
    /// `write_blocks`) and its checker (`check_answer`).
    pub use luogu10062 as latin_block;
    /// A 0/1 matrix to cover exactly, as Luogu P4929 gives it: `Matrix`, `read_matrix`,
    /// `answer_line`, and in `tool` its writer (`write_matrix`) and checker (`check_answer`).
    pub use luogu4929 as exact_cover;
}

/// The problem called `name`, if there is one.
pub fn find(name: &str) -> Option<&'static Problem> {
    PROBLEMS.iter().find(|p| p.name == name)
}

/// The problem called `name`, for a tool's command line.
///
/// # Errors
/// `no problem called NAME; the problems are …`, every name in catalog order.
pub fn named(name: &str) -> Result<&'static Problem, String> {
    find(name).ok_or_else(|| {
        let known: Vec<&str> = PROBLEMS.iter().map(|p| p.name).collect();
        format!(
            "no problem called {name}; the problems are {}",
            known.join(", ")
        )
    })
}

/// The first problem, by name, that `test` picks: how a test takes a problem of a kind without
/// naming one.
pub fn first(test: impl Fn(&Problem) -> bool) -> Option<&'static Problem> {
    PROBLEMS.iter().find(|p| test(p))
}

/// The other problems that pose the same puzzle as `name`: those its judge's `same_puzzle`
/// names, those that name it, and so on, since posing the same puzzle is an equivalence. So a
/// new problem names one sibling, and no other problem's declaration changes. In catalog order;
/// empty for an unknown name.
///
/// # Complexity
/// `O(P²)` for `P` problems.
pub fn same_puzzle(name: &str) -> Vec<&'static Problem> {
    let mut found: Vec<&str> = vec![name];
    let mut grew = true;
    while grew {
        grew = false;
        for problem in PROBLEMS {
            let linked = problem
                .judge
                .same_puzzle
                .iter()
                .any(|sibling| found.contains(sibling));
            let named = found
                .iter()
                .filter_map(|&f| find(f))
                .any(|f| f.judge.same_puzzle.contains(&problem.name));
            if (linked || named) && !found.contains(&problem.name) {
                found.push(problem.name);
                grew = true;
            }
        }
    }
    PROBLEMS
        .iter()
        .filter(|p| p.name != name && found.contains(&p.name))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn same_puzzle_names_known_problems_and_is_an_equivalence() {
        for problem in PROBLEMS {
            for &other in problem.judge.same_puzzle {
                let sibling = find(other).unwrap_or_else(|| {
                    panic!("{}: same_puzzle names {other}, not a problem", problem.name)
                });
                assert_ne!(sibling.name, problem.name);
            }
            let siblings = same_puzzle(problem.name);
            assert!(siblings.iter().all(|s| s.name != problem.name));
            for sibling in &siblings {
                // Symmetric, and transitive: each sibling's siblings are this one's and itself.
                let theirs: Vec<&str> = same_puzzle(sibling.name).iter().map(|p| p.name).collect();
                assert!(
                    theirs.contains(&problem.name),
                    "{} and {}",
                    problem.name,
                    sibling.name
                );
                for s in &siblings {
                    assert!(s.name == sibling.name || theirs.contains(&s.name));
                }
            }
        }
        assert!(same_puzzle("nope").is_empty());
    }

    #[test]
    fn every_judge_is_described() {
        for problem in PROBLEMS {
            let judge = &problem.judge;
            assert!(
                judge.url.starts_with("https://") || judge.url.starts_with("http://"),
                "{}: JUDGE.url is the problem's page, not {:?}",
                problem.name,
                judge.url
            );
            assert!(
                !judge.name.is_empty() && !judge.name.contains('('),
                "{}: JUDGE.name is the judge and the problem's title, not {:?}",
                problem.name,
                judge.name
            );
            assert!(judge.time_limit_ms > 0 && judge.memory_limit_kib > 0);
        }
    }

    #[test]
    fn names_are_sorted_and_unique() {
        assert!(PROBLEMS.windows(2).all(|w| w[0].name < w[1].name));
        assert_eq!(find("hdu5547").map(|p| p.name), Some("hdu5547"));
        assert!(find("nope").is_none());
    }
}
