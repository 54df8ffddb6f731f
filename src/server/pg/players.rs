//! Players and the quick-match queue in PostgreSQL. Servers sharing the
//! database share the queue: what is done to one line (a join, a table
//! seated) takes turns under an advisory lock on the line, held by its
//! transaction, and players seated at a table leave the queue in that
//! transaction, so no player is seated twice, whichever servers ask.

use tokio_postgres::{Client, Row, Transaction};

use crate::online::identity::StoredIdentity;
use crate::online::matchmaking::QueueError;
use crate::online::player_store::StoredPlayer;

type Sql<T> = Result<T, tokio_postgres::Error>;

/// The tables, as the schema's second step.
pub const MIGRATION: &str = "ALTER TABLE seats ADD COLUMN player TEXT;
     CREATE TABLE players (
         id TEXT PRIMARY KEY,
         secret_hash TEXT NOT NULL,
         recovery_hash TEXT NOT NULL UNIQUE,
         name TEXT NOT NULL,
         created BIGINT NOT NULL);
     CREATE TABLE queue (
         player TEXT PRIMARY KEY,
         line TEXT NOT NULL,
         seats BIGINT NOT NULL,
         until BIGINT NOT NULL,
         joined BIGINT GENERATED ALWAYS AS IDENTITY);
     CREATE INDEX queue_by_line ON queue (line, joined);";

/// A wait's mark (the schema's sixth step).
pub const TICKETS: &str = "ALTER TABLE queue ADD COLUMN ticket TEXT NOT NULL DEFAULT ''";

/// A player's wait to join the queue with: their line (its table as
/// JSON), its seats, when computers come, the queue's capacity and the
/// wait's ticket.
#[derive(Debug)]
pub struct Wait {
    pub player: String,
    pub line: String,
    pub seats: i64,
    pub until: i64,
    pub capacity: i64,
    pub ticket: String,
}

const PLAYER: &str = "SELECT id, secret_hash, recovery_hash, name, created FROM players";
/// Each line's first player, when their wait is over.
const DUE: &str = "SELECT DISTINCT ON (line) line, seats, until FROM queue ORDER BY line, joined";

fn player_row(r: &Row) -> Sql<StoredPlayer> {
    Ok(StoredPlayer {
        identity: StoredIdentity {
            id: r.try_get(0)?,
            secret_hash: r.try_get(1)?,
            recovery_hash: r.try_get(2)?,
        },
        name: r.try_get(3)?,
        created: r.try_get::<_, i64>(4)? as u64,
    })
}

pub async fn add(client: &mut Client, p: &StoredPlayer) -> Sql<()> {
    let id = &p.identity;
    let created = p.created as i64;
    client
        .execute(
            "INSERT INTO players (id, secret_hash, recovery_hash, name, created)
             VALUES ($1, $2, $3, $4, $5)",
            &[
                &id.id,
                &id.secret_hash,
                &id.recovery_hash,
                &p.name,
                &created,
            ],
        )
        .await?;
    Ok(())
}

/// The player whose `column` is `key`.
pub async fn one(client: &mut Client, column: &str, key: &str) -> Sql<Option<StoredPlayer>> {
    let row = client
        .query_opt(&format!("{PLAYER} WHERE {column} = $1"), &[&key])
        .await?;
    row.as_ref().map(player_row).transpose()
}

/// Sets a player's `column` (their secret's hash, or name); whether
/// there was such a player.
pub async fn change(client: &mut Client, column: Change, id: &str, value: &str) -> Sql<bool> {
    let sql = match column {
        Change::Secret => "UPDATE players SET secret_hash = $2 WHERE id = $1",
        Change::Name => "UPDATE players SET name = $2 WHERE id = $1",
    };
    Ok(client.execute(sql, &[&id, &value]).await? == 1)
}

/// What of a player [`change`] sets.
pub enum Change {
    Secret,
    Name,
}

/// Ends a player's wait (only the one with `ticket`, when given); whether
/// they were waiting.
pub async fn leave(client: &mut Client, player: &str, ticket: Option<&str>) -> Sql<bool> {
    let sql = "DELETE FROM queue WHERE player = $1 AND ($2::text IS NULL OR ticket = $2)";
    Ok(client.execute(sql, &[&player, &ticket]).await? > 0)
}

