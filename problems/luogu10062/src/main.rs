fn main() {
    std::process::exit(textio::run("luogu10062", luogu10062::solve));
}
