//! Counting a table whose givens lie in one band, but for at most one in each other band, by
//! the structure of the two bands that are (nearly) empty.
//!
//! As in the band join (the `count` module), a band's filling matters to the other bands only
//! through its *column state*: which column of each stack every digit takes. When two bands
//! are empty, the number of ways to complete them below a given first band depends on much
//! less than the state itself:
//! - relabelling the digits maps completions to completions, so it depends only on the
//!   state's **tensor**: for each of the 27 triples `(a, b, c)`, how many digits take column
//!   `a` of stack 0, `b` of stack 1 and `c` of stack 2 (a state and its relabellings are
//!   exactly the states of one tensor);
//! - permuting the columns inside each stack, and the stacks, maps completions to completions
//!   too (the two empty bands have no givens to move), so it depends only on the tensor's
//!   **class** under those 6³·6 = 1,296 symmetries. The column states of all bands fall into
//!   44 classes (Felgenhauer and Jarvis found 44 classes of first bands, under a larger group).
//!
//! The count of a table whose givens lie in band `b` is therefore the sum, over the fillings
//! of band `b` that keep its givens, of `W(class of the filling's state)`, where `W` is the
//! number of ways to fill two empty bands below a state of that class. `W` itself is a join:
//! the second band takes, in each stack, one of the 56 parts that fit the first band's part,
//! which leaves one part to the third, and `W(X)` is the sum over those 56³ choices of
//! `n(Y)·n(Z)`, `n` being the number of fillings of an empty band with a given column state
//! — a count that depends on the class alone, computed once per class by placing each digit's
//! three rows. For a choice of the first two stacks, a band's `n` over the last stack's 56
//! parts depends only on its digits' columns there and the first band's last part, up to
//! relabelling: that row of 56 counts is kept by a canonical order of the digits ([`Upper`]),
//! and the last stack's sum is a dot product of two rows, the third band's read through the
//! relabelling between the two orders ([`CanonicalLastStack`]). Permuting the columns of the
//! band's first two stacks, or swapping those stacks, keeps `n` too: a row found by looking
//! `n` up serves its 72 images at once, each reading it through the re-sorting of its order.
//! The empty table's joins look 364 rows up for their 22,620 uppers. Tensors and uppers are
//! numbered without a hash ([`Tensors`]: an upper's codes, grouped, are a tensor too). The
//! first band's own symmetries (those that keep its last stack last) map choices of the first
//! two stacks onto choices of the same sum: a join visits one choice of each orbit
//! ([`pair_orbits`]), 27,740 on the empty table instead of 68,992. Classes, their `n` and
//! their `W` are kept across tables: the empty table costs 44 joins, a later table only the
//! enumeration of its band.
//!
//! A given in another band keeps a third of its band's row orders. In a stack the band gives
//! nothing in, it costs no more: by the stack's symmetry it keeps half of the column choices
//! its digit has, and the band's fillings that put its digit in its column are left out. In
//! a stack the band uses, its column is looked up in `W` split by digit, stack and column (see
//! [`Shape`]); two such givens, one in each other band, in `W` split by both (in one stack
//! or two; two givens in one stack are looked up even where the band gives nothing). With two
//! givens looked up, a filling is counted once, by the sets of the class's digits each given
//! may be (its own, or the free digits' when the band leaves its digit free), and the parts
//! are summed over those sets once per count.
//!
//! The band's fillings are enumerated up to the symmetries that keep its givens and every
//! `W`: the digits no given uses are interchangeable (only the fillings where they first
//! appear in increasing order are visited, each standing for `k!` fillings), and the columns
//! of a stack the band gives nothing in may be permuted (only those whose first row increases there
//! are visited, each for 3! fillings; 2! when a given outside fixes one column). The box with the
//! most givens is filled first; as it holds every digit, the first appearances all lie in it, and
//! permuting another stack's columns never moves them: each class of fillings is visited exactly
//! once. The empty band is visited 72,576 times for its 9!·56·6⁶ fillings; when the table has
//! no givens at all, its rows, its first box's columns and its other two boxes are
//! interchangeable too, and it is visited 5,184 times ([`Fill::row_set_orbits`]).
//!
//! **Invariants.** `class` holds, by tensor number, the index in `classes` of the tensor's
//! class for every tensor of every class created so far (all 1,296 images are entered when a
//! class is created, so a tensor unseen in `class` is of a new class); `classes[i].fillings`
//! is `n` of the class, `classes[i].completions` and `classes[i].columns`, once computed, its
//! `W` and `W`'s parts; `uppers`, by the number of an upper's codes, holds its row in
//! `upper_fillings` and the order to read it in.

use std::collections::hash_map::HashMap;

use crate::sudoku9::count::{Hashing, OverBudget, Parts, FITTING, PARTS};
use crate::sudoku9::tables::PERMUTATIONS;
use crate::sudoku9::tensors::{triple_rank, Tensors, TENSORS};

/// A column state: `columns[s][d]` is the column (0–2) of digit `d` in stack `s`.
type Columns = [[u8; 9]; 3];

/// The orders of three things (stacks, a stack's columns, a band's rows).
const ORDERS: [[u32; 3]; 6] = PERMUTATIONS;

/// `INVERSE_ORDER[o]`: the index in [`ORDERS`] of the inverse of order `o`.
const INVERSE_ORDER: [usize; 6] = [0, 1, 2, 4, 3, 5];

/// The tensor of a column state (see the module documentation): the count of triple
/// `(a, b, c)` in two bits at bit `2·(9a + 3b + c)`. No triple holds more than three digits
/// (a column of a stack holds three), so the counts never carry into each other. The
/// enumeration builds its tensors the same way, a box at a time.
#[cfg(test)]
fn tensor(columns: &Columns) -> u64 {
    (0..9).fold(0, |t, d| {
        let cell = 9 * columns[0][d] + 3 * columns[1][d] + columns[2][d];
        t + (1 << (2 * u32::from(cell)))
    })
}

/// A column state of tensor `t`: the digits take its triples in increasing order.
fn state_of(t: u64) -> Columns {
    let mut columns = [[0; 9]; 3];
    let mut d = 0;
    for cell in 0..27u8 {
        for _ in 0..(t >> (2 * cell) & 3) {
            columns[0][d] = cell / 9;
            columns[1][d] = cell / 3 % 3;
            columns[2][d] = cell % 3;
            d += 1;
        }
    }
    debug_assert_eq!(d, 9, "a tensor counts nine digits");
    columns
}

/// The 1,296 images of tensor `t` under the orders of the stacks and of each stack's columns.
fn images(t: u64) -> Vec<u64> {
    // The triples that hold digits (at most nine), with their counts.
    let (mut held, mut len) = ([([0usize; 3], 0u64); 9], 0);
    for cell in 0..27 {
        let count = t >> (2 * cell) & 3;
        if count != 0 {
            held[len] = ([cell / 9, cell / 3 % 3, cell % 3], count);
            len += 1;
        }
    }
    let held = &held[..len];
    let mut out = Vec::with_capacity(1296);
    for axes in ORDERS.iter() {
        for a in ORDERS.iter() {
            for b in ORDERS.iter() {
                for c in ORDERS.iter() {
                    let image = held.iter().fold(0, |image, &(old, count)| {
                        let at = |k: usize| old[axes[k] as usize];
                        let new = [a[at(0)], b[at(1)], c[at(2)]];
                        image | count << (2 * (9 * new[0] + 3 * new[1] + new[2]))
                    });
                    out.push(image);
                }
            }
        }
    }
    out
}

/// The fillings of an empty band whose column state is `columns`: each digit takes one row in
/// each box, the three rows different, and no two digits share a box's cell.
///
/// # Complexity
/// At most 6⁹ placements; a few thousand in practice.
fn band_fillings(columns: &Columns) -> u64 {
    fn place(d: usize, columns: &Columns, taken: [u16; 3]) -> u64 {
        if d == 9 {
            return 1;
        }
        let mut total = 0;
        'rows: for rows in ORDERS.iter() {
            let mut next = taken;
            for s in 0..3 {
                let cell = 1 << (3 * rows[s] + u32::from(columns[s][d]));
                if next[s] & cell != 0 {
                    continue 'rows;
                }
                next[s] |= cell;
            }
            total += place(d + 1, columns, next);
        }
        total
    }
    place(0, columns, [0; 3])
}

/// The digits of state `columns` at each triple of columns `9a + 3b + c`, in increasing
/// order, and how many there are.
fn digits_by_triple(columns: &Columns) -> ([[u8; 3]; 27], [usize; 27]) {
    let (mut at, mut count) = ([[0u8; 3]; 27], [0usize; 27]);
    let triples = columns[0].iter().zip(&columns[1]).zip(&columns[2]);
    for (d, ((&a, &b), &c)) in triples.enumerate() {
        let k = usize::from(9 * a + 3 * b + c);
        at[k][count[k]] = d as u8;
        count[k] += 1;
    }
    (at, count)
}

/// The number in `parts` of a stack's part `columns` (`columns[d]`: digit `d`'s column).
fn part_number(parts: &Parts, columns: &[u8; 9]) -> usize {
    let code = (0..9).fold(0, |code, d| code | usize::from(columns[d]) << (2 * d));
    usize::from(parts.index[code])
}

/// The parts that fit a stack's part `columns` (`columns[d]`: digit `d`'s column), as pairs of
/// the second band's and the third's, each by digit.
fn fitting_columns(parts: &mut Parts, columns: &[u8; 9]) -> Vec<([u8; 9], [u8; 9])> {
    let fitting = *parts.fitting(part_number(parts, columns));
    let column = |p: u16, d: usize| (parts.codes[usize::from(p)] >> (2 * d) & 3) as u8;
    fitting
        .iter()
        .map(|&(q, r)| {
            let mut pair = ([0; 9], [0; 9]);
            for d in 0..9 {
                pair.0[d] = column(q, d);
                pair.1[d] = column(r, d);
            }
            pair
        })
        .collect()
}

