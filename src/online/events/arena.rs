//! Arena (as lichess runs it): players are seated as soon as they are
//! free, with players of close score and rating, for as long as the event
//! lasts; a win scores more after two wins in a row ("on fire").
//!
//! Place points at N seats: place `k` (0 for first) scores `2 × (N − 1 − k)`,
//! so a table of 4 scores 6, 4, 2, 0 and a table of 2 scores a win 2 and a
//! loss 0. Players sharing places share their points evenly (the average
//! of those places, always whole): a tie at 2 seats scores 1 each; three
//! sharing second at 4 seats score 2 each.

use std::cmp::Reverse;

use serde::{Deserialize, Serialize};

use super::{EventError, check_seats, check_unique};

/// How much one point of arena score weighs against rating points when
/// looking for close players: 2 points apart (a win) is as far as 200
/// rating points.
pub const SCORE_WEIGHT: i64 = 100;

/// Wins in a row after which a player is on fire.
pub const FIRE_AFTER: u32 = 2;

/// A player waiting for a table now.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Waiting {
    pub id: u64,
    pub rating: i32,
    /// Arena score so far.
    pub score: u32,
    /// Who sat at their last table (empty before their first game).
    pub last_opponents: Vec<u64>,
    /// How long they have waited, in ms.
    pub waited_ms: u64,
}

/// Tables seated now, and who still waits (the longest wait first).
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct ArenaPairing {
    /// Each table's players: the one who waited longest, then the others
    /// from the closest.
    pub tables: Vec<Vec<u64>>,
    pub waiting: Vec<u64>,
}

/// Seats whoever can be seated at tables of `seats` now: the player who
/// has waited longest takes the players closest to them in score and
/// rating ([`SCORE_WEIGHT`]; equally close, the longer wait), passing over
/// anyone who sat at the table of their last game (theirs or each other's)
/// while there is anyone else; then the next longest wait, until fewer
/// than `seats` are left to wait. Two players who have nobody else play
/// again rather than wait.
pub fn pair_waiting(waiting: &[Waiting], seats: usize) -> Result<ArenaPairing, EventError> {
    check_seats(seats)?;
    check_unique(waiting.iter().map(|w| w.id))?;
    let mut queue: Vec<&Waiting> = waiting.iter().collect();
    queue.sort_by_key(|w| (Reverse(w.waited_ms), w.id));
    let mut tables = Vec::new();
    while queue.len() >= seats {
        let anchor = queue.remove(0);
        let mut table = vec![anchor];
        let mut closest = queue.clone();
        closest.sort_by_key(|w| distance(anchor, w));
        for &w in &closest {
            if table.len() < seats && table.iter().all(|t| !just_met(t, w)) {
                table.push(w);
            }
        }
        for &w in &closest {
            if table.len() < seats && !table.iter().any(|t| t.id == w.id) {
                table.push(w);
            }
        }
        queue.retain(|w| !table.iter().any(|t| t.id == w.id));
        tables.push(table.iter().map(|w| w.id).collect());
    }
    Ok(ArenaPairing {
        tables,
        waiting: queue.iter().map(|w| w.id).collect(),
    })
}

/// How far apart two players are, in rating points.
fn distance(a: &Waiting, b: &Waiting) -> i64 {
    let score = i64::from(a.score.abs_diff(b.score));
    score * SCORE_WEIGHT + i64::from(a.rating.abs_diff(b.rating))
}

/// Whether either sat at the other's last table.
fn just_met(a: &Waiting, b: &Waiting) -> bool {
    a.last_opponents.contains(&b.id) || b.last_opponents.contains(&a.id)
}

/// The points for finishing at `place` (0 for first) at a table of
/// `seats`, shared by `shared` players (1 when alone there), before any
/// streak: `2 × (seats − 1 − place) − (shared − 1)`.
pub fn place_points(seats: usize, place: usize, shared: usize) -> Result<u32, EventError> {
    check_seats(seats)?;
    if shared == 0 || place + shared > seats {
        return Err(EventError::Place {
            seats,
            place,
            shared,
        });
    }
    Ok((2 * (seats - 1 - place) - (shared - 1)) as u32)
}

/// A player's run of wins (a win: first place alone). After
/// [`FIRE_AFTER`] in a row they are on fire: each game scores double until
/// one is not a win (that game still scores double; the next does not).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Streak {
    /// Wins in a row, the last game included.
    pub wins: u32,
}

impl Streak {
    /// Whether their next game scores double.
    pub fn on_fire(&self) -> bool {
        self.wins >= FIRE_AFTER
    }

    /// Records a game and returns its points: [`place_points`], doubled
    /// when on fire before it.
    pub fn record(&mut self, seats: usize, place: usize, shared: usize) -> Result<u32, EventError> {
        let points = place_points(seats, place, shared)?;
        let points = if self.on_fire() { points * 2 } else { points };
        self.wins = if place == 0 && shared == 1 {
            self.wins.saturating_add(1)
        } else {
            0
        };
        Ok(points)
    }
}
