//! The tournament clock on this device: each player's bank runs during
//! their own turn as a human plays it (not while a hot-seat cover is up,
//! nor while a computer moves), is charged when the turn ends, and says
//! when it has run out. Online, the server keeps the banks and the view
//! brings them.

use super::Session;
use crate::rules::{Action, OutOfTime, TimeBanks};

impl Session {
    /// The banks a new match under these rules starts with.
    pub(super) fn fresh_banks(&self) -> Option<TimeBanks> {
        self.rules()
            .clock
            .map(|c| TimeBanks::new(&c, self.game.config.players))
    }

    /// Seconds left on `seat`'s bank as its clock shows it now.
    pub fn bank_left(&self, seat: usize) -> Option<f32> {
        let banks = self.banks.as_ref()?;
        let elapsed = if seat == self.current_seat() {
            self.turn_ms
        } else {
            0
        };
        Some(banks.showing(seat, elapsed) as f32 / 1000.0)
    }

    /// The current turn's time left and what it started from, in seconds:
    /// the turn timer's, or the bank's, whichever runs out first.
    pub fn turn_time_left(&self) -> Option<(f32, f32)> {
        if self.game.round.is_over() {
            return None;
        }
        let timer = self.clock.zip(self.rules().turn_timer_secs.map(f32::from));
        let bank = self.rules().clock.and_then(|c| {
            let left = self.bank_left(self.current_seat())?;
            Some((left, (c.bank_secs as f32).max(left)))
        });
        match (timer, bank) {
            (Some(t), Some(b)) => Some(if b.0 < t.0 { b } else { t }),
            (t, b) => t.or(b),
        }
    }

    /// Runs the current player's bank on by `ms`; what running out means,
    /// once it has (this device's matches only: online, the server says).
    pub fn run_bank(&mut self, ms: u64) -> Option<OutOfTime> {
        let clock = self.rules().clock?;
        if self.online_table().is_some() || self.banks.is_none() {
            return None;
        }
        self.turn_ms = self.turn_ms.saturating_add(ms);
        let seat = self.current_seat();
        let banks = self.banks.as_ref()?;
        banks
            .is_out(seat, self.turn_ms)
            .then_some(clock.out_of_time)
    }

    /// Charges the turn that `action` ends to its player's bank.
    pub(super) fn charge_bank(&mut self, action: &Action) {
        let ends_turn = matches!(
            action,
            Action::Play { .. } | Action::Draw | Action::GiveUp | Action::Timeout { .. }
        );
        let seat = self.current_seat();
        if let (true, Some(clock), Some(banks)) =
            (ends_turn, self.rules().clock, self.banks.as_mut())
        {
            banks.end_turn(&clock, seat, self.turn_ms);
        }
    }
}
