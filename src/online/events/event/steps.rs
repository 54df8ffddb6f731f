//! What an event does next, and how each round's tables are drawn up.

use super::{Event, EventKind, EventPhase, EventTable};
use crate::online::events::EventError;
use crate::online::events::arena::{self, Waiting};
use crate::online::events::swiss::{self, BYE_POINTS, Entrant};
use crate::rules::derive_seed;
use sha2::{Digest, Sha256};

/// What the server must do for an event now.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum EventStep {
    /// Its time has come: the first round, or the arena opens.
    Start,
    /// Every table of the round has finished: pair the next.
    NextRound,
    /// Seat the arena's free players.
    SeatArena,
    /// The last round is over, or the arena's time is up and its tables
    /// are done.
    Finish,
}

/// A table's deal from the event's seed by a one-way hash: a table's seed,
/// revealed when its match ends, says nothing of the event's seed, so
/// nothing of any other table's deal or of the pairings.
fn deal_seed(event_seed: u64, deal: u64) -> u64 {
    let digest = Sha256::digest(format!("tilemeld-event-deal:{event_seed}:{deal}").as_bytes());
    u64::from_le_bytes(digest[..8].try_into().expect("a digest has 32 bytes"))
}

impl Event {
    /// What is due at `now`, if anything.
    pub fn due(&self, now: u64) -> Option<EventStep> {
        match self.phase {
            EventPhase::Finished => None,
            EventPhase::Upcoming => (now >= self.spec.starts_at).then_some(EventStep::Start),
            EventPhase::Running if self.spec.kind == EventKind::Arena => self.arena_due(now),
            EventPhase::Running if self.open_tables().next().is_some() => None,
            EventPhase::Running if self.round >= u32::from(self.spec.rounds) => {
                Some(EventStep::Finish)
            }
            EventPhase::Running => Some(EventStep::NextRound),
        }
    }

    fn arena_due(&self, now: u64) -> Option<EventStep> {
        if now >= self.spec.ends_at() {
            return self
                .open_tables()
                .next()
                .is_none()
                .then_some(EventStep::Finish);
        }
        (self.free_players().len() >= self.spec.seats).then_some(EventStep::SeatArena)
    }

    /// Takes a step; the indices of the tables it drew up (each needs a
    /// room).
    pub fn step(&mut self, step: EventStep, now: u64) -> Result<Vec<usize>, EventError> {
        match step {
            EventStep::Start if self.active().len() < 2 => {
                self.phase = EventPhase::Finished;
                Ok(Vec::new())
            }
            EventStep::Start => {
                self.phase = EventPhase::Running;
                match self.spec.kind {
                    EventKind::Arena => self.seat_arena(now),
                    _ => self.pair_round(),
                }
            }
            EventStep::NextRound => self.pair_round(),
            EventStep::SeatArena => self.seat_arena(now),
            EventStep::Finish => {
                self.phase = EventPhase::Finished;
                Ok(Vec::new())
            }
        }
    }

    /// The next Swiss or duplicate round: paired by score, a bye if the
    /// players do not fill the tables.
    fn pair_round(&mut self) -> Result<Vec<usize>, EventError> {
        self.round += 1;
        let entrants = self.entrants();
        let seed = derive_seed(self.seed, u64::from(self.round));
        let seating = swiss::pair_round(&entrants, &self.played(), self.spec.seats, seed)?;
        if let Some(bye) = seating.bye {
            let p = &mut self.players[bye as usize];
            p.score += BYE_POINTS;
            p.byes += 1;
            self.byes.push((self.round, bye as usize));
        }
        Ok(self.add_tables(seating.tables))
    }

    /// Seats the arena's free players: close scores together, not with
    /// their last opponents when it can be helped; the rest wait.
    fn seat_arena(&mut self, now: u64) -> Result<Vec<usize>, EventError> {
        let waiting: Vec<Waiting> = self
            .free_players()
            .into_iter()
            .map(|i| Waiting {
                id: i as u64,
                rating: self.players[i].rating,
                score: self.players[i].score,
                last_opponents: self.last_opponents(i),
                waited_ms: now.saturating_sub(self.players[i].free_since),
            })
            .collect();
        let pairing = arena::pair_waiting(&waiting, self.spec.seats)?;
        Ok(self.add_tables(pairing.tables))
    }

    fn add_tables(&mut self, tables: Vec<Vec<u64>>) -> Vec<usize> {
        let first = self.tables.len();
        for players in tables {
            let n = self.tables.len() as u64;
            // A duplicate round deals the same at every table.
            let deal = match self.spec.kind {
                EventKind::Duplicate => u64::from(self.round),
                _ => n,
            };
            self.tables.push(EventTable {
                round: self.round,
                players: players.into_iter().map(|p| p as usize).collect(),
                code: None,
                deal_seed: deal_seed(self.seed, deal),
                result: None,
            });
        }
        (first..self.tables.len()).collect()
    }

    /// The players as Swiss pairing and standings know them (by index).
    pub fn entrants(&self) -> Vec<Entrant> {
        self.players
            .iter()
            .enumerate()
            .map(|(i, p)| Entrant {
                id: i as u64,
                score: p.score,
                rating: p.rating,
                firsts: p.firsts,
                seconds: p.seconds,
                byes: p.byes,
                withdrawn: p.withdrawn,
            })
            .collect()
    }

    /// Who sat together at every table so far.
    pub fn played(&self) -> Vec<Vec<u64>> {
        self.tables
            .iter()
            .map(|t| t.players.iter().map(|&p| p as u64).collect())
            .collect()
    }

    /// Active players at no open table.
    pub fn free_players(&self) -> Vec<usize> {
        self.active()
            .into_iter()
            .filter(|&i| !self.is_playing(i))
            .collect()
    }

    /// The players at `player`'s last table, but them.
    fn last_opponents(&self, player: usize) -> Vec<u64> {
        self.tables
            .iter()
            .rev()
            .find(|t| t.players.contains(&player))
            .map(|t| {
                t.players
                    .iter()
                    .filter(|&&p| p != player)
                    .map(|&p| p as u64)
                    .collect()
            })
            .unwrap_or_default()
    }
}
