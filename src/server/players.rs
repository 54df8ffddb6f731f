//! Players and the quick-match queue in the SQLite store. A line of the
//! queue is its table as JSON; players in it are seated in the order of
//! their rows. Each call is one transaction.

use rusqlite::{Connection, OptionalExtension, Row, params};

use super::fair_play;
use super::store::Store;
use crate::online::ServerError;
use crate::online::audit::Audited;
use crate::online::fair_play::{FairPlayData, Review};
use crate::online::identity::StoredIdentity;
use crate::online::matchmaking::{QUEUE_CAPACITY, QueueError, Seating, Wanted};
use crate::online::player_store::{
    PlayedGame, PlayerStore, QueueJoin, QueueRefusal, Ranked, RatedMatch, SeatNotice, StoredPlayer,
};
use crate::online::rating::RatingChange;
use crate::online::store::storage_error;

type Sql<T> = rusqlite::Result<T>;

const PLAYER: &str = "SELECT id, secret_hash, recovery_hash, name, created FROM players";

fn player_row(r: &Row) -> Sql<StoredPlayer> {
    Ok(StoredPlayer {
        identity: StoredIdentity {
            id: r.get(0)?,
            secret_hash: r.get(1)?,
            recovery_hash: r.get(2)?,
        },
        name: r.get(3)?,
        created: r.get::<_, i64>(4)? as u64,
    })
}

fn line_of(wanted: &Wanted) -> Result<String, ServerError> {
    serde_json::to_string(wanted).map_err(storage_error)
}

/// The first `seats` players of a line, out of the queue, when there are
/// that many (`all`), or however many there are.
fn take(db: &Connection, line: &str, seats: usize, all: bool) -> Sql<Vec<String>> {
    let players: Vec<String> = db
        .prepare("SELECT player FROM queue WHERE line = ?1 ORDER BY rowid LIMIT ?2")?
        .query_map(params![line, seats as i64], |r| r.get(0))?
        .collect::<Sql<_>>()?;
    if all && players.len() < seats {
        return Ok(Vec::new());
    }
    for p in &players {
        db.execute("DELETE FROM queue WHERE player = ?1", params![p])?;
    }
    Ok(players)
}

impl Store {
    fn one_player(&self, filter: &str, key: &str) -> Result<Option<StoredPlayer>, ServerError> {
        self.db()
            .query_row(
                &format!("{PLAYER} WHERE {filter} = ?1"),
                params![key],
                player_row,
            )
            .optional()
            .map_err(storage_error)
    }

    fn change_player(&mut self, sql: &str, id: &str, value: &str) -> Result<(), ServerError> {
        match self.db().execute(sql, params![id, value]) {
            Ok(1) => Ok(()),
            Ok(_) => Err(storage_error(format!("no player {id}"))),
            Err(e) => Err(storage_error(e)),
        }
    }

    fn join_queue(&mut self, join: &QueueJoin, line: &str) -> Sql<Result<Vec<String>, QueueError>> {
        let mut db = self.db();
        let tx = db.transaction_with_behavior(rusqlite::TransactionBehavior::Immediate)?;
        tx.execute("DELETE FROM queue WHERE player = ?1", params![join.player])?;
        let waiting: i64 = tx.query_row("SELECT count(*) FROM queue", [], |r| r.get(0))?;
        if waiting as usize >= QUEUE_CAPACITY {
            return Ok(Err(QueueError::Full));
        }
        tx.execute(
            "INSERT INTO queue (player, line, seats, until, ticket) VALUES (?1, ?2, ?3, ?4, ?5)",
            params![
                join.player,
                line,
                join.wanted.seats,
                join.until() as i64,
                join.ticket
            ],
        )?;
        let seated = take(&tx, line, usize::from(join.wanted.seats), true)?;
        tx.commit()?;
        Ok(Ok(seated))
    }

    fn due_lines(&mut self, now: u64) -> Sql<Vec<(String, Vec<String>)>> {
        let mut db = self.db();
        let tx = db.transaction_with_behavior(rusqlite::TransactionBehavior::Immediate)?;
        // Each line's first player, and whether their wait is over.
        let lines: Vec<(String, i64)> = tx
            .prepare(
                "SELECT line, seats FROM queue WHERE rowid IN
                     (SELECT min(rowid) FROM queue GROUP BY line)
                 AND until <= ?1",
            )?
            .query_map(params![now as i64], |r| Ok((r.get(0)?, r.get(1)?)))?
            .collect::<Sql<_>>()?;
        let mut seated = Vec::new();
        for (line, seats) in lines {
            let players = take(&tx, &line, seats as usize, false)?;
            seated.push((line, players));
        }
        tx.commit()?;
        Ok(seated)
    }
}

