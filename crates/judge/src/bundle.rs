//! `--bundle`: each problem as the single file a judge compiles, built with the judge's command.
//!
//! The bundle tool (package `bundle`, `cargo run -p bundle -- <problem>`) prints a problem's
//! submission on stdout; it is compiled here as judges compile Rust: `rustc -O --edition 2021`.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

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

/// Bundles problem `name` of the workspace at `root` into `out_dir/<name>.rs` and compiles it
/// into `out_dir/<name>` with `rustc -O --edition 2021`. Returns the program.
///
/// # Errors
/// A message naming the step that failed (bundling or compiling) and the end of its stderr.
pub fn build(root: &Path, out_dir: &Path, name: &str) -> Result<PathBuf, String> {
    fs::create_dir_all(out_dir).map_err(|e| format!("cannot create {}: {e}", out_dir.display()))?;
    let source = out_dir.join(format!("{name}.rs"));
    let program = out_dir.join(name);

    let bundled = Command::new("cargo")
        .args(["run", "-q", "--release", "-p", "bundle", "--", name])
        .current_dir(root)
        .stdin(Stdio::null())
        .output()
        .map_err(|e| format!("cannot run cargo: {e}"))?;
    if !bundled.status.success() {
        return Err(format!(
            "`cargo run -p bundle -- {name}` failed ({}){}",
            bundled.status,
            tail(&bundled.stderr)
        ));
    }
    fs::write(&source, &bundled.stdout)
        .map_err(|e| format!("cannot write {}: {e}", source.display()))?;

    // The judges' command, as a user would type it: `rustc` from PATH.
    let compiled = Command::new("rustc")
        .args(["-O", "--edition", "2021"])
        .arg(&source)
        .arg("-o")
        .arg(&program)
        .stdin(Stdio::null())
        .output()
        .map_err(|e| format!("cannot run rustc: {e}"))?;
    if !compiled.status.success() {
        return Err(format!(
            "{} does not compile with `rustc -O --edition 2021`{}",
            source.display(),
            tail(&compiled.stderr)
        ));
    }
    Ok(program)
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
