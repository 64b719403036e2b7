fn main() -> std::process::ExitCode {
    textio::run("lanqiao2012", lanqiao2012::solve)
}
