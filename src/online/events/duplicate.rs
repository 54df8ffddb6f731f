//! Duplicate scoring: every table plays the same deals, so a result is
//! judged only against the results of the same deal from the same seat.
//! As in duplicate bridge, each result earns 2 matchpoints for each of
//! those it beats and 1 for each it ties; a player's standing is their
//! matchpoints over the most they could have earned.
//!
//! A result alone for its deal and seat has nothing to be compared with:
//! it scores 1 of 2 (50%), so it neither lifts nor sinks its player.
//! Percentages are kept exact (matchpoints over most) for ranking; the
//! hundredths of a percent shown are rounded half up.

use std::cmp::{Ordering, Reverse};
use std::collections::{BTreeMap, BTreeSet};

use serde::{Deserialize, Serialize};

use super::EventError;

/// One player's score for one deal.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct DealResult {
    pub deal: u32,
    /// The seat the player held at their table (0 for first).
    pub seat: u8,
    pub player: u64,
    /// Their score for the deal (the rules' round score).
    pub score: i32,
}

/// What one result earned against the others of its deal and seat.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Matchpoints {
    pub earned: u64,
    /// The most it could have earned: 2 per other result (2 when alone).
    pub most: u64,
}

/// A player's place in a duplicate event.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct DuplicateStanding {
    pub player: u64,
    pub matchpoints: u64,
    pub most: u64,
    /// `matchpoints / most` in hundredths of a percent (10000 is all).
    pub hundredths: u32,
}

/// Each result's matchpoints, in the order given. A player with two
/// results for one deal is refused.
pub fn matchpoints(results: &[DealResult]) -> Result<Vec<Matchpoints>, EventError> {
    let mut seen = BTreeSet::new();
    let mut boards: BTreeMap<(u32, u8), Vec<i32>> = BTreeMap::new();
    for r in results {
        if !seen.insert((r.deal, r.player)) {
            return Err(EventError::DuplicateResult {
                deal: r.deal,
                player: r.player,
            });
        }
        boards.entry((r.deal, r.seat)).or_default().push(r.score);
    }
    for scores in boards.values_mut() {
        scores.sort_unstable();
    }
    Ok(results
        .iter()
        .map(|r| against(&boards[&(r.deal, r.seat)], r.score))
        .collect())
}

/// A score against the sorted scores of its board (its own among them).
fn against(sorted: &[i32], score: i32) -> Matchpoints {
    if sorted.len() == 1 {
        return Matchpoints { earned: 1, most: 2 };
    }
    let beaten = sorted.partition_point(|&s| s < score);
    let ties = sorted.partition_point(|&s| s <= score) - beaten - 1;
    Matchpoints {
        earned: 2 * beaten as u64 + ties as u64,
        most: 2 * (sorted.len() as u64 - 1),
    }
}

/// The standings: the highest share of matchpoints first (compared
/// exactly); equal shares, the player with more to earn (more results
/// compared) first, then the lower id.
pub fn standings(results: &[DealResult]) -> Result<Vec<DuplicateStanding>, EventError> {
    let points = matchpoints(results)?;
    let mut sums: BTreeMap<u64, (u64, u64)> = BTreeMap::new();
    for (r, p) in results.iter().zip(&points) {
        let sum = sums.entry(r.player).or_default();
        sum.0 += p.earned;
        sum.1 += p.most;
    }
    let mut table: Vec<DuplicateStanding> = sums
        .into_iter()
        .map(|(player, (matchpoints, most))| DuplicateStanding {
            player,
            matchpoints,
            most,
            hundredths: hundredths(matchpoints, most),
        })
        .collect();
    table.sort_by(|a, b| {
        share_order(b, a)
            .then_with(|| (Reverse(a.most), a.player).cmp(&(Reverse(b.most), b.player)))
    });
    Ok(table)
}

/// `earned / most` against another's, exactly (cross-multiplied).
fn share_order(a: &DuplicateStanding, b: &DuplicateStanding) -> Ordering {
    (u128::from(a.matchpoints) * u128::from(b.most))
        .cmp(&(u128::from(b.matchpoints) * u128::from(a.most)))
}

fn hundredths(earned: u64, most: u64) -> u32 {
    if most == 0 {
        return 0;
    }
    let scaled = (u128::from(earned) * 20_000 + u128::from(most)) / (2 * u128::from(most));
    scaled.min(10_000) as u32
}
