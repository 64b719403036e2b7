//! Conflict-driven clause learning on the puzzle's Boolean model: search that learns from
//! every failure.
//!
//! After the propagation engine's singles, locked candidates and all-different filtering have
//! run on the givens, each candidate left — cell `c` takes value `v` — is a Boolean variable.
//! Every cell and every unplaced (house, value) pair is an *exactly-one* group of variables: an
//! at-least-one clause, and an at-most-one constraint propagated natively (a variable set true
//! sets the others of its four groups false, with that variable as the reason).
//!
//! The search is a CDCL solver in the style of MiniSat (Eén and Sörensson, 2003): decisions
//! that set true the variable of highest VSIDS activity (a cell takes a value), unit
//! propagation with two watched literals, first-UIP conflict analysis with recursive clause
//! minimisation, non-chronological backjumping, and, from Glucose (Audemard and Simon, 2009),
//! restarts when the recent learned clauses are worse than the average (measured by their LBD,
//! the number of decision levels they span) and learned clauses kept by their LBD, lowered
//! whenever a clause takes part in a conflict at fewer levels than when it was learned. A learned
//! clause records why a part of the search failed, so no later search goes there again: this
//! is what finishes the hard 25×25 instances that a search without memory cannot.
//!
//! Quotient relations ([`Puzzle::add_quotient`]) are kept too: the givens' fixed point is
//! made arc consistent with them (the relations engine's revision, alternating with the
//! all-different filtering until neither removes anything), and each relation between two open
//! cells becomes clauses: "`a` takes `x`" implies "`b` takes one of the values that make the
//! quotient with `x`", for every candidate `x` of either cell. Unit propagation on them is arc
//! consistency, and conflicts learn from them as from the rest. Order relations and extra
//! houses are not in the model: grids that break them are filtered out.
//!
//! Solutions are enumerated with blocking clauses: after a solution, the clause "not all of
//! these decisions" excludes it and only it (every other variable follows from the
//! decisions), and the search goes on. Each solution is visited once.
//!
//! Everything is deterministic: the same puzzle gives the same solutions in the same order. The
//! variables start in their own order; [`Cdcl::with_seed`] starts them in a random order drawn
//! from a seed instead, to measure how much a search's time owes to its first choices.

use crate::alldiff::settle_all;
use crate::engine::{keeping_relations_and_houses, Engine, Flow};
use crate::model::Puzzle;
use crate::propagate::Tables;
use crate::relations::Quotients;
use crate::rng::SplitMix64;

#[cfg(test)]
mod check;
mod window;

use window::Window;

/// No reason: a decision, or a literal fixed at level 0.
const NO_REASON: u32 = u32::MAX;
/// A reason that is a literal `l` (the at-most-one constraint: `l` true made this one false):
/// `BINARY | l`. Other reasons are clause offsets, below `BINARY`.
const BINARY: u32 = 1 << 31;
/// Glucose's restart rule: restart when the mean LBD of the last `RECENT_LBD` conflicts,
/// times `RESTART_MARGIN`, exceeds the mean since the start; but not when the trail is
/// `BLOCK_MARGIN` times longer than its mean over the last `RECENT_TRAIL` conflicts (the
/// search may be near a solution), after `BLOCK_FROM` conflicts. The margin is lower than
/// Glucose's 0.8: the puzzles have solutions, and a search that restarts less often, as
/// Kissat's stable mode does, finds them sooner.
const RECENT_LBD: usize = 50;
const RESTART_MARGIN: f64 = 0.5;
const RECENT_TRAIL: usize = 5000;
const BLOCK_MARGIN: f64 = 1.4;
const BLOCK_FROM: u64 = 10_000;
/// Conflicts before the first reduction of the learned clauses, and how many more between
/// each reduction and the next than between the last two. Twice Glucose's first interval:
/// with fewer restarts, the clauses of a longer search are worth keeping.
const REDUCE_FIRST: u64 = 4000;
const REDUCE_STEP: u64 = 300;

/// The truth value of a literal: `1` true, `-1` false, `0` unassigned.
type Value = i8;

