fn main() {
    std::process::exit(textio::run("luogu1896", luogu1896::solve));
}