/// The orbits of the 56 × 56 choices of the second band's parts in the first two stacks
/// (`56a + b`: part `a` of [`fitting_columns`]`(first[0])`, `b` of `first[1]`'s) under the
/// symmetries of the first band's state `first` that keep its last stack last — an order of
/// the first two stacks, of each stack's columns, and a relabelling of the digits, that
/// together map `first` onto itself — and the swap of the second and third bands. Every such
/// symmetry maps a choice onto one with the same last-stack sum (it maps the last stack's
/// parts onto each other, and keeps `n`). For each choice: its orbit's size if it is the first
/// of its orbit, else 0; `None` when the state has more than 128 symmetries (enumerating them
/// would cost more than the sums they save).
///
/// # Complexity
/// 432 orders of stacks and columns tried, each found symmetry mapping the 112 parts;
/// 3,136 choices marked.
fn pair_orbits(
    first: &Columns,
    fits: &[Vec<([u8; 9], [u8; 9])>],
    parts: &Parts,
) -> Option<Vec<u32>> {
    const MOST: usize = 128;
    // `local[part][s]`: the index in `fits[s]` of a part of the second band, by its number.
    let mut local = vec![[u8::MAX; 2]; parts.codes.len()];
    for (s, fit) in fits.iter().take(2).enumerate() {
        for (x, (q, _)) in fit.iter().enumerate() {
            local[part_number(parts, q)][s] = x as u8;
        }
    }
    let (at, count) = digits_by_triple(first);
    let mut maps: Vec<(bool, [u8; 56], [u8; 56])> = Vec::new();
    for &swap in &[false, true] {
        let from = if swap { [1, 0] } else { [0, 1] };
        for pa in ORDERS.iter() {
            for pb in ORDERS.iter() {
                for pc in ORDERS.iter() {
                    let orders = [pa, pb];
                    let mut image = [[0u8; 9]; 3];
                    for d in 0..9 {
                        image[0][d] = pa[usize::from(first[from[0]][d])] as u8;
                        image[1][d] = pb[usize::from(first[from[1]][d])] as u8;
                        image[2][d] = pc[usize::from(first[2][d])] as u8;
                    }
                    let (image_at, image_count) = digits_by_triple(&image);
                    if image_count != count {
                        continue;
                    }
                    // Every relabelling that takes each digit of the image to one of `first`'s
                    // in the same cell.
                    let mut relabellings = vec![[0u8; 9]];
                    for k in (0..27).filter(|&k| count[k] != 0) {
                        let mut next = Vec::new();
                        for pi in &relabellings {
                            let n = count[k];
                            for order in
                                ORDERS.iter().filter(|o| (n..3).all(|j| o[j] as usize == j))
                            {
                                let mut pi = *pi;
                                for j in 0..n {
                                    pi[usize::from(image_at[k][j])] = at[k][order[j] as usize];
                                }
                                next.push(pi);
                            }
                        }
                        relabellings = next;
                    }
                    if maps.len() + relabellings.len() > MOST {
                        return None;
                    }
                    for pi in relabellings {
                        let mut m = [[0u8; 56]; 2];
                        for (t, m) in m.iter_mut().enumerate() {
                            for (x, (source, _)) in fits[from[t]].iter().enumerate() {
                                let mut moved = [0u8; 9];
                                for d in 0..9 {
                                    moved[usize::from(pi[d])] =
                                        orders[t][usize::from(source[d])] as u8;
                                }
                                m[x] = local[part_number(parts, &moved)][t];
                                debug_assert!(m[x] != u8::MAX, "a symmetry maps fits to fits");
                            }
                        }
                        maps.push((swap, m[0], m[1]));
                    }
                }
            }
        }
    }
    let swapped = |s: usize, x: usize| local[part_number(parts, &fits[s][x].1)][s];
    let mut sizes = vec![0u32; 56 * 56];
    let mut seen = vec![false; 56 * 56];
    for a in 0..56 {
        for b in 0..56 {
            if seen[56 * a + b] {
                continue;
            }
            let mut size = 0;
            for &(a0, b0) in &[
                (a, b),
                (usize::from(swapped(0, a)), usize::from(swapped(1, b))),
            ] {
                for (swap, m0, m1) in &maps {
                    let (x, y) = if *swap {
                        (m0[b0], m1[a0])
                    } else {
                        (m0[a0], m1[b0])
                    };
                    let at = 56 * usize::from(x) + usize::from(y);
                    if !seen[at] {
                        seen[at] = true;
                        size += 1;
                    }
                }
            }
            sizes[56 * a + b] = size;
        }
    }
    Some(sizes)
}

/// The first two stacks of the second or third band in a join, below a first band whose last
/// stack's part is `f`. Each digit has a *code*, `3a + b` for its columns `a`, `b` in the two
/// stacks; the canonical order takes the digits of `f`'s column 0, then 1, then 2, each three
/// by increasing code (then digit). The band's `n` over the last stack's parts depends only on
/// the codes in that order (relabelling the digits keeps `n`), so it is kept by them.
///
/// **Invariants**: `order[p]` is the digit at canonical position `p`, `position` its inverse;
/// `f[order[p]] == p / 3`; `row` indexes a row of `n` shared by the uppers of one orbit under
/// the band's column orders, and its part `moved[read][k]` is `n` of this upper's part `k`.
#[derive(Clone, Copy, Debug)]
struct Upper {
    row: u32,
    /// The row is read through [`CanonicalLastStack::moved`]`[read]`.
    read: usize,
    order: [u8; 9],
    position: [u8; 9],
}

/// The last stack of a join in canonical positions ([`Upper`]), where the first band's part
/// is always 000 111 222.
///
/// **Invariants**: `parts[k][p]` is the column of position `p` in the `k`-th of the 56 parts
/// that fit 000 111 222; `mates[s][k]` is the index of the third band's part when the second
/// takes part `k` and the third band's positions are mapped onto the second's by `s`, the
/// relabelling that orders each column's three positions by [`ORDERS`]`[s / 36]`,
/// `[s / 6 % 6]` and `[s % 6]`.
#[derive(Clone, Debug)]
struct CanonicalLastStack {
    parts: Vec<[u8; 9]>,
    mates: Vec<[u8; FITTING]>,
    /// `moved[s][k]`: the index of part `k` read through `s` (as `mates`, without the third
    /// band's complement).
    moved: Vec<[u8; FITTING]>,
    /// The 72 maps of codes that permute the columns of the first stack, of the second, and
    /// swap the two stacks: a band's `n` does not change under any.
    code_maps: Vec<[u8; 9]>,
    /// `order_index[3a + b]`: the index in [`ORDERS`] of the order beginning `a`, `b`.
    order_index: [u8; 9],
}

impl CanonicalLastStack {
    /// # Complexity
    /// 216 · 56 parts mapped, each found by binary search.
    fn new(parts: &mut Parts) -> Self {
        let standard = [0, 0, 0, 1, 1, 1, 2, 2, 2];
        let own: Vec<[u8; 9]> = fitting_columns(parts, &standard)
            .into_iter()
            .map(|(second, _)| second)
            .collect();
        let mut sorted: Vec<([u8; 9], u8)> =
            own.iter().enumerate().map(|(k, &q)| (q, k as u8)).collect();
        sorted.sort_unstable();
        let index = |part: &[u8; 9]| {
            let at = sorted.binary_search_by(|(q, _)| q.cmp(part));
            sorted[at.expect("a part that fits")].1
        };
        let (mut mates, mut moved) = (Vec::with_capacity(216), Vec::with_capacity(216));
        for s in 0..216 {
            let orders = [ORDERS[s / 36], ORDERS[s / 6 % 6], ORDERS[s % 6]];
            let (mut mate_row, mut moved_row) = ([0u8; FITTING], [0u8; FITTING]);
            for (k, q) in own.iter().enumerate() {
                let (mut third, mut read) = ([0u8; 9], [0u8; 9]);
                for p in 0..9 {
                    let g = p / 3;
                    read[p] = q[3 * g + orders[g][p % 3] as usize];
                    third[p] = 3 - standard[p] - read[p];
                }
                mate_row[k] = index(&third);
                moved_row[k] = index(&read);
            }
            mates.push(mate_row);
            moved.push(moved_row);
        }
        let mut order_index = [0u8; 9];
        for (k, order) in ORDERS.iter().enumerate() {
            order_index[(3 * order[0] + order[1]) as usize] = k as u8;
        }
        let mut code_maps = Vec::with_capacity(72);
        for &swap in &[false, true] {
            for a in ORDERS.iter() {
                for b in ORDERS.iter() {
                    let mut map = [0u8; 9];
                    for (code, m) in map.iter_mut().enumerate() {
                        let (x, y) = (a[code / 3] as u8, b[code % 3] as u8);
                        *m = if swap { 3 * y + x } else { 3 * x + y };
                    }
                    code_maps.push(map);
                }
            }
        }
        CanonicalLastStack {
            parts: own,
            mates,
            moved,
            order_index,
            code_maps,
        }
    }

    /// The row of `mates` that pairs the rows of second band `y` and third band `z` as they
    /// are kept: part `j` of `y`'s row with part `mates[s][j]` of `z`'s. In canonical
    /// positions, `z`'s are mapped onto `y`'s by the relabelling `t` that orders each group's
    /// three by where `y` has their digits; the rows are read through `y.read` and `z.read`;
    /// as reading through `a` and then `b` is reading through `a` after `b`, and taking the
    /// third band's part commutes with every reading, the pairing reads through
    /// `y.read⁻¹ ∘ t ∘ z.read`, group by group.
    fn mates(&self, y: &Upper, z: &Upper) -> &[u8; FITTING] {
        let order_of = |s: usize, g: usize| [s / 36, s / 6 % 6, s % 6][g];
        let compose = |p: &[u32; 3], q: &[u32; 3]| {
            let at = |x: u32| p[q[x as usize] as usize] as usize;
            self.order_index[3 * at(0) + at(1)]
        };
        let mut s = 0;
        for g in 0..3 {
            let at = |i: usize| y.position[usize::from(z.order[3 * g + i])] - 3 * g as u8;
            let t = ORDERS[usize::from(self.order_index[usize::from(3 * at(0) + at(1))])];
            let y_unread = ORDERS[INVERSE_ORDER[order_of(y.read, g)]];
            let t_after = ORDERS[usize::from(compose(&t, &ORDERS[order_of(z.read, g)]))];
            s = 6 * s + usize::from(compose(&y_unread, &t_after));
        }
        &self.mates[s]
    }

    /// The row of `moved` that undoes `y.read`: part `j` of `y`'s row as kept is part
    /// `unread(y)[j]` in `y`'s own canonical positions.
    fn unread(&self, y: &Upper) -> &[u8; FITTING] {
        let s = [y.read / 36, y.read / 6 % 6, y.read % 6]
            .iter()
            .fold(0, |s, &o| 6 * s + INVERSE_ORDER[o]);
        &self.moved[s]
    }
}

/// How a join splits `W` ([`EmptyBands::completions`]): not at all, by where the second
/// band puts one digit, or by where each of the two bands puts one digit.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Breakdown {
    Whole,
    ByColumn,
    ByPair,
}

/// The parts of a `W` split [`Breakdown::ByColumn`]: digit, stack and column, `9d + 3s + c`.
const COLUMN_PARTS: usize = 81;

/// The parts of a `W` split [`Breakdown::ByPair`]: a column part of each band, `81p + q`.
const PAIR_PARTS: usize = COLUMN_PARTS * COLUMN_PARTS;

