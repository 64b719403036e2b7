fn main() {
    std::process::exit(textio::run("luogu10482", luogu10482::solve));
}
