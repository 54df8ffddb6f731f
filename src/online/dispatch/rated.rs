//! A rated match's end: each player's place (a player who left, or whose
//! seat a computer was playing at the end, is last), whether they took
//! part and where from, go to the store, which rates the match once by
//! what counts (`counts`), and everyone sees the changes.

use super::{Dispatcher, Entry, err};
use crate::online::player_store::RatedMatch;
use crate::online::protocol::RatedSeat;
use crate::online::protocol::{ErrorCode, ServerError};
use crate::online::rating::{Placed, RatingChange};

fn shown(change: &RatingChange) -> RatedSeat {
    RatedSeat {
        before: change.before.shown(),
        after: change.after.shown(),
        provisional: change.after.provisional(),
    }
}

/// A rated match over and not rated yet (its store failed when it ended).
pub(super) fn unrated(e: &Entry) -> bool {
    e.room.setup.rated.is_some()
        && e.room
            .game
            .as_ref()
            .is_some_and(|g| g.game.is_over() && g.rated.is_empty())
}

impl Dispatcher {
    /// Rates a match whose rating failed before, or says it still cannot.
    pub(super) fn rate_before_rematch(
        &mut self,
        e: &mut Entry,
        now: u64,
    ) -> Result<(), ServerError> {
        self.rate_if_over(e, now);
        if unrated(e) {
            return Err(err(
                ErrorCode::Storage,
                "the last match is not rated yet; try again in a moment",
            ));
        }
        Ok(())
    }

    /// Rates the room's match if it is rated, over, and not rated yet
    /// here (the store keeps it from being rated twice anywhere). A store
    /// that fails is logged; the room's upkeep tries again, and a rematch
    /// waits for it.
    pub(super) fn rate_if_over(&mut self, e: &mut Entry, now: u64) {
        let Some(family) = e.room.setup.rated.clone() else {
            return;
        };
        let Some(g) = e.room.game.as_ref().filter(|g| g.game.is_over()) else {
            return;
        };
        if !g.rated.is_empty() {
            return;
        }
        let m = &g.game;
        let place = m.places();
        let seats: Vec<Option<Placed>> = (0..e.room.seats.len())
            .map(|i| {
                let s = &e.room.seats[i];
                // A computer played for the seat since its player was
                // last there (kept across a restart, unlike a drop).
                let left = e.room.stood_in(i, now) || e.while_away[i].turns > 0;
                Some(Placed {
                    player: s.player.clone()?,
                    place: place[i],
                    left,
                    took_part: s.moved.took_part(g.number, !left),
                    address: s.moved.address.clone(),
                })
            })
            .collect();
        let rated = RatedMatch {
            code: &e.room.code,
            number: g.number,
            family: &family,
            seats: &seats,
            now,
        };
        match self.store.rate_match(&rated) {
            Ok(changes) => {
                let view = changes.iter().map(|c| c.as_ref().map(shown)).collect();
                if let Some(g) = e.room.game.as_mut() {
                    g.rated = view;
                }
            }
            Err(error) => self.problems.push(format!(
                "room {}: not rated: {}",
                e.room.code, error.message
            )),
        }
    }
}
