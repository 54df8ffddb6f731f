//! The programmes a solve runs, under a budget of search work: an
//! attempt that runs out stops, and the next takes back what the last one
//! finished and the memo of the one it stopped in.

use std::hash::Hasher;

use super::memo::{Memo, MemoMark, PackedKeyHasher, work_done};
use super::play::Objective;
use super::search::{Dp, NEG, SearchInputs};
use crate::rules::Tile;

/// The DP's best sets: every tile of the inputs' table placed and as much
/// of the rack as the objective prefers, or `None` when the table's tiles
/// cannot all be placed (or nothing reaches the threshold).
///
/// With wrap-around runs the numbers form a circle; the programme goes
/// through them from each of the 13 starting points and keeps the best. A
/// run may then cross from 13 to 1 wherever no other run crosses the
/// starting point; an arrangement in which runs cross every point between
/// two numbers is not searched.
pub(super) fn best_sets(
    inputs: &SearchInputs,
    budget: &mut Budget,
) -> Result<Option<Vec<Vec<Tile>>>, Interrupted> {
    let starts = if inputs.wrap { 13 } else { 1 };
    let mut best: Option<(i64, Vec<Vec<Tile>>)> = None;
    for start in 0..starts {
        let numbers: [u8; 13] = std::array::from_fn(|p| ((p + start) % 13) as u8 + 1);
        let ordinal = budget.met;
        budget.met += 1;
        // Without a limit there is no next attempt to keep anything for.
        let limited = budget.stop_at != u64::MAX;
        let inputs_hash = if limited {
            fingerprint(inputs, numbers)
        } else {
            0
        };
        let (value, sets) = match budget.finished.get(ordinal) {
            Some(done) if done.inputs == inputs_hash => (done.value, done.sets.clone()),
            _ => {
                let resume = budget
                    .stopped
                    .filter(|(at, _)| *at == ordinal)
                    .map(|(_, mark)| mark);
                let mut dp = Dp::new(inputs, numbers, Memo::take(resume));
                dp.stop_at = budget.stop_at;
                let first = dp.start_state();
                // Above the floor the value is exact; at or below it, only
                // known to be no better.
                let value = dp.search(first, inputs.floor).0;
                let value = if value > inputs.floor { value } else { NEG };
                let better = value >= 0 && best.as_ref().is_none_or(|(v, _)| value > *v);
                let sets = if better && !dp.stopped {
                    dp.reconstruct(first, inputs.wrap)
                } else {
                    None
                };
                let mark = dp.memo.mark();
                dp.memo.put_back();
                if dp.stopped {
                    budget.stopped = Some((ordinal, mark));
                    return Err(Interrupted);
                }
                if limited {
                    // Kept for the next attempt, if this one is stopped later.
                    budget.finished.truncate(ordinal);
                    budget.finished.push(Finished {
                        inputs: inputs_hash,
                        value,
                        sets: sets.clone(),
                    });
                }
                (value, sets)
            }
        };
        if let Some(sets) =
            sets.filter(|_| value >= 0 && best.as_ref().is_none_or(|(v, _)| value > *v))
        {
            best = Some((value, sets));
        }
    }
    Ok(best.map(|(_, sets)| sets))
}

/// A search stopped by its [`Budget`] before it found the answer.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Interrupted;

/// How much search one attempt at a solve may do, and what earlier
/// attempts at the same solve left: the results of the programmes they ran
/// to the end, and the memo of the one they stopped in. An attempt makes
/// the same programmes in the same order, so it takes those results and
/// carries on where the last one stopped.
pub(super) struct Budget {
    /// The thread's [`work_done`] at which the search stops.
    pub(super) stop_at: u64,
    pub(super) finished: Vec<Finished>,
    /// Programmes met so far in this attempt.
    pub(super) met: usize,
    /// The programme an attempt stopped in, and its memo.
    pub(super) stopped: Option<(usize, MemoMark)>,
}

pub(super) struct Finished {
    pub(super) inputs: u64,
    pub(super) value: i64,
    pub(super) sets: Option<Vec<Vec<Tile>>>,
}

impl Budget {
    pub(super) fn unlimited() -> Budget {
        Budget {
            stop_at: u64::MAX,
            finished: Vec::new(),
            met: 0,
            stopped: None,
        }
    }

    /// The next attempt may do `work` more search nodes.
    pub(super) fn allow(&mut self, work: u64) {
        self.stop_at = work_done().saturating_add(work);
    }
}

/// A programme's inputs, hashed: what an attempt checks before it reuses
/// an earlier attempt's result.
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
        (u64::from(inputs.threshold) << 2)
            | ((inputs.objective == Objective::Value) as u64 * 2)
            | inputs.canonical as u64,
    );
    h.write_u64(inputs.floor as u64);
    h.write(&numbers);
    h.finish()
}
