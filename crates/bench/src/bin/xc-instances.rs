//! `xc-instances`: writes the exact-cover benchmark instances in Luogu P4929's format, and
//! checks answers to them. See `--help`.

use std::fs;
use std::path::Path;
use std::process::ExitCode;

use cli::{Form, Tool};

use bench::cover_instances::{check_answers, matrix_text, Kind, NO_SOLUTION};

/// The command line.
fn tool() -> Tool {
    Tool::new("xc-instances")
        .form(
            Form::word("write", "write DIR [PAIRS]", "Writes DIR/KIND.in for every kind of instance (sudoku9, sudoku16, partition, pentomino, tromino, mutilated, parity, empty-column): the benchmark's mirrored pairs (or PAIRS of each kind, seeds 1 to PAIRS), one matrix after another in the judge's format.")
                .positional("DIR", 1, 1)
                .positional("PAIRS", 0, 1),
        )
        .form(
            Form::word("write-each", "write-each DIR [PAIRS]", "The same matrices one per file, for a program that reads one (a judge's): DIR/KIND/NNN.in, numbered from 001 in the order of DIR/KIND.in.")
                .positional("DIR", 1, 1)
                .positional("PAIRS", 0, 1),
        )
        .form(
            Form::word("check", "check FILE.in ANSWERS [OTHER_ANSWERS]", "Checks that each line of ANSWERS is an exact cover of its matrix (rows from 1) or `No Solution!`, the latter only where the kind (by FILE's name) may have none; with OTHER_ANSWERS, that both say alike whether each matrix has a cover.")
                .positional("FILE.in", 1, 1)
                .positional("ANSWERS", 1, 2),
        )
}

fn main() -> ExitCode {
    let request = tool().read_std(&cli::args(), |parsed| {
        let pairs = match parsed.positionals().get(1) {
            Some(pairs) if parsed.word() != Some("check") => {
                Some(cli::read_as("PAIRS", pairs, "a whole number")?)
            }
            _ => None,
        };
        Ok((parsed.word(), parsed.positionals().to_vec(), pairs))
    });
    let (word, positionals, pairs) = match request {
        Ok(request) => request,
        Err(status) => return ExitCode::from(status),
    };
    let result = match word {
        Some("write") => write(Path::new(&positionals[0]), pairs),
        Some("write-each") => write_each(Path::new(&positionals[0]), pairs),
        _ => check(&positionals[0], &positionals[1..]),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("xc-instances: {e}");
            ExitCode::FAILURE
        }
    }
}

fn write(dir: &Path, pairs: Option<u64>) -> Result<(), String> {
    fs::create_dir_all(dir).map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
    for kind in Kind::ALL {
        let instances = kind.instances(pairs.unwrap_or_else(|| kind.benchmark_pairs()));
        let text: Vec<u8> = instances
            .iter()
            .flat_map(|i| matrix_text(&i.matrix))
            .collect();
        let path = dir.join(format!("{}.in", kind.name()));
        fs::write(&path, text).map_err(|e| format!("cannot write {}: {e}", path.display()))?;
        println!("{}: {} matrices", path.display(), instances.len());
    }
    Ok(())
}

fn write_each(dir: &Path, pairs: Option<u64>) -> Result<(), String> {
    for kind in Kind::ALL {
        let folder = dir.join(kind.name());
        fs::create_dir_all(&folder)
            .map_err(|e| format!("cannot create {}: {e}", folder.display()))?;
        let instances = kind.instances(pairs.unwrap_or_else(|| kind.benchmark_pairs()));
        for (k, instance) in instances.iter().enumerate() {
            let text = matrix_text(&instance.matrix);
            let path = folder.join(format!("{:03}.in", k + 1));
            fs::write(&path, text).map_err(|e| format!("cannot write {}: {e}", path.display()))?;
        }
        println!("{}: {} files", folder.display(), instances.len());
    }
    Ok(())
}

fn check(input: &str, answers: &[String]) -> Result<(), String> {
    let read = |path: &str| fs::read(path).map_err(|e| format!("cannot read {path}: {e}"));
    let text = read(input)?;
    let kind = Path::new(input)
        .file_stem()
        .and_then(|s| s.to_str())
        .and_then(Kind::from_name);
    let feasible = kind.and_then(Kind::has_cover);
    let mut verdicts = Vec::new();
    for path in answers {
        let lines = String::from_utf8(read(path)?).map_err(|_| format!("{path}: not UTF-8"))?;
        let covers = check_answers(&text, &lines, feasible).map_err(|e| format!("{path}: {e}"))?;
        let found: Vec<bool> = lines.lines().map(|l| l.trim() != NO_SOLUTION).collect();
        println!("{path}: every answer right, {covers} covers");
        verdicts.push(found);
    }
    if verdicts.len() == 2 && verdicts[0] != verdicts[1] {
        let k = verdicts[0]
            .iter()
            .zip(&verdicts[1])
            .position(|(a, b)| a != b);
        return Err(format!(
            "the answers disagree on whether matrix {} has a cover",
            k.map_or(0, |k| k + 1)
        ));
    }
    Ok(())
}
