//! The states of a count met at one step, with their numbers of ways: what the frontier and
//! the attack counts keep from one cell or row to the next.

use std::collections::HashMap;

use crate::count::Count;

/// A sum passed what the count's type holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Overflow;

/// Layers with keys of at most this many bits are kept in arrays, wider ones in hash maps.
pub(crate) const DENSE_BITS: u32 = 20;

/// The states met at one cell with their numbers of ways: an array indexed by the key when
/// keys are narrow, a hash map otherwise.
///
/// **Invariant:** in the array form, `touched` lists each key whose entry is not zero once.
pub(crate) struct Layer<C> {
    dense: Vec<Option<C>>,
    touched: Vec<u32>,
    sparse: HashMap<u128, C, Mixer>,
}

impl<C: Count> Layer<C> {
    pub(crate) fn new(key_bits: u32) -> Self {
        let dense = if key_bits <= DENSE_BITS {
            vec![None; 1 << key_bits]
        } else {
            Vec::new()
        };
        Layer {
            dense,
            touched: Vec::new(),
            sparse: HashMap::default(),
        }
    }

    pub(crate) fn add(&mut self, key: u128, ways: C) -> Result<(), Overflow> {
        if self.dense.is_empty() {
            let entry = self.sparse.entry(key).or_insert(C::ZERO);
            *entry = entry.add(ways).ok_or(Overflow)?;
        } else {
            match &mut self.dense[key as usize] {
                Some(entry) => *entry = entry.add(ways).ok_or(Overflow)?,
                slot => {
                    *slot = Some(ways);
                    self.touched.push(key as u32);
                }
            }
        }
        Ok(())
    }

    /// Hands every state to `visit` and empties the layer.
    pub(crate) fn drain(
        &mut self,
        mut visit: impl FnMut(u128, C) -> Result<(), Overflow>,
    ) -> Result<(), Overflow> {
        if self.dense.is_empty() {
            for (key, ways) in self.sparse.drain() {
                visit(key, ways)?;
            }
        } else {
            for key in self.touched.drain(..) {
                if let Some(ways) = self.dense[key as usize].take() {
                    visit(u128::from(key), ways)?;
                }
            }
        }
        Ok(())
    }
}

/// A fast hash for the layers' keys (multiply and fold), which an adversary does not choose.
#[derive(Clone, Copy, Default)]
struct Mixer;

impl std::hash::BuildHasher for Mixer {
    type Hasher = MixHasher;
    fn build_hasher(&self) -> MixHasher {
        MixHasher(0)
    }
}

struct MixHasher(u64);

impl std::hash::Hasher for MixHasher {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.write_u64(u64::from(b));
        }
    }
    fn write_u128(&mut self, word: u128) {
        self.write_u64(word as u64);
        self.write_u64((word >> 64) as u64);
    }
    fn write_u64(&mut self, word: u64) {
        let h = (self.0 ^ word).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        self.0 = h ^ h >> 29;
    }
}
