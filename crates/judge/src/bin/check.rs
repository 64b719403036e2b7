fn main() -> std::process::ExitCode {
    judge::check::main(cli::args())
}
