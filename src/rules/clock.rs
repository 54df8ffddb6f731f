//! The tournament clock: a bank of time per player for the whole match,
//! topped up after each move, as chess clocks do. The arithmetic only: the
//! caller measures how long a turn took and says so; the rules never read
//! the time themselves, so a match stays a replayable log.
//!
//! - **Fischer**: after each move the bonus is added to the bank, whatever
//!   the move took.
//! - **Bronstein**: after each move the time it took is given back, up to
//!   the bonus; a quick move costs nothing, a slow one costs what it took
//!   past the bonus. The bank never grows.
//!
//! In both the bank runs down from the turn's first moment, and the player
//! is out of time when it reaches zero before the turn ends.

use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ClockKind {
    Fischer,
    Bronstein,
}

/// What running out of time means.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum OutOfTime {
    /// The turn ends as the turn timer's does (the table goes back, the
    /// time-out penalty is drawn); from then on the player has the bonus
    /// for each move.
    RevertAndDraw,
    /// The player loses the match at once (tournament play).
    LoseMatch,
}

/// A chess-style clock, as a rule option.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Clock {
    /// Each player's time for the whole match.
    pub bank_secs: u32,
    /// The increment (Fischer) or the delay given back (Bronstein).
    pub bonus_secs: u16,
    pub kind: ClockKind,
    pub out_of_time: OutOfTime,
}

/// The longest bank a clock may have: a day.
pub const MAX_BANK_SECS: u32 = 24 * 3600;
/// The longest bonus a move may earn.
pub const MAX_BONUS_SECS: u16 = 600;
/// The least bonus a clock that reverts and draws may have, so a player
/// out of time still has a turn's worth for each move.
pub const MIN_REVERT_BONUS_SECS: u16 = 5;

impl Clock {
    /// Why this clock cannot be played, if it cannot.
    pub fn problem(&self) -> Option<String> {
        if !(10..=MAX_BANK_SECS).contains(&self.bank_secs) {
            return Some(format!(
                "a clock's bank is 10 to {MAX_BANK_SECS} seconds, not {}",
                self.bank_secs
            ));
        }
        if self.bonus_secs > MAX_BONUS_SECS {
            return Some(format!(
                "a clock's bonus is at most {MAX_BONUS_SECS} seconds, not {}",
                self.bonus_secs
            ));
        }
        if self.out_of_time == OutOfTime::RevertAndDraw && self.bonus_secs < MIN_REVERT_BONUS_SECS {
            return Some(format!(
                "a clock whose time-out reverts and draws needs a bonus of at least \
                 {MIN_REVERT_BONUS_SECS} seconds, not {}",
                self.bonus_secs
            ));
        }
        None
    }

    fn bonus_ms(&self) -> u64 {
        u64::from(self.bonus_secs) * 1000
    }
}

/// How a turn's end left the clock.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TurnTime {
    /// Ended in time; the bank now holds this much.
    InTime { left_ms: u64 },
    /// The bank ran out before the turn ended.
    OutOfTime,
}

/// Every player's bank, in milliseconds.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct TimeBanks {
    pub left_ms: Vec<u64>,
}

impl TimeBanks {
    pub fn new(clock: &Clock, players: usize) -> TimeBanks {
        TimeBanks {
            left_ms: vec![u64::from(clock.bank_secs) * 1000; players],
        }
    }

    /// What `seat`'s clock shows `elapsed_ms` into its turn.
    pub fn showing(&self, seat: usize, elapsed_ms: u64) -> u64 {
        self.left_ms
            .get(seat)
            .map_or(0, |left| left.saturating_sub(elapsed_ms))
    }

    /// Whether `seat` has run out `elapsed_ms` into its turn.
    pub fn is_out(&self, seat: usize, elapsed_ms: u64) -> bool {
        self.showing(seat, elapsed_ms) == 0
    }

    /// Ends `seat`'s turn after `elapsed_ms`: charges the bank and adds the
    /// bonus. A turn that reached zero is out of time; the bank then holds
    /// the bonus alone, which is what the player has for each later move.
    pub fn end_turn(&mut self, clock: &Clock, seat: usize, elapsed_ms: u64) -> TurnTime {
        let Some(left) = self.left_ms.get_mut(seat) else {
            return TurnTime::OutOfTime;
        };
        let out = elapsed_ms >= *left;
        let kept = left.saturating_sub(elapsed_ms);
        let bonus = match clock.kind {
            ClockKind::Fischer => clock.bonus_ms(),
            ClockKind::Bronstein if out => clock.bonus_ms(),
            ClockKind::Bronstein => elapsed_ms.min(clock.bonus_ms()),
        };
        *left = kept + bonus;
        if out {
            TurnTime::OutOfTime
        } else {
            TurnTime::InTime { left_ms: *left }
        }
    }
}
