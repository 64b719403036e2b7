//! What a problem's online judge is: where it lives, its limits, whether it takes Rust and with
//! which compiler, and how it compares an answer with the expected output. Each problem crate
//! declares one [`Judge`] as `pub const JUDGE`, compiled only with its `catalog` feature: the
//! tools read it through the catalog, and a submission, which rustc builds without features,
//! carries none of it. [`Compare::check`] is the comparison the judge runner uses.
//!
//! Lines are split after each `\n`. A carriage return is content in every mode: our programs
//! print `\n` only, so a `\r` in an answer is a difference worth seeing.

use std::fmt;

/// One online judge's facts about one problem.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Judge {
    /// The judge and the problem's title there, e.g. `AcWing 169 数独2`.
    pub name: &'static str,
    /// The problem's page.
    pub url: &'static str,
    /// The time limit per test file, in milliseconds.
    pub time_limit_ms: u64,
    /// The memory limit, in KiB (judges' "64 MB" is 65536 KiB).
    pub memory_limit_kib: u64,
    /// How the judge compares an answer with the expected output.
    pub compare: Compare,
    /// Whether the judge takes Rust, and with which compiler.
    pub rust: Rust,
    /// The other problems of this workspace that pose the same puzzle, in the same or a nearby
    /// format: where to go when this judge takes no Rust.
    pub same_puzzle: &'static [&'static str],
}

/// What a judge is known to do with a Rust submission. A judge nobody could confirm is
/// [`Rust::Unconfirmed`], never a yes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Rust {
    /// It takes Rust, compiled as [`Compiler`] says.
    Takes(Compiler),
    /// Public sources show that it takes no Rust; these are the languages it does take.
    No {
        /// The languages it takes, as a list for people: `"C, C++, Pascal, Java"`.
        languages: &'static str,
    },
    /// No public source says either way.
    Unconfirmed,
}

/// How a judge that takes Rust compiles a submission.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Compiler {
    /// The judge's site, as people name it: `"Luogu"`.
    pub site: &'static str,
    /// The oldest rustc the judge is known to run, as a rustup toolchain name (`"1.56.1"`):
    /// a submission that compiles on it compiles there.
    pub rustc: &'static str,
    /// The editions it offers, oldest first (`&[2018, 2021]`); empty when unknown.
    pub editions: &'static [u16],
    /// The largest source file it accepts, in bytes, when known.
    pub source_limit: Option<usize>,
    /// What it passes to rustc beyond `-O` and the edition (PTA: `--cfg ONLINE_JUDGE`).
    pub flags: &'static [&'static str],
}

/// Luogu's Rust for its own problems: rustc 1.88 with `--edition 2024` (its judging
/// documentation, 2025-12); no source limit is published. Problems Luogu judges remotely go to
/// the source judge's languages instead.
pub const LUOGU: Compiler = Compiler {
    site: "Luogu",
    rustc: "1.88.0",
    editions: &[2024],
    source_limit: None,
    flags: &[],
};

/// SPOJ's Rust: about rustc 1.56 (a survey of judges' Rust versions, 2025-06), so editions 2018
/// and 2021. The source limit is set per problem; 50,000 bytes is the common one, declared
/// here (another is `Compiler { source_limit: …, ..SPOJ }`).
pub const SPOJ: Compiler = Compiler {
    site: "SPOJ",
    rustc: "1.56.1",
    editions: &[2018, 2021],
    source_limit: Some(50_000),
    flags: &[],
};

/// LeetCode's Rust: not published; the oldest public report (2023) gives rustc 1.58 with
/// edition 2018, a later one (2025) rustc 1.85 with 2024. The oldest is declared: a submission
/// that compiles there compiles on the newer one too. No source limit is published.
pub const LEETCODE: Compiler = Compiler {
    site: "LeetCode",
    rustc: "1.58.0",
    editions: &[2018],
    source_limit: None,
    flags: &[],
};

