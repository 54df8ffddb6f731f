//! Ratings, results and leaderboards in PostgreSQL. A match is rated in
//! one transaction that holds an advisory lock on each of its players (in
//! one order, so two matches never wait on each other in a circle): two
//! servers rating two matches of one player at once read and write the
//! rating one after the other, and nothing is lost.

use tokio_postgres::{Client, Row};

use std::collections::HashMap;

use crate::online::counts::Met;
use crate::online::player_store::{PlayedGame, Ranked, RatedMatch, SeatResult, results, unmarked};
use crate::online::rating::{Placed, Rating, RatingChange};

type Sql<T> = Result<T, tokio_postgres::Error>;

/// The tables, as the schema's third step.
pub const MIGRATION: &str = "CREATE TABLE ratings (
         player TEXT NOT NULL,
         family TEXT NOT NULL,
         mu DOUBLE PRECISION NOT NULL,
         sigma DOUBLE PRECISION NOT NULL,
         games BIGINT NOT NULL,
         PRIMARY KEY (player, family));
     CREATE INDEX ratings_by_mu ON ratings (family, mu);
     CREATE TABLE results (
         code TEXT NOT NULL,
         game BIGINT NOT NULL,
         seat BIGINT NOT NULL,
         player TEXT NOT NULL,
         family TEXT NOT NULL,
         place BIGINT NOT NULL,
         left_early BOOLEAN NOT NULL,
         change TEXT NOT NULL,
         at BIGINT NOT NULL,
         n BIGINT GENERATED ALWAYS AS IDENTITY,
         PRIMARY KEY (code, game, seat));
     CREATE INDEX results_by_player ON results (player, at);";

/// A player's rank and rating; `$1` is the family.
const RANKED: &str =
    "SELECT 1 + (SELECT count(*) FROM ratings o WHERE o.family = $1 AND o.mu > r.mu),
         r.player, coalesce(p.name, ''), r.mu, r.sigma, r.games
     FROM ratings r LEFT JOIN players p ON p.id = r.player WHERE r.family = $1";

/// A match to rate, as the store's request carries it.
#[derive(Debug)]
pub struct ToRate {
    pub code: String,
    pub number: u32,
    pub family: String,
    pub seats: Vec<Option<Placed>>,
    pub now: u64,
}

fn ranked_row(r: &Row) -> Sql<Ranked> {
    Ok(Ranked {
        rank: r.try_get::<_, i64>(0)? as usize,
        player: r.try_get(1)?,
        name: r.try_get(2)?,
        rating: Rating {
            mu: r.try_get(3)?,
            sigma: r.try_get(4)?,
            games: r.try_get::<_, i64>(5)? as u32,
        },
    })
}

/// A change as kept (JSON); a damaged one reads as no change.
fn change_of(text: &str) -> Option<RatingChange> {
    serde_json::from_str(text).ok()
}

pub async fn rate(client: &mut Client, m: ToRate) -> Sql<Vec<Option<RatingChange>>> {
    let number = i64::from(m.number);
    let tx = client.transaction().await?;
    let mut players: Vec<&str> = m
        .seats
        .iter()
        .flatten()
        .map(|p| p.player.as_str())
        .collect();
    players.sort_unstable();
    for p in &players {
        tx.execute(
            "SELECT pg_advisory_xact_lock(hashtext('rating ' || $1))",
            &[p],
        )
        .await?;
    }
    let mut changes = vec![None; m.seats.len()];
    let kept = tx
        .query(
            "SELECT seat, change FROM results WHERE code = $1 AND game = $2",
            &[&m.code, &number],
        )
        .await?;
    if !kept.is_empty() {
        for row in kept {
            let seat = row.try_get::<_, i64>(0)? as usize;
            if let Some(c) = changes.get_mut(seat) {
                *c = change_of(row.try_get(1)?);
            }
        }
        return Ok(changes);
    }
    let rows = tx
        .query(
            "SELECT player, mu, sigma, games FROM ratings WHERE family = $1 AND player = ANY($2)",
            &[&m.family, &players],
        )
        .await?;
    let mut before = Vec::new();
    for r in rows {
        let rating = Rating {
            mu: r.try_get(1)?,
            sigma: r.try_get(2)?,
            games: r.try_get::<_, i64>(3)? as u32,
        };
        before.push((r.try_get::<_, String>(0)?, rating));
    }
    let find = |p: &str| before.iter().find(|b| b.0 == p).map(|b| b.1);
    let rated = RatedMatch {
        code: &m.code,
        number: m.number,
        family: &m.family,
        seats: &m.seats,
        now: m.now,
    };
    let marks = super::fair_play::marked(&tx, &players).await?;
    let seats = unmarked(&rated, |p| marks.iter().any(|x| x == p));
    let rated = RatedMatch {
        seats: &seats,
        ..rated
    };
    let history = counted_since(&tx, &players, rated.window_start()).await?;
    for (
        seat,
        SeatResult {
            placed,
            change,
            counted,
        },
    ) in results(&rated, find, &history)
    {
        keep(&tx, &rated, seat, &placed, &change, &counted).await?;
        changes[seat] = Some(change);
    }
    tx.commit().await?;
    Ok(changes)
}

