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
    /// Why the case cannot be judged, if it cannot: no `.out` beside it, or an `.in` that cannot
    /// be read (a broken link). Such a case is reported, never skipped.
    pub trouble: Option<String>,
}

/// The cases in `dir`, sorted by name, each with its [`Case::trouble`] if it has one.
///
/// # Errors
/// When `dir` cannot be read.
pub fn cases_in(dir: &Path) -> io::Result<Vec<Case>> {
    let mut cases = Vec::new();
    for entry in fs::read_dir(dir)? {
        let input = entry?.path();
        if input.extension() != Some(OsStr::new("in")) {
            continue;
        }
        let expected = input.with_extension("out");
        let trouble = match fs::metadata(&input) {
            Err(e) if e.kind() == io::ErrorKind::NotFound => match fs::read_link(&input) {
                Ok(target) => Some(format!(
                    "cannot read {}: it links to {}, which does not exist",
                    input.display(),
                    target.display()
                )),
                Err(_) => Some(format!("cannot read {}: {e}", input.display())),
            },
            Err(e) => Some(format!("cannot read {}: {e}", input.display())),
            Ok(meta) if !meta.is_file() => Some(format!("{} is not a file", input.display())),
            Ok(_) if !expected.is_file() => Some(format!(
                "{} has no expected output {}",
                input.display(),
                expected.display()
            )),
            Ok(_) => None,
        };
        let name = input
            .file_stem()
            .map(|stem| stem.to_string_lossy().into_owned())
            .unwrap_or_default();
        cases.push(Case {
            name,
            input,
            expected,
            trouble,
        });
    }
    cases.sort_by(|a, b| a.name.cmp(&b.name));
    Ok(cases)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cases_are_paired_and_sorted_and_the_broken_ones_say_why() {
        let dir = testkit::scratch::fresh("judge-cases");
        for file in [
            "b.in",
            "b.out",
            "a.in",
            "a.out",
            "notes.txt",
            "c.in",
            "d.out",
        ] {
            fs::write(dir.join(file), "").unwrap();
        }
        std::os::unix::fs::symlink(dir.join("nowhere.in"), dir.join("d.in")).unwrap();
        fs::create_dir_all(dir.join("e.in")).unwrap();
        fs::write(dir.join("e.out"), "").unwrap();
        let cases = cases_in(&dir).unwrap();
        let names: Vec<&str> = cases.iter().map(|c| c.name.as_str()).collect();
        assert_eq!(names, ["a", "b", "c", "d", "e"]);
        assert_eq!((&cases[0].trouble, &cases[1].trouble), (&None, &None));
        let trouble = |i: usize| cases[i].trouble.clone().unwrap();
        assert_eq!(
            trouble(2),
            format!(
                "{} has no expected output {}",
                dir.join("c.in").display(),
                dir.join("c.out").display()
            )
        );
        assert_eq!(
            trouble(3),
            format!(
                "cannot read {}: it links to {}, which does not exist",
                dir.join("d.in").display(),
                dir.join("nowhere.in").display()
            )
        );
        assert!(trouble(4).ends_with("e.in is not a file"), "{}", trouble(4));
        fs::remove_dir_all(&dir).unwrap();
        assert!(cases_in(&dir).is_err());
    }
}
