//! A state of the search: each colour's two run slots and what they hold,
//! the moves a slot can make at a number, and the state's memo key.

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

/// The moves of a slot and the state each leads to. `real_ahead(k)` tells
/// whether a real tile of the slot's colour exists `k` numbers ahead, so a
/// joker only goes where a real tile can still complete its run.
pub(super) fn slot_moves(
    state: SlotState,
    canonical: bool,
    real_ahead: impl Fn(usize) -> bool,
) -> ([(SlotMove, SlotState); 3], usize) {
    use SlotState::*;
    let mut out = [(SlotMove::Idle, Empty); 3];
    let mut len = 0;
    let mut push = |m, next| {
        out[len] = (m, next);
        len += 1;
    };
    match state {
        Empty => {
            push(SlotMove::Idle, Empty);
            push(SlotMove::Real, Real1);
            if real_ahead(1) || real_ahead(2) {
                push(SlotMove::Joker, Joker1);
            }
        }
        Real1 => {
            push(SlotMove::Real, Real2);
            push(SlotMove::Joker, Real2);
        }
        Real2 => {
            push(SlotMove::Real, Long);
            push(SlotMove::Joker, Long);
        }
        Long => {
            push(SlotMove::Idle, Empty);
            push(SlotMove::Real, Long);
            if !canonical {
                push(SlotMove::Joker, Long);
            } else if real_ahead(1) {
                push(SlotMove::Joker, LongJoker);
            }
        }
        LongJoker => {
            push(SlotMove::Real, Long);
            if real_ahead(1) {
                push(SlotMove::Joker, LongJoker);
            }
        }
        Joker1 => {
            push(SlotMove::Real, if canonical { JokerReal } else { Real2 });
            if real_ahead(1) {
                push(SlotMove::Joker, Joker2);
            }
        }
        Joker2 => push(SlotMove::Real, if canonical { Full3 } else { Long }),
        JokerReal => {
            push(SlotMove::Real, Full3);
            push(SlotMove::Joker, Full3);
        }
        Full3 => push(SlotMove::Idle, Empty),
    }
    (out, len)
}

/// Free-joker spots a run gives when it starts at `number`: room below it.
pub(super) fn spots_below(number: u8) -> u8 {
    (number - 1).min(2)
}

/// Free-joker spots a run gives when its last tile is `number`: room above.
pub(super) fn spots_above(number: u8) -> u8 {
    (13 - number).min(2)
}

/// A search state: before processing colour `step` of number index `n`
/// (step 4 = the groups of number `n`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct State {
    pub(super) n: u8,
    pub(super) step: u8,
    pub(super) slots: [[SlotState; 2]; 4],
    /// Jokers placed by the search (essential ones, after the meld).
    pub(super) jokers_used: u8,
    /// Places a free joker could go, capped at two.
    pub(super) spots: u8,
    pub(super) groups: [u8; 4],
    /// Value placed so far, capped at the threshold (initial meld only).
    pub(super) cap: u32,
}

impl State {
    #[inline]
    pub(super) fn key(&self) -> u64 {
        let mut k = self.n as u64;
        k = (k << 3) | self.step as u64;
        for s in self.slots {
            k = (k << 6) | pair_index(s[0], s[1]) as u64;
        }
        k = (k << 2) | self.jokers_used as u64;
        k = (k << 2) | self.spots as u64;
        // The groups matter only through how many colours give one tile and
        // how many give two.
        let singles = self.groups.iter().filter(|&&g| g == 1).count() as u64;
        let doubles = self.groups.iter().filter(|&&g| g == 2).count() as u64;
        k = (k << 6) | (singles * 5 + doubles);
        (k << 10) | self.cap as u64
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    use SlotState::*;

    const ALL: [SlotState; 9] = [
        Empty, Real1, Real2, Long, Joker1, Joker2, JokerReal, LongJoker, Full3,
    ];

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
}
