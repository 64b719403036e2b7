//! The `scaffold` program (`scripts/new`) as a user runs it, where it must refuse: the usage and
//! status 2 for a command line it does not take, status 1 and a message for a name it cannot
//! use or a problem it cannot remove, and nothing written either way. (What it writes is tested
//! on throwaway workspaces in the library's tests.)

use std::process::{Command, Output};

fn new(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_scaffold"))
        .args(args)
        .output()
        .expect("scaffold runs")
}

#[track_caller]
fn assert_refused(args: &[&str], status: i32, stderr_start: &str) {
    let o = new(args);
    let stderr = String::from_utf8_lossy(&o.stderr);
    assert_eq!(o.status.code(), Some(status), "{args:?}: {stderr}");
    assert!(stderr.starts_with(stderr_start), "{args:?}: {stderr}");
    assert!(o.stdout.is_empty());
}

#[test]
fn what_it_cannot_do_is_refused_with_its_status() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let problems_before = std::fs::read_dir(root.join("problems")).unwrap().count();
    let catalog = root.join("crates/catalog/Cargo.toml");
    let catalog_before = std::fs::read(&catalog).unwrap();
    for args in [&[][..], &["a", "b"], &["--remove"], &["--bogus"]] {
        assert_refused(args, 2, "new: ");
        assert!(String::from_utf8_lossy(&new(args).stderr).contains("\n\nusage: new <name>\n"));
    }
    assert_refused(
        &["Not-A-Name"],
        1,
        "new: \"Not-A-Name\" is not a valid problem name",
    );
    assert_refused(
        &["fn"],
        1,
        "new: \"fn\" is not a valid problem name: it is a Rust keyword",
    );
    assert_refused(
        &["solver"],
        1,
        "new: \"solver\" is the name of a workspace crate",
    );
    assert_refused(
        &["--remove", "nosuch"],
        1,
        "new: there is no problems/nosuch",
    );
    let o = new(&["--help"]);
    assert_eq!(o.status.code(), Some(0));
    assert!(String::from_utf8_lossy(&o.stdout).starts_with("usage: new <name>"));
    assert_eq!(
        std::fs::read_dir(root.join("problems")).unwrap().count(),
        problems_before
    );
    assert_eq!(std::fs::read(&catalog).unwrap(), catalog_before);
}
