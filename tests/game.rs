//! Headless tests of the game's real systems: a Bevy app with
//! `MinimalPlugins` and the game's core plugin, no window or renderer,
//! driven by the same messages the pointer and buttons send.

use std::time::Duration;

use bevy::prelude::*;
use bevy::time::TimeUpdateStrategy;
use tilemeld::ai::Level;
use tilemeld::game::core_plugin;
use tilemeld::game::messages::{DropTiles, Feedback, LiftTiles, TurnCommand};
use tilemeld::game::persist::Storage;
use tilemeld::game::persist::storage::Store;
use tilemeld::game::play::playback::{ComputerSpeed, Playback};
use tilemeld::game::session::{GameSetup, Phase, SeatConfig, Session};
use tilemeld::game::table::{CurrentLayout, TilePlace, TileView};
use tilemeld::rules::{Action, DropTarget, Round, RuleSet, SetId, TileId, faces, format_tiles};

#[path = "game/hardening.rs"]
mod hardening;
#[path = "game/lessons.rs"]
mod lessons;
#[path = "game/monkey.rs"]
mod monkey;
#[path = "game/online.rs"]
mod online;
#[path = "game/placement.rs"]
mod placement;
#[path = "game/puzzle.rs"]
mod puzzle;
#[path = "game/replay.rs"]
mod replay;
#[path = "game/show_me.rs"]
mod show_me;
#[path = "game/touch.rs"]
mod touch;

const FRAME: Duration = Duration::from_millis(16);

/// The one headless app of these tests: the game's states, logic and view
/// state (no window, no renderer), with or without the stored files
/// (settings, statistics, saving) in `store`. A `GameSetup` starts a game.
pub fn headless_app(setup: Option<GameSetup>, store: Option<Store>, computer_speed: f32) -> App {
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, bevy::state::app::StatesPlugin))
        .insert_resource(TimeUpdateStrategy::ManualDuration(FRAME))
        .insert_resource(ComputerSpeed(computer_speed))
        .init_resource::<ButtonInput<KeyCode>>();
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
fn app(setup: GameSetup) -> App {
    headless_app(Some(setup), None, 0.0)
}

