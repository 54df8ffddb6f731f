//! The rooms in PostgreSQL (`--db postgres://user@host:port/database`),
//! for servers that share one database: the same records and promises as
//! the SQLite store (each write one transaction, done before the server
//! answers; `load` rebuilds a room exactly).
//!
//! The store is called synchronously, from its dispatcher's thread, while
//! the client (tokio-postgres) is asynchronous: each store has a small
//! single-threaded runtime of its own and runs each call on it to its
//! answer, waiting at most `ANSWER_WITHIN` ([`bridge`]). A database that
//! is gone or does not answer makes each call a storage error at once (or
//! after that wait), never a panic or a hang; a call tries to reconnect
//! at most once a second, and play goes on when the database is back.

mod bridge;
mod event_store;
mod events;
mod fair_play;
mod leases;
mod limits;
pub mod listen;
mod notices;
mod ops;
mod player_store;
mod players;
mod ratings;
pub mod turns;

use std::sync::Arc;
use std::time::{Duration, Instant};

use tokio::runtime::Runtime;
use tokio_postgres::Config;
use tokio_postgres::config::Host;

use crate::online::ServerError;
use crate::online::limits::Rate;
use crate::online::protocol::PublicGame;
use crate::online::room::Room;
use crate::online::store::{
    Claim, Cluster, Deal, Move, Retention, RoomStore, StoredRoom, StoredSeat, storage_error,
};
use bridge::Bridge;
pub use bridge::{ANSWER_WITHIN, CONNECT_WITHIN};
pub use notices::SEATED;
use ops::{Appended, Failed, Link, NewGame};

/// Whether `--db` names a PostgreSQL database rather than an SQLite file.
pub fn is_url(db: &str) -> bool {
    db.starts_with("postgres://") || db.starts_with("postgresql://")
}

pub struct PgStore {
    /// Drives the connection, only while a call runs (none once dropped).
    runtime: Option<Runtime>,
    bridge: Bridge,
    /// Shared by a process's connections: how many work at once.
    turns: Arc<turns::Turns>,
    shown: String,
    /// This server, as the holder of rooms' leases: new at every start.
    me: String,
}

/// A name for this server's run, unlike any other's.
fn server_id() -> String {
    let mut b = [0u8; 8];
    let _ = getrandom::fill(&mut b);
    format!("s{}-{:016x}", std::process::id(), u64::from_le_bytes(b))
}

/// The database's address as it may be printed: no password.
fn shown(config: &Config) -> String {
    let host = match config.get_hosts().first() {
        Some(Host::Tcp(h)) => h.clone(),
        Some(other) => format!("{other:?}"),
        None => "localhost".into(),
    };
    let port = config.get_ports().first().copied().unwrap_or(5432);
    let user = config
        .get_user()
        .map(|u| format!("{u}@"))
        .unwrap_or_default();
    let db = config.get_dbname().unwrap_or_default();
    format!("postgres://{user}{host}:{port}/{db}")
}

/// The connection settings of a URL: timeouts, keep-alives, and commits
/// not waited to disk unless the URL says otherwise.
pub(crate) fn config_of(url: &str) -> Result<Config, String> {
    let mut config: Config = url.parse().map_err(|e| {
        format!(
            "--db: not a PostgreSQL URL like postgres://user@host:5432/database ({})",
            ops::describe(&e)
        )
    })?;
    config
        .connect_timeout(CONNECT_WITHIN)
        .keepalives(true)
        .keepalives_idle(Duration::from_secs(30))
        .application_name("tilemeld serve");
    if config.get_options().is_none() {
        // The SQLite store's bargain (WAL, synchronous=NORMAL): a commit
        // is written, not waited to disk. A killed server loses
        // nothing; a crash of the database itself may lose its last
        // fraction of a second. Waiting for the disk on every move,
        // under the hub's lock, took the load bench (250 rooms) from a
        // p99 of 9 ms to 0.56 s on a 2-core machine. A URL with its
        // own options keeps them (`?options=-c%20synchronous_commit%3Don`
        // waits).
        config.options("-c synchronous_commit=off");
    }
    Ok(config)
}

impl PgStore {
    /// Connects, and creates or migrates the tables. A database that
    /// cannot be reached now is an error (the server does not start).
    pub fn open(url: &str) -> Result<PgStore, String> {
        PgStore::open_as(url, server_id(), Arc::new(turns::Turns::new(1)))
    }

    /// `n` connections (one for each dispatcher) of one server: they hold
    /// rooms' leases under one name.
    /// At most `at_once` of them run a call at a time.
    pub fn open_pool(url: &str, n: usize, at_once: usize) -> Result<Vec<PgStore>, String> {
        let me = server_id();
        let turns = Arc::new(turns::Turns::new(at_once));
        (0..n.max(1))
            .map(|_| PgStore::open_as(url, me.clone(), turns.clone()))
            .collect()
    }

    fn open_as(url: &str, me: String, turns: Arc<turns::Turns>) -> Result<PgStore, String> {
        let config = config_of(url)?;
        let shown = shown(&config);
        let runtime = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .map_err(|e| format!("the database {shown}: {e}"))?;
        let bridge = runtime
            .block_on(Bridge::open(config, shown.clone(), me.clone()))
            .map_err(|e| format!("the database {shown}: {e}"))?;
        Ok(PgStore {
            runtime: Some(runtime),
            bridge,
            turns,
            shown,
            me,
        })
    }

    /// The database's address, without a password.
    pub fn shown(&self) -> &str {
        &self.shown
    }

    /// This server's name in the rooms' leases.
    pub fn me(&self) -> &str {
        &self.me
    }

