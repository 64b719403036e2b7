fn main() {
    std::process::exit(textio::run("acwing169", acwing169::solve));
}
