//! One programme of a solve, under a budget of search work: an attempt
//! that runs out stops, and the next takes back what the last one
//! finished and the memo of the one it stopped in.

use super::memo::{Memo, MemoMark, NEG, work_done};
use super::recall::{Learnt, fingerprint};
use super::search::{Dp, SearchInputs};
use crate::rules::Tile;

/// A search stopped by its [`Budget`] before it found the answer.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Interrupted;

/// How much search one attempt at a solve may do, and what earlier
/// attempts at the same solve left: the outcomes of the programmes they
/// ran to the end, and the memo of the one they stopped in. An attempt
/// makes the same programmes in the same order, so it takes those outcomes
/// and carries on where the last one stopped.
pub(super) struct Budget {
    /// The thread's [`work_done`] at which the search stops.
    pub(super) stop_at: u64,
    pub(super) finished: Vec<Finished>,
    /// Programmes met so far in this attempt.
    pub(super) met: usize,
    /// The programme an attempt stopped in, and its memo.
    pub(super) stopped: Option<(usize, MemoMark)>,
    pub(super) learnt: Learnt,
}

pub(super) struct Finished {
    pub(super) inputs: u64,
    pub(super) outcome: Outcome,
}

/// How a programme ended.
#[derive(Clone)]
pub(super) enum Outcome {
    /// The best value (`NEG`: none above the floor), and the sets when
    /// they were asked for.
    Solved {
        value: i64,
        sets: Option<Vec<Vec<Tile>>>,
    },
    /// A try ([`Work::Try`]) that used up its work.
    Unfinished,
}

/// The work a programme may do.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Work {
    /// As much as the budget allows.
    Whole,
    /// A short try: [`TRY_WORK`] nodes from an empty memo, so that whether
    /// it ends depends on nothing but the position.
    Try,
}

/// Search nodes of a [`Work::Try`].
pub(super) const TRY_WORK: u64 = 1500;

impl Budget {
    pub(super) fn unlimited() -> Budget {
        Budget {
            stop_at: u64::MAX,
            finished: Vec::new(),
            met: 0,
            stopped: None,
            learnt: Learnt::default(),
        }
    }

    /// An attempt starts from the first programme and learns again.
    pub(super) fn start_attempt(&mut self) {
        self.met = 0;
        self.learnt = Learnt::default();
    }

    /// The next attempt may do `work` more search nodes.
    pub(super) fn allow(&mut self, work: u64) {
        self.stop_at = work_done().saturating_add(work);
    }
}

/// Runs the programme of `inputs` going through `numbers`, or takes its
/// outcome from an earlier attempt. The sets are read off only when the
/// value is worth something and beats `to_beat`.
pub(super) fn run(
    inputs: &SearchInputs,
    numbers: [u8; 13],
    work: Work,
    to_beat: Option<i64>,
    budget: &mut Budget,
) -> Result<Outcome, Interrupted> {
    let ordinal = budget.met;
    budget.met += 1;
    // Without a limit there is no next attempt to keep anything for.
    let limited = budget.stop_at != u64::MAX;
    let inputs_hash = if limited {
        fingerprint(inputs, numbers)
    } else {
        0
    };
    if let Some(done) = budget.finished.get(ordinal)
        && done.inputs == inputs_hash
    {
        return Ok(done.outcome.clone());
    }
    let resume = budget
        .stopped
        .filter(|(at, _)| *at == ordinal)
        .map(|(_, mark)| mark);
    let mut dp = Dp::new(inputs, numbers, Memo::take(resume));
    let try_end = match work {
        Work::Try => work_done().saturating_add(TRY_WORK),
        Work::Whole => u64::MAX,
    };
    dp.stop_at = budget.stop_at.min(try_end);
    let outcome = solve_programme(&mut dp, inputs, to_beat, budget.stop_at);
    let mark = dp.memo.mark();
    dp.memo.put_back();
    let outcome = match outcome {
        Ok(outcome) => outcome,
        Err(Stop::Searching) if try_end <= budget.stop_at => Outcome::Unfinished,
        Err(_) => {
            // A try stopped by the budget starts again from nothing next
            // time, so that it ends the same.
            budget.stopped = (work == Work::Whole).then_some((ordinal, mark));
            return Err(Interrupted);
        }
    };
    if limited {
        // Kept for the next attempt, if this one is stopped later.
        budget.finished.truncate(ordinal);
        budget.finished.push(Finished {
            inputs: inputs_hash,
            outcome: outcome.clone(),
        });
    }
    Ok(outcome)
}

/// Where a programme was stopped.
enum Stop {
    Searching,
    ReadingSets,
}

/// The programme's search and, when wanted, its sets (read off within the
/// budget's `stop_at`).
fn solve_programme(
    dp: &mut Dp,
    inputs: &SearchInputs,
    to_beat: Option<i64>,
    stop_at: u64,
) -> Result<Outcome, Stop> {
    let first = dp.start_state();
    // Above the floor the value is exact; at or below it, only known to be
    // no better.
    let value = dp.search(first, inputs.floor).0;
    if dp.stopped {
        return Err(Stop::Searching);
    }
    let value = if value > inputs.floor { value } else { NEG };
    let better = value >= 0 && to_beat.is_none_or(|v| value > v);
    dp.stop_at = stop_at;
    let sets = if better {
        Some(
            dp.reconstruct(first, inputs.wrap)
                .ok_or(Stop::ReadingSets)?,
        )
    } else {
        None
    };
    Ok(Outcome::Solved { value, sets })
}
