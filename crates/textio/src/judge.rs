//! What a problem's online judge is: where it lives, its limits, and how it compares an answer
//! with the expected output. Each problem crate declares one [`Judge`] as `pub const JUDGE`;
//! the judge runner reads it from the catalog, and [`Compare::check`] is the comparison both the
//! runner and the tests use.
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
}

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
        }
    }

    /// Compares `actual` with `expected` as this judge does.
    ///
    /// # Errors
    /// The first line where they differ under this mode, with both versions of it.
    ///
    /// # Complexity
    /// `O(expected.len() + actual.len())`.
    pub fn check(self, expected: &[u8], actual: &[u8]) -> Result<(), Mismatch> {
        let mut checker = self.checker(expected);
        checker.feed(actual);
        checker.finish()
    }

    /// A comparison with `expected` that takes the answer as it arrives, in pieces of any size:
    /// [`Checker::feed`] each, then [`Checker::finish`] gives what [`Compare::check`] would on
    /// the whole answer.
    pub fn checker(self, expected: &[u8]) -> Checker<'_> {
        let expected = match self {
            Compare::IgnoreTrailingEmptyLines => trim_end_newlines(expected),
            Compare::Exact | Compare::IgnoreTrailingSpaces => expected,
        };
        Checker {
            compare: self,
            expected,
            next: 0,
            line: 1,
            partial: Vec::new(),
            held_breaks: 0,
            mismatch: None,
        }
    }

    fn same_line(self, want: &[u8], got: &[u8]) -> bool {
        match self {
            Compare::Exact => want == got,
            // Only the last line of each trimmed output can lack its break: that is no difference.
            Compare::IgnoreTrailingEmptyLines => split_break(want).0 == split_break(got).0,
            Compare::IgnoreTrailingSpaces => {
                let (w, w_break) = split_break(want);
                let (g, g_break) = split_break(got);
                w_break == g_break && trim_end_spaces(w) == trim_end_spaces(g)
            }
        }
    }

    /// A differing line as a mismatch shows it: in a mode that ignores the breaks at the end,
    /// the last line's missing break is no news, so it is put back.
    fn shown(self, line: &[u8]) -> Vec<u8> {
        let mut shown = line.to_vec();
        if self == Compare::IgnoreTrailingEmptyLines && !split_break(line).1 {
            shown.push(b'\n');
        }
        shown
    }
}

/// [`Compare::check`] made as the answer arrives: lines are compared as they complete, so only
/// the line being read is held, and nothing once a difference is found.
///
/// # Invariants
/// Lines `1..line` of the answer matched; `expected[..next]` is those lines of the expected
/// output and `partial` is what came of line `line` so far. In
/// [`Compare::IgnoreTrailingEmptyLines`], `expected` has no `\n` at its end, and the last
/// `held_breaks` bytes that came are `\n`s not yet passed on (they count only if more follows).
#[derive(Clone, Debug)]
pub struct Checker<'e> {
    compare: Compare,
    expected: &'e [u8],
    next: usize,
    line: usize,
    partial: Vec<u8>,
    held_breaks: usize,
    mismatch: Option<Mismatch>,
}

impl<'e> Checker<'e> {
    /// Takes the next piece of the answer. `O(piece)`.
    pub fn feed(&mut self, piece: &[u8]) {
        if self.mismatch.is_some() {
            return;
        }
        if self.compare != Compare::IgnoreTrailingEmptyLines {
            self.take(piece);
            return;
        }
        match piece.iter().rposition(|&b| b != b'\n') {
            None => self.held_breaks += piece.len(),
            Some(last) => {
                while self.held_breaks > 0 && self.mismatch.is_none() {
                    self.held_breaks -= 1;
                    self.take(b"\n");
                }
                self.held_breaks = 0;
                self.take(&piece[..=last]);
                self.held_breaks = piece.len() - last - 1;
            }
        }
    }

    /// Whether a difference has been found: nothing that comes after can change the result.
    pub fn has_failed(&self) -> bool {
        self.mismatch.is_some()
    }

    /// The result once the whole answer has come.
    ///
    /// # Errors
    /// The first line where the answer differs, as [`Compare::check`] gives it.
    pub fn finish(mut self) -> Result<(), Mismatch> {
        if self.mismatch.is_none() && !self.partial.is_empty() {
            let last = std::mem::take(&mut self.partial);
            self.line_done(&last);
        }
        if let Some(mismatch) = self.mismatch {
            return Err(mismatch);
        }
        match self.next_expected() {
            None => Ok(()),
            Some(want) => Err(Mismatch {
                line: self.line,
                expected: Some(self.compare.shown(want)),
                actual: None,
            }),
        }
    }

