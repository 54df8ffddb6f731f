//! What a room store keeps, and the trait every store meets: SQLite and
//! PostgreSQL on the server (`server::store`, `server::pg`), memory in
//! tests (`memory`). A room is written before the
//! server answers, so it can leave memory at any time and be read back.

use super::event_store::EventStore;
use super::limits::Rate;
use super::player_store::PlayerStore;
use super::protocol::{ErrorCode, PublicGame, RoomSetup, ServerError, WhileAway};
use super::room::{Moved, Room};
use crate::rules::Action;
use serde::{Deserialize, Serialize};

/// A match of a room as stored: its deal and its moves.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StoredGame {
    pub number: u32,
    pub seed: u64,
    pub salt: String,
    pub actions: Vec<TimedAction>,
}

#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct StoredSeat {
    pub seat: usize,
    pub name: String,
    pub token: String,
    /// The player left the match for good (a computer plays the seat).
    pub left: bool,
    /// What computers played for the seat since its player was last there.
    pub away: WhileAway,
    /// The signed-in player who took the seat (quick match).
    pub player: Option<String>,
    /// The moves its player made themselves in the latest match.
    pub moved: Moved,
}

impl StoredSeat {
    /// A room's seat as kept.
    pub fn of(room: &Room, seat: usize, away: WhileAway) -> StoredSeat {
        let s = &room.seats[seat];
        StoredSeat {
            seat,
            name: s.name.clone(),
            token: s.token.clone().unwrap_or_default(),
            left: s.left,
            away,
            player: s.player.clone(),
            moved: s.moved.clone(),
        }
    }

    /// The seats people have taken in a room just made (its host's, and
    /// every player's of a quick match).
    pub fn taken(room: &Room) -> Vec<StoredSeat> {
        (0..room.seats.len())
            .filter(|&i| room.seats[i].token.is_some())
            .map(|i| StoredSeat::of(room, i, WhileAway::default()))
            .collect()
    }
}

/// Everything needed to rebuild a room.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StoredRoom {
    pub code: String,
    pub setup: RoomSetup,
    pub host: usize,
    pub seats: Vec<StoredSeat>,
    /// The room's latest match.
    pub game: Option<StoredGame>,
    /// When the current turn (or the pause after a round) began, in the
    /// server's milliseconds: a restart keeps the turn's deadline.
    pub turn_started: u64,
}

/// Where a room stands, for how long it is kept.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Stage {
    Lobby,
    Playing,
    Over,
}

impl Stage {
    pub fn key(self) -> &'static str {
        match self {
            Stage::Lobby => "lobby",
            Stage::Playing => "playing",
            Stage::Over => "over",
        }
    }

    pub fn of(room: &Room) -> Stage {
        match &room.game {
            None => Stage::Lobby,
            Some(g) if g.game.is_over() => Stage::Over,
            Some(_) => Stage::Playing,
        }
    }
}

/// A match's deal as kept: which match of the room, its seed and salt.
#[derive(Debug, Clone, Copy)]
pub struct Deal<'a> {
    pub number: u32,
    pub seed: u64,
    pub salt: &'a str,
}

/// A move as kept: its match, its place in the log, and the room's stage
/// after it.
#[derive(Debug, Clone, Copy)]
pub struct Move<'a> {
    pub number: u32,
    pub n: usize,
    pub action: &'a Action,
    /// What the move's turn took off its player's bank (0 without a clock).
    pub ms: u64,
    pub stage: Stage,
}

impl Move<'_> {
    /// The move as its row keeps it: the action's JSON, with what its turn
    /// took when the match has a clock (so a row without one reads as it
    /// always did).
    pub fn text(&self) -> Result<String, serde_json::Error> {
        serde_json::to_string(&TimedAction {
            action: self.action.clone(),
            ms: self.ms,
        })
    }
}

/// A kept move: the action and what its turn took off the bank.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct TimedAction {
    #[serde(flatten)]
    pub action: Action,
    #[serde(default, skip_serializing_if = "is_zero")]
    pub ms: u64,
}

fn is_zero(ms: &u64) -> bool {
    *ms == 0
}

impl TimedAction {
    /// A move read back from its row.
    pub fn parse(text: &str) -> Result<TimedAction, serde_json::Error> {
        serde_json::from_str(text)
    }
}

/// How long a room is kept after its last change, by stage.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Retention {
    pub lobby_ms: u64,
    pub playing_ms: u64,
    pub over_ms: u64,
}

const DAY_MS: u64 = 24 * 3600 * 1000;

impl Default for Retention {
    /// A lobby nobody started: a day. A finished match (its result, the
    /// rematch): a week. A match nobody moved in: 30 days.
    fn default() -> Self {
        Retention {
            lobby_ms: DAY_MS,
            playing_ms: 30 * DAY_MS,
            over_ms: 7 * DAY_MS,
        }
    }
}

impl Retention {
    pub fn of(&self, stage: Stage) -> u64 {
        match stage {
            Stage::Lobby => self.lobby_ms,
            Stage::Playing => self.playing_ms,
            Stage::Over => self.over_ms,
        }
    }
}

/// How long a server's hold on a room lasts without being renewed, and
/// how often a server renews the rooms it holds. A server that dies lets
/// its rooms go within `LEASE_MS`.
pub const LEASE_MS: u64 = 6_000;
pub const RENEW_EVERY_MS: u64 = 2_000;

/// Whether this server may play a room.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Claim {
    /// The room is this server's now (it was free, its holder's lease had
    /// lapsed, or it was already this server's).
    Mine,
    /// Another server holds it until then; `address` is where that
    /// server takes relayed connections, when it is alive and known.
    Held {
        by: String,
        until: u64,
        address: Option<String>,
    },
}

