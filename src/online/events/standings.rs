//! An event's standings: score first, then tie-breaks. Swiss breaks ties
//! by Buchholz (the sum of the scores of everyone a player sat with, once
//! per game: the harder their opponents, the better), then rating, then
//! id. An arena has no Buchholz (opponents come and go): its standings are
//! the same with Buchholz 0, so score, then rating, then id.

use std::cmp::Reverse;
use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use super::EventError;
use super::check_unique;
use super::swiss::Entrant;

/// A player's line in the standings.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Standing {
    pub id: u64,
    pub score: u32,
    /// The opponents' scores summed (0 in an arena).
    pub buchholz: u64,
    pub rating: i32,
}

/// Sorts standings: score, Buchholz and rating highest first, then the
/// lower id.
pub fn rank(standings: &mut [Standing]) {
    standings.sort_by_key(|s| {
        (
            Reverse(s.score),
            Reverse(s.buchholz),
            Reverse(s.rating),
            s.id,
        )
    });
}

/// A Swiss event's standings from its entrants (withdrawn ones included:
/// their games count for their opponents) and every table played so far.
/// A bye adds nothing to Buchholz; players at a table who are not entrants
/// are left out.
pub fn swiss_standings(
    entrants: &[Entrant],
    played: &[Vec<u64>],
) -> Result<Vec<Standing>, EventError> {
    check_unique(entrants.iter().map(|e| e.id))?;
    let scores: BTreeMap<u64, u32> = entrants.iter().map(|e| (e.id, e.score)).collect();
    let mut buchholz: BTreeMap<u64, u64> = BTreeMap::new();
    for table in played {
        for &me in table {
            let opponents = table.iter().filter(|&&o| o != me);
            let sum: u64 = opponents
                .filter_map(|o| scores.get(o))
                .map(|&s| u64::from(s))
                .sum();
            *buchholz.entry(me).or_default() += sum;
        }
    }
    let mut standings: Vec<Standing> = entrants
        .iter()
        .map(|e| Standing {
            id: e.id,
            score: e.score,
            buchholz: buchholz.get(&e.id).copied().unwrap_or(0),
            rating: e.rating,
        })
        .collect();
    rank(&mut standings);
    Ok(standings)
}