/// Writes one seat's new rating and its result.
async fn keep(
    tx: &tokio_postgres::Transaction<'_>,
    m: &RatedMatch<'_>,
    seat: usize,
    placed: &Placed,
    change: &RatingChange,
    counted: &[Met],
) -> Sql<()> {
    let a = change.after;
    tx.execute(
        "INSERT INTO ratings (player, family, mu, sigma, games) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (player, family) DO UPDATE
             SET mu = excluded.mu, sigma = excluded.sigma, games = excluded.games",
        &[
            &placed.player,
            &m.family,
            &a.mu,
            &a.sigma,
            &i64::from(a.games),
        ],
    )
    .await?;
    let text = serde_json::to_string(change).unwrap_or_default();
    let counted = serde_json::to_string(counted).unwrap_or_else(|_| "[]".into());
    tx.execute(
        "INSERT INTO results (code, game, seat, player, family, place, left_early, change, at,
             address, took_part, counted)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)",
        &[
            &m.code,
            &i64::from(m.number),
            &(seat as i64),
            &placed.player,
            &m.family,
            &(placed.place as i64),
            &placed.left,
            &text,
            &(m.now as i64),
            &placed.address,
            &placed.took_part,
            &counted,
        ],
    )
    .await?;
    Ok(())
}

/// Whom each of `players`' rated results since `since` counted against.
async fn counted_since(
    tx: &tokio_postgres::Transaction<'_>,
    players: &[&str],
    since: u64,
) -> Sql<HashMap<String, Vec<Met>>> {
    let rows = tx
        .query(
            "SELECT player, counted FROM results WHERE player = ANY($1) AND at >= $2",
            &[&players, &(since as i64)],
        )
        .await?;
    let mut history: HashMap<String, Vec<Met>> = HashMap::new();
    for r in rows {
        let list: Vec<Met> = serde_json::from_str(r.try_get(1)?).unwrap_or_default();
        history.entry(r.try_get(0)?).or_default().extend(list);
    }
    Ok(history)
}

pub async fn leaderboard(client: &mut Client, family: &str, limit: i64) -> Sql<Vec<Ranked>> {
    let sql = format!("{RANKED} ORDER BY r.mu DESC, r.games DESC, r.player LIMIT $2");
    let rows = client.query(&sql, &[&family, &limit]).await?;
    rows.iter().map(ranked_row).collect()
}

pub async fn ranked(client: &mut Client, player: &str, family: &str) -> Sql<Option<Ranked>> {
    let sql = format!("{RANKED} AND r.player = $2");
    let row = client.query_opt(&sql, &[&family, &player]).await?;
    row.as_ref().map(ranked_row).transpose()
}

pub async fn recent(client: &mut Client, player: &str, limit: i64) -> Sql<Vec<PlayedGame>> {
    let rows = client
        .query(
            "SELECT code, game, family, place, left_early, change, at FROM results
             WHERE player = $1 ORDER BY at DESC, n DESC LIMIT $2",
            &[&player, &limit],
        )
        .await?;
    let mut games = Vec::new();
    for r in rows {
        let Some(change) = change_of(r.try_get(5)?) else {
            continue;
        };
        games.push(PlayedGame {
            code: r.try_get(0)?,
            number: r.try_get::<_, i64>(1)? as u32,
            family: r.try_get(2)?,
            place: r.try_get::<_, i64>(3)? as usize,
            left: r.try_get(4)?,
            change,
            at: r.try_get::<_, i64>(6)? as u64,
        });
    }
    Ok(games)
}
