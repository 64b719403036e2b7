//! The library's engines by name: the one table ([`ENGINES`]) that a tool choosing an engine
//! at run time walks (`scripts/solve --engine NAME`, the benchmarks, the cross-checks of the
//! regression suite), and the engine of any type ([`AnyEngine`]) it hands them out as.
//!
//! [`Engine`] has generic methods (a search takes its visitor by value, so that a search
//! calls it without dynamic dispatch), so it is not dyn-compatible. [`DynEngine`] is: every
//! [`Engine`] is one by a blanket implementation, whose search is the engine's own
//! monomorphised search with a `&mut dyn FnMut` visitor. So a search through the table is
//! exactly as fast as the engine's, but for one dynamic call per solution visited. An
//! [`AnyEngine`], one boxed, is an [`Engine`] in turn, with all its provided methods.
//!
//! It is a type of its own, not an `impl Engine for Box<dyn DynEngine>`: rustc counts an
//! implementation of a live trait for a foreign type as used, so such an impl, and with it
//! [`DynEngine`], would stay in every submission that uses an [`Engine`]; a struct that a
//! submission never builds is dead code, and its bundle leaves it out.

use crate::auto::Auto;
use crate::backtrack::Backtracker;
use crate::cdcl::Cdcl;
use crate::dancing_links::DancingLinks;
use crate::engine::{Engine, Flow, Scope};
use crate::model::Puzzle;
use crate::propagate::Propagator;
use crate::relations::Relations;
use crate::restart::Restarts;
use crate::sudoku9::Sudoku9;

/// An [`Engine`] behind a trait object: the methods of an engine without type parameters.
/// Implemented for every [`Engine`]; see the module documentation.
///
/// The methods carry a `dyn_` prefix so that they never clash with [`Engine`]'s on a type
/// that has both; a caller holds an [`AnyEngine`] and uses it as an [`Engine`].
pub trait DynEngine {
    /// [`Engine::search_except`] with a visitor behind a reference.
    fn dyn_search_except(
        &mut self,
        puzzle: &Puzzle,
        except: Option<(usize, u8)>,
        visit: &mut dyn FnMut(&[u8]) -> Flow,
    ) -> Flow;

    /// [`Engine::count_solutions`], the engine's own (no dynamic call per solution).
    fn dyn_count(&mut self, puzzle: &Puzzle, limit: u64) -> u64;

    /// [`Engine::nodes`].
    fn dyn_nodes(&self) -> u64;

    /// [`Engine::scope`].
    fn dyn_scope(&self) -> Scope;
}

impl<E: Engine> DynEngine for E {
    fn dyn_search_except(
        &mut self,
        puzzle: &Puzzle,
        except: Option<(usize, u8)>,
        visit: &mut dyn FnMut(&[u8]) -> Flow,
    ) -> Flow {
        self.search_except(puzzle, except, visit)
    }

    fn dyn_count(&mut self, puzzle: &Puzzle, limit: u64) -> u64 {
        self.count_solutions(puzzle, limit)
    }

    fn dyn_nodes(&self) -> u64 {
        self.nodes()
    }

    fn dyn_scope(&self) -> Scope {
        self.scope()
    }
}

/// An engine of any type, chosen at run time: each method of [`Engine`] goes to the one boxed.
///
/// # Example
/// ```
/// use solver::engine::Engine;
/// use solver::engines::AnyEngine;
/// use solver::model::{Geometry, Puzzle};
/// use solver::propagate::Propagator;
///
/// let mut engine = AnyEngine::new(Propagator::default());
/// let puzzle = Puzzle::empty(Geometry::boxed(2, 2).unwrap());
/// assert_eq!(engine.count_solutions(&puzzle, 1000), 288);
/// ```
pub struct AnyEngine(Box<dyn DynEngine>);

impl AnyEngine {
    /// `engine`, boxed. `O(1)`.
    pub fn new<E: Engine + 'static>(engine: E) -> AnyEngine {
        AnyEngine(Box::new(engine))
    }
}

impl Engine for AnyEngine {
    fn search_except<F>(
        &mut self,
        puzzle: &Puzzle,
        except: Option<(usize, u8)>,
        mut visit: F,
    ) -> Flow
    where
        F: FnMut(&[u8]) -> Flow,
    {
        self.0.dyn_search_except(puzzle, except, &mut visit)
    }

    fn count_solutions(&mut self, puzzle: &Puzzle, limit: u64) -> u64 {
        self.0.dyn_count(puzzle, limit)
    }

    fn nodes(&self) -> u64 {
        self.0.dyn_nodes()
    }

    fn scope(&self) -> Scope {
        self.0.dyn_scope()
    }
}

/// One engine of the table: its name, what it is, and how to make one.
#[derive(Clone, Copy, Debug)]
pub struct Entry {
    /// The name a user types (`scripts/solve --engine NAME`): lower case, words joined by `-`.
    pub name: &'static str,
    /// What the engine is, in a few words, for a help text.
    pub about: &'static str,
    /// A new engine with empty buffers.
    pub new: fn() -> AnyEngine,
}

impl Entry {
    /// What the engine models (its [`Engine::scope`]).
    ///
    /// # Complexity
    /// Makes an engine with empty buffers: `O(1)`, a few small allocations at most.
    pub fn scope(&self) -> Scope {
        (self.new)().scope()
    }
}

/// Two entries are the same when their names are (a name is in the table once).
impl PartialEq for Entry {
    fn eq(&self, other: &Self) -> bool {
        self.name == other.name
    }
}

