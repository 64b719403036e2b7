use std::process::ExitCode;

fn main() -> ExitCode {
    gen::main(cli::args())
}
