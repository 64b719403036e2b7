fn main() {
    std::process::exit(textio::run("boj30242", boj30242::solve));
}
