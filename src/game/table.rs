//! The table view. For now a plain table with the game's name; the real
//! table (tiles, racks, sets) is built on top of this.

use bevy::prelude::*;

use super::theme::palette;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Startup, spawn_table);
}

fn spawn_table(mut commands: Commands) {
    commands.spawn((Name::new("Camera"), Camera2d));
    commands.spawn((
        Name::new("Title"),
        Text2d::new("Tilemeld"),
        TextFont {
            font_size: FontSize::Px(64.0),
            ..default()
        },
        TextColor(palette::INK),
    ));
}
