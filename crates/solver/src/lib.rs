//! Solvers for Sudoku and Latin squares with boxes or irregular regions, from 1×1 to 32×32.
//!
//! - [`model`]: the grid, its houses and givens ([`Geometry`], [`Puzzle`]);
//! - [`engine`]: the [`Engine`] interface every solver offers (visit, stop, count, the work
//!   done, what it models);
//! - [`engines`]: every engine by name ([`engines::ENGINES`]), for the tools that pick one at
//!   run time;
//! - [`auto`]: the engine for any puzzle, the fastest for its geometry ([`Auto`]);
//! - [`exact_cover`]: generic exact cover by dancing cells (Knuth's sparse sets), from options
//!   or from the rows of a 0/1 matrix, counts memoised by subproblem ([`ExactCover`]);
//! - [`frontier`]: exact covers of cells in a fixed order counted by their frontier
//!   (broken-profile dynamic programming for any shapes, kinds used a bounded number of times),
//!   exactly or modulo a prime ([`count`]);
//! - [`dancing_links`]: the puzzle as an exact-cover problem ([`DancingLinks`]);
//! - [`backtrack`]: a plain backtracker that visits solutions in lexicographic order ([`Backtracker`]);
//! - [`propagate`]: singles propagated to a fixed point, branching on the tightest constraint
//!   ([`Propagator`]), the fastest engine for one solution of a hard puzzle;
//! - [`restart`]: the propagation engine with randomised restarts on a growing schedule
//!   ([`Restarts`]): no heavy tail on random puzzles;
//! - [`rules`]: deduction by the rules a person uses (naked and hidden singles,
//!   cross-hatching), named by the caller and applied to their fixed point, with each step;
//! - [`cdcl`]: conflict-driven clause learning on the puzzle's Boolean model ([`Cdcl`]), the
//!   engine for the hard 25×25 puzzles;
//! - [`sudoku9`]: the classic 9×9 Sudoku on band-wise bitboards ([`Sudoku9`]), the fastest
//!   engine for it, and the one the 9×9 problems solve with;
//! - [`sudoku16`]: the 16×16 Sudoku (4×4 boxes) grid after grid, by the propagation engine
//!   ([`Sudoku16`]): the solver of the 16×16 problems;
//! - [`relations`]: the propagation engine with order relations between cells (`a < b`)
//!   propagated as bounds along chains and within houses ([`Relations`]), the engine of the
//!   greater-than puzzles;
//! - [`best_score`]: the completion of highest weighted score, by branch and bound
//!   ([`BestScore`]);
//! - [`generate`]: puzzles with a unique solution, down to a number of givens or minimal;
//! - [`latin`]: the completion of a Latin square from its top-left block, up to order 65,535
//!   (Ryser's theorem, by bipartite edge colouring; [`Block`]);
//! - [`polyomino`]: pieces, their orientations, and their packings into a board of any shape
//!   as an exact cover ([`polyomino::Packing`]);
//! - [`queens`]: N queens up to 64 with forbidden squares and queens set in advance, counted,
//!   visited in lexicographic order or completed, on bitboards ([`queens::Queens`]);
//! - [`attacks`]: placements of kings, or of queens whose lines stop at blocked squares,
//!   counted row by row with the attacks still open as the state;
//! - [`min_cover`]: the fewest options covering a board, exactly or with overlaps, kinds
//!   bounded, by branch and bound;
//! - [`matching`]: maximum bipartite matching (Hopcroft–Karp);
//! - [`bishops`]: the most non-attacking bishops on allowed squares, as a matching of
//!   diagonals;
//! - [`su_domino_ku`]: Sudoku covered by the 36 dominoes, as an exact cover
//!   ([`su_domino_ku::SuDominoKu`]);
//! - [`gridlock`]: pentomino tilings of a rectangle in which pieces that share a side differ
//!   in shape, for any board: an exhaustive search and a checkerboard of searched blocks;
//! - [`abc_puzzle`]: the ABC puzzle ("Easy as ABC": each letter once in every row and column,
//!   clues naming the first letter seen from a side) as an exact cover ([`abc_puzzle::AbcPuzzle`]);
//! - [`first_dead_step`]: the first of a sequence of givens after which no solution is left,
//!   by binary search;
//! - [`smallest`]: the lexicographically smallest completion, cell by cell with a fast engine
//!   deciding;
//! - [`smallest9`]: the same for the classic 9×9 alone, in the least code (for a judge's tight
//!   source limit);
//! - [`rng`]: a small reproducible random generator ([`SplitMix64`]);
//! - `meter` (with the `meter` feature, for tests): the work every engine does, charged to a
//!   budget that stops a runaway search.
//!
//! **Invariant:** the library does no I/O and panics on no input its API accepts; what cannot be
//! built comes back as an error.

pub mod abc_puzzle;
pub(crate) mod alldiff;
pub mod attacks;
pub mod auto;
pub mod backtrack;
pub mod best_score;
pub mod bishops;
pub mod cdcl;
pub mod count;
pub mod dancing_links;
pub mod engine;
pub mod engines;
pub mod exact_cover;
pub mod first_dead_step;
pub mod frontier;
pub mod generate;
pub mod gridlock;
pub mod latin;
pub(crate) mod layer;
pub mod matching;
#[cfg(feature = "meter")]
pub mod meter;
pub mod min_cover;
pub mod model;
pub mod polyomino;
pub mod propagate;
pub mod queens;
pub mod relations;
pub mod restart;
pub mod rng;
pub mod rules;
#[cfg(test)]
mod sanity;
pub mod smallest;
pub mod smallest9;
pub mod su_domino_ku;
pub mod sudoku16;
pub mod sudoku9;

pub use auto::Auto;
pub use backtrack::Backtracker;
pub use best_score::BestScore;
pub use cdcl::Cdcl;
pub use dancing_links::DancingLinks;
pub use engine::{Engine, Flow, Scope};
pub use exact_cover::ExactCover;
pub use latin::Block;
pub use model::{Geometry, Puzzle, MAX_SIZE};
pub use propagate::Propagator;
pub use relations::Relations;
pub use restart::Restarts;
pub use rng::SplitMix64;
pub use sudoku16::Sudoku16;
pub use sudoku9::Sudoku9;
