//! The characters of a 9×9 Sudoku board as LeetCode's functions take it: `'1'`–`'9'` and `'.'`
//! for an empty cell. The boards' text form, which only local programs and tools read and write,
//! is `spec::board`.

/// The characters of a 9×9 Sudoku board's filled cells, for values 0–8.
pub const DIGITS: &[u8] = b"123456789";
/// The character of an empty cell of a Sudoku board.
pub const EMPTY: char = '.';

/// What character `c` of a 9×9 Sudoku board stands for: `Some(Some(v))` the value `v` (`'1'`
/// is 0), `Some(None)` an empty cell ([`EMPTY`]), `None` neither.
///
/// ```
/// use textio::board::value_of;
/// assert_eq!((value_of('1'), value_of('9'), value_of('.')), (Some(Some(0)), Some(Some(8)), Some(None)));
/// assert_eq!((value_of('0'), value_of('a')), (None, None));
/// ```
pub fn value_of(c: char) -> Option<Option<u8>> {
    if c == EMPTY {
        return Some(None);
    }
    DIGITS
        .iter()
        .position(|&d| char::from(d) == c)
        .map(|v| Some(v as u8))
}

/// The character of value `v` (below 9) on a Sudoku board: [`value_of`] undone.
///
/// # Panics
/// When `v` is 9 or more.
pub fn digit(v: u8) -> char {
    char::from(DIGITS[usize::from(v)])
}
