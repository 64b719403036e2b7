fn main() {
    std::process::exit(textio::run("atcoder_abc345_d", atcoder_abc345_d::solve));
}
