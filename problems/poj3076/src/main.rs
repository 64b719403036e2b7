fn main() {
    std::process::exit(textio::run("poj3076", poj3076::solve));
}