/// The Boolean solver. See the module documentation.
///
/// # Invariants
/// - literal `2v` says variable `v` is true, `2v + 1` that it is false;
/// - `arena` holds clauses as `[length, lbd << 1 | learnt, literals…]`; the first two literals
///   of a clause of two or more are watched, and `watches[l]` lists the clauses watching `l`
///   (with a blocker literal), visited when `l` becomes false;
/// - for a literal implied by a clause, the clause's first literal is that literal.
#[derive(Clone, Debug, Default)]
struct Solver {
    vars: usize,
    /// The groups of each variable (a cell and three (house, value) pairs), as ranges of
    /// `group_vars`.
    var_groups: Vec<[u32; 4]>,
    group_start: Vec<u32>,
    group_vars: Vec<u32>,
    arena: Vec<u32>,
    /// Where the learned clauses start in `arena`.
    learnt_start: usize,
    learnt_count: usize,
    watches: Vec<Vec<(u32, u32)>>,
    /// The value of each literal.
    lit_val: Vec<Value>,
    level: Vec<u32>,
    reason: Vec<u32>,
    trail: Vec<u32>,
    /// `trail_lim[d]`: the trail's length when decision level `d + 1` began.
    trail_lim: Vec<usize>,
    qhead: usize,
    activity: Vec<f64>,
    var_inc: f64,
    heap: Vec<u32>,
    /// Position of each variable in `heap`, or `u32::MAX`.
    heap_pos: Vec<u32>,
    seen: Vec<bool>,
    learnt: Vec<u32>,
    stack: Vec<u32>,
    /// The literals marked `seen` during an analysis, to unmark at its end.
    to_clear: Vec<u32>,
    /// The depth-first stack of `redundant`.
    min_stack: Vec<u32>,
    /// Scratch for `distinct_levels`: the stamp of each decision level seen.
    level_stamp: Vec<u64>,
    lbd_stamp: u64,
    conflicts: u64,
    decisions: u64,
    /// The literals of the clauses learned, after minimisation.
    learnt_literals: u64,
    /// The watches unit propagation visited.
    clause_visits: u64,
    restarts: u64,
    reductions: usize,
    decay: f64,
    /// The LBDs of the last conflicts, their sum since the start, and the trail's lengths at
    /// the last conflicts: Glucose's restart rule.
    recent_lbd: Window,
    lbd_sum: u64,
    recent_trail: Window,
    /// The conflict count at which the learned clauses are next reduced.
    next_reduce: u64,
}

/// What a search step found.
enum Outcome {
    Solution,
    Unsatisfiable,
}

/// A conflict: a clause all of whose literals are false, or two true variables of one group.
#[derive(Clone, Copy)]
enum Conflict {
    Clause(u32),
    Pair(u32, u32),
}

fn var(lit: u32) -> usize {
    (lit >> 1) as usize
}

impl Solver {
    /// A solver for `vars` variables and the exactly-one `groups` (variable lists); with a
    /// `seed` other than 0, the variables start in a random order drawn from it.
    fn reset(&mut self, vars: usize, groups: &[Vec<u32>], seed: u64) {
        self.vars = vars;
        self.var_groups.clear();
        self.var_groups.resize(vars, [0; 4]);
        let mut filled = vec![0usize; vars];
        self.group_start.clear();
        self.group_vars.clear();
        self.arena.clear();
        self.watches.clear();
        self.watches.resize(2 * vars, Vec::new());
        for (g, members) in groups.iter().enumerate() {
            self.group_start.push(self.group_vars.len() as u32);
            self.group_vars.extend_from_slice(members);
            for &v in members {
                let v = v as usize;
                if filled[v] < 4 {
                    self.var_groups[v][filled[v]] = g as u32;
                    filled[v] += 1;
                }
            }
        }
        self.group_start.push(self.group_vars.len() as u32);
        self.lit_val.clear();
        self.lit_val.resize(2 * vars, 0);
        self.level.clear();
        self.level.resize(vars, 0);
        self.reason.clear();
        self.reason.resize(vars, NO_REASON);
        self.trail.clear();
        self.trail_lim.clear();
        self.qhead = 0;
        self.activity.clear();
        self.activity.resize(vars, 0.0);
        if seed != 0 {
            // Below the first bump (1.0): the order only breaks the ties before any conflict.
            let mut rng = SplitMix64::new(seed);
            for a in &mut self.activity {
                *a = (rng.next_u64() >> 11) as f64 / (1u64 << 53) as f64 * 1e-3;
            }
        }
        self.var_inc = 1.0;
        self.decay = 0.95;
        self.seen.clear();
        self.seen.resize(vars, false);
        // Decision levels go from 0 to at most `vars`.
        self.level_stamp.clear();
        self.level_stamp.resize(vars + 1, 0);
        self.lbd_stamp = 0;
        self.heap.clear();
        self.heap_pos.clear();
        self.heap_pos.resize(vars, u32::MAX);
        for v in 0..vars {
            self.heap_insert(v as u32);
        }
        self.conflicts = 0;
        self.decisions = 0;
        self.learnt_literals = 0;
        self.clause_visits = 0;
        self.restarts = 0;
        self.reductions = 0;
        self.learnt_count = 0;
        self.recent_lbd.reset(RECENT_LBD);
        self.recent_trail.reset(RECENT_TRAIL);
        self.lbd_sum = 0;
        self.next_reduce = REDUCE_FIRST;
        // The at-least-one clauses.
        for members in groups {
            let lits: Vec<u32> = members.iter().map(|&v| 2 * v).collect();
            self.add_clause(&lits, false, 0);
        }
        self.learnt_start = self.arena.len();
    }

