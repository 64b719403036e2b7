fn main() {
    std::process::exit(textio::run("hdu5547", hdu5547::solve));
}