/// HackerRank's Rust: rustc 1.59 (a 2025-06 table of judges' Rust versions); its edition and
/// source limit were not found ([`DEFAULT_EDITION`] and [`DEFAULT_SOURCE_LIMIT`] are assumed).
pub const HACKERRANK: Compiler = Compiler {
    site: "HackerRank",
    rustc: "1.59.0",
    editions: &[],
    source_limit: None,
    flags: &[],
};

/// AtCoder's Rust since its 2025-10 language update: rustc 1.89, edition 2024; 512 KiB of
/// source.
pub const ATCODER: Compiler = Compiler {
    site: "AtCoder",
    rustc: "1.89.0",
    editions: &[2024],
    source_limit: Some(512 * 1024),
    flags: &[],
};

/// Kattis's Rust: rustc 1.78 to 1.85, `rustc -O --crate-type bin --edition=2021` (its language
/// page); 128 KiB of source by default.
pub const KATTIS: Compiler = Compiler {
    site: "Kattis",
    rustc: "1.78.0",
    editions: &[2021],
    source_limit: Some(128 * 1024),
    flags: &[],
};

/// PTA's (pintia.cn) Rust: rustc 1.53.0, `rustc --edition=2018 -O --cfg ONLINE_JUDGE` (its
/// compiler table, about 2021): the oldest compiler of the judges that take Rust.
pub const PTA: Compiler = Compiler {
    site: "PTA",
    rustc: "1.53.0",
    editions: &[2018],
    source_limit: None,
    flags: &["--cfg", "ONLINE_JUDGE"],
};

/// CSES's Rust: rustc 1.66.1 with edition 2018 (a public solutions repository citing cses.fi's
/// how-to page; not confirmed on the page itself); no source limit found.
pub const CSES: Compiler = Compiler {
    site: "CSES",
    rustc: "1.66.1",
    editions: &[2018],
    source_limit: None,
    flags: &[],
};

/// Baekjoon's (acmicpc.net) Rust: about rustc 1.73 (a 2025-06 table of judges' Rust versions
/// citing its language page), `rustc --edition 2021 -O -o Main Main.rs`; languages "Rust 2018"
/// and "Rust 2021" (its plain "Rust", edition 2015, takes no bundle: they need 2018's paths);
/// 512 KB of source (the site's owner, 2016).
pub const BAEKJOON: Compiler = Compiler {
    site: "Baekjoon",
    rustc: "1.73.0",
    editions: &[2018, 2021],
    source_limit: Some(512 * 1024),
    flags: &[],
};

/// Codeforces' Rust: rustc 1.89 in editions 2021 and 2024 (two language choices, in the
/// language lists submit tools use); 64 KiB of source.
pub const CODEFORCES: Compiler = Compiler {
    site: "Codeforces",
    rustc: "1.89.0",
    editions: &[2021, 2024],
    source_limit: Some(64 * 1024),
    flags: &[],
};

/// AOJ's (Aizu Online Judge) Rust: rustc 1.79 with edition 2018 (two public tables of judges'
/// Rust versions, 2024-05 and 2025-06; it ran rustc 1.41 until at least 2024-05); no source
/// limit found.
pub const AOJ: Compiler = Compiler {
    site: "AOJ",
    rustc: "1.79.0",
    editions: &[2018],
    source_limit: None,
    flags: &[],
};

/// DMOJ's Rust: rustc 1.83 (a 2025-06 table of judges' Rust versions); its edition and source
/// limit were not found (a bundle means the same in every edition; [`DEFAULT_SOURCE_LIMIT`]
/// is assumed).
pub const DMOJ: Compiler = Compiler {
    site: "DMOJ",
    rustc: "1.83.0",
    editions: &[],
    source_limit: None,
    flags: &[],
};