pub async fn queue_len(client: &mut Client) -> Sql<usize> {
    let row = client.query_one("SELECT count(*) FROM queue", &[]).await?;
    Ok(row.try_get::<_, i64>(0)? as usize)
}

/// The first players of a line, and the first one's end of wait.
async fn line_head(tx: &Transaction<'_>, line: &str, seats: i64) -> Sql<(Vec<String>, i64)> {
    let rows = tx
        .query(
            "SELECT player, until FROM queue WHERE line = $1 ORDER BY joined LIMIT $2",
            &[&line, &seats],
        )
        .await?;
    let players = rows.iter().map(|r| r.try_get(0)).collect::<Sql<_>>()?;
    let until = rows.first().map(|r| r.try_get(1)).transpose()?;
    Ok((players, until.unwrap_or(i64::MAX)))
}

/// Joins and seatings of one line take turns (the lock is the
/// transaction's), so the join that completes a table sees every player
/// before it, and a player is taken out once.
async fn lock_line(tx: &Transaction<'_>, line: &str) -> Sql<()> {
    tx.execute("SELECT pg_advisory_xact_lock(hashtext($1))", &[&line])
        .await
        .map(drop)
}

async fn take(tx: &Transaction<'_>, players: &[String]) -> Sql<()> {
    tx.execute("DELETE FROM queue WHERE player = ANY($1)", &[&players])
        .await
        .map(drop)
}

/// Queues a player; the players of the table this completes, if it does.
pub async fn join(client: &mut Client, wait: &Wait) -> Sql<Result<Vec<String>, QueueError>> {
    let Wait {
        player,
        line,
        seats,
        until,
        capacity,
        ticket,
    } = wait;
    let (seats, until, capacity) = (*seats, *until, *capacity);
    let tx = client.transaction().await?;
    lock_line(&tx, line).await?;
    tx.execute("DELETE FROM queue WHERE player = $1", &[&player])
        .await?;
    let waiting: i64 = tx
        .query_one("SELECT count(*) FROM queue", &[])
        .await?
        .try_get(0)?;
    if waiting >= capacity {
        return Ok(Err(QueueError::Full));
    }
    tx.execute(
        "INSERT INTO queue (player, line, seats, until, ticket) VALUES ($1, $2, $3, $4, $5)",
        &[&player, &line, &seats, &until, &ticket],
    )
    .await?;
    let (mut players, _) = line_head(&tx, line, seats).await?;
    if players.len() as i64 == seats {
        take(&tx, &players).await?;
    } else {
        players.clear();
    }
    tx.commit().await?;
    Ok(Ok(players))
}

/// Lines whose first player's wait is over, each seated in a
/// transaction of its own. Once a line is taken its players must be
/// seated: a later line that fails ends the round with the lines taken so
/// far (the failed one's players stay queued).
pub async fn due(client: &mut Client, now: i64) -> Sql<Vec<(String, Vec<String>)>> {
    let heads = client.query(DUE, &[]).await?;
    let mut seated = Vec::new();
    for head in heads {
        let (line, seats, until): (String, i64, i64) =
            (head.try_get(0)?, head.try_get(1)?, head.try_get(2)?);
        if until > now {
            continue;
        }
        match seat_line(client, &line, seats, now).await {
            Ok(Some(players)) => seated.push((line, players)),
            Ok(None) => {}
            Err(_) if !seated.is_empty() => break,
            Err(e) => return Err(e),
        }
    }
    Ok(seated)
}

async fn seat_line(
    client: &mut Client,
    line: &str,
    seats: i64,
    now: i64,
) -> Sql<Option<Vec<String>>> {
    let tx = client.transaction().await?;
    lock_line(&tx, line).await?;
    // Another server may have seated the line meanwhile.
    let (players, until) = line_head(&tx, line, seats).await?;
    if until > now || players.is_empty() {
        return Ok(None);
    }
    take(&tx, &players).await?;
    tx.commit().await?;
    Ok(Some(players))
}
