//! The judges' old compilers, installed through rustup when a test needs one and it is missing:
//! a test never skips for want of a compiler.

use std::process::{Command, Stdio};
use std::sync::{Mutex, OnceLock};

/// SPOJ's rustc, as a rustup toolchain.
pub const OLDEST_RUSTC: &str = "1.56.1";

/// PTA's rustc, as a rustup toolchain: the oldest judge compiler there is, the floor of what a
/// bundle must compile on.
pub const PTA_RUSTC: &str = "1.53.0";

/// The toolchains [`ensure_toolchain`] installs when they are missing.
pub const INSTALLED_ON_DEMAND: [&str; 2] = [PTA_RUSTC, OLDEST_RUSTC];

/// Makes sure rustup's `toolchain` (one of [`INSTALLED_ON_DEMAND`]) is installed, installing it
/// once per process when it is not.
///
/// # Errors
/// When it is missing and cannot be installed: the message names the toolchain and the command
/// that installs it.
pub fn ensure_toolchain(toolchain: &'static str) -> Result<(), String> {
    static READY: [OnceLock<Result<(), String>>; 2] = [OnceLock::new(), OnceLock::new()];
    let slot = INSTALLED_ON_DEMAND
        .iter()
        .position(|&t| t == toolchain)
        .unwrap_or_else(|| panic!("{toolchain} is not one of {INSTALLED_ON_DEMAND:?}"));
    // One install at a time: rustup does not share its folders between two of them.
    static INSTALLING: Mutex<()> = Mutex::new(());
    READY[slot]
        .get_or_init(|| {
            let _one_at_a_time = INSTALLING.lock().unwrap_or_else(|e| e.into_inner());
            let present = |t: &str| {
                Command::new("rustc")
                    .arg(format!("+{t}"))
                    .arg("--version")
                    .stdout(Stdio::null())
                    .stderr(Stdio::null())
                    .status()
                    .is_ok_and(|s| s.success())
            };
            if present(toolchain) {
                return Ok(());
            }
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
        })
        .clone()
}
