fn main() {
    std::process::exit(textio::run("luogu1562", luogu1562::solve));
}
