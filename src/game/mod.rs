//! The Bevy game on top of the rules. Nothing here decides what is legal:
//! every change of the game goes through [`crate::rules`].

use bevy::prelude::*;
use bevy::window::WindowResolution;

#[cfg(not(target_arch = "wasm32"))]
mod dev_tools;
mod table;
pub mod theme;

/// Opens the game window and runs until it is closed.
pub fn run() -> AppExit {
    App::new().add_plugins(plugin).run()
}

/// The whole game as one plugin.
pub fn plugin(app: &mut App) {
    app.add_plugins(
        DefaultPlugins
            .set(WindowPlugin {
                primary_window: Some(Window {
                    title: "Tilemeld".into(),
                    resolution: WindowResolution::new(1280, 800),
                    resize_constraints: WindowResizeConstraints {
                        min_width: 640.0,
                        min_height: 480.0,
                        ..default()
                    },
                    fit_canvas_to_parent: true,
                    prevent_default_event_handling: true,
                    ..default()
                }),
                ..default()
            })
            .set(AssetPlugin {
                // The web build serves assets next to the page; never probe for .meta files.
                meta_check: bevy::asset::AssetMetaCheck::Never,
                ..default()
            }),
    );
    app.add_plugins((theme::plugin, table::plugin));
    #[cfg(not(target_arch = "wasm32"))]
    app.add_plugins(dev_tools::plugin);
}