/// Where [`images`]`[image]` of a class's first tensor takes its stacks and columns back to
/// the first state's: stack `k` of the image is `stacks[k]`, and its column `c` there is
/// `columns[k][c]` (`images` goes through the stack orders, then each stack's column order).
struct ImageMap {
    stacks: [u32; 3],
    columns: [[u32; 3]; 3],
}

impl ImageMap {
    /// The triple of the first state's columns, `9a + 3b + c`, that columns `x` of the image
    /// are.
    fn triple(&self, x: [u32; 3]) -> usize {
        let mut y = [0usize; 3];
        for (k, &xk) in x.iter().enumerate() {
            y[self.stacks[k] as usize] = self.columns[k][xk as usize] as usize;
        }
        9 * y[0] + 3 * y[1] + y[2]
    }

    /// The part of the first state's digit `d` in the column of the first state that column
    /// `column` of stack `k` of the image is.
    fn part(&self, d: usize, k: usize, column: u8) -> u8 {
        let column = self.columns[k][usize::from(column)] as usize;
        (9 * d + 3 * self.stacks[k] as usize + column) as u8
    }

    fn new(image: usize) -> Self {
        let orders = [image / 216, image / 36 % 6, image / 6 % 6, image % 6];
        let undo = |k: usize| ORDERS[INVERSE_ORDER[orders[1 + k]]];
        ImageMap {
            stacks: ORDERS[orders[0]],
            columns: [undo(0), undo(1), undo(2)],
        }
    }
}

/// One class of column states (see the module invariants).
#[derive(Clone, Debug)]
struct Class {
    tensor: u64,
    /// The digits of the class's first state at each triple of columns `9a + 3b + c`, in
    /// increasing order (as many as the tensor counts there).
    digits_at: [[u8; 3]; 27],
    fillings: u64,
    completions: Option<u128>,
    columns: Option<Vec<u128>>,
    pairs: Option<Vec<u128>>,
}

/// The classes of column states met so far, with their `n` and `W`.
#[derive(Clone, Debug, Default)]
pub(super) struct EmptyBands {
    /// Made with the first class: a counter that never meets the structure never needs it.
    tensors: Option<Tensors>,
    /// `class[number of t]`: the index of tensor `t`'s class and which of [`images`] of the
    /// class's first tensor `t` is, as `index << 16 | image`; [`UNSEEN`] for a tensor of no
    /// class met yet.
    class: Vec<u32>,
    classes: Vec<Class>,
    last: Option<CanonicalLastStack>,
    /// `uppers[number]`: the upper of that number ([`Upper`]) as `row << 8 | read`, its row
    /// in `upper_fillings` read through [`CanonicalLastStack::moved`]`[read]`; [`UNSEEN`] for
    /// an upper not met yet.
    uppers: Vec<u32>,
    /// For each upper met, `n` of the band it makes with each of [`CanonicalLastStack::parts`].
    upper_fillings: Vec<[u16; FITTING]>,
}

/// A tensor or upper not met yet, in [`EmptyBands`].
const UNSEEN: u32 = u32::MAX;

/// The number of tensor `t` (two bits a triple `9a + 3b + c`) by [`Tensors`], its slices
/// taken by `a`.
fn tensor_number(tensors: &Tensors, t: u64) -> usize {
    let mut ranks = [0usize; 3];
    for (a, rank) in ranks.iter_mut().enumerate() {
        // The slice's three cells, lowest first: each taken off its count in turn.
        let mut slice = t >> (18 * a) & 0x3_ffff;
        let mut cells = [0u8; 3];
        for cell in cells.iter_mut() {
            debug_assert!(slice != 0, "three digits in each column of the first stack");
            *cell = (slice.trailing_zeros() / 2) as u8;
            slice -= 1 << (2 * u32::from(*cell));
        }
        *rank = triple_rank(cells[0], cells[1], cells[2]);
    }
    tensors.number(ranks[0], ranks[1], ranks[2])
}

/// The work of one `W`: the 56³ / 2 choices of the second band's parts it looks at.
const JOIN_WORK: u64 = 56 * 56 * 56 / 2;

impl EmptyBands {
    /// The numbering of tensors, made with the first class (every tensor numbered is met
    /// after it).
    fn tensors(&self) -> &Tensors {
        self.tensors.as_ref().expect("made with the first class")
    }

    /// The index of the class of tensor `t`, made (with its `n`) if it is new.
    fn class_of(&mut self, t: u64) -> usize {
        self.class_and_image(t).0
    }

    /// The index of the class of tensor `t`, made if new, and which of [`images`] of the
    /// class's first tensor `t` is.
    fn class_and_image(&mut self, t: u64) -> (usize, usize) {
        if self.class.is_empty() {
            self.class = vec![UNSEEN; TENSORS];
            self.tensors = Some(Tensors::new());
        }
        let found = self.class[tensor_number(self.tensors(), t)];
        if found != UNSEEN {
            return ((found >> 16) as usize, (found & 0xffff) as usize);
        }
        let i = self.classes.len();
        for (k, image) in images(t).into_iter().enumerate() {
            let number = tensor_number(self.tensors(), image);
            let entry = &mut self.class[number];
            if *entry == UNSEEN {
                *entry = (i as u32) << 16 | k as u32;
            }
        }
        let first = state_of(t);
        self.classes.push(Class {
            tensor: t,
            digits_at: digits_by_triple(&first).0,
            fillings: band_fillings(&first),
            completions: None,
            columns: None,
            pairs: None,
        });
        (i, 0)
    }

    /// `W` of class `i` — the ways to fill two empty bands below a band of that class — and
    /// its parts, for the class's first state (`state_of` its tensor): split
    /// [`Breakdown::ByColumn`], where the second band puts digit `d` in column `c` of stack
    /// `s`, at `9d + 3s + c` (any digit and stack's three parts add up to `W`); split
    /// [`Breakdown::ByPair`], where the second band puts one digit as column part `p` says and
    /// the third band another (or the same) as `q` says, in any stack, at `81p + q` (the
    /// parts of one `p` and of one digit and stack of `q` add up to `p`'s column part). Spends
    /// [`JOIN_WORK`] units of `left`, twice with columns and four times with pairs, even when
    /// kept from an earlier count (a table's work does not depend on what was counted before).
    fn completions(
        &mut self,
        i: usize,
        breakdown: Breakdown,
        parts: &mut Parts,
        left: &mut u64,
    ) -> Result<(u128, &[u128]), OverBudget> {
        let work = match breakdown {
            Breakdown::Whole => JOIN_WORK,
            Breakdown::ByColumn => 2 * JOIN_WORK,
            Breakdown::ByPair => 4 * JOIN_WORK,
        };
        if *left < work {
            return Err(OverBudget);
        }
        *left -= work;
        let class = &self.classes[i];
        let known = match breakdown {
            Breakdown::Whole => class.completions.is_some(),
            Breakdown::ByColumn => class.columns.is_some(),
            Breakdown::ByPair => class.pairs.is_some(),
        };
        if !known {
            let (w, split_parts) = self.join(i, breakdown, parts);
            let class = &mut self.classes[i];
            class.completions = Some(w);
            match breakdown {
                Breakdown::Whole => {}
                Breakdown::ByColumn => class.columns = Some(split_parts),
                Breakdown::ByPair => class.pairs = Some(split_parts),
            }
        }
        let class = &self.classes[i];
        let w = class.completions.expect("computed above");
        let split_parts = match breakdown {
            Breakdown::Whole => None,
            Breakdown::ByColumn => class.columns.as_deref(),
            Breakdown::ByPair => class.pairs.as_deref(),
        };
        Ok((w, split_parts.unwrap_or(&[])))
    }

    /// The join of class `i` (see the module documentation): `W`, and its parts by `breakdown` as
    /// [`completions`](Self::completions) numbers them. A choice of the first two stacks'
    /// parts is visited once for its orbit ([`pair_orbits`]); with parts wanted, once for
    /// itself and its swap (Y, Z) to (Z, Y), the parts of both recorded.
    ///
    /// Each band's first two stacks are seen as an [`Upper`]: its digits in their canonical
    /// order, the last stack's sum over the 56 parts a dot product of the two uppers' rows of
    /// `n`, the third band's row read through the relabelling between the two orders.
    fn join(&mut self, i: usize, breakdown: Breakdown, parts: &mut Parts) -> (u128, Vec<u128>) {
        let (by_column, by_pair) = (
            breakdown == Breakdown::ByColumn,
            breakdown == Breakdown::ByPair,
        );
        let first = state_of(self.classes[i].tensor);
        let mut fits = Vec::with_capacity(3);
        for columns in first.iter() {
            fits.push(fitting_columns(parts, columns));
        }
        let last = self.last.take().unwrap_or_else(|| {
            self.uppers = vec![UNSEEN; TENSORS];
            CanonicalLastStack::new(parts)
        });
        // The digits by their column in the first band's last stack: every upper's order
        // starts from it.
        let mut grouped = [0u8; 9];
        let mut filled = [0usize; 3];
        for (d, &g) in first[2].iter().enumerate() {
            let g = usize::from(g);
            grouped[3 * g + filled[g]] = d as u8;
            filled[g] += 1;
        }
        let mut total = 0u128;
        let mut by_part = vec![
            0u128;
            match breakdown {
                Breakdown::Whole => 0,
                Breakdown::ByColumn => COLUMN_PARTS,
                Breakdown::ByPair => PAIR_PARTS,
            }
        ];
        // With pair parts wanted: the products by the second band's part of the last stack.
        let mut by_last_part = vec![0u64; if by_pair { PARTS } else { 0 }];
        // How many choices each one visited stands for: its orbit under the first band's
        // symmetries and the bands' swap, or (with parts wanted, or too many symmetries) the
        // choice and its swap, visited once.
        let times = match breakdown {
            Breakdown::Whole => pair_orbits(&first, &fits, parts),
            _ => None,
        }
        .unwrap_or_else(|| {
            (0..56 * 56)
                .map(|ab| u32::from(fits[0][ab / 56].0 < fits[0][ab / 56].1) * 2)
                .collect()
        });
        for a in 0..56 {
            for b in (0..56).filter(|&b| times[56 * a + b] != 0) {
                let ((q0, r0), (q1, r1)) = (&fits[0][a], &fits[1][b]);
                let y = self.upper(&last, &grouped, q0, q1);
                let z = self.upper(&last, &grouped, r0, r1);
                let (ny, nz) = (
                    &self.upper_fillings[y.row as usize],
                    &self.upper_fillings[z.row as usize],
                );
                let mate = last.mates(&y, &z);
                let mut sum = 0u64;
                // With parts wanted: the products by the second band's column of each digit in
                // the last stack.
                let mut last_columns = [[0u64; 3]; 9];
                // A part of `y`'s row as kept, in `y`'s own canonical positions.
                let unread = last.unread(&y);
                for (j, (&n, &m)) in ny.iter().zip(mate.iter()).enumerate() {
                    let product = u64::from(n) * u64::from(nz[usize::from(m)]);
                    sum += product;
                    if breakdown != Breakdown::Whole && product != 0 {
                        let k = usize::from(unread[j]);
                        let mut second = [0u8; 9];
                        for (d, columns) in last_columns.iter_mut().enumerate() {
                            second[d] = last.parts[k][usize::from(y.position[d])];
                            columns[usize::from(second[d])] += product;
                        }
                        if by_pair {
                            by_last_part[part_number(parts, &second)] += product;
                        }
                    }
                }
                total += u128::from(times[56 * a + b]) * u128::from(sum);
                if breakdown == Breakdown::Whole {
                    continue;
                }
                let by_band = [last_columns, third_columns(&first[2], &last_columns)];
                if by_column {
                    for d in 0..9 {
                        for &(stack, c) in &[(0, q0[d]), (0, r0[d]), (1, q1[d]), (1, r1[d])] {
                            by_part[9 * d + 3 * stack + usize::from(c)] += u128::from(sum);
                        }
                        for (c, at) in (9 * d + 6..9 * d + 9).enumerate() {
                            by_part[at] += u128::from(by_band[0][d][c] + by_band[1][d][c]);
                        }
                    }
                }
                if by_pair {
                    record_pairs(&mut by_part, [[q0, q1], [r0, r1]], &by_band, sum);
                }
            }
        }
        if by_pair {
            record_last_stack_pairs(&mut by_part, &fits[2], &by_last_part, parts);
        }
        self.last = Some(last);
        (total, by_part)
    }

