fn main() {
    std::process::exit(textio::run("boj9663", boj9663::solve));
}
