//! Deduction by the rules a person uses, to their fixed point: the grid that a named set of
//! rules fills, and nothing more.
//!
//! A judge that asks "how far does cross-hatching get?" wants exactly the cells those rules
//! place: a stronger propagator (such as [`crate::propagate`]'s) fills cells the rules cannot,
//! and its answer is wrong there. So each rule here is a value the caller names ([`Rule`]), and
//! [`deduce`] applies the set given until none of them places a value, over the candidates that
//! the placed values leave: a cell's candidates are the values that no house of it holds. No
//! other elimination is made (no pairs, no pointing, no chains), which is what makes the result
//! the rules' own.
//!
//! The rules only place values, and a placement only removes candidates, so each rule that
//! fires stays true until it is used: the cells filled at the fixed point, and whether a
//! contradiction is met, do not depend on the order the rules are tried in; only the order of
//! the [`Step`]s does. Each rule finds the contradictions of its own kind (a naked single an
//! empty cell with no candidate, a hidden single a house with no place for a value it lacks);
//! two givens of one value in a house are a contradiction whatever the rules.

use std::fmt;

use crate::model::{Error, Puzzle};

/// The kind of a house: the houses of a grid are its rows, its columns and its regions (the
/// boxes, or a jigsaw's pieces), and the extra houses of its geometry (a diagonal, a window).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum HouseKind {
    /// A row.
    Row,
    /// A column.
    Column,
    /// A region: a box, or a jigsaw's piece.
    Region,
    /// An extra house of the geometry ([`crate::model::Geometry::extra_houses`]).
    Extra,
}

/// A house of the grid: its kind and its index among the houses of that kind, from 0.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct House {
    /// Row, column or region.
    pub kind: HouseKind,
    /// Its index among the houses of its kind, from 0 (a region's is the geometry's number, an
    /// extra house's its place in the geometry's list).
    pub index: usize,
}

/// A rule that places a value.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Rule {
    /// The naked single ("single value"): an empty cell with one candidate left takes it. An
    /// empty cell with none is a contradiction.
    NakedSingle,
    /// The hidden single in the houses of one kind ("unique location"): a value a house lacks
    /// that only one of its empty cells can take goes there. A value that none can take is a
    /// contradiction. In the regions alone, this is cross-hatching.
    HiddenSingle(HouseKind),
}

/// The names of the rules and of their usual sets, as a command line gives them, with what
/// each means: the one table [`parse_rules`] and the tools' help read.
pub const RULE_NAMES: &[(&str, &[Rule], &str)] = &[
    (
        "naked-single",
        &[Rule::NakedSingle],
        "a cell with one candidate left takes it",
    ),
    (
        "hidden-single",
        &[
            Rule::HiddenSingle(HouseKind::Row),
            Rule::HiddenSingle(HouseKind::Column),
            Rule::HiddenSingle(HouseKind::Region),
            Rule::HiddenSingle(HouseKind::Extra),
        ],
        "a value that fits one cell of a row, column, region or extra house goes there",
    ),
    (
        "hidden-single-row",
        &[Rule::HiddenSingle(HouseKind::Row)],
        "the same in the rows alone",
    ),
    (
        "hidden-single-column",
        &[Rule::HiddenSingle(HouseKind::Column)],
        "the same in the columns alone",
    ),
    (
        "cross-hatching",
        &[Rule::HiddenSingle(HouseKind::Region)],
        "the same in the regions alone",
    ),
    (
        "hidden-single-extra",
        &[Rule::HiddenSingle(HouseKind::Extra)],
        "the same in the extra houses alone (diagonals, windows)",
    ),
];

