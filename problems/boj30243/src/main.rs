fn main() {
    std::process::exit(textio::run("boj30243", boj30243::solve));
}
