//! Tournaments (events), their plain and deterministic part: who sits with
//! whom in a round and how results add up. The server will run events on
//! top of it; nothing here keeps time, stores or draws at random (a seed
//! given by the caller breaks exact ties).
//!
//! - [`swiss`](crate::online::events::swiss): Swiss pairing of one round,
//!   at 2 to 6 seats.
//! - [`arena`](crate::online::events::arena): arena pairing of the players
//!   waiting now, place points and the winning streak ("on fire").
//! - [`duplicate`](crate::online::events::duplicate): duplicate scoring,
//!   every table playing the same deals, compared result by result
//!   (matchpoints).
//! - [`standings`](crate::online::events::standings): the table of an
//!   event, score then tie-breaks.
//! - [`event`](crate::online::events::event): one event as the server keeps
//!   it (who entered, its tables round by round, their results), what it
//!   must do next, and its standings.
//!
//! Scores are integers throughout: a win 2, a tie 1, a loss 0.

use std::collections::BTreeSet;
use std::fmt;

use serde::{Deserialize, Serialize};

pub mod arena;
pub mod duplicate;
pub mod event;
mod matching;
pub mod standings;
pub mod swiss;
pub mod view;

/// Seats at an event's table: the rules deal for 2 to 6 players.
pub const MIN_SEATS: usize = 2;
pub const MAX_SEATS: usize = 6;

/// Why an event's pairing or scoring refused its input.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "error")]
pub enum EventError {
    /// Two entries for one player id.
    DuplicateId { id: u64 },
    /// A table size outside 2 to 6 seats.
    Seats { seats: usize },
    /// A finishing place that does not fit the table (arena).
    Place {
        seats: usize,
        place: usize,
        shared: usize,
    },
    /// A player with two results for one deal (duplicate).
    DuplicateResult { deal: u32, player: u64 },
}

impl fmt::Display for EventError {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        match self {
            EventError::DuplicateId { id } => write!(f, "player {id} is entered twice"),
            EventError::Seats { seats } => write!(
                f,
                "a table has {MIN_SEATS} to {MAX_SEATS} seats, not {seats}"
            ),
            EventError::Place {
                seats,
                place,
                shared,
            } => write!(
                f,
                "place {place} shared by {shared} does not fit a table of {seats}"
            ),
            EventError::DuplicateResult { deal, player } => {
                write!(f, "player {player} has two results for deal {deal}")
            }
        }
    }
}

impl std::error::Error for EventError {}

/// The table size, if an event may have it.
pub(crate) fn check_seats(seats: usize) -> Result<(), EventError> {
    if (MIN_SEATS..=MAX_SEATS).contains(&seats) {
        Ok(())
    } else {
        Err(EventError::Seats { seats })
    }
}

/// Every id once, or the first one entered twice.
pub(crate) fn check_unique(ids: impl IntoIterator<Item = u64>) -> Result<(), EventError> {
    let mut seen = BTreeSet::new();
    for id in ids {
        if !seen.insert(id) {
            return Err(EventError::DuplicateId { id });
        }
    }
    Ok(())
}
