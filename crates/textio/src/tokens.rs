//! Judge input as whitespace-separated tokens.
//!
//! Reading tokens rather than lines makes `\r\n`, trailing spaces, extra empty lines and a
//! missing final newline irrelevant, as they are to the judges' own reference solutions.
//!
//! A token can be as long as the input: messages show it through [`quote`], which keeps a short
//! prefix and says how long the whole is, so that an error message never grows with the input.

use std::io;

use crate::report::{InputError, Report};

/// A maximal run of non-whitespace bytes and the line (from 1) it starts on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Token<'a> {
    pub text: &'a [u8],
    pub line: usize,
}

/// A cursor over the tokens of an input.
///
/// # Invariants
/// `pos <= input.len()`; `line` is one more than the number of `\n` in `input[..pos]`.
/// White space is what [`is_white_space`] says: space, `\t`, `\n`, `\v`, `\f`, `\r`.
#[derive(Clone, Debug)]
pub struct Tokens<'a> {
    input: &'a [u8],
    pos: usize,
    line: usize,
}

impl<'a> Token<'a> {
    /// The token as a message shows it; see [`quote`].
    pub fn quoted(&self) -> String {
        quote(self.text)
    }
}

impl<'a> Tokens<'a> {
    /// A cursor at the start of `input`.
    pub fn new(input: &'a [u8]) -> Self {
        Tokens {
            input,
            pos: 0,
            line: 1,
        }
    }

    /// The next token without consuming it. `O(whitespace skipped + token length)`.
    pub fn peek(&mut self) -> Option<Token<'a>> {
        self.skip_whitespace();
        // What is left starts with a token, if anything is left.
        let rest = &self.input[self.pos..];
        let len = rest.iter().position(|&b| is_white_space(b));
        let text = &rest[..len.unwrap_or(rest.len())];
        if text.is_empty() {
            return None;
        }
        Some(Token {
            text,
            line: self.line,
        })
    }

    /// Whether no token is left.
    pub fn is_at_end(&mut self) -> bool {
        self.peek().is_none()
    }

    /// The line the next token starts on, or the last line of the input at its end: the line
    /// to name when something is missing.
    pub fn line(&mut self) -> usize {
        self.skip_whitespace();
        self.line
    }

    /// The next token, or an error saying that `what` was expected and the input ended: the
    /// way every reader takes a token it cannot do without.
    ///
    /// # Errors
    /// At the end of the input, naming its last line.
    pub fn require(&mut self, what: &str) -> Result<Token<'a>, InputError> {
        match self.next() {
            Some(token) => Ok(token),
            None => Err(InputError::new(
                self.line(),
                format!("expected {}, found the end of the input", what),
            )),
        }
    }

    /// Checks that no token is left: anything after the input a program expects is bad input.
    /// `after` says what ended that input, for the message (`"the 3 cases"`).
    ///
    /// # Errors
    /// The line of the first token left and the token, [`quote`]d.
    pub fn expect_end(&mut self, after: &str) -> Result<(), InputError> {
        match self.next() {
            None => Ok(()),
            Some(extra) => Err(InputError::new(
                extra.line,
                format!(
                    "expected the end of the input after {}, found {}",
                    after,
                    extra.quoted()
                ),
            )),
        }
    }

    fn skip_whitespace(&mut self) {
        skip_white_space(self.input, &mut self.pos, &mut self.line);
    }
}

/// Moves `pos` past the white space at it in `input`, counting in `line` each `\n` passed but
/// for one that ends the input: what every cursor over judge input keeps.
pub fn skip_white_space(input: &[u8], pos: &mut usize, line: &mut usize) {
    while let Some(&b) = input.get(*pos) {
        if !is_white_space(b) {
            break;
        }
        if b == b'\n' && *pos + 1 < input.len() {
            *line += 1;
        }
        *pos += 1;
    }
}

impl<'a> Iterator for Tokens<'a> {
    type Item = Token<'a>;

    fn next(&mut self) -> Option<Token<'a>> {
        let token = self.peek()?;
        self.pos += token.text.len();
        Some(token)
    }
}

/// Reads a count of cases: a whole number from 1 to `max`, called `what` in messages (`"the
/// number of cases T"`); [`read_number`] from 1.
///
/// # Errors
/// At the end of the input, or on a token that is not such a number.
pub fn read_count(tokens: &mut Tokens<'_>, what: &str, max: usize) -> Result<usize, InputError> {
    read_number(tokens, what, 1, max)
}

