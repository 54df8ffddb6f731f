//! The Bevy game on top of the rules. Nothing here decides what is legal:
//! every change of the game goes through [`crate::rules`].

use bevy::prelude::*;
use bevy::window::WindowResolution;

pub mod access;
mod audio;
pub mod dev;
pub mod flow;
pub mod input;
pub mod locale;
pub mod messages;
pub mod now;
pub mod online;
pub mod palette;
pub mod persist;
pub mod play;
pub mod puzzle;
pub mod replay;
pub mod seats;
pub mod session;
pub mod setup;
pub mod state;
pub mod table;
pub mod ui;
pub mod ui_rects;
#[cfg(target_arch = "wasm32")]
mod web_access;
#[cfg(target_arch = "wasm32")]
mod web_page;

pub use setup::parse_game_args;

/// The order of the game's work in a frame: input becomes messages, the
/// logic applies them through the rules, the view follows the state.
/// Input and logic pause with the game ([`state::PausableSystems`]); the
/// view runs on the table.
#[derive(SystemSet, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum GameSystems {
    Input,
    Logic,
    View,
}

/// Opens the game window and runs until it is closed.
pub fn run(args: &[String]) -> AppExit {
    let mut app = App::new();
    // With options on the command line the game starts at once; without,
    // at the main menu.
    if !args.is_empty() {
        match parse_game_args(args) {
            Ok(setup) => {
                app.insert_resource(setup);
            }
            Err(e) => {
                eprintln!("tilemeld: {e}");
                return AppExit::error();
            }
        }
    }
    app.add_plugins(plugin).run()
}

/// The window's first size: 1280×800, or `TILEMELD_WINDOW=WxH`.
fn window_size() -> WindowResolution {
    let (w, h) = std::env::var("TILEMELD_WINDOW")
        .ok()
        .and_then(|v| {
            let (w, h) = v.split_once('x')?;
            Some((w.trim().parse().ok()?, h.trim().parse().ok()?))
        })
        .unwrap_or((1280, 800));
    WindowResolution::new(w, h)
}

/// The whole game as one plugin.
pub fn plugin(app: &mut App) {
    app.add_plugins(
        DefaultPlugins
            .set(WindowPlugin {
                primary_window: Some(Window {
                    title: "Tilemeld".into(),
                    resolution: window_size(),
                    // A phone held upright is 360 wide; the layout fits it.
                    resize_constraints: WindowResizeConstraints {
                        min_width: 320.0,
                        min_height: 320.0,
                        ..default()
                    },
                    fit_canvas_to_parent: true,
                    // On the web, the page's canvas.
                    canvas: cfg!(target_arch = "wasm32").then(|| "#bevy".to_string()),
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
    app.add_plugins(bevy_egui::EguiPlugin::default())
        .add_systems(Startup, spawn_camera);
    // Tiles are picked by their rectangle: the images are kept only on the
    // GPU, and a tile's rounded corners are close enough to its edge.
    app.insert_resource(bevy::sprite::SpritePickingSettings {
        require_markers: false,
        picking_mode: bevy::sprite::SpritePickingMode::BoundingBox,
    });
    app.add_plugins((
        core_plugin,
        table::art_plugin,
        input::pointer_plugin,
        ui::plugin,
        persist::plugin,
        audio::plugin,
    ));
    #[cfg(not(target_arch = "wasm32"))]
    app.add_plugins(dev::script_plugin);
    #[cfg(target_arch = "wasm32")]
    app.add_plugins((web_page::plugin, web_access::plugin));
    // The page's test view: always on the web, on request natively.
    if cfg!(target_arch = "wasm32") || std::env::var_os("TILEMELD_PROBE").is_some() {
        app.add_plugins(dev::probe_plugin);
    }
}

/// The game's states, logic and view state without rendering or window
/// input: what the headless tests and the frame benchmark run (with
/// `MinimalPlugins` and `StatesPlugin`).
pub fn core_plugin(app: &mut App) {
    app.configure_sets(
        Update,
        (GameSystems::Input, GameSystems::Logic, GameSystems::View)
            .chain()
            .run_if(in_state(state::Screen::Playing)),
    )
    .configure_sets(
        Update,
        (GameSystems::Input, GameSystems::Logic).in_set(state::PausableSystems),
    )
    .add_plugins((
        state::plugin,
        locale::plugin,
        flow::plugin,
        messages::plugin,
        setup::plugin,
        play::plugin,
        puzzle::plugin,
        replay::plugin,
        online::plugin,
        table::plugin,
        input::core_plugin,
        access::plugin,
    ));
}

fn spawn_camera(mut commands: Commands) {
    commands.spawn((Name::new("Camera"), Camera2d));
}
