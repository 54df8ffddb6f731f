//! A state of the search: each colour's run slots (two, or three where a
//! face has a third copy) and what they hold, the moves a slot can make at
//! a number, and the state's memo key.

/// A run slot's state: what the run holds so far.
///
/// After the initial meld the search only places *essential* jokers, ones
/// whose removal would break their set; every other joker is *free* and is
/// added at the end to any run end with room or any group of three. Any
/// arrangement becomes one of this form by taking out non-essential jokers,
/// so nothing is lost, and the search no longer tries every joker in every
/// set. The states below encode the essential-joker rules: a run may start
/// with a joker only if it stays three long, and a joker may extend a run of
/// three or more only if real tiles follow it.
///
/// The discriminants are the memo key's (see [`pair_index`]).
#[repr(u8)]
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum SlotState {
    Empty = 0,
    Real1 = 1,
    Real2 = 2,
    /// Three or more tiles: the run may stop here.
    Long = 3,
    /// A run that began with a joker.
    Joker1 = 4,
    /// A run that began with two jokers (or more, in a meld with more than
    /// two jokers at hand).
    Joker2 = 5,
    /// Joker then a real tile.
    JokerReal = 6,
    /// A run of three or more followed by a joker: a real tile must come next.
    LongJoker = 7,
    /// A three-tile run starting with a joker: it must stop.
    Full3 = 8,
}

/// An unordered pair of slot states as an index below 45.
pub(super) const fn pair_index(a: SlotState, b: SlotState) -> u8 {
    let (a, b) = (a as u8, b as u8);
    let (lo, hi) = if a <= b { (a, b) } else { (b, a) };
    hi * (hi + 1) / 2 + lo
}

/// What one run slot does at a number.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub(super) enum SlotMove {
    /// No run (an empty slot stays empty) or the run ended before this number.
    Idle,
    Real,
    Joker,
}

/// Whether a slot state is a run that must go on at the next number.
pub(super) fn must_go_on(state: SlotState) -> bool {
    !matches!(state, SlotState::Empty | SlotState::Long | SlotState::Full3)
}

/// A slot's moves: up to three, each with the state it leads to.
pub(super) type SlotMoves = ([(SlotMove, SlotState); 3], usize);

/// The moves of a slot and the state each leads to. `ahead[k]` tells
/// whether a real tile of the slot's colour exists `k + 1` numbers ahead, so
/// a joker only goes where a real tile can still complete its run. Read
/// from a table made at compile time (see [`slot_moves_of`]).
#[inline]
pub(super) fn slot_moves(
    state: SlotState,
    canonical: bool,
    ahead: [bool; 2],
) -> &'static SlotMoves {
    let i = (state as usize) << 3
        | (canonical as usize) << 2
        | (ahead[0] as usize) << 1
        | ahead[1] as usize;
    &SLOT_MOVES[i]
}

const SLOT_MOVES: [SlotMoves; 72] = {
    let mut table = [([(SlotMove::Idle, SlotState::Empty); 3], 0); 72];
    let mut i = 0;
    while i < 72 {
        table[i] = slot_moves_of(
            ALL_SLOT_STATES[i >> 3],
            i >> 2 & 1 == 1,
            [i >> 1 & 1 == 1, i & 1 == 1],
        );
        i += 1;
    }
    table
};

/// The moves [`slot_moves`] reads.
const fn slot_moves_of(state: SlotState, canonical: bool, ahead: [bool; 2]) -> SlotMoves {
    use SlotState::*;
    let mut out = [(SlotMove::Idle, Empty); 3];
    let mut len = 0;
    macro_rules! push {
        ($m:expr, $next:expr) => {{
            out[len] = ($m, $next);
            len += 1;
        }};
    }
    match state {
        Empty => {
            push!(SlotMove::Idle, Empty);
            push!(SlotMove::Real, Real1);
            if ahead[0] || ahead[1] {
                push!(SlotMove::Joker, Joker1);
            }
        }
        Real1 => {
            push!(SlotMove::Real, Real2);
            push!(SlotMove::Joker, Real2);
        }
        Real2 => {
            push!(SlotMove::Real, Long);
            push!(SlotMove::Joker, Long);
        }
        Long => {
            push!(SlotMove::Idle, Empty);
            push!(SlotMove::Real, Long);
            if !canonical {
                push!(SlotMove::Joker, Long);
            } else if ahead[0] {
                push!(SlotMove::Joker, LongJoker);
            }
        }
        LongJoker => {
            push!(SlotMove::Real, Long);
            if ahead[0] {
                push!(SlotMove::Joker, LongJoker);
            }
        }
        Joker1 => {
            push!(SlotMove::Real, if canonical { JokerReal } else { Real2 });
            if ahead[0] {
                push!(SlotMove::Joker, Joker2);
            }
        }
        Joker2 => {
            push!(SlotMove::Real, if canonical { Full3 } else { Long });
            // A third leading joker (only the wide search has one to place).
            if !canonical {
                push!(SlotMove::Joker, Joker2);
            }
        }
        JokerReal => {
            push!(SlotMove::Real, Full3);
            push!(SlotMove::Joker, Full3);
        }
        Full3 => push!(SlotMove::Idle, Empty),
    }
    (out, len)
}

