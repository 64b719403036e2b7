fn main() {
    std::process::exit(textio::run("boj7681", boj7681::solve));
}
