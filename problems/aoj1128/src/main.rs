fn main() {
    std::process::exit(textio::run("aoj1128", aoj1128::solve));
}
