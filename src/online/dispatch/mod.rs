//! The server's logic, plain and synchronous: connections (by number),
//! the rooms they sit in, every message judged (by the room and the
//! rules) and kept in a [`RoomStore`](crate::online::store::RoomStore) before anyone is answered, and what
//! the server does by itself on its ticks. The network layer
//! (`server::hub`) only carries text in and out; a test drives the very
//! same dispatcher without one.

mod api;
mod audits;
mod event_runner;
mod events;
mod leases;
mod messages;
mod over_days;
mod quick;
mod rated;
mod react;
mod shards;
mod sign_in;
mod upkeep;
mod watch;

pub use api::{ApiAnswer, LEADERBOARD_FRESH_MS, LEADERBOARD_SIZE, RECENT_GAMES};
pub use audits::AUDITS_WAITING;
pub use event_runner::EVENTS_CHECK_MS;
pub use leases::WAIT_FOR_LEASE_MS;
pub use over_days::{DEADLINES_EVERY_MS, MY_GAMES};
pub use quick::{NOTICE_CHECK_MS, QUEUE_CHECK_MS, QUICK_COMPUTER, QUICK_TURN_SECS, quick_setup};
pub use react::REACT_EVERY_MS;
pub use shards::{Departing, LocalRooms, Shard, local_shard, shard_address};
pub use watch::{GAMES_LISTED, WATCHERS_PER_ROOM};

use std::collections::{HashMap, VecDeque};
use std::sync::{Arc, Mutex, MutexGuard};

use super::limits::{
    CREATE_RATE, LOOKUP_RATE, Limit, Limits, MISS_RATE, QUEUE_RATE, REGISTER_RATE, RENAME_RATE,
    Rate,
};
use super::matchmaking::PlayerId;
use super::player_store::Ranked;
use super::protocol::{ErrorCode, ServerError, ServerMsg, WhileAway};
use super::room::{GRACE_MS, Room};
use super::store::{Cluster, Retention, Store, StoredRoom};
use crate::ai::{Level, choose_turn};
use crate::rules::{Action, Round};

/// A connection, as the dispatcher knows it.
pub type ConnId = u64;

/// Random bytes: the operating system's on the server, a seeded stream in
/// tests.
pub type Entropy = Box<dyn FnMut(&mut [u8]) + Send>;

/// What the network layer must do for a connection.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Output {
    /// Send this JSON text frame.
    Text(String),
    /// Close it (after what was sent before).
    Close,
    /// Its room is played by another server of the cluster: relay the
    /// connection there (at `address`), starting with `text`, the message
    /// that asked for the room. If that server cannot be reached, the
    /// network layer hands `text` back through
    /// [`Dispatcher::relay_failed`].
    Relay { address: String, text: String },
}

/// Rooms one connection may open.
pub const ROOMS_PER_CONNECTION: u32 = 3;
/// A room nobody is connected to is played on (timeouts, computers,
/// stand-ins) for this long, then waits for someone to come back; its
/// turn then starts afresh.
pub const PAUSE_AFTER_MS: u64 = 2 * 60_000;
/// A room nobody is connected to leaves memory after this; the store
/// keeps it, and it is read back when someone joins or resumes.
pub const ROOM_IDLE_MS: u64 = 10 * 60_000;
/// How long a room waits after the store refused a move the server made.
pub const RETRY_AFTER_MS: u64 = 5_000;
/// How often rooms past their retention are deleted.
pub const SWEEP_MS: u64 = 3600 * 1000;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Settings {
    /// How long a computer waits before it moves, so people can follow.
    pub computer_delay_ms: u64,
    /// A room nobody is connected to stops being played after this.
    pub pause_after_ms: u64,
    /// ... and leaves memory after this (it stays in the store).
    pub room_idle_ms: u64,
    pub retention: Retention,
    /// Rooms one address may open.
    pub create_rate: Rate,
    /// Players one address may register, and times it may join the
    /// quick-match queue.
    pub register_rate: Rate,
    pub queue_rate: Rate,
    /// How long a dropped player's seat waits before a computer plays it.
    pub grace_ms: u64,
    /// Where the other servers of a cluster reach this one to relay their
    /// players' connections (`host:port`); none for a server alone.
    pub advertise: Option<String>,
    /// How often the store is looked at for players waiting here whom
    /// another server seated, besides being told so at once
    /// ([`Dispatcher::seated_elsewhere`]).
    pub notice_check_ms: u64,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            computer_delay_ms: 800,
            pause_after_ms: PAUSE_AFTER_MS,
            room_idle_ms: ROOM_IDLE_MS,
            retention: Retention::default(),
            create_rate: CREATE_RATE,
            register_rate: REGISTER_RATE,
            queue_rate: QUEUE_RATE,
            grace_ms: GRACE_MS,
            advertise: None,
            notice_check_ms: NOTICE_CHECK_MS,
        }
    }
}

