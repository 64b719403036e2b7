//! All-different filtering by bipartite matching (Régin, 1994), on the propagation engine's
//! frames.
//!
//! In a house, the unplaced cells must take the unplaced values one to one: a perfect matching
//! of the bipartite graph *cell — candidate value*. When the graph has none, the house cannot
//! be completed (a violated Hall condition, which singles see only when it is one cell or one
//! value wide). When it has one, a candidate `v` of cell `c` belongs to some perfect matching
//! exactly when `v` is matched to `c`, or `v` and the value matched to `c` lie on a common
//! cycle of the *value graph* (an edge `a → b` when the cell matched to `a` has candidate `b`):
//! the others are removed. This is complete filtering for the house: naked and hidden subsets
//! of every size are special cases.
//!
//! With at most 32 values a house fits bit masks: the matching by augmenting paths is
//! `O(u · e / 32)` word operations for `u` unplaced cells and `e` candidates, and the cycles come
//! from the transitive closure of the value graph by Warshall's algorithm on bit rows, `O(u²)`.

use crate::propagate::Tables;

/// No value or cell.
const NONE: u8 = u8::MAX;

/// Finds an augmenting path from cell `i` (an index into `cand`), trying values not in
/// `seen`; on success cell `i` is matched.
fn augment(i: usize, cand: &[u32; 32], value_mate: &mut [u8; 32], seen: &mut u32) -> bool {
    let mut options = cand[i] & !*seen;
    while options != 0 {
        let v = options.trailing_zeros() as usize;
        options &= options - 1;
        *seen |= 1 << v;
        let other = value_mate[v];
        if other == NONE || augment(other as usize, cand, value_mate, seen) {
            value_mate[v] = i as u8;
            return true;
        }
    }
    false
}

/// Filters house `h` of `frame` (at a fixed point of the singles or not): removes every
/// candidate of its unplaced cells that no perfect matching uses, queueing the singles this
/// makes. Returns `None` on a contradiction (no perfect matching, or a removal empties a cell
/// or a (house, value) pair), else whether a candidate was removed.
///
/// # Complexity
/// `O(u² + u · e / 32)` for `u` unplaced cells and `e` candidates in the house, plus `O(1)` per
/// removal and the singles it queues.
pub(crate) fn filter_house(
    t: &Tables,
    frame: &mut [u32],
    queue: &mut Vec<u32>,
    h: usize,
) -> Option<bool> {
    let n = t.n;
    let mut cells = [0u16; 32];
    let mut cand = [0u32; 32];
    let mut u = 0;
    for &c in &t.house_cells[h * n..h * n + n] {
        if !t.is_placed(frame, c as usize) {
            cells[u] = c;
            cand[u] = frame[c as usize];
            u += 1;
        }
    }
    if u == 0 {
        return Some(false);
    }
    let mut value_mate = [NONE; 32];
    for i in 0..u {
        let mut seen = 0;
        if !augment(i, &cand, &mut value_mate, &mut seen) {
            return None;
        }
    }
    // The value graph, then its transitive closure: `reach[a]` holds `b` when a path leads
    // from `a` to `b`.
    let mut cell_mate = [0u8; 32];
    let mut values = 0u32;
    for (v, &i) in value_mate.iter().enumerate() {
        if i != NONE {
            cell_mate[i as usize] = v as u8;
            values |= 1 << v;
        }
    }
    let mut reach = [0u32; 32];
    for i in 0..u {
        let a = cell_mate[i] as usize;
        reach[a] = cand[i] & !(1 << a);
    }
    let mut ks = values;
    while ks != 0 {
        let k = ks.trailing_zeros() as usize;
        ks &= ks - 1;
        let via = reach[k];
        let mut rows = values;
        while rows != 0 {
            let a = rows.trailing_zeros() as usize;
            rows &= rows - 1;
            if reach[a] >> k & 1 != 0 {
                reach[a] |= via;
            }
        }
    }
    let mut changed = false;
    for i in 0..u {
        let a = cell_mate[i] as usize;
        let mut others = cand[i] & !(1 << a);
        while others != 0 {
            let v = others.trailing_zeros() as usize;
            others &= others - 1;
            // `a → v` is an edge; it lies on a cycle when `v` leads back to `a`.
            if reach[v] >> a & 1 == 0 {
                changed = true;
                if !t.remove(frame, queue, cells[i] as usize, v) {
                    return None;
                }
            }
        }
    }
    Some(changed)
}

/// Filters the houses of `frame` whose (house, value) place masks differ from `before` (the
/// same masks in an earlier frame, `3n · n` words from the `places` offset), then runs the
/// singles and locked candidates, and again on the houses that changed, until nothing
/// changes. `snapshot` is scratch space. Returns `false` on a contradiction; the queue is
/// empty on return either way.
///
/// # Complexity
/// `O(n²)` to find the houses that changed, plus [`filter_house`] for each, per round.
pub(crate) fn settle_changed(
    t: &Tables,
    frame: &mut [u32],
    queue: &mut Vec<u32>,
    before: &[u32],
    snapshot: &mut Vec<u32>,
) -> bool {
    let places = t.places..t.places + 3 * t.n * t.n;
    let dirty = changed_houses(t.n, &frame[places], before);
    settle_houses(t, frame, queue, dirty, snapshot)
}

/// [`settle_changed`] from every house: the filtering of a frame with no earlier frame to
/// compare with (the givens).
///
/// # Complexity
/// [`filter_house`] for each of the `3n` houses, then as [`settle_changed`].
pub(crate) fn settle_all(
    t: &Tables,
    frame: &mut [u32],
    queue: &mut Vec<u32>,
    snapshot: &mut Vec<u32>,
) -> bool {
    let mut dirty = [0u32; 3];
    for h in 0..3 * t.n {
        dirty[h / 32] |= 1 << (h % 32);
    }
    settle_houses(t, frame, queue, dirty, snapshot)
}

/// Filters the houses of `dirty` (bit `h` of word `h / 32`), runs the singles, and goes on
/// with the houses that changed, until nothing changes: the loop of [`settle_changed`].
fn settle_houses(
    t: &Tables,
    frame: &mut [u32],
    queue: &mut Vec<u32>,
    mut dirty: [u32; 3],
    snapshot: &mut Vec<u32>,
) -> bool {
    let n = t.n;
    let places = t.places..t.places + 3 * n * n;
    loop {
        snapshot.clear();
        snapshot.extend_from_slice(&frame[places.clone()]);
        let mut changed = false;
        for (word, &bits) in dirty.iter().enumerate() {
            let mut bits = bits;
            while bits != 0 {
                let h = 32 * word + bits.trailing_zeros() as usize;
                bits &= bits - 1;
                match filter_house(t, frame, queue, h) {
                    None => {
                        queue.clear();
                        return false;
                    }
                    Some(c) => changed |= c,
                }
            }
        }
        if !changed {
            return true;
        }
        if !t.settle(frame, queue) {
            return false;
        }
        dirty = changed_houses(n, &frame[places.clone()], snapshot);
    }
}

/// The houses (bit `h` of word `h / 32`) whose `n` place masks differ between `now` and
/// `before`.
fn changed_houses(n: usize, now: &[u32], before: &[u32]) -> [u32; 3] {
    let mut dirty = [0u32; 3];
    for (h, (a, b)) in now.chunks(n).zip(before.chunks(n)).enumerate() {
        if a != b {
            dirty[h / 32] |= 1 << (h % 32);
        }
    }
    dirty
}
