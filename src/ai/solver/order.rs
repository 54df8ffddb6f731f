//! The order a solve's programmes go through the numbers, and the best
//! sets of all of them.

use super::budget::{Budget, Interrupted, Outcome, Work, run};
use super::play::Objective;
use super::search::SearchInputs;
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
    let up: [u8; 13] = std::array::from_fn(|p| p as u8 + 1);
    if !inputs.wrap {
        return up_or_down(inputs, up, budget);
    }
    let mut best: Option<(i64, Vec<Vec<Tile>>)> = None;
    for start in 0..13 {
        let numbers = std::array::from_fn(|p| up[(p + start) % 13]);
        let to_beat = best.as_ref().map(|(v, _)| *v);
        if let Outcome::Solved {
            value,
            sets: Some(sets),
        } = run(inputs, numbers, Work::Whole, to_beat, budget)?
        {
            best = Some((value, sets));
        }
    }
    Ok(best.map(|(_, sets)| sets))
}

/// Without wrap-around runs the programme may go up the numbers or down.
/// Showing that the rack's tiles cannot all be placed takes a search of
/// every arrangement of the numbers before the one where they fail, so it
/// is quick from the nearer end and may take a hundred times longer from
/// the other; and going down, the tiles worth most are settled first,
/// which the value tie-break's bound likes. So a short try goes up (most
/// positions end in it), and a position it does not end goes down. (Under
/// the value objective a rack joker's worth is counted going up, so it
/// goes up.) A programme on tiles this attempt has solved before is
/// answered from what it learnt, when that tells.
fn up_or_down(
    inputs: &SearchInputs,
    up: [u8; 13],
    budget: &mut Budget,
) -> Result<Option<Vec<Vec<Tile>>>, Interrupted> {
    if let Some(sets) = budget.learnt.recall(inputs) {
        return Ok(sets);
    }
    let mut down = up;
    down.reverse();
    let outcome = if inputs.objective == Objective::Value {
        run(inputs, up, Work::Whole, None, budget)?
    } else {
        match run(inputs, up, Work::Try, None, budget)? {
            Outcome::Unfinished => run(inputs, down, Work::Whole, None, budget)?,
            solved => solved,
        }
    };
    let Outcome::Solved { value, sets } = outcome else {
        unreachable!("only a try stops short")
    };
    budget.learnt.note(inputs, value, sets.clone());
    Ok(sets)
}
