//! Events over HTTP: `GET /api/events` (the public events: upcoming and
//! running first, then finished) and `GET /api/events/{id}` (one event:
//! its summary, standings and tables). Counted with the other lookups of
//! an address. What the list shows never holds an invite code or a deal.

use serde::Serialize;

use super::Dispatcher;
use super::api::ApiAnswer;
use crate::online::event_store::{EVENTS_LISTED, EventSummary};
use crate::online::events::event::{Event, EventStanding, TableResult};
use crate::online::limits::Limit;

/// One event as anyone may see it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct EventView {
    pub event: EventSummary,
    pub standings: Vec<EventStanding>,
    pub tables: Vec<TableView>,
}

/// A table of an event: its round, players' names, room (to watch) and
/// result.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct TableView {
    pub round: u32,
    pub players: Vec<String>,
    pub code: Option<String>,
    pub result: Option<TableResult>,
}

impl EventView {
    pub fn of(e: &Event) -> EventView {
        EventView {
            event: EventSummary::of(e),
            standings: e.standings(),
            tables: e
                .tables
                .iter()
                .map(|t| TableView {
                    round: t.round,
                    players: t
                        .players
                        .iter()
                        .map(|&p| e.players[p].name.clone())
                        .collect(),
                    code: t.code.clone(),
                    result: t.result.clone(),
                })
                .collect(),
        }
    }
}

impl Dispatcher {
    /// The list of events, or one event (`id`), as JSON.
    pub fn events_api(&mut self, id: Option<&str>, address: &str, now: u64) -> ApiAnswer {
        if !self.take_limit(Limit::Lookup, address, now) {
            return ApiAnswer::Throttled;
        }
        let body = match id {
            None => self
                .store
                .list_events(EVENTS_LISTED)
                .map(|events| serde_json::json!({ "events": events }).to_string()),
            Some(id) => match self.store.load_event(id) {
                Ok(Some(e)) => serde_json::to_string(&EventView::of(&e)).map_err(|e| e.to_string()),
                Ok(None) => return ApiAnswer::NotFound(format!("no event {id:?}")),
                Err(e) => Err(e),
            },
        };
        match body {
            Ok(json) => ApiAnswer::Json(json),
            Err(why) => ApiAnswer::Failed(why),
        }
    }
}
