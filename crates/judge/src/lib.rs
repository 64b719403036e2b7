//! The judge runner: every problem's program on every case, as its online judge would run it.
//!
//! - [`measure`]: one run under a time and a memory limit: how it ended, wall time, peak memory;
//! - [`streaming`]: [`streaming::StreamingCompare`], the judge's comparison made as the output
//!   arrives (a problem's answer checker is `spec::judge::Checker`);
//! - [`verdict`]: [`verdict::Verdict`], AC / WA / RE / TLE / MLE / OLE for one run;
//! - [`cases`]: a problem's `cases/*.in` and their expected `.out`;
//! - [`bundle`]: `--bundle`, each problem as one file compiled with `rustc -O`;
//! - [`app`]: the command line, the tables and the summary;
//! - [`check`]: `check PROBLEM INPUT OUTPUT EXPECTED`, one answer judged, as a command;
//! - [`stress`]: `stress PROBLEM --program CMD`, the problem's generated inputs thrown at a
//!   program, and the smallest it fails on;
//! - [`table`]: `problems/README.md`, the problems and the judges' compilers, from the catalog.
//!
//! What each problem's judge is (limits, comparison) comes from its crate's `JUDGE`, through
//! [`catalog::PROBLEMS`]; nothing about a problem is written here.

pub mod app;
pub mod bundle;
pub mod cases;
pub mod check;
pub mod measure;
pub mod streaming;
pub mod stress;
pub mod table;
pub mod verdict;