/// Free-joker spots a run gives when it starts at `number`: room below it,
/// counted up to `cap`.
pub(super) fn spots_below(number: u8, cap: u8) -> u8 {
    (number - 1).min(cap)
}

/// Free-joker spots a run gives when its last tile is `number`: room above.
pub(super) fn spots_above(number: u8, cap: u8) -> u8 {
    (13 - number).min(cap)
}

/// Run slots of a colour: as many runs of a colour as can pass one number,
/// one per copy of a tile.
pub(super) const SLOTS: usize = 3;

/// A search state: before processing colour `step` of number index `n`
/// (step 4 = the groups of number `n`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct State {
    pub(super) n: u8,
    pub(super) step: u8,
    /// Each colour's run slots; with two copies of a tile the third stays
    /// empty.
    pub(super) slots: [[SlotState; SLOTS]; 4],
    /// Jokers placed by the search (essential ones, after the meld).
    pub(super) jokers_used: u8,
    /// Places a free joker could go, capped at the jokers there are.
    pub(super) spots: u8,
    pub(super) groups: [u8; 4],
    /// Value placed so far, capped at the threshold (initial meld only).
    pub(super) cap: u32,
}

impl State {
    /// The memo key of a search on two copies of each tile and two jokers
    /// at most: 51 bits, the same key it has always been.
    #[inline]
    pub(super) fn key(&self) -> u64 {
        let mut k = self.n as u64;
        k = (k << 3) | self.step as u64;
        for s in self.slots {
            k = (k << 6) | PAIR_INDEX[s[0] as usize][s[1] as usize] as u64;
        }
        k = (k << 2) | self.jokers_used as u64;
        k = (k << 2) | self.spots as u64;
        // The groups matter only through how many colours give one tile and
        // how many give two.
        k = (k << 6) | GROUP_SHARES[self.packed_groups()] as u64;
        (k << 10) | self.cap as u64
    }

    /// The memo key of a search with a third copy of some tile or more than
    /// two jokers: three slots a colour, up to four jokers and spots, and
    /// colours giving three tiles to the groups (62 bits).
    #[inline]
    pub(super) fn wide_key(&self) -> u64 {
        let mut k = self.n as u64;
        k = (k << 3) | self.step as u64;
        for s in self.slots {
            k = (k << 8) | triple_index(s) as u64;
        }
        k = (k << 3) | self.jokers_used as u64;
        k = (k << 3) | self.spots as u64;
        k = (k << 7) | WIDE_GROUP_SHARES[self.packed_groups()] as u64;
        (k << 10) | self.cap as u64
    }

    fn packed_groups(&self) -> usize {
        let g = self.groups;
        (g[0] | g[1] << 2 | g[2] << 4 | g[3] << 6) as usize
    }
}

/// An unordered triple of slot states as an index below 165.
fn triple_index(slots: [SlotState; 3]) -> u8 {
    let mut v = slots.map(|s| s as u16);
    v.sort_unstable();
    let [a, b, c] = v;
    // The combinatorial number system: C(c + 2, 3) + C(b + 1, 2) + a.
    ((c + 2) * (c + 1) * c / 6 + (b + 1) * b / 2 + a) as u8
}

/// Every slot state, in the order of their discriminants.
const ALL_SLOT_STATES: [SlotState; 9] = {
    use SlotState::*;
    [
        Empty, Real1, Real2, Long, Joker1, Joker2, JokerReal, LongJoker, Full3,
    ]
};

/// [`pair_index`] of every pair of slot states, read by the memo key.
const PAIR_INDEX: [[u8; 9]; 9] = {
    let mut t = [[0u8; 9]; 9];
    let mut a = 0;
    while a < 9 {
        let mut b = 0;
        while b < 9 {
            t[a][b] = pair_index(ALL_SLOT_STATES[a], ALL_SLOT_STATES[b]);
            b += 1;
        }
        a += 1;
    }
    t
};

/// The groups' key (colours giving one tile × 5 + colours giving two) of
/// the four colours' shares packed two bits each.
const GROUP_SHARES: [u8; 256] = {
    let mut t = [0u8; 256];
    let mut packed = 0;
    while packed < 256 {
        let (mut singles, mut doubles, mut c) = (0, 0, 0);
        while c < 4 {
            match (packed >> (2 * c)) & 3 {
                1 => singles += 1,
                2 => doubles += 1,
                _ => {}
            }
            c += 1;
        }
        t[packed] = singles * 5 + doubles;
        packed += 1;
    }
    t
};

/// The wide key's groups (colours giving one tile × 25 + giving two × 5 +
/// giving three) of the four colours' shares packed two bits each.
const WIDE_GROUP_SHARES: [u8; 256] = {
    let mut t = [0u8; 256];
    let mut packed = 0;
    while packed < 256 {
        let mut by_share = [0u8; 4];
        let mut c = 0;
        while c < 4 {
            by_share[(packed >> (2 * c)) & 3] += 1;
            c += 1;
        }
        t[packed] = by_share[1] * 25 + by_share[2] * 5 + by_share[3];
        packed += 1;
    }
    t
};

