//! Events in the SQLite store: one row each, the event whole as JSON and
//! a summary for the list, written in one transaction.

use rusqlite::{OptionalExtension, params};

use super::store::Store;
use crate::online::ServerError;
use crate::online::event_store::{EventStore, EventSummary, phase_key};
use crate::online::events::event::{Event, EventPhase};
use crate::online::store::storage_error;

type Sql<T> = rusqlite::Result<T>;

fn unreadable(id: &str, e: impl std::fmt::Display) -> String {
    format!("event {id} cannot be read: {e}")
}

impl EventStore for Store {
    fn save_event(&mut self, event: &Event, now: u64) -> Result<bool, ServerError> {
        let body = serde_json::to_string(event).map_err(storage_error)?;
        let summary = serde_json::to_string(&EventSummary::of(event)).map_err(storage_error)?;
        let mut kept = false;
        self.whole(|db| {
            let changed = db.execute(
                "INSERT INTO events (id, version, phase, starts_at, private, summary, body, updated)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)
                 ON CONFLICT (id) DO UPDATE SET version = excluded.version,
                     phase = excluded.phase, starts_at = excluded.starts_at,
                     private = excluded.private, summary = excluded.summary,
                     body = excluded.body, updated = excluded.updated
                 WHERE events.version = excluded.version - 1",
                params![
                    event.id,
                    event.version as i64,
                    phase_key(event.phase),
                    event.spec.starts_at as i64,
                    event.spec.invite.is_some(),
                    summary,
                    body,
                    now as i64
                ],
            )?;
            // A new event is version 1: another row of that id is not it.
            kept = changed == 1;
            Ok(())
        })?;
        Ok(kept)
    }

    fn load_event(&mut self, id: &str) -> Result<Option<Event>, String> {
        let body: Option<String> = self
            .db()
            .query_row("SELECT body FROM events WHERE id = ?1", [id], |r| r.get(0))
            .optional()
            .map_err(|e| unreadable(id, e))?;
        body.map(|b| serde_json::from_str(&b).map_err(|e| unreadable(id, e)))
            .transpose()
    }

    fn list_events(&mut self, limit: usize) -> Result<Vec<EventSummary>, String> {
        let texts: Vec<String> = self
            .db()
            .prepare(
                "SELECT summary FROM events WHERE private = 0
                 ORDER BY phase = 'finished',
                     CASE WHEN phase = 'finished' THEN -starts_at ELSE starts_at END, id
                 LIMIT ?1",
            )
            .and_then(|mut s| {
                s.query_map([limit as i64], |r| r.get(0))?
                    .collect::<Sql<Vec<String>>>()
            })
            .map_err(|e| e.to_string())?;
        texts
            .iter()
            .map(|t| serde_json::from_str(t).map_err(|e| format!("an event's summary: {e}")))
            .collect()
    }

    fn live_events(&mut self) -> Result<Vec<String>, String> {
        self.db()
            .prepare("SELECT id FROM events WHERE phase <> ?1 ORDER BY id")
            .and_then(|mut s| {
                s.query_map([phase_key(EventPhase::Finished)], |r| r.get(0))?
                    .collect::<Sql<Vec<String>>>()
            })
            .map_err(|e| e.to_string())
    }
}
