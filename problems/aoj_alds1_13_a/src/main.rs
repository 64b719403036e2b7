fn main() {
    std::process::exit(textio::run("aoj_alds1_13_a", aoj_alds1_13_a::solve));
}
