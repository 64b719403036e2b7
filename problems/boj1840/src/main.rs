fn main() {
    std::process::exit(textio::run("boj1840", boj1840::solve));
}
