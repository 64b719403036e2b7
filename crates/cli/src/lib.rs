//! `cli`: the tools' command lines. A [`Tool`] is declared once — its forms, each with its
//! positionals, help rows and a struct of options ([`options!`]) — and that one declaration
//! reads the arguments, gives each option's value as its field's type, and writes the help,
//! so that they cannot disagree. Std only; never in a submission.
//!
//! The rules, the same in every tool:
//! - `--name VALUE` or `--name=VALUE` gives an option its value, `--name` sets a flag; `--`
//!   ends the options; `-` alone is a positional (standard input, by custom).
//! - `-h` or `--help` anywhere but as an option's value asks for the help: it goes to standard
//!   output, status 0.
//! - An unknown option, a missing value, a single-valued option given twice, too few or too many
//!   positionals: `NAME: message`, a blank line and the help on standard error, status
//!   [`USAGE_STATUS`]. So is a refusal of the tool's own (a value out of range, options that do
//!   not go together): the message its `interpret` returns.
//!
//! ```
//! use cli::{options, Form, Tool, Value};
//!
//! options! {
//!     struct Count {
//!         from: Value = "--from" "K", "start at line K (default 1)";
//!         quiet: bool = "--quiet", "print the count only";
//!     }
//! }
//!
//! let tool = Tool::new("count").form(
//!     Form::new("[options] [FILE]", "Counts the lines of FILE.")
//!         .positional("FILE", 0, 1)
//!         .options::<Count>(),
//! );
//! let args = ["--from=3".to_string(), "notes.txt".to_string()];
//! let parsed = tool.parse(&args).unwrap().unwrap();
//! let count: Count = parsed.options();
//! assert_eq!(count.from.number::<u64>("a whole number"), Ok(Some(3)));
//! assert!(!count.quiet);
//! assert_eq!(parsed.positionals(), ["notes.txt"]);
//! assert!(tool.parse(&["--help".to_string()]).unwrap().is_none());
//! assert_eq!(tool.parse(&["--to".to_string()]).unwrap_err(), "unknown option --to");
//! assert!(tool.help().starts_with("usage: count [options] [FILE]\nCounts the lines"));
//! ```

mod options;

pub use options::{Field, Options, Value, Values};

use std::io::{self, Write};
use std::str::FromStr;

/// The exit status of a command line a tool does not take.
pub const USAGE_STATUS: u8 = 2;

/// The environment variable that, set, makes [`Tool::read`] stop once the arguments parse, with
/// status 0 and nothing written: how a test sees that a documented command line is taken, without
/// running it or reading its files.
pub const PARSE_ONLY: &str = "CLI_PARSE_ONLY";

/// The width the help is wrapped to.
const WIDTH: usize = 96;

/// Where the help of an option or a row starts: two spaces, then its name padded to 17.
const HELP_COLUMN: usize = 19;

/// A tool's command line: its name and its forms, tried in order of their first word.
#[derive(Clone, Debug)]
pub struct Tool {
    name: &'static str,
    forms: Vec<Form>,
    failure: u8,
}

/// One way to call a tool: the words of its usage line, what it does, and the arguments it
/// takes. A form made by [`Form::word`] is chosen when the first argument is its word; the one
/// made by [`Form::new`], otherwise.
///
/// Invariant: the names of a form's options and flags are distinct and start with `--`.
#[derive(Clone, Debug)]
pub struct Form {
    word: Option<&'static str>,
    synopsis: String,
    about: String,
    hidden: bool,
    rows: Vec<Row>,
    options: Vec<Named>,
    positionals: Vec<Positional>,
}

#[derive(Clone, Debug)]
enum Row {
    Heading(String),
    Entry { left: String, help: String },
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Takes {
    Nothing,
    One,
    Many,
}

#[derive(Clone, Debug)]
struct Named {
    name: &'static str,
    takes: Takes,
}

#[derive(Clone, Copy, Debug)]
struct Positional {
    name: &'static str,
    min: usize,
    max: usize,
}

/// What a command line said: the form's word, the flags set, the options' values and the
/// positionals, in the order given.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Parsed {
    word: Option<&'static str>,
    /// The options of the form chosen.
    declared: Vec<&'static str>,
    flags: Vec<&'static str>,
    values: Vec<(&'static str, String)>,
    positionals: Vec<String>,
}

impl Tool {
    /// A tool called `name` (as its help and messages name it) with no forms yet; a help it
    /// cannot write makes it exit with status 1 unless [`Tool::failure_status`] says otherwise.
    pub fn new(name: &'static str) -> Self {
        Tool {
            name,
            forms: Vec::new(),
            failure: 1,
        }
    }

