//! The propagation search's sanity check, for the unit tests (see [`crate::sanity`]): the
//! frame each child starts from, against the frame rebuilt from the root by the choices on its
//! path. A child starts from a copy of its parent's frame, so this is what restoring means
//! here: a sibling that starts from anything but its parent's frame as it was fails at once.

use std::cell::RefCell;

use super::Tables;
use crate::sanity::{self, Entered, Path};

thread_local! {
    /// The frame of the givens, propagated, and the (cell, value) choices down to the node.
    static PATH: Path<Vec<u32>, (usize, usize)> = RefCell::new((None, Vec::new()));
}

/// A search starts from `root`, the frame of the givens at a fixed point.
pub(crate) fn start(root: &[u32]) {
    if sanity::on() {
        sanity::start(&PATH, root.to_vec());
    }
}

/// Enters the child that places `value` in `cell`, whose frame before the placement is
/// `child`: fails the test when `child` is not the frame rebuilt from the root by the choices
/// on the path, each placed and brought to a fixed point by `settle`. The child leaves the
/// path when the value returned is dropped.
pub(crate) fn enter<S>(
    t: &Tables,
    settle: &S,
    child: &[u32],
    cell: usize,
    value: usize,
) -> Option<Entered<Vec<u32>, (usize, usize)>>
where
    S: Fn(&Tables, &mut [u32], &mut Vec<u32>) -> bool,
{
    if !sanity::on() {
        return None;
    }
    let (root, choices) = sanity::path(&PATH);
    let mut frame = match root {
        Some(root) => root,
        None => {
            let state = Err("a node without the start of its search".to_string());
            sanity::verdict("propagation", choices.len(), "after a restore", state);
            return None;
        }
    };
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
    sanity::verdict("propagation", choices.len(), "after a restore", state);
    Some(sanity::enter(&PATH, (cell, value)))
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
