//! The table: where everything goes (layout), the tile, set, rack and pool
//! entities of a game, their motion, and how they are drawn (art).

pub mod art;
mod confetti;
pub mod cursor;
mod dress;
mod glyphs;
pub mod layout;
pub mod motion;
mod placement;
pub mod tiles;
mod zoom;

use bevy::prelude::*;

pub use cursor::KeyCursor;
pub use dress::{DIMMED_TINT, FRESH_TINT, tile_tint};
pub use layout::{CurrentLayout, TableZoom};
pub use motion::TileMotion;
pub use placement::SetPlacements;
pub use tiles::{PointerWorld, SetView, TilePlace, TileView};

/// The systems that bring the view in line with the state.
#[derive(SystemSet, Debug, Clone, PartialEq, Eq, Hash)]
pub struct ViewSync;

/// The table's state and entities, without drawing (headless apps run this).
pub(super) fn plugin(app: &mut App) {
    app.add_plugins((
        tiles::plugin,
        motion::plugin,
        placement::plugin,
        zoom::plugin,
    ));
}

/// How the table is drawn: the generated images, sprites for every entity,
/// markers and confetti. Needs images and a renderer.
pub fn art_plugin(app: &mut App) {
    app.add_plugins((art::plugin, dress::plugin, confetti::plugin));
}
