//! What an attempt at a solve has learnt from its programmes so far. Every
//! attempt learns it again in the same order, so an attempt that carries
//! on where the last stopped knows the same at each programme.

use std::hash::Hasher;

use super::memo::{NEG, PackedKeyHasher};
use super::play::Objective;
use super::search::SearchInputs;
use crate::rules::{Tile, TileCounts};

#[derive(Default)]
pub(super) struct Learnt {
    solved: Vec<Known>,
    /// A programme's short try up the numbers did not end (so it went
    /// down): the next ones go down at once.
    pub(super) down_first: bool,
}

/// A programme solved: its inputs but the floor (hashed, and whole so a
/// collision of hashes is never taken for the same inputs), the floor, the
/// value found (`NEG`: none above the floor) and its sets.
struct Known {
    inputs: u64,
    whole: Whole,
    floor: i64,
    value: i64,
    sets: Option<Vec<Vec<Tile>>>,
}

impl Learnt {
    /// The sets of a programme solved before on the same tiles, when its
    /// answer tells this one's: its exact value, or nothing above a floor
    /// no higher than this one's. (The programmes under the joker options
    /// meet the same tiles again with other floors.)
    pub(super) fn recall(&self, inputs: &SearchInputs) -> Option<Option<Vec<Vec<Tile>>>> {
        let key = tiles_key(inputs);
        self.solved.iter().find_map(|k| {
            if k.inputs != key || !k.whole.is(inputs) {
                None
            } else if k.value > k.floor {
                Some(k.sets.clone().filter(|_| k.value > inputs.floor))
            } else {
                (inputs.floor >= k.floor).then_some(None)
            }
        })
    }

    pub(super) fn note(&mut self, inputs: &SearchInputs, value: i64, sets: Option<Vec<Vec<Tile>>>) {
        self.solved.push(Known {
            inputs: tiles_key(inputs),
            whole: Whole::of(inputs),
            floor: inputs.floor,
            value,
            sets,
        });
    }
}

/// A programme's inputs but the floor.
struct Whole {
    table: TileCounts,
    rack: TileCounts,
    threshold: u32,
    objective: Objective,
    canonical: bool,
    wrap: bool,
}

impl Whole {
    fn of(inputs: &SearchInputs) -> Whole {
        Whole {
            table: inputs.table.clone(),
            rack: inputs.rack.clone(),
            threshold: inputs.threshold,
            objective: inputs.objective,
            canonical: inputs.canonical,
            wrap: inputs.wrap,
        }
    }

    fn is(&self, inputs: &SearchInputs) -> bool {
        self.table == *inputs.table
            && self.rack == *inputs.rack
            && self.threshold == inputs.threshold
            && self.objective == inputs.objective
            && self.canonical == inputs.canonical
            && self.wrap == inputs.wrap
    }
}

fn tiles_key(inputs: &SearchInputs) -> u64 {
    let any_floor = SearchInputs {
        floor: NEG,
        ..*inputs
    };
    fingerprint(&any_floor, [0; 13])
}

/// A programme's inputs and order, hashed: what an attempt checks before
/// it reuses an earlier attempt's outcome.
pub(super) fn fingerprint(inputs: &SearchInputs, numbers: [u8; 13]) -> u64 {
    let mut h = PackedKeyHasher::default();
    for t in inputs.table.tiles() {
        h.write_u64(t.index() as u64);
    }
    h.write_u64(u64::MAX);
    for t in inputs.rack.tiles() {
        h.write_u64(t.index() as u64);
    }
    h.write_u64(
        (u64::from(inputs.threshold) << 3)
            | ((inputs.wrap as u64) << 2)
            | ((inputs.objective == Objective::Value) as u64 * 2)
            | inputs.canonical as u64,
    );
    h.write_u64(inputs.floor as u64);
    h.write(&numbers);
    h.finish()
}
