//! Numbers that counts are kept in: exact (`u128`, an overflow reported) or modulo a prime
//! ([`Mod`]), through one trait, so that a counter is written once for both.
//!
//! ```
//! use solver::count::{Count, Mod};
//!
//! type P = Mod<1_000_000_007>;
//! assert_eq!(P::new(1_000_000_006).add(P::new(5)), Some(P::new(4)));
//! assert_eq!(u128::MAX.add(1), None);
//! ```

/// A number a counter adds and multiplies: `u128` (exact: `None` when the sum or product passes
/// `u128::MAX`) or [`Mod`] (never `None`).
pub trait Count: Copy + PartialEq + std::fmt::Debug + std::fmt::Display {
    /// No way.
    const ZERO: Self;
    /// One way.
    const ONE: Self;
    /// `self + other`, or `None` when it does not fit. `O(1)`.
    fn add(self, other: Self) -> Option<Self>;
    /// `self · other`, or `None` when it does not fit. `O(1)`.
    fn mul(self, other: Self) -> Option<Self>;
}

impl Count for u128 {
    const ZERO: Self = 0;
    const ONE: Self = 1;
    fn add(self, other: Self) -> Option<Self> {
        self.checked_add(other)
    }
    fn mul(self, other: Self) -> Option<Self> {
        self.checked_mul(other)
    }
}

/// A residue modulo `P` (`2 ≤ P < 2⁶³`; a prime for the counts judges ask, though nothing here
/// divides): the value in `0..P`.
///
/// **Invariant:** `self.0 < P`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct Mod<const P: u64>(u64);

impl<const P: u64> Mod<P> {
    /// `value mod P`.
    pub const fn new(value: u64) -> Self {
        Mod(value % P)
    }

    /// The residue, in `0..P`.
    pub const fn value(self) -> u64 {
        self.0
    }
}

impl<const P: u64> Count for Mod<P> {
    const ZERO: Self = Mod(0);
    const ONE: Self = Mod(1 % P);
    fn add(self, other: Self) -> Option<Self> {
        let sum = self.0 + other.0;
        Some(Mod(if sum >= P { sum - P } else { sum }))
    }
    fn mul(self, other: Self) -> Option<Self> {
        Some(Mod(
            (u128::from(self.0) * u128::from(other.0) % u128::from(P)) as u64,
        ))
    }
}

impl<const P: u64> std::fmt::Display for Mod<P> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}", self.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn residues_wrap_and_exact_counts_report_overflow() {
        type Small = Mod<7>;
        assert_eq!(Small::new(5).add(Small::new(4)), Some(Small::new(2)));
        assert_eq!(Small::new(5).mul(Small::new(4)), Some(Small::new(6)));
        assert_eq!(Small::ONE.value(), 1);
        assert_eq!(Mod::<1>::ONE.value(), 0);
        type Big = Mod<{ (1 << 62) + 135 }>;
        let big = Big::new((1 << 62) + 134);
        assert_eq!(big.mul(big), Some(Big::new(1)));
        assert_eq!((1u128 << 127).add(1 << 127), None);
        assert_eq!((1u128 << 64).mul(1 << 63), Some(1 << 127));
        assert_eq!((1u128 << 64).mul(1 << 64), None);
    }
}
