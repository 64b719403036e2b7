use super::*;
use crate::generate::{generate, Target};
use crate::model::Geometry;
use crate::{Auto, SplitMix64};

/// Every placement the rules allow on `cells`, read from the definitions cell by cell (no masks):
/// `(cell, value, rule)`; and whether one of the rules finds a contradiction.
fn allowed(
    geometry: &Geometry,
    cells: &[Option<u8>],
    rules: &[Rule],
) -> (Vec<(usize, u8, Rule)>, bool) {
    let n = geometry.size();
    // Every house of each kind, as its cells, from the definitions.
    let of_kind = |kind: HouseKind| -> Vec<Vec<usize>> {
        let all = 0..n * n;
        match kind {
            HouseKind::Row => (0..n)
                .map(|r| all.clone().filter(|c| c / n == r).collect())
                .collect(),
            HouseKind::Column => (0..n)
                .map(|k| all.clone().filter(|c| c % n == k).collect())
                .collect(),
            HouseKind::Region => (0..n)
                .map(|g| {
                    all.clone()
                        .filter(|&c| geometry.region_of(c) == g)
                        .collect()
                })
                .collect(),
            HouseKind::Extra => geometry.extra_houses().to_vec(),
        }
    };
    let kinds = [
        HouseKind::Row,
        HouseKind::Column,
        HouseKind::Region,
        HouseKind::Extra,
    ];
    let houses: Vec<Vec<usize>> = kinds.iter().flat_map(|&k| of_kind(k)).collect();
    let fits = |cell: usize, value: u8| {
        cells[cell].is_none()
            && houses
                .iter()
                .filter(|h| h.contains(&cell))
                .all(|h| h.iter().all(|&other| cells[other] != Some(value)))
    };
    let mut moves = Vec::new();
    let mut contradiction = false;
    for &rule in rules {
        match rule {
            Rule::NakedSingle => {
                for cell in (0..n * n).filter(|&c| cells[c].is_none()) {
                    let values: Vec<u8> = (0..n as u8).filter(|&v| fits(cell, v)).collect();
                    match values[..] {
                        [] => contradiction = true,
                        [value] => moves.push((cell, value, rule)),
                        _ => {}
                    }
                }
            }
            Rule::HiddenSingle(kind) => {
                for house in of_kind(kind) {
                    for value in 0..n as u8 {
                        if house.iter().any(|&c| cells[c] == Some(value)) {
                            continue;
                        }
                        let places: Vec<usize> =
                            house.iter().copied().filter(|&c| fits(c, value)).collect();
                        match places[..] {
                            [] => contradiction = true,
                            [cell] => moves.push((cell, value, rule)),
                            _ => {}
                        }
                    }
                }
            }
        }
    }
    (moves, contradiction)
}

/// The fixed point reached by taking, one at a time, a placement chosen at random among all
/// those the rules allow: `None` when a contradiction is met.
fn random_order_fixed_point(
    puzzle: &Puzzle,
    rules: &[Rule],
    rng: &mut SplitMix64,
) -> Option<Vec<Option<u8>>> {
    let geometry = puzzle.geometry();
    let n = geometry.size();
    let mut cells = puzzle.cells().to_vec();
    let clash = (0..n * n).any(|a| {
        (0..a).any(|b| {
            cells[a].is_some()
                && cells[a] == cells[b]
                && (a / n == b / n
                    || a % n == b % n
                    || geometry.region_of(a) == geometry.region_of(b)
                    || geometry
                        .extra_houses()
                        .iter()
                        .any(|h| h.contains(&a) && h.contains(&b)))
        })
    });
    if clash {
        return None;
    }
    loop {
        let (moves, contradiction) = allowed(puzzle.geometry(), &cells, rules);
        if contradiction {
            return None;
        }
        if moves.is_empty() {
            return Some(cells);
        }
        let (cell, value, _) = moves[rng.below(moves.len() as u64) as usize];
        cells[cell] = Some(value);
    }
}

fn rule_sets() -> Vec<Vec<Rule>> {
    [
        "naked-single",
        "hidden-single",
        "cross-hatching",
        "hidden-single-extra",
        "naked-single,hidden-single",
    ]
    .iter()
    .map(|names| parse_rules(names).unwrap())
    .collect()
}

