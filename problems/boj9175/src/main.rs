fn main() {
    std::process::exit(textio::run("boj9175", boj9175::solve));
}
