fn main() {
    std::process::exit(textio::run("spoj_codesptd", spoj_codesptd::solve));
}
