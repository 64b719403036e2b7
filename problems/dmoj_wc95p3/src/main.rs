fn main() {
    std::process::exit(textio::run("dmoj_wc95p3", dmoj_wc95p3::solve));
}