    /// Splits `bytes` into lines, comparing each as it completes.
    fn take(&mut self, mut bytes: &[u8]) {
        while self.mismatch.is_none() {
            match bytes.iter().position(|&b| b == b'\n') {
                Some(end) => {
                    let mut line = std::mem::take(&mut self.partial);
                    line.extend_from_slice(&bytes[..=end]);
                    self.line_done(&line);
                    if self.mismatch.is_none() {
                        line.clear();
                        self.partial = line;
                    }
                    bytes = &bytes[end + 1..];
                }
                None => {
                    self.partial.extend_from_slice(bytes);
                    return;
                }
            }
        }
    }

    /// The expected line after those that matched, with its line break if it has one.
    fn next_expected(&self) -> Option<&'e [u8]> {
        let rest = &self.expected[self.next..];
        if rest.is_empty() {
            return None;
        }
        let len = rest
            .iter()
            .position(|&b| b == b'\n')
            .map_or(rest.len(), |i| i + 1);
        Some(&rest[..len])
    }

    fn line_done(&mut self, got: &[u8]) {
        match self.next_expected() {
            Some(want) if self.compare.same_line(want, got) => {
                self.next += want.len();
                self.line += 1;
            }
            want => {
                self.mismatch = Some(Mismatch {
                    line: self.line,
                    expected: want.map(|w| self.compare.shown(w)),
                    actual: Some(self.compare.shown(got)),
                });
            }
        }
    }
}

/// `bytes` without the `\n`s at its very end.
fn trim_end_newlines(mut bytes: &[u8]) -> &[u8] {
    while let [rest @ .., b'\n'] = bytes {
        bytes = rest;
    }
    bytes
}

/// `bytes` without the spaces at its end.
fn trim_end_spaces(mut bytes: &[u8]) -> &[u8] {
    while let [rest @ .., b' '] = bytes {
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
    /// `AcWing 169 数独2 (https://…): 2 s, 64 MiB, exact bytes`.
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

    /// The answer fed in pieces of every size from 1 up gives what the whole answer gives.
    #[test]
    fn a_checker_fed_in_pieces_agrees_with_check() {
        let samples: &[&str] = &[
            "",
            "\n",
            "\n\n",
            "AB\nCD\n",
            "AB\nCD",
            "AB\nCD\n\n\n",
            "AB \nCD  \n",
            "AB\n\nCD\n",
            "AB\r\nCD\r\n",
            "A B\n\n\nC\n \n",
            "AB\nCE\n",
            " \n\n",
        ];
        for compare in [
            Compare::Exact,
            Compare::IgnoreTrailingEmptyLines,
            Compare::IgnoreTrailingSpaces,
        ] {
            for expected in samples {
                for actual in samples {
                    let whole = compare.check(expected.as_bytes(), actual.as_bytes());
                    let bytes = actual.as_bytes();
                    for size in 1..=bytes.len().max(1) {
                        let mut checker = compare.checker(expected.as_bytes());
                        for piece in bytes.chunks(size) {
                            checker.feed(piece);
                        }
                        checker.feed(b"");
                        assert_eq!(
                            checker.finish(),
                            whole,
                            "{:?} {:?} {:?} in pieces of {}",
                            compare,
                            expected,
                            actual,
                            size
                        );
                    }
                }
            }
        }
    }

    #[test]
    fn a_checker_stops_holding_the_answer_at_the_first_difference() {
        let mut checker = Compare::Exact.checker(b"AB\nCD\n");
        checker.feed(b"AB\nCX");
        assert!(!checker.has_failed());
        checker.feed(b"\n");
        assert!(checker.has_failed());
        checker.feed(&[b'Z'; 1 << 16]);
        assert_eq!(checker.partial.capacity(), 0);
        assert_eq!(checker.finish().unwrap_err().line, 2);
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
        };
        assert_eq!(
            judge.to_string(),
            "HDU 5547 Sudoku (http://acm.hdu.edu.cn/showproblem.php?pid=5547): 1 s, 65535 KiB, exact bytes"
        );
    }
}
