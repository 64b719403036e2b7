fn main() -> std::process::ExitCode {
    judge::app::main(cli::args())
}
