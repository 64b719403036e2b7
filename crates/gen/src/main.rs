use std::process::ExitCode;

fn main() -> ExitCode {
    gen::main(std::env::args().skip(1).collect())
}
