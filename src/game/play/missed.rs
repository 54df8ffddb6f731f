//! A human turn measured against the solver's best play: the turn as it
//! stood, and the play the player missed.

use serde::{Deserialize, Serialize};

use crate::ai::Solution;
use crate::rules::{Round, Tile, faces};

/// A turn where a human played fewer tiles than the solver could have.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct MissedPlay {
    pub round: u32,
    /// The round's turn number, from 1.
    pub turn: u32,
    pub seat: usize,
    pub played: u32,
    pub possible: u32,
    /// The table and the rack at that turn, and the table after the better
    /// play, for the round end's Show me.
    #[serde(default)]
    pub before: Vec<Vec<Tile>>,
    #[serde(default)]
    pub rack: Vec<Tile>,
    #[serde(default)]
    pub better: Vec<Vec<Tile>>,
}

/// A human turn as it stood before the player ended it, to compare with
/// the best play the solver finds.
#[derive(Debug, Clone, PartialEq)]
pub struct TurnToAnalyse {
    pub round: Round,
    pub round_number: u32,
    pub played: u32,
}

impl TurnToAnalyse {
    /// The missed play, given the solver's best play.
    pub fn missed(&self, best: &Solution) -> Option<MissedPlay> {
        (best.tiles_played > self.played).then(|| MissedPlay {
            round: self.round_number,
            turn: self.round.turns + 1,
            seat: self.round.current,
            played: self.played,
            possible: best.tiles_played,
            before: self.round.table_faces(),
            rack: faces(&self.round.current_seat().rack),
            better: best.table.clone(),
        })
    }
}
