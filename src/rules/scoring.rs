//! Rack values, round scores and match standings.

use serde::{Deserialize, Serialize};

use super::ruleset::{PoolExhaustedWinner, RuleSet, Standings};
use super::tile::Tile;

/// What a rack costs at the end of a round: face values, jokers at their penalty.
pub fn rack_value(rack: &[Tile], rules: &RuleSet) -> u32 {
    rack.iter()
        .map(|t| t.number().map_or(rules.joker_penalty as u32, u32::from))
        .sum()
}

/// How a round ended.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "kind")]
pub enum RoundEnd {
    /// A player emptied their rack ("Rummikub!").
    WentOut { winner: usize },
    /// The pool ran out and every player passed in turn.
    PoolExhausted { winners: Vec<usize> },
    /// A player's clock ran out under a clock that loses the match.
    OutOfTime { loser: usize },
}

/// The result of a finished round.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct RoundResult {
    pub end: RoundEnd,
    /// What each rack was worth at the end (jokers at their penalty).
    pub rack_values: Vec<u32>,
    /// Each seat's score for the round; they sum to zero.
    pub scores: Vec<i32>,
}

impl RoundResult {
    pub fn winners(&self) -> Vec<usize> {
        match &self.end {
            RoundEnd::WentOut { winner } => vec![*winner],
            RoundEnd::PoolExhausted { winners } => winners.clone(),
            RoundEnd::OutOfTime { loser } => {
                (0..self.scores.len()).filter(|i| i != loser).collect()
            }
        }
    }
}

/// Scores a round that `winner` ended by emptying their rack: each other
/// player loses their rack's value and the winner gains the sum.
pub fn score_went_out(racks: &[Vec<Tile>], winner: usize, rules: &RuleSet) -> RoundResult {
    went_out(racks.iter().map(|r| rack_value(r, rules)).collect(), winner)
}

/// [`score_went_out`] from what each rack costs.
pub(super) fn went_out(rack_values: Vec<u32>, winner: usize) -> RoundResult {
    let mut scores: Vec<i32> = rack_values.iter().map(|&v| -(v as i32)).collect();
    scores[winner] = 0;
    scores[winner] = -scores.iter().sum::<i32>();
    RoundResult {
        end: RoundEnd::WentOut { winner },
        rack_values,
        scores,
    }
}

/// Scores a round that ended with the pool empty and everyone passing. The
/// winner has the lowest rack (by value, or by tile count under that option);
/// each other player loses their rack value minus the winner's, and the
/// winner gains the sum. Tied winners share it; a remainder goes to the
/// earlier seats, so the round still sums to zero.
pub fn score_pool_exhausted(racks: &[Vec<Tile>], rules: &RuleSet) -> RoundResult {
    let values = racks.iter().map(|r| rack_value(r, rules)).collect();
    let sizes: Vec<usize> = racks.iter().map(Vec::len).collect();
    pool_exhausted(values, &sizes, rules)
}

/// [`score_pool_exhausted`] from what each rack costs and how many tiles
/// each holds.
pub(super) fn pool_exhausted(
    rack_values: Vec<u32>,
    sizes: &[usize],
    rules: &RuleSet,
) -> RoundResult {
    let key = |i: usize| match rules.pool_exhausted_winner {
        PoolExhaustedWinner::LowestValue => rack_values[i] as usize,
        PoolExhaustedWinner::FewestTiles => sizes[i],
    };
    let best = (0..sizes.len()).map(key).min().unwrap_or(0);
    let winners: Vec<usize> = (0..sizes.len()).filter(|&i| key(i) == best).collect();
    let winner_value = winners.iter().map(|&w| rack_values[w]).min().unwrap_or(0);
    let mut scores = vec![0i32; sizes.len()];
    for (i, score) in scores.iter_mut().enumerate() {
        if !winners.contains(&i) {
            *score = -(rack_values[i].saturating_sub(winner_value) as i32);
        }
    }
    share_the_pot(&mut scores, &winners);
    RoundResult {
        end: RoundEnd::PoolExhausted { winners },
        rack_values,
        scores,
    }
}

/// Scores a round that `loser` lost on time: they pay what their rack
/// costs, shared among the others as a tie of winners shares.
pub(super) fn lost_on_time(rack_values: Vec<u32>, loser: usize) -> RoundResult {
    let mut scores = vec![0i32; rack_values.len()];
    scores[loser] = -(rack_values[loser] as i32);
    let winners: Vec<usize> = (0..scores.len()).filter(|&i| i != loser).collect();
    share_the_pot(&mut scores, &winners);
    RoundResult {
        end: RoundEnd::OutOfTime { loser },
        rack_values,
        scores,
    }
}

/// Shares what the losers lost among `winners`, a remainder going to the
/// earlier seats, so the round sums to zero.
fn share_the_pot(scores: &mut [i32], winners: &[usize]) {
    if winners.is_empty() {
        return;
    }
    let pot = -scores.iter().sum::<i32>();
    let share = pot / winners.len() as i32;
    let mut remainder = pot - share * winners.len() as i32;
    for &w in winners {
        scores[w] = share;
        if remainder > 0 {
            scores[w] += 1;
            remainder -= 1;
        }
    }
}

/// What ranks a seat by the rule set's standings rule (greater is better).
fn standing(i: usize, totals: &[i32], rounds_won: &[u32], rules: &RuleSet) -> (u32, i32) {
    match rules.standings {
        Standings::Score => (0, totals[i]),
        Standings::RoundsWonThenScore => (rounds_won[i], totals[i]),
    }
}

/// Seats from first place to last, by the rule set's standings rule.
/// Equal seats keep seat order.
pub fn standings(totals: &[i32], rounds_won: &[u32], rules: &RuleSet) -> Vec<usize> {
    let mut order: Vec<usize> = (0..totals.len()).collect();
    order.sort_by_key(|&i| std::cmp::Reverse(standing(i, totals, rounds_won, rules)));
    order
}

/// Each seat's place (1 is first); equal seats share a place, and the
/// next place after a tie is skipped (1, 1, 3).
pub fn places(totals: &[i32], rounds_won: &[u32], rules: &RuleSet) -> Vec<usize> {
    let key = |i| standing(i, totals, rounds_won, rules);
    (0..totals.len())
        .map(|i| 1 + (0..totals.len()).filter(|&j| key(j) > key(i)).count())
        .collect()
}
