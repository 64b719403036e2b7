fn main() {
    std::process::exit(textio::run("kattis_superdoku", kattis_superdoku::solve));
}
