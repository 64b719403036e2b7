fn main() -> std::process::ExitCode {
    textio::run("algo847", algo847::solve)
}
