//! Ratings, results and leaderboards in the SQLite store.

use rusqlite::{Connection, OptionalExtension, Row, params};

use super::store::Store;
use crate::online::ServerError;
use std::collections::HashMap;

use crate::online::counts::Met;
use crate::online::player_store::{PlayedGame, Ranked, RatedMatch, SeatResult, results, unmarked};
use crate::online::rating::{Rating, RatingChange};
use crate::online::store::storage_error;

type Sql<T> = rusqlite::Result<T>;

/// A player's rank and rating; `?1` is the family.
const RANKED: &str =
    "SELECT 1 + (SELECT count(*) FROM ratings o WHERE o.family = ?1 AND o.mu > r.mu),
         r.player, coalesce(p.name, ''), r.mu, r.sigma, r.games
     FROM ratings r LEFT JOIN players p ON p.id = r.player WHERE r.family = ?1";

fn ranked_row(r: &Row) -> Sql<Ranked> {
    Ok(Ranked {
        rank: r.get::<_, i64>(0)? as usize,
        player: r.get(1)?,
        name: r.get(2)?,
        rating: Rating {
            mu: r.get(3)?,
            sigma: r.get(4)?,
            games: r.get(5)?,
        },
    })
}

fn bad(why: String) -> rusqlite::Error {
    rusqlite::Error::ToSqlConversionFailure(why.into())
}

fn recorded(db: &Connection, m: &RatedMatch) -> Sql<Vec<(usize, RatingChange)>> {
    db.prepare("SELECT seat, change FROM results WHERE code = ?1 AND game = ?2")?
        .query_map(params![m.code, m.number], |r| {
            Ok((r.get::<_, i64>(0)? as usize, r.get::<_, String>(1)?))
        })?
        .map(|row| {
            let (seat, text) = row?;
            let change = serde_json::from_str(&text).map_err(|e| bad(e.to_string()))?;
            Ok((seat, change))
        })
        .collect()
}

/// Whom a player's rated results since `since` counted against.
fn counted_since(db: &Connection, player: &str, since: u64) -> Sql<Vec<Met>> {
    let lists: Vec<String> = db
        .prepare("SELECT counted FROM results WHERE player = ?1 AND at >= ?2")?
        .query_map(params![player, since as i64], |r| r.get(0))?
        .collect::<Sql<_>>()?;
    // A damaged list counts as none (it only ever limits a gain).
    Ok(lists
        .iter()
        .flat_map(|l| serde_json::from_str::<Vec<Met>>(l).unwrap_or_default())
        .collect())
}

fn rating_of(db: &Connection, player: &str, family: &str) -> Sql<Option<Rating>> {
    db.query_row(
        "SELECT mu, sigma, games FROM ratings WHERE player = ?1 AND family = ?2",
        params![player, family],
        |r| {
            Ok(Rating {
                mu: r.get(0)?,
                sigma: r.get(1)?,
                games: r.get(2)?,
            })
        },
    )
    .optional()
}

impl Store {
    pub(super) fn rate(&mut self, m: &RatedMatch) -> Sql<Vec<Option<RatingChange>>> {
        let mut db = self.db();
        let tx = db.transaction_with_behavior(rusqlite::TransactionBehavior::Immediate)?;
        let mut changes = vec![None; m.seats.len()];
        let kept = recorded(&tx, m)?;
        if !kept.is_empty() {
            for (seat, change) in kept {
                if let Some(c) = changes.get_mut(seat) {
                    *c = Some(change);
                }
            }
            return Ok(changes);
        }
        let mut marks = Vec::new();
        for p in m.seats.iter().flatten() {
            if super::fair_play::marked(&tx, &p.player)? {
                marks.push(p.player.clone());
            }
        }
        let seats = unmarked(m, |p| marks.iter().any(|x| x == p));
        let m = &RatedMatch {
            seats: &seats,
            ..*m
        };
        let mut before = Vec::new();
        let mut history = HashMap::new();
        for p in m.seats.iter().flatten() {
            before.push((p.player.clone(), rating_of(&tx, &p.player, m.family)?));
            history.insert(
                p.player.clone(),
                counted_since(&tx, &p.player, m.window_start())?,
            );
        }
        let find = |player: &str| before.iter().find(|b| b.0 == player).and_then(|b| b.1);
        for (
            seat,
            SeatResult {
                placed,
                change,
                counted,
            },
        ) in results(m, find, &history)
        {
            let after = change.after;
            tx.execute(
                "INSERT OR REPLACE INTO ratings (player, family, mu, sigma, games)
                 VALUES (?1, ?2, ?3, ?4, ?5)",
                params![placed.player, m.family, after.mu, after.sigma, after.games],
            )?;
            let text = serde_json::to_string(&change).map_err(|e| bad(e.to_string()))?;
            let counted = serde_json::to_string(&counted).map_err(|e| bad(e.to_string()))?;
            tx.execute(
                "INSERT INTO results (code, game, seat, player, family, place, left_early, change,
                     at, address, took_part, counted)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12)",
                params![
                    m.code,
                    m.number,
                    seat as i64,
                    placed.player,
                    m.family,
                    placed.place as i64,
                    placed.left,
                    text,
                    m.now as i64,
                    placed.address,
                    placed.took_part,
                    counted
                ],
            )?;
            changes[seat] = Some(change);
        }
        tx.commit()?;
        Ok(changes)
    }

    pub(super) fn leaders(&self, family: &str, limit: usize) -> Result<Vec<Ranked>, ServerError> {
        self.db()
            .prepare(&format!(
                "{RANKED} ORDER BY r.mu DESC, r.games DESC, r.player LIMIT ?2"
            ))
            .and_then(|mut q| {
                q.query_map(params![family, limit as i64], ranked_row)?
                    .collect()
            })
            .map_err(storage_error)
    }

    pub(super) fn rank_of(
        &self,
        player: &str,
        family: &str,
    ) -> Result<Option<Ranked>, ServerError> {
        self.db()
            .query_row(
                &format!("{RANKED} AND r.player = ?2"),
                params![family, player],
                ranked_row,
            )
            .optional()
            .map_err(storage_error)
    }

    pub(super) fn games_of(
        &self,
        player: &str,
        limit: usize,
    ) -> Result<Vec<PlayedGame>, ServerError> {
        let rows: Vec<PlayedGame> = self
            .db()
            .prepare(
                "SELECT code, game, family, place, left_early, change, at FROM results
                 WHERE player = ?1 ORDER BY at DESC, rowid DESC LIMIT ?2",
            )
            .and_then(|mut q| {
                q.query_map(params![player, limit as i64], |r| {
                    let text: String = r.get(5)?;
                    Ok(PlayedGame {
                        code: r.get(0)?,
                        number: r.get(1)?,
                        family: r.get(2)?,
                        place: r.get::<_, i64>(3)? as usize,
                        left: r.get(4)?,
                        change: serde_json::from_str(&text).map_err(|e| bad(e.to_string()))?,
                        at: r.get::<_, i64>(6)? as u64,
                    })
                })?
                .collect()
            })
            .map_err(storage_error)?;
        Ok(rows)
    }
}
