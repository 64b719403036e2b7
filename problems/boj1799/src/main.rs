fn main() {
    std::process::exit(textio::run("boj1799", boj1799::solve));
}
