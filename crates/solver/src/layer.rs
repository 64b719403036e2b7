//! The states of a count met at one step, with their numbers of ways: what the frontier and
//! the attack counts keep from one cell or row to the next.

use crate::count::Count;

/// A sum passed what the count's type holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Overflow;

/// The lowest `n` bits of a word (all of them from 64 on): the masks of a key's fields.
pub(crate) fn low_bits(n: usize) -> u64 {
    if n >= 64 {
        u64::MAX
    } else {
        (1 << n) - 1
    }
}

/// Layers with keys of at most this many bits are kept in arrays indexed by the key.
pub(crate) const DENSE_BITS: u32 = 20;

/// The states met at one step with their numbers of ways: narrow keys index an array; wide
/// ones are collected as they come and sorted when the layer is read, the ways of equal keys
/// added then (sorting walks memory in order, where a hash table of millions of states would
/// miss the cache at every addition).
///
/// **Invariants:** in the array form, `slots[key]` holds `(1, ways)` for a state met, `(0, _)`
/// otherwise, and `filled` lists each key met once; in the collected form, `pending` holds the
/// additions not yet summed.
pub(crate) struct Layer<C> {
    dense: bool,
    slots: Vec<(u8, C)>,
    filled: Vec<u32>,
    pending: Vec<(u128, C)>,
}

impl<C: Count> Layer<C> {
    /// A layer for keys of `key_bits` bits.
    pub(crate) fn new(key_bits: u32) -> Self {
        let dense = key_bits <= DENSE_BITS;
        Layer {
            dense,
            slots: if dense {
                vec![(0, C::ZERO); 1 << key_bits]
            } else {
                Vec::new()
            },
            filled: Vec::new(),
            pending: Vec::new(),
        }
    }

    /// The number of additions held (of states, in the array form).
    pub(crate) fn len(&self) -> usize {
        self.filled.len() + self.pending.len()
    }

    /// Adds `ways` to the state `key`.
    pub(crate) fn add(&mut self, key: u128, ways: C) -> Result<(), Overflow> {
        if !self.dense {
            self.pending.push((key, ways));
            return Ok(());
        }
        let slot = &mut self.slots[key as usize];
        if slot.0 == 1 {
            slot.1 = slot.1.add(ways).ok_or(Overflow)?;
        } else {
            *slot = (1, ways);
            self.filled.push(key as u32);
        }
        Ok(())
    }

    /// Hands every state to `visit` once, with its ways summed, and empties the layer.
    pub(crate) fn drain<E: From<Overflow>>(
        &mut self,
        mut visit: impl FnMut(u128, C) -> Result<(), E>,
    ) -> Result<(), E> {
        let mut result = Ok(());
        if self.dense {
            for &key in &self.filled {
                let (_, ways) = std::mem::replace(&mut self.slots[key as usize], (0, C::ZERO));
                if result.is_ok() {
                    result = visit(u128::from(key), ways);
                }
            }
            self.filled.clear();
            return result;
        }
        let mut pending = std::mem::take(&mut self.pending);
        pending.sort_unstable_by_key(|&(key, _)| key);
        let mut i = 0;
        while i < pending.len() && result.is_ok() {
            let (key, mut ways) = pending[i];
            i += 1;
            while i < pending.len() && pending[i].0 == key {
                ways = ways.add(pending[i].1).ok_or(Overflow)?;
                i += 1;
            }
            result = visit(key, ways);
        }
        pending.clear();
        self.pending = pending;
        result
    }
}