/// A computer's turn to work out off the dispatcher (it may take a tenth
/// of a second); its answer comes back through
/// [`Dispatcher::computer_done`].
#[derive(Debug, Clone)]
pub struct ComputerJob {
    pub code: String,
    pub number: u32,
    pub seq: usize,
    pub round: Round,
    pub level: Level,
    pub seed: u64,
}

impl ComputerJob {
    pub fn run(&self) -> Action {
        choose_turn(&self.round, self.level, self.seed).action
    }
}

struct Conn {
    address: String,
    /// The room and seat it holds.
    seat: Option<(String, usize)>,
    rooms_created: u32,
    /// Told to close (its seat went elsewhere): what it still sends is
    /// not read.
    closing: bool,
    /// The player it signed in as, and the hash of the secret it showed
    /// (a recovery elsewhere changes the player's: this one then no
    /// longer speaks for them).
    player: Option<PlayerId>,
    secret_hash: String,
    /// The room it watches.
    watching: Option<String>,
    /// Relayed here by another server: never relayed again (one hop).
    relayed_in: bool,
    /// Its player entered an event from it: brought to each of their
    /// tables, whichever server opens it (kept when the connection moves
    /// to another dispatcher).
    entered_event: bool,
}

impl Conn {
    fn new(address: &str, relayed_in: bool) -> Conn {
        Conn {
            address: address.to_string(),
            seat: None,
            rooms_created: 0,
            closing: false,
            player: None,
            secret_hash: String::new(),
            watching: None,
            relayed_in,
            entered_event: false,
        }
    }
}

/// A room in memory and who is connected to it.
struct Entry {
    room: Room,
    /// The one connection of each seat.
    conns: Vec<Option<ConnId>>,
    /// A computer is choosing this room's move.
    thinking: bool,
    /// Since when nobody has been connected.
    empty_since: Option<u64>,
    /// What computers played for each seat while its player was away.
    while_away: Vec<WhileAway>,
    /// A move the server makes itself waits until then after the store
    /// refused one (instead of trying again every tick).
    retry_at: u64,
    /// When each seat last reacted.
    reacted_at: Vec<u64>,
    /// Connections watching the room.
    watchers: Vec<ConnId>,
}

impl Entry {
    /// A seat's connection goes: the seat is away, and the room empty when
    /// it was the last.
    fn release(&mut self, seat: usize, now: u64) {
        self.conns[seat] = None;
        self.room.set_connected(seat, false, now);
        if self.conns.iter().all(Option::is_none) {
            self.empty_since = Some(now);
        }
    }

    fn new(mut room: Room, empty_since: Option<u64>, settings: &Settings) -> Entry {
        room.grace_ms = settings.grace_ms;
        let n = room.seats.len();
        Entry {
            room,
            conns: vec![None; n],
            thinking: false,
            empty_since,
            while_away: vec![WhileAway::default(); n],
            retry_at: 0,
            reacted_at: vec![0; n],
            watchers: Vec::new(),
        }
    }
}