/// The rules named in `names`, separated by commas (`naked-single,hidden-single`), each name
/// one of [`RULE_NAMES`]; a rule named twice is kept once, in the order first named.
///
/// # Errors
/// When a name is not in [`RULE_NAMES`] (the message lists them), or none is given.
///
/// # Example
/// ```
/// use solver::rules::{parse_rules, HouseKind, Rule};
///
/// assert_eq!(
///     parse_rules("cross-hatching,naked-single").unwrap(),
///     [Rule::HiddenSingle(HouseKind::Region), Rule::NakedSingle]
/// );
/// assert!(parse_rules("x-wing").is_err());
/// ```
pub fn parse_rules(names: &str) -> Result<Vec<Rule>, Error> {
    let mut rules = Vec::new();
    for name in names.split(',') {
        let set = RULE_NAMES
            .iter()
            .find(|(known, _, _)| *known == name)
            .ok_or_else(|| {
                let known: Vec<&str> = RULE_NAMES.iter().map(|(known, _, _)| *known).collect();
                Error::new(format!(
                    "no rule called {:?}; the rules are {}",
                    name,
                    known.join(", ")
                ))
            })?;
        for rule in set.1 {
            if !rules.contains(rule) {
                rules.push(*rule);
            }
        }
    }
    Ok(rules)
}

impl Rule {
    /// The rule's name: the entry of [`RULE_NAMES`] that names it alone.
    pub fn name(self) -> &'static str {
        RULE_NAMES
            .iter()
            .find(|(_, set, _)| *set == [self])
            .map(|(name, _, _)| *name)
            .expect("every rule has a name of its own")
    }
}

/// A value placed by a rule: cell `row * n + col` takes `value` (from 0).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Step {
    /// The cell, row-major.
    pub cell: usize,
    /// The value placed, in `0..n`.
    pub value: u8,
    /// The rule that placed it.
    pub rule: Rule,
}

/// Where the rules found that the grid has no solution.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Contradiction {
    /// Two givens of `value` in `house`.
    Clash {
        /// The house.
        house: House,
        /// The value given twice, from 0.
        value: u8,
    },
    /// An empty cell no value is left for (found by [`Rule::NakedSingle`]).
    NoValue {
        /// The cell, row-major.
        cell: usize,
    },
    /// A value `house` lacks and none of its empty cells can take (found by
    /// [`Rule::HiddenSingle`]).
    NoPlace {
        /// The house.
        house: House,
        /// The value, from 0.
        value: u8,
    },
}

impl Contradiction {
    /// The contradiction for a person, on a grid of side `n`, rows, columns, regions and values
    /// counted from 1: `row 3 holds 5 twice`, `cell (2, 7) has no value left`, `region 4 has no
    /// place for 5`.
    pub fn describe(&self, n: usize) -> String {
        match *self {
            Contradiction::Clash { house, value } => {
                format!("{} holds {} twice", house, value + 1)
            }
            Contradiction::NoValue { cell } => {
                format!(
                    "cell ({}, {}) has no value left",
                    cell / n + 1,
                    cell % n + 1
                )
            }
            Contradiction::NoPlace { house, value } => {
                format!("{} has no place for {}", house, value + 1)
            }
        }
    }
}

/// What the rules reached: the cells filled (the givens and every step's value), the steps in
/// the order they were taken, and the contradiction that stopped them, if one did.
///
/// **Invariant:** `cells` holds the givens and exactly the values of `steps`; without a
/// contradiction it is the rules' fixed point.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Deduction {
    /// Every cell, row-major: its value, or `None` where the rules placed none.
    pub cells: Vec<Option<u8>>,
    /// The values placed, in order.
    pub steps: Vec<Step>,
    /// Where the grid was found to have no solution; the cells and steps are those up to it.
    pub contradiction: Option<Contradiction>,
}

impl Deduction {
    /// Whether the rules filled every cell without a contradiction.
    pub fn is_solved(&self) -> bool {
        self.contradiction.is_none() && self.cells.iter().all(Option::is_some)
    }
}