/// QOJ's (qoj.ac) Rust: rustc 1.84 (a 2025-06 table of judges' Rust versions citing a QOJ blog
/// post); its edition and source limit were not found (a bundle means the same in every
/// edition; [`DEFAULT_SOURCE_LIMIT`] is assumed).
pub const QOJ: Compiler = Compiler {
    site: "QOJ",
    rustc: "1.84.0",
    editions: &[],
    source_limit: None,
    flags: &[],
};

/// Every judge's compiler, oldest first: the one table the tools and the tests read. The first
/// is the floor every bundle must compile on.
pub const COMPILERS: [Compiler; 13] = [
    PTA, SPOJ, LEETCODE, HACKERRANK, CSES, BAEKJOON, KATTIS, AOJ, DMOJ, QOJ, LUOGU, ATCODER,
    CODEFORCES,
];

/// The oldest compiler of the judges that take Rust: PTA's.
pub const FLOOR: Compiler = COMPILERS[0];

/// The source limit assumed where a judge declares none: 64 KiB, Codeforces' limit and the
/// tightest of the common judges that state one.
pub const DEFAULT_SOURCE_LIMIT: usize = 64 * 1024;

/// The edition a bundle is built in for a judge whose editions are unknown, or that takes no
/// Rust: a bundle means the same in every edition from 2018 on.
pub const DEFAULT_EDITION: u16 = 2021;

impl Compiler {
    /// The editions to build a bundle in for this judge: those it offers, else
    /// [`DEFAULT_EDITION`] alone.
    pub fn editions_or_default(&self) -> &'static [u16] {
        match self.editions {
            [] => &[DEFAULT_EDITION],
            editions => editions,
        }
    }

    /// The newest of [`Compiler::editions_or_default`]: the edition a bundle is compiled in
    /// to stand for this judge.
    pub fn newest_edition(&self) -> u16 {
        self.editions.last().copied().unwrap_or(DEFAULT_EDITION)
    }
}

impl Judge {
    /// The largest submission this judge accepts, in bytes: its declared limit, else
    /// [`DEFAULT_SOURCE_LIMIT`].
    pub fn source_limit(&self) -> usize {
        match self.rust {
            Rust::Takes(Compiler {
                source_limit: Some(limit),
                ..
            }) => limit,
            _ => DEFAULT_SOURCE_LIMIT,
        }
    }
}

impl Rust {
    /// Whether the judge is known to take Rust.
    pub fn is_taken(&self) -> bool {
        matches!(self, Rust::Takes(_))
    }
}

impl fmt::Display for Rust {
    /// One line for people: `Rust: rustc 1.56.1 or newer, editions 2018, 2021; source up to
    /// 50000 bytes`, `no Rust (C, C++, Pascal, Java)`, or `Rust unconfirmed`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Rust::Takes(compiler) => {
                write!(f, "Rust: rustc {} or newer", compiler.rustc)?;
                if compiler.editions.is_empty() {
                    f.write_str(", editions unknown")?;
                } else {
                    let editions: Vec<String> =
                        compiler.editions.iter().map(u16::to_string).collect();
                    write!(f, ", editions {}", editions.join(", "))?;
                }
                match compiler.source_limit {
                    Some(limit) => write!(f, "; source up to {} bytes", limit),
                    None => write!(
                        f,
                        "; source limit unknown ({} bytes assumed)",
                        DEFAULT_SOURCE_LIMIT
                    ),
                }
            }
            Rust::No { languages } => write!(f, "no Rust ({})", languages),
            Rust::Unconfirmed => f.write_str("Rust unconfirmed (no public source says)"),
        }
    }
}

/// How a judge that accepts any valid answer checks one: the case's input, the expected output
/// (one valid answer) and the program's answer; `Err` says why the answer is refused. A checker
/// is strict about the answer and lenient about white space, as judges are.
pub type CheckAnswer = fn(input: &[u8], expected: &[u8], actual: &[u8]) -> Result<(), String>;