    /// Adds a form; the help lists the forms in this order.
    ///
    /// # Panics
    /// When the form's usage line disagrees with its declarations: it names an option
    /// (`--name`) the form does not declare, leaves out a declared option without saying
    /// `[options]`, or leaves out a declared positional's name. The usage line is written by
    /// hand, for its alternatives and brackets; this keeps it to what the parser takes.
    pub fn form(mut self, form: Form) -> Self {
        if let Err(message) = form.check_synopsis() {
            panic!("{}: usage line {:?}: {message}", self.name, form.synopsis);
        }
        self.forms.push(form);
        self
    }

    /// The status to exit with when the help cannot be written (a tool whose own failures are
    /// status 2 says 2).
    pub fn failure_status(mut self, status: u8) -> Self {
        self.failure = status;
        self
    }

    /// The tool's name.
    pub fn name(&self) -> &'static str {
        self.name
    }

    /// The help: each visible form's usage lines, what it does and its rows, wrapped to 96
    /// columns, with `-h, --help` after the options of the first form that has any (of the
    /// last form when none has).
    pub fn help(&self) -> String {
        let mut text = String::new();
        let visible: Vec<&Form> = self.forms.iter().filter(|f| !f.hidden).collect();
        // `-h` goes with the first form's options, or at the end when no form has any.
        let help_form = visible
            .iter()
            .position(|f| f.rows.iter().any(|r| matches!(r, Row::Entry { .. })))
            .unwrap_or(visible.len().saturating_sub(1));
        for (k, form) in visible.iter().enumerate() {
            if k > 0 {
                text.push_str("\n\n");
            }
            for (line, synopsis) in form.synopsis.lines().enumerate() {
                let lead = if line == 0 { "usage:" } else { "\n      " };
                text.push_str(&format!("{lead} {} {synopsis}", self.name));
            }
            if !form.about.is_empty() {
                text.push('\n');
                wrap(&mut text, &form.about, 0, 0);
            }
            let mut rows = form.rows.iter().collect::<Vec<_>>();
            let help_row = Row::Entry {
                left: "-h, --help".into(),
                help: "this help".into(),
            };
            if k == help_form {
                // After the last option or row: a form's rows may end in a paragraph.
                let last_entry = rows.iter().rposition(|r| matches!(r, Row::Entry { .. }));
                rows.insert(last_entry.map_or(rows.len(), |k| k + 1), &help_row);
            }
            if !rows.is_empty() {
                text.push('\n');
            }
            for row in rows {
                text.push('\n');
                match row {
                    Row::Heading(heading) => wrap(&mut text, heading, 0, 0),
                    Row::Entry { left, help } => {
                        text.push_str("  ");
                        text.push_str(left);
                        if 2 + left.chars().count() + 2 <= HELP_COLUMN {
                            let pad = HELP_COLUMN - 2 - left.chars().count();
                            text.push_str(&" ".repeat(pad));
                        } else {
                            text.push('\n');
                            text.push_str(&" ".repeat(HELP_COLUMN));
                        }
                        wrap(&mut text, help, HELP_COLUMN, HELP_COLUMN);
                    }
                }
            }
        }
        text
    }

