fn main() {
    std::process::exit(textio::run("spoj_hs12disu", spoj_hs12disu::solve));
}
