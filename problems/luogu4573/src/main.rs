fn main() {
    std::process::exit(textio::run("luogu4573", luogu4573::solve));
}