    /// The value of variable `v`.
    fn value(&self, v: usize) -> Value {
        self.lit_val[2 * v]
    }

    fn decision_level(&self) -> u32 {
        self.trail_lim.len() as u32
    }

    /// Appends a clause of two literals or more and watches its first two.
    fn add_clause(&mut self, lits: &[u32], learnt: bool, lbd: u32) -> u32 {
        let offset = self.arena.len() as u32;
        self.arena.push(lits.len() as u32);
        self.arena.push(lbd << 1 | learnt as u32);
        self.arena.extend_from_slice(lits);
        if lits.len() >= 2 {
            self.watches[lits[0] as usize].push((offset, lits[1]));
            self.watches[lits[1] as usize].push((offset, lits[0]));
        }
        if learnt {
            self.learnt_count += 1;
        }
        offset
    }

    fn enqueue(&mut self, lit: u32, reason: u32) {
        let v = var(lit);
        self.lit_val[lit as usize] = 1;
        self.lit_val[lit as usize ^ 1] = -1;
        self.level[v] = self.decision_level();
        self.reason[v] = reason;
        self.trail.push(lit);
    }

    /// Unit propagation of the trail from `qhead`. Returns the conflict, if any.
    fn propagate(&mut self) -> Option<Conflict> {
        while self.qhead < self.trail.len() {
            let p = self.trail[self.qhead];
            self.qhead += 1;
            if p & 1 == 0 {
                // At most one per group: every other variable of `p`'s groups is false.
                let x = var(p);
                for k in 0..4 {
                    let g = self.var_groups[x][k] as usize;
                    let (start, end) = (self.group_start[g], self.group_start[g + 1]);
                    for i in start..end {
                        let y = self.group_vars[i as usize];
                        if y as usize == x {
                            continue;
                        }
                        match self.lit_val[2 * y as usize] {
                            1 => return Some(Conflict::Pair(p, 2 * y)),
                            0 => self.enqueue(2 * y + 1, BINARY | p),
                            _ => {}
                        }
                    }
                }
            }
            if let Some(conflict) = self.propagate_watches(p ^ 1) {
                return Some(conflict);
            }
        }
        None
    }

    /// Visits the clauses watching `false_lit`, which has just become false.
    fn propagate_watches(&mut self, false_lit: u32) -> Option<Conflict> {
        let mut list = std::mem::take(&mut self.watches[false_lit as usize]);
        let mut kept = 0;
        let mut conflict = None;
        let mut i = 0;
        while i < list.len() {
            let (offset, blocker) = list[i];
            i += 1;
            if self.lit_val[blocker as usize] == 1 {
                list[kept] = (offset, blocker);
                kept += 1;
                continue;
            }
            let start = offset as usize + 2;
            let len = self.arena[offset as usize] as usize;
            let clause = &mut self.arena[start..start + len];
            if clause[0] == false_lit {
                clause.swap(0, 1);
            }
            let first = clause[0];
            if first != blocker && self.lit_val[first as usize] == 1 {
                list[kept] = (offset, first);
                kept += 1;
                continue;
            }
            let mut moved = u32::MAX;
            for k in 2..len {
                let lit = clause[k];
                if self.lit_val[lit as usize] != -1 {
                    clause.swap(1, k);
                    moved = lit;
                    break;
                }
            }
            if moved != u32::MAX {
                self.watches[moved as usize].push((offset, first));
                continue;
            }
            list[kept] = (offset, first);
            kept += 1;
            if self.lit_val[first as usize] == -1 {
                conflict = Some(Conflict::Clause(offset));
                // The entries visited: the rest is only copied.
                self.clause_visits += i as u64;
                while i < list.len() {
                    list[kept] = list[i];
                    kept += 1;
                    i += 1;
                }
                break;
            }
            self.enqueue(first, offset);
        }
        list.truncate(kept);
        self.watches[false_lit as usize] = list;
        if conflict.is_none() {
            self.clause_visits += i as u64;
        }
        #[cfg(feature = "meter")]
        crate::meter::charge(i as u64 * crate::meter::CLAUSE_VISIT);
        conflict
    }