#[test]
fn the_fixed_point_is_the_one_any_order_of_placements_reaches() {
    let mut rng = SplitMix64::new(7);
    for (geometry, givens) in [
        (Geometry::boxed(2, 2).unwrap(), 5),
        (Geometry::boxed(2, 3).unwrap(), 12),
        (Geometry::boxed(3, 3).unwrap(), 30),
        (Geometry::boxed(3, 3).unwrap(), 24),
        (Geometry::boxed(3, 3).unwrap().with_diagonals(), 22),
        (Geometry::boxed(2, 2).unwrap().with_diagonals(), 4),
    ] {
        for _ in 0..6 {
            let made = generate(
                &geometry,
                Target::Givens(givens),
                &mut rng,
                &mut Auto::new(),
            )
            .unwrap();
            // The puzzle, and one with a wrong given added: a contradiction for some rules.
            let mut wrong = made.puzzle.clone();
            let n = geometry.size();
            let empty = (0..n * n)
                .find(|&c| made.puzzle.cells()[c].is_none())
                .unwrap();
            let bad = (made.solution[empty] + 1) % n as u8;
            wrong.set(empty / n, empty % n, Some(bad)).unwrap();
            for puzzle in [&made.puzzle, &wrong] {
                for rules in rule_sets() {
                    let deduction = deduce(puzzle, &rules);
                    let reference = random_order_fixed_point(puzzle, &rules, &mut rng);
                    match reference {
                        Some(cells) => {
                            assert_eq!(deduction.contradiction, None, "{:?}", rules);
                            assert_eq!(deduction.cells, cells, "{:?}", rules);
                        }
                        None => assert!(deduction.contradiction.is_some(), "{:?}", rules),
                    }
                    if std::ptr::eq(puzzle, &made.puzzle) {
                        // Sound: every value placed is the unique solution's.
                        for step in &deduction.steps {
                            assert_eq!(made.solution[step.cell], step.value);
                        }
                    }
                }
            }
        }
    }
}

#[test]
fn each_step_is_allowed_by_its_rule_where_it_is_taken() {
    let mut rng = SplitMix64::new(3);
    let geometry = Geometry::boxed(3, 3).unwrap();
    let made = generate(&geometry, Target::Minimal, &mut rng, &mut Auto::new()).unwrap();
    let deduction = deduce(
        &made.puzzle,
        &parse_rules("naked-single,hidden-single").unwrap(),
    );
    let mut cells = made.puzzle.cells().to_vec();
    for step in &deduction.steps {
        let (moves, _) = allowed(&geometry, &cells, &[step.rule]);
        assert!(
            moves.contains(&(step.cell, step.value, step.rule)),
            "{:?}",
            step
        );
        cells[step.cell] = Some(step.value);
    }
    assert_eq!(cells, deduction.cells);
}

#[test]
fn each_rule_names_the_contradiction_of_its_own_kind() {
    // Row 0 holds 0 and 1, column 2 holds 2 and 3: cell (0, 2) has no value left, and once
    // the 2 of row 0 goes to (0, 3), row 0 has no place for its 3.
    let mut puzzle = Puzzle::empty(Geometry::boxed(2, 2).unwrap());
    for (row, col, value) in [(0, 0, 0), (0, 1, 1), (2, 2, 2), (3, 2, 3)] {
        puzzle.set(row, col, Some(value)).unwrap();
    }
    let naked = deduce(&puzzle, &[Rule::NakedSingle]).contradiction.unwrap();
    assert_eq!(naked, Contradiction::NoValue { cell: 2 });
    assert_eq!(naked.describe(4), "cell (1, 3) has no value left");
    let rows = deduce(&puzzle, &[Rule::HiddenSingle(HouseKind::Row)]);
    let row_0 = House {
        kind: HouseKind::Row,
        index: 0,
    };
    assert_eq!(
        rows.contradiction,
        Some(Contradiction::NoPlace {
            house: row_0,
            value: 3
        })
    );
    assert_eq!(rows.cells[3], Some(2));
    assert_eq!(
        rows.contradiction.unwrap().describe(4),
        "row 1 has no place for 4"
    );
    // A hidden single never reports an empty cell: that is the naked single's finding.
    let hatched = deduce(&puzzle, &[Rule::HiddenSingle(HouseKind::Region)]);
    assert!(!matches!(
        hatched.contradiction,
        Some(Contradiction::NoValue { .. })
    ));
}

#[test]
fn a_solved_grid_is_its_own_fixed_point_and_a_clash_is_named() {
    let grid = [0, 1, 2, 3, 2, 3, 0, 1, 1, 0, 3, 2, 3, 2, 1, 0];
    let geometry = Geometry::boxed(2, 2).unwrap();
    let full = Puzzle::new(geometry.clone(), grid.iter().map(|&v| Some(v)).collect()).unwrap();
    let deduction = deduce(&full, &[Rule::NakedSingle]);
    assert!(deduction.is_solved() && deduction.steps.is_empty());
    let mut clash = Puzzle::empty(geometry);
    clash.set(1, 0, Some(2)).unwrap();
    clash.set(1, 3, Some(2)).unwrap();
    let found = deduce(&clash, &[]).contradiction.unwrap();
    assert_eq!(found.describe(4), "row 2 holds 3 twice");
}

#[test]
fn names_parse_to_rules_and_every_rule_has_one_of_its_own() {
    assert_eq!(
        parse_rules("hidden-single,hidden-single-row")
            .unwrap()
            .len(),
        4
    );
    let error = parse_rules("naked-single,,").unwrap_err().to_string();
    assert!(
        error.starts_with("no rule called \"\"; the rules are naked-single"),
        "{}",
        error
    );
    for rule in [
        Rule::NakedSingle,
        Rule::HiddenSingle(HouseKind::Row),
        Rule::HiddenSingle(HouseKind::Column),
        Rule::HiddenSingle(HouseKind::Region),
        Rule::HiddenSingle(HouseKind::Extra),
    ] {
        assert_eq!(parse_rules(rule.name()).unwrap(), [rule]);
    }
}
