fn main() {
    std::process::exit(textio::run("boj2580", boj2580::solve));
}
