//! The server's memory: every room, seat, match seed and move, written to
//! an embedded SQLite database before the server answers (each write one
//! transaction), so a server killed at any moment comes back with every
//! room exactly as it was. Rooms are read back one at a time, when a
//! player comes for them.

use std::path::Path;
use std::sync::{Arc, Mutex, MutexGuard};

use rusqlite::{Connection, OptionalExtension, params};

use crate::online::protocol::PublicGame;
use crate::online::room::Room;
use crate::online::store::TimedAction;
use crate::online::store::{
    Deal, Move, Retention, RoomStore, Stage, StoredGame, StoredRoom, StoredSeat, storage_error,
};
use crate::online::{RoomSetup, ServerError};

/// One connection, shared by a process's dispatchers ([`Store::share`]).
/// SQLite lets one writer in at a time whatever the connections, and
/// several connections of one process queued for it by sleeping in
/// SQLite's busy handler (1 to 100 ms a try, unfairly): with the cores
/// busy a move waited up to 3 s. A lock queues them without the sleeps.
pub struct Store {
    db: Arc<Mutex<Connection>>,
}

type Sql<T> = rusqlite::Result<T>;

const SCHEMA: &str = "CREATE TABLE IF NOT EXISTS rooms (
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
         PRIMARY KEY (code, game, n));
     CREATE TABLE IF NOT EXISTS players (
         id TEXT PRIMARY KEY,
         secret_hash TEXT NOT NULL,
         recovery_hash TEXT NOT NULL UNIQUE,
         name TEXT NOT NULL,
         created INTEGER NOT NULL);
     CREATE TABLE IF NOT EXISTS queue (
         player TEXT PRIMARY KEY,
         line TEXT NOT NULL,
         seats INTEGER NOT NULL,
         until INTEGER NOT NULL);
     CREATE TABLE IF NOT EXISTS notices (
         player TEXT PRIMARY KEY,
         code TEXT NOT NULL,
         token TEXT NOT NULL);
     CREATE TABLE IF NOT EXISTS ratings (
         player TEXT NOT NULL,
         family TEXT NOT NULL,
         mu REAL NOT NULL,
         sigma REAL NOT NULL,
         games INTEGER NOT NULL,
         PRIMARY KEY (player, family));
     CREATE TABLE IF NOT EXISTS results (
         code TEXT NOT NULL,
         game INTEGER NOT NULL,
         seat INTEGER NOT NULL,
         player TEXT NOT NULL,
         family TEXT NOT NULL,
         place INTEGER NOT NULL,
         left_early INTEGER NOT NULL,
         change TEXT NOT NULL,
         at INTEGER NOT NULL,
         PRIMARY KEY (code, game, seat));
     CREATE TABLE IF NOT EXISTS events (
         id TEXT PRIMARY KEY,
         version INTEGER NOT NULL,
         phase TEXT NOT NULL,
         starts_at INTEGER NOT NULL,
         private INTEGER NOT NULL,
         summary TEXT NOT NULL,
         body TEXT NOT NULL,
         updated INTEGER NOT NULL);";

/// The hourly sweep finds old rooms by stage and age without a scan.
/// The quick-match queue is read line by line in the order players came
/// (the row id: a player joining again gets a new one).
const INDEXES: &str = "CREATE INDEX IF NOT EXISTS rooms_by_age ON rooms (stage, active_at);
     CREATE INDEX IF NOT EXISTS queue_by_line ON queue (line);
     CREATE INDEX IF NOT EXISTS ratings_by_mu ON ratings (family, mu);
     CREATE INDEX IF NOT EXISTS results_by_player ON results (player, at);
     CREATE INDEX IF NOT EXISTS seats_by_player ON seats (player);
     CREATE INDEX IF NOT EXISTS events_listed ON events (private, phase, starts_at);";

