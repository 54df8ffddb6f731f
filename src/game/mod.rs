//! The Bevy game on top of the rules. Nothing here decides what is legal:
//! every change of the game goes through [`crate::rules`].
//!
//! # The modules, by feature
//!
//! Top to bottom in the order they depend on each other: a module uses only those above it. The exceptions are four small type files each feature keeps beside `session`: `puzzle/run.rs`, `replay/run.rs`, `online/room_table.rs`, `play/missed.rs`, which `session` holds and which use nothing below it (`python3 .ci/file_cycles.py src` checks there is no circle of files).
//!
//! | module | what it holds | where to look for |
//! | --- | --- | --- |
//! | `state.rs` | `Screen` (title, table), `Menu` (the menu open over it), `Pause` (computed: a menu is open) and `PausableSystems` | what runs when; the pause |
//! | `messages.rs` | input → logic messages (`LiftTiles`, `PointerDrop`, `DropTiles`, `Tap`, `TurnCommand`, `ZoomTable`, `PanTable`) and `Feedback` | how input reaches the rules |
//! | `now.rs`, `seats.rs`, `palette.rs`, `ui_rects.rs` | leaves: today's date and a fresh seed; who sits where (`SeatConfig`, `GameSetup`); the table's colours (felt, tiles, markers); where the screens drew their named buttons (read by `dev`) | the date, the seats, the tile colours |
//! | `session/` | the match, the seats, the turn's draft and the phase of play (`Session`), and what kind of table it is (`TableKind`: `Local`, `Puzzle`, `Replay`, `Online`; each kind's constructors are with its feature); `check` (a loaded save checked completely) | the game being played |
//! | `persist/` | `storage` (files or localStorage, versions, atomic writes, bad files set aside), `settings`, `stats` (games, and the puzzles' days, times and streak; `tally` counts them as rounds end), `save` (autosave, Continue, a save checked by replaying it), `replays` (the last 50 finished matches) | saving and settings |
//! | `locale/` | the language spoken (`Tr`: the one chosen in Settings, else the system's or the browser's; `TILEMELD_LANG` for a run) | the language |
//! | `flow.rs`, `setup.rs` | a game waits as `PendingGame` until the table is entered; Esc and a hidden window open the pause menu; leaving the table saves; the command line's setup | starting, continuing and leaving a game |
//! | `table/` | `cursor` (the keyboard's cursor), `layout` (pure geometry: landscape or portrait by the window's shape, every rectangle of the screen, sets where the player put them, the zoom), `placement` (where the player put sets, found again by their tiles), `zoom` (the table's zoom and pan), `tiles` (the 106 tile entities, sets, rack, pool; spawned on entering the table), `motion` (spring, deal, shake), `art` (images drawn by code) and `glyphs`, `dress` (sprites given as entities appear, markers), `confetti` | what is on the table and how it moves |
//! | `play/` | `hand` (the tiles the player holds, lifted or picked, however picked: one `Hand`), `turn` (whether the human may act now: their turn, no online move awaiting the server, nothing played out; the one check behind drags, Done, Draw, the pool, the clock and hints), `human` (drags, drops, turn commands, the give-up question), `clock` (the turn timer), `computer` (thinking), `playback` (moves played out tile by tile), `jobs` (work off the frame: threads natively, steps in the browser), `analysis` (hints and missed plays, as jobs; `missed`: the turns compared) | the turn, the timer, the computers, hints |
//! | `input/` | `pointer` (picking observers: drags, clicks as `Tap`s, a drag on free felt as a pan; pinch and wheel as zoom), `taps` (tap-to-place, long-press picking), `keys` (keyboard play), `drops` (a `PointerDrop` at a point becomes one `DropTiles` with what lies there) | mouse, touch and keys |
//! | `puzzle/`, `replay/` | a daily puzzle or a lesson on the table (`daily`: one rack, the time counting up, Show solution as a playback; `lesson`: its goal and the tiles it talks about; `run`); a kept match watched again (forward as a playback, back by replaying the log; `run`) | puzzles, lessons and replays |
//! | `online/` | the client, by concern: `connection` (the pipe: transport, link, backoff and the one outgoing buffer; `FromServer`/`ToServer`/`LinkEvent` messages), `seat` (the ticket kept on disk), `room` (the room shown), `player` (the player id and secret kept on disk; signing in), `waiting` (a quick match), `watch`, `lists`, `reactions`, `problem` (what went wrong, in words), `ask` (what the player asks, as `Ask` messages), `requests` (what each ask does across the concerns), `turn_title` (the title and icon on your turn), `socket` (the `Transport`: tungstenite on a thread natively, the page's WebSocket in a browser), `room_table` (the seat's table and its moves on their way), `table` (the table follows the server's views, sends its moves, tells refusals; others' plays laid out) | online play |
//! | `access/` | the table for a screen reader, plain game state: `announce` (what is said when something happens: each play in words, draws, refusals, where put tiles went, the turn's start; a frame's sentences as one), `reading` (the rack and the table as lists of tiles in words), `actions` (a reader's buttons: pick a tile, put the picked tiles into a set, as a new set or back) | screen readers |
//! | `audio.rs` | music and effects (synthesised at start-up: no sound files are read) | sound |
//! | `ui/` | `theme` (palette, widgets, fonts, size and contrast, every text colour with its background, right-to-left paragraphs, rows and grids in the language's direction), `access_tree` (the table's lists, buttons and live region in egui's accessibility tree; labels put in reading order), `web_fonts` (a script's font fetched when needed, in a browser), `hud/` (one system per panel: seats with generated avatars, pool, controls, set tooltip, notices, hot-seat cover, give-up prompt), `round_end` (results and Play again), `puzzle_card` (a puzzle's heading and result), `replay_bar` (the viewer's buttons), `menus/` (main, new game, rule options, settings, how to play, pause, puzzles, replays, play online with its tabs: quick match, friends and the lobby, your games, watch, leaderboard), `hud/connection` (the banner while reconnecting), `hud/reactions` (React, mute, reactions shown) | the HUD, the round-end screen, the menus |
//! | `web_page.rs`, `web_access.rs` | the browser page: the scale corrected when a browser reports CSS pixels as physical ones; the accessibility tree sent to the page's copy (`web/access.js`) and its presses brought back, the page's language and direction | the web build's size; screen readers in a browser |
//! | `dev/` | `script` (scripted play and screenshots for the window tests), `widgets` (what egui drew, from its accessibility tree, written beside a screenshot for the layout test), `probe` (the page's JSON view for the browser test) | test tooling |

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
