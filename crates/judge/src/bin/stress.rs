fn main() -> std::process::ExitCode {
    judge::stress::main(std::env::args().skip(1).collect())
}
