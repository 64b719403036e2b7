//! The bundler on ordinary Rust it has never seen: a scratch workspace with a library crate and
//! two problems, one written as any Rust programmer writes (std traits used through `use`, a
//! trait with a default method, generic and `impl Trait` functions, a method reached only
//! through a trait object, a constant used only in an array length, dead code of every kind),
//! and one that compiles under Cargo but not as a single file. The first's bundle must compile
//! on PTA's rustc 1.53.0 and on stable and print what the code computes, squeezed too; the
//! second is refused
//! with rustc's message at its file and line.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use spec::judge::FLOOR;
use testkit::toolchain::ensure_toolchain;

const ROOT_MANIFEST: &str = "[workspace]\nmembers = [\"crates/*\", \"problems/*\"]\n\n\
    [workspace.dependencies]\nkit = { path = \"crates/kit\" }\n";

const KIT: &str = r#"//! A library like any other.
use std::fmt;
pub mod shapes;
pub const SIDES: usize = 4; // used only in an array length
pub const UNUSED: u32 = 7;
pub trait Area { fn area(&self) -> u32; fn twice(&self) -> u32 { 2 * self.area() } }
pub trait Speak { fn speak(&self) -> String; }
pub struct Dog;
impl Speak for Dog { fn speak(&self) -> String { "woof".to_string() } }
pub struct Lonely; // never built: goes, with its impls
impl fmt::Display for Lonely { fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result { f.write_str("!") } }
pub trait Forgotten { fn forgotten(&self); } // never used: goes, with its impl
impl Forgotten for Dog { fn forgotten(&self) {} }
pub fn total<T: Area>(items: &[T]) -> u32 { items.iter().map(|i| i.area()).sum() }
pub fn describe(x: impl fmt::Display) -> String { format!("<{}>", x) }
pub fn unused_fn() -> u32 { only_for_unused_fn() }
fn only_for_unused_fn() -> u32 { crate::shapes::Square::new(1).area() }
macro_rules! unused_macro { () => {}; }
#[cfg(feature = "extra")] pub fn needs_a_feature() -> u32 { no_such_function() }
#[cfg(not(feature = "extra"))] pub fn featureless() -> &'static str { "plain" }
#[cfg(test)] mod tests { #[test] fn nothing() {} }
"#;

const SHAPES: &str = r#"use crate::{Area, SIDES};
#[derive(Clone, Debug)]
pub struct Square { pub side: u32, pub corners: [u8; SIDES] }
impl Square {
    pub fn new(side: u32) -> Self { Square { side, corners: [0; SIDES] } }
    pub fn never_called(&self) -> u32 { self.side }
}
impl Area for Square { fn area(&self) -> u32 { self.side * self.side } }
"#;

const DEMO_LIB: &str = r#"use std::convert::TryFrom;
use std::fmt::Write as _;
use std::ops::Not;
use std::str::FromStr;
use kit::shapes::Square;
use kit::{describe, featureless, total, Area, Dog, Speak};
pub fn answer() -> String {
    let squares = [Square::new(2), Square::new(3)];
    let pets: Vec<Box<dyn Speak>> = vec![Box::new(Dog)];
    let (mut out, empty) = (String::new(), String::new());
    let _ = write!(out, "not:{} ", empty.is_empty().not());
    let _ = write!(out, "twice:{} total:{} ", squares[0].twice(), total(&squares));
    let _ = write!(out, "describe:{} speak:{} ", describe(7), pets[0].speak());
    let _ = write!(out, "corners:{} ", squares[1].corners.len());
    let _ = write!(out, "try:{} parse:{} ", u8::try_from(300u32).is_err(), u32::from_str("12").unwrap_or(0));
    let _ = write!(out, "{}", featureless());
    out
}
"#;

const BROKEN_LIB: &str = "pub fn answer() -> String {\n    // Cargo sets this; a judge does not.\n    env!(\"CARGO_PKG_NAME\").to_string()\n}\n";

/// The scratch workspace, written afresh: the library `kit`, and the problems `demo` and
/// `broken`, each a `main` that prints its library's `answer()`.
fn workspace(name: &str) -> PathBuf {
    let root = testkit::scratch::fresh(&format!("bundle-ordinary-{name}"));
    let package = |name: &str| {
        format!("[package]\nname = \"{name}\"\nversion = \"0.1.0\"\nedition = \"2018\"\n")
    };
    let mut files = vec![
        ("Cargo.toml".to_string(), ROOT_MANIFEST.to_string()),
        ("crates/kit/Cargo.toml".into(), package("kit")),
        ("crates/kit/src/lib.rs".into(), KIT.into()),
        ("crates/kit/src/shapes.rs".into(), SHAPES.into()),
    ];
    for (problem, lib) in [("demo", DEMO_LIB), ("broken", BROKEN_LIB)] {
        let main = format!("fn main() {{\n    println!(\"{{}}\", {problem}::answer());\n}}\n");
        let manifest = package(problem) + "\n[dependencies]\nkit.workspace = true\n";
        files.push((format!("problems/{problem}/Cargo.toml"), manifest));
        files.push((format!("problems/{problem}/src/lib.rs"), lib.into()));
        files.push((format!("problems/{problem}/src/main.rs"), main));
    }
    for (path, text) in files {
        fs::create_dir_all(root.join(&path).parent().unwrap()).unwrap();
        fs::write(root.join(path), text).unwrap();
    }
    root
}

