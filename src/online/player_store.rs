//! What a store keeps of players and of the quick-match queue, and the
//! trait every store meets for them. The queue lives in the store, so
//! servers sharing a database share one queue: each join and each
//! seating is one transaction, and a player taken out of the queue for a
//! table is taken out once.

use std::collections::HashMap;

use serde::Serialize;

use super::audit::Audited;
use super::counts::{self, Entrant, Met, judge};
use super::fair_play::{FairPlayData, Review};
use super::identity::StoredIdentity;
use super::matchmaking::{MAX_WAIT_MS, PlayerId, QueueError, Seating, Wanted};
use super::protocol::ServerError;
use super::rating::{Placed, Rating, RatingChange};

/// A player as kept: the hashes of their secret and recovery code, and
/// their display name.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StoredPlayer {
    pub identity: StoredIdentity,
    pub name: String,
    /// When the server first gave out the identity (milliseconds).
    pub created: u64,
}

/// A player joining the quick-match queue.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct QueueJoin<'a> {
    pub player: &'a str,
    /// This wait's mark, unlike any other's: a server that lets it go
    /// ([`PlayerStore::queue_leave`]) never takes out a later wait.
    pub ticket: &'a str,
    pub wanted: &'a Wanted,
    /// How long the player waits for others before computers fill the
    /// table (cut to [`MAX_WAIT_MS`]).
    pub wait_ms: u64,
    pub now: u64,
}

impl QueueJoin<'_> {
    /// When computers fill the table if nobody else comes.
    pub fn until(&self) -> u64 {
        self.now.saturating_add(self.wait_ms.min(MAX_WAIT_MS))
    }
}

/// Why a player was not put in the queue.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum QueueRefusal {
    Queue(QueueError),
    Store(ServerError),
}

impl From<QueueError> for QueueRefusal {
    fn from(e: QueueError) -> QueueRefusal {
        QueueRefusal::Queue(e)
    }
}

impl From<ServerError> for QueueRefusal {
    fn from(e: ServerError) -> QueueRefusal {
        QueueRefusal::Store(e)
    }
}

/// A seat at a quick-match table for a player whose connection is on
/// another server (of several sharing the store): that server finds it
/// and brings the player to the table.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SeatNotice {
    pub player: PlayerId,
    pub code: String,
    pub token: String,
}

/// A finished match to rate, seat by seat (`None`: a computer's seat).
#[derive(Debug, Clone, Copy)]
pub struct RatedMatch<'a> {
    pub code: &'a str,
    pub number: u32,
    /// The rules family rated (a preset's key).
    pub family: &'a str,
    pub seats: &'a [Option<Placed>],
    pub now: u64,
}

/// A player on a leaderboard.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Ranked {
    /// 1 is the best; equal ratings share a rank.
    pub rank: usize,
    pub player: String,
    pub name: String,
    pub rating: Rating,
}

/// A rated match, as one of a player's recent games.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct PlayedGame {
    pub code: String,
    pub number: u32,
    pub family: String,
    pub place: usize,
    pub left: bool,
    pub change: RatingChange,
    /// When it was rated (milliseconds).
    pub at: u64,
}

/// Players and the queue. Each call is one transaction.
pub trait PlayerStore: Send {
    fn add_player(&mut self, player: &StoredPlayer) -> Result<(), ServerError>;
    fn player(&mut self, id: &str) -> Result<Option<StoredPlayer>, ServerError>;
    /// The player whose recovery code hashes to `hash`.
    fn player_by_recovery(&mut self, hash: &str) -> Result<Option<StoredPlayer>, ServerError>;
    /// A new secret for the player (after a recovery; the old one stops
    /// working).
    fn set_secret(&mut self, id: &str, secret_hash: &str) -> Result<(), ServerError>;
    fn rename(&mut self, id: &str, name: &str) -> Result<(), ServerError>;