impl PlayerStore for Store {
    fn add_player(&mut self, p: &StoredPlayer) -> Result<(), ServerError> {
        let id = &p.identity;
        self.db()
            .execute(
                "INSERT INTO players (id, secret_hash, recovery_hash, name, created)
                 VALUES (?1, ?2, ?3, ?4, ?5)",
                params![
                    id.id,
                    id.secret_hash,
                    id.recovery_hash,
                    p.name,
                    p.created as i64
                ],
            )
            .map(drop)
            .map_err(storage_error)
    }

    fn player(&mut self, id: &str) -> Result<Option<StoredPlayer>, ServerError> {
        self.one_player("id", id)
    }

    fn player_by_recovery(&mut self, hash: &str) -> Result<Option<StoredPlayer>, ServerError> {
        self.one_player("recovery_hash", hash)
    }

    fn set_secret(&mut self, id: &str, secret_hash: &str) -> Result<(), ServerError> {
        self.change_player(
            "UPDATE players SET secret_hash = ?2 WHERE id = ?1",
            id,
            secret_hash,
        )
    }

    fn rename(&mut self, id: &str, name: &str) -> Result<(), ServerError> {
        self.change_player("UPDATE players SET name = ?2 WHERE id = ?1", id, name)
    }

    fn queue_join(&mut self, join: &QueueJoin) -> Result<Option<Seating>, QueueRefusal> {
        join.wanted.check()?;
        let line = line_of(join.wanted)?;
        let seated = self.join_queue(join, &line).map_err(storage_error)??;
        Ok((!seated.is_empty()).then(|| Seating::of(join.wanted, seated)))
    }

    fn queue_leave(&mut self, player: &str, ticket: Option<&str>) -> Result<bool, ServerError> {
        self.db()
            .execute(
                "DELETE FROM queue WHERE player = ?1 AND (?2 IS NULL OR ticket = ?2)",
                params![player, ticket],
            )
            .map(|n| n > 0)
            .map_err(storage_error)
    }

    fn queue_due(&mut self, now: u64) -> Result<Vec<Seating>, ServerError> {
        let lines = self.due_lines(now).map_err(storage_error)?;
        lines
            .into_iter()
            .filter(|(_, players)| !players.is_empty())
            .map(|(line, players)| {
                let wanted: Wanted = serde_json::from_str(&line).map_err(storage_error)?;
                Ok(Seating::of(&wanted, players))
            })
            .collect()
    }

    fn leave_notices(&mut self, notices: &[SeatNotice]) -> Result<(), ServerError> {
        let mut db = self.db();
        let tx = db
            .transaction_with_behavior(rusqlite::TransactionBehavior::Immediate)
            .map_err(storage_error)?;
        for n in notices {
            tx.execute(
                "INSERT OR REPLACE INTO notices (player, code, token) VALUES (?1, ?2, ?3)",
                params![n.player, n.code, n.token],
            )
            .map_err(storage_error)?;
        }
        tx.commit().map_err(storage_error)
    }

    fn take_notices(&mut self, players: &[String]) -> Result<Vec<SeatNotice>, ServerError> {
        let mut db = self.db();
        let tx = db
            .transaction_with_behavior(rusqlite::TransactionBehavior::Immediate)
            .map_err(storage_error)?;
        let mut found = Vec::new();
        for p in players {
            let notice = tx
                .query_row(
                    "DELETE FROM notices WHERE player = ?1 RETURNING code, token",
                    params![p],
                    |r| {
                        Ok(SeatNotice {
                            player: p.clone(),
                            code: r.get(0)?,
                            token: r.get(1)?,
                        })
                    },
                )
                .optional()
                .map_err(storage_error)?;
            found.extend(notice);
        }
        tx.commit().map_err(storage_error)?;
        Ok(found)
    }

    fn queue_len(&mut self) -> Result<usize, ServerError> {
        self.db()
            .query_row("SELECT count(*) FROM queue", [], |r| r.get::<_, i64>(0))
            .map(|n| n as usize)
            .map_err(storage_error)
    }

    fn rate_match(&mut self, m: &RatedMatch) -> Result<Vec<Option<RatingChange>>, ServerError> {
        self.rate(m).map_err(storage_error)
    }

    fn leaderboard(&mut self, family: &str, limit: usize) -> Result<Vec<Ranked>, ServerError> {
        self.leaders(family, limit)
    }

    fn ranked(&mut self, player: &str, family: &str) -> Result<Option<Ranked>, ServerError> {
        self.rank_of(player, family)
    }

    fn recent_games(&mut self, player: &str, limit: usize) -> Result<Vec<PlayedGame>, ServerError> {
        self.games_of(player, limit)
    }

    fn record_audit(&mut self, found: &Audited, now: u64) -> Result<(), ServerError> {
        fair_play::add_audit(&self.db(), found, now)
    }

    fn fair_play_data(&mut self, since: u64) -> Result<FairPlayData, ServerError> {
        fair_play::fair_play(&self.db(), since)
    }

    fn review(&mut self, player: &str, review: Review, now: u64) -> Result<bool, ServerError> {
        fair_play::set_standing(&mut self.db(), player, review, now)
    }
}