pub struct Dispatcher {
    store: Box<dyn Store>,
    rooms: HashMap<String, Entry>,
    conns: HashMap<ConnId, Conn>,
    next_conn: ConnId,
    /// Limits per address: this server's own, unless the store shares
    /// them with the other servers on it (shared with this process's other
    /// dispatchers).
    limits: Arc<Mutex<Limits>>,
    /// One of several dispatchers of this process, if it is.
    shard: Option<Shard>,
    /// The siblings' tables set, as last seen ([`Shard::seated`]).
    seen_seated: u64,
    /// Each family's leaderboard, and when it was read.
    leaderboards: HashMap<String, (u64, Vec<Ranked>)>,
    /// The connection here of each player waiting for a quick match.
    queued: HashMap<PlayerId, quick::Here>,
    /// Resumes waiting for another server's lease on their room to lapse.
    waiting: HashMap<ConnId, leases::Waiting>,
    /// When the last room refused by lease is free, and where its holder
    /// takes relayed connections (from `claim`).
    held: Option<(u64, Option<String>)>,
    /// The cluster, as last announced to the store.
    cluster: Option<Cluster>,
    /// Servers a relay could not reach, until when they are not tried.
    unreachable: HashMap<String, u64>,
    /// Set while a message comes back from a relay that failed: it is
    /// handled here, not relayed again.
    no_relay: bool,
    last_renew: u64,
    last_deadlines: u64,
    last_queue_check: u64,
    last_notice_check: u64,
    last_events: u64,
    entropy: Entropy,
    /// Own moves of rated matches waiting to be audited.
    audits: VecDeque<super::audit::AuditJob>,
    audits_dropped: u64,
    moves: u64,
    /// Stopping: no room is taken in again ([`Dispatcher::stop`]).
    draining: bool,
    outbox: Vec<(ConnId, Output)>,
    problems: Vec<String>,
    settings: Settings,
    last_sweep: Option<u64>,
    /// When the limits last forgot the addresses that went quiet.
    last_forget: u64,
}

fn err(code: ErrorCode, message: impl Into<String>) -> ServerError {
    ServerError::new(code, message)
}

impl Dispatcher {
    /// The players who entered an event from a connection here, and it.
    fn entered(&self) -> impl Iterator<Item = (&PlayerId, ConnId)> {
        self.conns
            .iter()
            .filter(|(_, c)| c.entered_event && !c.closing)
            .filter_map(|(&id, c)| Some((c.player.as_ref()?, id)))
    }

    pub fn new(store: Box<dyn Store>, entropy: Entropy, settings: Settings) -> Dispatcher {
        Dispatcher {
            store,
            rooms: HashMap::new(),
            conns: HashMap::new(),
            next_conn: 1,
            limits: Arc::new(Mutex::new(Self::limits_for(&settings))),
            shard: None,
            seen_seated: 0,
            leaderboards: HashMap::new(),
            queued: HashMap::new(),
            waiting: HashMap::new(),
            held: None,
            cluster: None,
            unreachable: HashMap::new(),
            no_relay: false,
            last_renew: 0,
            last_deadlines: 0,
            last_queue_check: 0,
            last_events: 0,
            last_notice_check: 0,
            entropy,
            audits: VecDeque::new(),
            audits_dropped: 0,
            moves: 0,
            draining: false,
            outbox: Vec::new(),
            problems: Vec::new(),
            settings,
            last_sweep: None,
            last_forget: 0,
        }
    }

    /// The limits per address a dispatcher with `settings` keeps.
    pub fn limits_for(settings: &Settings) -> Limits {
        Limits::new(|limit| match limit {
            Limit::Create => settings.create_rate,
            Limit::Register => settings.register_rate,
            Limit::Queue => settings.queue_rate,
            Limit::Rename => RENAME_RATE,
            Limit::Lookup => LOOKUP_RATE,
            Limit::Miss => MISS_RATE,
        })
    }

    fn own_limits(&self) -> MutexGuard<'_, Limits> {
        self.limits.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// A new connection from a network address.
    pub fn connect(&mut self, address: &str) -> ConnId {
        self.connect_from(address, false)
    }

