//! Where events are kept: each whole, as one value, written before anyone
//! is told of a change (so an event survives any process being killed),
//! with a summary beside it for the list of events.

use std::cmp::Ordering;

use super::events::event::{Event, EventPhase};
pub use super::events::view::EventSummary;
use super::protocol::ServerError;

/// The most events one list gives.
pub const EVENTS_LISTED: usize = 50;

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
pub fn list_order(a: &EventSummary, b: &EventSummary) -> Ordering {
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