    /// Runs `work` on the connection, in turn with the process's other
    /// calls, and returns its answer (or why there is none: the database's
    /// error, or no answer in time).
    fn job<T>(
        &mut self,
        work: impl AsyncFnOnce(&mut Link) -> Result<T, Failed>,
    ) -> Result<T, String> {
        let deadline = Instant::now() + ANSWER_WITHIN;
        let _turn = self.turns.take(deadline).ok_or_else(|| {
            "the database is not keeping up (the other calls took all the time)".to_string()
        })?;
        let Some(runtime) = &self.runtime else {
            return Err("the store is closed".into());
        };
        runtime.block_on(self.bridge.run(work, deadline))
    }

    /// A write: its error is a storage error.
    fn write(
        &mut self,
        work: impl AsyncFnOnce(&mut Link) -> Result<(), Failed>,
    ) -> Result<(), ServerError> {
        self.job(work).map_err(storage_error)
    }
}

impl Drop for PgStore {
    fn drop(&mut self) {
        // Dropped where async code runs (a server that failed to start),
        // a runtime must not wait for its tasks.
        if let Some(runtime) = self.runtime.take() {
            runtime.shutdown_background();
        }
    }
}

impl RoomStore for PgStore {
    fn create_room(&mut self, room: &Room, now: u64) -> Result<(), ServerError> {
        let setup = serde_json::to_string(&room.setup).map_err(storage_error)?;
        let seats = StoredSeat::taken(room);
        let host = room.host as i64;
        self.write(async |l| {
            l.create_room(&room.code, &setup, host, &seats, now as i64)
                .await
        })
    }

    fn exists(&mut self, code: &str) -> Result<bool, ServerError> {
        self.job(async |l| l.exists(code).await)
            .map_err(storage_error)
    }

    fn save_seat(&mut self, code: &str, seat: &StoredSeat, now: u64) -> Result<(), ServerError> {
        self.write(async |l| l.save_seat(code, seat, now as i64).await)
    }

    fn free_seat(&mut self, code: &str, seat: usize, now: u64) -> Result<(), ServerError> {
        self.write(async |l| l.free_seat(code, seat as i64, now as i64).await)
    }

    fn save_game(&mut self, code: &str, deal: &Deal, now: u64) -> Result<(), ServerError> {
        let game = NewGame {
            number: deal.number.into(),
            seed: deal.seed as i64,
            salt: deal.salt,
        };
        self.write(async |l| l.save_game(code, game, now as i64).await)
    }

    fn append_action(&mut self, code: &str, mv: &Move, now: u64) -> Result<(), ServerError> {
        let action = mv.text().map_err(storage_error)?;
        let appended = Appended {
            number: mv.number.into(),
            n: mv.n as i64,
            action: &action,
            stage: mv.stage.key(),
        };
        self.write(async |l| l.append_action(code, appended, now as i64).await)
    }

    fn restart_clock(&mut self, code: &str, now: u64) -> Result<(), ServerError> {
        self.write(async |l| l.restart_clock(code, now as i64).await)
    }

    fn load(&mut self, code: &str) -> Result<Option<StoredRoom>, String> {
        self.job(async |l| l.load(code).await)
    }

    fn delete_expired(&mut self, now: u64, keep: &Retention) -> Result<Vec<String>, String> {
        self.forget_limits(now)?;
        let before = |ms: u64| now.saturating_sub(ms) as i64;
        let before = [
            before(keep.lobby_ms),
            before(keep.playing_ms),
            before(keep.over_ms),
        ];
        self.job(async |l| l.delete_expired(before).await)
    }

    fn count(&mut self) -> Result<usize, String> {
        self.job(async |l| l.count().await)
    }

    fn public_games(&mut self, limit: usize) -> Result<Vec<PublicGame>, String> {
        self.job(async |l| l.public_games(limit as i64).await)
    }

    fn turns_run_out(&mut self, now: u64) -> Result<Vec<String>, String> {
        self.job(async |l| l.turns_run_out(now as i64).await)
    }

    fn seats_of(
        &mut self,
        player: &str,
        limit: usize,
    ) -> Result<Vec<(String, usize, String)>, String> {
        self.job(async |l| l.seats_of(player, limit as i64).await)
    }

    fn claim(&mut self, code: &str, now: u64) -> Result<Claim, ServerError> {
        self.job(async |l| {
            let (c, me) = l.client_as_me();
            Ok(leases::claim(c, me, code, now as i64).await?)
        })
        .map_err(storage_error)
    }

    fn renew(&mut self, codes: &[String], now: u64) -> Result<Vec<String>, ServerError> {
        if codes.is_empty() {
            return Ok(Vec::new());
        }
        let kept = self
            .job(async |l| {
                let (c, me) = l.client_as_me();
                Ok(leases::renew(c, me, codes, now as i64).await?)
            })
            .map_err(storage_error)?;
        Ok(codes
            .iter()
            .filter(|c| !kept.contains(c))
            .cloned()
            .collect())
    }

    fn release(&mut self, code: &str) -> Result<(), ServerError> {
        self.write(async |l| {
            let (c, me) = l.client_as_me();
            Ok(leases::release(c, me, code).await?)
        })
    }

    fn take_shared(
        &mut self,
        limit: &str,
        address: &str,
        rate: Rate,
        now: u64,
        take: bool,
    ) -> Result<Option<bool>, ServerError> {
        self.shared_limit(limit, address, rate, now, take)
    }

    fn announce(&mut self, address: &str, now: u64) -> Result<Option<Cluster>, ServerError> {
        self.job(async |l| {
            let (c, me) = l.client_as_me();
            Ok(leases::announce(c, me, address, now as i64).await?)
        })
        .map(Some)
        .map_err(storage_error)
    }
}