/// How an input counts its cases: a number first, what one case is called (`"case"`,
/// `"grid"`, `"table"`) and the letter the statement gives the count (`T`, `K`), and the most
/// cases it may hold. The messages follow from them: `the number of cases T`, and after the
/// last case `the only case (T = 1)` or `the 3 cases (T = 3)`.
///
/// ```
/// use textio::tokens::{CaseCount, Tokens};
/// let grids = CaseCount { case: "grid", letter: 'K', most: 10 };
/// assert_eq!(grids.read(&mut Tokens::new(b"3")), Ok(3));
/// let e = grids.read(&mut Tokens::new(b"11")).unwrap_err();
/// assert_eq!(e.message, "expected the number of grids K from 1 to 10, found \"11\"");
/// assert_eq!((grids.after(1), grids.after(3)), ("the only grid (K = 1)".to_string(), "the 3 grids (K = 3)".to_string()));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CaseCount {
    /// What one case is, in messages: a noun whose plural takes an `s`.
    pub case: &'static str,
    /// The count's letter in the statement.
    pub letter: char,
    /// The most cases the input may hold.
    pub most: usize,
}

impl CaseCount {
    /// Reads the count: [`read_count`] from 1 to `most`.
    ///
    /// # Errors
    /// At the end of the input, or on a token that is not such a number.
    pub fn read(&self, tokens: &mut Tokens<'_>) -> Result<usize, InputError> {
        let what = format!("the number of {}s {}", self.case, self.letter);
        read_count(tokens, &what, self.most)
    }

    /// What ends an input of `cases` cases, for the message on anything after it
    /// ([`Tokens::expect_end`]).
    pub fn after(&self, cases: usize) -> String {
        if cases == 1 {
            format!("the only {} ({} = 1)", self.case, self.letter)
        } else {
            format!("the {} {}s ({} = {})", cases, self.case, self.letter, cases)
        }
    }
}

/// Reads a whole number from `least` to `most`, called `what` in messages: `expected the
/// number of clues n from 0 to 35, found "36"`.
///
/// # Errors
/// At the end of the input, or on a token that is not such a number (a decimal point, a
/// minus sign, a number out of the range), naming the token's line and the token [`quote`]d.
///
/// ```
/// use textio::tokens::{read_number, Tokens};
/// let mut tokens = Tokens::new(b"0 501");
/// assert_eq!(read_number(&mut tokens, "N", 0, 500), Ok(0));
/// let e = read_number(&mut tokens, "M", 0, 500).unwrap_err();
/// assert_eq!(e.message, "expected M from 0 to 500, found \"501\"");
/// ```
pub fn read_number(
    tokens: &mut Tokens<'_>,
    what: &str,
    least: usize,
    most: usize,
) -> Result<usize, InputError> {
    let token = tokens.require(what)?;
    let number = std::str::from_utf8(token.text)
        .ok()
        .and_then(|text| text.parse::<usize>().ok());
    match number {
        Some(number) if (least..=most).contains(&number) => Ok(number),
        _ => Err(InputError::new(
            token.line,
            format!(
                "expected {} from {} to {}, found {}",
                what,
                least,
                most,
                token.quoted()
            ),
        )),
    }
}

/// Reads numbers from `least` to `most` until the end of `input`, one a case, and calls
/// `answer` with each: the input of problems whose cases are one number each, as many as
/// there are. A token that is not such a number is reported on `report` as its case's error
/// and ends the reading; the cases before it keep their answers.
///
/// # Errors
/// Only what `answer` returns (a failed write).
///
/// ```
/// use textio::tokens::each_number_until_end;
/// use textio::Report;
/// let (mut seen, mut report) = (Vec::new(), Report::new());
/// each_number_until_end(b"3\n1 10 2", "n", 1, 9, &mut report, |n| {
///     seen.push(n);
///     Ok(())
/// })
/// .unwrap();
/// assert_eq!(seen, [3, 1]);
/// assert_eq!(report.errors(), ["case 3, line 2: expected n from 1 to 9, found \"10\""]);
/// ```
pub fn each_number_until_end<F>(
    input: &[u8],
    what: &str,
    least: usize,
    most: usize,
    report: &mut Report,
    mut answer: F,
) -> io::Result<()>
where
    F: FnMut(usize) -> io::Result<()>,
{
    let read = |tokens: &mut Tokens<'_>| read_number(tokens, what, least, most);
    each_case_until_end(input, report, read, |_, n, _| answer(n))
}

