//! Where events are kept: each whole, as one value, written before anyone
//! is told of a change (so an event survives any process being killed),
//! with a summary beside it for the list of events.

use serde::{Deserialize, Serialize};

use super::events::event::{Event, EventKind, EventPhase};
use super::protocol::ServerError;

/// The most events one list gives.
pub const EVENTS_LISTED: usize = 50;

/// An event as the list shows it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct EventSummary {
    pub id: String,
    pub name: String,
    pub kind: EventKind,
    pub preset: String,
    pub seats: usize,
    pub rounds: u16,
    pub minutes: u16,
    pub starts_at: u64,
    pub phase: EventPhase,
    /// Players entered (withdrawn ones included).
    pub players: usize,
    /// A club's event: joined with its code, not listed.
    pub private: bool,
}

impl EventSummary {
    pub fn of(e: &Event) -> EventSummary {
        EventSummary {
            id: e.id.clone(),
            name: e.spec.name.clone(),
            kind: e.spec.kind,
            preset: e.spec.preset.clone(),
            seats: e.spec.seats,
            rounds: e.spec.rounds,
            minutes: e.spec.minutes,
            starts_at: e.spec.starts_at,
            phase: e.phase,
            players: e.players.len(),
            private: e.spec.invite.is_some(),
        }
    }
}

pub trait EventStore: Send {
    /// Keeps an event whole as its `version`, over the version before it
    /// (a new event is version 1); false, keeping nothing, when the store
    /// holds another version (another server changed it first).
    fn save_event(&mut self, event: &Event, now: u64) -> Result<bool, ServerError>;
    fn load_event(&mut self, id: &str) -> Result<Option<Event>, String>;
    /// The public events: those not finished by their start, soonest
    /// first, then the finished, the latest first; at most `limit`.
    fn list_events(&mut self, limit: usize) -> Result<Vec<EventSummary>, String>;
    /// The events not finished (their runner reads them at start).
    fn live_events(&mut self) -> Result<Vec<String>, String>;
}

/// The order of [`EventStore::list_events`], for stores that sort
/// themselves.
pub fn list_order(a: &EventSummary, b: &EventSummary) -> std::cmp::Ordering {
    let finished = |s: &EventSummary| s.phase == EventPhase::Finished;
    finished(a)
        .cmp(&finished(b))
        .then_with(|| match finished(a) {
            true => b.starts_at.cmp(&a.starts_at),
            false => a.starts_at.cmp(&b.starts_at),
        })
        .then_with(|| a.id.cmp(&b.id))
}

/// An event's phase as the stores keep it in a column.
pub fn phase_key(phase: EventPhase) -> &'static str {
    match phase {
        EventPhase::Upcoming => "upcoming",
        EventPhase::Running => "running",
        EventPhase::Finished => "finished",
    }
}