    /// The literals of a reason or conflict clause other than `skip`, into `out`.
    fn reason_lits(&self, reason: u32, skip: Option<u32>, out: &mut Vec<u32>) {
        out.clear();
        if reason & BINARY != 0 {
            // `l` true made this variable false: the clause is (¬l ∨ ¬this).
            out.push((reason & !BINARY) ^ 1);
        } else {
            let start = reason as usize + 2;
            let len = self.arena[reason as usize] as usize;
            for &lit in &self.arena[start..start + len] {
                if Some(lit) != skip {
                    out.push(lit);
                }
            }
        }
    }

    /// First-UIP analysis of `conflict` into `self.learnt` (asserting literal first); returns
    /// the level to jump back to and the clause's LBD.
    fn analyze(&mut self, conflict: Conflict) -> (u32, u32) {
        let mut lits = std::mem::take(&mut self.stack);
        self.learnt.clear();
        self.learnt.push(0);
        let mut path = 0;
        let mut index = self.trail.len();
        let current = self.decision_level();
        match conflict {
            Conflict::Clause(c) => {
                self.reason_lits(c, None, &mut lits);
                self.update_lbd(c, &lits);
            }
            Conflict::Pair(a, b) => {
                lits.clear();
                lits.push(a ^ 1);
                lits.push(b ^ 1);
            }
        }
        let asserting;
        loop {
            for &q in &lits {
                let v = var(q);
                if !self.seen[v] && self.level[v] > 0 {
                    self.seen[v] = true;
                    self.bump(v);
                    if self.level[v] >= current {
                        path += 1;
                    } else {
                        self.learnt.push(q);
                    }
                }
            }
            loop {
                index -= 1;
                if self.seen[var(self.trail[index])] {
                    break;
                }
            }
            let p = self.trail[index];
            self.seen[var(p)] = false;
            path -= 1;
            if path == 0 {
                asserting = p;
                break;
            }
            let reason = self.reason[var(p)];
            self.reason_lits(reason, Some(p), &mut lits);
            if reason & BINARY == 0 {
                self.update_lbd(reason, &lits);
            }
        }
        self.learnt[0] = asserting ^ 1;
        // Recursive minimisation (MiniSat's): a literal is redundant when every path back
        // from it through reasons ends in literals of the clause (or of level 0). The
        // abstraction of the clause's levels cuts hopeless searches short.
        let len = self.learnt.len();
        let mut levels = 0u32;
        for i in 1..len {
            levels |= 1 << (self.level[var(self.learnt[i])] & 31);
        }
        self.to_clear.clear();
        self.to_clear.extend_from_slice(&self.learnt[1..len]);
        let mut kept = 1;
        for i in 1..len {
            let q = self.learnt[i];
            if self.reason[var(q)] == NO_REASON || !self.redundant(q, levels, &mut lits) {
                self.learnt[kept] = q;
                kept += 1;
            }
        }
        // Every literal of the clause before minimisation is still marked, and those that
        // `redundant` proved: unmark them all.
        for i in 0..self.to_clear.len() {
            let v = var(self.to_clear[i]);
            self.seen[v] = false;
        }
        self.learnt.truncate(kept);
        self.stack = lits;
        // The deepest other literal goes second, to be watched.
        let mut back = 0;
        if self.learnt.len() > 1 {
            let mut best = 1;
            for i in 2..self.learnt.len() {
                if self.level[var(self.learnt[i])] > self.level[var(self.learnt[best])] {
                    best = i;
                }
            }
            self.learnt.swap(1, best);
            back = self.level[var(self.learnt[1])];
        }
        let learnt = std::mem::take(&mut self.learnt);
        let lbd = self.distinct_levels(self.decision_level(), &learnt[1..]);
        self.learnt = learnt;
        (back, lbd)
    }

    /// The number of distinct decision levels among `level` and the levels of `lits`: the LBD
    /// of a clause of those literals, with `level` that of the one left out.
    fn distinct_levels(&mut self, level: u32, lits: &[u32]) -> u32 {
        self.lbd_stamp += 1;
        let stamp = self.lbd_stamp;
        self.level_stamp[level as usize] = stamp;
        let mut count = 1;
        for &q in lits {
            let l = self.level[var(q)] as usize;
            if self.level_stamp[l] != stamp {
                self.level_stamp[l] = stamp;
                count += 1;
            }
        }
        count
    }

    /// Lowers the LBD of the learned clause at `offset` to that of its literals now (`lits`
    /// and perhaps one literal of the current level), as Glucose does: a clause that keeps
    /// serving in conflicts at fewer levels than when it was learned is worth keeping.
    fn update_lbd(&mut self, offset: u32, lits: &[u32]) {
        let header = self.arena[offset as usize + 1];
        if header & 1 == 0 || header >> 1 <= 2 {
            return;
        }
        let lbd = self.distinct_levels(self.decision_level(), lits);
        if lbd + 1 < header >> 1 {
            self.arena[offset as usize + 1] = lbd << 1 | 1;
        }
    }

