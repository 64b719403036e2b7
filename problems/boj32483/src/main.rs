fn main() {
    std::process::exit(textio::run("boj32483", boj32483::solve));
}
