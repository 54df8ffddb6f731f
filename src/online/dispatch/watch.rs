//! Watching public matches: the list of those being played, and a
//! connection that watches one (it sees the table and every seat's count,
//! nobody's rack; the deal is revealed at the match's end, as to players).
//! A room has at most [`WATCHERS_PER_ROOM`] watchers.

use super::{ConnId, Dispatcher, err};
use crate::online::protocol::{ErrorCode, ServerError, ServerMsg};

/// Watchers one room takes.
pub const WATCHERS_PER_ROOM: usize = 100;
/// Public matches listed.
pub const GAMES_LISTED: usize = 50;

impl Dispatcher {
    pub(super) fn list_games(&mut self, id: ConnId, now: u64) -> Result<(), ServerError> {
        self.looked_up(id, now)?;
        let games = self
            .store
            .public_games(GAMES_LISTED)
            .map_err(|e| err(ErrorCode::Storage, format!("the games cannot be read: {e}")))?;
        self.send(id, &ServerMsg::Games { games });
        Ok(())
    }

    /// Watches a room; a room that is not public reads as no room at all.
    pub(super) fn watch(&mut self, id: ConnId, code: &str, now: u64) -> Result<(), ServerError> {
        let code = self.guarded(id, now, |d| {
            let code = d.open_room(code, now)?;
            if d.rooms[&code].room.setup.public {
                Ok(code)
            } else {
                Err(err(ErrorCode::NoRoom, format!("no room {code}")))
            }
        })?;
        self.detach(id, now);
        self.unwatch(id);
        self.with_entry(&code, |d, e| {
            if e.watchers.len() >= WATCHERS_PER_ROOM {
                return Err(err(
                    ErrorCode::RoomFull,
                    "this match has all the watchers it takes",
                ));
            }
            e.watchers.push(id);
            if let Some(c) = d.conns.get_mut(&id) {
                c.watching = Some(code.clone());
            }
            d.send(id, &ServerMsg::Room(Box::new(e.room.watch_view(now))));
            Ok(())
        })
    }

    /// A room left memory: its watchers are told and let go (they may
    /// watch it again; it is read back then).
    pub(super) fn drop_watchers(&mut self, watchers: Vec<ConnId>, why: ServerError) {
        for id in watchers {
            if let Some(c) = self.conns.get_mut(&id) {
                c.watching = None;
            }
            self.send(id, &ServerMsg::Error(why.clone().answering_type("watch")));
        }
    }

    /// A connection stops watching (it closed, or watches or sits elsewhere).
    pub(super) fn unwatch(&mut self, id: ConnId) {
        let Some(code) = self.conns.get_mut(&id).and_then(|c| c.watching.take()) else {
            return;
        };
        if let Some(e) = self.rooms.get_mut(&code) {
            e.watchers.retain(|&w| w != id);
        }
    }
}
