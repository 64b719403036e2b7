fn main() {
    std::process::exit(textio::run("cses2181", cses2181::solve));
}
