//! The workspace's own rules that no compiler checks.

use crate::workspace_root;

/// `cargo test` runs the default members only: a crate left out of them would go untested.
#[test]
fn every_crate_but_the_benchmarks_is_a_default_member() {
    let root = workspace_root();
    let manifest = std::fs::read_to_string(root.join("Cargo.toml")).expect("the root manifest");
    let start = manifest
        .find("default-members = [")
        .expect("default-members is set");
    let list = &manifest[start..start + manifest[start..].find(']').expect("the list closes")];
    let mut missing = Vec::new();
    for entry in std::fs::read_dir(root.join("crates")).expect("crates/") {
        let name = entry.expect("a folder entry").file_name();
        let name = name.to_string_lossy();
        if name != "bench" && !list.contains(&format!("\"crates/{name}\"")) {
            missing.push(name.into_owned());
        }
    }
    assert!(
        list.contains("\"problems/*\"") && list.contains("\"tests\""),
        "{list}"
    );
    assert!(missing.is_empty(), "not in default-members: {missing:?}");
}
