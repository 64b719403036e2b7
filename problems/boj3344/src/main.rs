fn main() {
    std::process::exit(textio::run("boj3344", boj3344::solve));
}
