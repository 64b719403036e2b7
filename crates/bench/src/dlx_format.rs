//! Knuth's input format for exact cover (the one his programs DLX1 and SSXCC read), so that
//! the library and those programs can be timed on the very same file.
//!
//! - A line whose first non-blank character is `|` is a comment; blank lines are skipped.
//! - The first other line names the items, separated by blanks: the primary ones, then
//!   optionally `|` and the secondary ones.
//! - Every later line is an option: the names of its items.
//!
//! Names are at most 8 characters, none of them `|` or `:`. Colours (`item:colour`), which
//! Knuth's XCC programs allow on secondary items, are refused: the library's exact cover has
//! none.

use std::collections::HashMap;
use std::fmt::Write;

/// An exact-cover problem with named items: `primary` items first, then the secondary ones,
/// and each option as item indices.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Problem {
    /// Every item's name, the primary ones first.
    pub names: Vec<String>,
    /// How many of `names` are primary.
    pub primary: usize,
    /// The options, as indices into `names`.
    pub options: Vec<Vec<usize>>,
}

/// The problem in Knuth's format: one line of items, then one line per option.
pub fn write(problem: &Problem) -> String {
    let mut text = String::new();
    let (primary, secondary) = problem.names.split_at(problem.primary);
    text.push_str(&primary.join(" "));
    if !secondary.is_empty() {
        text.push_str(" | ");
        text.push_str(&secondary.join(" "));
    }
    text.push('\n');
    for option in &problem.options {
        let names: Vec<&str> = option.iter().map(|&i| problem.names[i].as_str()).collect();
        let _ = writeln!(text, "{}", names.join(" "));
    }
    text
}

/// Reads a problem in Knuth's format.
///
/// # Errors
/// The line (1-based) and what is wrong there: no item line, a name too long or with `:`,
/// a `|` twice, an item named twice, an unknown item or one given twice in an option.
///
/// # Complexity
/// `O(length of the text)`, expected (one hash lookup per name).
pub fn read(text: &str) -> Result<Problem, String> {
    let mut lines = text
        .lines()
        .enumerate()
        .map(|(k, line)| (k + 1, line.trim()))
        .filter(|(_, line)| !line.is_empty() && !line.starts_with('|'));
    let (number, first) = lines.next().ok_or("no line of item names")?;
    let mut names = Vec::new();
    let mut primary = None;
    let mut index = HashMap::new();
    for word in first.split_whitespace() {
        if word == "|" {
            if primary.is_some() {
                return Err(format!("line {number}: `|` twice in the item names"));
            }
            primary = Some(names.len());
            continue;
        }
        check_name(number, word)?;
        if index.insert(word, names.len()).is_some() {
            return Err(format!("line {number}: item {word} named twice"));
        }
        names.push(word.to_string());
    }
    let primary = primary.unwrap_or(names.len());
    let mut options = Vec::new();
    for (number, line) in lines {
        let mut option: Vec<usize> = Vec::new();
        for word in line.split_whitespace() {
            check_name(number, word)?;
            let &item = index
                .get(word)
                .ok_or_else(|| format!("line {number}: no item is named {word}"))?;
            if option.contains(&item) {
                return Err(format!("line {number}: item {word} twice in one option"));
            }
            option.push(item);
        }
        options.push(option);
    }
    Ok(Problem {
        names: names.into_iter().collect(),
        primary,
        options,
    })
}

fn check_name(line: usize, name: &str) -> Result<(), String> {
    if name.len() > 8 {
        Err(format!(
            "line {line}: item name {name} is over 8 characters"
        ))
    } else if name.contains(':') || name.contains('|') {
        Err(format!(
            "line {line}: item name {name} has `:` or `|` (colours are not taken)"
        ))
    } else {
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_what_it_writes() {
        let problem = Problem {
            names: ["a", "b", "c", "x"].map(String::from).to_vec(),
            primary: 3,
            options: vec![vec![0, 3], vec![1, 2], vec![2, 0, 3]],
        };
        let text = write(&problem);
        assert_eq!(text, "a b c | x\na x\nb c\nc a x\n");
        assert_eq!(read(&text), Ok(problem));
    }

    #[test]
    fn reads_comments_and_no_secondary_items() {
        let problem = read("| a comment\n\n p q\np\n  | another\nq p\n").unwrap();
        assert_eq!((problem.primary, problem.names.len()), (2, 2));
        assert_eq!(problem.options, [vec![0], vec![1, 0]]);
    }

    #[test]
    fn names_the_line_of_each_fault() {
        for (text, expected) in [
            ("", "no line of item names"),
            ("a | b | c\n", "line 1: `|` twice"),
            ("a a\n", "line 1: item a named twice"),
            ("a\nb\n", "line 2: no item is named b"),
            ("a b\na\nb b\n", "line 3: item b twice"),
            ("a b:1\n", "line 1: item name b:1 has"),
            ("abcdefghi\n", "line 1: item name abcdefghi is over 8"),
        ] {
            let error = read(text).unwrap_err();
            assert!(error.starts_with(expected), "{text:?}: {error}");
        }
    }
}
