fn main() {
    std::process::exit(textio::run("luogu10481", luogu10481::solve));
}