    /// The [`Upper`] of a band whose first two stacks' parts are `q0` and `q1`, below a first
    /// band whose last stack's columns hold the digits `grouped` (column 0's three, then 1's,
    /// then 2's); its row of `n` made if new.
    fn upper(
        &mut self,
        last: &CanonicalLastStack,
        grouped: &[u8; 9],
        q0: &[u8; 9],
        q1: &[u8; 9],
    ) -> Upper {
        let mut order = *grouped;
        let code = |d: u8| 3 * q0[usize::from(d)] + q1[usize::from(d)];
        for group in order.chunks_mut(3) {
            // By code, then digit: three compare-and-swaps.
            for &(i, j) in &[(0, 1), (1, 2), (0, 1)] {
                if code(group[j]) < code(group[i]) {
                    group.swap(i, j);
                }
            }
        }
        let (mut position, mut codes) = ([0u8; 9], [0u8; 9]);
        for (p, &d) in order.iter().enumerate() {
            position[usize::from(d)] = p as u8;
            codes[p] = code(d);
        }
        let rank = |g: usize| triple_rank(codes[3 * g], codes[3 * g + 1], codes[3 * g + 2]);
        let number = self.tensors().number(rank(0), rank(1), rank(2));
        let mut found = self.uppers[number];
        if found == UNSEEN {
            found = (self.upper_fillings.len() as u32) << 8;
            self.uppers[number] = found;
            let mut fillings = [0u16; FITTING];
            for (n, part) in fillings.iter_mut().zip(last.parts.iter()) {
                let t = (0..9).fold(0u64, |t, p| {
                    let cell = 3 * u32::from(codes[p]) + u32::from(part[p]);
                    t + (1 << (2 * cell))
                });
                // No band has more than 1,728 fillings for one column state (the most of
                // the 44 classes).
                let fillings = self.fillings_of(t);
                debug_assert!(fillings <= 1728);
                *n = fillings as u16;
            }
            self.upper_fillings.push(fillings);
            self.spread(last, &codes, found);
        }
        Upper {
            row: found >> 8,
            read: (found & 0xff) as usize,
            order,
            position,
        }
    }

    /// Enters the uppers that `last.code_maps` make of the upper whose codes (in canonical
    /// order) are `codes` and whose row is `found` (as `uppers` holds it), without a lookup
    /// of `n`: an image's codes are re-sorted in each group, and its part `k` is the
    /// original's part `k` read through that re-sorting, so it shares the original's row,
    /// read through [`CanonicalLastStack::moved`].
    fn spread(&mut self, last: &CanonicalLastStack, codes: &[u8; 9], found: u32) {
        for map in &last.code_maps {
            let mut group_ranks = [0usize; 3];
            let mut s = 0;
            for g in 0..3 {
                let new_code = |i: usize| map[usize::from(codes[3 * g + i])];
                let new = [new_code(0), new_code(1), new_code(2)];
                // The rank of each of the group's positions by new code, then position.
                let rank = |i: usize| {
                    (0..3)
                        .filter(|&j| new[j] < new[i] || (new[j] == new[i] && j < i))
                        .count()
                };
                let ranks = [rank(0), rank(1), rank(2)];
                let mut sorted = [0u8; 3];
                for (i, &r) in ranks.iter().enumerate() {
                    sorted[r] = new[i];
                }
                group_ranks[g] = triple_rank(sorted[0], sorted[1], sorted[2]);
                s = 6 * s + usize::from(last.order_index[3 * ranks[0] + ranks[1]]);
            }
            let [r0, r1, r2] = group_ranks;
            let number = self.tensors().number(r0, r1, r2);
            let entry = &mut self.uppers[number];
            if *entry == UNSEEN {
                *entry = found | s as u32;
            }
        }
    }

    /// For a state of class `i`, [`images`]`[image]` of the class's first tensor, where digit `v`
    /// takes columns `x` (by stack), the part of its `W` (as [`completions`](Self::completions)
    /// numbers them) where the second band puts `v` in column `column` of stack `k`: the symmetry
    /// that maps the class's first state onto `t` says which digit, stack and column of the first
    /// state these are ([`ImageMap`]). Digits of equal columns are alike: `v` is taken for
    /// the first of them.
    fn part_of(&self, i: usize, map: &ImageMap, x: [u32; 3], k: usize, column: u8) -> u8 {
        map.part(
            usize::from(self.classes[i].digits_at[map.triple(x)][0]),
            k,
            column,
        )
    }

    /// For each digit of a state of class `i`, of columns `columns(d)`, the digit of the
    /// class's first state it stands for: digits of equal columns stand for the class's
    /// digits of those columns in turn. A join's pair parts are alike for any two digits of
    /// equal columns (swapping them is a symmetry of the first state), so any such one-to-one
    /// choice serves.
    fn class_digits(
        &self,
        i: usize,
        map: &ImageMap,
        columns: impl Fn(usize) -> [u32; 3],
    ) -> [u8; 9] {
        let (mut digits, mut taken) = ([0; 9], [0usize; 27]);
        for (d, digit) in digits.iter_mut().enumerate() {
            let triple = map.triple(columns(d));
            *digit = self.classes[i].digits_at[triple][taken[triple]];
            taken[triple] += 1;
        }
        digits
    }

    /// `n` of tensor `t`.
    fn fillings_of(&mut self, t: u64) -> u64 {
        let i = self.class_of(t);
        self.classes[i].fillings
    }

    /// The completions of a table of shape `shape` (see [`Shape`]). Spends a unit of `left`
    /// per filling of the band visited and per row order made, and [`JOIN_WORK`] per class
    /// of column state met; [`OverBudget`] when `left` runs out.
    pub(super) fn count(
        &mut self,
        shape: &Shape,
        parts: &mut Parts,
        left: &mut u64,
    ) -> Result<u128, OverBudget> {
        let mut given_in = [0usize; 3];
        let mut used = 0u16;
        for (i, given) in shape.band.iter().enumerate() {
            if let Some(d) = *given {
                given_in[i % 9 / 3] += 1;
                used |= 1 << d;
            }
        }
        // The box with the most givens first; the class of a state does not depend on the
        // order of the stacks, so the tensors take them in this order.
        let mut stacks = [0, 1, 2];
        stacks.sort_by_key(|&s| std::cmp::Reverse(given_in[s]));
        let position = |s: usize| stacks.iter().position(|&t| t == s).expect("a stack");
        let mut boxes = [[[None; 3]; 3]; 3];
        for (i, &given) in shape.band.iter().enumerate() {
            boxes[position(i % 9 / 3)][i / 9][i % 3] = given;
        }
        // A given outside the band whose digit the band does not use keeps that digit free:
        // its conditions are checked for every free digit in its place (a *slot*).
        let free: Vec<u8> = (0..9).filter(|&d| used >> d & 1 == 0).collect();
        let mut slots: Vec<u8> = Vec::new();
        let mut avoid = [[None; 9]; 3];
        let mut conditions = Vec::new();
        let mut lookups = Vec::new();
        for o in &shape.outside {
            let digit = if used >> o.digit & 1 == 1 {
                Digit::Given(usize::from(o.digit))
            } else {
                if !slots.contains(&o.digit) {
                    slots.push(o.digit);
                }
                Digit::Slot(slots.iter().position(|&d| d == o.digit).expect("pushed"))
            };
            match (o.mirrored, digit) {
                (true, Digit::Given(d)) => avoid[position(o.stack)][d] = Some(o.column),
                (true, Digit::Slot(slot)) => conditions.push((slot, position(o.stack), o.column)),
                (false, _) => lookups.push((digit, position(o.stack), o.column)),
            }
        }
        // Each filling visited stands for the (k - slots)! relabellings of its free digits
        // that keep the slots' digits in their places (those are summed over at the end).
        let mut weight: u128 = (1..=(free.len() - slots.len()) as u128).product();
        // A stack the band gives nothing in may have its columns in any order, or, when a
        // mirrored given outside the band fixes one column, its two other columns. With the
        // givens looked up there, each filling visited is looked up in their columns' six
        // orders instead.
        let mut ordered = [[false; 3]; 3];
        let mut lookups_ordered = false;
        for k in (1..3).filter(|&k| given_in[stacks[k]] == 0) {
            let here = |o: &&Outside| position(o.stack) == k;
            if shape.outside.iter().filter(here).any(|o| !o.mirrored) {
                ordered[k] = [true; 3];
                lookups_ordered = true;
                continue;
            }
            let fixed = shape
                .outside
                .iter()
                .find(here)
                .map(|o| usize::from(o.column));
            for (c, o) in ordered[k].iter_mut().enumerate() {
                *o = Some(c) != fixed;
            }
            weight *= if fixed.is_some() { 2 } else { 6 };
        }
        let mut fill = Fill {
            boxes,
            avoid,
            slots: slots.len(),
            conditions,
            lookups,
            free,
            ordered,
            first: [[0; 3]; 3],
            no_givens: used == 0 && shape.outside.is_empty(),
            weight: 1,
            met: Vec::new(),
            met_by_column: Vec::new(),
            met_by_pair: HashMap::default(),
            lookups_ordered,
        };
        fill.first_box(0, [0; 3], 0, 0, self, left)?;
        let met = std::mem::take(&mut fill.met);
        let mut total = 0u128;
        for (i, &times) in met.iter().enumerate() {
            if times != 0 {
                total += u128::from(times) * self.completions(i, Breakdown::Whole, parts, left)?.0;
            }
        }
        for (i, met) in fill.met_by_column.chunks(COLUMN_PARTS).enumerate() {
            if met.iter().any(|&times| times != 0) {
                let by_part = self.completions(i, Breakdown::ByColumn, parts, left)?.1;
                total += met
                    .iter()
                    .zip(by_part)
                    .map(|(&times, &w)| u128::from(times) * w)
                    .sum::<u128>();
            }
        }
        // By class, each class's parts looked up once.
        let mut by_pair: Vec<(usize, u64)> = fill.met_by_pair.into_iter().collect();
        by_pair.sort_unstable();
        let mut by_part: &[u128] = &[];
        for (n, &(key, times)) in by_pair.iter().enumerate() {
            let (at, same) = (key >> 19, key >> 18 & 1 == 1);
            let (i, p, q) = (at / COLUMN_PARTS, at % COLUMN_PARTS / 9, at % 9);
            if n == 0 || (by_pair[n - 1].0 >> 19) / COLUMN_PARTS != i {
                by_part = self.completions(i, Breakdown::ByPair, parts, left)?.1;
            }
            for a in digits_of((key >> 9 & 511) as u16) {
                for b in digits_of((key & 511) as u16).filter(|&b| (b == a) == same) {
                    total += u128::from(times) * by_part[COLUMN_PARTS * (9 * a + p) + 9 * b + q];
                }
            }
        }
        // Each given outside the band keeps a third of its band's row orders, and a mirrored
        // one half of the column choices its digit has left (see `Shape`).
        let mirrored = shape.outside.iter().filter(|o| o.mirrored).count() as u32;
        let share = 3u128.pow(shape.outside.len() as u32) * 2u128.pow(mirrored);
        debug_assert_eq!(weight * total % share, 0);
        Ok(weight * total / share)
    }
}

