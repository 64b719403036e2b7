fn main() {
    std::process::exit(textio::run("dmoj_coci23c1p1", dmoj_coci23c1p1::solve));
}
