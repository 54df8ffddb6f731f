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
mod fair_play;
mod jobs;
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
use jobs::{Job, Work};
use leases::{LeaseAnswer, LeaseOp};
pub use notices::SEATED;
use ops::{Answer, Op};

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

    fn ask(&mut self, op: Op) -> Result<Answer, String> {
        let deadline = Instant::now() + ANSWER_WITHIN;
        let _turn = self.turns.take(deadline).ok_or_else(|| {
            "the database is not keeping up (the other calls took all the time)".to_string()
        })?;
        let Some(runtime) = &self.runtime else {
            return Err("the store is closed".into());
        };
        runtime.block_on(self.bridge.answer(op, deadline))
    }

    /// Runs `work` on the connection and returns its answer (or
    /// why there is none: the database's error, or no answer in time).
    fn job<T, F>(&mut self, work: F) -> Result<T, String>
    where
        T: Send + 'static,
        F: for<'c> FnOnce(&'c mut tokio_postgres::Client) -> Work<'c, T> + Send + 'static,
    {
        let job = Job(Box::new(move |client| {
            Box::pin(async move {
                work(client)
                    .await
                    .map(|t| Box::new(t) as Box<dyn std::any::Any + Send>)
                    .map_err(|e| ops::describe(&e))
            })
        }));
        match self.ask(Op::Job(job))? {
            Answer::Job(any) => any
                .downcast::<T>()
                .map(|t| *t)
                .map_err(|_| "the database answered another job".to_string()),
            other => Err(unexpected(other)),
        }
    }

    fn write(&mut self, op: Op) -> Result<(), ServerError> {
        self.ask(op).map(drop).map_err(storage_error)
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

fn unexpected(a: Answer) -> String {
    format!("the database answered another question ({a:?})")
}

impl RoomStore for PgStore {
    fn create_room(&mut self, room: &Room, now: u64) -> Result<(), ServerError> {
        let setup = serde_json::to_string(&room.setup).map_err(storage_error)?;
        self.write(Op::CreateRoom {
            code: room.code.clone(),
            setup,
            host: room.host as i64,
            seats: StoredSeat::taken(room),
            now: now as i64,
        })
    }

    fn exists(&mut self, code: &str) -> Result<bool, ServerError> {
        match self.ask(Op::Exists(code.into())).map_err(storage_error)? {
            Answer::Exists(yes) => Ok(yes),
            other => Err(storage_error(unexpected(other))),
        }
    }

    fn save_seat(&mut self, code: &str, seat: &StoredSeat, now: u64) -> Result<(), ServerError> {
        self.write(Op::SaveSeat {
            code: code.into(),
            seat: seat.clone(),
            now: now as i64,
        })
    }

    fn free_seat(&mut self, code: &str, seat: usize, now: u64) -> Result<(), ServerError> {
        self.write(Op::FreeSeat {
            code: code.into(),
            seat: seat as i64,
            now: now as i64,
        })
    }

    fn save_game(&mut self, code: &str, deal: &Deal, now: u64) -> Result<(), ServerError> {
        self.write(Op::SaveGame {
            code: code.into(),
            number: deal.number.into(),
            seed: deal.seed as i64,
            salt: deal.salt.into(),
            now: now as i64,
        })
    }

    fn append_action(&mut self, code: &str, mv: &Move, now: u64) -> Result<(), ServerError> {
        let action = serde_json::to_string(mv.action).map_err(storage_error)?;
        self.write(Op::AppendAction {
            code: code.into(),
            number: mv.number.into(),
            n: mv.n as i64,
            action,
            stage: mv.stage.key(),
            now: now as i64,
        })
    }

    fn restart_clock(&mut self, code: &str, now: u64) -> Result<(), ServerError> {
        self.write(Op::RestartClock {
            code: code.into(),
            now: now as i64,
        })
    }

    fn load(&mut self, code: &str) -> Result<Option<StoredRoom>, String> {
        match self.ask(Op::Load(code.into()))? {
            Answer::Room(room) => Ok(room),
            other => Err(unexpected(other)),
        }
    }

    fn delete_expired(&mut self, now: u64, keep: &Retention) -> Result<Vec<String>, String> {
        self.forget_limits(now)?;
        let before = |ms: u64| now.saturating_sub(ms) as i64;
        let op = Op::DeleteExpired([
            before(keep.lobby_ms),
            before(keep.playing_ms),
            before(keep.over_ms),
        ]);
        match self.ask(op)? {
            Answer::Codes(codes) => Ok(codes),
            other => Err(unexpected(other)),
        }
    }

    fn count(&mut self) -> Result<usize, String> {
        match self.ask(Op::Count)? {
            Answer::Count(n) => Ok(n),
            other => Err(unexpected(other)),
        }
    }

    fn public_games(&mut self, limit: usize) -> Result<Vec<PublicGame>, String> {
        match self.ask(Op::PublicGames(limit as i64))? {
            Answer::Games(games) => Ok(games),
            other => Err(unexpected(other)),
        }
    }

    fn turns_run_out(&mut self, now: u64) -> Result<Vec<String>, String> {
        match self.ask(Op::TurnsRunOut(now as i64))? {
            Answer::Codes(codes) => Ok(codes),
            other => Err(unexpected(other)),
        }
    }

    fn seats_of(
        &mut self,
        player: &str,
        limit: usize,
    ) -> Result<Vec<(String, usize, String)>, String> {
        let op = Op::SeatsOf {
            player: player.into(),
            limit: limit as i64,
        };
        match self.ask(op)? {
            Answer::Seats(seats) => Ok(seats),
            other => Err(unexpected(other)),
        }
    }

    fn claim(&mut self, code: &str, now: u64) -> Result<Claim, ServerError> {
        let op = LeaseOp::Claim {
            code: code.into(),
            now: now as i64,
        };
        match self.ask(Op::Lease(op)).map_err(storage_error)? {
            Answer::Lease(LeaseAnswer::Mine) => Ok(Claim::Mine),
            Answer::Lease(LeaseAnswer::Held { by, until, address }) => Ok(Claim::Held {
                by,
                until: until.max(0) as u64,
                address,
            }),
            other => Err(storage_error(unexpected(other))),
        }
    }

    fn renew(&mut self, codes: &[String], now: u64) -> Result<Vec<String>, ServerError> {
        if codes.is_empty() {
            return Ok(Vec::new());
        }
        let op = LeaseOp::Renew {
            codes: codes.to_vec(),
            now: now as i64,
        };
        match self.ask(Op::Lease(op)).map_err(storage_error)? {
            Answer::Lease(LeaseAnswer::Kept(kept)) => Ok(codes
                .iter()
                .filter(|c| !kept.contains(c))
                .cloned()
                .collect()),
            other => Err(storage_error(unexpected(other))),
        }
    }

    fn release(&mut self, code: &str) -> Result<(), ServerError> {
        self.write(Op::Lease(LeaseOp::Release(code.into())))
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
        let op = LeaseOp::Announce {
            address: address.into(),
            now: now as i64,
        };
        match self.ask(Op::Lease(op)).map_err(storage_error)? {
            Answer::Lease(LeaseAnswer::Cluster(c)) => Ok(Some(c)),
            other => Err(storage_error(unexpected(other))),
        }
    }
}
