fn main() -> std::process::ExitCode {
    judge::check::main(std::env::args().skip(1).collect())
}
