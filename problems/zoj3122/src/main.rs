fn main() {
    std::process::exit(textio::run("zoj3122", zoj3122::solve));
}
