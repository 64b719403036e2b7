fn main() {
    std::process::exit(textio::run("luogu1074", luogu1074::solve));
}
