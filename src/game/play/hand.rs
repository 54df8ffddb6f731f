//! The tiles the player holds, one place for every way of holding them:
//! lifted in a drag (they follow the pointer until let go or dropped), or
//! picked (a tap, a long press, Ctrl/Shift-click, Space, a screen reader's
//! Pick) to be put down by the next tap, key or button. The turn's logic
//! keeps it from the input's messages; input and the view only read it.

use bevy::prelude::*;

use crate::game::messages::{DropTiles, LetGo, Pick};
use crate::game::session::{Phase, Session};
use crate::rules::TileId;

#[derive(Resource, Debug, Default, Clone, PartialEq, Eq)]
pub struct Hand {
    /// Lifted in a drag, in order.
    pub lifted: Vec<TileId>,
    /// Picked, in the order picked.
    pub picked: Vec<TileId>,
}

impl Hand {
    /// Puts everything down.
    pub fn clear(&mut self) {
        if !self.lifted.is_empty() || !self.picked.is_empty() {
            self.lifted.clear();
            self.picked.clear();
        }
    }
}

/// Picks and drops: a pick takes a tile up or puts it down again; a drop
/// (judged or not) or a let-go ends what it held.
pub(super) fn handle_picks(
    mut picks: MessageReader<Pick>,
    mut let_go: MessageReader<LetGo>,
    mut hand: ResMut<Hand>,
) {
    for &Pick(tile) in picks.read() {
        match hand.picked.iter().position(|&t| t == tile) {
            Some(i) => {
                hand.picked.remove(i);
            }
            None => hand.picked.push(tile),
        }
    }
    if let_go.read().count() > 0 {
        hand.lifted.clear();
    }
}

/// A drop puts down everything held, whether the rules take it or not.
pub(super) fn drop_all(mut drops: MessageReader<DropTiles>, mut hand: ResMut<Hand>) {
    if drops.read().count() > 0 {
        hand.clear();
    }
}

/// What was picked belongs to its turn; in the player's turn a tile that
/// left the draft (undo, reset) is no longer held.
pub(super) fn keep_to_the_turn(
    session: Option<Res<Session>>,
    mut hand: ResMut<Hand>,
    mut turn: Local<Option<u64>>,
) {
    let Some(session) = session else { return };
    let turn_over = turn
        .replace(session.turn_key())
        .is_some_and(|t| t != session.turn_key());
    if turn_over && !hand.picked.is_empty() {
        hand.picked.clear();
    }
    if session.phase == Phase::Human
        && hand
            .picked
            .iter()
            .any(|&t| session.draft.locate(t).is_none())
    {
        hand.picked.retain(|&t| session.draft.locate(t).is_some());
    }
}