#[cfg(test)]
mod tests {
    use super::*;

    use SlotState::*;

    const ALL: [SlotState; 9] = ALL_SLOT_STATES;

    #[test]
    pub(super) fn pair_indices_are_a_bijection() {
        let mut seen = [false; 45];
        for (i, &a) in ALL.iter().enumerate() {
            assert_eq!(a as usize, i);
            for &b in &ALL[i..] {
                let i = pair_index(a, b) as usize;
                assert!(!seen[i], "({a:?}, {b:?}) shares index {i}");
                seen[i] = true;
                assert_eq!(pair_index(b, a) as usize, i);
            }
        }
        assert!(seen.iter().all(|&s| s));
    }

    fn state(slots: [[SlotState; 3]; 4], groups: [u8; 4]) -> State {
        State {
            n: 5,
            step: 2,
            slots,
            jokers_used: 1,
            spots: 2,
            groups,
            cap: 17,
        }
    }

    /// The memo key tells two states apart exactly when they differ in
    /// more than the order of a colour's two slots or which colours give
    /// the groups one tile and which two.
    #[test]
    fn the_key_forgets_only_slot_order_and_which_colour_gives_to_groups() {
        let base = [
            [Real1, Long, Empty],
            [Empty, Empty, Empty],
            [Joker1, Full3, Empty],
            [Long, Long, Empty],
        ];
        let all_groups: Vec<[u8; 4]> = (0..81)
            .map(|i| [i % 3, i / 3 % 3, i / 9 % 3, i / 27 % 3])
            .collect();
        let counts = |g: &[u8; 4]| {
            let ones = g.iter().filter(|&&x| x == 1).count();
            let twos = g.iter().filter(|&&x| x == 2).count();
            (ones, twos)
        };
        for a in &all_groups {
            for b in &all_groups {
                let same = state(base, *a).key() == state(base, *b).key();
                assert_eq!(same, counts(a) == counts(b), "groups {a:?} and {b:?}");
            }
        }
        let mut swapped = base;
        swapped[2] = [Full3, Joker1, Empty];
        assert_eq!(state(base, [0; 4]).key(), state(swapped, [0; 4]).key());
        let mut moved = base;
        moved[1] = [Real1, Empty, Empty];
        assert_ne!(state(base, [0; 4]).key(), state(moved, [0; 4]).key());
    }

    /// The wide key forgets only the order of a colour's three slots and
    /// which colours give the groups how many tiles, and keeps every field
    /// within its 64 bits.
    #[test]
    fn the_wide_key_forgets_only_slot_order_and_which_colour_gives_to_groups() {
        let mut seen = std::collections::HashMap::new();
        for (i, &a) in ALL.iter().enumerate() {
            for (j, &b) in ALL.iter().enumerate().skip(i) {
                for &c in &ALL[j..] {
                    let t = [a, b, c];
                    let i = triple_index(t);
                    assert!(i < 165);
                    assert_eq!(seen.insert(i, t), None, "{t:?}");
                    for p in [[t[1], t[0], t[2]], [t[2], t[1], t[0]], [t[0], t[2], t[1]]] {
                        assert_eq!(triple_index(p), i);
                    }
                }
            }
        }
        assert_eq!(seen.len(), 165);
        let base = [
            [Real1, Long, Long],
            [Empty, Empty, Joker2],
            [Joker1, Full3, Real2],
            [Long, Long, LongJoker],
        ];
        let all_groups: Vec<[u8; 4]> = (0..=255u8)
            .map(|i| [i % 4, i / 4 % 4, i / 16 % 4, i / 64 % 4])
            .collect();
        let shares = |g: &[u8; 4]| [1, 2, 3].map(|k| g.iter().filter(|&&x| x == k).count());
        for a in &all_groups {
            for b in &all_groups {
                let same = state(base, *a).wide_key() == state(base, *b).wide_key();
                assert_eq!(same, shares(a) == shares(b), "groups {a:?} and {b:?}");
            }
        }
        let mut turned = base;
        turned[0] = [Long, Real1, Long];
        assert_eq!(
            state(base, [0; 4]).wide_key(),
            state(turned, [0; 4]).wide_key()
        );
        let mut moved = base;
        moved[1] = [Empty, Joker2, Joker2];
        assert_ne!(
            state(base, [0; 4]).wide_key(),
            state(moved, [0; 4]).wide_key()
        );
        let mut full = state(base, [3; 4]);
        full.n = 13;
        full.step = 4;
        full.jokers_used = 4;
        full.spots = 4;
        full.cap = 1000;
        // 13 and 5 differ only in the number's top bit, the key's 62nd.
        let mut other = full;
        other.n = 5;
        assert_ne!(full.wide_key(), other.wide_key(), "the top field is kept");
    }
}
