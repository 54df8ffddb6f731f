//! The palette and shared look of the game.

use bevy::prelude::*;

pub mod palette {
    use bevy::prelude::Color;

    /// Green baize of the table.
    pub const FELT: Color = Color::srgb(0.09, 0.33, 0.22);
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
}

pub(super) fn plugin(app: &mut App) {
    app.insert_resource(ClearColor(palette::FELT))
        .add_systems(Startup, spawn_camera);
}

fn spawn_camera(mut commands: Commands) {
    commands.spawn((Name::new("Camera"), Camera2d));
}
