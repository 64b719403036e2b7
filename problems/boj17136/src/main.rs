fn main() {
    std::process::exit(textio::run("boj17136", boj17136::solve));
}
