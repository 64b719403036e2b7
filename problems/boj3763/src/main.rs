fn main() {
    std::process::exit(textio::run("boj3763", boj3763::solve));
}
