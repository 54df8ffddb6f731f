//! Fair play in PostgreSQL: each player's audited figures per match
//! (added to in one statement, so two servers never lose a turn), the
//! operator's standing of each player, and what the report reads. Each is
//! a job on its connection.

use std::collections::HashMap;

use tokio_postgres::{Client, Transaction};

use crate::online::audit::{Audited, TurnFigures};
use crate::online::fair_play::{FairPlayData, FiguresRow, ResultRow, Review, Standing};
use crate::online::rating::Rating;

type Sql<T> = Result<T, tokio_postgres::Error>;

/// The tables, as the schema's ninth step.
pub const MIGRATION: &str = "CREATE TABLE audits (
         player TEXT NOT NULL,
         family TEXT NOT NULL,
         code TEXT NOT NULL,
         game BIGINT NOT NULL,
         hard_turns BIGINT NOT NULL,
         best_found BIGINT NOT NULL,
         fast_best BIGINT NOT NULL,
         think_ms BIGINT NOT NULL,
         at BIGINT NOT NULL,
         PRIMARY KEY (player, code, game));
     CREATE TABLE standings (
         player TEXT PRIMARY KEY,
         cleared_at BIGINT NOT NULL,
         marked BOOLEAN NOT NULL);";

/// The marked players among `players`, in the transaction that rates.
pub async fn marked(tx: &Transaction<'_>, players: &[&str]) -> Sql<Vec<String>> {
    let rows = tx
        .query(
            "SELECT player FROM standings WHERE marked AND player = ANY($1)",
            &[&players],
        )
        .await?;
    rows.iter().map(|r| r.try_get(0)).collect()
}

pub async fn add(client: &mut Client, found: &Audited, now: i64) -> Sql<()> {
    let f = &found.figures;
    client
        .execute(
            "INSERT INTO audits (player, family, code, game, hard_turns, best_found,
                 fast_best, think_ms, at)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
             ON CONFLICT (player, code, game) DO UPDATE SET
                 hard_turns = audits.hard_turns + excluded.hard_turns,
                 best_found = audits.best_found + excluded.best_found,
                 fast_best = audits.fast_best + excluded.fast_best,
                 think_ms = audits.think_ms + excluded.think_ms,
                 at = excluded.at",
            &[
                &found.player,
                &found.family,
                &found.code,
                &i64::from(found.number),
                &i64::from(f.hard_turns),
                &i64::from(f.best_found),
                &i64::from(f.fast_best),
                &(f.think_ms as i64),
                &now,
            ],
        )
        .await
        .map(drop)
}

fn count(r: &tokio_postgres::Row, i: usize) -> Sql<u32> {
    Ok(r.try_get::<_, i64>(i)? as u32)
}

async fn figures(client: &Client) -> Sql<Vec<FiguresRow>> {
    let rows = client
        .query(
            "SELECT player, family, code, game, hard_turns, best_found, fast_best, think_ms, at
             FROM audits",
            &[],
        )
        .await?;
    rows.iter()
        .map(|r| {
            Ok(FiguresRow {
                player: r.try_get(0)?,
                family: r.try_get(1)?,
                code: r.try_get(2)?,
                number: count(r, 3)?,
                figures: TurnFigures {
                    hard_turns: count(r, 4)?,
                    best_found: count(r, 5)?,
                    fast_best: count(r, 6)?,
                    think_ms: r.try_get::<_, i64>(7)? as u64,
                },
                at: r.try_get::<_, i64>(8)? as u64,
            })
        })
        .collect()
}

async fn results(client: &Client, since: i64) -> Sql<Vec<ResultRow>> {
    let rows = client
        .query(
            "SELECT code, game, player, family, place, at FROM results WHERE at >= $1",
            &[&since],
        )
        .await?;
    rows.iter()
        .map(|r| {
            Ok(ResultRow {
                code: r.try_get(0)?,
                number: count(r, 1)?,
                player: r.try_get(2)?,
                family: r.try_get(3)?,
                place: r.try_get::<_, i64>(4)? as usize,
                at: r.try_get::<_, i64>(5)? as u64,
            })
        })
        .collect()
}

pub async fn read(client: &mut Client, since: i64) -> Sql<FairPlayData> {
    let mut ratings = HashMap::new();
    for r in client
        .query("SELECT player, family, mu, sigma, games FROM ratings", &[])
        .await?
    {
        let rating = Rating {
            mu: r.try_get(2)?,
            sigma: r.try_get(3)?,
            games: count(&r, 4)?,
        };
        ratings.insert((r.try_get(0)?, r.try_get(1)?), rating);
    }
    let mut names = HashMap::new();
    for r in client.query("SELECT id, name FROM players", &[]).await? {
        names.insert(r.try_get(0)?, r.try_get(1)?);
    }
    let mut standings = HashMap::new();
    for r in client
        .query("SELECT player, cleared_at, marked FROM standings", &[])
        .await?
    {
        let standing = Standing {
            cleared_at: r.try_get::<_, i64>(1)? as u64,
            marked: r.try_get(2)?,
        };
        standings.insert(r.try_get(0)?, standing);
    }
    Ok(FairPlayData {
        figures: figures(client).await?,
        results: results(client, since).await?,
        ratings,
        names,
        standings,
    })
}

pub async fn review(client: &mut Client, player: &str, review: Review, now: i64) -> Sql<bool> {
    let tx = client.transaction().await?;
    let known = tx
        .query_opt("SELECT 1 FROM players WHERE id = $1", &[&player])
        .await?;
    if known.is_none() {
        return Ok(false);
    }
    let (cleared, marked): (Option<i64>, Option<bool>) = match review {
        Review::Clear => (Some(now), None),
        Review::Mark => (None, Some(true)),
        Review::Unmark => (None, Some(false)),
    };
    tx.execute(
        "INSERT INTO standings (player, cleared_at, marked)
         VALUES ($1, coalesce($2::bigint, 0), coalesce($3::boolean, false))
         ON CONFLICT (player) DO UPDATE SET
             cleared_at = coalesce($2::bigint, standings.cleared_at),
             marked = coalesce($3::boolean, standings.marked)",
        &[&player, &cleared, &marked],
    )
    .await?;
    if review == Review::Mark {
        tx.execute("DELETE FROM ratings WHERE player = $1", &[&player])
            .await?;
    }
    tx.commit().await?;
    Ok(true)
}
