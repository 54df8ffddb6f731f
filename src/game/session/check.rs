//! A saved session checked completely before it is trusted.

use super::{Phase, Session};
use crate::rules::Match;

impl Session {
    /// Checks a loaded session completely: the match is rebuilt from its
    /// seed and log and must equal the one stored; the seats, the phase,
    /// the rack orders, the turn in progress and the clock must belong to it.
    pub fn check_consistent(&self) -> Result<(), String> {
        let players = self.game.config.players;
        if self.seats.len() != players || self.rack_orders.len() != players {
            return Err(format!(
                "{} seats and {} rack orders for a game of {players}",
                self.seats.len(),
                self.rack_orders.len()
            ));
        }
        if self.seats.iter().any(|s| s.name.trim().is_empty()) {
            return Err("a seat has no name".into());
        }
        let rebuilt = Match::replay(self.game.config.clone(), &self.game.log)
            .map_err(|e| format!("its moves do not replay: {e}"))?;
        // A match the rules rebuilt keeps their invariants; equal to it, so
        // does this one.
        if rebuilt != self.game {
            return Err("the game differs from what its seed and moves give".into());
        }
        let round = &self.game.round;
        for (seat, order) in self.rack_orders.iter().enumerate() {
            if order.iter().any(|t| !round.seats[seat].rack.contains(t)) {
                return Err(format!(
                    "seat {seat}'s rack order names tiles it does not hold"
                ));
            }
        }
        let expected_phase = if round.is_over() {
            if self.game.is_over() {
                Phase::MatchOver
            } else {
                Phase::RoundOver
            }
        } else if !self.seats[round.current].is_human() {
            Phase::Computer
        } else if self.humans() >= 2 && self.phase != Phase::Human {
            Phase::Cover {
                seat: round.current,
            }
        } else {
            Phase::Human
        };
        if self.phase != expected_phase {
            return Err(format!(
                "the phase {:?} does not fit the game ({expected_phase:?})",
                self.phase
            ));
        }
        self.draft.check_against(round)?;
        if let Some(c) = self.clock {
            let limit = self.rules().turn_timer_secs.map_or(0.0, f32::from);
            if !(c.is_finite() && (0.0..=limit).contains(&c)) {
                return Err(format!("the turn timer reads {c} s"));
            }
        }
        if let Some(m) = self.missed.iter().find(|m| {
            m.seat >= players || m.round > self.game.round_number || m.played > m.possible
        }) {
            return Err(format!("a missed play that cannot be: {m:?}"));
        }
        Ok(())
    }
}
