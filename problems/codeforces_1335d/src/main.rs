fn main() {
    std::process::exit(textio::run("codeforces_1335d", codeforces_1335d::solve));
}