    /// Whether the false literal `q` of a learned clause follows from the clause's other
    /// literals (those marked `seen`) and level-0 literals through the reasons, with `levels`
    /// the abstraction of the clause's levels. Marks what it proves and records it in
    /// `to_clear`; `lits` is scratch.
    fn redundant(&mut self, q: u32, levels: u32, lits: &mut Vec<u32>) -> bool {
        let mut stack = std::mem::take(&mut self.min_stack);
        stack.clear();
        stack.push(q);
        let top = self.to_clear.len();
        let mut proved = true;
        'search: while let Some(p) = stack.pop() {
            self.reason_lits(self.reason[var(p)], Some(p ^ 1), lits);
            for &r in lits.iter() {
                let v = var(r);
                if self.seen[v] || self.level[v] == 0 {
                    continue;
                }
                if self.reason[v] != NO_REASON && levels >> (self.level[v] & 31) & 1 != 0 {
                    self.seen[v] = true;
                    stack.push(r);
                    self.to_clear.push(r);
                } else {
                    for i in top..self.to_clear.len() {
                        let u = var(self.to_clear[i]);
                        self.seen[u] = false;
                    }
                    self.to_clear.truncate(top);
                    proved = false;
                    break 'search;
                }
            }
        }
        self.min_stack = stack;
        proved
    }

    fn bump(&mut self, v: usize) {
        self.activity[v] += self.var_inc;
        if self.activity[v] > 1e100 {
            for a in &mut self.activity {
                *a *= 1e-100;
            }
            self.var_inc *= 1e-100;
        }
        let pos = self.heap_pos[v];
        if pos != u32::MAX {
            self.heap_up(pos as usize);
        }
    }

    fn backtrack(&mut self, level: u32) {
        if self.decision_level() <= level {
            return;
        }
        let start = self.trail_lim[level as usize];
        for i in (start..self.trail.len()).rev() {
            let lit = self.trail[i];
            let v = var(lit);
            self.lit_val[2 * v] = 0;
            self.lit_val[2 * v + 1] = 0;
            self.reason[v] = NO_REASON;
            if self.heap_pos[v] == u32::MAX {
                self.heap_insert(v as u32);
            }
        }
        self.trail.truncate(start);
        self.trail_lim.truncate(level as usize);
        self.qhead = start;
    }

    fn heap_less(&self, a: u32, b: u32) -> bool {
        let (x, y) = (self.activity[a as usize], self.activity[b as usize]);
        x > y || (x == y && a < b)
    }

    fn heap_up(&mut self, mut i: usize) {
        let v = self.heap[i];
        while i > 0 {
            let parent = (i - 1) / 2;
            if !self.heap_less(v, self.heap[parent]) {
                break;
            }
            self.heap[i] = self.heap[parent];
            self.heap_pos[self.heap[i] as usize] = i as u32;
            i = parent;
        }
        self.heap[i] = v;
        self.heap_pos[v as usize] = i as u32;
    }

    fn heap_down(&mut self, mut i: usize) {
        let v = self.heap[i];
        loop {
            let left = 2 * i + 1;
            if left >= self.heap.len() {
                break;
            }
            let right = left + 1;
            let child =
                if right < self.heap.len() && self.heap_less(self.heap[right], self.heap[left]) {
                    right
                } else {
                    left
                };
            if !self.heap_less(self.heap[child], v) {
                break;
            }
            self.heap[i] = self.heap[child];
            self.heap_pos[self.heap[i] as usize] = i as u32;
            i = child;
        }
        self.heap[i] = v;
        self.heap_pos[v as usize] = i as u32;
    }

    fn heap_insert(&mut self, v: u32) {
        self.heap.push(v);
        let i = self.heap.len() - 1;
        self.heap_pos[v as usize] = i as u32;
        self.heap_up(i);
    }

    fn heap_pop(&mut self) -> Option<u32> {
        let top = *self.heap.first()?;
        let last = self.heap.pop().expect("not empty");
        self.heap_pos[top as usize] = u32::MAX;
        if !self.heap.is_empty() {
            self.heap[0] = last;
            self.heap_pos[last as usize] = 0;
            self.heap_down(0);
        }
        Some(top)
    }

    /// Removes the learned clauses of highest LBD (but those of LBD 2 or less) at level 0,
    /// where no clause is a reason but for level-0 literals, whose reasons are dropped.
    fn reduce(&mut self) {
        let mut learnt: Vec<(u32, u32)> = Vec::with_capacity(self.learnt_count);
        let mut at = self.learnt_start;
        while at < self.arena.len() {
            let len = self.arena[at] as usize;
            learnt.push((self.arena[at + 1] >> 1, at as u32));
            at += 2 + len;
        }
        learnt.sort_unstable_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)));
        let drop = learnt.len() / 2;
        let mut removed = vec![false; learnt.len()];
        let mut order: Vec<u32> = learnt.iter().map(|&(_, o)| o).collect();
        for (k, &(lbd, _)) in learnt.iter().enumerate().take(drop) {
            if lbd > 2 {
                removed[k] = true;
            }
        }
        // Keep the survivors in arena order.
        let mut survivors: Vec<u32> = order
            .drain(..)
            .zip(removed)
            .filter(|&(_, r)| !r)
            .map(|(o, _)| o)
            .collect();
        survivors.sort_unstable();
        let mut compact = self.arena[..self.learnt_start].to_vec();
        for &o in &survivors {
            let o = o as usize;
            let len = self.arena[o] as usize;
            compact.extend_from_slice(&self.arena[o..o + 2 + len]);
        }
        self.arena = compact;
        self.learnt_count = survivors.len();
        for w in &mut self.watches {
            w.clear();
        }
        let mut at = 0;
        while at < self.arena.len() {
            let len = self.arena[at] as usize;
            if len >= 2 {
                let (a, b) = (self.arena[at + 2], self.arena[at + 3]);
                self.watches[a as usize].push((at as u32, b));
                self.watches[b as usize].push((at as u32, a));
            }
            at += 2 + len;
        }
        for &lit in &self.trail {
            self.reason[var(lit)] = NO_REASON;
        }
    }

    /// Searches for a solution from the current state. Returns `Solution` with every
    /// variable assigned, or `Unsatisfiable` when no assignment is left.
    fn solve(&mut self) -> Outcome {
        loop {
            match self.propagate() {
                Some(conflict) => {
                    self.conflicts += 1;
                    #[cfg(feature = "meter")]
                    crate::meter::charge(crate::meter::CONFLICT);
                    if self.decision_level() == 0 {
                        return Outcome::Unsatisfiable;
                    }
                    self.recent_trail.push(self.trail.len() as u32);
                    if self.conflicts > BLOCK_FROM
                        && self.recent_lbd.is_full()
                        && self.trail.len() as f64 > BLOCK_MARGIN * self.recent_trail.mean()
                    {
                        self.recent_lbd.clear();
                    }
                    let (back, lbd) = self.analyze(conflict);
                    self.recent_lbd.push(lbd);
                    self.learnt_literals += self.learnt.len() as u64;
                    self.lbd_sum += u64::from(lbd);
                    self.backtrack(back);
                    #[cfg(test)]
                    self.check_at_level("after a backjump", false);
                    let learnt = std::mem::take(&mut self.learnt);
                    if learnt.len() == 1 {
                        self.enqueue(learnt[0], NO_REASON);
                    } else {
                        let offset = self.add_clause(&learnt, true, lbd);
                        self.enqueue(learnt[0], offset);
                    }
                    self.learnt = learnt;
                    self.var_inc /= self.decay;
                }
                None => {
                    let reduce = self.conflicts >= self.next_reduce;
                    let restart = self.recent_lbd.is_full()
                        && self.recent_lbd.mean() * RESTART_MARGIN
                            > self.lbd_sum as f64 / self.conflicts as f64;
                    if reduce || restart {
                        self.restarts += 1;
                        self.recent_lbd.clear();
                        self.backtrack(0);
                        if reduce {
                            self.next_reduce = self.conflicts
                                + REDUCE_FIRST
                                + REDUCE_STEP * (self.reductions + 1) as u64;
                            self.reductions += 1;
                            self.reduce();
                        }
                        #[cfg(test)]
                        self.check_at_level("after a restart", false);
                        continue;
                    }
                    #[cfg(test)]
                    self.check_at_level("before a decision", true);
                    let next = loop {
                        match self.heap_pop() {
                            Some(v) if self.value(v as usize) == 0 => break Some(v),
                            Some(_) => {}
                            None => break None,
                        }
                    };
                    let v = match next {
                        Some(v) => v as usize,
                        None => return Outcome::Solution,
                    };
                    self.decisions += 1;
                    #[cfg(feature = "meter")]
                    crate::meter::charge(crate::meter::DECISION);
                    self.trail_lim.push(self.trail.len());
                    // Always true: a cell takes a value, which sets the variables of its
                    // four groups false (saved phases, mostly false, decide much less).
                    let lit = 2 * v as u32;
                    self.enqueue(lit, NO_REASON);
                }
            }
        }
    }

    /// After a solution: excludes it with the clause "not all of these decisions", and goes
    /// back to level 0. Returns `false` when no other solution can exist.
    fn block(&mut self) -> bool {
        let decisions: Vec<u32> = self
            .trail_lim
            .iter()
            .map(|&at| self.trail[at] ^ 1)
            .collect();
        self.backtrack(0);
        #[cfg(test)]
        self.check_at_level("after a solution", false);
        match decisions.len() {
            0 => false,
            1 => {
                self.enqueue(decisions[0], NO_REASON);
                true
            }
            _ => {
                self.add_clause(&decisions, false, 0);
                true
            }
        }
    }
}

