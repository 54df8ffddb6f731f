//! Buffered messages from input (pointer, keys, buttons) to the game logic.
//! Tests write these directly to drive the real systems without a window.

use bevy::prelude::*;

use crate::rules::TileId;

/// The player picked tiles up (a drag started).
#[derive(Message, Debug, Clone, PartialEq)]
pub struct LiftTiles {
    pub tiles: Vec<TileId>,
}

/// The dragged tiles were let go at a point on the table (world units).
#[derive(Message, Debug, Clone, PartialEq)]
pub struct DropTiles {
    pub tiles: Vec<TileId>,
    pub at: Vec2,
}

/// Tiles sent straight to a place (keyboard play, scripts).
#[derive(Message, Debug, Clone, PartialEq)]
pub struct MoveTiles {
    pub tiles: Vec<TileId>,
    pub target: crate::game::draft::DropTarget,
}

/// Tiles the rules turned away (a refused drop or Done): they shake.
#[derive(Message, Debug, Clone, PartialEq)]
pub struct Rejected {
    pub tiles: Vec<TileId>,
}

/// A button or key of the turn controls.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub enum TurnCommand {
    Done,
    Draw,
    Undo,
    Reset,
    Hint,
    SortGroups,
    SortRuns,
    /// Give up a turn the rules refused: restore the table, draw the penalty.
    GiveUp,
    /// Play computer moves faster.
    SpeedUp,
    NextRound,
    /// The player at the hot-seat cover is ready.
    Reveal,
}

/// What the game tells the player happened (shown as a toast, heard as a sound).
#[derive(Message, Debug, Clone, PartialEq)]
pub enum Feedback {
    /// A drop the rules refuse: the tiles went back.
    Refused(String),
    /// Done was pressed but the rules do not accept the turn.
    TurnRefused(String),
    Played {
        seat: usize,
        tiles: usize,
    },
    Drew {
        seat: usize,
        tiles: usize,
    },
    TimeUp {
        seat: usize,
        drew: usize,
    },
    RoundOver,
    Placed,
    Lifted,
}
