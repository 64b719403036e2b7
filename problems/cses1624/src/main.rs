fn main() {
    std::process::exit(textio::run("cses1624", cses1624::solve));
}
