fn main() {
    std::process::exit(textio::run("kattis_cross", kattis_cross::solve));
}
