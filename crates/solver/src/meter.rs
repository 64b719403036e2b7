//! A meter of the work the engines do, for the tests' guards against a runaway search. With
//! the `meter` feature, every engine charges the running thread for each step of its work (a
//! branch tried, a decision, a conflict or a clause visited, a unit of the band counter, an
//! edge of a matching), and a search that spends a budget set by [`Budget::new`]
//! panics there, naming it. Work is counted, not time, so no machine's speed or load can trip
//! the guard: the same run spends the same units anywhere. Each step costs what it takes of
//! the machine, in units of about ten nanoseconds (the constants below), so that one budget
//! stops a runaway of any engine within about the same time. Without a budget nothing is ever
//! stopped; without the feature (every submission, every build but the tests') there is no
//! meter at all.
//!
//! ```
//! use solver::engine::Engine;
//! use solver::meter::Budget;
//! use solver::model::{Geometry, Puzzle};
//! use solver::DancingLinks;
//!
//! let empty = Puzzle::empty(Geometry::boxed(3, 3).unwrap());
//! let budget = Budget::new(1_000_000);
//! assert!(DancingLinks::new().first_solution(&empty).is_some());
//! assert!(budget.spent() > 0);
//! // Counting every grid would spend it all: the search stops with a panic.
//! let runaway = std::panic::catch_unwind(|| DancingLinks::new().count_solutions(&empty, u64::MAX));
//! assert!(runaway.is_err());
//! ```

use std::cell::Cell;

/// A search node of the exact cover: an option chosen, its items' options hidden.
pub const EXACT_COVER_NODE: u64 = 40;
/// A node of the 9×9 bitboards: a board copied, changed and propagated.
pub const SUDOKU9_NODE: u64 = 25;
/// A unit of work of the band counter (a digit placed, a probe, a fitting of three bands).
pub const COUNTER_UNIT: u64 = 1;
/// A node of the propagation engine (and of the relations engine): a frame copied and settled.
pub const PROPAGATION_NODE: u64 = 60;
/// A node of the propagation engine with restarts.
pub const RESTARTS_NODE: u64 = 60;
/// A node of the plain backtracker: one cell given one value.
pub const BACKTRACK_NODE: u64 = 5;
/// A node of the best-score branch and bound.
pub const BEST_SCORE_NODE: u64 = 60;
/// A node of the pentomino search of gridlock.
pub const GRIDLOCK_NODE: u64 = 40;
/// A node of the queens' bitboards.
pub const QUEENS_NODE: u64 = 1;
/// An edge a bipartite matching looks at (the Latin completion's colourings take many).
pub const MATCHING_EDGE: u64 = 1;
/// A decision of clause learning (its propagation is charged by the clauses it visits).
pub const DECISION: u64 = 50;
/// A conflict of clause learning: its analysis and the clause learned.
pub const CONFLICT: u64 = 100;
/// A watched clause visited by clause learning's propagation.
pub const CLAUSE_VISIT: u64 = 1;

thread_local! {
    /// The budget in force on this thread and the units spent against it, if any.
    static METER: Cell<Option<(u64, u64)>> = Cell::new(None);
}

/// A budget of work in force on this thread while the value lives; the one it replaced, if
/// any, comes back when it is dropped, charged with what was spent under this one.
pub struct Budget {
    outer: Option<(u64, u64)>,
}

impl Budget {
    /// Puts a budget of `units` in force on this thread: the charge that passes it panics.
    pub fn new(units: u64) -> Budget {
        Budget {
            outer: METER.with(|m| m.replace(Some((units, 0)))),
        }
    }

    /// The units spent under this budget so far.
    pub fn spent(&self) -> u64 {
        METER.with(|m| m.get().map_or(0, |(_, spent)| spent))
    }
}

impl Drop for Budget {
    fn drop(&mut self) {
        let spent = self.spent();
        let outer = self
            .outer
            .map(|(units, before)| (units, before.saturating_add(spent)));
        METER.with(|m| m.set(outer));
    }
}

/// Charges `units` of work to the budget in force on this thread, if any.
///
/// # Panics
/// When the charge passes the budget: a search has run away.
#[inline]
pub fn charge(units: u64) {
    METER.with(|m| {
        if let Some((budget, spent)) = m.get() {
            let spent = spent.saturating_add(units);
            m.set(Some((budget, spent)));
            if spent > budget {
                panic!(
                    "a search spent more than its budget of {} units of work: it has run \
                     away (a guard that counts work, not time)",
                    budget
                );
            }
        }
    });
}
