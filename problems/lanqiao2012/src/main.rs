fn main() {
    std::process::exit(textio::run("lanqiao2012", lanqiao2012::solve));
}