/// Columns added since the first release: a room's stage, its last change
/// and when its current turn began (milliseconds since 1970); whether a
/// seat's player left for good, and what was played for them (JSON); a
/// wait's own mark in the queue; the moves a seat's player made
/// themselves in the latest match (JSON); a rated seat's address
/// (hashed), whether its player took part, and whom it counted against.
const ADDED: [(&str, &str, &str); 11] = [
    ("rooms", "stage", "TEXT NOT NULL DEFAULT 'playing'"),
    ("rooms", "active_at", "INTEGER NOT NULL DEFAULT 0"),
    ("rooms", "turn_started", "INTEGER NOT NULL DEFAULT 0"),
    ("seats", "gone", "INTEGER NOT NULL DEFAULT 0"),
    ("seats", "away", "TEXT NOT NULL DEFAULT ''"),
    ("seats", "player", "TEXT"),
    ("queue", "ticket", "TEXT NOT NULL DEFAULT ''"),
    ("seats", "moved", "TEXT NOT NULL DEFAULT ''"),
    ("results", "address", "TEXT NOT NULL DEFAULT ''"),
    ("results", "took_part", "INTEGER NOT NULL DEFAULT 1"),
    ("results", "counted", "TEXT NOT NULL DEFAULT '[]'"),
];

impl Store {
    /// Opens (or creates) the database. A damaged file is refused with a
    /// clear message and left as it is, for inspection.
    pub fn open(path: &Path, now: u64) -> Result<Store, String> {
        let shown = path.display();
        let db = Connection::open(path).map_err(|e| format!("{shown}: {e}"))?;
        check_integrity(&db).map_err(|e| match e {
            Unfit::Damaged(e) => format!(
                "the database {shown} is damaged ({e}); it is left as it is for inspection. \
                 Restore a backup, or start with another --db"
            ),
            Unfit::Unreadable(e) => format!("the database {shown} cannot be read: {e}"),
        })?;
        Store::init(db, now).map_err(|e| format!("{shown}: {e}"))
    }

    /// The same database for another dispatcher of this process.
    pub fn share(&self) -> Store {
        Store {
            db: self.db.clone(),
        }
    }

