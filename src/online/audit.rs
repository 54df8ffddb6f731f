//! Solver-assisted play, looked for the way lichess looks for engine
//! help: on the turns of a rated match whose best play is not obvious,
//! how often a player's play places as many tiles as the exact solver's
//! best, and how long they took. A turn is not obvious when the best play
//! places more tiles than the obvious one (sets from the rack and
//! lay-offs, nothing taken apart: `ai::obvious_tiles`); on those turns
//! people find the best now and then, a solver every time.
//!
//! Plain: a turn is audited off the dispatcher (like a computer's turn)
//! and what comes out is added to the player's figures in the store.

use serde::{Deserialize, Serialize};

use crate::ai::{Objective, obvious_tiles, solve};
use crate::rules::{Round, TileId};

/// A turn counts as fast when it took less than this: a player who finds
/// the best play on hard turns that fast, turn after turn, is rare.
pub const FAST_MS: u64 = 10_000;

/// A player's move in a rated match, to audit.
#[derive(Debug, Clone)]
pub struct AuditJob {
    pub player: String,
    /// The rules family rated.
    pub family: String,
    pub code: String,
    pub number: u32,
    /// The round as the move found it.
    pub round: Round,
    /// The table the player ended the turn with (`None`: they drew).
    pub table: Option<Vec<Vec<TileId>>>,
    /// How long the turn took them.
    pub think_ms: u64,
}

/// What one audited turn adds to a player's figures in one match.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct TurnFigures {
    /// Turns whose best play was not obvious.
    pub hard_turns: u32,
    /// Of those, the turns they played the best (as many tiles).
    pub best_found: u32,
    /// Of those, the ones they found in under [`FAST_MS`].
    pub fast_best: u32,
    /// The time they took on the hard turns, in all.
    pub think_ms: u64,
}

impl TurnFigures {
    pub fn add(&mut self, other: &TurnFigures) {
        self.hard_turns += other.hard_turns;
        self.best_found += other.best_found;
        self.fast_best += other.fast_best;
        self.think_ms += other.think_ms;
    }

    /// The share of hard turns played best.
    pub fn agreement(&self) -> f64 {
        if self.hard_turns == 0 {
            0.0
        } else {
            f64::from(self.best_found) / f64::from(self.hard_turns)
        }
    }
}

/// An audited turn, for the store.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Audited {
    pub player: String,
    pub family: String,
    pub code: String,
    pub number: u32,
    pub figures: TurnFigures,
}

/// The rack tiles a table places on top of the round's.
fn placed(round: &Round, table: &[Vec<TileId>]) -> u32 {
    let count = |t: &[Vec<TileId>]| t.iter().map(Vec::len).sum::<usize>();
    count(table).saturating_sub(count(&round.table)) as u32
}

/// How a turn compares with the solver's best: `None` when its best play
/// is obvious (nothing to learn from it), else its figures.
pub fn audit_turn(
    round: &Round,
    table: Option<&[Vec<TileId>]>,
    think_ms: u64,
) -> Option<TurnFigures> {
    let seat = round.current_seat();
    let rack: Vec<_> = seat.rack.iter().map(|t| t.face()).collect();
    let best = solve(
        &rack,
        &round.table_faces(),
        seat.initial_meld_done,
        &round.rules,
        Objective::Tiles,
    )
    .ok()?;
    if best.tiles_played <= obvious_tiles(round) {
        return None;
    }
    let found = table.is_some_and(|t| placed(round, t) >= best.tiles_played);
    Some(TurnFigures {
        hard_turns: 1,
        best_found: u32::from(found),
        fast_best: u32::from(found && think_ms < FAST_MS),
        think_ms,
    })
}

impl AuditJob {
    /// The audit (`None`: the turn was obvious).
    pub fn run(&self) -> Option<Audited> {
        let figures = audit_turn(&self.round, self.table.as_deref(), self.think_ms)?;
        Some(Audited {
            player: self.player.clone(),
            family: self.family.clone(),
            code: self.code.clone(),
            number: self.number,
            figures,
        })
    }
}