/// What a server of a cluster (several sharing one store) knows of it.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Cluster {
    /// Proves a relayed connection comes from a server of the cluster.
    pub secret: String,
    /// Where the other live servers take relayed connections.
    pub peers: Vec<String>,
}

/// A room store. Each write is whole or not at all. Servers that share a
/// store hold each room by a lease: a room is played by the one server
/// that holds it, and a write about a room another server holds is
/// refused. A store only one server uses holds every room.
pub trait RoomStore: Send {
    /// A new room with its taken seats (its host's; a quick match's
    /// players').
    fn create_room(&mut self, room: &Room, now: u64) -> Result<(), ServerError>;
    /// Whether a code is taken: a room's, or one a rated match was kept
    /// under (its results outlive the room, and a new room must not find
    /// them).
    fn exists(&mut self, code: &str) -> Result<bool, ServerError>;
    fn save_seat(&mut self, code: &str, seat: &StoredSeat, now: u64) -> Result<(), ServerError>;
    /// A seat given up in the lobby: nobody holds it any more.
    fn free_seat(&mut self, code: &str, seat: usize, now: u64) -> Result<(), ServerError>;
    fn save_game(&mut self, code: &str, deal: &Deal, now: u64) -> Result<(), ServerError>;
    fn append_action(&mut self, code: &str, mv: &Move, now: u64) -> Result<(), ServerError>;
    /// The current turn's clock starts again at `now` (a room woken up).
    fn restart_clock(&mut self, code: &str, now: u64) -> Result<(), ServerError>;
    fn load(&mut self, code: &str) -> Result<Option<StoredRoom>, String>;
    /// Deletes the rooms past their retention; returns their codes.
    fn delete_expired(&mut self, now: u64, keep: &Retention) -> Result<Vec<String>, String>;
    fn count(&mut self) -> Result<usize, String>;
    /// Public matches being played, the latest changed first.
    fn public_games(&mut self, limit: usize) -> Result<Vec<PublicGame>, String>;
    /// Games over days whose current turn's time ran out by `now`.
    fn turns_run_out(&mut self, now: u64) -> Result<Vec<String>, String>;
    /// A player's seats in rooms not over (code, seat, token), the latest
    /// changed first.
    fn seats_of(
        &mut self,
        player: &str,
        limit: usize,
    ) -> Result<Vec<(String, usize, String)>, String>;

    /// Takes (or keeps) the room's lease for this server.
    fn claim(&mut self, _code: &str, _now: u64) -> Result<Claim, ServerError> {
        Ok(Claim::Mine)
    }
    /// Renews the leases of the rooms this server plays; returns the codes
    /// of those it no longer holds.
    fn renew(&mut self, _codes: &[String], _now: u64) -> Result<Vec<String>, ServerError> {
        Ok(Vec::new())
    }
    /// Lets go of a room this server stopped playing.
    fn release(&mut self, _code: &str) -> Result<(), ServerError> {
        Ok(())
    }
    /// Takes one from (or, without `take`, looks into) an address's bucket
    /// of a limit, shared by every server on this store: `None` when the
    /// store is one server's, which keeps its limits itself.
    fn take_shared(
        &mut self,
        _limit: &str,
        _address: &str,
        _rate: Rate,
        _now: u64,
        _take: bool,
    ) -> Result<Option<bool>, ServerError> {
        Ok(None)
    }
    /// Says this server is alive and takes relayed connections at
    /// `address`; the cluster as the store knows it (`None`: a store only
    /// one server uses).
    fn announce(&mut self, _address: &str, _now: u64) -> Result<Option<Cluster>, ServerError> {
        Ok(None)
    }
}

pub fn storage_error(e: impl std::fmt::Display) -> ServerError {
    ServerError::new(
        ErrorCode::Storage,
        format!("the server could not keep this: {e}"),
    )
}

/// A stored room rebuilt: its seats, and its latest match replayed by the
/// rules move by move.
pub fn rebuild(stored: StoredRoom, now: u64) -> Result<Room, String> {
    let host = stored
        .seats
        .iter()
        .find(|s| s.seat == stored.host)
        .ok_or("the host's seat is missing")?;
    let mut room = Room::new(
        stored.code.clone(),
        stored.setup,
        &host.name,
        host.token.clone(),
    )
    .map_err(|e| e.message)?;
    if room.host != stored.host {
        return Err("the host's seat moved".into());
    }
    let mut left = Vec::new();
    for s in stored.seats {
        if s.seat >= room.seats.len() {
            return Err(format!("there is no seat {}", s.seat));
        }
        if s.left {
            left.push(s.seat);
        }
        room.take_seat(s.seat, &s.name, s.token);
        room.seats[s.seat].player = s.player;
        room.seats[s.seat].moved = s.moved;
    }
    if let Some(game) = stored.game {
        room.begin(game.number, game.seed, game.salt, now)
            .map_err(|e| e.message)?;
        for (i, timed) in game.actions.into_iter().enumerate() {
            room.apply_timed(timed.action, timed.ms, now)
                .map_err(|e| format!("move {}: {}", i + 1, e.message))?;
        }
        if let Some(g) = &mut room.game {
            g.turn_started = stored.turn_started;
        }
    }
    // Nobody is connected to a room just read back; a player who does not
    // come back is away from now.
    for seat in 0..room.seats.len() {
        room.set_connected(seat, false, now);
    }
    for seat in left {
        room.seats[seat].left = true;
    }
    Ok(room)
}

/// Everything a server keeps: rooms, players and the quick-match queue.
pub trait Store: RoomStore + PlayerStore + EventStore {}

impl<T: RoomStore + PlayerStore + EventStore> Store for T {}
