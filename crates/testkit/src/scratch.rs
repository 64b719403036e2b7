//! Folders the tests write in.

use std::path::PathBuf;
use std::sync::Mutex;

/// A new empty folder of this test process's own, `<temp>/<name>-<pid>`: emptied when an
/// earlier test of the same name left it behind, so that nothing of another run is read.
///
/// # Panics
/// When the folder cannot be emptied or made.
pub fn fresh(name: &str) -> PathBuf {
    let dir = folder(name);
    if dir.exists() {
        std::fs::remove_dir_all(&dir)
            .unwrap_or_else(|e| panic!("cannot empty {}: {e}", dir.display()));
    }
    std::fs::create_dir_all(&dir).unwrap_or_else(|e| panic!("cannot make {}: {e}", dir.display()));
    dir
}

/// The folder [`fresh`] makes for `name`, made the first time this process asks for it and the
/// same folder, as it is, every time after: for the tests of one binary that share files (a
/// program compiled once, the cases it runs on).
///
/// # Panics
/// As [`fresh`].
pub fn shared(name: &str) -> PathBuf {
    static MADE: Mutex<Vec<String>> = Mutex::new(Vec::new());
    let mut made = MADE.lock().unwrap_or_else(|e| e.into_inner());
    if made.iter().any(|n| n == name) {
        return folder(name);
    }
    made.push(name.to_string());
    fresh(name)
}

/// `<temp>/<name>-<pid>`.
fn folder(name: &str) -> PathBuf {
    std::env::temp_dir().join(format!("{name}-{}", std::process::id()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_shared_folder_is_made_empty_once_and_kept() {
        let dir = shared("testkit-shared");
        std::fs::write(dir.join("kept"), "x").unwrap();
        assert_eq!(shared("testkit-shared"), dir);
        assert!(dir.join("kept").is_file());
        let other = fresh("testkit-shared");
        assert_eq!(other, dir);
        assert!(!dir.join("kept").exists(), "fresh empties it");
        std::fs::remove_dir_all(dir).unwrap();
    }
}
