//! Checks of a search's whole state at every level, for the unit tests. An engine whose state
//! is restored on backtracking calls its checker after every choice and every restore while
//! [`every_level`] is in force on the thread; a broken state fails the test there, naming the
//! engine, the level and the first broken invariant, rather than far away as a wrong count.
//! Knuth's programs do the same with `sanity()`. Compiled into the unit tests only: no
//! submission carries any of it, and no other build pays for it.

use std::cell::{Cell, RefCell};
use std::thread::LocalKey;

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

/// The way from a search's root to the node being checked, held per thread by an engine that
/// checks each node against the state its choices rebuild: the root's state (`None` before a
/// search starts) and the choices made since, one a level.
pub(crate) type Path<R, C> = RefCell<(Option<R>, Vec<C>)>;

/// A search starts from `root`: the path in `key` holds it and no choice.
pub(crate) fn start<R, C>(key: &'static LocalKey<Path<R, C>>, root: R) {
    key.with(|path| *path.borrow_mut() = (Some(root), Vec::new()));
}

/// The root and the choices down to the current node, in `key`.
pub(crate) fn path<R: Clone, C: Clone>(key: &'static LocalKey<Path<R, C>>) -> (Option<R>, Vec<C>) {
    key.with(|path| path.borrow().clone())
}

/// A node entered on a path: its choice leaves the path when the value is dropped, as the
/// search leaves the node.
pub(crate) struct Entered<R: 'static, C: 'static> {
    key: &'static LocalKey<Path<R, C>>,
}

impl<R, C> Drop for Entered<R, C> {
    fn drop(&mut self) {
        self.key.with(|path| path.borrow_mut().1.pop());
    }
}

/// Enters the node that `choice` makes below the current one, on the path in `key`.
pub(crate) fn enter<R, C>(key: &'static LocalKey<Path<R, C>>, choice: C) -> Entered<R, C> {
    key.with(|path| path.borrow_mut().1.push(choice));
    Entered { key }
}
