//! What a screen reader's buttons do: pick a tile up (or put it down
//! again), and put the picked tiles into a set, as a new set or back on
//! the rack. Picking is a long tap (it adds to what is picked); putting
//! is a drop, so the rules judge it as they judge a drag.

use bevy::prelude::*;

use super::announce::Announcements;
use crate::game::locale::Tr;
use crate::game::messages::{DropTiles, Tap};
use crate::game::play::hand::Hand;
use crate::game::session::Session;
use crate::rules::{DropTarget, SetId, TileId};

/// A button of the accessibility tree, pressed.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub enum AccessAction {
    /// Pick a tile up, or put a picked one down where it was.
    Pick(TileId),
    /// The picked tiles into this set.
    PutInSet(SetId),
    /// The picked tiles as a new set.
    PutNewSet,
    /// The picked tiles back on the rack.
    PutBack,
}

pub(super) fn plugin(app: &mut App) {
    app.add_message::<AccessAction>()
        .add_systems(Update, act.in_set(crate::game::GameSystems::Input));
}

fn act(
    mut actions: MessageReader<AccessAction>,
    session: Res<Session>,
    hand: Res<Hand>,
    mut taps: MessageWriter<Tap>,
    mut drops: MessageWriter<DropTiles>,
    mut announcements: ResMut<Announcements>,
    tr: Res<Tr>,
) {
    for action in actions.read() {
        let target = match *action {
            AccessAction::Pick(tile) => {
                taps.write(Tap {
                    tile: Some(tile),
                    set: None,
                    at: Vec2::ZERO,
                    long: true,
                });
                continue;
            }
            AccessAction::PutInSet(set) => {
                let index = session.draft.set(set).map_or(0, |s| s.tiles.len());
                DropTarget::Set { set, index }
            }
            AccessAction::PutNewSet => DropTarget::NewSet {
                after: session.draft.sets.last().map(|s| s.id),
            },
            AccessAction::PutBack => DropTarget::Rack {
                index: session.draft.rack.len(),
            },
        };
        let tiles: Vec<TileId> = hand.picked.clone();
        if tiles.is_empty() {
            announcements.say(tr.part("access-nothing-picked"));
        } else {
            drops.write(DropTiles::to(tiles, target));
        }
    }
}
