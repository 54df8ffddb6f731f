//! The PostgreSQL store's players and queue: each call one function of
//! the connection, run on it in turn.

use super::PgStore;
use super::fair_play;
use super::limits::{self, Ask};
use super::notices;
use super::ops::{Failed, Link};
use super::players::{self, Change, Wait};
use super::ratings::{self, ToRate};
use crate::online::ServerError;
use crate::online::audit::Audited;
use crate::online::fair_play::{FairPlayData, Review};
use crate::online::limits::Rate;
use crate::online::matchmaking::{QUEUE_CAPACITY, Seating, Wanted};
use crate::online::player_store::{
    PlayedGame, PlayerStore, QueueJoin, QueueRefusal, Ranked, RatedMatch, SeatNotice, StoredPlayer,
};
use crate::online::rating::RatingChange;
use crate::online::store::storage_error;

type Sql<T> = Result<T, tokio_postgres::Error>;

impl PgStore {
    /// Runs a function of the connection's client; its error is a storage
    /// error.
    pub(super) fn on_client<T>(
        &mut self,
        work: impl AsyncFnOnce(&mut tokio_postgres::Client) -> Sql<T>,
    ) -> Result<T, ServerError> {
        self.job(async |l: &mut Link| Ok::<_, Failed>(work(l.client()).await?))
            .map_err(storage_error)
    }

    fn change_player(&mut self, id: &str, column: Change, value: &str) -> Result<(), ServerError> {
        match self.on_client(async |c| players::change(c, column, id, value).await)? {
            true => Ok(()),
            false => Err(storage_error(format!("no player {id}"))),
        }
    }
}

impl PlayerStore for PgStore {
    fn add_player(&mut self, player: &StoredPlayer) -> Result<(), ServerError> {
        self.on_client(async |c| players::add(c, player).await)
    }

    fn player(&mut self, id: &str) -> Result<Option<StoredPlayer>, ServerError> {
        self.on_client(async |c| players::one(c, "id", id).await)
    }

    fn player_by_recovery(&mut self, hash: &str) -> Result<Option<StoredPlayer>, ServerError> {
        self.on_client(async |c| players::one(c, "recovery_hash", hash).await)
    }

    fn set_secret(&mut self, id: &str, secret_hash: &str) -> Result<(), ServerError> {
        self.change_player(id, Change::Secret, secret_hash)
    }

    fn rename(&mut self, id: &str, name: &str) -> Result<(), ServerError> {
        self.change_player(id, Change::Name, name)
    }

    fn queue_join(&mut self, join: &QueueJoin) -> Result<Option<Seating>, QueueRefusal> {
        join.wanted.check()?;
        let wait = Wait {
            player: join.player.into(),
            line: serde_json::to_string(join.wanted).map_err(storage_error)?,
            seats: join.wanted.seats.into(),
            until: join.until() as i64,
            capacity: QUEUE_CAPACITY as i64,
            ticket: join.ticket.into(),
        };
        match self.on_client(async |c| players::join(c, &wait).await)? {
            Ok(players) if players.is_empty() => Ok(None),
            Ok(players) => Ok(Some(Seating::of(join.wanted, players))),
            Err(e) => Err(QueueRefusal::Queue(e)),
        }
    }

    fn queue_leave(&mut self, player: &str, ticket: Option<&str>) -> Result<bool, ServerError> {
        self.on_client(async |c| players::leave(c, player, ticket).await)
    }

    fn queue_due(&mut self, now: u64) -> Result<Vec<Seating>, ServerError> {
        let lines = self.on_client(async |c| players::due(c, now as i64).await)?;
        lines
            .into_iter()
            .map(|(line, players)| {
                let wanted: Wanted = serde_json::from_str(&line).map_err(storage_error)?;
                Ok(Seating::of(&wanted, players))
            })
            .collect()
    }

    fn queue_len(&mut self) -> Result<usize, ServerError> {
        self.on_client(async |c| players::queue_len(c).await)
    }

    fn leave_notices(&mut self, notices: &[SeatNotice]) -> Result<(), ServerError> {
        self.on_client(async |c| notices::leave(c, notices).await)
    }

    fn take_notices(&mut self, players: &[String]) -> Result<Vec<SeatNotice>, ServerError> {
        if players.is_empty() {
            return Ok(Vec::new());
        }
        self.on_client(async |c| notices::take(c, players).await)
    }

    fn rate_match(&mut self, m: &RatedMatch) -> Result<Vec<Option<RatingChange>>, ServerError> {
        let to_rate = ToRate {
            code: m.code.into(),
            number: m.number,
            family: m.family.into(),
            seats: m.seats.to_vec(),
            now: m.now,
        };
        self.on_client(async |c| ratings::rate(c, to_rate).await)
    }

    fn leaderboard(&mut self, family: &str, limit: usize) -> Result<Vec<Ranked>, ServerError> {
        self.on_client(async |c| ratings::leaderboard(c, family, limit as i64).await)
    }

    fn ranked(&mut self, player: &str, family: &str) -> Result<Option<Ranked>, ServerError> {
        self.on_client(async |c| ratings::ranked(c, player, family).await)
    }

    fn recent_games(&mut self, player: &str, limit: usize) -> Result<Vec<PlayedGame>, ServerError> {
        self.on_client(async |c| ratings::recent(c, player, limit as i64).await)
    }

    fn record_audit(&mut self, found: &Audited, now: u64) -> Result<(), ServerError> {
        self.on_client(async |c| fair_play::add(c, found, now as i64).await)
    }

    fn fair_play_data(&mut self, since: u64) -> Result<FairPlayData, ServerError> {
        self.on_client(async |c| fair_play::read(c, since as i64).await)
    }

    fn review(&mut self, player: &str, review: Review, now: u64) -> Result<bool, ServerError> {
        self.on_client(async |c| fair_play::review(c, player, review, now as i64).await)
    }
}

impl PgStore {
    /// Takes one from (or looks into) an address's bucket shared by every
    /// server on the database.
    pub(super) fn shared_limit(
        &mut self,
        kind: &str,
        address: &str,
        rate: Rate,
        now: u64,
        taking: bool,
    ) -> Result<Option<bool>, ServerError> {
        let ask = Ask::new(kind, address, rate, now);
        let answer = if taking {
            self.on_client(async |c| limits::take(c, &ask).await)
        } else {
            self.on_client(async |c| limits::look(c, &ask).await)
        };
        answer.map(Some)
    }

    /// Deletes the buckets that are full again.
    pub(super) fn forget_limits(&mut self, now: u64) -> Result<u64, String> {
        self.job(async |l: &mut Link| {
            Ok::<_, Failed>(limits::forget(l.client(), now as i64).await?)
        })
    }
}
