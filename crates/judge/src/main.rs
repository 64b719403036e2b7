fn main() -> std::process::ExitCode {
    judge::app::main(std::env::args().skip(1).collect())
}
