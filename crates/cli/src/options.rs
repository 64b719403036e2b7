//! A form's options as a struct: [`options!`](crate::options) declares each field once, with
//! its option's name, value name and help, and that one declaration both adds the options to a
//! [`Form`] and reads them back from what the form parsed, each as its field's type. A tool
//! reads no option by its name: a misspelt field does not compile, and a struct read from a
//! command line of another form panics at once (see [`Parsed::options`]).

use std::str::FromStr;

use crate::{read_as, Form, Parsed};

/// A struct of options made by [`options!`](crate::options): how it declares its options on a
/// form and reads them from a parsed command line.
pub trait Options: Sized {
    /// `form` with every field's option added, in the order of the fields.
    fn declare(form: Form) -> Form;

    /// The fields' values in `parsed` (use [`Parsed::options`], which checks the form).
    fn take(parsed: &Parsed) -> Self;

    /// The options' names, in the order of the fields.
    fn names() -> Vec<&'static str>;
}

/// The type of a field of an [`options!`](crate::options) struct, which says what its option
/// takes: `bool` a flag, [`Value`] one value at most, [`Values`] any number of them.
pub trait Field: Sized {
    /// `form` with the option `name` of this kind added; `metavar` names its value (empty for a
    /// flag).
    fn declare(form: Form, name: &'static str, metavar: &str, help: String) -> Form;

    /// The option's value in `parsed`.
    fn take(parsed: &Parsed, name: &'static str) -> Self;
}

impl Field for bool {
    fn declare(form: Form, name: &'static str, metavar: &str, help: String) -> Form {
        debug_assert!(metavar.is_empty(), "the flag {name} takes no value");
        form.flag(name, help)
    }

    fn take(parsed: &Parsed, name: &'static str) -> Self {
        parsed.flag(name)
    }
}

/// The value of an option given at most once, with the option's name for the messages that
/// refuse it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Value {
    name: &'static str,
    text: Option<String>,
}

impl Value {
    /// The option's name, `--seed`.
    pub fn name(&self) -> &'static str {
        self.name
    }

    /// The value as given, when it was.
    pub fn text(&self) -> Option<&str> {
        self.text.as_deref()
    }

    /// The value read as a `T`, when given.
    ///
    /// # Errors
    /// `NAME takes WHAT, not "TEXT"` when the value is not a `T`.
    pub fn number<T: FromStr>(&self, what: &str) -> Result<Option<T>, String> {
        self.number_where(what, |_| true)
    }

    /// The value read as a `T` that `accept` takes, when given.
    ///
    /// # Errors
    /// `NAME takes WHAT, not "TEXT"` when the value is not a `T` or `accept` refuses it.
    pub fn number_where<T: FromStr>(
        &self,
        what: &str,
        accept: impl Fn(&T) -> bool,
    ) -> Result<Option<T>, String> {
        self.text()
            .map(|text| match read_as(self.name, text, what) {
                Ok(n) if !accept(&n) => Err(format!("{} takes {what}, not {text:?}", self.name)),
                read => read,
            })
            .transpose()
    }
}

impl Field for Value {
    fn declare(form: Form, name: &'static str, metavar: &str, help: String) -> Form {
        form.value(name, metavar, help)
    }

    fn take(parsed: &Parsed, name: &'static str) -> Self {
        Value {
            name,
            text: parsed.value(name).map(str::to_string),
        }
    }
}

/// Every value of an option that may be given any number of times, in the order given.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Values {
    name: &'static str,
    texts: Vec<String>,
}

impl Values {
    /// The option's name, `--ref`.
    pub fn name(&self) -> &'static str {
        self.name
    }

    /// The values, in the order given.
    pub fn texts(&self) -> &[String] {
        &self.texts
    }
}

impl Field for Values {
    fn declare(form: Form, name: &'static str, metavar: &str, help: String) -> Form {
        form.values(name, metavar, help)
    }

    fn take(parsed: &Parsed, name: &'static str) -> Self {
        Values {
            name,
            texts: parsed.values(name).map(str::to_string).collect(),
        }
    }
}

