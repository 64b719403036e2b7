//! Checks of a search's whole state at every level, for the unit tests. An engine whose state
//! is restored on backtracking calls its checker after every choice and every restore while
//! [`every_level`] is in force on the thread; a broken state fails the test there, naming the
//! engine, the level and the first broken invariant, rather than far away as a wrong count.
//! Knuth's programs do the same with `sanity()`. Compiled into the unit tests only: no
//! submission carries any of it, and no other build pays for it.

use std::cell::Cell;

thread_local! {
    static ON: Cell<bool> = Cell::new(false);
}

/// The checks in force on this thread while the value lives.
pub(crate) struct EveryLevel {
    was: bool,
}

impl Drop for EveryLevel {
    fn drop(&mut self) {
        let was = self.was;
        ON.with(|on| on.set(was));
    }
}

/// Turns the checks on for this thread until the value returned is dropped.
pub(crate) fn every_level() -> EveryLevel {
    EveryLevel {
        was: ON.with(|on| on.replace(true)),
    }
}

/// Whether the checks are in force on this thread.
pub(crate) fn on() -> bool {
    ON.with(Cell::get)
}

/// Fails the test when `state` is an error: `engine`'s state at `level`, `when` (after a
/// choice, after a restore), broke the invariant the error describes.
pub(crate) fn verdict(engine: &str, level: usize, when: &str, state: Result<(), String>) {
    if let Err(broken) = state {
        panic!(
            "{}: the state at level {}, {}, is broken: {}",
            engine, level, when, broken
        );
    }
}
