//! The problems found in one run's input, each naming its case and line.

use std::fmt;

/// Something wrong in the input at a known line: what was expected, and what came.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct InputError {
    /// The line (from 1) where the problem is, or where the missing part was expected.
    pub line: usize,
    /// What was expected and what was found.
    pub message: String,
}

impl InputError {
    /// An error at `line` saying `message`.
    pub fn new(line: usize, message: impl Into<String>) -> Self {
        InputError {
            line,
            message: message.into(),
        }
    }
}

/// The complaints of one run, in the order they were found.
///
/// A problem binary keeps answering after a complaint when it can (an unsolvable puzzle) and
/// stops at the first malformed case; [`crate::run()`] prints every complaint on stderr and makes
/// the exit status 1 when there is any.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Report {
    errors: Vec<String>,
}

impl Report {
    /// An empty report.
    pub fn new() -> Self {
        Self::default()
    }

    /// Records that case `case` (from 1) could not be read.
    pub fn input_error(&mut self, case: usize, error: InputError) {
        self.errors.push(format!(
            "case {}, line {}: {}",
            case, error.line, error.message
        ));
    }

    /// Records input found after the last case a program reads (see
    /// [`crate::Tokens::expect_end`]): it belongs to no case.
    pub fn after_last_case(&mut self, error: InputError) {
        self.errors.push(format!(
            "after the last case, line {}: {}",
            error.line, error.message
        ));
    }

    /// Records anything left in `tokens` as input after the last case; `after` says what ended
    /// the input the program reads, for the message (`"the 3 cases (T = 3)"`).
    pub fn expect_end(&mut self, tokens: &mut crate::Tokens<'_>, after: &str) {
        if let Err(e) = tokens.expect_end(after) {
            self.after_last_case(e);
        }
    }

    /// Records a problem with case `case` (from 1) as a whole, starting at `line`.
    pub fn case_error(&mut self, case: usize, line: usize, message: impl fmt::Display) {
        self.errors
            .push(format!("case {} (from line {}): {}", case, line, message));
    }

    /// Whether nothing was recorded.
    pub fn is_clean(&self) -> bool {
        self.errors.is_empty()
    }

    /// Every complaint, one line each, in order.
    pub fn errors(&self) -> &[String] {
        &self.errors
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn messages_name_case_and_line() {
        let mut r = Report::new();
        assert!(r.is_clean());
        r.input_error(2, InputError::new(19, "expected 16 characters, found 15"));
        r.case_error(3, 35, "the puzzle has no solution");
        r.after_last_case(InputError::new(52, "expected the end of the input"));
        r.expect_end(&mut crate::Tokens::new(b"x\n"), "nothing");
        r.expect_end(&mut crate::Tokens::new(b" \n"), "nothing");
        assert_eq!(
            r.errors(),
            [
                "case 2, line 19: expected 16 characters, found 15",
                "case 3 (from line 35): the puzzle has no solution",
                "after the last case, line 52: expected the end of the input",
                "after the last case, line 1: expected the end of the input after nothing, found \"x\""
            ]
        );
        assert!(!r.is_clean());
    }
}
