fn main() {
    std::process::exit(textio::run("algo847", algo847::solve));
}