    pub(super) fn db(&self) -> MutexGuard<'_, Connection> {
        super::shard::lock(&self.db)
    }

    pub fn in_memory() -> Result<Store, String> {
        Store::init(Connection::open_in_memory().map_err(|e| e.to_string())?, 0)
            .map_err(|e| e.to_string())
    }

    fn init(db: Connection, now: u64) -> Sql<Store> {
        // WAL with NORMAL sync survives the process being killed (not a
        // power cut), at a fraction of FULL's cost per move.
        db.pragma_update(None, "journal_mode", "WAL")?;
        db.pragma_update(None, "synchronous", "NORMAL")?;
        db.execute_batch(SCHEMA)?;
        db.execute_batch(super::fair_play::SCHEMA)?;
        for (table, name, kind) in ADDED {
            let columns: Vec<String> = db
                .prepare(&format!("SELECT name FROM pragma_table_info('{table}')"))?
                .query_map([], |r| r.get(0))?
                .collect::<Sql<_>>()?;
            if !columns.iter().any(|c| c == name) {
                db.execute_batch(&format!("ALTER TABLE {table} ADD COLUMN {name} {kind}"))?;
            }
        }
        db.execute_batch(INDEXES)?;
        // Rooms from before the columns count as changed now.
        db.execute(
            "UPDATE rooms SET active_at = ?1, turn_started = ?1 WHERE active_at = 0",
            params![now as i64],
        )?;
        Ok(Store {
            db: Arc::new(Mutex::new(db)),
        })
    }

    /// Caps the database's size in pages (tests use it to fill the disk).
    pub fn limit_pages(&self, pages: u64) -> Result<(), String> {
        self.db()
            .pragma_update(None, "max_page_count", pages as i64)
            .map_err(|e| e.to_string())
    }

    fn save_seat_in(db: &Connection, code: &str, s: &StoredSeat) -> Sql<usize> {
        let away = serde_json::to_string(&s.away).map_err(|e| bad_row(e.to_string()))?;
        let moved = serde_json::to_string(&s.moved).map_err(|e| bad_row(e.to_string()))?;
        db.execute(
            "INSERT OR REPLACE INTO seats (code, seat, name, token, gone, away, player, moved)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)",
            params![
                code,
                s.seat as i64,
                s.name,
                s.token,
                s.left,
                away,
                s.player,
                moved
            ],
        )
    }

    /// Marks a room changed (and its turn begun, with `turn`); a room that
    /// is not there is an error, as in the memory store.
    fn touch(db: &Connection, code: &str, stage: Option<Stage>, now: u64, turn: bool) -> Sql<()> {
        let changed = db.execute(
            "UPDATE rooms SET active_at = ?2, stage = coalesce(?3, stage),
                 turn_started = CASE WHEN ?4 THEN ?2 ELSE turn_started END
             WHERE code = ?1",
            params![code, now as i64, stage.map(Stage::key), turn],
        )?;
        if changed == 1 {
            Ok(())
        } else {
            Err(rusqlite::Error::QueryReturnedNoRows)
        }
    }

    /// Runs `f` as one transaction: all of it is kept or none.
    pub(super) fn whole(
        &mut self,
        f: impl FnOnce(&Connection) -> Sql<()>,
    ) -> Result<(), ServerError> {
        let mut db = self.db();
        let tx = db
            .transaction_with_behavior(rusqlite::TransactionBehavior::Immediate)
            .map_err(storage_error)?;
        f(&tx).map_err(storage_error)?;
        tx.commit().map_err(storage_error)
    }

    fn latest_game(&self, code: &str) -> Sql<Option<StoredGame>> {
        let game: Option<(u32, i64, String)> = self
            .db()
            .query_row(
                "SELECT game, seed, salt FROM games WHERE code = ?1 ORDER BY game DESC LIMIT 1",
                params![code],
                |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)),
            )
            .optional()?;
        let Some((number, seed, salt)) = game else {
            return Ok(None);
        };
        let texts = self
            .db()
            .prepare("SELECT action FROM actions WHERE code = ?1 AND game = ?2 ORDER BY n")?
            .query_map(params![code, number], |r| r.get::<_, String>(0))?
            .collect::<Sql<Vec<_>>>()?;
        let actions = texts
            .iter()
            .map(|t| serde_json::from_str(t).map_err(|e| bad_row(format!("a move: {e}"))))
            .collect::<Sql<Vec<TimedAction>>>()?;
        // SQLite integers are signed; the seed's bits are kept as they are.
        Ok(Some(StoredGame {
            number,
            seed: seed as u64,
            salt,
            actions,
        }))
    }

    fn seats(&self, code: &str) -> Sql<Vec<StoredSeat>> {
        self.db()
            .prepare(
                "SELECT seat, name, token, gone, away, player, moved FROM seats
                 WHERE code = ?1 ORDER BY seat",
            )?
            .query_map(params![code], |r| {
                let away: String = r.get(4)?;
                let moved: String = r.get(6)?;
                Ok(StoredSeat {
                    seat: r.get::<_, i64>(0)? as usize,
                    name: r.get(1)?,
                    token: r.get(2)?,
                    left: r.get(3)?,
                    away: serde_json::from_str(&away).unwrap_or_default(),
                    player: r.get(5)?,
                    moved: serde_json::from_str(&moved).unwrap_or_default(),
                })
            })?
            .collect()
    }
}

fn bad_row(why: String) -> rusqlite::Error {
    rusqlite::Error::ToSqlConversionFailure(why.into())
}

/// SQLite's own check of the file's structure.
enum Unfit {
    /// The check ran and found the file damaged.
    Damaged(String),
    /// The file could not be checked (locked by another process, not
    /// readable); nothing is known of its state.
    Unreadable(String),
}