/// Conflict-driven clause learning on the puzzle's Boolean model, for any geometry of the
/// model: the engine for the hardest large puzzles. See the module documentation.
///
/// Solutions come in the order of the search.
///
/// # Complexity
/// Exponential in the worst case, like every complete search; but what each conflict teaches
/// is kept, so a part of the search that failed once is not explored again. Building the model
/// is `O(n³)`; a propagation costs `O(1)` per variable set false and per clause visited.
///
/// # Memory
/// `O(n³)` for the model, plus the learned clauses and one blocking clause per solution
/// visited. The `r`-th reduction comes `2000 + 300 r` conflicts after the one before and
/// keeps at most half of the learned clauses (those of LBD 2 or less all stay), so about
/// `2000 + 300 r` are kept, with `r` about `√(k / 150)` after `k` conflicts.
///
/// # Example
/// ```
/// use solver::cdcl::Cdcl;
/// use solver::engine::Engine;
/// use solver::model::{Geometry, Puzzle};
///
/// // The first row of a 16×16 grid: many solutions, each visited once.
/// let mut puzzle = Puzzle::empty(Geometry::boxed(4, 4).unwrap());
/// for col in 0..16 {
///     puzzle.set(0, col, Some(col as u8)).unwrap();
/// }
/// let mut engine = Cdcl::new();
/// let all = engine.solutions(&puzzle, 5);
/// assert_eq!(all.len(), 5);
/// assert!(all.iter().all(|grid| puzzle.is_solved_by(grid)));
/// ```
#[derive(Clone, Debug, Default)]
pub struct Cdcl {
    tables: Tables,
    frame: Vec<u32>,
    queue: Vec<u32>,
    snapshot: Vec<u32>,
    solver: Solver,
    /// The puzzle's quotient relations, kept by the frame's arc consistency and by clauses.
    quotients: Quotients,
    /// `(cell, value)` of every variable.
    meaning: Vec<(u16, u8)>,
    grid: Vec<u8>,
    /// The seed of the variables' first order (0: their own order).
    seed: u64,
}

