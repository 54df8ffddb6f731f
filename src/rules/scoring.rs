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
        }
    }
}

/// Scores a round that `winner` ended by emptying their rack: each other
/// player loses their rack's value and the winner gains the sum.
pub fn score_went_out(racks: &[Vec<Tile>], winner: usize, rules: &RuleSet) -> RoundResult {
    let rack_values: Vec<u32> = racks.iter().map(|r| rack_value(r, rules)).collect();
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
    let rack_values: Vec<u32> = racks.iter().map(|r| rack_value(r, rules)).collect();
    let key = |i: usize| match rules.pool_exhausted_winner {
        PoolExhaustedWinner::LowestValue => rack_values[i] as usize,
        PoolExhaustedWinner::FewestTiles => racks[i].len(),
    };
    let best = (0..racks.len()).map(key).min().unwrap_or(0);
    let winners: Vec<usize> = (0..racks.len()).filter(|&i| key(i) == best).collect();
    let winner_value = winners.iter().map(|&w| rack_values[w]).min().unwrap_or(0);
    let mut scores = vec![0i32; racks.len()];
    for (i, score) in scores.iter_mut().enumerate() {
        if !winners.contains(&i) {
            *score = -(rack_values[i].saturating_sub(winner_value) as i32);
        }
    }
    let pot = -scores.iter().sum::<i32>();
    let share = pot / winners.len() as i32;
    let mut remainder = pot - share * winners.len() as i32;
    for &w in &winners {
        scores[w] = share;
        if remainder > 0 {
            scores[w] += 1;
            remainder -= 1;
        }
    }
    RoundResult {
        end: RoundEnd::PoolExhausted { winners },
        rack_values,
        scores,
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
