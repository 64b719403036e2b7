//! The cases of a problem: `problems/<name>/cases/<case>.in` with its expected `<case>.out`.

use std::ffi::OsStr;
use std::fs;
use std::io;
use std::path::{Path, PathBuf};

/// One case: an input and the output the judge expects for it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Case {
    /// The file name without `.in`.
    pub name: String,
    /// `<name>.in`, the program's stdin.
    pub input: PathBuf,
    /// `<name>.out`, what the judge expects on stdout.
    pub expected: PathBuf,
}

/// The cases in `dir`, sorted by name.
///
/// # Errors
/// When `dir` cannot be read, or an `.in` file has no `.out` beside it (a case without an
/// expected output cannot be judged, and skipping it would hide it).
pub fn cases_in(dir: &Path) -> io::Result<Vec<Case>> {
    let mut cases = Vec::new();
    for entry in fs::read_dir(dir)? {
        let input = entry?.path();
        if input.extension() != Some(OsStr::new("in")) {
            continue;
        }
        let expected = input.with_extension("out");
        if !expected.is_file() {
            return Err(io::Error::new(
                io::ErrorKind::NotFound,
                format!(
                    "{} has no expected output {}",
                    input.display(),
                    expected.display()
                ),
            ));
        }
        let name = input
            .file_stem()
            .map(|stem| stem.to_string_lossy().into_owned())
            .unwrap_or_default();
        cases.push(Case {
            name,
            input,
            expected,
        });
    }
    cases.sort_by(|a, b| a.name.cmp(&b.name));
    Ok(cases)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cases_are_paired_and_sorted() {
        let dir = std::env::temp_dir().join(format!("judge-cases-{}", std::process::id()));
        fs::create_dir_all(&dir).unwrap();
        for file in ["b.in", "b.out", "a.in", "a.out", "notes.txt"] {
            fs::write(dir.join(file), "").unwrap();
        }
        let names: Vec<String> = cases_in(&dir)
            .unwrap()
            .into_iter()
            .map(|c| c.name)
            .collect();
        assert_eq!(names, ["a", "b"]);

        fs::write(dir.join("c.in"), "").unwrap();
        let err = cases_in(&dir).unwrap_err();
        assert!(err.to_string().contains("c.out"), "{err}");
        fs::remove_dir_all(&dir).unwrap();
    }
}
