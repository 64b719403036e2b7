fn main() {
    std::process::exit(textio::run("spoj13980", spoj13980::solve));
}