    /// Reads `args` (without the program's name): `Ok(None)` when they ask for the help.
    ///
    /// # Errors
    /// The message for an argument the chosen form does not take (see the crate's rules).
    pub fn parse(&self, args: &[String]) -> Result<Option<Parsed>, String> {
        if args.first().is_some_and(|a| a == "-h" || a == "--help") {
            return Ok(None);
        }
        let chosen = args
            .first()
            .and_then(|first| {
                self.forms
                    .iter()
                    .find(|f| f.word.is_some_and(|w| w == first))
            })
            .map(|form| (form, &args[1..]));
        let (form, rest) = match chosen.or_else(|| {
            self.forms
                .iter()
                .find(|f| f.word.is_none())
                .map(|form| (form, args))
        }) {
            Some(chosen) => chosen,
            None => {
                let words: Vec<&str> = self
                    .forms
                    .iter()
                    .filter(|f| !f.hidden)
                    .filter_map(|f| f.word)
                    .collect();
                return Err(match args.first() {
                    Some(first) => format!("{first:?} is none of {}", words.join(", ")),
                    None => format!("give one of {}", words.join(", ")),
                });
            }
        };
        let mut parsed = Parsed {
            word: form.word,
            declared: form.options.iter().map(|o| o.name).collect(),
            ..Parsed::default()
        };
        let mut options_ended = false;
        let mut rest = rest.iter();
        while let Some(arg) = rest.next() {
            if options_ended || arg == "-" || !arg.starts_with('-') {
                parsed.positionals.push(arg.clone());
                continue;
            }
            if arg == "--" {
                options_ended = true;
                continue;
            }
            if arg == "-h" || arg == "--help" {
                return Ok(None);
            }
            let (named, inline) = match form.find(arg) {
                Some(named) => (named, None),
                None => match arg.split_once('=') {
                    Some((name, value)) => match form.find(name) {
                        Some(named) if named.takes != Takes::Nothing => (named, Some(value)),
                        Some(named) => return Err(format!("{} takes no value", named.name)),
                        None => return Err(format!("unknown option {name}")),
                    },
                    None => return Err(format!("unknown option {arg}")),
                },
            };
            match named.takes {
                Takes::Nothing => {
                    if !parsed.flags.contains(&named.name) {
                        parsed.flags.push(named.name);
                    }
                }
                Takes::One | Takes::Many => {
                    if named.takes == Takes::One && parsed.value(named.name).is_some() {
                        return Err(format!("give {} once", named.name));
                    }
                    let value = match inline {
                        Some(value) => value.to_string(),
                        None => rest
                            .next()
                            .cloned()
                            .ok_or_else(|| format!("{} needs a value", named.name))?,
                    };
                    parsed.values.push((named.name, value));
                }
            }
        }
        form.check_positionals(&parsed.positionals)?;
        Ok(Some(parsed))
    }

    /// [`Tool::parse`], then `interpret` on what was read: `Ok(None)` when `args` ask for the
    /// help. What a tool's tests call.
    ///
    /// # Errors
    /// The parser's message or `interpret`'s.
    pub fn interpret<T>(
        &self,
        args: &[String],
        interpret: impl FnOnce(&Parsed) -> Result<T, String>,
    ) -> Result<Option<T>, String> {
        self.parse(args)?
            .map(|parsed| interpret(&parsed))
            .transpose()
    }

    /// Reads `args` and turns them into what the tool runs on with `interpret`; on `--help`
    /// writes the help on `out`, on a refusal (the parser's or `interpret`'s) the message and
    /// the help on `err`. With [`PARSE_ONLY`] set, arguments that parse end it there, status 0.
    ///
    /// # Errors
    /// The status to exit with when the tool is not to run: 0 after the help, the tool's
    /// failure status when the help cannot be written, [`USAGE_STATUS`] after a refusal.
    pub fn read<T>(
        &self,
        args: &[String],
        out: &mut dyn Write,
        err: &mut dyn Write,
        interpret: impl FnOnce(&Parsed) -> Result<T, String>,
    ) -> Result<T, u8> {
        let read = if std::env::var_os(PARSE_ONLY).is_some() {
            match self.parse(args) {
                Ok(Some(_)) => return Err(0),
                Ok(None) => Ok(None),
                Err(message) => Err(message),
            }
        } else {
            self.interpret(args, interpret)
        };
        match read {
            Ok(Some(run)) => Ok(run),
            Ok(None) => Err(
                match writeln!(out, "{}", self.help()).and_then(|()| out.flush()) {
                    Ok(()) => 0,
                    Err(e) => {
                        let _ = writeln!(err, "{}: cannot write the help: {e}", self.name);
                        self.failure
                    }
                },
            ),
            Err(message) => Err(self.refuse(err, &message)),
        }
    }

    /// [`Tool::read`] on the process's standard output and error; a standard output closed
    /// when the process started cannot take the help.
    ///
    /// # Errors
    /// As [`Tool::read`].
    pub fn read_std<T>(
        &self,
        args: &[String],
        interpret: impl FnOnce(&Parsed) -> Result<T, String>,
    ) -> Result<T, u8> {
        let mut err = io::stderr();
        if textio::run::stdout_is_closed() {
            self.read(args, &mut ClosedStdout, &mut err, interpret)
        } else {
            self.read(args, &mut io::stdout().lock(), &mut err, interpret)
        }
    }

