fn main() {
    std::process::exit(textio::run("spoj_easudoku", spoj_easudoku::solve));
}