    /// The player waits in `join.wanted`'s line (leaving any other line).
    /// When the line then fills a table, its players (the first to come)
    /// leave the queue in the same transaction and are returned.
    fn queue_join(&mut self, join: &QueueJoin) -> Result<Option<Seating>, QueueRefusal>;
    /// The player stops waiting (only if their wait is the one marked
    /// `ticket`, when given); whether they did.
    fn queue_leave(&mut self, player: &str, ticket: Option<&str>) -> Result<bool, ServerError>;
    /// Tables whose first player has waited until now: the players
    /// waiting (up to the table's seats) leave the queue, computers fill
    /// the rest.
    fn queue_due(&mut self, now: u64) -> Result<Vec<Seating>, ServerError>;
    /// Players waiting, over every line.
    fn queue_len(&mut self) -> Result<usize, ServerError>;
    /// Leaves word for players seated at a table whose connections are
    /// on another server.
    fn leave_notices(&mut self, notices: &[SeatNotice]) -> Result<(), ServerError>;
    /// The word left for these players (taken: each is found once).
    fn take_notices(&mut self, players: &[PlayerId]) -> Result<Vec<SeatNotice>, ServerError>;

    /// Rates a finished match, once: each player's rating in the family
    /// is read, changed and written in one transaction with the match's
    /// results. Asked again (after a restart), it changes nothing and
    /// returns what was recorded.
    fn rate_match(&mut self, m: &RatedMatch) -> Result<Vec<Option<RatingChange>>, ServerError>;
    /// The best players of a family who have played a rated match.
    fn leaderboard(&mut self, family: &str, limit: usize) -> Result<Vec<Ranked>, ServerError>;
    /// One player's place on a family's leaderboard.
    fn ranked(&mut self, player: &str, family: &str) -> Result<Option<Ranked>, ServerError>;
    /// A player's latest rated matches, the newest first.
    fn recent_games(&mut self, player: &str, limit: usize) -> Result<Vec<PlayedGame>, ServerError>;

    /// Adds an audited turn to its player's figures in its match.
    fn record_audit(&mut self, found: &Audited, now: u64) -> Result<(), ServerError>;
    /// What the fair-play report reads: every audited figure, the rated
    /// results since `since`, the ratings, names and standings.
    fn fair_play_data(&mut self, since: u64) -> Result<FairPlayData, ServerError>;
    /// An operator's word on a player (a mark also resets their ratings,
    /// which takes them off every leaderboard); false when there is no
    /// such player.
    fn review(&mut self, player: &str, review: Review, now: u64) -> Result<bool, ServerError>;
}

/// A rated match's seats with marked players' as a computer's: they
/// neither give nor take rating.
pub fn unmarked(m: &RatedMatch, marked: impl Fn(&str) -> bool) -> Vec<Option<Placed>> {
    m.seats
        .iter()
        .map(|s| s.clone().filter(|p| !marked(&p.player)))
        .collect()
}

/// What a store keeps of one rated seat: where its player finished, the
/// change, and whom the result counted against (`counts`).
#[derive(Debug, Clone, PartialEq)]
pub struct SeatResult {
    pub placed: Placed,
    pub change: RatingChange,
    pub counted: Vec<Met>,
}

/// The results a store keeps of a rated match, by seat (a computer's seat
/// has none): worked out
/// from each player's rating before (a player with none has the default)
/// and whom their results counted against in the last
/// [`counts::PAIR_EVERY_MS`] (`history`).
pub fn results(
    m: &RatedMatch,
    before: impl Fn(&str) -> Option<Rating>,
    history: &HashMap<String, Vec<Met>>,
) -> Vec<(usize, SeatResult)> {
    let entrants: Vec<Option<Entrant>> = m
        .seats
        .iter()
        .map(|s| {
            s.as_ref().map(|p| Entrant {
                player: p.player.clone(),
                rating: before(&p.player).unwrap_or_default(),
                place: p.place,
                left: p.left,
                took_part: p.took_part,
                address: p.address.clone(),
            })
        })
        .collect();
    judge(&entrants, history)
        .into_iter()
        .zip(entrants.iter().zip(m.seats))
        .enumerate()
        .filter_map(|(i, (outcome, (entrant, seat)))| {
            let (outcome, entrant, placed) = (outcome?, entrant.as_ref()?, seat.clone()?);
            let change = RatingChange {
                before: entrant.rating,
                after: outcome.after,
            };
            let counted = outcome.counted;
            Some((
                i,
                SeatResult {
                    placed,
                    change,
                    counted,
                },
            ))
        })
        .collect()
}

impl RatedMatch<'_> {
    /// Since when a player's counted results limit this match's.
    pub fn window_start(&self) -> u64 {
        self.now.saturating_sub(counts::PAIR_EVERY_MS)
    }
}
