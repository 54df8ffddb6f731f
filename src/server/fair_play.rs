//! What fair play keeps in the SQLite store: each player's audited figures
//! per match, and the operator's standing of each player; and what the
//! fair-play report reads.

use std::collections::HashMap;

use rusqlite::{Connection, OptionalExtension, params};

use crate::online::ServerError;
use crate::online::audit::{Audited, TurnFigures};
use crate::online::fair_play::{FairPlayData, FiguresRow, ResultRow, Review, Standing};
use crate::online::rating::Rating;
use crate::online::store::storage_error;

type Sql<T> = rusqlite::Result<T>;

/// The tables (created with the rest of the schema).
pub const SCHEMA: &str = "CREATE TABLE IF NOT EXISTS audits (
         player TEXT NOT NULL,
         family TEXT NOT NULL,
         code TEXT NOT NULL,
         game INTEGER NOT NULL,
         hard_turns INTEGER NOT NULL,
         best_found INTEGER NOT NULL,
         fast_best INTEGER NOT NULL,
         think_ms INTEGER NOT NULL,
         at INTEGER NOT NULL,
         PRIMARY KEY (player, code, game));
     CREATE TABLE IF NOT EXISTS standings (
         player TEXT PRIMARY KEY,
         cleared_at INTEGER NOT NULL,
         marked INTEGER NOT NULL);";

/// Whether a player is marked (their games do not count).
pub(super) fn marked(db: &Connection, player: &str) -> Sql<bool> {
    db.query_row(
        "SELECT marked FROM standings WHERE player = ?1",
        params![player],
        |r| r.get(0),
    )
    .optional()
    .map(|m| m.unwrap_or(false))
}

fn figures(db: &Connection) -> Sql<Vec<FiguresRow>> {
    db.prepare(
        "SELECT player, family, code, game, hard_turns, best_found, fast_best, think_ms, at
         FROM audits",
    )?
    .query_map([], |r| {
        Ok(FiguresRow {
            player: r.get(0)?,
            family: r.get(1)?,
            code: r.get(2)?,
            number: r.get(3)?,
            figures: TurnFigures {
                hard_turns: r.get(4)?,
                best_found: r.get(5)?,
                fast_best: r.get(6)?,
                think_ms: r.get::<_, i64>(7)? as u64,
            },
            at: r.get::<_, i64>(8)? as u64,
        })
    })?
    .collect()
}

fn results(db: &Connection, since: u64) -> Sql<Vec<ResultRow>> {
    db.prepare("SELECT code, game, player, family, place, at FROM results WHERE at >= ?1")?
        .query_map(params![since as i64], |r| {
            Ok(ResultRow {
                code: r.get(0)?,
                number: r.get(1)?,
                player: r.get(2)?,
                family: r.get(3)?,
                place: r.get::<_, i64>(4)? as usize,
                at: r.get::<_, i64>(5)? as u64,
            })
        })?
        .collect()
}

fn read_all(db: &Connection, since: u64) -> Sql<FairPlayData> {
    let ratings = db
        .prepare("SELECT player, family, mu, sigma, games FROM ratings")?
        .query_map([], |r| {
            let rating = Rating {
                mu: r.get(2)?,
                sigma: r.get(3)?,
                games: r.get(4)?,
            };
            Ok(((r.get(0)?, r.get(1)?), rating))
        })?
        .collect::<Sql<HashMap<_, _>>>()?;
    let names = db
        .prepare("SELECT id, name FROM players")?
        .query_map([], |r| Ok((r.get(0)?, r.get(1)?)))?
        .collect::<Sql<HashMap<_, _>>>()?;
    let standings = db
        .prepare("SELECT player, cleared_at, marked FROM standings")?
        .query_map([], |r| {
            let standing = Standing {
                cleared_at: r.get::<_, i64>(1)? as u64,
                marked: r.get(2)?,
            };
            Ok((r.get(0)?, standing))
        })?
        .collect::<Sql<HashMap<_, _>>>()?;
    Ok(FairPlayData {
        figures: figures(db)?,
        results: results(db, since)?,
        ratings,
        names,
        standings,
    })
}

/// Adds an audited turn to its player's figures in its match.
pub(super) fn add_audit(db: &Connection, found: &Audited, now: u64) -> Result<(), ServerError> {
    let f = &found.figures;
    db.execute(
        "INSERT INTO audits (player, family, code, game, hard_turns, best_found, fast_best,
             think_ms, at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)
         ON CONFLICT (player, code, game) DO UPDATE SET
             hard_turns = hard_turns + excluded.hard_turns,
             best_found = best_found + excluded.best_found,
             fast_best = fast_best + excluded.fast_best,
             think_ms = think_ms + excluded.think_ms,
             at = excluded.at",
        params![
            found.player,
            found.family,
            found.code,
            found.number,
            f.hard_turns,
            f.best_found,
            f.fast_best,
            f.think_ms as i64,
            now as i64
        ],
    )
    .map(drop)
    .map_err(storage_error)
}

/// What the report reads.
pub(super) fn fair_play(db: &Connection, since: u64) -> Result<FairPlayData, ServerError> {
    read_all(db, since).map_err(storage_error)
}

/// An operator's word on a player; false when there is no such player.
pub(super) fn set_standing(
    db: &mut Connection,
    player: &str,
    review: Review,
    now: u64,
) -> Result<bool, ServerError> {
    let tx = db
        .transaction_with_behavior(rusqlite::TransactionBehavior::Immediate)
        .map_err(storage_error)?;
    let known: Option<i64> = tx
        .query_row(
            "SELECT 1 FROM players WHERE id = ?1",
            params![player],
            |r| r.get(0),
        )
        .optional()
        .map_err(storage_error)?;
    if known.is_none() {
        return Ok(false);
    }
    // (cleared_at, marked) as they become: a kept value where NULL.
    let (cleared, marked): (Option<i64>, Option<bool>) = match review {
        Review::Clear => (Some(now as i64), None),
        Review::Mark => (None, Some(true)),
        Review::Unmark => (None, Some(false)),
    };
    tx.execute(
        "INSERT INTO standings (player, cleared_at, marked)
         VALUES (?1, coalesce(?2, 0), coalesce(?3, 0))
         ON CONFLICT (player) DO UPDATE SET
             cleared_at = coalesce(?2, cleared_at), marked = coalesce(?3, marked)",
        params![player, cleared, marked],
    )
    .map_err(storage_error)?;
    if review == Review::Mark {
        tx.execute("DELETE FROM ratings WHERE player = ?1", params![player])
            .map_err(storage_error)?;
    }
    tx.commit().map_err(storage_error)?;
    Ok(true)
}