/// One row of a checker's table of tests: what the row shows, the case's input, the expected
/// answer, the answer judged, and the verdict: `None` for accepted, `Some(part)` for refused
/// with a reason that contains `part`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CheckRow {
    pub what: &'static str,
    pub input: Vec<u8>,
    pub expected: Vec<u8>,
    pub actual: Vec<u8>,
    pub refused: Option<&'static str>,
}

impl CheckRow {
    /// A row; `refused` as the type says.
    pub fn new(
        what: &'static str,
        input: impl AsRef<[u8]>,
        expected: impl AsRef<[u8]>,
        actual: impl AsRef<[u8]>,
        refused: Option<&'static str>,
    ) -> Self {
        CheckRow {
            what,
            input: input.as_ref().to_vec(),
            expected: expected.as_ref().to_vec(),
            actual: actual.as_ref().to_vec(),
            refused,
        }
    }
}

/// The rows of `table` whose verdict `check` does not give, one line each: what the row shows,
/// the verdict it expects and the one it got. Empty when the checker gives every verdict.
///
/// # Complexity
/// One call of `check` per row.
///
/// # Example
/// ```
/// use spec::judge::{wrong_verdicts, CheckRow};
///
/// fn same(_: &[u8], expected: &[u8], actual: &[u8]) -> Result<(), String> {
///     if expected == actual { Ok(()) } else { Err("the answers differ".to_string()) }
/// }
/// let table = [
///     CheckRow::new("the same", "", "1", "1", None),
///     CheckRow::new("another", "", "1", "2", Some("differ")),
/// ];
/// assert!(wrong_verdicts(same, &table).is_empty());
/// assert_eq!(wrong_verdicts(same, &[CheckRow::new("x", "", "1", "2", None)]).len(), 1);
/// ```
pub fn wrong_verdicts(check: CheckAnswer, table: &[CheckRow]) -> Vec<String> {
    table
        .iter()
        .filter_map(|row| {
            let got = check(&row.input, &row.expected, &row.actual);
            let right = match (&got, row.refused) {
                (Ok(()), None) => true,
                (Err(reason), Some(part)) => reason.contains(part),
                _ => false,
            };
            if right {
                None
            } else {
                let expected = row.refused.map_or("accepted".to_string(), |part| {
                    format!("refused for a reason containing {:?}", part)
                });
                Some(format!(
                    "{}: expected {}, got {:?}",
                    row.what, expected, got
                ))
            }
        })
        .collect()
}

/// A judge's answer checker ([`CheckAnswer`]), as a value [`Compare`] can hold.
#[derive(Clone, Copy)]
pub struct Checker(pub CheckAnswer);

// By hand: rustc before 1.60 implements neither `Debug` nor `PartialEq` for a higher-ranked
// `fn` pointer. Two checkers are the same when they are the same function.
impl fmt::Debug for Checker {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Checker(..)")
    }
}

impl PartialEq for Checker {
    fn eq(&self, other: &Checker) -> bool {
        self.0 as usize == other.0 as usize
    }
}

impl Eq for Checker {}

/// How a judge compares an answer with the expected output.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Compare {
    /// Byte for byte.
    Exact,
    /// Byte for byte once every line break at the very end is removed from both: empty lines
    /// after the last line, and the last line's own break, do not count.
    IgnoreTrailingEmptyLines,
    /// Line by line, each line compared once the spaces before its line break (or before the
    /// end of the output) are removed. Everything else counts, line breaks included.
    IgnoreTrailingSpaces,
    /// Line by line once the spaces and tabs at the end of each line, and the empty lines and
    /// line breaks at the very end of the output, are removed (SPOJ's and Luogu's comparison).
    IgnoreTrailingWhitespace,
    /// Any valid answer is accepted: the judge checks it ([`Compare::judge`]) rather than
    /// comparing bytes. The modes' line rules below treat it as [`Compare::Exact`].
    Checker(Checker),
}

/// Where an answer first differs from the expected output.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Mismatch {
    /// The line number, from 1.
    pub line: usize,
    /// The expected line with its line break, or `None` when the expected output has ended.
    pub expected: Option<Vec<u8>>,
    /// The answer's line with its line break, or `None` when the answer has ended.
    pub actual: Option<Vec<u8>>,
}

