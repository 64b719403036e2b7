fn main() {
    std::process::exit(textio::run("boj2239", boj2239::solve));
}
