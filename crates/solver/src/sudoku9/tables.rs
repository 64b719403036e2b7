//! The 9×9 search's tables and bit tricks: what a band's 27-bit masks, its 3×3 incidences of
//! rows and boxes and its columns turn into, computed once at compile time where a table
//! beats the computation.

/// All 27 cells of a band.
pub(super) const BAND: u32 = (1 << 27) - 1;
/// The nine cells of the first row of a band.
pub(super) const ROW: u32 = 0x1ff;
/// Spreads a 9-bit column mask to the three rows of a band.
pub(super) const SPREAD: u32 = 1 | 1 << 9 | 1 << 18;

/// Bit `j` is set when the 9-bit row segment has a cell in box `j` (columns `3j..3j+3`).
pub(super) const fn row_boxes(row: u32) -> u32 {
    ((row & 7 != 0) as u32) | ((row & 0o70 != 0) as u32) << 1 | ((row & 0o700 != 0) as u32) << 2
}

/// For a 3×3 incidence (bit `3i + j`: row `i` of a band may hold the digit in box `j`), the
/// pairs that belong to some perfect matching of rows and boxes; 0 when there is none.
pub(super) const fn matchings(incidence: u32) -> u32 {
    let mut allowed = 0;
    let mut k = 0;
    while k < 6 {
        let pairs = permutation_pairs(k);
        if incidence & pairs == pairs {
            allowed |= pairs;
        }
        k += 1;
    }
    allowed
}

/// The cells of the band that the (row, box) pairs of `pairs` cover.
pub(super) const fn expand(pairs: u32) -> u32 {
    let mut cells = 0;
    let mut k = 0;
    while k < 9 {
        if pairs >> k & 1 != 0 {
            cells |= 7 << (9 * (k / 3) + 3 * (k % 3));
        }
        k += 1;
    }
    cells
}

/// `BAND_FILTER[incidence]`: the cells of a band kept by the row–box matching of a digit whose
/// rows meet the boxes as `incidence` says; 0 when the band cannot hold the digit.
pub(super) const BAND_FILTER: [u32; 512] = {
    let mut table = [0; 512];
    let mut i = 0;
    while i < 512 {
        table[i] = expand(matchings(i as u32));
        i += 1;
    }
    table
};

/// `MATCHED_PAIRS[incidence]`: [`matchings`] tabulated.
pub(super) const MATCHED_PAIRS: [u16; 512] = {
    let mut table = [0; 512];
    let mut i = 0;
    while i < 512 {
        table[i] = matchings(i as u32) as u16;
        i += 1;
    }
    table
};

/// `FORCED_PAIRS[incidence]`: the pairs of the 3×3 incidence in every perfect matching; 0 when
/// there is none.
pub(super) const FORCED_PAIRS: [u16; 512] = {
    let mut table = [0; 512];
    let mut i = 0;
    while i < 512 {
        let mut forced = 0o777;
        let mut any = false;
        let mut k = 0;
        while k < 6 {
            let pairs = permutation_pairs(k);
            if i as u32 & pairs == pairs {
                forced &= pairs;
                any = true;
            }
            k += 1;
        }
        table[i] = if any { forced as u16 } else { 0 };
        i += 1;
    }
    table
};

/// `EXPAND[pairs]`: [`expand`] tabulated.
pub(super) const EXPAND: [u32; 512] = {
    let mut table = [0; 512];
    let mut i = 0;
    while i < 512 {
        table[i] = expand(i as u32);
        i += 1;
    }
    table
};

/// `CROSSING[pairs]`: the pairs of a 3×3 incidence that share a row or a column with a pair
/// of `pairs` without being one.
pub(super) const CROSSING: [u16; 512] = {
    let mut table = [0; 512];
    let mut i = 0;
    while i < 512 {
        let mut out = 0;
        let mut k = 0;
        while k < 9 {
            if i >> k & 1 != 0 {
                out |= 7 << (3 * (k / 3)) | 0o111 << (k % 3);
            }
            k += 1;
        }
        table[i] = (out & !i) as u16;
        i += 1;
    }
    table
};

