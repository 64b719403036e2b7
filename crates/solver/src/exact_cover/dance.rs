//! The search of [`ExactCover`]: Knuth's Algorithm X on dancing cells, its steps with his
//! labels, the choice of the item to branch on, and `hide`, which takes an item's options out of
//! the other items' sets.

use super::{ExactCover, Node};
use crate::engine::Flow;

/// The steps of the search, Knuth's labels.
enum Step {
    Forward,
    Advance,
    Backup,
    Abort,
}

/// What [`ExactCover::choose_item`] finds for the next level.
enum Branch {
    /// An item with one option left: covered by it, with nothing to restore.
    Forced(usize),
    /// The item to branch on, trying each of its options.
    Fewest(usize),
    /// Every primary item is covered.
    Covered,
}

impl ExactCover {
    /// The loop of [`ExactCover::run`].
    pub(super) fn dance<F>(&mut self, leaf: &mut F, memo: bool, count: &mut u64, limit: u64) -> Flow
    where
        F: FnMut(&mut ExactCover, usize) -> Flow,
    {
        let second = self.second;
        // Only a count of every solution may take the options in any order.
        let ordered = !memo || limit != u64::MAX;
        let mut active = self.items as u32;
        let mut level = 0;
        // The item the current level covers, and the place of the option it tries in that
        // item's segment.
        let mut best = 0;
        let mut cur_choice = 0;
        let mut step = Step::Forward;
        loop {
            match step {
                Step::Forward => {
                    if memo {
                        if let Some(known) = self.memo.get(level) {
                            // Items noted as forced below belong to the subproblem skipped.
                            self.force.clear();
                            *count += known;
                            if *count >= limit {
                                return Flow::Break;
                            }
                            step = Step::Backup;
                            continue;
                        }
                        self.memo.enter(level, *count, self.nodes);
                    }
                    let forced = match self.choose_item(active) {
                        Branch::Forced(c) => {
                            best = c;
                            true
                        }
                        Branch::Fewest(c) => {
                            best = c;
                            false
                        }
                        Branch::Covered => {
                            *count += 1;
                            if let Flow::Break = leaf(self, level) {
                                return Flow::Break;
                            }
                            if *count >= limit {
                                return Flow::Break;
                            }
                            step = Step::Backup;
                            continue;
                        }
                    };
                    active -= 1;
                    self.swap_out(best, active);
                    hide::<false>(
                        &mut self.set,
                        &mut self.node,
                        &mut self.force,
                        best,
                        active,
                        second,
                    );
                    cur_choice = best;
                    let base = self.saved[level];
                    if !forced {
                        if ordered {
                            self.order_options(best);
                        }
                        // A forced item has one option: nothing to restore for a next one.
                        self.save.truncate(base as usize);
                        for &c in &self.list[..active as usize] {
                            self.save.push((c, self.set[c as usize - 1]));
                        }
                    }
                    self.saved[level + 1] = if forced { base } else { self.save.len() as u32 };
                    step = Step::Advance;
                }
                Step::Advance => {
                    let cur_node = self.set[cur_choice] as usize;
                    self.choice[level] = cur_node as u32;
                    self.nodes += 1;
                    #[cfg(feature = "meter")]
                    crate::meter::charge(crate::meter::EXACT_COVER_NODE);
                    // The option's other items leave the active list, then their options are
                    // hidden: every item of an active option is active.
                    let mut q = next_node(&self.node, cur_node);
                    while q != cur_node {
                        active -= 1;
                        self.swap_out(self.node[q].item as usize, active);
                        q = next_node(&self.node, q);
                    }
                    let mut q = next_node(&self.node, cur_node);
                    let mut dead = false;
                    while q != cur_node {
                        let item = self.node[q].item;
                        if !hide::<true>(
                            &mut self.set,
                            &mut self.node,
                            &mut self.force,
                            item as usize,
                            active,
                            second,
                        ) {
                            dead = true;
                            break;
                        }
                        q = next_node(&self.node, q);
                    }
                    if dead {
                        self.force.clear();
                        step = Step::Abort;
                        continue;
                    }
                    if memo {
                        self.memo.descend(level);
                        self.memo.cover(level + 1, self.set[best - 3]);
                        let mut q = next_node(&self.node, cur_node);
                        while q != cur_node {
                            let item = self.node[q].item as usize;
                            self.memo.cover(level + 1, self.set[item - 3]);
                            q = next_node(&self.node, q);
                        }
                    }
                    #[cfg(test)]
                    self.check_at_level(level + 1, None, active, memo, "after a choice");
                    level += 1;
                    step = Step::Forward;
                }
                Step::Backup => {
                    if level == 0 {
                        return Flow::Continue;
                    }
                    level -= 1;
                    let Node { item, loc } = self.node[self.choice[level] as usize];
                    best = item as usize;
                    cur_choice = loc as usize;
                    step = Step::Abort;
                }
                Step::Abort => {
                    if cur_choice + 1 >= best + self.set[best - 1] as usize {
                        if memo {
                            self.memo.leave(level, *count, self.nodes);
                        }
                        step = Step::Backup;
                        continue;
                    }
                    let (from, to) = (self.saved[level] as usize, self.saved[level + 1] as usize);
                    active = (to - from) as u32;
                    for &(c, size) in &self.save[from..to] {
                        self.set[c as usize - 1] = size;
                    }
                    #[cfg(test)]
                    self.check_at_level(level, Some(best), active, memo, "after a restore");
                    cur_choice += 1;
                    step = Step::Advance;
                }
            }
        }
    }

