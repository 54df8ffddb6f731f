//! The PostgreSQL store's players and queue, as requests on its connection.

use super::fair_play;
use super::limits::{self, Ask};
use super::notices;
use super::ops::{Answer, Op};
use super::players::{PlayerAnswer, PlayerOp, Wait};
use super::ratings::ToRate;
use super::{PgStore, unexpected};
use crate::online::ServerError;
use crate::online::audit::Audited;
use crate::online::fair_play::{FairPlayData, Review};
use crate::online::limits::Rate;
use crate::online::matchmaking::{QUEUE_CAPACITY, Seating, Wanted};
use crate::online::players::{
    PlayedGame, PlayerStore, QueueJoin, QueueRefusal, Ranked, RatedMatch, SeatNotice, StoredPlayer,
};
use crate::online::rating::RatingChange;
use crate::online::store::storage_error;

impl PgStore {
    fn ask_player(&mut self, op: PlayerOp) -> Result<PlayerAnswer, ServerError> {
        match self.ask(Op::Player(op)).map_err(storage_error)? {
            Answer::Player(answer) => Ok(answer),
            other => Err(storage_error(unexpected(other))),
        }
    }

    fn one_player(&mut self, op: PlayerOp) -> Result<Option<StoredPlayer>, ServerError> {
        match self.ask_player(op)? {
            PlayerAnswer::Player(p) => Ok(p),
            other => Err(odd(other)),
        }
    }

    fn change_player(&mut self, id: &str, op: PlayerOp) -> Result<(), ServerError> {
        match self.ask_player(op)? {
            PlayerAnswer::Changed(true) => Ok(()),
            PlayerAnswer::Changed(false) => Err(storage_error(format!("no player {id}"))),
            other => Err(odd(other)),
        }
    }
}

fn odd(answer: PlayerAnswer) -> ServerError {
    storage_error(format!("an unexpected answer ({answer:?})"))
}

impl PlayerStore for PgStore {
    fn add_player(&mut self, player: &StoredPlayer) -> Result<(), ServerError> {
        match self.ask_player(PlayerOp::Add(player.clone()))? {
            PlayerAnswer::Done => Ok(()),
            other => Err(odd(other)),
        }
    }

    fn player(&mut self, id: &str) -> Result<Option<StoredPlayer>, ServerError> {
        self.one_player(PlayerOp::Get(id.into()))
    }

    fn player_by_recovery(&mut self, hash: &str) -> Result<Option<StoredPlayer>, ServerError> {
        self.one_player(PlayerOp::ByRecovery(hash.into()))
    }

    fn set_secret(&mut self, id: &str, secret_hash: &str) -> Result<(), ServerError> {
        let op = PlayerOp::SetSecret {
            id: id.into(),
            hash: secret_hash.into(),
        };
        self.change_player(id, op)
    }

    fn rename(&mut self, id: &str, name: &str) -> Result<(), ServerError> {
        let op = PlayerOp::Rename {
            id: id.into(),
            name: name.into(),
        };
        self.change_player(id, op)
    }

    fn queue_join(&mut self, join: &QueueJoin) -> Result<Option<Seating>, QueueRefusal> {
        join.wanted.check()?;
        let op = PlayerOp::QueueJoin(Wait {
            player: join.player.into(),
            line: serde_json::to_string(join.wanted).map_err(storage_error)?,
            seats: join.wanted.seats.into(),
            until: join.until() as i64,
            capacity: QUEUE_CAPACITY as i64,
            ticket: join.ticket.into(),
        });
        match self.ask_player(op)? {
            PlayerAnswer::Seated(Ok(players)) if players.is_empty() => Ok(None),
            PlayerAnswer::Seated(Ok(players)) => Ok(Some(Seating::of(join.wanted, players))),
            PlayerAnswer::Seated(Err(e)) => Err(QueueRefusal::Queue(e)),
            other => Err(odd(other).into()),
        }
    }