impl Compare {
    /// What this mode accepts, in a few words (for tables and messages).
    pub fn describe(self) -> &'static str {
        match self {
            Compare::Exact => "exact bytes",
            Compare::IgnoreTrailingEmptyLines => "exact but for trailing empty lines",
            Compare::IgnoreTrailingSpaces => "trailing spaces on each line ignored",
            Compare::IgnoreTrailingWhitespace => {
                "trailing spaces on each line and trailing empty lines ignored"
            }
            Compare::Checker(_) => "any valid answer, checked",
        }
    }

    /// Judges `actual` as this judge does: a checker's verdict on it for `input`, or the
    /// comparison with `expected` ([`Compare::check`]).
    ///
    /// # Errors
    /// Why the answer is refused: the checker's reason, or the first line that differs.
    pub fn judge(self, input: &[u8], expected: &[u8], actual: &[u8]) -> Result<(), String> {
        match self {
            Compare::Checker(Checker(check)) => check(input, expected, actual),
            _ => self.check(expected, actual).map_err(|m| m.to_string()),
        }
    }

    /// Compares `actual` with `expected` as this judge does, line by line ([`Compare::Checker`]
    /// compares bytes here: a checker needs the input, see [`Compare::judge`]).
    ///
    /// # Errors
    /// The first line where they differ under this mode, with both versions of it.
    ///
    /// # Complexity
    /// `O(expected.len() + actual.len())`.
    pub fn check(self, expected: &[u8], actual: &[u8]) -> Result<(), Mismatch> {
        let (expected, actual) = (self.trim_end(expected), self.trim_end(actual));
        let mut want = expected.split_inclusive(|&b| b == b'\n');
        let mut got = actual.split_inclusive(|&b| b == b'\n');
        let mut line = 1;
        loop {
            match (want.next(), got.next()) {
                (None, None) => return Ok(()),
                (Some(w), Some(g)) if self.same_line(w, g) => line += 1,
                (w, g) => {
                    return Err(Mismatch {
                        line,
                        expected: w.map(|w| self.shown(w)),
                        actual: g.map(|g| self.shown(g)),
                    })
                }
            }
        }
    }

    /// Whether this mode ignores byte `b` at the very end of an output: `\n` where trailing
    /// empty lines do not count, spaces and tabs too where trailing white space does not.
    pub fn ignored_at_end(self, b: u8) -> bool {
        match self {
            Compare::IgnoreTrailingEmptyLines => b == b'\n',
            Compare::IgnoreTrailingWhitespace => matches!(b, b' ' | b'\t' | b'\n'),
            Compare::Exact | Compare::IgnoreTrailingSpaces | Compare::Checker(_) => false,
        }
    }

    /// `bytes` without what this mode ignores at its very end ([`Compare::ignored_at_end`]).
    pub fn trim_end(self, bytes: &[u8]) -> &[u8] {
        let end = bytes
            .iter()
            .rposition(|&b| !self.ignored_at_end(b))
            .map_or(0, |last| last + 1);
        &bytes[..end]
    }

    /// Whether the answer's line `got` matches the expected line `want` under this mode, each
    /// with its line break if it has one, as [`Compare::check`] pairs them (in
    /// [`Compare::IgnoreTrailingEmptyLines`] and [`Compare::IgnoreTrailingWhitespace`], after
    /// [`Compare::trim_end`] of both). What a comparison made piece by piece needs to agree with `check`.
    pub fn same_line(self, want: &[u8], got: &[u8]) -> bool {
        match self {
            Compare::Exact | Compare::Checker(_) => want == got,
            // Only the last line of each trimmed output can lack its break: that is no difference.
            Compare::IgnoreTrailingEmptyLines => split_break(want).0 == split_break(got).0,
            Compare::IgnoreTrailingSpaces => {
                let (w, w_break) = split_break(want);
                let (g, g_break) = split_break(got);
                w_break == g_break && trim_end_spaces(w) == trim_end_spaces(g)
            }
            // Only the last line of each trimmed output can lack its break: no difference.
            Compare::IgnoreTrailingWhitespace => {
                trim_end_blanks(split_break(want).0) == trim_end_blanks(split_break(got).0)
            }
        }
    }

    /// A differing line as a [`Mismatch`] holds it: in a mode that ignores the breaks at the
    /// end, the last line's missing break is no news, so it is put back.
    pub fn shown(self, line: &[u8]) -> Vec<u8> {
        let mut shown = line.to_vec();
        let trims_breaks = matches!(
            self,
            Compare::IgnoreTrailingEmptyLines | Compare::IgnoreTrailingWhitespace
        );
        if trims_breaks && !split_break(line).1 {
            shown.push(b'\n');
        }
        shown
    }
}

