use std::io::{self, BufWriter};

fn main() {
    let args: Vec<String> = cli::args();
    let stdout = io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let status = solve::main(&args, &mut io::stdin().lock(), &mut out, &mut io::stderr());
    // A failed write was reported already; what is left in the buffer has nowhere to go.
    let _ = out.into_inner();
    std::process::exit(status);
}
