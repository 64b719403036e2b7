fn main() {
    std::process::exit(textio::run("atcoder_abc327_c", atcoder_abc327_c::solve));
}