    /// Writes `NAME: message`, a blank line and the help on `err`, and gives [`USAGE_STATUS`]; a
    /// failed write has nowhere left to be told.
    pub fn refuse(&self, err: &mut dyn Write, message: &str) -> u8 {
        let _ = writeln!(err, "{}: {message}\n\n{}", self.name, self.help());
        USAGE_STATUS
    }
}

impl Form {
    /// The form chosen when no other form's word comes first; `synopsis` is its usage line
    /// after the tool's name (lines after the first are more usage lines), `about` what it
    /// does.
    pub fn new(synopsis: impl Into<String>, about: impl Into<String>) -> Self {
        Form {
            word: None,
            synopsis: synopsis.into(),
            about: about.into(),
            hidden: false,
            rows: Vec::new(),
            options: Vec::new(),
            positionals: Vec::new(),
        }
    }

    /// The form chosen when the first argument is `word` (a subcommand such as `write`, or a
    /// mode such as `--outside`); `synopsis` starts with the word.
    pub fn word(word: &'static str, synopsis: impl Into<String>, about: impl Into<String>) -> Self {
        Form {
            word: Some(word),
            ..Form::new(synopsis, about)
        }
    }

    /// Leaves the form out of the help: a form the tool calls itself with.
    pub fn hidden(mut self) -> Self {
        self.hidden = true;
        self
    }

    /// A flag, `name` set or not.
    pub(crate) fn flag(self, name: &'static str, help: impl Into<String>) -> Self {
        self.declare(name, "", Takes::Nothing, help)
    }

    /// An option with one value, shown as `name metavar`; given at most once.
    pub(crate) fn value(self, name: &'static str, metavar: &str, help: impl Into<String>) -> Self {
        self.declare(name, metavar, Takes::One, help)
    }

    /// An option that may be given any number of times, each with a value.
    pub(crate) fn values(self, name: &'static str, metavar: &str, help: impl Into<String>) -> Self {
        self.declare(name, metavar, Takes::Many, help)
    }

    /// `min` to `max` positionals called `name` (in the messages), after those declared
    /// before; `usize::MAX` for no bound. The help shows them in the synopsis and in the rows
    /// given.
    pub fn positional(mut self, name: &'static str, min: usize, max: usize) -> Self {
        self.positionals.push(Positional { name, min, max });
        self
    }

    /// A line of its own in the rows, wrapped: the title of the rows below it, or (after an
    /// empty one) a paragraph.
    pub fn heading(mut self, text: impl Into<String>) -> Self {
        self.rows.push(Row::Heading(text.into()));
        self
    }

    /// The options of `T` (made by [`options!`]), in the order of its fields.
    pub fn options<T: Options>(self) -> Self {
        T::declare(self)
    }

    /// A row of the help that is not an option: a positional's forms, a list's items.
    pub fn row(mut self, left: impl Into<String>, help: impl Into<String>) -> Self {
        self.rows.push(Row::Entry {
            left: left.into(),
            help: help.into(),
        });
        self
    }

    fn declare(
        mut self,
        name: &'static str,
        metavar: &str,
        takes: Takes,
        help: impl Into<String>,
    ) -> Self {
        debug_assert!(name.starts_with("--") && self.find(name).is_none());
        let left = if metavar.is_empty() {
            name.to_string()
        } else {
            format!("{name} {metavar}")
        };
        self.rows.push(Row::Entry {
            left,
            help: help.into(),
        });
        self.options.push(Named { name, takes });
        self
    }
}

impl Form {
    /// `Err` naming the first disagreement between the usage line and the declarations (see
    /// [`Tool::form`]).
    fn check_synopsis(&self) -> Result<(), String> {
        let words: Vec<&str> = self
            .synopsis
            .split(|c: char| !(c.is_alphanumeric() || "-_.<>".contains(c)))
            .map(|w| w.trim_end_matches('.'))
            .filter(|w| !w.is_empty())
            .collect();
        let said = |name: &str| words.contains(&name);
        if let Some(unknown) = words
            .iter()
            .filter(|w| w.starts_with("--") && w.len() > 2)
            .find(|w| Some(**w) != self.word && self.find(w).is_none())
        {
            return Err(format!("{unknown} is not declared"));
        }
        if !self.synopsis.contains("[options]") {
            if let Some(left_out) = self.options.iter().find(|o| !said(o.name)) {
                return Err(format!("{} is declared but not shown", left_out.name));
            }
        }
        match self.positionals.iter().find(|p| !said(p.name)) {
            Some(left_out) => Err(format!("positional {} is not shown", left_out.name)),
            None => Ok(()),
        }
    }

