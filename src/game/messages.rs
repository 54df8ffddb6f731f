//! Buffered messages from input (pointer, keys, buttons) to the game logic.
//! Tests write these directly to drive the real systems without a window.

use bevy::prelude::*;

use crate::i18n::Phrase;
use crate::rules::{Action, ActionOutcome, DropTarget, MatchError, SetId, TileId};

pub(super) fn plugin(app: &mut App) {
    app.add_message::<LiftTiles>()
        .add_message::<DropTiles>()
        .add_message::<SetLaid>()
        .add_message::<LetGo>()
        .add_message::<Pick>()
        .add_message::<Tap>()
        .add_message::<PointerDrop>()
        .add_message::<TurnCommand>()
        .add_message::<HumanMove>()
        .add_message::<Feedback>()
        .add_message::<HintRequest>()
        .add_message::<ZoomTable>()
        .add_message::<PanTable>()
        // Registered by WindowPlugin too; here so headless apps run the same systems.
        .add_message::<bevy::window::WindowOccluded>();
}

/// A move of the table's own player, made in the turn `turn`
/// ([`crate::game::session::Session::turn_key`]): a local table applies it
/// through the rules; an online table sends it and waits for the server.
/// A move for a turn gone by is dropped.
#[derive(Message, Debug, Clone, PartialEq)]
pub struct HumanMove {
    pub turn: u64,
    pub action: Action,
}

/// A set now lies on free felt where the player put it (a felt place, see
/// [`crate::game::table::layout::felt_place_in`]): the table keeps it there.
/// Where a set lies is the view's; the rules' table is a list of sets.
#[derive(Message, Debug, Clone, PartialEq)]
pub struct SetLaid {
    pub tiles: Vec<TileId>,
    pub at: Vec2,
}

/// A tile picked up to be put down by the next tap, key or button; or,
/// picked already, put down again.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct Pick(pub TileId);

/// The player picked tiles up (a drag started).
#[derive(Message, Debug, Clone, PartialEq)]
pub struct LiftTiles {
    pub tiles: Vec<TileId>,
}

/// Tiles let go at a point of the screen (world units): the end of a drag,
/// or a tap with tiles picked. Input turns it into [`DropTiles`] by what
/// lies under the point.
#[derive(Message, Debug, Clone, PartialEq)]
pub struct PointerDrop {
    pub tiles: Vec<TileId>,
    pub at: Vec2,
}

/// Tiles sent to a place: a set, a new set, the rack; `None` when they were
/// let go off the table (they go back). `felt` is where on the felt a new
/// set was put (a share of the table's width and height), which the view
/// keeps; keys and scripts leave it to the layout.
#[derive(Message, Debug, Clone, PartialEq)]
pub struct DropTiles {
    pub tiles: Vec<TileId>,
    pub target: Option<DropTarget>,
    pub felt: Option<Vec2>,
}

impl DropTiles {
    /// Tiles sent straight to a place (keyboard play, scripts).
    pub fn to(tiles: Vec<TileId>, target: DropTarget) -> DropTiles {
        DropTiles {
            tiles,
            target: Some(target),
            felt: None,
        }
    }
}

/// A tap (a click, or a press that barely moved) on the table: on a tile,
/// on a set, or on free space, at a point (world units). `long` is a long
/// press (or a Ctrl/Shift-click): it adds to the selection.
#[derive(Message, Debug, Clone, Copy, PartialEq)]
pub struct Tap {
    pub tile: Option<TileId>,
    pub set: Option<SetId>,
    pub at: Vec2,
    pub long: bool,
}

/// Zoom the table by a factor (more than 1 zooms in), keeping the point
/// `at` (world units) where it is: a pinch, the mouse wheel or a key.
#[derive(Message, Debug, Clone, Copy, PartialEq)]
pub struct ZoomTable {
    pub by: f32,
    pub at: Vec2,
}

/// Move the zoomed table by this much (world units): a drag on free felt.
#[derive(Message, Debug, Clone, Copy, PartialEq)]
pub struct PanTable {
    pub by: Vec2,
}

/// The lifted tiles go back where they were (a drag that was a tap).
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct LetGo;

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
    /// Yes to "drawing now gives up the turn" (Draw from a changed table).
    ConfirmGiveUp,
    /// No to it: keep working on the turn.
    KeepPlaying,
    /// Play computer moves faster.
    SpeedUp,
    NextRound,
    /// The player at the hot-seat cover is ready.
    Reveal,
    /// In a puzzle: play the solution out on the board.
    ShowSolution,
}

/// The player asked for a hint (worked out off the frame, then played out).
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct HintRequest;

/// What the game tells the player happened (shown as a toast, heard as a sound).
#[derive(Message, Debug, Clone, PartialEq)]
pub enum Feedback {
    /// A lift or drop the rules refuse: the reason, and the tiles, which
    /// shake and go back.
    Refused {
        reason: Phrase,
        tiles: Vec<TileId>,
    },
    /// Done was pressed but the rules do not accept the turn: the reason,
    /// and the tiles of the sets that are wrong (they shake).
    TurnRefused {
        reason: Phrase,
        tiles: Vec<TileId>,
    },
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
    /// Back at an online table: what a computer did in the player's seat.
    WhileAway {
        turns: u32,
        played: u32,
        drew: u32,
    },
    RoundOver,
    Placed,
    Lifted,
}

impl Feedback {
    /// A refusal no tile goes with (a hint, a tap, a turn the server refused).
    pub fn refused(reason: Phrase) -> Feedback {
        Feedback::Refused {
            reason,
            tiles: Vec::new(),
        }
    }

    pub fn turn_refused(reason: Phrase) -> Feedback {
        Feedback::TurnRefused {
            reason,
            tiles: Vec::new(),
        }
    }

    /// What an applied action tells the player.
    pub fn from_outcome(result: Result<ActionOutcome, MatchError>, seat: usize) -> Vec<Feedback> {
        match result {
            Ok(ActionOutcome::Turn(t)) => {
                let mut out = vec![if !t.played.is_empty() {
                    Feedback::Played {
                        seat,
                        tiles: t.played.len(),
                    }
                } else {
                    Feedback::Drew {
                        seat,
                        tiles: t.drawn.len(),
                    }
                }];
                if t.round_over {
                    out.push(Feedback::RoundOver);
                }
                out
            }
            Ok(ActionOutcome::RoundStarted { .. }) => Vec::new(),
            Err(e) => vec![Feedback::turn_refused(crate::i18n::reasons::matching(&e))],
        }
    }
}