/// Declares a struct of options: each field `name: Type = "--option" ["METAVAR"], help;` is
/// the option `--option` of the kind its type says ([`Field`]: `bool` a flag, [`Value`] one
/// value, [`Values`] many), shown in the help as `--option METAVAR` with `help` (a `&str` or a
/// `String`). [`Form::options`] adds them to a form; [`Parsed::options`] reads them back.
///
/// ```
/// use cli::{options, Form, Tool, Value};
///
/// options! {
///     /// What `count` reads.
///     struct Count {
///         from: Value = "--from" "K", "start at line K (default 1)";
///         quiet: bool = "--quiet", "print the count only";
///     }
/// }
///
/// let tool = Tool::new("count").form(
///     Form::new("[options] [FILE]", "Counts the lines of FILE.")
///         .positional("FILE", 0, 1)
///         .options::<Count>(),
/// );
/// let args = ["--from=3".to_string(), "notes.txt".to_string()];
/// let parsed = tool.parse(&args).unwrap().unwrap();
/// let count: Count = parsed.options();
/// assert_eq!(count.from.number::<u64>("a whole number"), Ok(Some(3)));
/// assert!(!count.quiet);
/// assert_eq!(parsed.positionals(), ["notes.txt"]);
/// ```
#[macro_export]
macro_rules! options {
    (
        $(#[$meta:meta])*
        $vis:vis struct $name:ident {
            $(
                $(#[$field_meta:meta])*
                $field:ident : $type:ty = $option:literal $($metavar:literal)?, $help:expr;
            )*
        }
    ) => {
        $(#[$meta])*
        $vis struct $name {
            $(
                $(#[$field_meta])*
                $vis $field: $type,
            )*
        }

        impl $crate::Options for $name {
            fn declare(form: $crate::Form) -> $crate::Form {
                $(
                    let form = <$type as $crate::Field>::declare(
                        form,
                        $option,
                        $crate::options!(@metavar $($metavar)?),
                        ::std::string::String::from($help),
                    );
                )*
                form
            }

            fn take(parsed: &$crate::Parsed) -> Self {
                $name {
                    $($field: <$type as $crate::Field>::take(parsed, $option),)*
                }
            }

            fn names() -> ::std::vec::Vec<&'static str> {
                ::std::vec![$($option),*]
            }
        }
    };
    (@metavar) => { "" };
    (@metavar $metavar:literal) => { $metavar };
}

#[cfg(test)]
mod tests {
    use crate::{Form, Tool, Value, Values};

    options! {
        struct Sample {
            seed: Value = "--seed" "S", "the seed";
            references: Values = "--ref" "P=PATH", "a reference";
            stats: bool = "--stats", "statistics";
        }
    }

    options! {
        struct Other {
            out: Value = "--out" "DIR", String::from("where");
        }
    }

    fn tool() -> Tool {
        Tool::new("t")
            .form(Form::new("[options]", "").options::<Sample>())
            .form(Form::word("write", "write [--out DIR]", "").options::<Other>())
    }

    fn args(list: &[&str]) -> Vec<String> {
        list.iter().map(|a| a.to_string()).collect()
    }

    #[test]
    fn each_field_reads_its_option_as_its_type() {
        let parsed = tool()
            .parse(&args(&["--ref", "a=1", "--seed=7", "--ref=b=2"]))
            .unwrap()
            .unwrap();
        let sample: Sample = parsed.options();
        assert_eq!(sample.seed.number::<u32>("a number"), Ok(Some(7)));
        assert_eq!(sample.seed.name(), "--seed");
        assert_eq!(sample.references.texts(), ["a=1", "b=2"]);
        assert!(!sample.stats);
        let none: Sample = tool().parse(&[]).unwrap().unwrap().options();
        assert_eq!((none.seed.text(), none.references.texts().len()), (None, 0));
        let other: Other = tool()
            .parse(&args(&["write", "--out", "d"]))
            .unwrap()
            .unwrap()
            .options();
        assert_eq!(other.out.text(), Some("d"));
    }

    #[test]
    fn a_value_out_of_range_is_refused_by_its_option_s_name() {
        let parsed = tool().parse(&args(&["--seed", "0"])).unwrap().unwrap();
        let sample: Sample = parsed.options();
        assert_eq!(
            sample
                .seed
                .number_where::<u32>("a whole number from 1", |&n| n >= 1),
            Err("--seed takes a whole number from 1, not \"0\"".to_string())
        );
        let x: Sample = tool()
            .parse(&args(&["--seed", "x"]))
            .unwrap()
            .unwrap()
            .options();
        assert_eq!(
            x.seed.number::<u32>("a whole number"),
            Err("--seed takes a whole number, not \"x\"".to_string())
        );
        assert_eq!(
            sample.seed.number::<u8>("a byte"),
            Ok(Some(0)),
            "no bound but the type's"
        );
    }

    #[test]
    #[should_panic(expected = "--out is not an option of the form chosen")]
    fn options_of_another_form_are_a_mistake_seen_at_once() {
        let parsed = tool().parse(&[]).unwrap().unwrap();
        let _: Other = parsed.options();
    }
}
