//! `--bundle`: each problem as the single file a judge compiles, built with the judge's command.
//!
//! The bundle tool (package `bundle`, `cargo run -p bundle -- --with-driver <problem>`) prints a
//! problem's submission on stdout, held to its judge's source limit (a function submission after
//! the driver that stands for its judge's side of the file); it is compiled here as judges compile
//! Rust: `rustc -O` with the judge's declared compiler and newest edition when that toolchain is
//! installed (rustup's `rustc +1.56.1`), else with the installed rustc.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use catalog::Problem;
use spec::judge::{Rust, DEFAULT_EDITION};

/// The most lines of a failed command's stderr an error keeps.
const ERROR_TAIL_LINES: usize = 20;

/// Whether the workspace at `root` has the bundle tool.
pub fn tool_available(root: &Path) -> bool {
    Command::new("cargo")
        .args(["pkgid", "-q", "bundle"])
        .current_dir(root)
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .is_ok_and(|status| status.success())
}

/// How a bundle is compiled: the rustup toolchain (`None`: the `rustc` on the PATH), the
/// edition, and why, in words for the report.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CompileWith {
    pub toolchain: Option<&'static str>,
    pub edition: u16,
    /// The judge's own arguments to rustc (PTA's `--cfg ONLINE_JUDGE`).
    pub flags: &'static [&'static str],
    pub reason: String,
}

impl CompileWith {
    /// The judge's own compiler and newest edition where the judge takes Rust and rustup has
    /// that toolchain (`installed` tells); the installed rustc with the judge's newest edition
    /// ([`DEFAULT_EDITION`] when unknown) otherwise.
    pub fn for_judge(rust: &Rust, installed: impl Fn(&str) -> bool) -> CompileWith {
        match rust {
            Rust::Takes(compiler) => {
                let edition = compiler.newest_edition();
                if installed(compiler.rustc) {
                    CompileWith {
                        toolchain: Some(compiler.rustc),
                        edition,
                        flags: compiler.flags,
                        reason: "the judge's compiler".to_string(),
                    }
                } else {
                    CompileWith {
                        toolchain: None,
                        edition,
                        flags: compiler.flags,
                        reason: format!(
                            "the judge's rustc {} is not installed \
                             (`rustup toolchain install {} --profile minimal`)",
                            compiler.rustc, compiler.rustc
                        ),
                    }
                }
            }
            Rust::No { .. } | Rust::Unconfirmed => CompileWith {
                toolchain: None,
                edition: DEFAULT_EDITION,
                flags: &[],
                reason: "the judge declares no Rust compiler".to_string(),
            },
        }
    }

    /// The command as a user would type it: `rustc +1.56.1 -O --edition 2021`.
    pub fn command_line(&self) -> String {
        let toolchain = self.toolchain.map_or(String::new(), |t| format!(" +{t}"));
        let flags: String = self.flags.iter().map(|f| format!(" {f}")).collect();
        format!("rustc{toolchain} -O --edition {}{flags}", self.edition)
    }
}

/// Whether rustup has toolchain `name` (`rustc +name --version` answers).
pub fn toolchain_installed(name: &str) -> bool {
    Command::new("rustc")
        .arg(format!("+{name}"))
        .arg("--version")
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .is_ok_and(|status| status.success())
}

/// Bundles `problem` of the workspace at `root` into `out_dir/<name>.rs` and compiles it into
/// `out_dir/<name>` as [`CompileWith::for_judge`] chooses. Returns the program and how it was
/// compiled.
///
/// # Errors
/// A message naming the step that failed (bundling or compiling) and the end of its stderr.
pub fn build(
    root: &Path,
    out_dir: &Path,
    problem: &Problem,
) -> Result<(PathBuf, CompileWith), String> {
    let name = problem.name;
    let with = CompileWith::for_judge(&problem.judge.rust, toolchain_installed);
    fs::create_dir_all(out_dir).map_err(|e| format!("cannot create {}: {e}", out_dir.display()))?;
    let source = out_dir.join(format!("{name}.rs"));
    let program = out_dir.join(name);

    let bundled = Command::new("cargo")
        // A problem whose judge takes a function comes after the judge's driver, as a program.
        .args([
            "run",
            "-q",
            "--release",
            "-p",
            "bundle",
            "--",
            "--with-driver",
            name,
        ])
        .current_dir(root)
        .stdin(Stdio::null())
        .output()
        .map_err(|e| format!("cannot run cargo: {e}"))?;
    if !bundled.status.success() {
        return Err(format!(
            "`cargo run -p bundle -- --with-driver {name}` failed ({}){}",
            bundled.status,
            tail(&bundled.stderr)
        ));
    }
    fs::write(&source, &bundled.stdout)
        .map_err(|e| format!("cannot write {}: {e}", source.display()))?;

    // The judges' command, as a user would type it: `rustc` from PATH, through rustup.
    let mut rustc = Command::new("rustc");
    if let Some(toolchain) = with.toolchain {
        rustc.arg(format!("+{toolchain}"));
    }
    let compiled = rustc
        .args(["-O", "--edition", &with.edition.to_string()])
        .args(with.flags)
        .arg(&source)
        .arg("-o")
        .arg(&program)
        .stdin(Stdio::null())
        .output()
        .map_err(|e| format!("cannot run rustc: {e}"))?;
    if !compiled.status.success() {
        return Err(format!(
            "{} does not compile with `{}`{}",
            source.display(),
            with.command_line(),
            tail(&compiled.stderr)
        ));
    }
    Ok((program, with))
}

/// The last lines of a command's stderr, after a colon and a line break; empty when it printed
/// nothing.
fn tail(stderr: &[u8]) -> String {
    let text = String::from_utf8_lossy(stderr);
    let lines: Vec<&str> = text.lines().collect();
    if lines.is_empty() {
        return String::new();
    }
    format!(
        ":\n{}",
        lines[lines.len().saturating_sub(ERROR_TAIL_LINES)..].join("\n")
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use spec::judge::Compiler;

    /// A judge of two editions, and one of one.
    const TWO: Compiler = Compiler {
        site: "Two",
        rustc: "1.56.1",
        editions: &[2018, 2021],
        source_limit: Some(50_000),
        flags: &[],
    };
    const TAKES_TWO: Rust = Rust::Takes(TWO);

    #[test]
    fn a_judge_with_rust_is_compiled_with_its_own_rustc_when_installed() {
        let with = CompileWith::for_judge(&TAKES_TWO, |t| t == "1.56.1");
        assert_eq!(with.command_line(), "rustc +1.56.1 -O --edition 2021");
        let without = CompileWith::for_judge(&TAKES_TWO, |_| false);
        assert_eq!(without.command_line(), "rustc -O --edition 2021");
        assert!(
            without.reason.contains("rustup toolchain install 1.56.1"),
            "{}",
            without.reason
        );
        let luogu = Rust::Takes(Compiler {
            site: "One",
            rustc: "1.88.0",
            editions: &[2024],
            source_limit: None,
            flags: &[],
        });
        let with = CompileWith::for_judge(&luogu, |_| true);
        assert_eq!(with.command_line(), "rustc +1.88.0 -O --edition 2024");
    }

    #[test]
    fn a_judge_without_rust_gets_the_installed_rustc() {
        for rust in [Rust::Unconfirmed, Rust::No { languages: "C" }] {
            let with = CompileWith::for_judge(&rust, |_| true);
            assert_eq!(with.command_line(), "rustc -O --edition 2021");
        }
    }
}