/// `bundle args`, run inside the workspace at `root`: the tool finds it from there.
fn bundle_in(root: &Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_bundle"))
        .args(args)
        .current_dir(root.join("problems"))
        .output()
        .expect("bundle runs")
}

/// Whether `/dev/null` is still the character device (on Unix; elsewhere there is none).
fn dev_null_is_a_device() -> bool {
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt;
        fs::metadata("/dev/null").is_ok_and(|m| m.file_type().is_char_device())
    }
    #[cfg(not(unix))]
    true
}

/// Compiles `source` with `rustc` (`+toolchain` when given) and runs it.
fn compile_and_run(source: &Path, toolchain: Option<&str>, edition: &str) -> String {
    let exe = source.with_extension(format!("{}-{edition}", toolchain.unwrap_or("stable")));
    let mut rustc = Command::new("rustc");
    if let Some(t) = toolchain {
        rustc.arg(format!("+{t}"));
    }
    let built = rustc
        .args(["--edition", edition, "-D", "warnings", "-o"])
        .arg(&exe)
        .arg(source)
        .output()
        .expect("rustc runs");
    assert!(
        built.status.success(),
        "{toolchain:?} {edition}: {}",
        String::from_utf8_lossy(&built.stderr)
    );
    let ran = Command::new(&exe).output().expect("the bundle runs");
    assert!(ran.status.success());
    String::from_utf8(ran.stdout).unwrap()
}

#[test]
fn ordinary_rust_bundles_into_a_file_that_compiles_on_old_and_new_rustc_and_runs() {
    ensure_toolchain(FLOOR.rustc).unwrap_or_else(|e| panic!("{e}"));
    let root = workspace("demo");
    assert!(
        dev_null_is_a_device(),
        "/dev/null was broken before bundling"
    );
    let o = bundle_in(&root, &["demo"]);
    let stderr = String::from_utf8_lossy(&o.stderr);
    assert!(o.status.success(), "{stderr}");
    // rustc renames its output into place: told to write to `/dev/null` by a root user, it
    // replaces the device with a file, and every later `2>/dev/null` and `</dev/null` with it.
    assert!(dev_null_is_a_device(), "bundling replaced /dev/null");
    let text = String::from_utf8(o.stdout).unwrap();
    let source = root.join("demo.rs");
    fs::write(&source, &text).unwrap();
    // What the code computes: !"".is_empty(), 2·2², 2²+3², "<7>", the dog, SIDES, 300 over u8.
    let expected =
        "not:false twice:8 total:13 describe:<7> speak:woof corners:4 try:true parse:12 plain\n";
    let builds = [
        (Some(FLOOR.rustc), "2018"),
        (None, "2018"),
        (None, "2021"),
        (None, "2024"),
    ];
    for (toolchain, edition) in builds {
        let ran = compile_and_run(&source, toolchain, edition);
        assert_eq!(ran, expected, "{toolchain:?} {edition}");
    }
    let dead = "UNUSED Lonely Forgotten unused_fn only_for_unused_fn unused_macro never_called \
                needs_a_feature nothing A.library";
    for dead in dead.split_whitespace() {
        assert!(
            !text.contains(&dead.replace('.', " ")),
            "{dead} is carried:\n{text}"
        );
    }
    let live = "mod kit {|pub mod shapes {|fn twice|impl Speak for Dog|pub const SIDES";
    for live in live.split('|') {
        assert!(text.contains(live), "{live} is missing:\n{text}");
    }
    // Squeezed (one module, short names, white space and derives cut): the same program, on
    // the floor and the newest edition, in a smaller file.
    let o = bundle_in(&root, &["--squeeze", "demo"]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let squeezed = String::from_utf8(o.stdout).unwrap();
    assert!(
        squeezed.len() < text.len() && !squeezed.contains("mod "),
        "{squeezed}"
    );
    let source = root.join("squeezed.rs");
    fs::write(&source, &squeezed).unwrap();
    for (toolchain, edition) in [(Some(FLOOR.rustc), "2018"), (None, "2024")] {
        let ran = compile_and_run(&source, toolchain, edition);
        assert_eq!(
            ran, expected,
            "squeezed, {toolchain:?} {edition}:\n{squeezed}"
        );
    }
    fs::remove_dir_all(&root).unwrap();
}

#[test]
fn code_that_cannot_compile_as_one_file_is_refused_with_rustc_s_message_at_its_place() {
    let root = workspace("broken");
    let o = bundle_in(&root, &["broken"]);
    let stderr = String::from_utf8_lossy(&o.stderr);
    assert_eq!(o.status.code(), Some(1), "{stderr}");
    assert!(o.stdout.is_empty(), "nothing is written");
    assert!(
        stderr.starts_with("bundle: broken: problems/broken/src/lib.rs:3: error"),
        "{stderr}"
    );
    assert!(stderr.contains("CARGO_PKG_NAME"), "{stderr}");
    fs::remove_dir_all(&root).unwrap();
}
