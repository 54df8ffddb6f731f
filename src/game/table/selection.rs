//! Which tiles the player holds: picked up by a tap, a long press,
//! Ctrl/Shift-click or the keys. Input marks them; the table draws them.

use bevy::prelude::*;

use crate::game::session::Session;
use crate::rules::{SetId, TileId};

/// A tile picked up and held, to be put down with the next tap or key.
#[derive(Component, Debug)]
pub struct Selected;

/// Where the keyboard cursor is, and the tiles it has selected.
#[derive(Resource, Debug, Default, Clone, PartialEq, Eq)]
pub struct KeyCursor {
    pub on_table: bool,
    pub rack_slot: usize,
    pub set: usize,
    pub selected: Vec<TileId>,
    /// Whether the keyboard has been used this turn (the cursor shows then).
    pub active: bool,
}

impl KeyCursor {
    /// The set under the cursor, if it is on the table.
    pub fn focused_set(&self, session: &Session) -> Option<SetId> {
        self.on_table
            .then(|| session.draft.sets.get(self.set).map(|s| s.id))
            .flatten()
    }

    /// The tile under the cursor, if it is on the rack.
    pub fn focused_tile(&self, session: &Session) -> Option<TileId> {
        (!self.on_table)
            .then(|| session.draft.rack.get(self.rack_slot).copied())
            .flatten()
    }
}