impl Cdcl {
    /// An engine with empty buffers.
    pub fn new() -> Self {
        Self::default()
    }

    /// An engine whose variables start in a random order drawn from `seed` instead of their
    /// own (`0`: their own, as [`Cdcl::new`]); each seed is a deterministic search of its own.
    /// On hard puzzles the time to a first solution depends much on these first choices: a
    /// benchmark over several seeds tells the engine's speed from its luck.
    ///
    /// # Example
    /// ```
    /// use solver::cdcl::Cdcl;
    /// use solver::engine::Engine;
    /// use solver::model::{Geometry, Puzzle};
    ///
    /// let puzzle = Puzzle::empty(Geometry::boxed(2, 2).unwrap());
    /// let mut a = Cdcl::with_seed(1).solutions(&puzzle, 288);
    /// let mut b = Cdcl::with_seed(2).solutions(&puzzle, 288);
    /// a.sort();
    /// b.sort();
    /// assert_eq!(a, b);
    /// assert_eq!(a.len(), 288);
    /// ```
    pub fn with_seed(seed: u64) -> Self {
        Cdcl {
            seed,
            ..Self::default()
        }
    }

    /// The conflicts of the last search.
    pub fn conflicts(&self) -> u64 {
        self.solver.conflicts
    }

    /// The literals of the clauses the last search learned, counted after minimisation
    /// (MiniSat's "conflict literals"): shorter clauses prune more and cost less to propagate.
    pub fn learnt_literals(&self) -> u64 {
        self.solver.learnt_literals
    }

    /// The clauses unit propagation visited in the last search through their watched
    /// literals (a visit its blocker literal settles included): the work of propagation beside
    /// the at-most-one groups, which grows with a clause database that keeps the wrong clauses.
    pub fn clause_visits(&self) -> u64 {
        self.solver.clause_visits
    }