/// A table the structure counts: its givens lie in one band (`band[9 * row + col]`, rows
/// 0–2), but for at most one in each other band ([`Outside`]). The
/// table is the grid or its transpose; [`Shape::of`] finds the band.
///
/// A given outside the band at row `i` of its band, stack `s`, column `j`, digit `v`: in the
/// empty bands' join it keeps the second band's column states that put `v` in column `j` of
/// stack `s`, and of each such state's fillings those with `v` in row `i` — a third of them,
/// as permuting the band's rows keeps the state. The states that put `v` in column `j` are
/// summed for each class once and for all, by digit, stack and column (in the first state of
/// the class: a filling's state is mapped onto it). But when the band gives nothing in stack
/// `s` (the given is *mirrored*), there is no need: of the two columns `v` may take there (any
/// but its column `a` in the first band), swapping them keeps the band's givens and the
/// fillings with `v` in column `a`, and maps the states keeping `j` to those keeping the
/// other, so that summed over the band's fillings, `j` keeps half. Such a given divides the
/// count of the band's fillings that leave `v` out of column `j`, each with its `W`, by
/// 3 · 2. Two givens outside the band, neither mirrored, lie in the two other bands, whose
/// row orders are independent: the states that put both digits where they are are summed by
/// pairs of digit, stack and column, and each given keeps a third of its band's fillings.
/// Two givens in one stack the band gives nothing in would each break the column swap the
/// other is mirrored by: they are looked up like the others.
/// Two different digits of equal columns in the band stand for two different digits of the
/// class's first state.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Shape {
    band: [Option<u8>; 27],
    outside: Vec<Outside>,
}

/// A given outside the band of a [`Shape`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Outside {
    digit: u8,
    stack: usize,
    /// Its column in its stack, 0–2.
    column: u8,
    /// The band has no given in its stack.
    mirrored: bool,
}

impl Shape {
    /// The shape of the classic grid `cells`, with the fewest givens outside its band, and
    /// of those the fewest not mirrored; `None` when no band of the grid or of its transpose
    /// has one.
    pub(super) fn of(cells: &[Option<u8>]) -> Option<Shape> {
        let mut best: Option<(usize, Shape)> = None;
        for &transpose in &[false, true] {
            let at = |r: usize, c: usize| {
                if transpose {
                    cells[9 * c + r]
                } else {
                    cells[9 * r + c]
                }
            };
            for b in 0..3 {
                let mut band = [None; 27];
                for (i, cell) in band.iter_mut().enumerate() {
                    *cell = at(3 * b + i / 9, i % 9);
                }
                let mut outside = Vec::new();
                let mut per_band = [0; 3];
                for r in (0..9).filter(|&r| r / 3 != b) {
                    for c in 0..9 {
                        if let Some(digit) = at(r, c) {
                            per_band[r / 3] += 1;
                            let stack = c / 3;
                            outside.push(Outside {
                                digit,
                                stack,
                                column: (c % 3) as u8,
                                mirrored: (0..27).all(|i| i % 9 / 3 != stack || band[i].is_none()),
                            });
                        }
                    }
                }
                // Two givens in one stack are both mirrored or both not; mirrored, each
                // one's column swap would move the other: both are looked up instead.
                if outside.len() == 2 && outside[0].stack == outside[1].stack {
                    outside.iter_mut().for_each(|o| o.mirrored = false);
                }
                let unmirrored = outside.iter().filter(|o| !o.mirrored).count();
                let fits = per_band.iter().all(|&n| n <= 1);
                let cost = 2 * outside.len() + unmirrored;
                if fits && best.as_ref().map_or(true, |&(c, _)| cost < c) {
                    best = Some((cost, Shape { band, outside }));
                }
            }
        }
        best.map(|(_, shape)| shape)
    }
}

/// The digits of bit set `set`, in increasing order.
fn digits_of(set: u16) -> impl Iterator<Item = usize> {
    (0..9).filter(move |&d| set >> d & 1 == 1)
}

/// The digit of a given outside the band: one the band's givens use, or any free digit.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Digit {
    Given(usize),
    Slot(usize),
}

/// A band's fillings, visited up to the symmetries of the module documentation: the first box
/// cell by cell, then which digits each row gives each of the two other boxes, then how each
/// of those boxes orders its rows. Within a band a box's columns never clash with another
/// box's, so the two boxes' orders are independent: every pair of them is one filling.
struct Fill {
    /// The givens, `boxes[k][row][column]`, box `k` being the `k`-th stack of the order.
    boxes: [[[Option<u8>; 3]; 3]; 3],
    /// `avoid[k][d]`: the column digit `d` may not take in box `k` (a mirrored given outside
    /// the band has it there).
    avoid: [[Option<u8>; 9]; 3],
    /// How many free digits stand for the digits of givens outside the band.
    slots: usize,
    /// The mirrored givens outside the band of free digits: slot, box, column.
    conditions: Vec<(usize, usize, u8)>,
    /// The givens outside the band that are not mirrored (none, one, or one in each other
    /// band): digit, box, column.
    lookups: Vec<(Digit, usize, u8)>,
    /// The digits no given uses, in the order they may first appear.
    free: Vec<u8>,
    /// `ordered[k]`: the columns of box `k` whose digits increase in the first row of the
    /// fillings visited.
    ordered: [[bool; 3]; 3],
    /// The first box's digits.
    first: [[u8; 3]; 3],
    /// The table has no givens: the ways the rows share their digits between the second and
    /// third boxes are visited one per orbit ([`Fill::row_set_orbits`]).
    no_givens: bool,
    /// How many ways of sharing the rows' digits the one being visited stands for.
    weight: u64,
    /// How many fillings met each class (by index).
    met: Vec<u64>,
    /// With a given to look up: how many fillings met each class `i` and part `at` of its
    /// `W` (see [`EmptyBands::completions`]), at `81i + at`.
    met_by_column: Vec<u64>,
    /// With two givens to look up: how many fillings met each class `i`, pair of the givens'
    /// columns `(s, c)` and `(t, e)` (as the class's first state has them) and sets `a`, `b`
    /// of the class's digits that each given's digit may be (its own, or the free digits'),
    /// at `((81i + 27s + 9c + 3t + e) << 1 | same) << 18 | a << 9 | b`, `same` when the givens
    /// share their digit. A filling's pair parts, summed over the digits, depend on no more.
    met_by_pair: HashMap<usize, u64, Hashing>,
    /// The two givens looked up lie in a stack the band gives nothing in: its fillings are
    /// visited with the stack's columns in one order, and each stands for its six orders by
    /// looking the givens up in the six orders of their columns.
    lookups_ordered: bool,
}

impl Fill {
    /// Fills the first box's cells `i..9` (row by row), where `rows` holds its digits by row,
    /// `placed` all of them, and `fresh` free digits have appeared.
    fn first_box(
        &mut self,
        i: usize,
        rows: [u16; 3],
        placed: u16,
        fresh: usize,
        bands: &mut EmptyBands,
        left: &mut u64,
    ) -> Result<(), OverBudget> {
        if i == 9 {
            return self.row_sets(rows, bands, left);
        }
        let (row, col) = (i / 3, i % 3);
        // A digit given in this row of another box may not go here.
        let mut elsewhere = 0u16;
        for k in 1..3 {
            for g in self.boxes[k][row].iter().flatten() {
                elsewhere |= 1 << g;
            }
        }
        let mut digits = 0x1ff & !placed & !elsewhere;
        match self.boxes[0][row][col] {
            Some(d) => digits &= 1 << d,
            None => {
                // A free digit not yet seen may only be the next one.
                for &d in self.free.iter().skip(fresh + 1) {
                    digits &= !(1 << d);
                }
            }
        }
        while digits != 0 {
            let d = digits.trailing_zeros() as usize;
            digits &= digits - 1;
            if self.avoid[0][d] == Some(col as u8) {
                continue;
            }
            if *left == 0 {
                return Err(OverBudget);
            }
            *left -= 1;
            self.first[row][col] = d as u8;
            let mut rows = rows;
            rows[row] |= 1 << d;
            let next = match self.free.get(fresh) {
                Some(&f) if usize::from(f) == d => fresh + 1,
                _ => fresh,
            };
            self.first_box(i + 1, rows, placed | 1 << d, next, bands, left)?;
        }
        Ok(())
    }

