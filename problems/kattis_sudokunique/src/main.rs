fn main() {
    std::process::exit(textio::run("kattis_sudokunique", kattis_sudokunique::solve));
}
