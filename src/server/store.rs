//! The server's memory: every room, seat, match seed and move, appended to
//! an embedded SQLite database before the server answers, so a server
//! killed at any moment comes back with every room exactly as it was.

use std::path::Path;

use rusqlite::{Connection, OptionalExtension, params};

use crate::online::room::Room;
use crate::online::{RoomSetup, ServerError};
use crate::rules::Action;

pub struct Store {
    db: Connection,
}

/// A match of a room as stored: its deal and its moves.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StoredGame {
    pub number: u32,
    pub seed: u64,
    pub salt: String,
    pub actions: Vec<Action>,
}

fn storage(e: impl std::fmt::Display) -> ServerError {
    ServerError::new(
        crate::online::ErrorCode::Storage,
        format!("the server could not keep this: {e}"),
    )
}

impl Store {
    pub fn open(path: &Path) -> Result<Store, String> {
        let db = Connection::open(path).map_err(|e| format!("{}: {e}", path.display()))?;
        Store::init(db).map_err(|e| format!("{}: {e}", path.display()))
    }

    pub fn in_memory() -> Result<Store, String> {
        Store::init(Connection::open_in_memory().map_err(|e| e.to_string())?)
            .map_err(|e| e.to_string())
    }

    fn init(db: Connection) -> rusqlite::Result<Store> {
        // WAL with NORMAL sync survives the process being killed (not a
        // power cut), at a fraction of FULL's cost per move.
        db.pragma_update(None, "journal_mode", "WAL")?;
        db.pragma_update(None, "synchronous", "NORMAL")?;
        db.execute_batch(
            "CREATE TABLE IF NOT EXISTS rooms (
                 code TEXT PRIMARY KEY,
                 setup TEXT NOT NULL,
                 host INTEGER NOT NULL);
             CREATE TABLE IF NOT EXISTS seats (
                 code TEXT NOT NULL,
                 seat INTEGER NOT NULL,
                 name TEXT NOT NULL,
                 token TEXT NOT NULL,
                 PRIMARY KEY (code, seat));
             CREATE TABLE IF NOT EXISTS games (
                 code TEXT NOT NULL,
                 game INTEGER NOT NULL,
                 seed INTEGER NOT NULL,
                 salt TEXT NOT NULL,
                 PRIMARY KEY (code, game));
             CREATE TABLE IF NOT EXISTS actions (
                 code TEXT NOT NULL,
                 game INTEGER NOT NULL,
                 n INTEGER NOT NULL,
                 action TEXT NOT NULL,
                 PRIMARY KEY (code, game, n));",
        )?;
        Ok(Store { db })
    }

    pub fn create_room(&self, room: &Room) -> Result<(), ServerError> {
        let setup = serde_json::to_string(&room.setup).map_err(storage)?;
        self.db
            .execute(
                "INSERT INTO rooms (code, setup, host) VALUES (?1, ?2, ?3)",
                params![room.code, setup, room.host as i64],
            )
            .map_err(storage)?;
        let host = &room.seats[room.host];
        self.save_seat(
            &room.code,
            room.host,
            &host.name,
            host.token.as_deref().unwrap_or(""),
        )
    }

    pub fn save_seat(
        &self,
        code: &str,
        seat: usize,
        name: &str,
        token: &str,
    ) -> Result<(), ServerError> {
        self.db
            .execute(
                "INSERT OR REPLACE INTO seats (code, seat, name, token) VALUES (?1, ?2, ?3, ?4)",
                params![code, seat as i64, name, token],
            )
            .map(drop)
            .map_err(storage)
    }

    /// A seat given up in the lobby: nobody holds it any more.
    pub fn free_seat(&self, code: &str, seat: usize) -> Result<(), ServerError> {
        self.db
            .execute(
                "DELETE FROM seats WHERE code = ?1 AND seat = ?2",
                params![code, seat as i64],
            )
            .map(drop)
            .map_err(storage)
    }

    pub fn save_game(
        &self,
        code: &str,
        number: u32,
        seed: u64,
        salt: &str,
    ) -> Result<(), ServerError> {
        // SQLite integers are signed; the seed's bits are kept as they are.
        self.db
            .execute(
                "INSERT INTO games (code, game, seed, salt) VALUES (?1, ?2, ?3, ?4)",
                params![code, number, seed as i64, salt],
            )
            .map(drop)
            .map_err(storage)
    }

    pub fn append_action(
        &self,
        code: &str,
        number: u32,
        n: usize,
        action: &Action,
    ) -> Result<(), ServerError> {
        let text = serde_json::to_string(action).map_err(storage)?;
        self.db
            .execute(
                "INSERT INTO actions (code, game, n, action) VALUES (?1, ?2, ?3, ?4)",
                params![code, number, n as i64, text],
            )
            .map(drop)
            .map_err(storage)
    }

    /// A room's latest match as stored.
    pub fn latest_game(&self, code: &str) -> Result<Option<StoredGame>, String> {
        let game: Option<(u32, i64, String)> = self
            .db
            .query_row(
                "SELECT game, seed, salt FROM games WHERE code = ?1 ORDER BY game DESC LIMIT 1",
                params![code],
                |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)),
            )
            .optional()
            .map_err(|e| e.to_string())?;
        let Some((number, seed, salt)) = game else {
            return Ok(None);
        };
        let mut q = self
            .db
            .prepare("SELECT action FROM actions WHERE code = ?1 AND game = ?2 ORDER BY n")
            .map_err(|e| e.to_string())?;
        let texts = q
            .query_map(params![code, number], |r| r.get::<_, String>(0))
            .map_err(|e| e.to_string())?
            .collect::<Result<Vec<_>, _>>()
            .map_err(|e| e.to_string())?;
        let actions = texts
            .iter()
            .map(|t| serde_json::from_str(t).map_err(|e| format!("room {code}: {e}")))
            .collect::<Result<Vec<Action>, _>>()?;
        Ok(Some(StoredGame {
            number,
            seed: seed as u64,
            salt,
            actions,
        }))
    }

    /// Every room, rebuilt: seats, and the latest match replayed by the
    /// rules move by move. A room that cannot be rebuilt is reported and
    /// left out (the others still come back).
    pub fn load_rooms(&self, now: u64) -> Result<(Vec<Room>, Vec<String>), String> {
        let mut q = self
            .db
            .prepare("SELECT code, setup, host FROM rooms")
            .map_err(|e| e.to_string())?;
        let rows = q
            .query_map([], |r| {
                Ok((
                    r.get::<_, String>(0)?,
                    r.get::<_, String>(1)?,
                    r.get::<_, i64>(2)?,
                ))
            })
            .map_err(|e| e.to_string())?
            .collect::<Result<Vec<_>, _>>()
            .map_err(|e| e.to_string())?;
        let mut rooms = Vec::new();
        let mut problems = Vec::new();
        for (code, setup, host) in rows {
            match self.load_room(&code, &setup, host as usize, now) {
                Ok(room) => rooms.push(room),
                Err(e) => problems.push(format!("room {code}: {e}")),
            }
        }
        Ok((rooms, problems))
    }

    fn load_room(&self, code: &str, setup: &str, host: usize, now: u64) -> Result<Room, String> {
        let setup: RoomSetup = serde_json::from_str(setup).map_err(|e| e.to_string())?;
        let mut q = self
            .db
            .prepare("SELECT seat, name, token FROM seats WHERE code = ?1 ORDER BY seat")
            .map_err(|e| e.to_string())?;
        let seats = q
            .query_map(params![code], |r| {
                Ok((
                    r.get::<_, i64>(0)?,
                    r.get::<_, String>(1)?,
                    r.get::<_, String>(2)?,
                ))
            })
            .map_err(|e| e.to_string())?
            .collect::<Result<Vec<_>, _>>()
            .map_err(|e| e.to_string())?;
        let (_, host_name, host_token) = seats
            .iter()
            .find(|(s, ..)| *s as usize == host)
            .cloned()
            .ok_or("the host's seat is missing")?;
        let mut room =
            Room::new(code.into(), setup, &host_name, host_token).map_err(|e| e.message)?;
        if room.host != host {
            return Err("the host's seat moved".into());
        }
        for (seat, name, token) in seats {
            let seat = seat as usize;
            if seat >= room.seats.len() {
                return Err(format!("there is no seat {seat}"));
            }
            room.take_seat(seat, &name, token);
        }
        if let Some(game) = self.latest_game(code)? {
            room.begin(game.number, game.seed, game.salt, now)
                .map_err(|e| e.message)?;
            for (i, action) in game.actions.into_iter().enumerate() {
                room.apply(action, now)
                    .map_err(|e| format!("move {}: {}", i + 1, e.message))?;
            }
        }
        // Nobody is connected to a room just read back; the grace period
        // starts now, so players have a minute to come back.
        for seat in 0..room.seats.len() {
            room.set_connected(seat, false, now);
        }
        Ok(room)
    }
}
