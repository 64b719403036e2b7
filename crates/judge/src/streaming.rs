//! A judge's comparison made as the answer arrives: [`StreamingCompare`] takes the program's
//! output in pieces of any size and holds only the line being read, so that no output, however
//! long, is ever held whole. Its result is [`Compare::check`]'s on the whole answer: the rules of each
//! mode are `Compare`'s own ([`Compare::same_line`], [`Compare::shown`]).

use spec::judge::{Compare, Mismatch};

/// [`Compare::check`] made as the answer arrives: lines are compared as they complete, so only
/// the line being read is held, and nothing once a difference is found.
///
/// # Invariants
/// Lines `1..line` of the answer matched; `expected[..next]` is those lines of the expected
/// output and `partial` is what came of line `line` so far. `expected` is trimmed as the mode
/// trims an output's end ([`Compare::trim_end`]), and `held` are the last bytes that came, all of
/// a kind the mode ignores at the end, not yet passed on: they count only if more follows.
#[derive(Clone, Debug)]
pub struct StreamingCompare<'e> {
    compare: Compare,
    expected: &'e [u8],
    next: usize,
    line: usize,
    partial: Vec<u8>,
    held: Vec<u8>,
    mismatch: Option<Mismatch>,
}

impl<'e> StreamingCompare<'e> {
    /// A comparison with `expected` as `compare` makes it, before any of the answer has come.
    pub fn new(compare: Compare, expected: &'e [u8]) -> StreamingCompare<'e> {
        StreamingCompare {
            compare,
            expected: compare.trim_end(expected),
            next: 0,
            line: 1,
            partial: Vec::new(),
            held: Vec::new(),
            mismatch: None,
        }
    }

    /// Takes the next piece of the answer. `O(piece)`.
    pub fn feed(&mut self, piece: &[u8]) {
        if self.mismatch.is_some() {
            return;
        }
        match piece.iter().rposition(|&b| !self.compare.ignored_at_end(b)) {
            None => self.held.extend_from_slice(piece),
            Some(last) => {
                let held = std::mem::take(&mut self.held);
                self.take(&held);
                self.take(&piece[..=last]);
                self.held.extend_from_slice(&piece[last + 1..]);
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

#[cfg(test)]
mod tests {
    use super::*;

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
            "AB\t\nCD \t\n \n\t",
            "AB\nCD \n\n  ",
        ];
        for compare in [
            Compare::Exact,
            Compare::IgnoreTrailingEmptyLines,
            Compare::IgnoreTrailingSpaces,
            Compare::IgnoreTrailingWhitespace,
        ] {
            for expected in samples {
                for actual in samples {
                    let whole = compare.check(expected.as_bytes(), actual.as_bytes());
                    let bytes = actual.as_bytes();
                    for size in 1..=bytes.len().max(1) {
                        let mut comparison = StreamingCompare::new(compare, expected.as_bytes());
                        for piece in bytes.chunks(size) {
                            comparison.feed(piece);
                        }
                        comparison.feed(b"");
                        assert_eq!(
                            comparison.finish(),
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
        let mut comparison = StreamingCompare::new(Compare::Exact, b"AB\nCD\n");
        comparison.feed(b"AB\nCX");
        assert!(!comparison.has_failed());
        comparison.feed(b"\n");
        assert!(comparison.has_failed());
        comparison.feed(&[b'Z'; 1 << 16]);
        assert_eq!(comparison.partial.capacity(), 0);
        assert_eq!(comparison.finish().unwrap_err().line, 2);
    }
}
