fn main() {
    std::process::exit(textio::run("spoj1110", spoj1110::solve));
}
