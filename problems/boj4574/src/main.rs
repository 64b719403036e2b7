fn main() {
    std::process::exit(textio::run("boj4574", boj4574::solve));
}
