//! Where tiles were let go: the layout says what lies under the point (a
//! set, a gap for a new set, the rack, nothing), and the logic gets one
//! [`DropTiles`] saying so. The turn logic reads no layout.

use bevy::prelude::*;

use crate::game::messages::{DropTiles, PointerDrop};
use crate::game::table::CurrentLayout;
use crate::game::table::layout::Layout;
use crate::rules::{DropTarget, TileId};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        resolve_drops.in_set(crate::game::GameSystems::Input),
    );
}

fn resolve_drops(
    mut pointed: MessageReader<PointerDrop>,
    layout: Res<CurrentLayout>,
    mut drops: MessageWriter<DropTiles>,
) {
    for p in pointed.read() {
        drops.write(drop_at(&layout.0, p.tiles.clone(), p.at));
    }
}

/// Tiles let go at `at`: what lies there, and for a new set where on the
/// felt it was put (it stays there).
pub(super) fn drop_at(layout: &Layout, tiles: Vec<TileId>, at: Vec2) -> DropTiles {
    let target = layout.drop_target(at);
    let felt = matches!(target, Some(DropTarget::NewSet { .. })).then(|| layout.felt_place(at));
    DropTiles {
        tiles,
        target,
        felt,
    }
}
