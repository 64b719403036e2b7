fn main() {
    std::process::exit(textio::run("spoj_nqueen", spoj_nqueen::solve));
}
