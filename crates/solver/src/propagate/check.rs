//! The propagation search's sanity check, for the unit tests (see [`crate::sanity`]): the
//! frame each child starts from, against the frame rebuilt from the root by the choices on its
//! path. A child starts from a copy of its parent's frame, so this is what restoring means
//! here: a sibling that starts from anything but its parent's frame as it was fails at once.

use std::cell::RefCell;

use super::Tables;

/// The frame of the givens, propagated, and the (cell, value) choices down to the node.
type Path = (Vec<u32>, Vec<(usize, usize)>);

thread_local! {
    static PATH: RefCell<Path> = RefCell::new((Vec::new(), Vec::new()));
}

/// A node entered: its choice leaves the path when the node is left.
pub(crate) struct Node {
    checked: bool,
}

impl Drop for Node {
    fn drop(&mut self) {
        if self.checked {
            PATH.with(|path| path.borrow_mut().1.pop());
        }
    }
}

/// A search starts from `root`, the frame of the givens at a fixed point.
pub(crate) fn start(root: &[u32]) {
    if crate::sanity::on() {
        PATH.with(|path| *path.borrow_mut() = (root.to_vec(), Vec::new()));
    }
}

/// Enters the child that places `value` in `cell`, whose frame before the placement is
/// `child`: fails the test when `child` is not the frame rebuilt from the root by the choices
/// on the path, each placed and brought to a fixed point by `settle`.
pub(crate) fn enter<S>(t: &Tables, settle: &S, child: &[u32], cell: usize, value: usize) -> Node
where
    S: Fn(&Tables, &mut [u32], &mut Vec<u32>) -> bool,
{
    if !crate::sanity::on() {
        return Node { checked: false };
    }
    let (mut frame, choices) = PATH.with(|path| path.borrow().clone());
    let mut queue = Vec::new();
    let mut state = Ok(());
    for (level, &(c, v)) in choices.iter().enumerate() {
        if !(t.place(&mut frame, &mut queue, c, v) && settle(t, &mut frame, &mut queue)) {
            state = Err(format!(
                "value {} in cell {} on level {} leaves no completion of the rebuilt frame",
                v, c, level
            ));
            break;
        }
    }
    if state.is_ok() {
        state = differences(t, &frame, child);
    }
    let when = "after a restore";
    crate::sanity::verdict("propagation", choices.len(), when, state);
    PATH.with(|path| path.borrow_mut().1.push((cell, value)));
    Node { checked: true }
}

/// Where a child's frame differs from the rebuilt one, the first difference.
fn differences(t: &Tables, rebuilt: &[u32], child: &[u32]) -> Result<(), String> {
    let at = match rebuilt.iter().zip(child).position(|(a, b)| a != b) {
        Some(at) => at,
        None if rebuilt.len() == child.len() => return Ok(()),
        None => return Err(format!("a frame of {} words", child.len())),
    };
    let n = t.n;
    let what = if at < n * n {
        format!("cell {}'s candidates", at)
    } else if at < t.done {
        let (h, v) = ((at - t.places) / n, (at - t.places) % n);
        format!("the places of value {} in house {}", v, h)
    } else if at < t.dirty {
        format!("the values placed in house {}", at - t.done)
    } else if at < t.placed {
        format!("the values to look at again in house {}", at - t.dirty)
    } else if at < t.remaining {
        "the placed cells".to_string()
    } else {
        "the number of unplaced cells".to_string()
    };
    Err(format!(
        "the frame a child starts from has {} {:#x}, where its parent's choices leave {:#x}",
        what, child[at], rebuilt[at]
    ))
}
