//! What anyone may see of events: the list's summary of one, and one
//! event whole (its standings and tables) — never its seed, a deal, or a
//! club's invite code.

use serde::{Deserialize, Serialize};

use super::event::{Event, EventKind, EventPhase, EventStanding, TableResult};

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

/// One event as anyone may see it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct EventView {
    pub event: EventSummary,
    pub standings: Vec<EventStanding>,
    pub tables: Vec<TableView>,
}

/// A table of an event: its round, players' names, room (to watch) and
/// result.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
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