fn check_integrity(db: &Connection) -> Result<(), Unfit> {
    let answer: Vec<String> = db
        .prepare("PRAGMA quick_check")
        .and_then(|mut q| q.query_map([], |r| r.get(0))?.collect())
        .map_err(|e| match e.sqlite_error_code() {
            Some(rusqlite::ErrorCode::NotADatabase | rusqlite::ErrorCode::DatabaseCorrupt) => {
                Unfit::Damaged(e.to_string())
            }
            _ => Unfit::Unreadable(e.to_string()),
        })?;
    match answer.as_slice() {
        [ok] if ok == "ok" => Ok(()),
        problems => Err(Unfit::Damaged(problems.join("; "))),
    }
}

impl RoomStore for Store {
    fn create_room(&mut self, room: &Room, now: u64) -> Result<(), ServerError> {
        let setup = serde_json::to_string(&room.setup).map_err(storage_error)?;
        let seats = StoredSeat::taken(room);
        self.whole(|db| {
            db.execute(
                "INSERT INTO rooms (code, setup, host, stage, active_at, turn_started)
                 VALUES (?1, ?2, ?3, 'lobby', ?4, ?4)",
                params![room.code, setup, room.host as i64, now as i64],
            )?;
            for seat in &seats {
                Store::save_seat_in(db, &room.code, seat)?;
            }
            Ok(())
        })
    }

    fn exists(&mut self, code: &str) -> Result<bool, ServerError> {
        self.db()
            .query_row(
                "SELECT 1 FROM rooms WHERE code = ?1
                 UNION ALL SELECT 1 FROM results WHERE code = ?1 LIMIT 1",
                params![code],
                |_| Ok(()),
            )
            .optional()
            .map(|r| r.is_some())
            .map_err(storage_error)
    }

    fn save_seat(&mut self, code: &str, seat: &StoredSeat, now: u64) -> Result<(), ServerError> {
        self.whole(|db| {
            Store::save_seat_in(db, code, seat)?;
            Store::touch(db, code, None, now, false)
        })
    }

    fn free_seat(&mut self, code: &str, seat: usize, now: u64) -> Result<(), ServerError> {
        self.whole(|db| {
            db.execute(
                "DELETE FROM seats WHERE code = ?1 AND seat = ?2",
                params![code, seat as i64],
            )?;
            Store::touch(db, code, None, now, false)
        })
    }

    fn save_game(&mut self, code: &str, deal: &Deal, now: u64) -> Result<(), ServerError> {
        self.whole(|db| {
            db.execute(
                "INSERT INTO games (code, game, seed, salt) VALUES (?1, ?2, ?3, ?4)",
                params![code, deal.number, deal.seed as i64, deal.salt],
            )?;
            Store::touch(db, code, Some(Stage::Playing), now, true)
        })
    }

    fn append_action(&mut self, code: &str, mv: &Move, now: u64) -> Result<(), ServerError> {
        let text = mv.text().map_err(storage_error)?;
        self.whole(|db| {
            db.execute(
                "INSERT INTO actions (code, game, n, action) VALUES (?1, ?2, ?3, ?4)",
                params![code, mv.number, mv.n as i64, text],
            )?;
            Store::touch(db, code, Some(mv.stage), now, true)
        })
    }

    fn restart_clock(&mut self, code: &str, now: u64) -> Result<(), ServerError> {
        Store::touch(&self.db(), code, None, now, true).map_err(storage_error)
    }