/// `bytes` without the spaces at its end.
fn trim_end_spaces(mut bytes: &[u8]) -> &[u8] {
    while let [rest @ .., b' '] = bytes {
        bytes = rest;
    }
    bytes
}

/// `bytes` without the spaces and tabs at its end.
fn trim_end_blanks(mut bytes: &[u8]) -> &[u8] {
    while let [rest @ .., b' ' | b'\t'] = bytes {
        bytes = rest;
    }
    bytes
}

/// A line's content and whether it ends with a line break.
fn split_break(line: &[u8]) -> (&[u8], bool) {
    match line {
        [content @ .., b'\n'] => (content, true),
        _ => (line, false),
    }
}

/// The longest stretch of a line a message shows.
const SHOWN_CHARS: usize = 120;

/// A line as a message shows it: quoted, escaped, shortened, and said to have no line break
/// when it has none; `None` is the end of the output.
fn show_line(line: Option<&[u8]>) -> String {
    let line = match line {
        Some(line) => line,
        None => return "the end of the output".to_string(),
    };
    let (content, has_break) = split_break(line);
    let text = String::from_utf8_lossy(content);
    let mut shown: String = text.chars().take(SHOWN_CHARS).collect();
    if text.chars().nth(SHOWN_CHARS).is_some() {
        shown.push('…');
    }
    let mut out = format!("\"{}\"", shown.escape_debug());
    if !has_break {
        out.push_str(" (no line break after it)");
    }
    out
}

impl fmt::Display for Mismatch {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "line {}: expected {}, got {}",
            self.line,
            show_line(self.expected.as_deref()),
            show_line(self.actual.as_deref())
        )
    }
}