pub fn two_humans_or_one() -> GameSetup {
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

fn place_of(app: &mut App, tile: TileId) -> TilePlace {
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
    app.world_mut().write_message(DropTiles { tiles, at });
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

#[test]
fn dragging_a_rack_tile_onto_a_set_extends_it_in_the_rules_and_on_screen() {
    let mut app = app(two_humans_or_one());
    arrange(&mut app, &["r7 k1 k2", "b1 k5 r9 o13"], &["r4 r5 r6"]);
    let r7 = rack_tile(&app, "r7");
    assert_eq!(place_of(&mut app, r7), TilePlace::Rack { slot: 0 });
    // Drop it on the left end of the set: the run re-orders itself.
    let set = layout(&app).sets[0].clone();
    drag(&mut app, vec![r7], set.tiles[0] - Vec2::new(5.0, 0.0));
    assert_eq!(table_text(&app), vec!["r4 r5 r6 r7"]);
    assert_eq!(
        place_of(&mut app, r7),
        TilePlace::Table {
            set: set.id,
            slot: 3
        }
    );
    // The entity heads for the slot the layout gives it.
    let target = layout(&app).sets[0].tiles[3];
    let mut q = app
        .world_mut()
        .query::<(&TileView, &tilemeld::game::table::TileMotion)>();
    let motion = q
        .iter(app.world())
        .find(|(v, _)| v.0 == r7)
        .unwrap()
        .1
        .target;
    assert!(motion.distance(target) < 0.5);

    command(&mut app, TurnCommand::Done);
    let s = session(&app);
    assert_eq!(format_tiles(&faces(&s.game.round.table[0])), "r4 r5 r6 r7");
    assert!(!s.game.round.seats[0].rack.contains(&r7));
    assert_eq!(s.game.round.current, 1);
    assert!(matches!(s.game.log.last(), Some(Action::Play { .. })));
}

#[test]
fn dropping_on_free_table_space_makes_a_new_set() {
    let mut app = app(two_humans_or_one());
    arrange(&mut app, &["k1 k2 k3 r9", "b1 k5 r9 o13"], &["r4 r5 r6"]);
    let l = layout(&app);
    let free = Vec2::new(l.table.center().x, l.table.min.y + 20.0);
    for face in ["k2", "k1", "k3"] {
        let tile = rack_tile(&app, face);
        let target = if face == "k2" {
            free
        } else {
            // Onto the new set.
            layout(&app).sets[1].tiles[0]
        };
        drag(&mut app, vec![tile], target);
    }
    assert_eq!(
        table_text(&app),
        vec!["r4 r5 r6", "k1 k2 k3"],
        "{:?}",
        layout(&app).sets
    );
    assert_eq!(session(&app).draft.rack.len(), 1);
    command(&mut app, TurnCommand::Done);
    assert_eq!(session(&app).game.round.table.len(), 2);
}

#[test]
fn an_illegal_drop_returns_the_tile() {
    let mut app = app(two_humans_or_one());
    arrange(&mut app, &["r7 k1 k2", "b1 k5 r9 o13"], &["r3 r4 r5 r6"]);
    let before = session(&app).draft.clone();
    let table_tile = session(&app).draft.sets[0].tiles[0];
    // A table tile dropped on the rack: the rules never allow it.
    let rack_slot = layout(&app).rack_slots[0];
    drag(&mut app, vec![table_tile], rack_slot);
    assert_eq!(session(&app).draft, before);
    assert!(matches!(
        place_of(&mut app, table_tile),
        TilePlace::Table { slot: 0, .. }
    ));
    let said = feedback(&mut app);
    assert!(
        said.iter()
            .any(|f| matches!(f, Feedback::Refused(m) if m.contains("never go back"))),
        "{said:?}"
    );
    // Off the table entirely: back where it was, silently.
    let r7 = rack_tile(&app, "r7");
    drag(&mut app, vec![r7], Vec2::new(0.0, 10_000.0));
    assert_eq!(session(&app).draft, before);
    assert_eq!(place_of(&mut app, r7), TilePlace::Rack { slot: 0 });
}

#[test]
fn before_the_initial_meld_table_tiles_cannot_be_lifted() {
    let mut app = app(two_humans_or_one());
    arrange(&mut app, &["r7 k1 k2", "b1 k5 r9 o13"], &["r4 r5 r6"]);
    app.world_mut().resource_mut::<Session>().game.round.seats[0].initial_meld_done = false;
    app.world_mut().resource_mut::<Session>().begin_turn();
    app.update();
    let table_tile = session(&app).draft.sets[0].tiles[0];
    let before = session(&app).draft.clone();
    let at = layout(&app).table.center();
    drag(&mut app, vec![table_tile], at);
    assert_eq!(session(&app).draft, before);
    assert!(
        feedback(&mut app)
            .iter()
            .any(|f| matches!(f, Feedback::Refused(m) if m.contains("initial meld")))
    );
}

#[test]
fn done_is_refused_for_an_invalid_table_with_the_reason() {
    let mut app = app(two_humans_or_one());
    arrange(&mut app, &["r7 k1 k2", "b1 k5 r9 o13"], &["r4 r5 r6"]);
    let k1 = rack_tile(&app, "k1");
    let l = layout(&app);
    drag(
        &mut app,
        vec![k1],
        Vec2::new(l.table.center().x, l.table.min.y + 20.0),
    );
    command(&mut app, TurnCommand::Done);
    let said = feedback(&mut app);
    assert!(
        said.iter().any(
            |f| matches!(f, Feedback::TurnRefused(m) if m.contains("k1") && m.contains("not valid"))
        ),
        "{said:?}"
    );
    let s = session(&app);
    assert_eq!(s.phase, Phase::Human);
    assert_eq!(s.game.log.len(), 0, "nothing reached the rules' log");
    assert_eq!(s.game.round.table.len(), 1);
    // Giving up restores the table and draws the penalty.
    command(&mut app, TurnCommand::GiveUp);
    let s = session(&app);
    assert_eq!(s.game.round.seats[0].rack.len(), 4);
    assert_eq!(s.game.round.table.len(), 1);
}

#[test]
fn undo_and_reset_restore_exactly() {
    let mut app = app(two_humans_or_one());
    arrange(
        &mut app,
        &["r7 r8 k2 k1", "b1 k5 r9 o13"],
        &["r4 r5 r6", "o9 o10 o11"],
    );
    let start = session(&app).draft.clone();
    let (r7, r8) = (rack_tile(&app, "r7"), rack_tile(&app, "r8"));
    let set0 = layout(&app).sets[0].tiles[2] + Vec2::new(10.0, 0.0);
    drag(&mut app, vec![r7], set0);
    let after_one = session(&app).draft.clone();
    let set0 = layout(&app).sets[0].tiles[3] + Vec2::new(10.0, 0.0);
    drag(&mut app, vec![r8], set0);
    assert_eq!(table_text(&app)[0], "r4 r5 r6 r7 r8");
    command(&mut app, TurnCommand::SortGroups);
    command(&mut app, TurnCommand::Undo);
    command(&mut app, TurnCommand::Undo);
    assert_eq!(session(&app).draft.sets, after_one.sets);
    assert_eq!(session(&app).draft.rack, after_one.rack);
    command(&mut app, TurnCommand::Reset);
    assert_eq!(session(&app).draft.sets, start.sets);
    assert_eq!(session(&app).draft.rack, start.rack);
    assert_eq!(place_of(&mut app, r7), TilePlace::Rack { slot: 0 });
}

#[test]
fn sorting_the_rack_groups_numbers_or_runs_colours() {
    let mut app = app(two_humans_or_one());
    arrange(&mut app, &["r7 k8 b7 r8 k7", "b1 k5 r9 o13"], &[]);
    command(&mut app, TurnCommand::SortGroups);
    assert_eq!(
        format_tiles(&faces(&session(&app).draft.rack)),
        "k7 b7 r7 k8 r8"
    );
    command(&mut app, TurnCommand::SortRuns);
    assert_eq!(
        format_tiles(&faces(&session(&app).draft.rack)),
        "k7 k8 b7 r7 r8"
    );
}

#[test]
fn timer_expiry_reverts_the_table_and_draws_the_penalty() {
    let mut app = app(two_humans_or_one());
    arrange(&mut app, &["r7 k1 k2", "b1 k5 r9 o13"], &["r4 r5 r6"]);
    let r7 = rack_tile(&app, "r7");
    let at = layout(&app).sets[0].tiles[2] + Vec2::new(10.0, 0.0);
    drag(&mut app, vec![r7], at);
    assert_eq!(table_text(&app), vec!["r4 r5 r6 r7"]);
    // Sixty seconds at 16 ms a frame.
    for _ in 0..(60_000 / 16 + 2) {
        app.update();
        if session(&app).game.round.current != 0 {
            break;
        }
    }
    let s = session(&app);
    assert_eq!(s.game.round.current, 1, "the turn ended");
    assert_eq!(
        format_tiles(&faces(&s.game.round.table[0])),
        "r4 r5 r6",
        "the table is as it was"
    );
    assert_eq!(
        s.game.round.seats[0].rack.len(),
        4,
        "r7 back on the rack and one tile drawn"
    );
    assert!(s.game.round.seats[0].rack.contains(&r7));
    match s.game.log.last() {
        Some(Action::Timeout { attempted }) => assert_eq!(
            attempted
                .iter()
                .map(|set| format_tiles(&faces(set)))
                .collect::<Vec<_>>(),
            vec!["r4 r5 r6 r7"],
            "the rules were given the table the player left"
        ),
        other => panic!("not a timeout: {other:?}"),
    }
    let said = feedback(&mut app);
    assert!(
        said.iter()
            .any(|f| matches!(f, Feedback::TimeUp { seat: 0, drew: 1 })),
        "{said:?}"
    );
}

#[test]
fn a_computer_turn_played_move_by_move_ends_as_the_rules_say() {
    let setup = GameSetup {
        seats: vec![
            SeatConfig::computer("Ada", Level::Hard),
            SeatConfig::human("Dana"),
        ],
        seed: 9,
        rules: RuleSet::default(),
    };
    let mut app = app(setup);
    app.insert_resource(ComputerSpeed(2.0));
    arrange(
        &mut app,
        &["r7 r8 k1 k2 k3 o5", "b1 b2 b3 b4"],
        &["r4 r5 r6", "o6 o7 o8"],
    );
    assert_eq!(session(&app).phase, Phase::Computer);
    let mut shown = None;
    let mut steps_seen = std::collections::BTreeSet::new();
    for _ in 0..2000 {
        app.update();
        let left = app.world().resource::<Playback>().moves_left();
        if app.world().resource::<Playback>().is_playing() {
            steps_seen.insert(left);
            if left == 0 && shown.is_none() {
                shown = Some(session(&app).draft.table());
            }
        }
        if session(&app).game.round.current == 1 {
            break;
        }
    }
    assert!(
        steps_seen.len() >= 4,
        "the turn played out move by move: {steps_seen:?}"
    );
    let norm = |t: &[Vec<TileId>]| {
        let mut sets: Vec<Vec<TileId>> = t
            .iter()
            .map(|s| {
                let mut s = s.clone();
                s.sort();
                s
            })
            .collect();
        sets.sort();
        sets
    };
    let s = session(&app);
    // What Ada laid is marked for the next player: the table's tiles that
    // were not on it before, and nothing else.
    let mut laid = s.last_laid.clone();
    laid.sort();
    let mut new_tiles: Vec<TileId> = s
        .game
        .round
        .table
        .iter()
        .flatten()
        .copied()
        .filter(|t| !["r4", "r5", "r6", "o6", "o7", "o8"].contains(&t.face().to_string().as_str()))
        .collect();
    new_tiles.sort();
    assert!(!laid.is_empty(), "Ada played");
    assert_eq!(laid, new_tiles);
    let shown = shown.expect("all moves were shown before the turn ended");
    assert_eq!(
        norm(&shown),
        norm(&s.game.round.table),
        "what was shown is what the rules applied"
    );
    assert!(s.game.round.check_invariants().is_ok());
    // Every tile entity agrees with the rules' table.
    for set in &s.game.round.table.clone() {
        let places: Vec<TilePlace> = set.iter().map(|&t| place_of(&mut app, t)).collect();
        let ids: Vec<SetId> = places
            .iter()
            .map(|p| match p {
                TilePlace::Table { set, .. } => *set,
                other => panic!("{other:?}"),
            })
            .collect();
        assert!(ids.windows(2).all(|w| w[0] == w[1]));
    }
}

#[test]
fn hot_seat_hides_racks_until_the_next_player_is_ready() {
    let setup = GameSetup {
        seats: vec![SeatConfig::human("Dana"), SeatConfig::human("Eli")],
        seed: 3,
        rules: RuleSet::default(),
    };
    let mut app = app(setup);
    let current = session(&app).current_seat();
    assert_eq!(session(&app).phase, Phase::Cover { seat: current });
    let tile = session(&app).game.round.seats[current].rack[0];
    assert!(
        matches!(place_of(&mut app, tile), TilePlace::Hidden { .. }),
        "covered: face down"
    );
    command(&mut app, TurnCommand::Reveal);
    assert_eq!(session(&app).phase, Phase::Human);
    assert!(matches!(place_of(&mut app, tile), TilePlace::Rack { .. }));
    command(&mut app, TurnCommand::Draw);
    let next = session(&app).current_seat();
    assert_ne!(next, current);
    assert_eq!(session(&app).phase, Phase::Cover { seat: next });
    assert!(matches!(place_of(&mut app, tile), TilePlace::Hidden { .. }));
}

#[test]
fn a_set_dropped_whole_merges_into_another() {
    let mut app = app(two_humans_or_one());
    arrange(
        &mut app,
        &["r7 k1 k2", "b1 k5 r9 o13"],
        &["o4 o5 o6", "o7 o8 o9"],
    );
    let second = session(&app).draft.sets[1].tiles.clone();
    let target = layout(&app).sets[0].tiles[2] + Vec2::new(20.0, 0.0);
    drag(&mut app, second, target);
    assert_eq!(table_text(&app), vec!["o4 o5 o6 o7 o8 o9"]);
    let _ = DropTarget::Rack { index: 0 };
}

/// Real windows under Xvfb with Mesa's software Vulkan, driven by scripts;
/// the screenshots are checked and kept in `$TMPDIR/tilemeld-screens` to
/// look at.
mod window {
    use std::path::{Path, PathBuf};

    pub struct Shot {
        pub width: u32,
        pub height: u32,
        channels: usize,
        pixels: Vec<u8>,
    }

    impl Shot {
        pub fn load(path: &Path) -> Shot {
            let file =
                std::fs::File::open(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
            let mut reader = png::Decoder::new(std::io::BufReader::new(file))
                .read_info()
                .unwrap();
            let mut pixels = vec![0; reader.output_buffer_size().unwrap()];
            let info = reader.next_frame(&mut pixels).unwrap();
            Shot {
                width: info.width,
                height: info.height,
                channels: info.line_size / info.width as usize,
                pixels,
            }
        }

        pub fn at(&self, x: u32, y: u32) -> [u8; 3] {
            let i = (y.min(self.height - 1) as usize * self.width as usize
                + x.min(self.width - 1) as usize)
                * self.channels;
            [self.pixels[i], self.pixels[i + 1], self.pixels[i + 2]]
        }

        /// Samples on a 4-pixel grid matching `pred`.
        pub fn count(&self, pred: impl Fn([u8; 3]) -> bool) -> usize {
            let mut n = 0;
            for y in (0..self.height).step_by(4) {
                for x in (0..self.width).step_by(4) {
                    n += usize::from(pred(self.at(x, y)));
                }
            }
            n
        }

        pub fn colours(&self) -> usize {
            let mut set = std::collections::HashSet::new();
            for y in (0..self.height).step_by(4) {
                for x in (0..self.width).step_by(4) {
                    let [r, g, b] = self.at(x, y);
                    set.insert([r / 16, g / 16, b / 16]);
                }
            }
            set.len()
        }
    }

    pub fn felt(p: [u8; 3]) -> bool {
        let [r, g, b] = p.map(i32::from);
        g > r + 30 && g > b + 10
    }

    pub fn gold(p: [u8; 3]) -> bool {
        let [r, g, b] = p.map(i32::from);
        r > 220 && g > 180 && g < 235 && b < 150
    }

    /// Where screenshots are kept for people to look at.
    pub fn shots_dir() -> PathBuf {
        let dir = std::env::temp_dir().join("tilemeld-screens");
        std::fs::create_dir_all(&dir).unwrap();
        dir
    }

    /// Runs the game in a 1280×800 virtual screen with a script; its
    /// settings and saved game go to a fresh folder.
    pub fn run(name: &str, args: &[&str], script: &str) {
        let home =
            std::env::temp_dir().join(format!("tilemeld-window-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&home);
        std::fs::create_dir_all(&home).unwrap();
        let log = home.join("game.log");
        let status = std::process::Command::new("xvfb-run")
            .args([
                "-a",
                "-s",
                "-screen 0 1280x800x24",
                env!("CARGO_BIN_EXE_tilemeld"),
            ])
            .args(args)
            .env("TILEMELD_SCRIPT", script)
            .env("TILEMELD_HOME", &home)
            // Started away from the repository: the game carries what it needs.
            .current_dir(&home)
            .env("TILEMELD_COMPUTER_SPEED", "40")
            .stdout(std::fs::File::create(&log).unwrap())
            .stderr(std::fs::File::options().append(true).open(&log).unwrap())
            .status()
            .expect("xvfb-run is installed (bash .ci/setup installs it)");
        let text = std::fs::read_to_string(&log).unwrap_or_default();
        assert!(
            status.success(),
            "{name}: the game exits cleanly: {status}\n{text}"
        );
        assert!(!text.contains("panicked"), "{name}: no panic\n{text}");
        assert!(
            !text.contains("Path not found"),
            "{name}: every asset is found when started from {}\n{text}",
            home.display()
        );
        let _ = std::fs::remove_dir_all(&home);
    }
}

/// A seeded game, scripted drags onto the table, a screenshot, and a check
/// that tiles are really drawn where the game says they are.
#[test]
#[ignore = "needs Xvfb and a Vulkan driver; .ci/test runs it with --ignored"]
fn the_window_draws_tiles_where_the_layout_puts_them() {
    let shot = window::shots_dir().join("table.png");
    let script = format!(
        "until-human; wait 20; cmd sort-runs; wait 10; drag rack0 new; wait 10; drag rack0 set-last; \
         wait 10; drag rack0 set-last; wait 60; shot {}; quit",
        shot.display()
    );
    window::run(
        "table",
        &["--seed", "7", "--seats", "You:human,Ada:medium"],
        &script,
    );
    let img = window::Shot::load(&shot);
    assert_eq!((img.width, img.height), (1280, 800));
    let green = img.count(window::felt);
    assert!(
        green > 20_000,
        "the table is felt green ({green} green samples)"
    );
    assert!(
        img.colours() > 40,
        "something is drawn on it ({} colours)",
        img.colours()
    );

    // Every settled tile the game reports is an ivory face in the picture.
    let map: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(format!("{}.json", shot.display())).unwrap())
            .unwrap();
    let tiles = map["tiles"].as_array().unwrap();
    let settled: Vec<&serde_json::Value> = tiles.iter().filter(|t| t["settled"] == true).collect();
    assert!(
        settled.len() >= 12,
        "a rack of tiles is drawn ({} settled)",
        settled.len()
    );
    assert!(
        settled.iter().filter(|t| t["on_table"] == true).count() >= 3,
        "the dragged tiles are on the table"
    );
    for t in settled {
        let r = t["rect"].as_array().unwrap();
        let (x0, y0, x1, y1) = (
            r[0].as_f64().unwrap(),
            r[1].as_f64().unwrap(),
            r[2].as_f64().unwrap(),
            r[3].as_f64().unwrap(),
        );
        // A corner of the face, away from the number and the border.
        let (x, y) = (
            (x0 + (x1 - x0) * 0.2) as u32,
            (y0 + (y1 - y0) * 0.12) as u32,
        );
        let [red, green, blue] = img.at(x, y);
        assert!(
            red > 180 && green > 170 && blue > 140 && red >= blue,
            "tile {} at ({x}, {y}) is ivory, not ({red}, {green}, {blue})",
            t["tile"]
        );
    }
}

/// The screens around the table: main menu, new game, settings and how to
/// play, each drawn over the felt.
#[test]
#[ignore = "needs Xvfb and a Vulkan driver; .ci/test runs it with --ignored"]
fn the_menu_screens_are_drawn() {
    let dir = window::shots_dir();
    let names = ["main", "new-game", "settings", "how-to-play"];
    let mut script = String::from("wait 30; ");
    for name in names {
        script.push_str(&format!(
            "menu {name}; wait 15; shot {}; ",
            dir.join(format!("{name}.png")).display()
        ));
    }
    script.push_str("quit");
    window::run("menus", &[], &script);
    for name in names {
        let img = window::Shot::load(&dir.join(format!("{name}.png")));
        let felt = img.count(window::felt);
        // The card in the middle is dark, with light text on it.
        let dark = img.count(|[r, g, b]| r < 40 && g < 60 && b < 50);
        let light = img.count(|[r, g, b]| r > 200 && g > 200 && b > 190);
        assert!(felt > 5_000, "{name}: felt around the card ({felt})");
        assert!(dark > 3_000, "{name}: a card is drawn ({dark})");
        assert!(light > 40, "{name}: text is written ({light})");
        if name == "main" {
            // The name on a row of ivory tiles, in the tiles' inks.
            let ivory = img.count(|[r, g, b]| r > 240 && g > 235 && b > 215 && b < 240);
            let red = img.count(|[r, g, b]| r > 170 && g < 80 && b < 80);
            let blue = img.count(|[r, g, b]| b > 150 && r < 60 && g < 120);
            assert!(ivory > 600, "the title's tiles are drawn ({ivory})");
            assert!(
                red > 8 && blue > 8,
                "with red and blue letters ({red}, {blue})"
            );
        }
    }
}

/// A round between computer players, to its end: the result screen shows
/// (its gold headline) over the table, with confetti.
#[test]
#[ignore = "needs Xvfb and a Vulkan driver; .ci/test runs it with --ignored"]
fn the_round_end_screen_is_drawn() {
    let shot = window::shots_dir().join("round-end.png");
    let script = format!("until-round-over; wait 8; shot {}; quit", shot.display());
    window::run(
        "round-end",
        &[
            "--seed",
            "11",
            "--seats",
            "Ada:hard,Ben:medium,Cleo:hard,Dev:greedy",
        ],
        &script,
    );
    let img = window::Shot::load(&shot);
    assert!(img.count(window::gold) > 150, "a gold headline");
    assert!(
        img.count(|[r, g, b]| r > 225 && g > 215 && b > 180) > 800,
        "ivory tiles on the table"
    );
    assert!(
        img.colours() > 60,
        "a busy picture ({} colours)",
        img.colours()
    );
}

/// Pause → Settings → Back → Resume over a game in a real window: the
/// table is drawn again with its tiles (it once came back empty).
#[test]
#[ignore = "needs Xvfb and a Vulkan driver; .ci/test runs it with --ignored"]
fn the_pause_menu_opens_over_the_table_and_closes_back_to_it() {
    let dir = window::shots_dir();
    let shot = |name: &str| dir.join(format!("{name}.png"));
    let script = format!(
        "until-human; wait 20; drag rack0 new; wait 20; menu pause; wait 10; shot {}; \
         menu settings; wait 10; shot {}; menu pause; wait 5; menu none; wait 30; shot {}; quit",
        shot("paused").display(),
        shot("paused-settings").display(),
        shot("resumed").display()
    );
    window::run(
        "pause",
        &["--seed", "7", "--seats", "You:human,Ada:medium,Ben:hard"],
        &script,
    );
    let ivory = |img: &window::Shot| img.count(|[r, g, b]| r > 225 && g > 215 && b > 180);
    let paused = window::Shot::load(&shot("paused"));
    let resumed = window::Shot::load(&shot("resumed"));
    assert!(
        paused.count(|[r, g, b]| r < 40 && g < 60 && b < 50) > 3_000,
        "the pause card is drawn"
    );
    assert!(ivory(&resumed) > 800, "the tiles are back on the table");
    let map: serde_json::Value = serde_json::from_str(
        &std::fs::read_to_string(format!("{}.json", shot("resumed").display())).unwrap(),
    )
    .unwrap();
    let tiles = map["tiles"].as_array().unwrap();
    assert!(
        tiles.iter().filter(|t| t["on_table"] == true).count() >= 1,
        "the tile played before the pause is still on the table"
    );
    assert!(
        tiles.iter().filter(|t| t["place"] == "rack").count() >= 13,
        "the rack is still there"
    );
}

/// Under Sabra, Draw from a changed table asks first: the question is
/// drawn over the table, and the Draw button says it gives the turn up.
#[test]
#[ignore = "needs Xvfb and a Vulkan driver; .ci/test runs it with --ignored"]
fn draw_from_a_changed_table_asks_before_giving_up() {
    let shot = window::shots_dir().join("give-up.png");
    let script = format!(
        "until-human; wait 20; drag rack0 new; wait 20; cmd draw; wait 20; shot {}; quit",
        shot.display()
    );
    window::run(
        "give-up",
        &[
            "--seed",
            "7",
            "--seats",
            "You:human,Ada:medium",
            "--rules",
            "sabra",
        ],
        &script,
    );
    let img = window::Shot::load(&shot);
    // The question's card sits in the middle of the window.
    let (w, h) = (img.width, img.height);
    let mut dark = 0;
    for y in (h / 2 - 40..h / 2 + 40).step_by(4) {
        for x in (w / 2 - 150..w / 2 + 150).step_by(4) {
            let [r, g, b] = img.at(x, y);
            dark += usize::from(r < 40 && g < 60 && b < 50);
        }
    }
    assert!(dark > 400, "a card in the middle ({dark} dark samples)");
}

#[test]
fn stepped_thinking_for_the_web_plays_the_same_turn_as_a_thread() {
    use tilemeld::game::play::jobs::ThinkingMode;
    let setup = GameSetup {
        seats: vec![
            SeatConfig::computer("Ada", Level::Hard),
            SeatConfig::human("Dana"),
        ],
        seed: 9,
        rules: RuleSet::default(),
    };
    let mut results = Vec::new();
    for mode in [ThinkingMode::Threaded, ThinkingMode::Stepped] {
        let mut app = app(setup.clone());
        app.insert_resource(mode)
            .insert_resource(ComputerSpeed(20.0));
        arrange(
            &mut app,
            &["r7 r8 k1 k2 k3 o5 b9", "b1 b2 b3 b4"],
            &["r4 r5 r6", "o6 o7 o8"],
        );
        for _ in 0..3000 {
            app.update();
            if session(&app).game.round.current == 1 {
                break;
            }
        }
        let s = session(&app);
        assert_eq!(
            s.game.round.current, 1,
            "{mode:?}: the computer finished its turn"
        );
        results.push(s.game.log.last().cloned());
    }
    assert_eq!(results[0], results[1]);
    assert!(matches!(results[0], Some(Action::Play { .. })));
}

mod saving {
    use super::*;
    use tilemeld::game::persist::storage::{Doc, Loaded};
    use tilemeld::game::persist::{SaveStatus, Settings, StorageNotices, load_saved_game};
    use tilemeld::game::state::{Menu, Screen};

    pub fn temp_store(name: &str) -> (Store, std::path::PathBuf) {
        let dir = std::env::temp_dir().join(format!("tilemeld-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        (Store::in_folder(dir.clone()), dir)
    }

    pub fn files(dir: &std::path::Path) -> Vec<String> {
        let mut v: Vec<String> = std::fs::read_dir(dir)
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        v.sort();
        v
    }

    #[test]
    fn settings_round_trip_and_out_of_range_values_are_brought_back() {
        let (store, dir) = temp_store("settings");
        assert_eq!(store.load::<Settings>(Doc::Settings), Loaded::Missing);
        let settings = Settings {
            music_volume: 0.2,
            colour_blind: true,
            animation_speed: 2.0,
            ..Settings::default()
        };
        store.save(Doc::Settings, &settings).unwrap();
        assert_eq!(store.load::<Settings>(Doc::Settings), Loaded::Ok(settings));
        assert_eq!(
            files(&dir),
            vec!["settings.json"],
            "no temporary file is left behind"
        );
        std::fs::write(
            dir.join("settings.json"),
            r#"{"version":1,"data":{"music_volume":7.5,"animation_speed":-3}}"#,
        )
        .unwrap();
        let Loaded::Ok(s) = store.load::<Settings>(Doc::Settings) else {
            panic!()
        };
        let s = s.sanitised();
        assert_eq!(s.music_volume, 1.0);
        assert_eq!(s.animation_speed, 0.25);
        assert_eq!(
            s.effects_volume,
            Settings::default().effects_volume,
            "missing fields take defaults"
        );
    }

    #[test]
    fn a_corrupted_truncated_or_foreign_file_is_reported_kept_aside_and_never_fatal() {
        for (name, text) in [
            ("garbage", "\u{0}\u{1}not json at all".to_string()),
            ("truncated", encode_settings()[..20].to_string()),
            ("older", r#"{"version":0,"data":{}}"#.to_string()),
            (
                "wrong shape",
                r#"{"version":1,"data":{"music_volume":"loud"}}"#.to_string(),
            ),
        ] {
            let (store, dir) = temp_store(&format!("bad-{}", name.replace(' ', "-")));
            let good_game = Session::new(&GameSetup::default()).unwrap();
            store.save(Doc::SavedGame, &good_game).unwrap();
            std::fs::write(dir.join("settings.json"), &text).unwrap();
            let Loaded::Bad { why, kept_aside } = store.load::<Settings>(Doc::Settings) else {
                panic!("{name}: not reported")
            };
            assert!(kept_aside, "{name}");
            assert!(why.contains("settings could not be read"), "{name}: {why}");
            assert!(why.contains("kept as"), "{name}: {why}");
            let names = files(&dir);
            assert!(
                names.iter().any(|f| f.starts_with("settings.bad-")),
                "{name}: {names:?}"
            );
            assert!(!names.contains(&"settings.json".to_string()));
            // The other file is untouched.
            assert_eq!(
                store.load::<Session>(Doc::SavedGame),
                Loaded::Ok(good_game),
                "{name}"
            );
        }
    }

    fn encode_settings() -> String {
        tilemeld::game::persist::storage::encode(&Settings::default())
    }

    #[test]
    fn a_saved_game_resumes_exactly() {
        let (store, _dir) = temp_store("resume");
        let mut session = Session::new(&GameSetup::default()).unwrap();
        for _ in 0..6 {
            session.apply(Action::Draw).unwrap();
        }
        session.clock = Some(17.5);
        store.save(Doc::SavedGame, &session).unwrap();
        let mut notices = StorageNotices::default();
        let loaded = load_saved_game(&store, &mut status(), &mut notices).expect("it loads");
        // Turns waiting for the missed-play analysis are not part of a save.
        session.to_analyse.clear();
        assert_eq!(loaded, session);
        assert!(notices.0.is_empty());
        assert_eq!(
            loaded.game.round.pool, session.game.round.pool,
            "pool order too"
        );
    }

    #[test]
    fn an_inconsistent_saved_game_is_refused_with_a_notice() {
        let (store, _dir) = temp_store("inconsistent");
        let mut session = Session::new(&GameSetup::default()).unwrap();
        let stolen = session.game.round.pool.pop().unwrap();
        session.game.round.seats[1].rack.push(stolen);
        session.game.round.seats[2].rack.push(stolen);
        store.save(Doc::SavedGame, &session).unwrap();
        let mut notices = StorageNotices::default();
        assert!(load_saved_game(&store, &mut status(), &mut notices).is_none());
        assert!(notices.0[0].contains("does not hold"), "{:?}", notices.0);
    }

    pub fn status() -> SaveStatus {
        SaveStatus {
            has_saved_game: true,
            failed: None,
        }
    }

    fn window(app: &mut App) -> Entity {
        app.world_mut()
            .query_filtered::<Entity, With<Window>>()
            .single(app.world())
            .unwrap()
    }

    /// The app: menu → game → menu saves the game and puts the table away;
    /// Continue brings the same game back.
    #[test]
    fn leaving_a_game_saves_it_and_continue_restores_it() {
        let (store, _dir) = temp_store("screens");
        let mut app = headless_app(None, Some(store.clone()), 0.0);
        assert_eq!(
            *app.world().resource::<State<Screen>>().get(),
            Screen::Title
        );
        assert_eq!(*app.world().resource::<State<Menu>>().get(), Menu::Main);
        assert!(app.world().get_resource::<Session>().is_none());

        let setup = GameSetup {
            seed: 77,
            ..GameSetup::default()
        };
        app.world_mut()
            .insert_resource(tilemeld::game::flow::PendingGame(
                Session::new(&setup).unwrap(),
            ));
        app.world_mut()
            .resource_mut::<NextState<Screen>>()
            .set(Screen::Playing);
        for _ in 0..3 {
            app.update();
        }
        let tiles = app
            .world_mut()
            .query::<&TileView>()
            .iter(app.world())
            .count();
        assert_eq!(tiles, 106);
        let playing = app.world().resource::<Session>().clone();

        app.world_mut()
            .resource_mut::<NextState<Screen>>()
            .set(Screen::Title);
        app.update();
        app.update();
        assert!(app.world().get_resource::<Session>().is_none());
        assert_eq!(
            app.world_mut()
                .query::<&TileView>()
                .iter(app.world())
                .count(),
            0,
            "the table is put away"
        );
        let mut notices = StorageNotices::default();
        let saved =
            load_saved_game(&store, &mut status(), &mut notices).expect("the game was saved");
        assert_eq!(saved.game, playing.game);
        assert_eq!(saved.rack_orders, playing.rack_orders);
    }

    /// "Play again" starts a match from the table itself: the finished one
    /// is put away and the new one is dealt, tiles and all.
    #[test]
    fn a_new_match_started_from_the_table_replaces_the_old_one() {
        use bevy::ecs::system::RunSystemOnce;
        use tilemeld::game::flow::start_game;
        let seats = vec![
            SeatConfig::human("Dana"),
            SeatConfig::computer("Ben", Level::Medium),
        ];
        let (mut app, _window, _dir) = hideable_game(seats.clone(), "again");
        for _ in 0..3 {
            app.update();
        }
        assert_eq!(app.world().resource::<Session>().game.config.seed, 5);
        let again = GameSetup {
            seats,
            seed: 6,
            rules: RuleSet::default(),
        };
        app.world_mut()
            .run_system_once(
                move |mut commands: Commands, mut next: ResMut<NextState<Screen>>| {
                    start_game(&mut commands, &again, &mut next)
                },
            )
            .unwrap()
            .unwrap();
        for _ in 0..3 {
            app.update();
        }
        assert_eq!(
            *app.world().resource::<State<Screen>>().get(),
            Screen::Playing
        );
        let session = app
            .world()
            .get_resource::<Session>()
            .expect("a game on the table");
        assert_eq!(session.game.config.seed, 6, "the new match");
        assert_eq!(session.game.log.len(), 0);
        let tiles = app
            .world_mut()
            .query::<&TileView>()
            .iter(app.world())
            .count();
        assert_eq!(tiles, 106, "one entity per tile, the old ones gone");
    }

    /// A game on the table, saving into a fresh folder, and its window.
    pub fn hideable_game(seats: Vec<SeatConfig>, name: &str) -> (App, Entity, std::path::PathBuf) {
        let (store, dir) = temp_store(name);
        let setup = GameSetup {
            seats,
            seed: 5,
            rules: RuleSet::default(),
        };
        let mut app = headless_app(Some(setup), Some(store), 4.0);
        let window = window(&mut app);
        (app, window, dir)
    }

    pub fn hide(app: &mut App, window: Entity) {
        use bevy::window::WindowOccluded;
        app.world_mut().write_message(WindowOccluded {
            window,
            occluded: true,
        });
        app.update();
    }

    /// A hidden tab (or minimised window) opens the pause menu; while it is
    /// open the computers make no move.
    #[test]
    fn a_hidden_window_pauses_the_computers_until_the_player_resumes() {
        let seats = vec![
            SeatConfig::computer("Ada", Level::Medium),
            SeatConfig::computer("Ben", Level::Medium),
        ];
        let (mut app, window, _dir) = hideable_game(seats, "hidden");
        hide(&mut app, window);
        app.update();
        assert_eq!(
            *app.world().resource::<State<Menu>>().get(),
            Menu::Pause,
            "the pause menu opened"
        );
        let actions = app.world().resource::<Session>().game.log.len();
        for _ in 0..600 {
            app.update();
        }
        assert_eq!(
            app.world().resource::<Session>().game.log.len(),
            actions,
            "ten paused seconds and no computer turn went by"
        );
        app.world_mut()
            .resource_mut::<NextState<Menu>>()
            .set(Menu::None);
        for _ in 0..600 {
            app.update();
        }
        assert!(
            app.world().resource::<Session>().game.log.len() > actions,
            "after resuming the computers play on"
        );
    }

    /// While the window is hidden the human's turn timer stands still, and
    /// it runs again after the player resumes.
    #[test]
    fn a_hidden_window_stops_the_turn_timer() {
        let seats = vec![
            SeatConfig::human("Dana"),
            SeatConfig::computer("Ben", Level::Medium),
        ];
        let (mut app, window, _dir) = hideable_game(seats, "hidden-clock");
        for _ in 0..1200 {
            if app.world().resource::<Session>().phase == Phase::Human {
                break;
            }
            app.update();
        }
        assert_eq!(app.world().resource::<Session>().phase, Phase::Human);
        hide(&mut app, window);
        app.update();
        let clock = app.world().resource::<Session>().clock.expect("a timer");
        for _ in 0..600 {
            app.update();
        }
        assert_eq!(
            app.world().resource::<Session>().clock,
            Some(clock),
            "ten hidden seconds took no time off the clock"
        );
        app.world_mut()
            .resource_mut::<NextState<Menu>>()
            .set(Menu::None);
        for _ in 0..60 {
            app.update();
        }
        let after = app.world().resource::<Session>().clock.expect("a timer");
        assert!(
            after < clock - 0.5,
            "the clock runs again: {clock} → {after}"
        );
    }
}
