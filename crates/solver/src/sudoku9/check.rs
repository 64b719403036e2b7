//! The 9×9 search's sanity check, for the unit tests (see [`crate::sanity`]): every node's
//! board against the board rebuilt from the givens by the choices that lead to it, and each
//! child, before propagation, against that board with its choice made. A child starts from a
//! copy of its parent, so this is what restoring means here: a sibling that starts from
//! anything but its parent's board as it was fails at once.

use std::cell::RefCell;

use super::{Board, Choice};
use crate::sanity::{self, Entered, Path};

thread_local! {
    /// The board of the givens before propagation, and the choices down to the current node.
    static PATH: Path<Board, Choice> = RefCell::new((None, Vec::new()));
}

/// A search starts from `root`, the board of the givens before propagation.
pub(super) fn start(root: &Board) {
    if sanity::on() {
        sanity::start(&PATH, *root);
    }
}

/// Enters the node that `choice` makes from `parent`, the current node's board: fails the test
/// when `parent` is not the board rebuilt from the root by the choices on the path, or `child`,
/// before propagation, is not that board with `choice` made. The node leaves the path when the
/// value returned is dropped.
pub(super) fn enter(
    parent: &Board,
    child: &Board,
    choice: Choice,
) -> Option<Entered<Board, Choice>> {
    if !sanity::on() {
        return None;
    }
    let (root, choices) = sanity::path(&PATH);
    let state = match root {
        Some(root) => rebuilt(root, &choices).and_then(|mut board| {
            differences(&board, parent).map_err(|e| format!("the parent's board: {}", e))?;
            board.make(choice);
            differences(&board, child)
                .map_err(|e| format!("the board {:?} starts from: {}", choice, e))
        }),
        None => Err("a node without the start of its search".to_string()),
    };
    sanity::verdict("9×9 bitboards", choices.len(), "after a restore", state);
    Some(sanity::enter(&PATH, choice))
}

/// Fails the test when the placement of `choice`, one of the cell's candidates, failed: the
/// board it was made on was not the parent's.
pub(super) fn placed(placed: bool, choice: Choice) {
    if sanity::on() && !placed {
        let state = Err(format!(
            "{:?} is not a candidate of the board it starts from",
            choice
        ));
        let level = sanity::path(&PATH).1.len();
        sanity::verdict("9×9 bitboards", level, "after a restore", state);
    }
}

/// The board of `choices` made in turn from `root`, propagated after each.
fn rebuilt(mut board: Board, choices: &[Choice]) -> Result<Board, String> {
    if !board.propagate() {
        return Err("the givens have no completion, yet the search went on".to_string());
    }
    for (level, &choice) in choices.iter().enumerate() {
        if !board.make(choice) || !board.propagate() {
            return Err(format!(
                "{:?} on level {} leaves no completion of the rebuilt board",
                choice, level
            ));
        }
    }
    Ok(board)
}

/// Where the search's board differs from the rebuilt one, the first difference.
fn differences(rebuilt: &Board, searched: &Board) -> Result<(), String> {
    for b in 0..3 {
        for d in 0..9 {
            if rebuilt.pos[b][d] != searched.pos[b][d] {
                return Err(format!(
                    "digit {} may go in cells {:#o} of band {}, where the choices leave {:#o}",
                    d + 1,
                    searched.pos[b][d],
                    b,
                    rebuilt.pos[b][d]
                ));
            }
            if rebuilt.incidence[b][d] != searched.incidence[b][d] {
                return Err(format!("digit {}'s incidence in band {} differs", d + 1, b));
            }
        }
        if rebuilt.solved[b] != searched.solved[b] {
            return Err(format!("the solved cells of band {} differ", b));
        }
    }
    if rebuilt.cols != searched.cols || rebuilt.dirty != searched.dirty {
        return Err("the columns or the digits left to propagate differ".to_string());
    }
    Ok(())
}
