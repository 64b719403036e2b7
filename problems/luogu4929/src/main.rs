fn main() {
    std::process::exit(textio::run("luogu4929", luogu4929::solve));
}
