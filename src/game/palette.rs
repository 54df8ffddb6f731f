//! The table's colours, for sprites: the felt, the rack, the tiles' inks,
//! the set outlines, the markers and the tints. Plain Bevy colours (the egui
//! look is in `ui::theme`).

use bevy::prelude::Color;

use crate::rules::Color as TileColor;

/// Green baize of the table.
pub const FELT: Color = Color::srgb(0.09, 0.33, 0.22);
/// The felt under the high-contrast setting: dark, so tiles stand out.
pub const FELT_HIGH_CONTRAST: Color = Color::srgb(0.02, 0.09, 0.06);
/// The tint over the felt's image under the high-contrast setting.
pub const FELT_TINT_HIGH_CONTRAST: Color = Color::srgb(0.22, 0.22, 0.22);
pub const INK: Color = Color::srgb(0.96, 0.94, 0.88);
pub const RACK: Color = Color::srgb(0.42, 0.26, 0.14);
pub const TILE_BLACK: Color = Color::srgb(0.10, 0.10, 0.12);
pub const TILE_BLUE: Color = Color::srgb(0.05, 0.35, 0.75);
pub const TILE_ORANGE: Color = Color::srgb(0.93, 0.52, 0.05);
pub const TILE_RED: Color = Color::srgb(0.80, 0.08, 0.10);
pub const JOKER: Color = Color::srgb(0.55, 0.12, 0.55);
/// Outline of a valid set.
pub const VALID: Color = Color::srgba(1.0, 1.0, 1.0, 0.9);
/// Outline of the set a dragged tile would join, and the slot marker.
pub const TARGET: Color = Color::srgb(1.0, 0.82, 0.25);
/// Outline of an invalid set.
pub const INVALID: Color = Color::srgba(1.0, 0.25, 0.2, 1.0);

/// A sprite shown in its own colours (a tile, the felt).
pub const UNTINTED: Color = Color::WHITE;
/// Picked tiles (tapped, long-pressed, Ctrl-clicked or chosen by key).
pub const PICKED_TINT: Color = Color::srgb(1.0, 0.9, 0.55);
/// What the last turn laid, and the table tiles a lesson talks about.
pub const FRESH_TINT: Color = Color::srgb(0.78, 0.9, 1.0);
/// The other table tiles while a lesson talks about some.
pub const DIMMED_TINT: Color = Color::srgb(0.5, 0.53, 0.55);

/// The colour of a tile's number.
pub fn ink(color: Option<TileColor>) -> Color {
    match color {
        Some(TileColor::Black) => TILE_BLACK,
        Some(TileColor::Blue) => TILE_BLUE,
        Some(TileColor::Orange) => TILE_ORANGE,
        Some(TileColor::Red) => TILE_RED,
        None => JOKER,
    }
}