impl Eq for Entry {}

/// A boxed engine of type `E` with empty buffers.
fn boxed<E: Engine + Default + 'static>() -> AnyEngine {
    AnyEngine::new(E::default())
}

/// Every engine of the library, by name; the first, [`Auto`], is the default of the tools.
/// Each name is in the table once.
///
/// # Example
/// ```
/// use solver::engine::{Engine, Scope};
/// use solver::engines::{find, ENGINES};
/// use solver::model::{Geometry, Puzzle};
///
/// // Every engine counts the 288 grids of the empty 4×4 Sudoku, but the 9×9 one, which
/// // models no other geometry and visits nothing there.
/// let puzzle = Puzzle::empty(Geometry::boxed(2, 2).unwrap());
/// for entry in ENGINES {
///     let mut engine = (entry.new)();
///     let expected = if entry.scope().takes(&puzzle) { 288 } else { 0 };
///     assert_eq!(engine.count_solutions(&puzzle, 1000), expected, "{}", entry.name);
///     assert!(engine.nodes() > 0 || expected == 0);
/// }
/// assert_eq!(find("sudoku9").map(|e| e.scope()), Some(Scope::Classic9));
/// assert!(find("fast").is_none());
/// ```
pub const ENGINES: &[Entry] = &[
    Entry {
        name: "auto",
        about: "the fastest engine for each puzzle, by its relations and geometry",
        new: boxed::<Auto>,
    },
    Entry {
        name: "sudoku9",
        about: "band-wise bitboards for the classic 9×9 Sudoku",
        new: boxed::<Sudoku9>,
    },
    Entry {
        name: "propagator",
        about: "singles and locked candidates, branching on the tightest constraint",
        new: boxed::<Propagator>,
    },
    Entry {
        name: "restarts",
        about: "the propagator restarted at random on Luby's schedule",
        new: boxed::<Restarts>,
    },
    Entry {
        name: "cdcl",
        about: "clause learning on the puzzle's Boolean model",
        new: boxed::<Cdcl>,
    },
    Entry {
        name: "relations",
        about: "the propagator with order relations between cells propagated",
        new: boxed::<Relations>,
    },
    Entry {
        name: "dancing-links",
        about: "exact cover by dancing cells",
        new: boxed::<DancingLinks>,
    },
    Entry {
        name: "backtracker",
        about: "plain backtracking, solutions in lexicographic order",
        new: boxed::<Backtracker>,
    },
];

/// The engine called `name` in [`ENGINES`], if there is one.
///
/// # Complexity
/// `O(E)` for `E` engines.
pub fn find(name: &str) -> Option<&'static Entry> {
    ENGINES.iter().find(|e| e.name == name)
}

/// The engine called `name` in [`ENGINES`], for a command line.
///
/// # Complexity
/// `O(E)` for `E` engines.
///
/// # Errors
/// `unknown engine "NAME"; the engines are …`, every name in the table's order.
pub fn named(name: &str) -> Result<&'static Entry, String> {
    find(name).ok_or_else(|| {
        let names: Vec<&str> = ENGINES.iter().map(|e| e.name).collect();
        format!(
            "unknown engine {:?}; the engines are {}",
            name,
            names.join(", ")
        )
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::Geometry;

    #[test]
    fn names_are_unique_and_found() {
        for (k, entry) in ENGINES.iter().enumerate() {
            assert_eq!(find(entry.name), Some(entry));
            assert!(ENGINES[..k].iter().all(|e| e.name != entry.name));
            assert!(entry
                .name
                .bytes()
                .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-'));
        }
        assert_eq!(ENGINES[0].name, "auto");
    }

    #[test]
    fn a_boxed_engine_searches_as_the_engine_does() {
        // The first row given: the same solutions in the same order, and the same nodes.
        let mut puzzle = Puzzle::empty(Geometry::boxed(2, 3).unwrap());
        for col in 0..6 {
            puzzle.set(0, col, Some(col as u8)).unwrap();
        }
        let mut direct = Propagator::new();
        let mut boxed = (find("propagator").unwrap().new)();
        assert_eq!(boxed.solutions(&puzzle, 50), direct.solutions(&puzzle, 50));
        assert_eq!(boxed.nodes(), direct.nodes());
        assert_eq!(boxed.count_solutions(&puzzle, 7), 7);
        let (mut a, mut b) = (Vec::new(), Vec::new());
        let _ = boxed.search_excluding(&puzzle, 6, 3, |g| {
            a.push(g.to_vec());
            Flow::Continue
        });
        let _ = direct.search_excluding(&puzzle, 6, 3, |g| {
            b.push(g.to_vec());
            Flow::Continue
        });
        assert!(!a.is_empty());
        assert_eq!(a, b);
        assert_eq!(boxed.nodes(), direct.nodes());
    }

    #[test]
    fn scopes_are_the_engines_own() {
        let nine = Puzzle::empty(Geometry::boxed(3, 3).unwrap());
        let six = Puzzle::empty(Geometry::boxed(2, 3).unwrap());
        for entry in ENGINES {
            let scope = entry.scope();
            assert!(scope.takes(&nine), "{}", entry.name);
            assert_eq!(
                scope.takes(&six),
                scope != Scope::Classic9,
                "{}",
                entry.name
            );
        }
        assert_eq!(find("relations").unwrap().scope(), Scope::Relations);
        assert_eq!(find("auto").unwrap().scope(), Scope::Relations);
        assert_eq!(find("dancing-links").unwrap().scope(), Scope::Every);
    }
}
