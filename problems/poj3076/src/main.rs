fn main() -> std::process::ExitCode {
    textio::run("poj3076", poj3076::solve)
}
