fn main() {
    std::process::exit(textio::run("atcoder_abc326_d", atcoder_abc326_d::solve));
}
