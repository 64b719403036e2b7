fn main() {
    std::process::exit(textio::run("luogu1784", luogu1784::solve));
}
