fn main() {
    std::process::exit(textio::run("luogub4279", luogub4279::solve));
}