    /// The ways the rows, holding `first_rows` in the first box, share their other six
    /// digits between the second and third boxes (each box taking every digit once), and for
    /// each, the boxes' orders.
    fn row_sets(
        &mut self,
        first_rows: [u16; 3],
        bands: &mut EmptyBands,
        left: &mut u64,
    ) -> Result<(), OverBudget> {
        let mut needs = [[0u16; 3]; 3];
        for (k, need) in needs.iter_mut().enumerate().skip(1) {
            for (row, need) in need.iter_mut().enumerate() {
                for g in self.boxes[k][row].iter().flatten() {
                    *need |= 1 << g;
                }
            }
        }
        let rest = [
            0x1ff & !first_rows[0],
            0x1ff & !first_rows[1],
            0x1ff & !first_rows[2],
        ];
        let mut choices = Vec::new();
        for second0 in subsets_of_three(rest[0]) {
            let third0 = rest[0] & !second0;
            if second0 & needs[1][0] != needs[1][0] || third0 & needs[2][0] != needs[2][0] {
                continue;
            }
            for second1 in subsets_of_three(rest[1] & !second0) {
                let second2 = 0x1ff & !second0 & !second1;
                let third1 = rest[1] & !second1;
                let third2 = rest[2] & !second2;
                if second2 & !rest[2] != 0
                    || second1 & needs[1][1] != needs[1][1]
                    || third1 & needs[2][1] != needs[2][1]
                    || second2 & needs[1][2] != needs[1][2]
                    || third2 & needs[2][2] != needs[2][2]
                {
                    continue;
                }
                choices.push(([second0, second1, second2], [third0, third1, third2]));
            }
        }
        let weights = match self.no_givens {
            true => self.row_set_orbits(&choices),
            false => vec![1; choices.len()],
        };
        for (&(second, third), &weight) in choices.iter().zip(&weights) {
            if weight != 0 {
                self.weight = weight;
                self.orders(second, third, bands, left)?;
            }
        }
        Ok(())
    }

    /// For a table without givens, the orbits of the ways the rows share their digits
    /// between the second and third boxes (`choices`) under the band's row orders, the first
    /// box's column orders and the swap of the second and third boxes, each followed by the
    /// relabelling that gives the first box its digits back. Such a map takes the fillings of
    /// one way onto those of its image, one to one, and keeps each filling's class (it
    /// permutes columns within stacks, stacks, and digits; a row order keeps the column
    /// state): the ways of one orbit meet the classes alike. For each way: its orbit's size if
    /// it is the first of its orbit, else 0.
    ///
    /// # Complexity
    /// 72 maps of each of the 56 ways, each found among the 56.
    fn row_set_orbits(&self, choices: &[([u16; 3], [u16; 3])]) -> Vec<u64> {
        let relabel = |map: &[u8; 9], set: u16| digits_of(set).fold(0u16, |s, d| s | 1 << map[d]);
        let mut images = vec![Vec::with_capacity(72); choices.len()];
        for rows in ORDERS.iter() {
            for columns in ORDERS.iter() {
                let mut map = [0u8; 9];
                for (r, &row) in rows.iter().enumerate() {
                    for (c, &column) in columns.iter().enumerate() {
                        map[usize::from(self.first[row as usize][column as usize])] =
                            self.first[r][c];
                    }
                }
                for &swap in &[false, true] {
                    for (x, (second, third)) in choices.iter().enumerate() {
                        let (from, to) = if swap {
                            (third, second)
                        } else {
                            (second, third)
                        };
                        let moved = |sets: &[u16; 3]| {
                            let row = |r: usize| relabel(&map, sets[rows[r] as usize]);
                            [row(0), row(1), row(2)]
                        };
                        let image = (moved(from), moved(to));
                        let at = choices.iter().position(|c| *c == image);
                        images[x].push(at.expect("a symmetry maps ways onto ways"));
                    }
                }
            }
        }
        images
            .iter()
            .enumerate()
            .map(|(x, orbit)| {
                if orbit.iter().any(|&y| y < x) {
                    return 0;
                }
                let mut members = orbit.clone();
                members.sort_unstable();
                members.dedup();
                members.len() as u64
            })
            .collect()
    }

    /// Every pair of orders of the second box (rows holding `second`) and the third (`third`):
    /// one filling each, whose class is counted.
    fn orders(
        &mut self,
        second: [u16; 3],
        third: [u16; 3],
        bands: &mut EmptyBands,
        left: &mut u64,
    ) -> Result<(), OverBudget> {
        let seconds = self.columns_of(1, second, left)?;
        let thirds = self.columns_of(2, third, left)?;
        let pairs = (seconds.len() * thirds.len()) as u64;
        if *left < pairs {
            return Err(OverBudget);
        }
        *left -= pairs;
        let mut high = [0u32; 9];
        for digits in self.first.iter() {
            for (col, &d) in digits.iter().enumerate() {
                high[usize::from(d)] = 9 * col as u32;
            }
        }
        for a in &seconds {
            let mut upper = high;
            for (u, &c) in upper.iter_mut().zip(a.iter()) {
                *u += 3 * u32::from(c);
            }
            for b in &thirds {
                let t = (0..9).fold(0u64, |t, d| t + (1 << (2 * (upper[d] + u32::from(b[d])))));
                let columns = |d: usize| [upper[d] / 9, upper[d] / 3 % 3, u32::from(b[d])];
                let (i, image) = bands.class_and_image(t);
                let image = ImageMap::new(image);
                // Which free digits may stand in each slot (its mirrored conditions kept).
                let slots = self.slots;
                let mut may = [[false; 9]; 2];
                let mut can = [0u64; 2];
                for slot in 0..slots {
                    for &d in &self.free {
                        let d = usize::from(d);
                        may[slot][d] = self
                            .conditions
                            .iter()
                            .all(|&(s, k, column)| s != slot || columns(d)[k] != u32::from(column));
                        can[slot] += u64::from(may[slot][d]);
                    }
                }
                // The ways to fill the other slot once digit `d` stands in slot `slot`.
                let partners = |slot: usize, d: usize| -> u64 {
                    if slots == 2 {
                        can[1 - slot] - u64::from(may[1 - slot][d])
                    } else {
                        1
                    }
                };
                let (met, by_column, by_pair, weight) = (
                    &mut self.met,
                    &mut self.met_by_column,
                    &mut self.met_by_pair,
                    self.weight,
                );
                let free = &self.free;
                let lookups_ordered = self.lookups_ordered;
                let lookup = match *self.lookups.as_slice() {
                    [] => None,
                    [one] => Some(one),
                    [one, other] => {
                        // No mirrored given is left: every free digit may stand in a slot,
                        // one digit in one slot and two different ones in two.
                        let orders = if lookups_ordered {
                            &ORDERS[..]
                        } else {
                            &ORDERS[..1]
                        };
                        let digits = bands.class_digits(i, &image, columns);
                        let set = |digit: Digit| match digit {
                            Digit::Given(g) => 1 << digits[g],
                            Digit::Slot(_) => free
                                .iter()
                                .fold(0, |set, &d| set | 1 << digits[usize::from(d)]),
                        };
                        let same = match (one.0, other.0) {
                            (Digit::Given(g), Digit::Given(h)) => g == h,
                            (Digit::Slot(s), Digit::Slot(t)) => s == t,
                            _ => false,
                        };
                        let sets = (set(one.0) << 9 | set(other.0)) as usize;
                        for order in orders {
                            let column = |c: u8| order[usize::from(c)] as u8;
                            let p = usize::from(image.part(0, one.1, column(one.2)));
                            let q = usize::from(image.part(0, other.1, column(other.2)));
                            let at = (COLUMN_PARTS * i + 9 * p + q) << 1 | usize::from(same);
                            *by_pair.entry(at << 18 | sets).or_insert(0) += weight;
                        }
                        continue;
                    }
                    _ => unreachable!("a shape has at most two givens outside its band"),
                };
                match lookup {
                    Some((Digit::Slot(slot), k, column)) => {
                        for &d in &self.free {
                            let d = usize::from(d);
                            if may[slot][d] {
                                let at = bands.part_of(i, &image, columns(d), k, column);
                                record(
                                    by_column,
                                    COLUMN_PARTS,
                                    COLUMN_PARTS * i + usize::from(at),
                                    weight * partners(slot, d),
                                );
                            }
                        }
                    }
                    lookup => {
                        let times = match slots {
                            0 => 1,
                            1 => can[0],
                            _ => self
                                .free
                                .iter()
                                .filter(|&&d| may[0][usize::from(d)])
                                .map(|&d| partners(0, usize::from(d)))
                                .sum(),
                        };
                        match lookup {
                            Some((Digit::Given(d), k, column)) => {
                                let at = bands.part_of(i, &image, columns(d), k, column);
                                let at = COLUMN_PARTS * i + usize::from(at);
                                record(by_column, COLUMN_PARTS, at, weight * times);
                            }
                            _ => record(met, 1, i, weight * times),
                        }
                    }
                }
            }
        }
        Ok(())
    }

    /// The orders of box `k` whose rows hold `rows` (the givens kept, and the first row
    /// increasing in the box's `ordered` columns), each as the column of every digit it holds
    /// (the others' columns left 0). Spends a unit of `left` per order.
    fn columns_of(
        &self,
        k: usize,
        rows: [u16; 3],
        left: &mut u64,
    ) -> Result<Vec<[u8; 9]>, OverBudget> {
        let mut out = vec![[0u8; 9]];
        for (row, &set) in rows.iter().enumerate() {
            let digits: Vec<usize> = digits_of(set).collect();
            let mut next = Vec::with_capacity(out.len() * 6);
            for order in ORDERS.iter() {
                // `order[c]`: the digit (of the row's three, by rank) in column `c`.
                let rank = |c: usize| digits[order[c] as usize];
                let placed = [rank(0), rank(1), rank(2)];
                let keeps = (0..3).all(|c| match self.boxes[k][row][c] {
                    Some(g) => usize::from(g) == placed[c],
                    None => true,
                });
                let increasing = |(a, b): (usize, usize)| {
                    !(self.ordered[k][a] && self.ordered[k][b]) || placed[a] < placed[b]
                };
                if !keeps
                    || (row == 0
                        && !(increasing((0, 1)) && increasing((1, 2)) && increasing((0, 2))))
                {
                    continue;
                }
                for partial in &out {
                    let mut columns = *partial;
                    for (c, &d) in placed.iter().enumerate() {
                        columns[d] = c as u8;
                    }
                    next.push(columns);
                }
            }
            out = next;
        }
        let avoid = &self.avoid[k];
        out.retain(|columns| (0..9).all(|d| avoid[d] != Some(columns[d])));
        let orders = out.len() as u64;
        if *left < orders {
            return Err(OverBudget);
        }
        *left -= orders;
        Ok(out)
    }
}

