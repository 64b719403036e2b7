fn main() {
    std::process::exit(textio::run("acwing166", acwing166::solve));
}
