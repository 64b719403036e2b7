fn main() {
    std::process::exit(textio::run(
        "kattis_simplysudoku",
        kattis_simplysudoku::solve,
    ));
}