/// The fixed point of `rules` on `puzzle`'s givens (see the module documentation); with no
/// rules, the givens checked for a clash. The order relations of a puzzle are not read.
///
/// # Complexity
/// Each round tries every rule once: `O(n²)` for the naked single, `O(n³)` for the hidden
/// single of one kind of house (with `e` extra houses, `e` more per cell and per house); a round that places nothing ends the search, so there are at
/// most `n² − givens + 1` rounds: `O(n⁵)` at worst, a few thousand operations per round on a
/// 9×9 grid.
///
/// # Example
/// ```
/// use solver::model::{Geometry, Puzzle};
/// use solver::rules::{deduce, Contradiction, House, HouseKind, Rule};
///
/// // 4×4, with row 0 holding 0, 1, 2: cross-hatching alone cannot place the 3 of row 0, the
/// // naked single can.
/// let mut puzzle = Puzzle::empty(Geometry::boxed(2, 2).unwrap());
/// for (col, value) in [0, 1, 2].iter().enumerate() {
///     puzzle.set(0, col, Some(*value)).unwrap();
/// }
/// let hatched = deduce(&puzzle, &[Rule::HiddenSingle(HouseKind::Region)]);
/// assert_eq!(hatched.cells[3], None);
/// let naked = deduce(&puzzle, &[Rule::NakedSingle]);
/// assert_eq!(naked.cells[3], Some(3));
/// assert_eq!(naked.steps[0].rule, Rule::NakedSingle);
/// // Two 0s in column 0: a clash, whatever the rules.
/// puzzle.set(2, 0, Some(0)).unwrap();
/// let column = House { kind: HouseKind::Column, index: 0 };
/// assert_eq!(
///     deduce(&puzzle, &[]).contradiction,
///     Some(Contradiction::Clash { house: column, value: 0 })
/// );
/// ```
pub fn deduce(puzzle: &Puzzle, rules: &[Rule]) -> Deduction {
    let mut grid = Grid::new(puzzle);
    let mut deduction = Deduction {
        cells: puzzle.cells().to_vec(),
        steps: Vec::new(),
        contradiction: None,
    };
    if let Some((earlier, later)) = puzzle.clashing_givens() {
        deduction.contradiction = Some(grid.clash(earlier, later, &deduction.cells));
        return deduction;
    }
    grid.place_givens(&deduction.cells);
    loop {
        let placed = deduction.steps.len();
        for &rule in rules {
            let found = match rule {
                Rule::NakedSingle => grid.naked_singles(&mut deduction),
                Rule::HiddenSingle(kind) => grid.hidden_singles(kind, &mut deduction),
            };
            if let Err(contradiction) = found {
                deduction.contradiction = Some(contradiction);
                return deduction;
            }
        }
        if deduction.steps.len() == placed {
            return deduction;
        }
    }
}

/// The houses of a grid and the values each holds.
///
/// **Invariant:** `held[h]` has bit `v` set exactly when a cell of house `h` holds `v`; houses
/// are numbered as [`crate::model::Geometry::all_houses`] numbers them (rows, columns,
/// regions, extra houses).
struct Grid {
    n: usize,
    /// The houses of each cell: its three, then its extra ones.
    houses: Vec<Vec<usize>>,
    /// The cells of each house, in row-major order.
    members: Vec<Vec<usize>>,
    held: Vec<u32>,
}

impl Grid {
    fn new(puzzle: &Puzzle) -> Self {
        let geometry = puzzle.geometry();
        let n = geometry.size();
        let houses: Vec<Vec<usize>> = (0..n * n)
            .map(|cell| geometry.all_houses(cell).collect())
            .collect();
        let count = geometry.house_count();
        let mut members = vec![Vec::with_capacity(n); count];
        for (cell, of_cell) in houses.iter().enumerate() {
            for &house in of_cell {
                members[house].push(cell);
            }
        }
        Grid {
            n,
            houses,
            members,
            held: vec![0; count],
        }
    }

