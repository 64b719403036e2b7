fn main() {
    std::process::exit(textio::run("luogu4205", luogu4205::solve));
}
