//! A daily puzzle or a lesson as it stands on the table.

use serde::{Deserialize, Serialize};

use crate::game::messages::TurnCommand;
use crate::puzzles::Puzzle;
use crate::puzzles::lessons::{Goal, LESSONS};
use crate::rules::TileId;

/// A daily puzzle on the table: the time it has taken so far, and whether
/// its solution was shown (then solving it does not count).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct PuzzleRun {
    pub puzzle: Puzzle,
    pub secs: f32,
    pub shown: bool,
    /// The lesson of the guided first game this position teaches, if any.
    #[serde(default)]
    pub lesson: Option<usize>,
    /// A lesson whose goal is not a play (draw, hint) has been done.
    #[serde(default)]
    pub done: bool,
    /// The table tiles a lesson talks about: highlighted, the others dimmed.
    #[serde(default)]
    pub focus: Vec<TileId>,
}

impl PuzzleRun {
    pub fn new(puzzle: &Puzzle) -> PuzzleRun {
        PuzzleRun {
            puzzle: puzzle.clone(),
            secs: 0.0,
            shown: false,
            lesson: None,
            done: false,
            focus: Vec::new(),
        }
    }

    pub fn goal(&self) -> Goal {
        self.lesson
            .and_then(|i| LESSONS.get(i))
            .map_or(Goal::PlaceAll, |l| l.goal)
    }

    /// Whether a turn command does anything here: a puzzle is one turn, with
    /// nothing to draw, give up or hint; a lesson allows what it teaches.
    pub fn allows(&self, command: TurnCommand) -> bool {
        match command {
            TurnCommand::Draw => self.goal() == Goal::Draw,
            TurnCommand::Hint => self.lesson.is_some(),
            TurnCommand::GiveUp => false,
            _ => true,
        }
    }
}
