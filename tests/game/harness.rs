//! What every test of the game builds on: the one headless app, ways to
//! drive it (drags, keys, turn commands) and read it, and the names the
//! tests use (re-exported, as the tests' prelude).

pub use std::time::Duration;

pub use bevy::prelude::*;
pub use bevy::time::TimeUpdateStrategy;
pub use tilemeld::ai::Level;
pub use tilemeld::game::core_plugin;
pub use tilemeld::game::messages::{Feedback, LiftTiles, PointerDrop, TurnCommand};
pub use tilemeld::game::persist::Storage;
pub use tilemeld::game::persist::storage::Store;
pub use tilemeld::game::play::playback::{ComputerSpeed, Playback};
pub use tilemeld::game::seats::{GameSetup, SeatConfig};
pub use tilemeld::game::session::{Phase, Session};
pub use tilemeld::game::table::{CurrentLayout, TilePlace, TileView};
pub use tilemeld::rules::{Action, DropTarget, Round, RuleSet, SetId, TileId, faces, format_tiles};

pub const FRAME: Duration = Duration::from_millis(16);

/// The one headless app of these tests: the game's states, logic and view
/// state (no window, no renderer), with or without the stored files
/// (settings, statistics, saving) in `store`. A `GameSetup` starts a game.
pub fn headless_app(setup: Option<GameSetup>, store: Option<Store>, computer_speed: f32) -> App {
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, bevy::state::app::StatesPlugin))
        .insert_resource(TimeUpdateStrategy::ManualDuration(FRAME))
        .insert_resource(ComputerSpeed(computer_speed))
        .init_resource::<ButtonInput<KeyCode>>()
        .add_message::<bevy::input::keyboard::KeyboardInput>();
    if let Some(setup) = setup {
        app.insert_resource(setup);
    }
    app.world_mut().spawn(Window::default());
    app.add_plugins(core_plugin);
    if let Some(store) = store {
        app.insert_resource(Storage(store))
            .add_plugins(tilemeld::game::persist::plugin);
    }
    app.update();
    app.update();
    app
}

/// A game on the table. Computer turns wait, so each test sees the state a
/// human turn left; the computer-turn tests speed them up.
pub fn app(setup: GameSetup) -> App {
    headless_app(Some(setup), None, 0.0)
}

/// Dana (a person) against Ada (a Medium computer), seed 5, the modern
/// rules.
pub fn dana_against_ada() -> GameSetup {
    GameSetup {
        seats: vec![
            SeatConfig::human("Dana"),
            SeatConfig::computer("Ada", Level::Medium),
        ],
        seed: 5,
        rules: RuleSet::default(),
    }
}

/// Rearranges the round: these racks and table, everyone past the initial
/// meld, seat 0 to play; the other tiles in the pool.
pub fn arrange(app: &mut App, racks: &[&str], table: &[&str]) {
    let mut session = app.world_mut().resource_mut::<Session>();
    let rules = session.rules().clone();
    session.game.round = Round::arranged(racks, table, &rules).unwrap();
    session.rack_orders = vec![Vec::new(); racks.len()];
    session.begin_turn();
    app.update();
    app.update();
}

pub fn session(app: &App) -> &Session {
    app.world().resource::<Session>()
}

pub fn rack_tile(app: &App, face: &str) -> TileId {
    let face = face.parse().unwrap();
    *session(app)
        .draft
        .rack
        .iter()
        .find(|t| t.face() == face)
        .unwrap()
}

pub fn place_of(app: &mut App, tile: TileId) -> TilePlace {
    let mut q = app.world_mut().query::<(&TileView, &TilePlace)>();
    q.iter(app.world())
        .find(|(v, _)| v.0 == tile)
        .map(|(_, p)| *p)
        .unwrap()
}

pub fn layout(app: &App) -> tilemeld::game::table::layout::Layout {
    app.world().resource::<CurrentLayout>().0.clone()
}

pub fn drag(app: &mut App, tiles: Vec<TileId>, at: Vec2) {
    app.world_mut().write_message(LiftTiles {
        tiles: tiles.clone(),
    });
    app.update();
    app.world_mut().write_message(PointerDrop { tiles, at });
    app.update();
    app.update();
}

/// Presses a key for one frame, as the keyboard would (headless apps have no
/// input plugin to clear it).
pub fn press_key(app: &mut App, key: KeyCode) {
    app.world_mut()
        .resource_mut::<ButtonInput<KeyCode>>()
        .press(key);
    app.update();
    let mut keys = app.world_mut().resource_mut::<ButtonInput<KeyCode>>();
    keys.release(key);
    keys.clear();
}

pub fn command(app: &mut App, c: TurnCommand) {
    app.world_mut().write_message(c);
    app.update();
    app.update();
}

pub fn feedback(app: &mut App) -> Vec<Feedback> {
    let messages = app.world().resource::<Messages<Feedback>>();
    let mut cursor = messages.get_cursor();
    cursor.read(messages).cloned().collect()
}

pub fn table_text(app: &App) -> Vec<String> {
    session(app)
        .draft
        .sets
        .iter()
        .map(|s| format_tiles(&faces(&s.tiles)))
        .collect()
}

/// A phrase as an English reader sees it.
pub fn english(phrase: &tilemeld::i18n::Phrase) -> String {
    static ENGLISH: std::sync::LazyLock<tilemeld::i18n::Messages> =
        std::sync::LazyLock::new(|| tilemeld::i18n::Messages::new(tilemeld::i18n::Lang::En));
    ENGLISH.phrase(phrase)
}