    /// A new connection; `relayed_in` when another server of the cluster
    /// relays it (proved by the cluster's secret).
    pub fn connect_from(&mut self, address: &str, relayed_in: bool) -> ConnId {
        let id = self.next_conn;
        self.next_conn += 1;
        self.conns.insert(id, Conn::new(address, relayed_in));
        id
    }

    /// A connection closed: its seat is left to the grace period.
    pub fn disconnect(&mut self, id: ConnId, now: u64) {
        self.waiting.remove(&id);
        self.unwatch(id);
        self.detach(id, now);
        self.unqueue_closed(id);
        self.conns.remove(&id);
    }

    /// One text frame from a connection.
    pub fn receive(&mut self, id: ConnId, text: &str, now: u64) {
        if self.draining || self.conns.get(&id).is_none_or(|c| c.closing) {
            return;
        }
        if let Err(e) = self.handle(id, text, now) {
            self.send(id, &ServerMsg::Error(e.answering(text)));
        }
    }

    /// What to send and close since the last call.
    pub fn drain(&mut self) -> Vec<(ConnId, Output)> {
        std::mem::take(&mut self.outbox)
    }

    /// What went wrong inside since the last call, for the server's log.
    pub fn drain_problems(&mut self) -> Vec<String> {
        std::mem::take(&mut self.problems)
    }

    pub fn rooms_in_memory(&self) -> usize {
        self.rooms.len()
    }

    /// Players waiting for a quick match through this server.
    pub fn waiting_here(&self) -> usize {
        self.queued.len()
    }

    /// Moves kept since the start (players', computers', timeouts').
    pub fn moves_kept(&self) -> u64 {
        self.moves
    }

    /// Players waiting for a quick match (over every server on the store).
    pub fn queued(&mut self) -> Result<usize, String> {
        self.store.queue_len().map_err(|e| e.message)
    }

    /// Rooms in the store (in memory or not).
    pub fn rooms_stored(&mut self) -> Result<usize, String> {
        self.store.count()
    }

    /// The cluster this server is part of (when its store is shared).
    pub fn cluster(&self) -> Option<&Cluster> {
        self.cluster.as_ref()
    }

    /// A message a relay could not deliver (the holder at `address` was
    /// unreachable): it is handled here, as if the room's holder were
    /// gone, and nothing is relayed there for a lease's time.
    pub fn relay_failed(&mut self, id: ConnId, address: &str, text: &str, now: u64) {
        if let Some(c) = self.conns.get_mut(&id) {
            c.closing = false;
        }
        self.unreachable.retain(|_, &mut t| t > now);
        self.unreachable
            .insert(address.to_string(), now + super::store::LEASE_MS);
        self.no_relay = true;
        self.receive(id, text, now);
        self.no_relay = false;
    }

    /// The seat a connection holds, if any.
    pub fn seat_of(&self, id: ConnId) -> Option<(String, usize)> {
        self.conns.get(&id).and_then(|c| c.seat.clone())
    }

    fn send(&mut self, id: ConnId, msg: &ServerMsg) {
        if let Ok(text) = serde_json::to_string(msg) {
            self.outbox.push((id, Output::Text(text)));
        }
    }

    /// Takes one of an address's `limit`: from the store when the store
    /// shares limits between servers (so N servers do not give an address
    /// N times the limit), else from this server's own. A store that fails
    /// falls back on this server's.
    fn take_limit(&mut self, limit: Limit, address: &str, now: u64) -> bool {
        self.shared_limit(limit, address, now, true)
            .unwrap_or_else(|| self.own_limits().take(limit, address, now))
    }

    /// Whether an address has one of `limit` left (nothing taken).
    fn allows_limit(&mut self, limit: Limit, address: &str, now: u64) -> bool {
        self.shared_limit(limit, address, now, false)
            .unwrap_or_else(|| self.own_limits().allows(limit, address, now))
    }

