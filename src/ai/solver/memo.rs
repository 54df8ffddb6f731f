//! The search's memo: a fixed-size transposition table kept per thread,
//! its generations, and the thread's count of search work.

use std::hash::Hasher;

use super::state::State;

/// The value of no arrangement: below every score, and far enough from
/// `i64::MIN` that adding to it never overflows.
pub(super) const NEG: i64 = i64::MIN / 4;

/// Hashes keys packed as bit fields (the memo's state keys, a programme's
/// fingerprint) so that every bit of the key reaches the low bits.
#[derive(Default)]
pub(super) struct PackedKeyHasher(u64);

impl Hasher for PackedKeyHasher {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.write_u64(b as u64);
        }
    }
    fn write_u64(&mut self, n: u64) {
        // SplitMix64's finaliser: every key bit reaches the low bits the
        // table indexes by (the keys are packed bit fields).
        let mut z = (self.0 ^ n).wrapping_add(0x9E37_79B9_7F4A_7C15);
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        self.0 = z ^ (z >> 31);
    }
}

/// The memo: a fixed-size, direct-mapped table (a transposition table).
/// A collision overwrites an entry, which costs only a recomputation, so
/// memory stays bounded ([`MEMO_BYTES`] per thread) on any position. The
/// table is kept per thread and reused; a generation number in each tag
/// makes old entries miss without clearing the table, and a programme that
/// resumes a stopped search takes its generation back.
pub(super) struct Memo {
    pub(super) slots: Vec<Slot>,
    /// The search's child lists, one per depth (number × step), kept with
    /// the table so a programme allocates none.
    pub(super) buffers: Vec<Vec<(State, i64, i64)>>,
    pub(super) generation: u64,
    /// The highest generation handed out since the table was last cleared.
    pub(super) latest: u64,
    /// Tells this table apart from every other, and from itself before a
    /// clear: a mark is only taken back by the table that made it.
    pub(super) id: u64,
}

/// Which table and generation a stopped search's entries are in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct MemoMark {
    pub(super) id: u64,
    pub(super) generation: u64,
}

pub(super) static MEMO_IDS: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(1);

pub(super) fn new_memo_id() -> u64 {
    MEMO_IDS.fetch_add(1, std::sync::atomic::Ordering::Relaxed)
}

#[derive(Clone, Copy, Default)]
pub(super) struct Slot {
    /// The whole state key.
    pub(super) key: u64,
    /// The value: every score fits 32 bits (`i32::MIN` stands for `NEG`).
    pub(super) value: i32,
    /// The generation (bits 1..) and the exact flag (bit 0).
    pub(super) stamp: u32,
}

pub(super) const MEMO_SLOTS: usize = 1 << 18;
/// Memory of one thread's memo table.
pub const MEMO_BYTES: usize = MEMO_SLOTS * std::mem::size_of::<Slot>();
pub(super) const MAX_GENERATION: u64 = (1 << 12) - 1;

thread_local! {
    /// Search nodes expanded on this thread: see [`work_done`].
    pub(super) static WORK: std::cell::Cell<u64> = const { std::cell::Cell::new(0) };
    static MEMO_POOL: std::cell::RefCell<Option<Memo>> = const { std::cell::RefCell::new(None) };
}

/// Search nodes the solver has expanded on this thread so far: a measure
/// of its work that, unlike a clock, gives the same answer on every run and
/// machine, for callers that budget how long they think.
pub fn work_done() -> u64 {
    WORK.with(|w| w.get())
}

impl Memo {
    /// The thread's table, for one programme: a new generation, or the
    /// stopped search's if `resume` marks this table.
    pub(super) fn take(resume: Option<MemoMark>) -> Memo {
        let mut memo = MEMO_POOL
            .with(|p| p.borrow_mut().take())
            .unwrap_or_else(|| Memo {
                slots: vec![Slot::default(); MEMO_SLOTS],
                buffers: (0..13 * 5).map(|_| Vec::with_capacity(27)).collect(),
                generation: 0,
                latest: 0,
                id: new_memo_id(),
            });
        if let Some(mark) = resume.filter(|m| m.id == memo.id) {
            memo.generation = mark.generation;
            return memo;
        }
        memo.latest += 1;
        if memo.latest > MAX_GENERATION {
            memo.slots.fill(Slot::default());
            memo.latest = 1;
            memo.id = new_memo_id();
        }
        memo.generation = memo.latest;
        memo
    }

    pub(super) fn mark(&self) -> MemoMark {
        MemoMark {
            id: self.id,
            generation: self.generation,
        }
    }

    pub(super) fn index(key: u64) -> usize {
        let mut h = PackedKeyHasher::default();
        h.write_u64(key);
        (h.finish() as usize) & (MEMO_SLOTS - 1)
    }

    pub(super) fn get(&self, key: u64) -> Option<Entry> {
        let slot = self.slots[Self::index(key)];
        (slot.key == key && u64::from(slot.stamp >> 1) == self.generation).then(|| Entry {
            value: if slot.value == i32::MIN {
                NEG
            } else {
                i64::from(slot.value)
            },
            exact: slot.stamp & 1 == 1,
        })
    }

    pub(super) fn insert(&mut self, key: u64, entry: Entry) {
        let value = if entry.value <= NEG {
            i32::MIN
        } else {
            i32::try_from(entry.value).expect("a score fits 32 bits")
        };
        self.slots[Self::index(key)] = Slot {
            key,
            value,
            stamp: (self.generation as u32) << 1 | entry.exact as u32,
        };
    }
}

impl Memo {
    /// Gives the table back to the thread for the next solve.
    pub(super) fn put_back(self) {
        MEMO_POOL.with(|p| *p.borrow_mut() = Some(self));
    }
}

/// A memoised result: the exact best value of a state, or an upper bound
/// on it (when the search only had to show it could not beat a bound).
#[derive(Clone, Copy)]
pub(super) struct Entry {
    pub(super) value: i64,
    pub(super) exact: bool,
}
