//! Knuth's sanity check of [`ExactCover`]: every invariant of the module documentation, on the
//! sets as the next search will find them ([`ExactCover::check_invariants`]) and, in the unit
//! tests, on the state of a search at every level, after each choice and each restore.

use super::{ExactCover, HEAD};

impl ExactCover {
    /// Checks every invariant of the sets (Knuth's sanity check) as the next search will find
    /// them: each item's header, its segment's nodes and their places, the list of items, and
    /// each option's nodes and spacer against the options given. Returns a description of the
    /// first broken one. Meant for tests; `O(items + options + nodes)`.
    pub fn check_invariants(&self) -> Result<(), String> {
        let mut copy;
        let built = if self.built {
            self
        } else {
            copy = self.clone();
            copy.build();
            &copy
        };
        built.check_list()?;
        built.check_segments()?;
        let mut offset = HEAD;
        for i in 0..built.items {
            if built.set[offset - 1] != built.len[i] {
                return Err(format!(
                    "item {} has {} active options of {}",
                    i,
                    built.set[offset - 1],
                    built.len[i]
                ));
            }
            offset += built.len[i] as usize + HEAD;
        }
        built.check_options()
    }

    /// `list` holds every item once, and each item's header its place there.
    fn check_list(&self) -> Result<(), String> {
        let set = &self.set;
        if self.list.len() != self.items {
            return Err(format!(
                "{} items listed of {}",
                self.list.len(),
                self.items
            ));
        }
        let mut seen = vec![false; self.items];
        for (k, &c) in self.list.iter().enumerate() {
            let c = c as usize;
            let i = set.get(c.wrapping_sub(3)).copied().unwrap_or(u32::MAX) as usize;
            if i >= self.items || seen[i] || set[c - 2] as usize != k {
                return Err(format!("the list of items is broken at place {}", k));
            }
            seen[i] = true;
        }
        Ok(())
    }

    /// Each item's segment, where the options give it: its number, a size no larger than its
    /// options, and every node of the item once, at the place its `loc` says.
    fn check_segments(&self) -> Result<(), String> {
        let (set, node) = (&self.set, &self.node);
        let mut offset = HEAD;
        for i in 0..self.items {
            let c = offset;
            let len = self.len[i] as usize;
            if set[c - 3] as usize != i || set[c - 1] as usize > len {
                return Err(format!("item {} has a broken header", i));
            }
            if (c < self.second) != (i < self.primary) {
                return Err(format!(
                    "item {} is on the wrong side of the secondary ones",
                    i
                ));
            }
            for (place, &x) in set.iter().enumerate().skip(c).take(len) {
                let x = x as usize;
                let n = node.get(x).copied().unwrap_or_default();
                if n.item as usize != c || n.loc as usize != place {
                    return Err(format!("item {}'s entry at {} is not its node", i, place));
                }
            }
            offset += len + HEAD;
        }
        Ok(())
    }

    /// The nodes and spacers hold the options as they were given.
    fn check_options(&self) -> Result<(), String> {
        let (set, node) = (&self.set, &self.node);
        let mut x = 1;
        let mut start = 0;
        for (k, &end) in self.option_end.iter().enumerate() {
            let items = &self.option_items[start..end as usize];
            for &i in items {
                let item = node[x].item;
                if item <= 0 || set[item as usize - 3] != i {
                    return Err(format!("option {} is broken at node {}", k, x));
                }
                x += 1;
            }
            let spacer = node.get(x).copied().unwrap_or_default();
            if spacer.item != -(items.len() as i32) || spacer.loc as usize != k {
                return Err(format!("the spacer after option {} is broken", k));
            }
            x += 1;
            start = end as usize;
        }
        if x != node.len() {
            return Err(format!("{} nodes for {} in the options", node.len(), x));
        }
        Ok(())
    }

    /// The items of option `o`.
    #[cfg(test)]
    fn items_of(&self, o: usize) -> &[u32] {
        let start = if o == 0 {
            0
        } else {
            self.option_end[o - 1] as usize
        };
        &self.option_items[start..self.option_end[o] as usize]
    }

    /// Fails the test, naming `levels` and `when`, if the search's state is not the one the
    /// choices on levels `0..levels` (and, after a restore, the covering of `branching` on
    /// level `levels`) determine, while [`crate::sanity::every_level`] is in force. The
    /// search calls it after every choice and every restore.
    #[cfg(test)]
    pub(super) fn check_at_level(
        &self,
        levels: usize,
        branching: Option<usize>,
        active: u32,
        memo: bool,
        when: &str,
    ) {
        if crate::sanity::on() {
            let state = self.check_search(levels, branching, active, memo);
            crate::sanity::verdict("exact cover", levels, when, state);
        }
    }