impl fmt::Display for Judge {
    /// `AcWing 169 数独2 (https://…): 2 s, 64 MiB, exact bytes`; the Rust facts are shown
    /// by [`Rust`]'s own `Display`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let ms = self.time_limit_ms;
        let time = if ms % 1000 == 0 {
            format!("{} s", ms / 1000)
        } else {
            format!("{} ms", ms)
        };
        let kib = self.memory_limit_kib;
        let memory = if kib % 1024 == 0 {
            format!("{} MiB", kib / 1024)
        } else {
            format!("{} KiB", kib)
        };
        write!(
            f,
            "{} ({}): {time}, {memory}, {}",
            self.name,
            self.url,
            self.compare.describe(),
            time = time,
            memory = memory
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn line_of(mode: Compare, expected: &str, actual: &str) -> Option<usize> {
        mode.check(expected.as_bytes(), actual.as_bytes())
            .err()
            .map(|m| m.line)
    }

    #[test]
    fn exact_accepts_only_equal_bytes() {
        let m = Compare::Exact;
        assert_eq!(line_of(m, "AB\nCD\n", "AB\nCD\n"), None);
        assert_eq!(line_of(m, "", ""), None);
        assert_eq!(line_of(m, "AB\nCD\n", "AB\nCE\n"), Some(2));
        assert_eq!(line_of(m, "AB\nCD\n", "AB\r\nCD\r\n"), Some(1));
        assert_eq!(line_of(m, "AB\nCD\n", "AB\nCD"), Some(2));
        assert_eq!(line_of(m, "AB\nCD\n", "AB\nCD\n\n"), Some(3));
        assert_eq!(line_of(m, "AB\nCD\n", "AB \nCD\n"), Some(1));
        assert_eq!(line_of(m, "AB\n", ""), Some(1));
    }

    #[test]
    fn trailing_empty_lines_are_ignored_and_nothing_else() {
        let m = Compare::IgnoreTrailingEmptyLines;
        assert_eq!(line_of(m, "AB\nCD\n\n", "AB\nCD\n"), None);
        assert_eq!(line_of(m, "AB\nCD\n", "AB\nCD\n\n\n"), None);
        assert_eq!(line_of(m, "AB\nCD\n", "AB\nCD"), None);
        assert_eq!(line_of(m, "\n\n", ""), None);
        // An empty line inside, a trailing space, a carriage return: all differences.
        assert_eq!(line_of(m, "AB\nCD\n", "AB\n\nCD\n"), Some(2));
        assert_eq!(line_of(m, "AB\nCD\n", "AB\nCD \n"), Some(2));
        assert_eq!(line_of(m, "AB\nCD\n\n", "AB\r\nCD\r\n\r\n"), Some(1));
        assert_eq!(line_of(m, "AB\nCD\n", "AB\nCD\n\r\n"), Some(3));
        assert_eq!(line_of(m, "AB\nCD\n", "AB\nCD\n \n"), Some(3));
    }

    #[test]
    fn trailing_spaces_are_ignored_on_every_line() {
        let m = Compare::IgnoreTrailingSpaces;
        assert_eq!(line_of(m, "A B\nC D\n", "A B \nC D   \n"), None);
        assert_eq!(line_of(m, "A B \nC D \n", "A B\nC D\n"), None);
        assert_eq!(line_of(m, "A B", "A B  "), None);
        // Spaces inside or in front, tabs, carriage returns and line breaks all count.
        assert_eq!(line_of(m, "A B\nC D\n", "A B\nC  D\n"), Some(2));
        assert_eq!(line_of(m, "A B\nC D\n", " A B\nC D\n"), Some(1));
        assert_eq!(line_of(m, "A B\nC D\n", "A B\t\nC D\n"), Some(1));
        assert_eq!(line_of(m, "A B\nC D\n", "A B\r\nC D\r\n"), Some(1));
        assert_eq!(line_of(m, "A B\nC D\n", "A B\nC D"), Some(2));
        assert_eq!(line_of(m, "A B\nC D\n", "A B\nC D\n\n"), Some(3));
        assert_eq!(line_of(m, "A B\nC D\n", "A B\n"), Some(2));
    }

    #[test]
    fn trailing_whitespace_is_ignored_at_line_ends_and_at_the_end() {
        let m = Compare::IgnoreTrailingWhitespace;
        assert_eq!(line_of(m, "A B\nC D\n", "A B \t\nC D"), None);
        assert_eq!(line_of(m, "A B\n\nC D\n", "A B\n\nC D\n \n\n\t"), None);
        assert_eq!(line_of(m, "A B\nC D \n\n", "A B\nC D"), None);
        assert_eq!(line_of(m, "\n \n", ""), None);
        // Spaces in front or inside, an empty line inside, a carriage return: differences.
        assert_eq!(line_of(m, "A B\nC D\n", " A B\nC D\n"), Some(1));
        assert_eq!(line_of(m, "A B\nC D\n", "A B\nC  D\n"), Some(2));
        assert_eq!(line_of(m, "A B\nC D\n", "A B\n\nC D\n"), Some(2));
        assert_eq!(line_of(m, "A B\nC D\n", "A B\r\nC D\n"), Some(1));
        assert_eq!(line_of(m, "A B\nC D\n", "A B\n"), Some(2));
        let shown = m.check(b"A\nB\n", b"A\nC").unwrap_err();
        assert_eq!(shown.to_string(), r#"line 2: expected "B", got "C""#);
    }

    #[test]
    fn a_mismatch_shows_both_lines() {
        let m = Compare::Exact
            .check(b"AB\nCD\nEF\n", b"AB\nCX\r\n")
            .unwrap_err();
        assert_eq!(m.line, 2);
        assert_eq!(m.expected.as_deref(), Some(&b"CD\n"[..]));
        assert_eq!(m.actual.as_deref(), Some(&b"CX\r\n"[..]));
        assert_eq!(m.to_string(), r#"line 2: expected "CD", got "CX\r""#);

        let short = Compare::Exact.check(b"AB\nCD\n", b"AB\n").unwrap_err();
        assert_eq!(
            short.to_string(),
            r#"line 2: expected "CD", got the end of the output"#
        );
        let unterminated = Compare::Exact.check("无解\n".as_bytes(), "无解".as_bytes());
        assert_eq!(
            unterminated.unwrap_err().to_string(),
            r#"line 1: expected "无解", got "无解" (no line break after it)"#
        );
    }

    #[test]
    fn long_lines_are_shortened() {
        let long = "A".repeat(500);
        let m = Compare::Exact.check(b"B\n", long.as_bytes()).unwrap_err();
        let shown = m.to_string();
        assert!(shown.contains(&format!("\"{}…\"", "A".repeat(SHOWN_CHARS))));
        assert!(shown.len() < 200);
    }

    #[test]
    fn a_judge_describes_itself() {
        let judge = Judge {
            name: "HDU 5547 Sudoku",
            url: "http://acm.hdu.edu.cn/showproblem.php?pid=5547",
            time_limit_ms: 1000,
            memory_limit_kib: 65535,
            compare: Compare::Exact,
            rust: Rust::No {
                languages: "C, C++, Pascal, Java",
            },
            same_puzzle: &[],
        };
        assert_eq!(
            judge.to_string(),
            "HDU 5547 Sudoku (http://acm.hdu.edu.cn/showproblem.php?pid=5547): 1 s, 65535 KiB, exact bytes"
        );
        assert_eq!(judge.rust.to_string(), "no Rust (C, C++, Pascal, Java)");
        assert_eq!(judge.source_limit(), DEFAULT_SOURCE_LIMIT);
        assert!(!judge.rust.is_taken());
    }

    #[test]
    fn a_rust_judge_tells_its_compiler_and_limit() {
        let spoj = Rust::Takes(Compiler {
            site: "Two",
            rustc: "1.56.1",
            editions: &[2018, 2021],
            source_limit: Some(50_000),
            flags: &[],
        });
        assert_eq!(
            spoj.to_string(),
            "Rust: rustc 1.56.1 or newer, editions 2018, 2021; source up to 50000 bytes"
        );
        let unknown = Rust::Takes(Compiler {
            site: "Unknown",
            rustc: "1.85.0",
            editions: &[],
            source_limit: None,
            flags: &[],
        });
        assert_eq!(
            unknown.to_string(),
            "Rust: rustc 1.85.0 or newer, editions unknown; source limit unknown (65536 bytes assumed)"
        );
        assert_eq!(
            Rust::Unconfirmed.to_string(),
            "Rust unconfirmed (no public source says)"
        );
        let judge = |rust| Judge {
            name: "",
            url: "",
            time_limit_ms: 1,
            memory_limit_kib: 1,
            compare: Compare::Exact,
            rust,
            same_puzzle: &[],
        };
        assert_eq!(judge(spoj).source_limit(), 50_000);
        assert_eq!(judge(unknown).source_limit(), DEFAULT_SOURCE_LIMIT);
        assert!(spoj.is_taken() && unknown.is_taken() && !Rust::Unconfirmed.is_taken());
    }
}
