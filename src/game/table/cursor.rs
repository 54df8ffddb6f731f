//! Where the keyboard cursor is: on the rack or the table, at which tile
//! or set (what it picked is in the [`crate::game::play::hand::Hand`]).

use bevy::prelude::*;

use crate::game::session::Session;
use crate::rules::{SetId, TileId};

/// Where the keyboard cursor is.
#[derive(Resource, Debug, Default, Clone, PartialEq, Eq)]
pub struct KeyCursor {
    pub on_table: bool,
    pub rack_slot: usize,
    pub set: usize,
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