    /// The state of a search after the choices on levels `0..levels`, and after covering the
    /// item at offset `branching` on level `levels` if given, `active` items left:
    /// - the sets, the list and the options are well formed (as between searches, but for the
    ///   sizes);
    /// - the items covered are those of the options chosen and `branching`, each once, and
    ///   `list[..active]` holds exactly the others;
    /// - each uncovered item's active options are exactly its options that share no item with
    ///   the choices, and after a choice a primary one has one at least;
    /// - the item each level branched on still has as active the options it had when the
    ///   level began (those its choices try), the one chosen among them;
    /// - when counting, each level's memo key is the set of items covered above it.
    #[cfg(test)]
    fn check_search(
        &self,
        levels: usize,
        branching: Option<usize>,
        active: u32,
        memo: bool,
    ) -> Result<(), String> {
        self.check_list()?;
        self.check_segments()?;
        self.check_options()?;
        let item_at = |c: usize| self.set[c - 3] as usize;
        // `covered[i]`: the level whose choice covers item `i`, `levels` for `branching`.
        let mut covered = vec![usize::MAX; self.items];
        let cover = |i: usize, k: usize, covered: &mut Vec<usize>| {
            if covered[i] != usize::MAX {
                return Err(format!(
                    "item {} is covered on level {} and again on level {}",
                    i, covered[i], k
                ));
            }
            covered[i] = k;
            Ok(())
        };
        let clashes = |o: usize, covered: &[usize], below: usize| {
            self.items_of(o)
                .iter()
                .find(|&&i| covered[i as usize] < below)
                .map(|&i| i as usize)
        };
        for k in 0..levels {
            let x = self.choice[k] as usize;
            if x >= self.node.len() || self.node[x].item <= 0 {
                return Err(format!("level {}'s choice is not a node of an option", k));
            }
            let b = self.node[x].item as usize;
            let (start, size) = (b, self.set[b - 1] as usize);
            let loc = self.node[x].loc as usize;
            if !(start..start + size).contains(&loc) {
                return Err(format!(
                    "level {} chose an option its item {} no longer lists as active",
                    k,
                    item_at(b)
                ));
            }
            // The options item `b` had on level `k`: those clear of the choices above it.
            for (place, &y) in self.set[start..start + self.len[item_at(b)] as usize]
                .iter()
                .enumerate()
            {
                let o = self.option_of(y as usize);
                let clear = clashes(o, &covered, k).is_none();
                if clear != (place < size) {
                    return Err(format!(
                        "item {}, branched on at level {}, {} option {}",
                        item_at(b),
                        k,
                        if clear { "lost" } else { "tries" },
                        o
                    ));
                }
            }
            for &i in self.items_of(self.option_of(x)) {
                cover(i as usize, k, &mut covered)?;
            }
        }
        if let Some(b) = branching {
            cover(item_at(b), levels, &mut covered)?;
        }
        if active as usize > self.items {
            return Err(format!("{} items are active of {}", active, self.items));
        }
        for (place, &c) in self.list[..active as usize].iter().enumerate() {
            let i = item_at(c as usize);
            if covered[i] != usize::MAX {
                return Err(format!(
                    "item {}, covered on level {}, is still listed active at place {}",
                    i, covered[i], place
                ));
            }
        }
        let left = covered.iter().filter(|&&k| k == usize::MAX).count();
        if left != active as usize {
            return Err(format!(
                "{} items are active, but {} are uncovered",
                active, left
            ));
        }
        for &c in &self.list[..active as usize] {
            let (c, i) = (c as usize, item_at(c as usize));
            let size = self.set[c - 1] as usize;
            for (place, &y) in self.set[c..c + self.len[i] as usize].iter().enumerate() {
                let o = self.option_of(y as usize);
                match (clashes(o, &covered, usize::MAX), place < size) {
                    (Some(j), true) => {
                        return Err(format!(
                            "item {} has {} active options, among them option {}, which covers \
                             item {} again",
                            i, size, o, j
                        ))
                    }
                    (None, false) => {
                        return Err(format!(
                            "item {} has {} active options, without option {}, which clashes \
                             with no choice",
                            i, size, o
                        ))
                    }
                    _ => {}
                }
            }
            if size == 0 && i < self.primary && branching.is_none() {
                return Err(format!(
                    "primary item {} has no option left, yet the choice stands",
                    i
                ));
            }
        }
        if memo {
            for k in 0..=levels {
                let key = self.memo.key(k);
                for i in 0..self.items {
                    let set = key[i / 64] >> (i % 64) & 1 == 1;
                    if set != (covered[i] < k) {
                        return Err(format!(
                            "the memo's key of level {} {} item {}",
                            k,
                            if set { "holds" } else { "lacks" },
                            i
                        ));
                    }
                }
            }
        }
        Ok(())
    }
}
