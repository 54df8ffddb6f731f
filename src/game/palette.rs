//! The table's colours, for sprites: the felt, the rack, the tiles' inks,
//! the set outlines, the markers and the tints. Plain Bevy colours (the egui
//! look is in `ui::theme`).

use bevy::prelude::Color;
use serde::{Deserialize, Serialize};

use crate::rules::Color as TileColor;

/// Green baize of the table.
pub const FELT: Color = Color::srgb(0.09, 0.33, 0.22);
/// The felt image's lightest point (its mottle and grain over `FELT`):
/// text over the felt is checked against it.
pub const FELT_LIGHTEST: [f32; 3] = [0.11, 0.37, 0.24];
/// The felt under the high-contrast setting: dark, so tiles stand out.
pub const FELT_HIGH_CONTRAST: Color = Color::srgb(0.02, 0.09, 0.06);
/// The tint over the felt's image under the high-contrast setting.
pub const FELT_TINT_HIGH_CONTRAST: Color = Color::srgb(0.22, 0.22, 0.22);
pub const INK: Color = Color::srgb(0.96, 0.94, 0.88);
pub const RACK: Color = Color::srgb(0.42, 0.26, 0.14);
pub const TILE_BLACK: Color = Color::srgb(0.10, 0.10, 0.12);
pub const TILE_BLUE: Color = Color::srgb(0.05, 0.35, 0.75);
/// A deep orange: a lighter one is hard to read on the ivory face (it must
/// stand 3:1 against it, as every numeral ink here does; a test checks).
pub const TILE_ORANGE: Color = Color::srgb(0.76, 0.37, 0.0);
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

/// The ivory of a tile's face at its top and at its foot (a gradient
/// between them; the numeral's inks are checked against the foot, the
/// darker).
pub const TILE_FACE_TOP: [f32; 3] = [0.99, 0.975, 0.92];
pub const TILE_FACE_FOOT: [f32; 3] = [0.93, 0.905, 0.83];

/// The colour of a tile's number, in the classic colours.
pub fn ink(color: Option<TileColor>) -> Color {
    TileColours::Classic.ink(color)
}

/// How the tiles' four colours are drawn (Settings → Tile colours).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub enum TileColours {
    /// Black, blue, orange and red, as on the physical tiles.
    #[default]
    Classic,
    /// Okabe and Ito's colours, which people with every common colour
    /// vision deficiency tell apart: blue, an orange, and a reddish purple
    /// for red; deepened where needed to stand out on the ivory face.
    ColourBlind,
    /// As a low-vision edition of the physical game: green for orange (the
    /// colour most often confused), and heavier numerals.
    LowVision,
}

impl TileColours {
    pub const ALL: [TileColours; 3] = [
        TileColours::Classic,
        TileColours::ColourBlind,
        TileColours::LowVision,
    ];

    /// The catalog key of its name.
    pub fn key(self) -> &'static str {
        match self {
            TileColours::Classic => "settings-tile-colours-classic",
            TileColours::ColourBlind => "settings-tile-colours-colour-blind",
            TileColours::LowVision => "settings-tile-colours-low-vision",
        }
    }

    /// The colour of a tile's number.
    pub fn ink(self, color: Option<TileColor>) -> Color {
        let Some(color) = color else {
            return JOKER;
        };
        match (self, color) {
            (TileColours::ColourBlind, TileColor::Black) => Color::srgb_u8(0, 0, 0),
            (TileColours::ColourBlind, TileColor::Blue) => Color::srgb_u8(0, 114, 178),
            (TileColours::ColourBlind, TileColor::Orange) => Color::srgb_u8(168, 116, 0),
            (TileColours::ColourBlind, TileColor::Red) => Color::srgb_u8(166, 80, 138),
            (TileColours::LowVision, TileColor::Orange) => Color::srgb_u8(30, 123, 52),
            (_, TileColor::Black) => TILE_BLACK,
            (_, TileColor::Blue) => TILE_BLUE,
            (_, TileColor::Orange) => TILE_ORANGE,
            (_, TileColor::Red) => TILE_RED,
        }
    }

    /// Numerals drawn with a heavier stroke.
    pub fn heavy(self) -> bool {
        self == TileColours::LowVision
    }
}