/// Reads cases with `read`, one after another until the input ends (the format of judges that
/// give no count), calling `answer(case, read's value, report)` for each (cases from 1). The
/// first case `read` refuses is recorded in `report` and ends the reading: every case before
/// it has been answered. Empty input means no case.
///
/// # Errors
/// Only what `answer` returns (a failed write).
///
/// ```
/// use textio::tokens::{each_case_until_end, read_number, Tokens};
/// use textio::Report;
/// let (mut seen, mut report) = (Vec::new(), Report::new());
/// let read = |tokens: &mut Tokens<'_>| {
///     Ok((read_number(tokens, "n", 1, 13)?, read_number(tokens, "m", 1, 13)?))
/// };
/// each_case_until_end(b"2 3\n5 8\n5", &mut report, read, |_, pair, _| {
///     seen.push(pair);
///     Ok(())
/// })
/// .unwrap();
/// assert_eq!(seen, [(2, 3), (5, 8)]);
/// assert_eq!(report.errors(), ["case 3, line 3: expected m, found the end of the input"]);
/// ```
pub fn each_case_until_end<T>(
    input: &[u8],
    report: &mut Report,
    mut read: impl FnMut(&mut Tokens<'_>) -> Result<T, InputError>,
    mut answer: impl FnMut(usize, T, &mut Report) -> io::Result<()>,
) -> io::Result<()> {
    let mut tokens = Tokens::new(input);
    let mut case = 0;
    while !tokens.is_at_end() {
        case += 1;
        match read(&mut tokens) {
            Ok(value) => answer(case, value, report)?,
            Err(e) => {
                report.input_error(case, e);
                break;
            }
        }
    }
    Ok(())
}

/// Reads cases with `read` until it finds the input's closing mark (`read` gives `None`
/// there: a line `0`, `end`, `0 0`), calling `answer(case, read's value, report)` for each
/// (cases from 1), then checks that nothing follows the mark (`closing` names it). The first
/// case `read` refuses is recorded in `report` and ends the reading: every case before it has
/// been answered.
///
/// # Errors
/// Only what `answer` returns (a failed write).
///
/// ```
/// use textio::tokens::{each_case_until_closing, read_number, Tokens};
/// use textio::Report;
/// let (mut seen, mut report) = (Vec::new(), Report::new());
/// let read = |tokens: &mut Tokens<'_>| {
///     let n = read_number(tokens, "n", 0, 9)?;
///     Ok(if n == 0 { None } else { Some(n) })
/// };
/// each_case_until_closing(b"3 1 0 4", "the line 0", &mut report, read, |_, n, _| {
///     seen.push(n);
///     Ok(())
/// })
/// .unwrap();
/// assert_eq!(seen, [3, 1]);
/// let after = "after the last case, line 1: expected the end of the input after the line 0, found \"4\"";
/// assert_eq!(report.errors(), [after]);
/// ```
pub fn each_case_until_closing<T>(
    input: &[u8],
    closing: &str,
    report: &mut Report,
    mut read: impl FnMut(&mut Tokens<'_>) -> Result<Option<T>, InputError>,
    mut answer: impl FnMut(usize, T, &mut Report) -> io::Result<()>,
) -> io::Result<()> {
    let mut tokens = Tokens::new(input);
    let mut case = 0;
    loop {
        case += 1;
        match read(&mut tokens) {
            Ok(Some(value)) => answer(case, value, report)?,
            Ok(None) => break,
            Err(e) => {
                report.input_error(case, e);
                return Ok(());
            }
        }
    }
    report.expect_end(&mut tokens, closing);
    Ok(())
}

/// Reads the one number of `input`, from `least` to `most`, and nothing after it: the input of
/// problems whose whole input is one number (a board's side). A missing or bad number, or
/// anything after it, is reported on `report` as case 1's error, and `None` returned.
///
/// ```
/// use textio::tokens::the_only_number;
/// use textio::Report;
/// let mut report = Report::new();
/// assert_eq!(the_only_number(b" 8\r\n", "the side N", 1, 14, &mut report), Some(8));
/// assert_eq!(the_only_number(b"8 8", "the side N", 1, 14, &mut report), None);
/// assert_eq!(
///     report.errors(),
///     ["case 1, line 1: expected the end of the input after the side N, found \"8\""]
/// );
/// ```
pub fn the_only_number(
    input: &[u8],
    what: &str,
    least: usize,
    most: usize,
    report: &mut Report,
) -> Option<usize> {
    the_only_case(input, what, report, |tokens| {
        read_number(tokens, what, least, most)
    })
}

/// Reads the one case of `input` with `read`, then nothing after it (`after` names what ends
/// the case, for that message): the input of problems with a single case. What `read` refuses,
/// or anything after the case, is reported on `report` as case 1's error, and `None` returned.
///
/// ```
/// use textio::tokens::{read_number, the_only_case, Tokens};
/// use textio::report::InputError;
/// use textio::Report;
/// fn read(tokens: &mut Tokens<'_>) -> Result<(usize, usize), InputError> {
///     Ok((read_number(tokens, "n", 1, 10)?, read_number(tokens, "m", 1, 9)?))
/// }
/// let mut report = Report::new();
/// assert_eq!(the_only_case(b"4 7\n", "m", &mut report, read), Some((4, 7)));
/// assert_eq!(the_only_case(b"4\n10", "m", &mut report, read), None);
/// assert_eq!(report.errors(), ["case 1, line 2: expected m from 1 to 9, found \"10\""]);
/// ```
pub fn the_only_case<T>(
    input: &[u8],
    after: &str,
    report: &mut Report,
    read: impl FnOnce(&mut Tokens<'_>) -> Result<T, InputError>,
) -> Option<T> {
    let mut tokens = Tokens::new(input);
    match read(&mut tokens).and_then(|case| tokens.expect_end(after).map(|()| case)) {
        Ok(case) => Some(case),
        Err(e) => {
            report.input_error(1, e);
            None
        }
    }
}

/// Reads the count of cases (`count`: what a case is called, the count's letter, the most
/// cases), then that many cases with `read`, calling `answer(case, read's value, report)` for
/// each (cases from 1), then checks that nothing follows the last ([`CaseCount::after`] names
/// it). A bad count or the first case `read` refuses is recorded in `report` and ends the
/// reading: every case before it has been answered.
///
/// # Errors
/// Only what `answer` returns (a failed write).
///
/// ```
/// use textio::tokens::{each_counted_case, read_number, CaseCount, Tokens};
/// use textio::Report;
/// let sums = CaseCount { case: "case", letter: 'T', most: 5 };
/// let (mut seen, mut report) = (Vec::new(), Report::new());
/// let read = |tokens: &mut Tokens<'_>| {
///     Ok(read_number(tokens, "a", 0, 9)? + read_number(tokens, "b", 0, 9)?)
/// };
/// each_counted_case(b"3\n1 2\n3 4\n5 x", &sums, &mut report, read, |_, sum, _| {
///     seen.push(sum);
///     Ok(())
/// })
/// .unwrap();
/// assert_eq!(seen, [3, 7]);
/// assert_eq!(report.errors(), ["case 3, line 4: expected b from 0 to 9, found \"x\""]);
/// ```
pub fn each_counted_case<T>(
    input: &[u8],
    count: &CaseCount,
    report: &mut Report,
    mut read: impl FnMut(&mut Tokens<'_>) -> Result<T, InputError>,
    mut answer: impl FnMut(usize, T, &mut Report) -> io::Result<()>,
) -> io::Result<()> {
    let mut tokens = Tokens::new(input);
    let cases = match count.read(&mut tokens) {
        Ok(cases) => cases,
        Err(e) => {
            report.input_error(1, e);
            return Ok(());
        }
    };
    for case in 1..=cases {
        match read(&mut tokens) {
            Ok(value) => answer(case, value, report)?,
            Err(e) => {
                report.input_error(case, e);
                return Ok(());
            }
        }
    }
    report.expect_end(&mut tokens, &count.after(cases));
    Ok(())
}

/// Whether `b` is white space between tokens: what C's `isspace` (and so `scanf` and C++'s
/// `cin`, which the judges' reference solutions read with) calls white space: space, `\t`, `\n`,
/// `\v`, `\f` and `\r`. Rust's `u8::is_ascii_whitespace` leaves out `\v`.
///
/// ```
/// use textio::tokens::is_white_space;
/// assert!(b" \t\n\x0b\x0c\r".iter().all(|&b| is_white_space(b)));
/// assert!(!is_white_space(0) && !is_white_space(b'A') && !is_white_space(0xa0));
/// ```
pub fn is_white_space(b: u8) -> bool {
    matches!(b, b' ' | b'\t' | b'\n' | 0x0b | 0x0c | b'\r')
}

/// The most characters of a token a message quotes.
pub const QUOTED_CHARS: usize = 32;

/// `text` as a message quotes it: in double quotes with Rust's escapes (`"A\u{1}"`), invalid
/// UTF-8 shown as U+FFFD (`�`) as [`String::from_utf8_lossy`] shows it. A text of more than
/// [`QUOTED_CHARS`] characters is cut after them and followed by its length:
/// `"AAAA…"… (10485760 bytes)`. `O(QUOTED_CHARS)` time and memory whatever the length of
/// `text`.
pub fn quote(text: &[u8]) -> String {
    // A character takes at most 4 bytes: the head holds every character shown.
    let head = String::from_utf8_lossy(&text[..text.len().min(4 * QUOTED_CHARS)]);
    let shown: String = head.chars().take(QUOTED_CHARS).collect();
    if text.len() <= 4 * QUOTED_CHARS && shown.len() == head.len() {
        format!("{:?}", shown)
    } else {
        format!("{:?}… ({} bytes)", shown, text.len())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn texts(input: &str) -> Vec<(String, usize)> {
        Tokens::new(input.as_bytes())
            .map(|t| (String::from_utf8_lossy(t.text).into_owned(), t.line))
            .collect()
    }

    #[test]
    fn splits_on_any_whitespace_and_counts_lines() {
        assert_eq!(
            texts("ab  c\r\n\r\n d\te \n"),
            vec![
                ("ab".into(), 1),
                ("c".into(), 1),
                ("d".into(), 3),
                ("e".into(), 3)
            ]
        );
        assert_eq!(texts(""), vec![]);
        assert_eq!(texts(" \n\n"), vec![]);
        assert_eq!(texts("x"), vec![("x".into(), 1)]);
    }

    #[test]
    fn line_at_the_end_is_the_last_line() {
        let mut t = Tokens::new(b"a\nb\n");
        t.next();
        t.next();
        assert!(t.is_at_end());
        // The final newline does not open a line of its own.
        assert_eq!(t.line(), 2);
        let mut u = Tokens::new(b"a\n\n\n");
        u.next();
        assert_eq!(u.line(), 3);
    }

    #[test]
    fn quotes_are_short_whatever_the_token() {
        assert_eq!(quote(b"ABC"), "\"ABC\"");
        assert_eq!(quote(b""), "\"\"");
        assert_eq!(quote(b"a\x01\"b"), "\"a\\u{1}\\\"b\"");
        let exactly = "x".repeat(QUOTED_CHARS);
        assert_eq!(quote(exactly.as_bytes()), format!("{:?}", exactly));
        let long = vec![1u8; 50 << 20];
        let shown = quote(&long);
        assert_eq!(
            shown,
            format!("\"{}\"… (52428800 bytes)", "\\u{1}".repeat(QUOTED_CHARS))
        );
        // Characters, not bytes: a cut never splits one.
        let wide = "数".repeat(40);
        assert_eq!(
            quote(wide.as_bytes()),
            format!("\"{}\"… (120 bytes)", "数".repeat(QUOTED_CHARS))
        );
        // Invalid UTF-8 shows as U+FFFD.
        assert_eq!(quote(b"\xff\xc3"), "\"\u{fffd}\u{fffd}\"");
        assert_eq!(
            Token {
                text: b"x y",
                line: 3
            }
            .quoted(),
            "\"x y\""
        );
    }

    #[test]
    fn counts_are_whole_numbers_in_range() {
        let count =
            |input: &[u8]| read_count(&mut Tokens::new(input), "the number of cases T", 100);
        assert_eq!(count(b" 7\n"), Ok(7));
        assert_eq!(count(b"100"), Ok(100));
        for (bad, line, found) in [
            (&b"0"[..], 1, "\"0\""),
            (b"101", 1, "\"101\""),
            (b"\n-1", 2, "\"-1\""),
            (b"3.0", 1, "\"3.0\""),
            (b"+\xff", 1, "\"+\u{fffd}\""),
        ] {
            let e = count(bad).unwrap_err();
            assert_eq!(e.line, line);
            assert_eq!(
                e.message,
                format!(
                    "expected the number of cases T from 1 to 100, found {}",
                    found
                )
            );
        }
        let e = count(b"\n\n").unwrap_err();
        assert_eq!(
            e.message,
            "expected the number of cases T, found the end of the input"
        );
    }

    #[test]
    fn the_end_is_expected_after_the_input() {
        let mut t = Tokens::new(b"1 2\n\n3 junk\n");
        t.next();
        t.next();
        t.next();
        let e = t.expect_end("the 3 numbers").unwrap_err();
        assert_eq!(
            (e.line, e.message.as_str()),
            (
                3,
                "expected the end of the input after the 3 numbers, found \"junk\""
            )
        );
        let mut t = Tokens::new(b"1 \r\n\n");
        t.next();
        assert_eq!(t.expect_end("the number"), Ok(()));
    }

    #[test]
    fn peek_does_not_consume() {
        let mut t = Tokens::new(b"  one two");
        assert_eq!(t.peek().unwrap().text, b"one");
        assert_eq!(t.next().unwrap().text, b"one");
        assert_eq!(t.next().unwrap().text, b"two");
        assert_eq!(t.next(), None);
    }
}