    fn house(&self, h: usize) -> House {
        let (kind, first) = match h / self.n {
            0 => (HouseKind::Row, 0),
            1 => (HouseKind::Column, self.n),
            2 => (HouseKind::Region, 2 * self.n),
            _ => (HouseKind::Extra, 3 * self.n),
        };
        House {
            kind,
            index: h - first,
        }
    }

    /// The clash of two givens of one value, `earlier` before `later` in row-major order, as
    /// [`Puzzle::clashing_givens`] finds them: the first house of `later` that holds `earlier`.
    fn clash(&self, earlier: usize, later: usize, cells: &[Option<u8>]) -> Contradiction {
        let house = self.houses[later]
            .iter()
            .copied()
            .find(|h| self.houses[earlier].contains(h))
            .expect("two clashing givens share a house");
        Contradiction::Clash {
            house: self.house(house),
            value: cells[later].expect("a given"),
        }
    }

    /// Records the givens in `held`; they do not clash.
    fn place_givens(&mut self, cells: &[Option<u8>]) {
        for (cell, given) in cells.iter().enumerate() {
            if let Some(value) = *given {
                for &h in &self.houses[cell] {
                    self.held[h] |= 1 << value;
                }
            }
        }
    }

    /// The values cell `cell` may take: those none of its houses holds.
    fn candidates(&self, cell: usize) -> u32 {
        let all = if self.n == 32 {
            u32::MAX
        } else {
            (1 << self.n) - 1
        };
        self.houses[cell]
            .iter()
            .fold(all, |left, &h| left & !self.held[h])
    }

    fn place(&mut self, deduction: &mut Deduction, cell: usize, value: u8, rule: Rule) {
        deduction.cells[cell] = Some(value);
        deduction.steps.push(Step { cell, value, rule });
        for &h in &self.houses[cell] {
            self.held[h] |= 1 << value;
        }
    }

    fn naked_singles(&mut self, deduction: &mut Deduction) -> Result<(), Contradiction> {
        for cell in 0..self.n * self.n {
            if deduction.cells[cell].is_some() {
                continue;
            }
            let candidates = self.candidates(cell);
            if candidates == 0 {
                return Err(Contradiction::NoValue { cell });
            }
            if candidates & (candidates - 1) == 0 {
                let value = candidates.trailing_zeros() as u8;
                self.place(deduction, cell, value, Rule::NakedSingle);
            }
        }
        Ok(())
    }

    fn hidden_singles(
        &mut self,
        kind: HouseKind,
        deduction: &mut Deduction,
    ) -> Result<(), Contradiction> {
        let kinds = match kind {
            HouseKind::Row => 0..self.n,
            HouseKind::Column => self.n..2 * self.n,
            HouseKind::Region => 2 * self.n..3 * self.n,
            HouseKind::Extra => 3 * self.n..self.held.len(),
        };
        for h in kinds {
            for value in 0..self.n as u8 {
                if self.held[h] & 1 << value != 0 {
                    continue;
                }
                // The first place for the value, and whether there is a second.
                let (mut place, mut more) = (None, false);
                for &cell in &self.members[h] {
                    if deduction.cells[cell].is_none() && self.candidates(cell) & 1 << value != 0 {
                        more = place.is_some();
                        if more {
                            break;
                        }
                        place = Some(cell);
                    }
                }
                match place {
                    None => {
                        return Err(Contradiction::NoPlace {
                            house: self.house(h),
                            value,
                        })
                    }
                    Some(cell) if !more => {
                        self.place(deduction, cell, value, Rule::HiddenSingle(kind))
                    }
                    Some(_) => {}
                }
            }
        }
        Ok(())
    }
}

impl fmt::Display for HouseKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            HouseKind::Row => "row",
            HouseKind::Column => "column",
            HouseKind::Region => "region",
            HouseKind::Extra => "extra house",
        })
    }
}

impl fmt::Display for House {
    /// `row 3`, counted from 1 as a person reads the grid.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.kind, self.index + 1)
    }
}

impl fmt::Display for Rule {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

#[cfg(test)]
mod tests;