    fn load(&mut self, code: &str) -> Result<Option<StoredRoom>, String> {
        let row: Option<(String, i64, i64)> = self
            .db()
            .query_row(
                "SELECT setup, host, turn_started FROM rooms WHERE code = ?1",
                params![code],
                |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)),
            )
            .optional()
            .map_err(|e| e.to_string())?;
        let Some((setup, host, turn_started)) = row else {
            return Ok(None);
        };
        let setup: RoomSetup = serde_json::from_str(&setup).map_err(|e| e.to_string())?;
        Ok(Some(StoredRoom {
            code: code.to_string(),
            setup,
            host: host as usize,
            seats: self.seats(code).map_err(|e| e.to_string())?,
            game: self.latest_game(code).map_err(|e| e.to_string())?,
            turn_started: turn_started as u64,
        }))
    }

    fn delete_expired(&mut self, now: u64, keep: &Retention) -> Result<Vec<String>, String> {
        let before = |ms: u64| now.saturating_sub(ms) as i64;
        let codes: Vec<String> = self
            .db()
            .prepare(
                "SELECT code FROM rooms WHERE (stage = 'lobby' AND active_at < ?1)
                    OR (stage = 'playing' AND active_at < ?2)
                    OR (stage = 'over' AND active_at < ?3)",
            )
            .and_then(|mut q| {
                q.query_map(
                    params![
                        before(keep.lobby_ms),
                        before(keep.playing_ms),
                        before(keep.over_ms)
                    ],
                    |r| r.get(0),
                )?
                .collect()
            })
            .map_err(|e| e.to_string())?;
        self.whole(|db| {
            for code in &codes {
                for table in ["actions", "games", "seats", "rooms"] {
                    db.execute(
                        &format!("DELETE FROM {table} WHERE code = ?1"),
                        params![code],
                    )?;
                }
            }
            Ok(())
        })
        .map_err(|e| e.message)?;
        Ok(codes)
    }

    fn count(&mut self) -> Result<usize, String> {
        self.db()
            .query_row("SELECT count(*) FROM rooms", [], |r| r.get::<_, i64>(0))
            .map(|n| n as usize)
            .map_err(|e| e.to_string())
    }

    fn turns_run_out(&mut self, now: u64) -> Result<Vec<String>, String> {
        self.db()
            .prepare(
                "SELECT code FROM rooms WHERE stage = 'playing'
                 AND json_extract(setup, '$.move_hours') IS NOT NULL
                 AND turn_started + json_extract(setup, '$.move_hours') * 3600000 <= ?1",
            )
            .and_then(|mut q| q.query_map(params![now as i64], |r| r.get(0))?.collect())
            .map_err(|e| e.to_string())
    }

    fn seats_of(
        &mut self,
        player: &str,
        limit: usize,
    ) -> Result<Vec<(String, usize, String)>, String> {
        self.db()
            .prepare(
                "SELECT s.code, s.seat, s.token FROM seats s JOIN rooms r ON r.code = s.code
                 WHERE s.player = ?1 AND r.stage <> 'over'
                 ORDER BY r.active_at DESC, r.code LIMIT ?2",
            )
            .and_then(|mut q| {
                q.query_map(params![player, limit as i64], |r| {
                    Ok((r.get(0)?, r.get::<_, i64>(1)? as usize, r.get(2)?))
                })?
                .collect()
            })
            .map_err(|e| e.to_string())
    }

    fn public_games(&mut self, limit: usize) -> Result<Vec<PublicGame>, String> {
        let rooms: Vec<(String, String)> = self
            .db()
            .prepare(
                "SELECT code, setup FROM rooms
                 WHERE stage = 'playing' AND json_extract(setup, '$.public') = 1
                 ORDER BY active_at DESC, code LIMIT ?1",
            )
            .and_then(|mut q| {
                q.query_map(params![limit as i64], |r| Ok((r.get(0)?, r.get(1)?)))?
                    .collect()
            })
            .map_err(|e| e.to_string())?;
        rooms
            .into_iter()
            .map(|(code, setup)| {
                let setup: RoomSetup = serde_json::from_str(&setup).map_err(|e| e.to_string())?;
                let seats = self.seats(&code).map_err(|e| e.to_string())?;
                Ok(PublicGame {
                    code,
                    rated: setup.rated,
                    players: seats.into_iter().map(|s| s.name).collect(),
                })
            })
            .collect()
    }
}
