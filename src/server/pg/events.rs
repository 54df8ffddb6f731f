//! Events in PostgreSQL: one row each, the event whole as JSON and a
//! summary for the list, as in the SQLite store.

use tokio_postgres::Client;

use crate::online::event_store::phase_key;
use crate::online::events::event::EventPhase;

type Sql<T> = Result<T, tokio_postgres::Error>;

/// The schema's step for events.
pub const MIGRATION: &str = "CREATE TABLE events (
         id TEXT PRIMARY KEY,
         version BIGINT NOT NULL,
         phase TEXT NOT NULL,
         starts_at BIGINT NOT NULL,
         private BOOLEAN NOT NULL,
         summary TEXT NOT NULL,
         body TEXT NOT NULL,
         updated BIGINT NOT NULL);
     CREATE INDEX events_listed ON events (private, phase, starts_at);";

/// An event as its row keeps it.
pub struct Row {
    pub id: String,
    pub version: i64,
    pub phase: &'static str,
    pub starts_at: i64,
    pub private: bool,
    pub summary: String,
    pub body: String,
    pub updated: i64,
}

/// Keeps version n over n − 1 (a new event is version 1); whether it did.
pub async fn save(c: &mut Client, r: &Row) -> Sql<bool> {
    c.execute(
        "INSERT INTO events (id, version, phase, starts_at, private, summary, body, updated)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
         ON CONFLICT (id) DO UPDATE SET version = excluded.version, phase = excluded.phase,
             starts_at = excluded.starts_at, private = excluded.private,
             summary = excluded.summary, body = excluded.body, updated = excluded.updated
         WHERE events.version = excluded.version - 1",
        &[
            &r.id,
            &r.version,
            &r.phase,
            &r.starts_at,
            &r.private,
            &r.summary,
            &r.body,
            &r.updated,
        ],
    )
    .await
    .map(|changed| changed == 1)
}

pub async fn body(c: &mut Client, id: &str) -> Sql<Option<String>> {
    let row = c
        .query_opt("SELECT body FROM events WHERE id = $1", &[&id])
        .await?;
    row.map(|r| r.try_get(0)).transpose()
}

pub async fn listed(c: &mut Client, limit: i64) -> Sql<Vec<String>> {
    let rows = c
        .query(
            "SELECT summary FROM events WHERE NOT private
             ORDER BY phase = 'finished',
                 CASE WHEN phase = 'finished' THEN -starts_at ELSE starts_at END, id
             LIMIT $1",
            &[&limit],
        )
        .await?;
    rows.iter().map(|r| r.try_get(0)).collect()
}

pub async fn live(c: &mut Client) -> Sql<Vec<String>> {
    let finished = phase_key(EventPhase::Finished);
    let rows = c
        .query(
            "SELECT id FROM events WHERE phase <> $1 ORDER BY id",
            &[&finished],
        )
        .await?;
    rows.iter().map(|r| r.try_get(0)).collect()
}
