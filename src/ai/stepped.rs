//! A solve carried on a bounded step at a time, for the players that
//! spread their thinking over frames.

use std::task::Poll;

use super::solver::{Objective, STEP_WORK, Solution, SolveJob};
use crate::rules::{RuleSet, Tile};

/// A play found by the solve of that position, carried on in `job` (a job
/// for another position is dropped): `Pending` until the solver is done;
/// `Ready(None)` when nothing can be played.
pub(super) fn poll_solve(
    job: &mut Option<SolveJob>,
    rack: &[Tile],
    table: &[Vec<Tile>],
    melded: bool,
    rules: &RuleSet,
    objective: Objective,
) -> Poll<Option<Solution>> {
    if !job
        .as_ref()
        .is_some_and(|j| j.solves(rack, table, melded, rules, objective))
    {
        *job = Some(SolveJob::new(rack, table, melded, rules, objective));
    }
    let answer = job.as_mut().and_then(|j| j.step(STEP_WORK));
    match answer {
        None => Poll::Pending,
        Some(answer) => {
            *job = None;
            Poll::Ready(answer.ok().filter(|s| s.tiles_played > 0))
        }
    }
}
