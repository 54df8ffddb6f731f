//! The PostgreSQL store's events: each call one function of the
//! connection (`events.rs`).

use super::PgStore;
use super::events::{self, Row};
use crate::online::ServerError;
use crate::online::event_store::{EventStore, EventSummary, phase_key};
use crate::online::events::event::Event;
use crate::online::store::storage_error;

impl EventStore for PgStore {
    fn save_event(&mut self, event: &Event, now: u64) -> Result<bool, ServerError> {
        let row = Row {
            id: event.id.clone(),
            version: event.version as i64,
            phase: phase_key(event.phase),
            starts_at: event.spec.starts_at as i64,
            private: event.spec.invite.is_some(),
            summary: serde_json::to_string(&EventSummary::of(event)).map_err(storage_error)?,
            body: serde_json::to_string(event).map_err(storage_error)?,
            updated: now as i64,
        };
        self.on_client(async |c| events::save(c, &row).await)
    }

    fn load_event(&mut self, id: &str) -> Result<Option<Event>, String> {
        let text = self
            .on_client(async |c| events::body(c, id).await)
            .map_err(|e| e.message)?;
        text.map(|t| serde_json::from_str(&t).map_err(|e| format!("event {id}: {e}")))
            .transpose()
    }

    fn list_events(&mut self, limit: usize) -> Result<Vec<EventSummary>, String> {
        let texts = self
            .on_client(async |c| events::listed(c, limit as i64).await)
            .map_err(|e| e.message)?;
        texts
            .iter()
            .map(|t| serde_json::from_str(t).map_err(|e| format!("an event's summary: {e}")))
            .collect()
    }

    fn live_events(&mut self) -> Result<Vec<String>, String> {
        self.on_client(async |c| events::live(c).await)
            .map_err(|e| e.message)
    }
}
