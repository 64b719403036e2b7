//! Writes the catalog's list of problems from its own manifest: every dependency whose path is
//! `../../problems/<name>` is a problem, so that adding a problem is adding that one line.

use std::env;
use std::fs;
use std::path::Path;

fn main() {
    println!("cargo:rerun-if-changed=Cargo.toml");
    let manifest =
        manifest::Manifest::read(Path::new("Cargo.toml")).expect("the catalog's Cargo.toml");
    let mut names: Vec<&str> = manifest
        .problem_dependencies()
        .into_iter()
        .map(|e| e.key.as_str())
        .collect();
    names.sort_unstable();
    let mut list = String::new();
    for name in names {
        list.push_str(&format!("problem!({name}),\n"));
    }
    let out = Path::new(&env::var_os("OUT_DIR").expect("Cargo sets OUT_DIR")).join("problems.rs");
    fs::write(out, format!("&[\n{list}]\n")).expect("the generated list");
}
