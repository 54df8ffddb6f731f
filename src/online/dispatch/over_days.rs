//! Games over days: a signed-in player's list of games with whose turn it
//! is, and the rooms whose turn ran out while nobody had them in memory,
//! read back (and held) so the time-out is played.

use super::{ConnId, Dispatcher, err};
use crate::online::protocol::{ErrorCode, MyGame, RoomPhase, ServerError, ServerMsg};
use crate::online::room::Room;
use crate::online::store::rebuild;

/// Games a player's list shows.
pub const MY_GAMES: usize = 20;
/// How often the store is asked for turns that ran out.
pub const DEADLINES_EVERY_MS: u64 = 60_000;

fn my_game(room: &Room, seat: usize, token: String, now: u64) -> MyGame {
    let phase = room.phase();
    let current = room.game.as_ref().map(|g| g.game.round.current);
    MyGame {
        code: room.code.clone(),
        seat,
        token,
        phase,
        your_turn: phase == RoomPhase::Playing && current == Some(seat),
        turn_ms_left: room.turn_ms_left(now),
        players: room.seats.iter().map(|s| s.name.clone()).collect(),
        move_hours: room.setup.move_hours,
    }
}

impl Dispatcher {
    pub(super) fn my_games(&mut self, id: ConnId, now: u64) -> Result<(), ServerError> {
        let player = self.player_of(id)?;
        self.looked_up(id, now)?;
        let seats = self.store.seats_of(&player, MY_GAMES).map_err(|e| {
            err(
                ErrorCode::Storage,
                format!("your games cannot be read: {e}"),
            )
        })?;
        let mut games = Vec::new();
        for (code, seat, token) in seats {
            // A room here is as it stands; another is read (not held).
            let game = match self.rooms.get(&code) {
                Some(e) => my_game(&e.room, seat, token, now),
                None => match self.store.load(&code) {
                    Ok(Some(stored)) => match rebuild(stored, now) {
                        Ok(room) => my_game(&room, seat, token, now),
                        Err(_) => continue,
                    },
                    _ => continue,
                },
            };
            games.push(game);
        }
        self.send(id, &ServerMsg::MyGames { games });
        Ok(())
    }

    /// Rooms whose turn ran out while out of memory are read back here,
    /// so their upkeep plays the time-out (and whatever follows).
    pub(super) fn wake_deadlines(&mut self, now: u64) {
        if now.saturating_sub(self.last_deadlines) < DEADLINES_EVERY_MS {
            return;
        }
        self.last_deadlines = now;
        let codes = match self.store.turns_run_out(now) {
            Ok(codes) => codes,
            Err(e) => {
                self.problems.push(format!("games over days: {e}"));
                return;
            }
        };
        for code in codes {
            if self.rooms.contains_key(&code) {
                continue;
            }
            // Held by another server: that one plays it.
            let _ = self.open_room(&code, now);
        }
    }
}