    fn shared_limit(&mut self, limit: Limit, address: &str, now: u64, take: bool) -> Option<bool> {
        let rate = self.own_limits().rate(limit);
        match self
            .store
            .take_shared(limit.key(), address, rate, now, take)
        {
            Ok(answer) => answer,
            Err(e) => {
                self.problems
                    .push(format!("limits kept here only: {}", e.message));
                None
            }
        }
    }

    /// Tells a connection why it lost its seat, and closes it.
    fn kick(&mut self, id: ConnId, why: ServerError) {
        if let Some(c) = self.conns.get_mut(&id) {
            c.seat = None;
            c.closing = true;
        }
        self.send(id, &ServerMsg::Error(why));
        self.outbox.push((id, Output::Close));
    }

    fn random<const N: usize>(&mut self) -> [u8; N] {
        let mut b = [0u8; N];
        (self.entropy)(&mut b);
        b
    }

    fn token(&mut self) -> String {
        self.random::<16>()
            .iter()
            .map(|b| format!("{b:02x}"))
            .collect()
    }

    /// Runs `f` on a room in memory (taken out of the map meanwhile, so
    /// `f` has the dispatcher to itself).
    fn with_entry<R>(
        &mut self,
        code: &str,
        f: impl FnOnce(&mut Self, &mut Entry) -> Result<R, ServerError>,
    ) -> Result<R, ServerError> {
        let mut e = self
            .rooms
            .remove(code)
            .ok_or_else(|| err(ErrorCode::NoRoom, format!("no room {code}")))?;
        let result = f(self, &mut e);
        self.rooms.insert(code.to_string(), e);
        result
    }

    /// A room by its invite code: in memory, or read back from the store.
    fn open_room(&mut self, code: &str, now: u64) -> Result<String, ServerError> {
        let code = super::protocol::normalise_code(code)
            .ok_or_else(|| err(ErrorCode::NoRoom, "an invite code is 6 letters"))?;
        if self.rooms.contains_key(&code) {
            return Ok(code);
        }
        self.admit_room(&code, now, |d| {
            d.claim(&code, now)?;
            d.read_room(&code, now)
        })?;
        Ok(code)
    }

    fn read_room(&mut self, code: &str, now: u64) -> Result<Entry, ServerError> {
        let stored = self
            .store
            .load(code)
            .map_err(|e| {
                err(
                    ErrorCode::Storage,
                    format!("room {code} cannot be read: {e}"),
                )
            })?
            .ok_or_else(|| err(ErrorCode::NoRoom, format!("no room {code}")))?;
        self.rebuild(stored, now)
    }

    fn rebuild(&mut self, stored: StoredRoom, now: u64) -> Result<Entry, ServerError> {
        let code = stored.code.clone();
        // Nobody has been in the room since its last change.
        let since = stored.turn_started.min(now);
        let away: Vec<(usize, WhileAway)> = stored.seats.iter().map(|s| (s.seat, s.away)).collect();
        match super::store::rebuild(stored, now) {
            Ok(room) => {
                let mut entry = Entry::new(room, Some(since), &self.settings);
                for (seat, away) in away {
                    entry.while_away[seat] = away;
                }
                self.rate_if_over(&mut entry, now);
                Ok(entry)
            }
            Err(e) => {
                self.problems.push(format!("room {code}: {e}"));
                Err(err(
                    ErrorCode::Storage,
                    format!("room {code} cannot be rebuilt: {e}"),
                ))
            }
        }
    }

    /// Sends each connected seat the room as it may see it.
    fn broadcast(&mut self, e: &Entry, now: u64) {
        for (seat, conn) in e.conns.iter().enumerate() {
            if let Some(id) = *conn {
                self.send(id, &ServerMsg::Room(Box::new(e.room.view(seat, now))));
            }
        }
        if !e.watchers.is_empty() {
            let watched = ServerMsg::Room(Box::new(e.room.watch_view(now)));
            for &id in &e.watchers {
                self.send(id, &watched);
            }
        }
    }
}
