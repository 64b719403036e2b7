//! Clause learning's sanity check, for the unit tests (see [`crate::sanity`]): after every
//! backtrack and before every decision, the values, levels and reasons rebuilt from the trail
//! against the solver's, the heap of unassigned variables, every clause watched by its first
//! two literals and by no other, and, once propagation is done, no clause or group left unit
//! or false.

use super::{var, Solver, BINARY, NO_REASON};

impl Solver {
    /// Fails the test, naming the decision level and `when`, if the state is broken, while
    /// [`crate::sanity::every_level`] is in force. `propagated`: propagation has just run to
    /// its end without a conflict.
    pub(super) fn check_at_level(&self, when: &str, propagated: bool) {
        if crate::sanity::on() {
            let mut state = self.check_trail().and_then(|_| self.check_watches());
            if propagated && state.is_ok() {
                state = self.check_propagated();
            }
            let level = self.decision_level() as usize;
            crate::sanity::verdict("clause learning", level, when, state);
        }
    }

    /// Every clause of the arena as (offset, literals).
    fn clauses(&self) -> Vec<(usize, &[u32])> {
        let mut all = Vec::new();
        let mut at = 0;
        while at < self.arena.len() {
            let len = self.arena[at] as usize;
            all.push((at, &self.arena[at + 2..at + 2 + len]));
            at += 2 + len;
        }
        all
    }

    /// The values, levels and reasons the trail says, and the heap.
    fn check_trail(&self) -> Result<(), String> {
        if self.qhead > self.trail.len() {
            return Err(format!(
                "propagation is at {} of a trail of {}",
                self.qhead,
                self.trail.len()
            ));
        }
        if self.trail_lim.windows(2).any(|w| w[0] > w[1])
            || self
                .trail_lim
                .last()
                .map_or(false, |&l| l > self.trail.len())
        {
            return Err("the levels' starts on the trail are out of order".to_string());
        }
        let mut place = vec![usize::MAX; self.vars];
        let mut level = 0;
        for (i, &lit) in self.trail.iter().enumerate() {
            while (level as usize) < self.trail_lim.len() && self.trail_lim[level as usize] <= i {
                level += 1;
            }
            let v = var(lit);
            if place[v] != usize::MAX {
                return Err(format!("variable {} is on the trail twice", v));
            }
            place[v] = i;
            if self.lit_val[lit as usize] != 1 || self.lit_val[lit as usize ^ 1] != -1 {
                return Err(format!("literal {} is on the trail but not true", lit));
            }
            if self.level[v] != level {
                return Err(format!(
                    "variable {} is at level {}, where the trail puts it at {}",
                    v, self.level[v], level
                ));
            }
        }
        for &start in &self.trail_lim {
            if start < self.trail.len() && self.reason[var(self.trail[start])] != NO_REASON {
                return Err(format!(
                    "the decision at {} of the trail has a reason",
                    start
                ));
            }
        }
        for (v, &at) in place.iter().enumerate() {
            if at == usize::MAX {
                if self.lit_val[2 * v] != 0 || self.lit_val[2 * v + 1] != 0 {
                    return Err(format!(
                        "variable {} has a value but is not on the trail",
                        v
                    ));
                }
                if self.heap_pos[v] == u32::MAX {
                    return Err(format!("variable {} is unassigned but not in the heap", v));
                }
            }
        }
        for (i, &v) in self.heap.iter().enumerate() {
            if self.heap_pos[v as usize] as usize != i {
                return Err(format!(
                    "variable {} is at {} of the heap, not where it says",
                    v, i
                ));
            }
            if i > 0 && self.heap_less(v, self.heap[(i - 1) / 2]) {
                return Err(format!("the heap is out of order at {}", i));
            }
        }
        for (i, &lit) in self.trail.iter().enumerate() {
            let reason = self.reason[var(lit)];
            if reason == NO_REASON {
                continue;
            }
            let mut others = Vec::new();
            if reason & BINARY != 0 {
                others.push((reason & !BINARY) ^ 1);
            } else {
                let (len, start) = (self.arena[reason as usize] as usize, reason as usize + 2);
                let clause = &self.arena[start..start + len];
                if clause.first() != Some(&lit) {
                    return Err(format!("literal {}'s reason does not begin with it", lit));
                }
                others.extend_from_slice(&clause[1..]);
            }
            for &other in &others {
                let at = place[var(other)];
                if self.lit_val[other as usize] != -1 || at >= i {
                    return Err(format!(
                        "literal {}'s reason holds literal {}, not false before it",
                        lit, other
                    ));
                }
            }
        }
        Ok(())
    }

    /// Each clause of two literals or more is watched by its first two, once each, and no
    /// watch names another clause or literal.
    fn check_watches(&self) -> Result<(), String> {
        let mut expected = 0;
        for (at, lits) in self.clauses() {
            if lits.len() < 2 {
                continue;
            }
            expected += 2;
            for &w in &lits[..2] {
                let times = self.watches[w as usize]
                    .iter()
                    .filter(|&&(o, _)| o as usize == at)
                    .count();
                if times != 1 {
                    return Err(format!(
                        "the clause at {} is watched {} times by literal {}, its first or second",
                        at, times, w
                    ));
                }
            }
        }
        let watched: usize = self.watches.iter().map(Vec::len).sum();
        if watched != expected {
            return Err(format!(
                "{} watches for {} clauses of two literals or more",
                watched,
                expected / 2
            ));
        }
        Ok(())
    }

    /// After propagation to its end: no clause false or unit with its literal unassigned, and
    /// no group with two variables true or one true and another not false.
    fn check_propagated(&self) -> Result<(), String> {
        if self.qhead != self.trail.len() {
            return Err("propagation stopped before the end of the trail".to_string());
        }
        for (at, lits) in self.clauses() {
            let open: Vec<u32> = lits
                .iter()
                .copied()
                .filter(|&l| self.lit_val[l as usize] != -1)
                .collect();
            match open.as_slice() {
                [] => return Err(format!("the clause at {} is false", at)),
                [l] if self.lit_val[*l as usize] == 0 => {
                    return Err(format!(
                        "the clause at {} is unit, its literal {} unset",
                        at, l
                    ))
                }
                _ => {}
            }
        }
        for g in 0..self.group_start.len() - 1 {
            let vars =
                &self.group_vars[self.group_start[g] as usize..self.group_start[g + 1] as usize];
            let true_ones = vars
                .iter()
                .filter(|&&v| self.value(v as usize) == 1)
                .count();
            let open = vars
                .iter()
                .filter(|&&v| self.value(v as usize) == 0)
                .count();
            if true_ones > 1 || (true_ones == 1 && open > 0) {
                return Err(format!(
                    "group {} has {} variables true and {} unset",
                    g, true_ones, open
                ));
            }
        }
        Ok(())
    }
}
