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
//! on the variable of highest VSIDS activity with its saved phase, unit propagation with two
//! watched literals, first-UIP conflict analysis with clause minimisation, non-chronological
//! backjumping, restarts on Luby's schedule, and learned clauses kept by their LBD (Audemard
//! and Simon, 2009). A learned clause records why a part of the search failed, so no later
//! search goes there again: this is what finishes the hard 25×25 instances that a search
//! without memory cannot.
//!
//! Solutions are enumerated with blocking clauses: after a solution, the clause "not all of
//! these decisions" excludes it and only it (every other variable follows from the
//! decisions), and the search goes on. Each solution is visited once.
//!
//! Everything is deterministic: no randomness, the same puzzle gives the same solutions in the
//! same order.

use std::ops::ControlFlow;

use crate::alldiff::settle_changed;
use crate::engine::Engine;
use crate::model::{Geometry, Puzzle};
use crate::propagate::Tables;

/// No reason: a decision, or a literal fixed at level 0.
const NO_REASON: u32 = u32::MAX;
/// A reason that is a literal `l` (the at-most-one constraint: `l` true made this one false):
/// `BINARY | l`. Other reasons are clause offsets, below `BINARY`.
const BINARY: u32 = 1 << 31;
/// Conflicts per unit of Luby's sequence between restarts.
const RESTART_UNIT: u64 = 100;
/// Learned clauses kept before the first reduction, and how many more after each.
const REDUCE_FIRST: usize = 2000;
const REDUCE_STEP: usize = 300;

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
    value: Vec<Value>,
    level: Vec<u32>,
    reason: Vec<u32>,
    phase: Vec<bool>,
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
    level_seen: Vec<u32>,
    conflicts: u64,
    decisions: u64,
    reductions: usize,
    decay: f64,
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
    /// A solver for `vars` variables and the exactly-one `groups` (variable lists).
    fn reset(&mut self, vars: usize, groups: &[Vec<u32>]) {
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
        self.value.clear();
        self.value.resize(vars, 0);
        self.level.clear();
        self.level.resize(vars, 0);
        self.reason.clear();
        self.reason.resize(vars, NO_REASON);
        self.phase.clear();
        self.phase.resize(vars, true);
        self.trail.clear();
        self.trail_lim.clear();
        self.qhead = 0;
        self.activity.clear();
        self.activity.resize(vars, 0.0);
        self.var_inc = 1.0;
        self.decay = 0.95;
        self.seen.clear();
        self.seen.resize(vars, false);
        self.heap.clear();
        self.heap_pos.clear();
        self.heap_pos.resize(vars, u32::MAX);
        for v in 0..vars {
            self.heap_insert(v as u32);
        }
        self.conflicts = 0;
        self.decisions = 0;
        self.reductions = 0;
        self.learnt_count = 0;
        // The at-least-one clauses.
        for members in groups {
            let lits: Vec<u32> = members.iter().map(|&v| 2 * v).collect();
            self.add_clause(&lits, false, 0);
        }
        self.learnt_start = self.arena.len();
    }

    fn lit_value(&self, lit: u32) -> Value {
        let v = self.value[var(lit)];
        if lit & 1 == 0 {
            v
        } else {
            -v
        }
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
        self.value[v] = if lit & 1 == 0 { 1 } else { -1 };
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
                        match self.value[y as usize] {
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
            if self.lit_value(blocker) == 1 {
                list[kept] = (offset, blocker);
                kept += 1;
                continue;
            }
            let start = offset as usize + 2;
            let len = self.arena[offset as usize] as usize;
            if self.arena[start] == false_lit {
                self.arena.swap(start, start + 1);
            }
            let first = self.arena[start];
            if first != blocker && self.lit_value(first) == 1 {
                list[kept] = (offset, first);
                kept += 1;
                continue;
            }
            let mut moved = false;
            for k in 2..len {
                let lit = self.arena[start + k];
                if self.lit_value(lit) != -1 {
                    self.arena.swap(start + 1, start + k);
                    self.watches[lit as usize].push((offset, first));
                    moved = true;
                    break;
                }
            }
            if moved {
                continue;
            }
            list[kept] = (offset, first);
            kept += 1;
            if self.lit_value(first) == -1 {
                conflict = Some(Conflict::Clause(offset));
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
            Conflict::Clause(c) => self.reason_lits(c, None, &mut lits),
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
        }
        self.learnt[0] = asserting ^ 1;
        // Minimisation: a literal whose reason lies wholly in the clause (or at level 0) adds
        // nothing.
        let mut kept = 1;
        let len = self.learnt.len();
        for i in 1..len {
            let q = self.learnt[i];
            let reason = self.reason[var(q)];
            let redundant = reason != NO_REASON && {
                self.reason_lits(reason, Some(q ^ 1), &mut lits);
                lits.iter()
                    .all(|&r| self.seen[var(r)] || self.level[var(r)] == 0)
            };
            if !redundant {
                self.learnt.push(q);
                kept += 1;
            }
        }
        // Every literal of the clause before minimisation is still marked: unmark them all.
        for i in 1..len {
            let v = var(self.learnt[i]);
            self.seen[v] = false;
        }
        self.learnt.drain(1..len);
        debug_assert_eq!(self.learnt.len(), kept);
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
        self.level_seen.clear();
        for &q in &self.learnt {
            let l = self.level[var(q)];
            if !self.level_seen.contains(&l) {
                self.level_seen.push(l);
            }
        }
        (back, self.level_seen.len() as u32)
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
            self.phase[v] = lit & 1 == 0;
            self.value[v] = 0;
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
        let mut restarts = 0u64;
        let mut budget = RESTART_UNIT;
        loop {
            match self.propagate() {
                Some(conflict) => {
                    self.conflicts += 1;
                    if self.decision_level() == 0 {
                        return Outcome::Unsatisfiable;
                    }
                    let (back, lbd) = self.analyze(conflict);
                    self.backtrack(back);
                    let learnt = std::mem::take(&mut self.learnt);
                    if learnt.len() == 1 {
                        self.enqueue(learnt[0], NO_REASON);
                    } else {
                        let offset = self.add_clause(&learnt, true, lbd);
                        self.enqueue(learnt[0], offset);
                    }
                    self.learnt = learnt;
                    self.var_inc /= self.decay;
                    budget = budget.saturating_sub(1);
                }
                None => {
                    if budget == 0 {
                        restarts += 1;
                        budget = RESTART_UNIT * crate::restart::luby(restarts + 1);
                        self.backtrack(0);
                        let limit = REDUCE_FIRST + REDUCE_STEP * self.reductions;
                        if self.learnt_count > limit {
                            self.reductions += 1;
                            self.reduce();
                        }
                        continue;
                    }
                    let next = loop {
                        match self.heap_pop() {
                            Some(v) if self.value[v as usize] == 0 => break Some(v),
                            Some(_) => {}
                            None => break None,
                        }
                    };
                    let v = match next {
                        Some(v) => v as usize,
                        None => return Outcome::Solution,
                    };
                    self.decisions += 1;
                    self.trail_lim.push(self.trail.len());
                    let lit = 2 * v as u32 + (!self.phase[v]) as u32;
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
/// `O(n³)` for the model, plus the learned clauses (at most about two thousand at a time,
/// plus three hundred more per reduction) and one blocking clause per solution visited.
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
    geometry: Option<Geometry>,
    tables: Tables,
    frame: Vec<u32>,
    queue: Vec<u32>,
    snapshot: Vec<u32>,
    solver: Solver,
    /// `(cell, value)` of every variable.
    meaning: Vec<(u16, u8)>,
    grid: Vec<u8>,
}

impl Cdcl {
    /// An engine with empty buffers.
    pub fn new() -> Self {
        Self::default()
    }

    /// The decisions of the last search (its "nodes"), for benchmarks.
    pub fn nodes(&self) -> u64 {
        self.solver.decisions
    }

    /// The conflicts of the last search.
    pub fn conflicts(&self) -> u64 {
        self.solver.conflicts
    }

    /// Propagates the givens and builds the Boolean model of what is left. Returns `false`
    /// when propagation already finds a contradiction.
    fn build(&mut self, puzzle: &Puzzle) -> bool {
        let geometry = puzzle.geometry();
        if self.geometry.as_ref() != Some(geometry) {
            self.tables = Tables::build(geometry);
            self.geometry = Some(geometry.clone());
        }
        let t = &self.tables;
        let (n, n2) = (t.n, t.n * t.n);
        self.frame.clear();
        self.frame.resize(t.stride, 0);
        let everything = vec![u32::MAX; 3 * n2];
        if !t.load(&mut self.frame, &mut self.queue, puzzle)
            || !settle_changed(
                t,
                &mut self.frame,
                &mut self.queue,
                &everything,
                &mut self.snapshot,
            )
        {
            return false;
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
        self.solver.reset(self.meaning.len(), &groups);
        true
    }
}

impl Engine for Cdcl {
    fn search<F>(&mut self, puzzle: &Puzzle, mut visit: F) -> ControlFlow<()>
    where
        F: FnMut(&[u8]) -> ControlFlow<()>,
    {
        if !self.build(puzzle) {
            self.solver.decisions = 0;
            self.solver.conflicts = 0;
            return ControlFlow::Continue(());
        }
        loop {
            match self.solver.solve() {
                Outcome::Unsatisfiable => return ControlFlow::Continue(()),
                Outcome::Solution => {
                    for (x, &(cell, v)) in self.meaning.iter().enumerate() {
                        if self.solver.value[x] == 1 {
                            self.grid[cell as usize] = v;
                        }
                    }
                    visit(&self.grid)?;
                    if !self.solver.block() {
                        return ControlFlow::Continue(());
                    }
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dancing_links::DancingLinks;

    #[test]
    fn counts_like_dancing_links() {
        let p = Puzzle::empty(Geometry::boxed(2, 2).unwrap());
        let mut all = Cdcl::new().solutions(&p, u64::MAX);
        assert_eq!(all.len(), 288);
        all.sort();
        all.dedup();
        assert_eq!(all.len(), 288);
        let rows: Vec<usize> = (0..16).map(|c| c / 4).collect();
        let latin = Puzzle::empty(Geometry::jigsaw(4, &rows).unwrap());
        assert_eq!(Cdcl::new().count_solutions(&latin, 10_000), 576);
        let mut q = Puzzle::empty(Geometry::boxed(2, 3).unwrap());
        q.set(0, 0, Some(1)).unwrap();
        q.set(1, 1, Some(1)).unwrap();
        assert_eq!(Cdcl::new().count_solutions(&q, 2), 0);
        let mut dlx = DancingLinks::new();
        let mut one = Puzzle::empty(Geometry::boxed(3, 3).unwrap());
        let grid = dlx.first_solution(&one).unwrap();
        for (cell, &v) in grid.iter().enumerate().take(60) {
            one.set(cell / 9, cell % 9, Some(v)).unwrap();
        }
        assert_eq!(
            Cdcl::new().count_solutions(&one, 100),
            dlx.count_solutions(&one, 100)
        );
    }
}
