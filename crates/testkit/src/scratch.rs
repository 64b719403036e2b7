//! Folders the tests write in.

use std::path::PathBuf;

/// A new empty folder of this test process's own, `<temp>/<name>-<pid>`: emptied when an
/// earlier test of the same name left it behind, so that nothing of another run is read.
///
/// # Panics
/// When the folder cannot be emptied or made.
pub fn fresh(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("{name}-{}", std::process::id()));
    if dir.exists() {
        std::fs::remove_dir_all(&dir)
            .unwrap_or_else(|e| panic!("cannot empty {}: {e}", dir.display()));
    }
    std::fs::create_dir_all(&dir).unwrap_or_else(|e| panic!("cannot make {}: {e}", dir.display()));
    dir
}