/// The minirows (or minicolumns) of three units whose three digits are known, from what
/// the nine digits may and must use in them: `may[d]` and `must[d]` hold the pairs of unit `u`
/// at bits `9u..9u + 9` (row–box pairs of a band, band–column pairs of a stack), each pair a
/// minirow or minicolumn, which holds exactly three digits. Returns (the pairs only three
/// digits may use though some need not yet, the pairs three digits must use though others
/// still may), or `None` when some pair cannot get three digits or must take more.
pub(super) fn triads_known(may: &[u32; 9], must: &[u32; 9]) -> Option<(u32, u32)> {
    // Bit-sliced counters of digits per pair, `may` in the low half and `must` in the high
    // half of each word, saturating at 8 or more in the last.
    let mut c = [0u64; 4];
    for (&m, &f) in may.iter().zip(must) {
        let x = m as u64 | (f as u64) << 32;
        let t0 = c[0] & x;
        c[0] ^= x;
        let t1 = c[1] & t0;
        c[1] ^= t0;
        let t2 = c[2] & t1;
        c[2] ^= t1;
        c[3] |= t2;
    }
    let four = c[2] | c[3];
    let three = c[0] & c[1] & !four;
    let below_three = !four & !(c[0] & c[1]) & BAND as u64;
    if below_three != 0 || four >> 32 != 0 {
        return None;
    }
    let (may_three, must_three) = (three as u32, (three >> 32) as u32);
    Some((may_three & !must_three, must_three & four as u32))
}

/// The pairs digit `d` loses by the triads `known` found (as [`triads_known`] returns them),
/// where it may use `may` and must use `must` (three units, 9 bits each).
pub(super) fn triad_drops(known: (u32, u32), may: u32, must: u32) -> u32 {
    let (only, full) = known;
    let taken = only & may;
    let crossing = CROSSING[(taken & 0o777) as usize] as u32
        | (CROSSING[(taken >> 9 & 0o777) as usize] as u32) << 9
        | (CROSSING[(taken >> 18) as usize] as u32) << 18;
    (full & !must | crossing) & may
}

/// `ROW_BOXES[segment]`: [`row_boxes`] tabulated.
pub(super) const ROW_BOXES: [u32; 512] = {
    let mut table = [0; 512];
    let mut i = 0;
    while i < 512 {
        table[i] = row_boxes(i as u32);
        i += 1;
    }
    table
};

/// The six ways to match three rows (or bands) with three boxes (or columns): row `i` goes to
/// `PERMUTATIONS[k][i]`.
pub(super) const PERMUTATIONS: [[u32; 3]; 6] = [
    [0, 1, 2],
    [0, 2, 1],
    [1, 0, 2],
    [1, 2, 0],
    [2, 0, 1],
    [2, 1, 0],
];

/// The pairs of permutation `k` as a 3×3 incidence mask.
pub(super) const fn permutation_pairs(k: usize) -> u32 {
    let p = PERMUTATIONS[k];
    1 << p[0] | 1 << (3 + p[1]) | 1 << (6 + p[2])
}

/// `MATCHING_COUNT[incidence]`: how many perfect matchings the 3×3 incidence has (0 to 6).
pub(super) const MATCHING_COUNT: [u8; 512] = {
    let mut table = [0; 512];
    let mut i = 0;
    while i < 512 {
        let mut k = 0;
        while k < 6 {
            let pairs = permutation_pairs(k);
            if i as u32 & pairs == pairs {
                table[i] += 1;
            }
            k += 1;
        }
        i += 1;
    }
    table
};

/// The columns (9-bit mask) where a band's cells `cells` lie.
pub(super) fn columns(cells: u32) -> u32 {
    (cells | cells >> 9 | cells >> 18) & ROW
}

