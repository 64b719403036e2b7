//! The memo of [`ExactCover::count_solutions`](super::ExactCover::count_solutions): the counts
//! of finished subproblems by the set of items they had left.

/// The counts of finished subproblems, keyed by the set of items covered (a bit per item),
/// in a table of slots that a later count overwrites: a cache, never wrong, since a slot is
/// trusted only when its generation and its whole key match.
#[derive(Clone, Debug, Default)]
pub(super) struct Memo {
    /// Words of a key: one bit per item.
    words: usize,
    /// The key of each level of the search, `words` each.
    keys: Vec<u64>,
    /// The count and the nodes when each level was entered.
    entry: Vec<(u64, u64)>,
    /// Slots of `words + 2`: the generation that wrote it, the count, the key.
    table: Vec<u64>,
    /// The number of slots, a power of two.
    slots: usize,
    /// The slots written by this count.
    stored: usize,
    /// Which count the slots with this generation belong to.
    generation: u64,
}

/// A subproblem is kept when its search tried at least this many options: below, looking it
/// up again costs about what searching it does.
const MEMO_MIN_NODES: u64 = 8;

/// The table grows while it is over half full, up to this many bytes.
const MEMO_BYTES: usize = 32 << 20;

impl Memo {
    /// Readies the memo for a count of a problem of `items` items and at most `depth` levels.
    pub(super) fn start(&mut self, items: usize, depth: usize) {
        let words = (items + 63) / 64;
        if words != self.words || self.table.is_empty() {
            self.words = words;
            self.slots = 1 << 10;
            self.table.clear();
            self.table.resize(self.slots * (words + 2), 0);
        }
        self.keys.clear();
        self.keys.resize(depth * words, 0);
        self.entry.clear();
        self.entry.resize(depth, (0, 0));
        self.generation += 1;
        self.stored = 0;
    }

    pub(super) fn key(&self, level: usize) -> &[u64] {
        &self.keys[level * self.words..(level + 1) * self.words]
    }

    fn slot(&self, key: &[u64]) -> usize {
        let mut h: u64 = 0x243F_6A88_85A3_08D3;
        for &w in key {
            h = (h ^ w).wrapping_mul(0x9E37_79B9_7F4A_7C15);
            h ^= h >> 32;
        }
        (h as usize) & (self.slots - 1)
    }

    /// The count of the subproblem at `level`, when it is known.
    pub(super) fn get(&self, level: usize) -> Option<u64> {
        let key = self.key(level);
        let stride = self.words + 2;
        let at = self.slot(key) * stride;
        let slot = &self.table[at..at + stride];
        if slot[0] == self.generation && slot[2..] == *key {
            Some(slot[1])
        } else {
            None
        }
    }

    pub(super) fn enter(&mut self, level: usize, count: u64, nodes: u64) {
        self.entry[level] = (count, nodes);
    }

    /// Level `level + 1` starts with the items covered on `level`.
    pub(super) fn descend(&mut self, level: usize) {
        let w = self.words;
        self.keys
            .copy_within(level * w..(level + 1) * w, (level + 1) * w);
    }

    pub(super) fn cover(&mut self, level: usize, item: u32) {
        self.keys[level * self.words + item as usize / 64] |= 1 << (item % 64);
    }

    /// The subproblem at `level` is finished with `count` solutions counted so far in all.
    pub(super) fn leave(&mut self, level: usize, count: u64, nodes: u64) {
        let (count0, nodes0) = self.entry[level];
        if nodes - nodes0 < MEMO_MIN_NODES {
            return;
        }
        let stride = self.words + 2;
        if self.stored * 2 >= self.slots && self.table.len() * 16 <= MEMO_BYTES {
            self.grow();
        }
        self.stored += 1;
        let at = self.slot(self.key(level)) * stride;
        self.table[at] = self.generation;
        self.table[at + 1] = count - count0;
        let key = level * self.words;
        self.table[at + 2..at + stride].copy_from_slice(&self.keys[key..key + self.words]);
    }

    /// Doubles the slots, keeping this count's entries.
    fn grow(&mut self) {
        let stride = self.words + 2;
        let old = std::mem::take(&mut self.table);
        self.slots *= 2;
        self.table.resize(self.slots * stride, 0);
        for slot in old.chunks_exact(stride) {
            if slot[0] == self.generation {
                let at = self.slot(&slot[2..]) * stride;
                self.table[at..at + stride].copy_from_slice(slot);
            }
        }
    }
}
