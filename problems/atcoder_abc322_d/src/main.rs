fn main() {
    std::process::exit(textio::run("atcoder_abc322_d", atcoder_abc322_d::solve));
}