    /// The item the next level covers, Knuth's choice: a forced move noted by the last hiding
    /// if its item is still active; else the uncovered primary item with the fewest active
    /// options, the first in the order of the items on ties, noting on `force` every one with
    /// at most one (the first of which is then the forced move). `Covered` when every primary
    /// item is covered: a solution. `O(active)`.
    #[inline(always)]
    fn choose_item(&mut self, active: u32) -> Branch {
        while let Some(f) = self.force.pop() {
            if self.set[f as usize - 2] < active {
                return Branch::Forced(f as usize);
            }
        }
        let mut best = usize::MAX;
        let mut fewest = u32::MAX;
        for &c in &self.list[..active as usize] {
            let c = c as usize;
            if c < self.second {
                let s = self.set[c - 1];
                if s <= 1 {
                    self.force.push(c as u32);
                } else if s < fewest || (s == fewest && c < best) {
                    best = c;
                    fewest = s;
                }
            }
        }
        match self.force.pop() {
            Some(f) => Branch::Forced(f as usize),
            None if fewest == u32::MAX => Branch::Covered,
            None => Branch::Fewest(best),
        }
    }

    /// Puts item `c`'s active options in the order they were given, as Dancing Links tries
    /// them: hiding and restoring leaves a set in any order, and a search whose order drifts
    /// at random has heavy tails where a fixed order finds a full grid at once (an empty 16×16
    /// jigsaw: 42 million nodes against 7,044). A count of every solution tries every option
    /// whatever the order, and skips this.
    fn order_options(&mut self, c: usize) {
        let end = c + self.set[c - 1] as usize;
        // Most sets are still in order: then nothing moves.
        if self.set[c..end].windows(2).all(|w| w[0] < w[1]) {
            return;
        }
        self.set[c..end].sort_unstable();
        for place in c..end {
            self.node[self.set[place] as usize].loc = place as u32;
        }
    }

    /// Moves item `c` to place `p` of `list`, and the item there to `c`'s place.
    fn swap_out(&mut self, c: usize, p: u32) {
        let pp = self.set[c - 2];
        let cc = self.list[p as usize];
        self.list[p as usize] = c as u32;
        self.list[pp as usize] = cc;
        self.set[cc as usize - 2] = pp;
        self.set[c - 2] = p;
    }

    /// The option that node `x` belongs to.
    pub(super) fn option_of(&self, mut x: usize) -> usize {
        while self.node[x].item > 0 {
            x += 1;
        }
        self.node[x].loc as usize
    }
}
/// The node after `x` in its option, the last one's next being the first (found through the
/// spacer after the option).
#[inline(always)]
pub(super) fn next_node(node: &[Node], x: usize) -> usize {
    let next = x + 1;
    let item = node[next].item;
    if item <= 0 {
        (next as i64 + item as i64) as usize
    } else {
        next
    }
}

/// Hides the active options of item `c` from the sets of their other items. Every item of an
/// active option is active, or one of the items the current option has just covered, so no
/// item's place is looked at, except to tell those two apart when an item runs out of options:
/// with `CHECK`, stops and returns `false` as soon as a primary item still active
/// (`< active`) loses its last option, and notes on `force` those left with one. Knuth's `hide`.
#[inline(always)]
fn hide<const CHECK: bool>(
    set: &mut [u32],
    node: &mut [Node],
    force: &mut Vec<u32>,
    c: usize,
    active: u32,
    second: usize,
) -> bool {
    let end = c + set[c - 1] as usize;
    for rr in c..end {
        let tt = set[rr] as usize;
        let mut nn = tt + 1;
        // Inline rather than `next_node`: the node is read once for its item and its place.
        while nn != tt {
            let Node { item, loc } = node[nn];
            if item <= 0 {
                nn = (nn as i64 + item as i64) as usize;
                continue;
            }
            let uu = item as usize;
            let ss = set[uu - 1] - 1;
            if CHECK && ss <= 1 && uu < second && set[uu - 2] < active {
                if ss == 0 {
                    return false;
                }
                force.push(uu as u32);
            }
            let last = uu + ss as usize;
            let other = set[last];
            set[uu - 1] = ss;
            set[last] = nn as u32;
            set[loc as usize] = other;
            node[nn].loc = last as u32;
            node[other as usize].loc = loc;
            nn += 1;
        }
    }
    true
}
