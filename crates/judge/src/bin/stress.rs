fn main() -> std::process::ExitCode {
    judge::stress::main(cli::args())
}
