//! The palette and shared look of the game.

use bevy::prelude::*;

pub mod palette {
    use bevy::prelude::Color;

    /// Green baize of the table.
    pub const FELT: Color = Color::srgb(0.09, 0.33, 0.22);
    pub const INK: Color = Color::srgb(0.96, 0.94, 0.88);
}

pub(super) fn plugin(app: &mut App) {
    app.insert_resource(ClearColor(palette::FELT));
}
