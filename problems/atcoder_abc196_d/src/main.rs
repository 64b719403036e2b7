fn main() {
    std::process::exit(textio::run("atcoder_abc196_d", atcoder_abc196_d::solve));
}
