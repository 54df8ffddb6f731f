//! A table's result into the event, and the standings.

use serde::{Deserialize, Serialize};

use super::{Event, EventKind, TableResult};
use crate::online::events::arena::place_points;
use crate::online::events::duplicate::{self, DealResult};
use crate::online::events::standings::{Standing, rank, swiss_standings};

/// A player's line in an event's standings.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct EventStanding {
    /// The player's index in the event.
    pub player: usize,
    pub name: String,
    /// Event points; in a duplicate event, hundredths of a percent of the
    /// matchpoints they could have had.
    pub score: u32,
    /// Swiss: the opponents' points summed (Buchholz); else 0.
    pub tiebreak: u64,
    pub games: u32,
    pub withdrawn: bool,
}

impl Event {
    /// Records the result of the table `code` plays (its match is over);
    /// whether an open table had that room. A result that does not fit
    /// the table is refused.
    pub fn record(&mut self, code: &str, result: TableResult, now: u64) -> Result<bool, String> {
        let Some(t) = self
            .tables
            .iter()
            .position(|t| t.result.is_none() && t.code.as_deref() == Some(code))
        else {
            return Ok(false);
        };
        let players = self.tables[t].players.clone();
        let n = players.len();
        if result.places.len() != n
            || result.totals.len() != n
            || result.places.iter().any(|&p| p == 0 || p > n)
        {
            return Err(format!("a result for {n} seats: {result:?}"));
        }
        for (seat, &i) in players.iter().enumerate() {
            let place = result.places[seat] - 1;
            let shared = result.places.iter().filter(|&&p| p == place + 1).count();
            let points = match self.spec.kind {
                EventKind::Arena => self.players[i].streak.record(n, place, shared),
                EventKind::Swiss => place_points(n, place, shared),
                EventKind::Duplicate => Ok(0),
            }
            .map_err(|e| e.to_string())?;
            let p = &mut self.players[i];
            p.score += points;
            p.games += 1;
            match seat {
                0 => p.firsts += 1,
                1 => p.seconds += 1,
                _ => {}
            }
            p.free_since = now;
        }
        self.tables[t].result = Some(result);
        Ok(true)
    }

    /// The standings now, first place first.
    pub fn standings(&self) -> Vec<EventStanding> {
        let ranked: Vec<(usize, u32, u64)> = match self.spec.kind {
            EventKind::Swiss => self.swiss_ranked(),
            EventKind::Arena => self.arena_ranked(),
            EventKind::Duplicate => self.duplicate_ranked(),
        };
        ranked
            .into_iter()
            .map(|(i, score, tiebreak)| EventStanding {
                player: i,
                name: self.players[i].name.clone(),
                score,
                tiebreak,
                games: self.players[i].games,
                withdrawn: self.players[i].withdrawn,
            })
            .collect()
    }

    fn swiss_ranked(&self) -> Vec<(usize, u32, u64)> {
        let entrants = self.entrants();
        let finished: Vec<Vec<u64>> = self
            .tables
            .iter()
            .filter(|t| t.result.is_some())
            .map(|t| t.players.iter().map(|&p| p as u64).collect())
            .collect();
        swiss_standings(&entrants, &finished)
            .unwrap_or_default()
            .into_iter()
            .map(|s| (s.id as usize, s.score, s.buchholz))
            .collect()
    }

    fn arena_ranked(&self) -> Vec<(usize, u32, u64)> {
        let mut lines: Vec<Standing> = self
            .players
            .iter()
            .enumerate()
            .map(|(i, p)| Standing {
                id: i as u64,
                score: p.score,
                buchholz: 0,
                rating: p.rating,
            })
            .collect();
        rank(&mut lines);
        lines
            .into_iter()
            .map(|s| (s.id as usize, s.score, 0))
            .collect()
    }

    /// Matchpoints, every seat of every deal compared with the same seat
    /// of the same deal; players without a result yet come last.
    fn duplicate_ranked(&self) -> Vec<(usize, u32, u64)> {
        let results: Vec<DealResult> = self
            .tables
            .iter()
            .filter_map(|t| t.result.as_ref().map(|r| (t, r)))
            .flat_map(|(t, r)| {
                // A deal is the same only at tables of the same size.
                t.players.iter().enumerate().map(|(seat, &p)| DealResult {
                    deal: t.round * 8 + t.players.len() as u32,
                    seat: seat as u8,
                    player: p as u64,
                    score: r.totals[seat],
                })
            })
            .collect();
        let ranked = duplicate::standings(&results).unwrap_or_default();
        let mut out: Vec<(usize, u32, u64)> = ranked
            .iter()
            .map(|s| (s.player as usize, s.hundredths, 0))
            .collect();
        for i in 0..self.players.len() {
            if !ranked.iter().any(|s| s.player as usize == i) {
                out.push((i, 0, 0));
            }
        }
        out
    }
}
