fn main() {
    std::process::exit(textio::run("luogu1219", luogu1219::solve));
}