/// The 3×3 incidence of the rows of a band (bits `3i..3i+3`) and its boxes.
pub(super) fn band_incidence(cells: u32) -> usize {
    (ROW_BOXES[(cells & ROW) as usize]
        | ROW_BOXES[(cells >> 9 & ROW) as usize] << 3
        | ROW_BOXES[(cells >> 18) as usize] << 6) as usize
}

/// `LONE_COLUMNS[cols]`: the columns alone in their stack among the 9-bit mask `cols`, spread
/// to the three rows of a band.
pub(super) const LONE_COLUMNS: [u32; 512] = {
    let mut table = [0; 512];
    let mut i = 0;
    while i < 512 {
        let mut s = 0;
        while s < 3 {
            let m = (i as u32) >> (3 * s) & 7;
            if m & m.wrapping_sub(1) == 0 {
                table[i] |= (m << (3 * s)) * SPREAD;
            }
            s += 1;
        }
        i += 1;
    }
    table
};

/// `CLAIMED_COLUMNS[only]`: the cells a band keeps when `only` are the columns open in this
/// band alone: in a stack with one such column, that column; with two or more, none (the box
/// cannot hold the digit twice); with none, all three.
pub(super) const CLAIMED_COLUMNS: [u32; 512] = {
    let mut table = [0; 512];
    let mut i = 0;
    while i < 512 {
        let mut s = 0;
        while s < 3 {
            let m = (i as u32) >> (3 * s) & 7;
            let keep = if m == 0 {
                7
            } else if m & (m - 1) == 0 {
                m
            } else {
                0
            };
            table[i] |= (keep << (3 * s)) * SPREAD;
            s += 1;
        }
        i += 1;
    }
    table
};

/// Whether some row of a band holds two or more of `cells`.
pub(super) fn row_repeats(cells: u32) -> bool {
    (0..3).any(|r| {
        let m = cells >> (9 * r) & ROW;
        m & m.wrapping_sub(1) != 0
    })
}

/// `SINGLE_ROW[segment]`: all nine bits when the 9-bit row segment has exactly one bit set.
pub(super) const SINGLE_ROW: [u32; 512] = {
    let mut table = [0; 512];
    let mut i = 0;
    while i < 512 {
        if i != 0 && i & (i - 1) == 0 {
            table[i] = ROW;
        }
        i += 1;
    }
    table
};

/// The cells of the rows of a band that hold exactly one of `cells`.
pub(super) fn single_rows(cells: u32) -> u32 {
    SINGLE_ROW[(cells & ROW) as usize]
        | SINGLE_ROW[(cells >> 9 & ROW) as usize] << 9
        | SINGLE_ROW[(cells >> 18) as usize] << 18
}

/// The 3×3 incidences of the bands and the columns of each stack (stack `s` at bits
/// `9s..9s + 9`, band `i` at bits `3i..3i + 3` of it), from the columns of a digit in the three
/// bands (bits `9i..9i + 9`): the 3×3 blocks of three bits are transposed.
pub(super) fn stack_incidences(cols: u32) -> u32 {
    const DIAGONAL: u32 = 0o700070007;
    const ONE_OFF: u32 = 0o000700070;
    const TWO_OFF: u32 = 0o000000700;
    cols & DIAGONAL
        | (cols & ONE_OFF) << 6
        | cols >> 6 & ONE_OFF
        | (cols & TWO_OFF) << 12
        | cols >> 12 & TWO_OFF
}

/// The region of each cell of the classic grid, row-major: its 3×3 box.
pub(super) const CLASSIC_REGIONS: [u8; 81] = {
    let mut regions = [0; 81];
    let mut cell = 0;
    while cell < 81 {
        regions[cell] = (cell / 27 * 3 + cell % 9 / 3) as u8;
        cell += 1;
    }
    regions
};

/// The other two bands of each band.
pub(super) const OTHER_BANDS: [[usize; 2]; 3] = [[1, 2], [2, 0], [0, 1]];