    fn find(&self, name: &str) -> Option<&Named> {
        self.options.iter().find(|o| o.name == name)
    }

    /// Refuses a count of positionals outside the declared bounds, naming the first one
    /// missing or the first one too many.
    fn check_positionals(&self, given: &[String]) -> Result<(), String> {
        let mut needed = 0;
        for positional in &self.positionals {
            needed += positional.min;
            if given.len() < needed {
                return Err(format!("give {}", positional.name));
            }
        }
        let most = self
            .positionals
            .iter()
            .fold(0usize, |most, p| most.saturating_add(p.max));
        match given.get(most) {
            Some(extra) => Err(format!("unexpected argument {extra:?}")),
            None => Ok(()),
        }
    }
}

impl Parsed {
    /// The word of the form the command line chose; `None` for the default form.
    pub fn word(&self) -> Option<&'static str> {
        self.word
    }

    /// The options of `T`, as the command line gave them.
    ///
    /// # Panics
    /// When an option of `T` is not one of the form chosen: `T` belongs to another form.
    pub fn options<T: Options>(&self) -> T {
        if let Some(name) = T::names().into_iter().find(|n| !self.declared.contains(n)) {
            panic!("{name} is not an option of the form chosen");
        }
        T::take(self)
    }

    pub(crate) fn flag(&self, name: &str) -> bool {
        self.flags.contains(&name)
    }

    pub(crate) fn value(&self, name: &str) -> Option<&str> {
        self.values
            .iter()
            .find(|(n, _)| *n == name)
            .map(|(_, v)| v.as_str())
    }

    pub(crate) fn values<'a>(&'a self, name: &'a str) -> impl Iterator<Item = &'a str> + 'a {
        self.values
            .iter()
            .filter(move |(n, _)| *n == name)
            .map(|(_, v)| v.as_str())
    }

    /// The positionals, in order.
    pub fn positionals(&self) -> &[String] {
        &self.positionals
    }
}

/// `text` read as a `T`, for the argument `name`.
///
/// # Errors
/// `NAME takes WHAT, not "TEXT"` when it is not a `T`.
pub fn read_as<T: FromStr>(name: &str, text: &str, what: &str) -> Result<T, String> {
    text.parse()
        .map_err(|_| format!("{name} takes {what}, not {text:?}"))
}

/// The process's arguments without its name; one that is not UTF-8 is read lossily rather
/// than panicking.
pub fn args() -> Vec<String> {
    std::env::args_os()
        .skip(1)
        .map(|a| a.to_string_lossy().into_owned())
        .collect()
}

/// Appends `text` to `out` wrapped to [`WIDTH`] columns, its first line starting at column
/// `start` (already written) and the others at `indent`; its own line breaks are kept.
fn wrap(out: &mut String, text: &str, start: usize, indent: usize) {
    for (k, line) in text.split('\n').enumerate() {
        let mut column = start;
        if k > 0 {
            out.push('\n');
            out.push_str(&" ".repeat(indent));
            column = indent;
        }
        let line_start = column;
        for (w, word) in line.split(' ').enumerate() {
            let width = word.chars().count();
            if w > 0 {
                if column > line_start && column + 1 + width > WIDTH && width > 0 {
                    out.push('\n');
                    out.push_str(&" ".repeat(indent));
                    column = indent;
                } else {
                    out.push(' ');
                    column += 1;
                }
            }
            out.push_str(word);
            column += width;
        }
    }
}

/// A standard output closed when the process started: every write fails, saying so.
struct ClosedStdout;

impl Write for ClosedStdout {
    fn write(&mut self, _: &[u8]) -> io::Result<usize> {
        Err(io::Error::other("standard output is closed"))
    }

