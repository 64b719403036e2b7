//! The tools' side of `lanqiao2012`: its judge (`JUDGE`) and its input as the tools write it
//! (`INPUT`). Compiled only with the crate's `catalog` feature, through which the catalog reads
//! it: no submission carries any of it.

use spec::format::{no_footer, no_header, write_regions, Grids, Input, InputFormat};
use spec::judge::{Compare, Judge, Rust};

use crate::{LETTERS, N};

/// The limits of the statement we follow (1 s, 128 MB); like its family, the judge ignores the
/// spaces at the end of each line. The problem has no page of its own that we know of: the URL
/// is the contest's site.
pub const JUDGE: Judge = Judge {
    name: "蓝桥杯 2012 决赛 第5题 方块填数",
    url: "https://www.lanqiao.cn/",
    time_limit_ms: 1000,
    memory_limit_kib: 128 * 1024,
    compare: Compare::IgnoreTrailingSpaces,
    rust: Rust::Unconfirmed,
    same_puzzle: &[],
};

/// What the tools need of this input: one 6×6 grid of any 6 regions (the samples' map when none
/// is chosen), its region map, then at most 35 clues.
pub const INPUT: Input = Input::Puzzles(InputFormat {
    grids: Grids::Regions {
        side: N,
        map: "000011022013221113243333244455445555",
    },
    most_puzzles: 1,
    most_givens: Some((N * N - 1, "its clue count n is below 36")),
    header: no_header,
    puzzle: |out, _, _, puzzle| {
        write_regions(out, puzzle.geometry())?;
        writeln!(out, "{}", puzzle.givens())?;
        for (cell, given) in puzzle.cells().iter().enumerate() {
            if let Some(v) = given {
                let letter = char::from(LETTERS[usize::from(*v)]);
                writeln!(out, "{}{}{}", cell / N, cell % N, letter)?;
            }
        }
        Ok(())
    },
    footer: no_footer,
});
