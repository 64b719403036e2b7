//! Standard streams for the tests of a program whose output cannot be written.

use std::fs::OpenOptions;
use std::process::Stdio;

/// A standard stream on `/dev/full`, where every write fails with "No space left on device"
/// (Linux).
///
/// # Panics
/// Where `/dev/full` cannot be opened: a test that needs it fails there, it never skips.
pub fn dev_full() -> Stdio {
    let full = OpenOptions::new().write(true).open("/dev/full");
    Stdio::from(full.expect("/dev/full, where every write fails (Linux)"))
}