/// Adds `times` to `counts[at]`, making room by whole chunks of `size`.
fn record(counts: &mut Vec<u64>, size: usize, at: usize, times: u64) {
    if counts.len() <= at {
        counts.resize((at / size + 1) * size, 0);
    }
    counts[at] += times;
}

/// A join's products by the third band's column of each digit in the last stack, from
/// `last_columns`, the same by the second band's: the third takes the column that the first
/// (`last_stack`, its columns there) and the second leave.
fn third_columns(last_stack: &[u8; 9], last_columns: &[[u64; 3]; 9]) -> [[u64; 3]; 9] {
    let mut third = [[0u64; 3]; 9];
    for d in 0..9 {
        for c in (0..3u8).filter(|&c| c != last_stack[d]) {
            third[d][usize::from(c)] = last_columns[d][usize::from(3 - last_stack[d] - c)];
        }
    }
    third
}

/// Adds one visited choice of a join to `W`'s pair parts (`81p + q`, see
/// [`EmptyBands::completions`]), for the choice and its swap: the second and third bands put
/// digit `d` in column `first_two[band][s][d]` of stack `s` (0, 1); in the last stack,
/// `by_band[band][d][c]` sums the choice's products where that band puts `d` in column `c`;
/// `sum` is all of them. The pairs whose parts both lie in the last stack are left to
/// [`record_last_stack_pairs`].
fn record_pairs(
    by_pair: &mut [u128],
    first_two: [[&[u8; 9]; 2]; 2],
    by_band: &[[[u64; 3]; 9]; 2],
    sum: u64,
) {
    let part = |d: usize, s: usize, c: u8| 9 * d + 3 * s + usize::from(c);
    for &(band, other) in &[(0, 1), (1, 0)] {
        let (mine, theirs) = (first_two[band], first_two[other]);
        for d in 0..9 {
            for e in 0..9 {
                for (s, mine) in mine.iter().enumerate() {
                    for (t, theirs) in theirs.iter().enumerate() {
                        let p = part(d, s, mine[d]);
                        by_pair[COLUMN_PARTS * p + part(e, t, theirs[e])] += u128::from(sum);
                    }
                }
                for t in 0..2 {
                    for c in 0..3u8 {
                        let in_last = u128::from(by_band[band][d][usize::from(c)]);
                        let q = part(e, t, theirs[t][e]);
                        by_pair[COLUMN_PARTS * part(d, 2, c) + q] += in_last;
                        let in_last = u128::from(by_band[other][e][usize::from(c)]);
                        let p = part(d, t, mine[t][d]);
                        by_pair[COLUMN_PARTS * p + part(e, 2, c)] += in_last;
                    }
                }
            }
        }
    }
}

/// Adds a join's products to `W`'s pair parts whose two parts lie in the last stack:
/// `by_last_part[p]` sums the visited choices' products where the second band's part of the
/// last stack is part number `p`; `fits` pairs each part that fits the first band's there
/// with the third band's, and each choice stands for its swap too.
fn record_last_stack_pairs(
    by_pair: &mut [u128],
    fits: &[([u8; 9], [u8; 9])],
    by_last_part: &[u64],
    parts: &Parts,
) {
    for (second, third) in fits {
        let sum = u128::from(by_last_part[part_number(parts, second)]);
        for d in 0..9 {
            for e in 0..9 {
                for (mine, theirs) in [(second, third), (third, second)].iter() {
                    let p = 9 * d + 6 + usize::from(mine[d]);
                    by_pair[COLUMN_PARTS * p + 9 * e + 6 + usize::from(theirs[e])] += sum;
                }
            }
        }
    }
}

