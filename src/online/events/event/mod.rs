//! One event as the server keeps it: what it is, who entered, its tables
//! round by round and their results. Plain and deterministic (its seed
//! gives every pairing's tie-breaks and every table's deal), so the store
//! keeps it whole and a restart reads back the same event, mid-round too.
//! What happens when is in `event/steps.rs`; the results and standings in
//! `event/results.rs`.

use serde::{Deserialize, Serialize};

mod results;
mod steps;

pub use results::EventStanding;
pub use steps::EventStep;

use super::arena::Streak;
use super::{MAX_SEATS, MIN_SEATS};
use crate::online::matchmaking::PlayerId;
use crate::rules::{Preset, RuleSet};

/// The most players one event takes (the pairing keeps who met whom).
pub const MAX_ENTRANTS: usize = 1024;
/// The most rounds of a Swiss or duplicate event.
pub const MAX_ROUNDS: u16 = 15;
/// How long an arena may last, in minutes.
pub const ARENA_MINUTES: std::ops::RangeInclusive<u16> = 5..=240;
/// The longest event name, in characters.
pub const MAX_EVENT_NAME: usize = 40;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum EventKind {
    /// A fixed time; players are seated as soon as they are free.
    Arena,
    /// A fixed number of rounds, paired by score.
    Swiss,
    /// Rounds where every table plays the same deal, each player compared
    /// with those who held the same seat of it.
    Duplicate,
}

impl EventKind {
    pub const ALL: [EventKind; 3] = [EventKind::Arena, EventKind::Swiss, EventKind::Duplicate];

    pub fn key(self) -> &'static str {
        match self {
            EventKind::Arena => "arena",
            EventKind::Swiss => "swiss",
            EventKind::Duplicate => "duplicate",
        }
    }

    pub fn from_key(key: &str) -> Option<EventKind> {
        EventKind::ALL.into_iter().find(|k| k.key() == key.trim())
    }
}

/// What an event is, as its creator set it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct EventSpec {
    pub name: String,
    pub kind: EventKind,
    /// The rules preset every table plays.
    pub preset: String,
    /// Seats at each table.
    pub seats: usize,
    /// Rounds of a Swiss or duplicate event.
    #[serde(default)]
    pub rounds: u16,
    /// How long an arena lasts.
    #[serde(default)]
    pub minutes: u16,
    /// When it starts, in the server's milliseconds.
    pub starts_at: u64,
    /// A club's private event: the code to join with (none: open to all).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub invite: Option<String>,
}

impl EventSpec {
    /// The rules its tables play, or why it cannot be held.
    pub fn check(&self) -> Result<RuleSet, String> {
        let name = self.name.trim().chars().count();
        if name == 0 || name > MAX_EVENT_NAME {
            return Err(format!(
                "an event's name is 1 to {MAX_EVENT_NAME} characters"
            ));
        }
        let preset = Preset::from_key(&self.preset)
            .ok_or_else(|| format!("no rules preset \"{}\"", self.preset))?;
        if !(MIN_SEATS..=MAX_SEATS).contains(&self.seats) {
            return Err(format!(
                "a table has {MIN_SEATS} to {MAX_SEATS} seats, not {}",
                self.seats
            ));
        }
        let rules = preset.rules();
        rules
            .check_playable(self.seats)
            .map_err(|e| format!("{} at {} seats: {e}", self.preset, self.seats))?;
        match self.kind {
            EventKind::Arena if !ARENA_MINUTES.contains(&self.minutes) => Err(format!(
                "an arena lasts {} to {} minutes, not {}",
                ARENA_MINUTES.start(),
                ARENA_MINUTES.end(),
                self.minutes
            )),
            EventKind::Swiss | EventKind::Duplicate if !(1..=MAX_ROUNDS).contains(&self.rounds) => {
                Err(format!(
                    "an event has 1 to {MAX_ROUNDS} rounds, not {}",
                    self.rounds
                ))
            }
            _ => Ok(rules),
        }
    }

    /// When an arena stops seating players.
    pub fn ends_at(&self) -> u64 {
        self.starts_at
            .saturating_add(u64::from(self.minutes) * 60_000)
    }
}

/// A player in an event and where they stand.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct EventPlayer {
    pub player: PlayerId,
    pub name: String,
    /// Their rating under the event's rules when they joined.
    pub rating: i32,
    /// Event points (Swiss and arena): by place, a bye as a win.
    pub score: u32,
    pub games: u32,
    /// Games in which they played first, and second.
    pub firsts: u32,
    pub seconds: u32,
    pub byes: u32,
    pub withdrawn: bool,
    /// Arena: wins in a row.
    #[serde(default)]
    pub streak: Streak,
    /// Arena: free to be seated since (their last table's end, or joining).
    #[serde(default)]
    pub free_since: u64,
}