    /// Propagates the givens and builds the Boolean model of what is left. Returns `false`
    /// when propagation already finds a contradiction.
    fn build(&mut self, puzzle: &Puzzle, excluded: Option<(usize, u8)>) -> bool {
        self.tables.fit(puzzle.geometry());
        let t = &self.tables;
        let (n, n2) = (t.n, t.n * t.n);
        self.frame.clear();
        self.frame.resize(t.stride, 0);
        if !t.load(&mut self.frame, &mut self.queue, puzzle, excluded)
            || !settle_all(t, &mut self.frame, &mut self.queue, &mut self.snapshot)
        {
            return false;
        }
        // The quotient relations, to a common fixed point with the rest: then every candidate
        // left has a partner in each relation, and a placed cell's partners agree with it.
        self.quotients.fit(n, puzzle);
        loop {
            match self.quotients.revise(t, &mut self.frame, &mut self.queue) {
                None => {
                    self.queue.clear();
                    return false;
                }
                Some(false) => break,
                Some(true) => {
                    if !settle_all(t, &mut self.frame, &mut self.queue, &mut self.snapshot) {
                        return false;
                    }
                }
            }
        }
        self.grid.clear();
        self.grid.resize(n2, 0);
        self.meaning.clear();
        let mut var_of = vec![u32::MAX; n2 * n];
        for cell in 0..n2 {
            let c = self.frame[cell];
            if t.is_placed(&self.frame, cell) {
                self.grid[cell] = c.trailing_zeros() as u8;
                continue;
            }
            let mut m = c;
            while m != 0 {
                let v = m.trailing_zeros() as usize;
                m &= m - 1;
                var_of[cell * n + v] = self.meaning.len() as u32;
                self.meaning.push((cell as u16, v as u8));
            }
        }
        let mut groups: Vec<Vec<u32>> = Vec::new();
        for cell in 0..n2 {
            if !t.is_placed(&self.frame, cell) {
                groups.push(
                    (0..n)
                        .map(|v| var_of[cell * n + v])
                        .filter(|&x| x != u32::MAX)
                        .collect(),
                );
            }
        }
        for h in 0..3 * n {
            let done = self.frame[t.done + h];
            for v in 0..n {
                if done >> v & 1 != 0 {
                    continue;
                }
                let mut places = self.frame[t.places + h * n + v];
                let mut members = Vec::new();
                while places != 0 {
                    let i = places.trailing_zeros() as usize;
                    places &= places - 1;
                    let cell = t.house_cells[h * n + i] as usize;
                    members.push(var_of[cell * n + v]);
                }
                groups.push(members);
            }
        }
        self.solver.reset(self.meaning.len(), &groups, self.seed);
        // A quotient relation between two open cells: each value of one implies the values of
        // the other that agree with it (two literals or more, by the arc consistency above).
        for &(a, b, ref agree) in &self.quotients.pairs {
            for &(from, to) in &[(a, b), (b, a)] {
                if t.is_placed(&self.frame, from) || t.is_placed(&self.frame, to) {
                    continue;
                }
                let mut values = self.frame[from];
                while values != 0 {
                    let x = values.trailing_zeros() as usize;
                    values &= values - 1;
                    let mut clause = vec![2 * var_of[from * n + x] + 1];
                    let mut partners = agree[x] & self.frame[to];
                    while partners != 0 {
                        let y = partners.trailing_zeros() as usize;
                        partners &= partners - 1;
                        clause.push(2 * var_of[to * n + y]);
                    }
                    self.solver.add_clause(&clause, false, 0);
                }
            }
        }
        self.solver.learnt_start = self.solver.arena.len();
        true
    }
}

impl Engine for Cdcl {
    /// Decisions: the literals the search chose (those propagation set are not counted).
    fn nodes(&self) -> u64 {
        self.solver.decisions
    }

    /// Removes the candidate before the model is built.
    fn search_except<F>(&mut self, puzzle: &Puzzle, excluded: Option<(usize, u8)>, visit: F) -> Flow
    where
        F: FnMut(&[u8]) -> Flow,
    {
        let mut visit = keeping_relations_and_houses(puzzle, visit);
        if !self.build(puzzle, excluded) {
            self.solver.decisions = 0;
            self.solver.conflicts = 0;
            self.solver.learnt_literals = 0;
            self.solver.clause_visits = 0;
            return Flow::Continue;
        }
        loop {
            match self.solver.solve() {
                Outcome::Unsatisfiable => return Flow::Continue,
                Outcome::Solution => {
                    for (x, &(cell, v)) in self.meaning.iter().enumerate() {
                        if self.solver.value(x) == 1 {
                            self.grid[cell as usize] = v;
                        }
                    }
                    if visit(&self.grid).is_break() {
                        return Flow::Break;
                    }
                    if !self.solver.block() {
                        return Flow::Continue;
                    }
                }
            }
        }
    }
}

#[cfg(test)]
mod tests;
