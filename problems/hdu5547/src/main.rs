fn main() -> std::process::ExitCode {
    textio::run("hdu5547", hdu5547::solve)
}
