fn main() -> std::process::ExitCode {
    textio::run("acwing169", acwing169::solve)
}