    fn queue_leave(&mut self, player: &str, ticket: Option<&str>) -> Result<bool, ServerError> {
        let op = PlayerOp::QueueLeave {
            player: player.into(),
            ticket: ticket.map(str::to_string),
        };
        match self.ask_player(op)? {
            PlayerAnswer::Left(yes) => Ok(yes),
            other => Err(odd(other)),
        }
    }

    fn queue_due(&mut self, now: u64) -> Result<Vec<Seating>, ServerError> {
        let lines = match self.ask_player(PlayerOp::QueueDue(now as i64))? {
            PlayerAnswer::Due(lines) => lines,
            other => return Err(odd(other)),
        };
        lines
            .into_iter()
            .map(|(line, players)| {
                let wanted: Wanted = serde_json::from_str(&line).map_err(storage_error)?;
                Ok(Seating::of(&wanted, players))
            })
            .collect()
    }

    fn queue_len(&mut self) -> Result<usize, ServerError> {
        match self.ask_player(PlayerOp::QueueLen)? {
            PlayerAnswer::Len(n) => Ok(n),
            other => Err(odd(other)),
        }
    }

    fn leave_notices(&mut self, notices: &[SeatNotice]) -> Result<(), ServerError> {
        let notices = notices.to_vec();
        self.job(move |c| notices::leave(c, notices))
            .map_err(storage_error)
    }

    fn take_notices(&mut self, players: &[String]) -> Result<Vec<SeatNotice>, ServerError> {
        if players.is_empty() {
            return Ok(Vec::new());
        }
        let players = players.to_vec();
        self.job(move |c| notices::take(c, players))
            .map_err(storage_error)
    }

    fn rate_match(&mut self, m: &RatedMatch) -> Result<Vec<Option<RatingChange>>, ServerError> {
        let op = PlayerOp::Rate(ToRate {
            code: m.code.into(),
            number: m.number,
            family: m.family.into(),
            seats: m.seats.to_vec(),
            now: m.now,
        });
        match self.ask_player(op)? {
            PlayerAnswer::Changes(c) => Ok(c),
            other => Err(odd(other)),
        }
    }

    fn leaderboard(&mut self, family: &str, limit: usize) -> Result<Vec<Ranked>, ServerError> {
        let op = PlayerOp::Leaderboard {
            family: family.into(),
            limit: limit as i64,
        };
        match self.ask_player(op)? {
            PlayerAnswer::Leaders(l) => Ok(l),
            other => Err(odd(other)),
        }
    }

    fn ranked(&mut self, player: &str, family: &str) -> Result<Option<Ranked>, ServerError> {
        let op = PlayerOp::Ranked {
            player: player.into(),
            family: family.into(),
        };
        match self.ask_player(op)? {
            PlayerAnswer::Rank(r) => Ok(r),
            other => Err(odd(other)),
        }
    }

    fn recent_games(&mut self, player: &str, limit: usize) -> Result<Vec<PlayedGame>, ServerError> {
        let op = PlayerOp::RecentGames {
            player: player.into(),
            limit: limit as i64,
        };
        match self.ask_player(op)? {
            PlayerAnswer::Games(g) => Ok(g),
            other => Err(odd(other)),
        }
    }

    fn record_audit(&mut self, found: &Audited, now: u64) -> Result<(), ServerError> {
        let found = found.clone();
        self.job(move |c| fair_play::add(c, found, now as i64))
            .map_err(storage_error)
    }

    fn fair_play_data(&mut self, since: u64) -> Result<FairPlayData, ServerError> {
        self.job(move |c| fair_play::read(c, since as i64))
            .map_err(storage_error)
    }

    fn review(&mut self, player: &str, review: Review, now: u64) -> Result<bool, ServerError> {
        let player = player.to_string();
        self.job(move |c| fair_play::review(c, player, review, now as i64))
            .map_err(storage_error)
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
            self.job(move |c| limits::take(c, ask))
        } else {
            self.job(move |c| limits::look(c, ask))
        };
        answer.map(Some).map_err(storage_error)
    }

    /// Deletes the buckets that are full again.
    pub(super) fn forget_limits(&mut self, now: u64) -> Result<u64, String> {
        let now = now as i64;
        self.job(move |c| limits::forget(c, now))
    }
}
