//! Random Latin squares, by Jacobson and Matthews' Markov chain on the incidence cube.

use super::{check_order, Error, NONE};
use crate::rng::SplitMix64;

/// A random Latin square of order `n`, row-major: a random isotope of the cyclic square (rows,
/// columns and symbols permuted at random), then `moves` moves of Jacobson and Matthews'
/// Markov chain (1996), whose stationary distribution is uniform over the Latin squares of
/// order `n`. A move goes from a square through improper ones (one cell holding two symbols
/// and "minus" a third) back to a square: about `n` steps (425 on average at `n = 500`,
/// measured), each changing 8 entries of the incidence cube. How many moves bring the square
/// close to uniform is not known; `n` moves change every cell several times over.
///
/// # Errors
/// When `n` exceeds [`MAX_ORDER`](super::MAX_ORDER).
///
/// # Complexity
/// `O(n² + moves · n)` expected time (the length of a move as measured, not proven), `O(n²)`
/// memory.
///
/// # Example
/// ```
/// use solver::latin::{random_square, Block};
/// use solver::rng::SplitMix64;
///
/// let square = random_square(6, 100, &mut SplitMix64::new(1)).unwrap();
/// // A whole square is a block that completes to itself.
/// let block = Block::new(6, 6, 6, square.clone()).unwrap();
/// assert_eq!(block.complete(), Some(square));
/// ```
pub fn random_square(n: usize, moves: u64, rng: &mut SplitMix64) -> Result<Vec<u32>, Error> {
    check_order(n)?;
    let mut perms = vec![(0..n as u32).collect::<Vec<u32>>(); 3];
    for p in &mut perms {
        rng.shuffle(p);
    }
    let mut cube = Cube::new(n, |r, c| {
        perms[2][(perms[0][r] as usize + perms[1][c] as usize) % n]
    });
    if n >= 2 {
        for _ in 0..moves {
            cube.proper_move(rng);
        }
    }
    Ok(cube.main[RC].clone())
}

/// The line families of a [`Cube`]: a line fixes two coordinates, its entries run along the
/// third.
const RC: usize = 0;
const RS: usize = 1;
const CS: usize = 2;

/// A nonzero entry of a [`Cube`] line other than the line's `main` one.
#[derive(Clone, Copy, Debug)]
struct Extra {
    family: usize,
    line: usize,
    at: u32,
    value: i8,
}

/// The incidence cube of a Latin square of order `n`, proper or improper, for Jacobson and
/// Matthews' chain: entry `(r, c, s)` is 1 when cell `(r, c)` holds `s`.
///
/// # Invariants
/// - every line sums to 1 and every entry is 0 or 1, except at most one entry −1 (the cube is
///   then *improper*, and the three lines through it hold two 1s each);
/// - `main[f][line]` is the coordinate of a 1 in the line (line `r·n + c` of family `RC` runs
///   along symbols, `r·n + s` of `RS` along columns, `c·n + s` of `CS` along rows), or `NONE`
///   only in the middle of a move;
/// - `extra` holds every other nonzero entry: none when proper, six when improper.
struct Cube {
    n: usize,
    main: [Vec<u32>; 3],
    extra: Vec<Extra>,
}

impl Cube {
    /// The proper cube of the square whose cell `(r, c)` holds `symbol(r, c)`.
    fn new<F: Fn(usize, usize) -> u32>(n: usize, symbol: F) -> Self {
        let mut main = [vec![NONE; n * n], vec![NONE; n * n], vec![NONE; n * n]];
        for r in 0..n {
            for c in 0..n {
                let s = symbol(r, c) as usize;
                main[RC][r * n + c] = s as u32;
                main[RS][r * n + s] = c as u32;
                main[CS][c * n + s] = r as u32;
            }
        }
        Cube {
            n,
            main,
            extra: Vec::new(),
        }
    }

    /// Adds `delta` (±1) to entry `at` of a line, keeping the invariants.
    fn line_add(&mut self, family: usize, line: usize, at: u32, delta: i8) {
        let found = self
            .extra
            .iter()
            .position(|x| x.family == family && x.line == line && x.at == at);
        if let Some(i) = found {
            // An entry of ±1 goes to 0 (a move never makes a 2 or a −2).
            self.extra.swap_remove(i);
        } else if self.main[family][line] == at {
            // The main 1 goes; another 1 of the line, if any, takes its place.
            self.main[family][line] = NONE;
            let other = self
                .extra
                .iter()
                .position(|x| x.family == family && x.line == line && x.value > 0);
            if let Some(i) = other {
                self.main[family][line] = self.extra.swap_remove(i).at;
            }
        } else if delta > 0 && self.main[family][line] == NONE {
            self.main[family][line] = at;
        } else {
            self.extra.push(Extra {
                family,
                line,
                at,
                value: delta,
            });
        }
    }

    fn add(&mut self, r: usize, c: usize, s: usize, delta: i8) {
        let n = self.n;
        self.line_add(RC, r * n + c, s as u32, delta);
        self.line_add(RS, r * n + s, c as u32, delta);
        self.line_add(CS, c * n + s, r as u32, delta);
    }

    /// One of the 1s of a line through the −1 of an improper cube, at random.
    fn either_one(&self, family: usize, line: usize, rng: &mut SplitMix64) -> usize {
        let other = self
            .extra
            .iter()
            .find(|x| x.family == family && x.line == line && x.value > 0)
            .map_or(self.main[family][line], |x| x.at);
        if rng.below(2) == 0 {
            self.main[family][line] as usize
        } else {
            other as usize
        }
    }

    /// One move from a proper cube to a proper cube: from a random 0 entry, steps through
    /// improper cubes until a step lands on a proper one. Needs `n >= 2`.
    fn proper_move(&mut self, rng: &mut SplitMix64) {
        let n = self.n;
        let r = rng.below(n as u64) as usize;
        let c = rng.below(n as u64) as usize;
        let held = self.main[RC][r * n + c] as usize;
        let mut s = rng.below(n as u64 - 1) as usize;
        if s >= held {
            s += 1;
        }
        let (mut r, mut c, mut s, mut proper) = (r, c, s, true);
        loop {
            let (s1, c1, r1) = if proper {
                (
                    self.main[RC][r * n + c] as usize,
                    self.main[RS][r * n + s] as usize,
                    self.main[CS][c * n + s] as usize,
                )
            } else {
                (
                    self.either_one(RC, r * n + c, rng),
                    self.either_one(RS, r * n + s, rng),
                    self.either_one(CS, c * n + s, rng),
                )
            };
            self.add(r, c, s, 1);
            self.add(r, c, s1, -1);
            self.add(r, c1, s, -1);
            self.add(r1, c, s, -1);
            self.add(r, c1, s1, 1);
            self.add(r1, c, s1, 1);
            self.add(r1, c1, s, 1);
            self.add(r1, c1, s1, -1);
            match self.extra.iter().find(|x| x.family == RC && x.value < 0) {
                Some(x) => {
                    r = x.line / n;
                    c = x.line % n;
                    s = x.at as usize;
                    proper = false;
                }
                None => return,
            }
        }
    }
}
