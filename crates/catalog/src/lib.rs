//! Every judge problem of the workspace, by name: the one list the tests and tools walk.
//!
//! **Invariant:** `PROBLEMS` names each crate under `problems/` exactly once, sorted by name,
//! and each name is its crate's (and folder's) name.

use textio::judge::Judge;
use textio::Solve;

/// One judge problem: its crate name, its entry point and its judge.
#[derive(Clone, Copy, Debug)]
pub struct Problem {
    /// The crate's name, which is also its folder under `problems/` and its binary's name.
    pub name: &'static str,
    /// The entry point: input bytes in, answers out, complaints in the report.
    pub solve: Solve,
    /// Its online judge: limits and how answers are compared (the crate's `JUDGE`).
    pub judge: Judge,
}

/// Every problem, sorted by name.
pub const PROBLEMS: &[Problem] = &[
    Problem {
        name: "acwing166",
        solve: acwing166::solve,
        judge: acwing166::JUDGE,
    },
    Problem {
        name: "acwing169",
        solve: acwing169::solve,
        judge: acwing169::JUDGE,
    },
    Problem {
        name: "algo847",
        solve: algo847::solve,
        judge: algo847::JUDGE,
    },
    Problem {
        name: "hdu5547",
        solve: hdu5547::solve,
        judge: hdu5547::JUDGE,
    },
    Problem {
        name: "lanqiao2012",
        solve: lanqiao2012::solve,
        judge: lanqiao2012::JUDGE,
    },
    Problem {
        name: "leetcode37",
        solve: leetcode37::solve,
        judge: leetcode37::JUDGE,
    },
    Problem {
        name: "luogu1074",
        solve: luogu1074::solve,
        judge: luogu1074::JUDGE,
    },
    Problem {
        name: "luogu1784",
        solve: luogu1784::solve,
        judge: luogu1784::JUDGE,
    },
    Problem {
        name: "poj3076",
        solve: poj3076::solve,
        judge: poj3076::JUDGE,
    },
    Problem {
        name: "spoj1110",
        solve: spoj1110::solve,
        judge: spoj1110::JUDGE,
    },
];

/// The problem called `name`, if there is one.
pub fn find(name: &str) -> Option<&'static Problem> {
    PROBLEMS.iter().find(|p| p.name == name)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn same_puzzle_names_known_problems_both_ways() {
        for problem in PROBLEMS {
            for &other in problem.judge.same_puzzle {
                let sibling = find(other).unwrap_or_else(|| {
                    panic!("{}: same_puzzle names {other}, not a problem", problem.name)
                });
                assert_ne!(sibling.name, problem.name);
                assert!(
                    sibling.judge.same_puzzle.contains(&problem.name),
                    "{} names {other}, which does not name it back",
                    problem.name
                );
            }
        }
    }

    #[test]
    fn names_are_sorted_and_unique() {
        assert!(PROBLEMS.windows(2).all(|w| w[0].name < w[1].name));
        assert_eq!(find("hdu5547").map(|p| p.name), Some("hdu5547"));
        assert!(find("nope").is_none());
    }
}