    fn flush(&mut self) -> io::Result<()> {
        Err(io::Error::other("standard output is closed"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(list: &[&str]) -> Vec<String> {
        list.iter().map(|a| a.to_string()).collect()
    }

    options! {
        struct Things {
            seed: Value = "--seed" "S", "the seed";
            reference: Values = "--ref" "P=PATH", "a reference";
            stats: bool = "--stats", "statistics";
            stats_each: bool = "--stats=each", "more statistics";
        }
    }

    fn tool() -> Tool {
        Tool::new("t")
            .form(
                Form::new("[options] [FILE]", "Does things.")
                    .positional("FILE", 0, 1)
                    .options::<Things>(),
            )
            .form(
                Form::word("write", "write DIR [PAIRS]", "")
                    .positional("DIR", 1, 1)
                    .positional("PAIRS", 0, 1),
            )
            .form(Form::word("--secret", "--secret", "").hidden())
    }

    #[test]
    fn options_flags_and_positionals_are_read_in_any_order() {
        let parsed = tool()
            .parse(&args(&[
                "x.txt",
                "--ref",
                "a=1",
                "--stats",
                "--seed=7",
                "--ref=b=2",
            ]))
            .unwrap()
            .unwrap();
        assert_eq!(parsed.word(), None);
        assert_eq!(parsed.positionals(), ["x.txt"]);
        let things: Things = parsed.options();
        assert_eq!(things.seed.text(), Some("7"));
        assert_eq!(things.reference.texts(), ["a=1", "b=2"]);
        assert!(things.stats && !things.stats_each);
        let each: Things = tool()
            .parse(&args(&["--stats=each"]))
            .unwrap()
            .unwrap()
            .options();
        assert!(each.stats_each && !each.stats);
    }

    #[test]
    fn a_dash_and_what_follows_a_double_dash_are_positionals() {
        let parsed = tool().parse(&args(&["-"])).unwrap().unwrap();
        assert_eq!(parsed.positionals(), ["-"]);
        let parsed = tool().parse(&args(&["--", "--seed"])).unwrap().unwrap();
        assert_eq!(parsed.positionals(), ["--seed"]);
        assert_eq!(parsed.options::<Things>().seed.text(), None);
    }

    #[test]
    fn an_option_takes_the_next_argument_whatever_it_looks_like() {
        let parsed = tool().parse(&args(&["--seed", "--help"])).unwrap().unwrap();
        assert_eq!(parsed.options::<Things>().seed.text(), Some("--help"));
    }

    #[test]
    fn help_is_asked_anywhere() {
        for list in [
            &["-h"][..],
            &["--help"],
            &["x", "--help"],
            &["write", "d", "-h"],
        ] {
            assert_eq!(tool().parse(&args(list)), Ok(None), "{list:?}");
        }
    }

    #[test]
    fn every_kind_of_wrong_command_line_is_refused_by_name() {
        for (list, message) in [
            (&["--nope"][..], "unknown option --nope"),
            (&["--nope=1"], "unknown option --nope"),
            (&["--stats=1"], "--stats takes no value"),
            (&["--seed"], "--seed needs a value"),
            (&["--seed", "1", "--seed", "2"], "give --seed once"),
            (&["a", "b"], "unexpected argument \"b\""),
            (&["write"], "give DIR"),
            (&["write", "d", "1", "2"], "unexpected argument \"2\""),
        ] {
            assert_eq!(
                tool().parse(&args(list)),
                Err(message.to_string()),
                "{list:?}"
            );
        }
    }

    #[test]
    fn a_word_chooses_its_form() {
        let parsed = tool()
            .parse(&args(&["write", "out", "3"]))
            .unwrap()
            .unwrap();
        assert_eq!(parsed.word(), Some("write"));
        assert_eq!(parsed.positionals(), ["out", "3"]);
        // The default form knows nothing of the other forms' options.
        assert!(tool()
            .parse(&args(&["write", "out", "--seed", "1"]))
            .is_err());
        let hidden = tool().parse(&args(&["--secret"])).unwrap().unwrap();
        assert_eq!(hidden.word(), Some("--secret"));
    }

    #[test]
    fn a_tool_without_a_default_form_names_its_words() {
        let tool = Tool::new("x")
            .form(Form::word("a", "a", ""))
            .form(Form::word("b", "b", ""));
        assert_eq!(tool.parse(&[]), Err("give one of a, b".to_string()));
        assert_eq!(
            tool.parse(&args(&["c"])),
            Err("\"c\" is none of a, b".to_string())
        );
    }

    #[test]
    fn the_help_lays_out_every_visible_form() {
        let help = tool().help();
        let expected = "\
usage: t [options] [FILE]
Does things.

  --seed S         the seed
  --ref P=PATH     a reference
  --stats          statistics
  --stats=each     more statistics
  -h, --help       this help

usage: t write DIR [PAIRS]";
        assert_eq!(help, expected);
    }

    #[test]
    fn long_help_is_wrapped_below_its_column() {
        let words = vec!["word"; 45].join(" ");
        let tool = Tool::new("t").form(
            Form::new("[options]", "")
                .value("--a-very-long-option", "VALUE", words.clone())
                .row("  item", "two\nlines"),
        );
        let help = tool.help();
        let lines: Vec<&str> = help.lines().collect();
        assert_eq!(lines[2], "  --a-very-long-option VALUE");
        assert!(lines[3..6]
            .iter()
            .all(|l| l.starts_with(&" ".repeat(HELP_COLUMN))));
        assert!(lines.iter().all(|l| l.chars().count() <= WIDTH), "{help}");
        let rejoined: Vec<&str> = lines[3..6].iter().map(|l| l.trim()).collect();
        assert_eq!(rejoined.join(" "), words);
        let item = lines
            .iter()
            .position(|l| l.starts_with("    item"))
            .unwrap();
        assert_eq!(lines[item], format!("    item{}two", " ".repeat(11)));
        assert_eq!(lines[item + 1], format!("{}lines", " ".repeat(HELP_COLUMN)));
    }

    #[test]
    fn a_usage_line_that_disagrees_with_its_declarations_is_refused() {
        let refusal = |synopsis: &'static str| {
            let form = Form::new(synopsis, "")
                .flag("--quiet", "")
                .positional("FILE", 0, 1);
            std::panic::catch_unwind(|| Tool::new("t").form(form))
                .err()
                .and_then(|e| e.downcast_ref::<String>().cloned())
        };
        assert_eq!(refusal("[--quiet] [FILE]"), None);
        assert_eq!(refusal("[options] [FILE...]"), None);
        let quiet = refusal("[FILE]").unwrap();
        assert!(
            quiet.ends_with("--quiet is declared but not shown"),
            "{quiet}"
        );
        let loud = refusal("[--quiet] [--loud] [FILE]").unwrap();
        assert!(loud.ends_with("--loud is not declared"), "{loud}");
        let file = refusal("[options] [PATH]").unwrap();
        assert!(file.ends_with("positional FILE is not shown"), "{file}");
    }

    #[test]
    fn read_writes_the_help_or_the_refusal_and_gives_the_status() {
        let run = |list: &[&str]| {
            let (mut out, mut err) = (Vec::new(), Vec::new());
            let status = tool().read(&args(list), &mut out, &mut err, |p| {
                match p.options::<Things>().seed.number::<u32>("a number")? {
                    Some(0) => Err("--seed must not be 0".to_string()),
                    seed => Ok(seed),
                }
            });
            (
                status,
                String::from_utf8(out).unwrap(),
                String::from_utf8(err).unwrap(),
            )
        };
        assert_eq!(
            run(&["--seed", "4"]),
            (Ok(Some(4)), String::new(), String::new())
        );
        let (status, out, err) = run(&["--help"]);
        assert_eq!((status, err.as_str()), (Err(0), ""));
        assert_eq!(out, format!("{}\n", tool().help()));
        for (list, message) in [
            (&["--seed", "0"][..], "--seed must not be 0"),
            (&["-x"], "unknown option -x"),
        ] {
            let (status, out, err) = run(list);
            assert_eq!((status, out.as_str()), (Err(USAGE_STATUS), ""));
            assert_eq!(err, format!("t: {message}\n\n{}\n", tool().help()));
        }
        let mut err = Vec::new();
        let status =
            tool()
                .failure_status(2)
                .read(&args(&["-h"]), &mut ClosedStdout, &mut err, |_| Ok(()));
        assert_eq!(status, Err(2));
        assert_eq!(
            String::from_utf8(err).unwrap(),
            "t: cannot write the help: standard output is closed\n"
        );
    }
}
