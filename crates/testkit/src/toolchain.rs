//! The judges' old compilers, installed through rustup when a test needs one and it is missing:
//! a test never skips for want of a compiler.

use std::process::{Command, Stdio};
use std::sync::Mutex;

/// Makes sure rustup's `toolchain` (a judge's rustc, `"1.53.0"`) is installed, installing it
/// once per process when it is not.
///
/// # Errors
/// When it is missing and cannot be installed: the message names the toolchain and the command
/// that installs it.
pub fn ensure_toolchain(toolchain: &str) -> Result<(), String> {
    static READY: Mutex<Vec<(String, Result<(), String>)>> = Mutex::new(Vec::new());
    // One install at a time: rustup does not share its folders between two of them.
    let mut ready = READY.lock().unwrap_or_else(|e| e.into_inner());
    if let Some((_, known)) = ready.iter().find(|(t, _)| t == toolchain) {
        return known.clone();
    }
    let present = |t: &str| {
        Command::new("rustc")
            .arg(format!("+{t}"))
            .arg("--version")
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .status()
            .is_ok_and(|s| s.success())
    };
    let result = if present(toolchain) {
        Ok(())
    } else {
        let install = format!("rustup toolchain install {toolchain} --profile minimal");
        let installed = Command::new("rustup")
            .args(["toolchain", "install", toolchain, "--profile", "minimal"])
            .stdout(Stdio::null())
            .output();
        match installed {
            Ok(o) if o.status.success() && present(toolchain) => Ok(()),
            Ok(o) => Err(format!(
                "rustc {toolchain} is missing and `{install}` failed:\n{}",
                String::from_utf8_lossy(&o.stderr)
            )),
            Err(e) => Err(format!(
                "rustc {toolchain} is missing and rustup cannot be run ({e}): install rustup, then `{install}`"
            )),
        }
    };
    ready.push((toolchain.to_string(), result.clone()));
    result
}