/// A table of an event: its players in seat order (indices into the
/// event's players), its room once opened, its deal and its result.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct EventTable {
    pub round: u32,
    pub players: Vec<usize>,
    /// The room playing it, once the server opened one.
    #[serde(default)]
    pub code: Option<String>,
    /// The match's seed (the same at every table of a duplicate round).
    pub deal_seed: u64,
    #[serde(default)]
    pub result: Option<TableResult>,
}

/// How a table's match ended: each seat's place (1 is first; a tie
/// shares) and the match's total score.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct TableResult {
    pub places: Vec<usize>,
    pub totals: Vec<i32>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum EventPhase {
    Upcoming,
    Running,
    Finished,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Event {
    pub id: String,
    /// Counts the event's changes kept: a server writes version n + 1
    /// only over version n, so two servers never both take one step.
    #[serde(default)]
    pub version: u64,
    pub spec: EventSpec,
    /// Secret until the end: it draws every table's deal.
    pub seed: u64,
    pub phase: EventPhase,
    /// Rounds begun (Swiss and duplicate).
    pub round: u32,
    pub players: Vec<EventPlayer>,
    pub tables: Vec<EventTable>,
    /// Who sat a round out: (round, player).
    pub byes: Vec<(u32, usize)>,
}

/// Why a player may not join.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum JoinRefused {
    Finished,
    /// A private event, and not its code.
    Private,
    Full,
    /// Every round of a Swiss or duplicate event has begun.
    TooLate,
}

impl Event {
    pub fn new(id: String, spec: EventSpec, seed: u64) -> Result<Event, String> {
        spec.check()?;
        Ok(Event {
            id,
            version: 0,
            spec,
            seed,
            phase: EventPhase::Upcoming,
            round: 0,
            players: Vec::new(),
            tables: Vec::new(),
            byes: Vec::new(),
        })
    }

    /// The rules its tables play.
    pub fn rules(&self) -> RuleSet {
        Preset::from_key(&self.spec.preset)
            .map(Preset::rules)
            .unwrap_or_default()
    }

    pub fn index_of(&self, player: &str) -> Option<usize> {
        self.players.iter().position(|p| p.player == player)
    }

    /// Enters a player (again, if they had withdrawn); their index.
    pub fn join(
        &mut self,
        player: &str,
        name: &str,
        rating: i32,
        invite: Option<&str>,
        now: u64,
    ) -> Result<usize, JoinRefused> {
        if self.phase == EventPhase::Finished {
            return Err(JoinRefused::Finished);
        }
        if let Some(code) = &self.spec.invite
            && invite.map(str::trim) != Some(code.as_str())
        {
            return Err(JoinRefused::Private);
        }
        let rounds_left = self.round < u32::from(self.spec.rounds);
        if self.spec.kind != EventKind::Arena && self.phase == EventPhase::Running && !rounds_left {
            return Err(JoinRefused::TooLate);
        }
        if let Some(i) = self.index_of(player) {
            self.players[i].withdrawn = false;
            self.players[i].free_since = now;
            return Ok(i);
        }
        if self.players.len() >= MAX_ENTRANTS {
            return Err(JoinRefused::Full);
        }
        self.players.push(EventPlayer {
            player: player.to_string(),
            name: name.to_string(),
            rating,
            score: 0,
            games: 0,
            firsts: 0,
            seconds: 0,
            byes: 0,
            withdrawn: false,
            streak: Streak::default(),
            free_since: now,
        });
        Ok(self.players.len() - 1)
    }

    /// Withdraws a player: not paired again; their results stand.
    pub fn withdraw(&mut self, player: &str) -> bool {
        match self.index_of(player) {
            Some(i) if !self.players[i].withdrawn => {
                self.players[i].withdrawn = true;
                true
            }
            _ => false,
        }
    }

    /// Whether a player sits at a table not finished.
    pub fn is_playing(&self, player: usize) -> bool {
        self.open_tables().any(|t| t.players.contains(&player))
    }

    pub fn open_tables(&self) -> impl Iterator<Item = &EventTable> {
        self.tables.iter().filter(|t| t.result.is_none())
    }

    /// The players who may be seated now.
    pub fn active(&self) -> Vec<usize> {
        (0..self.players.len())
            .filter(|&i| !self.players[i].withdrawn)
            .collect()
    }
}
