fn main() {
    std::process::exit(textio::run("qoj5675", qoj5675::solve));
}