/// The subsets of exactly three digits of `set`.
fn subsets_of_three(set: u16) -> impl Iterator<Item = u16> {
    (0..512u16).filter(move |&s| s.count_ones() == 3 && s & !set == 0)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::generate::random_grid;
    use crate::model::{Geometry, Puzzle};
    use crate::propagate::Propagator;
    use crate::rng::SplitMix64;
    use crate::sudoku9::Counter;

    /// The grids there are (Felgenhauer and Jarvis, 2005).
    const GRIDS: u128 = 6_670_903_752_021_072_936_960;

    fn table(cells: Vec<Option<u8>>) -> Puzzle {
        Puzzle::new(Geometry::boxed(3, 3).unwrap(), cells).unwrap()
    }

    thread_local! {
        /// One counter per test: the classes' `W`, kept between counts, take most of a count.
        static COUNTER: std::cell::RefCell<Counter> = std::cell::RefCell::new(Counter::new());
    }

    fn count(cells: &[Option<u8>]) -> u128 {
        let p = table(cells.to_vec());
        COUNTER.with(|c| c.borrow_mut().count(&p, u64::MAX).unwrap())
    }

    /// The sum of the counts of `cells` with each digit in cell `cell`.
    fn by_digit(cells: &[Option<u8>], cell: usize) -> u128 {
        (0..9)
            .map(|d| {
                let mut more = cells.to_vec();
                more[cell] = Some(d);
                count(&more)
            })
            .sum()
    }

    /// Whether cell `c` lies in band (or, when `stack`, stack) `which`.
    fn inside(c: usize, which: usize, stack: bool) -> bool {
        if stack {
            c % 9 / 3 == which
        } else {
            c / 27 == which
        }
    }

    /// `givens` cells of band (or, when `stack`, stack) `which` of a random full grid.
    fn band_table(
        which: usize,
        stack: bool,
        givens: usize,
        rng: &mut SplitMix64,
    ) -> Vec<Option<u8>> {
        let geometry = Geometry::boxed(3, 3).unwrap();
        let grid = random_grid(&geometry, rng, &mut Propagator::new()).unwrap();
        let mut cells: Vec<usize> = (0..81).filter(|&c| inside(c, which, stack)).collect();
        rng.shuffle(&mut cells);
        let mut kept = vec![None; 81];
        for &c in &cells[..givens] {
            kept[c] = Some(grid[c]);
        }
        kept
    }

    #[test]
    fn the_last_stacks_first_mates_leave_each_part_its_third() {
        let mut parts = Parts::new();
        let last = CanonicalLastStack::new(&mut parts);
        let fits = fitting_columns(&mut parts, &[0, 0, 0, 1, 1, 1, 2, 2, 2]);
        for (k, (second, third)) in fits.iter().enumerate() {
            assert_eq!(&last.parts[k], second);
            assert_eq!(&last.parts[usize::from(last.mates[0][k])], third);
        }
    }

    #[test]
    fn an_inverse_order_undoes_its_order() {
        for (o, order) in ORDERS.iter().enumerate() {
            let inverse = ORDERS[INVERSE_ORDER[o]];
            for x in 0..3 {
                assert_eq!(inverse[order[x] as usize], x as u32);
            }
        }
    }

    #[test]
    fn tensors_and_their_states_agree() {
        let columns: Columns = [
            [0, 0, 0, 1, 1, 1, 2, 2, 2],
            [1, 2, 0, 2, 0, 1, 0, 1, 2],
            [2, 2, 1, 0, 1, 0, 0, 1, 2],
        ];
        let t = tensor(&columns);
        assert_eq!(tensor(&state_of(t)), t);
        let images = images(t);
        assert_eq!(images.len(), 1296);
        assert!(images.contains(&t));
        assert!(images
            .iter()
            .all(|&i| (0..27).map(|c| i >> (2 * c) & 3).sum::<u64>() == 9));
    }

    #[test]
    fn an_empty_band_has_9_factorial_56_6_to_the_6_fillings() {
        // The fillings of one band by column state, summed over the states whose first stack
        // is one given part: a 1,680th of all 9!·56·6⁶ (relabelling maps the parts onto each
        // other). Each state is looked up by its class.
        let mut parts = Vec::new();
        for way in 0..19_683u32 {
            let (mut rest, mut part, mut per_column) = (way, [0u8; 9], [0; 3]);
            for slot in part.iter_mut() {
                *slot = (rest % 3) as u8;
                per_column[usize::from(*slot)] += 1;
                rest /= 3;
            }
            if per_column == [3, 3, 3] {
                parts.push(part);
            }
        }
        assert_eq!(parts.len(), 1680);
        let mut bands = EmptyBands::default();
        let mut total = 0u64;
        for q in &parts {
            for r in &parts {
                total += bands.fillings_of(tensor(&[parts[0], *q, *r]));
            }
        }
        assert_eq!(total * 1680, 362_880 * 56 * 6u64.pow(6));
    }

    #[test]
    fn the_empty_table_has_every_grid() {
        assert_eq!(count(&[None; 81]), GRIDS);
    }

    #[test]
    fn one_given_leaves_a_ninth_of_the_grids() {
        // Relabelling maps the grids with digit d at a cell one to one onto those with e.
        assert_eq!(GRIDS % 9, 0);
        for &(cell, digit) in &[(0, 0), (40, 4), (80, 8), (13, 2), (57, 6)] {
            let mut cells = vec![None; 81];
            cells[cell] = Some(digit);
            assert_eq!(count(&cells), GRIDS / 9, "cell {}", cell);
        }
    }

    #[test]
    fn two_givens_in_a_house_leave_a_72nd_of_the_grids() {
        // Two cells of a row, column or box hold two different digits: relabelling maps each
        // of the 9·8 ordered pairs onto any other.
        for &(a, b) in &[(0, 8), (30, 34), (0, 72), (14, 68), (0, 20), (60, 78)] {
            let mut cells = vec![None; 81];
            cells[a] = Some(3);
            cells[b] = Some(7);
            assert_eq!(count(&cells), GRIDS / 72, "cells {} and {}", a, b);
            cells[b] = Some(3);
            assert_eq!(count(&cells), 0, "cells {} and {}, one digit", a, b);
        }
    }

    #[test]
    fn two_givens_in_two_bands_and_two_stacks_leave_an_81st_of_the_grids() {
        // Whatever the first given, permuting the rows of the second's band and the columns
        // of its stack keeps the first and takes the second's cell to any cell of its box:
        // each digit is there in a ninth of the grids that keep the first, equal or not.
        assert_eq!(GRIDS % 81, 0);
        for &(a, b, d, e) in &[(0, 40, 2, 2), (0, 40, 2, 5), (10, 70, 0, 8), (80, 30, 4, 4)] {
            let mut cells = vec![None; 81];
            cells[a] = Some(d);
            cells[b] = Some(e);
            assert_eq!(count(&cells), GRIDS / 81, "cells {} and {}", a, b);
        }
    }

    #[test]
    fn a_given_outside_the_band_splits_like_its_nine_digits() {
        // A band's givens, then a cell in another band: its nine digits' counts add up to
        // the band's. Then a cell in the third band and another stack, split the same way
        // (at most one of the two stacks holding givens of the band).
        let mut rng = SplitMix64::new(11);
        let mut checked = [0; 2];
        for round in 0..6 {
            let givens = [1, 2, 3, 5, 0, 4][round];
            let mut cells = band_table(0, false, givens, &mut rng);
            let held = |cells: &[Option<u8>], s: usize| {
                (0..27).any(|c| c % 9 / 3 == s && cells[c].is_some())
            };
            let first = rng.below(3) as usize;
            let second = (first + 1 + rng.below(2) as usize) % 3;
            for (band, stack) in [(1, first), (2, second)] {
                if band == 2 && held(&cells, first) && held(&cells, second) {
                    break;
                }
                let cell =
                    9 * (3 * band + rng.below(3) as usize) + 3 * stack + rng.below(3) as usize;
                let whole = count(&cells);
                assert_eq!(
                    by_digit(&cells, cell),
                    whole,
                    "round {}, cell {}",
                    round,
                    cell
                );
                checked[usize::from(held(&cells, stack))] += 1;
                cells[cell] = Some(rng.below(9) as u8);
            }
        }
        // Both kinds: in a stack the band gives nothing in, and in one it does.
        assert!(checked[0] >= 3 && checked[1] >= 3, "{:?}", checked);
    }

    /// `W` of class `i` summed plainly over the 56³ choices of the second band's parts, and
    /// its pair parts (see [`EmptyBands::completions`]): for each choice, every digit's
    /// column in one stack in the second band with every digit's in another in the third.
    fn plain_join(bands: &mut EmptyBands, parts: &mut Parts, i: usize) -> (u128, Vec<u128>) {
        let first = state_of(bands.classes[i].tensor);
        let fits: Vec<_> = first.iter().map(|c| fitting_columns(parts, c)).collect();
        let mut total = 0u128;
        let mut by_pair = vec![0u128; PAIR_PARTS];
        for (q0, r0) in &fits[0] {
            for (q1, r1) in &fits[1] {
                for (q2, r2) in &fits[2] {
                    let (second, third) = ([*q0, *q1, *q2], [*r0, *r1, *r2]);
                    let n = |t: u64, bands: &mut EmptyBands| u128::from(bands.fillings_of(t));
                    let product = n(tensor(&second), bands) * n(tensor(&third), bands);
                    total += product;
                    for (s, t) in (0..3).flat_map(|s| (0..3).map(move |t| (s, t))) {
                        for (d, &column) in second[s].iter().enumerate() {
                            let p = 9 * d + 3 * s + usize::from(column);
                            for (e, &column) in third[t].iter().enumerate() {
                                let q = 9 * e + 3 * t + usize::from(column);
                                by_pair[COLUMN_PARTS * p + q] += product;
                            }
                        }
                    }
                }
            }
        }
        (total, by_pair)
    }

    /// The classes met by counting the empty table, with the parts they used.
    fn the_empty_tables_classes() -> (EmptyBands, Parts) {
        let mut bands = EmptyBands::default();
        let mut parts = Parts::new();
        let empty = Shape::of(&[None; 81]).unwrap();
        let mut left = u64::MAX;
        bands.count(&empty, &mut parts, &mut left).unwrap();
        (bands, parts)
    }

    #[test]
    fn a_join_by_rows_is_the_plain_sum_over_every_choice() {
        let (mut bands, mut parts) = the_empty_tables_classes();
        let mut left = u64::MAX;
        assert_eq!(bands.classes.len(), 44);
        for i in [0, 17, 43] {
            let w = bands
                .completions(i, Breakdown::Whole, &mut parts, &mut left)
                .unwrap()
                .0;
            let (plain, plain_pairs) = plain_join(&mut bands, &mut parts, i);
            assert_eq!(w, plain, "class {}", i);
            let by_pair = bands
                .completions(i, Breakdown::ByPair, &mut parts, &mut left)
                .unwrap()
                .1;
            assert!(by_pair == &plain_pairs[..], "class {}: pair parts", i);
        }
    }

    #[test]
    fn the_parts_of_a_classs_completions_add_up_to_them() {
        let (mut bands, mut parts) = the_empty_tables_classes();
        let mut left = u64::MAX;
        for i in 0..bands.classes.len().min(6) {
            let w = bands
                .completions(i, Breakdown::Whole, &mut parts, &mut left)
                .unwrap()
                .0;
            let first = state_of(bands.classes[i].tensor);
            let by_part = bands
                .completions(i, Breakdown::ByColumn, &mut parts, &mut left)
                .unwrap()
                .1
                .to_vec();
            for d in 0..9 {
                for s in 0..3 {
                    let at = 9 * d + 3 * s;
                    assert_eq!(
                        by_part[at] + by_part[at + 1] + by_part[at + 2],
                        w,
                        "class {}",
                        i
                    );
                    assert_eq!(by_part[at + usize::from(first[s][d])], 0, "class {}", i);
                }
            }
            let by_pair = bands
                .completions(i, Breakdown::ByPair, &mut parts, &mut left)
                .unwrap()
                .1;
            // Wherever the second band puts a digit, the third puts any other digit (or the
            // same) in one of the three columns of each stack.
            for (p, &column_part) in by_part.iter().enumerate() {
                for e in 0..9 {
                    for t in 0..3 {
                        let q = COLUMN_PARTS * p + 9 * e + 3 * t;
                        let all: u128 = by_pair[q..q + 3].iter().sum();
                        assert_eq!(all, column_part, "class {}, parts {} and {}", i, p, q);
                    }
                }
            }
        }
    }

    #[test]
    fn a_cells_nine_completions_counted_with_two_givens_looked_up_add_up() {
        // Givens in the first band's first two stacks and one below it in the first stack:
        // with a digit in the last band's second stack too, both givens outside the band
        // lie in stacks the band gives in, and are looked up in W split by pairs.
        let mut rng = SplitMix64::new(61);
        let geometry = Geometry::boxed(3, 3).unwrap();
        for round in 0..6 {
            let grid = random_grid(&geometry, &mut rng, &mut Propagator::new()).unwrap();
            let pick = |rng: &mut SplitMix64, band: usize, stack: usize| {
                9 * (3 * band + rng.below(3) as usize) + 3 * stack + rng.below(3) as usize
            };
            let mut cells = vec![None; 81];
            for &(band, stack) in &[(0, 0), (0, 1), (1, 0)] {
                let c = pick(&mut rng, band, stack);
                cells[c] = Some(grid[c]);
            }
            // More givens in the band, in its first two stacks, as the rounds go.
            for _ in 0..round {
                let stack = rng.below(2) as usize;
                let c = pick(&mut rng, 0, stack);
                cells[c] = Some(grid[c]);
            }
            let cell = pick(&mut rng, 2, 1);
            let mut with_cell = cells.clone();
            with_cell[cell] = Some(grid[cell]);
            let shape = Shape::of(&with_cell).unwrap();
            assert_eq!(shape.outside.iter().filter(|o| !o.mirrored).count(), 2);
            assert_eq!(by_digit(&cells, cell), count(&cells), "round {}", round);
        }
    }

    #[test]
    fn a_cells_nine_completions_with_two_givens_in_one_stack_add_up() {
        // One given in the band's first stack and two in its second, in two rows: neither the
        // transpose nor another band has a shape. Below the band, a given and the cell in one
        // stack: the first (the band gives there), or the last (it does not: both givens,
        // mirrored, are looked up instead).
        let mut rng = SplitMix64::new(67);
        let geometry = Geometry::boxed(3, 3).unwrap();
        let mut kinds = [0; 3];
        for round in 0..8 {
            let grid = random_grid(&geometry, &mut rng, &mut Propagator::new()).unwrap();
            let mut cells = vec![None; 81];
            let mut give = |c: usize| cells[c] = Some(grid[c]);
            let row = rng.below(3) as usize;
            give(9 * row + rng.below(3) as usize);
            give(9 * row + 3 + rng.below(3) as usize);
            give(9 * ((row + 1) % 3) + 3 + rng.below(3) as usize);
            for _ in 0..round / 2 {
                give(9 * rng.below(3) as usize + rng.below(6) as usize);
            }
            let stack = [0, 2][round % 2];
            let pick = |rng: &mut SplitMix64, band: usize| {
                9 * (3 * band + rng.below(3) as usize) + 3 * stack + rng.below(3) as usize
            };
            give(pick(&mut rng, 1));
            let cell = pick(&mut rng, 2);
            let mut with_cell = cells.clone();
            with_cell[cell] = Some(grid[cell]);
            let shape = Shape::of(&with_cell).unwrap();
            assert_eq!(shape.outside.len(), 2);
            assert!(shape
                .outside
                .iter()
                .all(|o| o.stack == stack && !o.mirrored));
            kinds[stack] += 1;
            assert_eq!(by_digit(&cells, cell), count(&cells), "round {}", round);
        }
        assert_eq!(kinds, [4, 0, 4]);
    }

    #[test]
    fn the_nine_completions_of_a_cell_add_up_to_the_count() {
        let mut rng = SplitMix64::new(47);
        for round in 0..12 {
            let (which, stack) = (round % 3, round % 2 == 1);
            let givens = [0, 1, 2, 3, 5, 8, 12, 17][round % 8];
            let cells = band_table(which, stack, givens, &mut rng);
            let open: Vec<usize> = (0..81)
                .filter(|&c| cells[c].is_none() && inside(c, which, stack))
                .collect();
            let cell = open[rng.below(open.len() as u64) as usize];
            let whole = count(&cells);
            assert_eq!(
                by_digit(&cells, cell),
                whole,
                "round {}: {} givens, cell {}",
                round,
                givens,
                cell
            );
        }
    }

    #[test]
    fn relabelled_moved_and_transposed_tables_count_alike() {
        let mut rng = SplitMix64::new(7);
        for givens in [4, 7, 10, 15] {
            let cells = band_table(0, false, givens, &mut rng);
            let n = count(&cells);
            // The digits relabelled d -> 8 - d.
            let relabelled: Vec<Option<u8>> = cells.iter().map(|g| g.map(|d| 8 - d)).collect();
            // The band moved to the bottom, its rows reversed.
            let mut moved = vec![None; 81];
            for c in 0..27 {
                moved[9 * (8 - c / 9) + c % 9] = cells[c];
            }
            // Transposed: the band becomes the first stack, counted through it.
            let transposed: Vec<Option<u8>> = (0..81).map(|c| cells[c % 9 * 9 + c / 9]).collect();
            assert_eq!(count(&relabelled), n, "{} givens", givens);
            assert_eq!(count(&moved), n, "{} givens", givens);
            assert_eq!(count(&transposed), n, "{} givens", givens);
        }
    }
}
