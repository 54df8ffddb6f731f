//! The defects found off the default path, each pinned by a test: menus
//! over a live game, hints after Reset, input while paused, Draw from a
//! changed table, saves that parse but do not hold, settings that must not
//! be lost.

use bevy::prelude::*;
use tilemeld::ai::Level;
use tilemeld::game::messages::{DropTiles, LiftTiles, PointerDrop, TurnCommand};
use tilemeld::game::persist::storage::{Doc, Loaded};
use tilemeld::game::persist::{
    SaveStatus, Settings, SettingsWritable, StorageNotices, load_saved_game,
};
use tilemeld::game::play::human::GiveUpPrompt;
use tilemeld::game::play::playback::Playback;
use tilemeld::game::seats::{GameSetup, SeatConfig};
use tilemeld::game::session::{Phase, Session};
use tilemeld::game::state::{Menu, Screen};
use tilemeld::game::table::TileView;
use tilemeld::rules::{Action, DropTarget, Preset, RuleSet};

use super::saving::{files, status, temp_store};
use super::{
    arrange, command, dana_against_ada, drag, english, headless_app, layout, press_key, rack_tile,
    session, table_text,
};

fn set_menu(app: &mut App, menu: Menu) {
    app.world_mut().resource_mut::<NextState<Menu>>().set(menu);
    app.update();
    app.update();
}

fn menu(app: &App) -> Menu {
    *app.world().resource::<State<Menu>>().get()
}

fn tiles(app: &mut App) -> usize {
    app.world_mut()
        .query::<&TileView>()
        .iter(app.world())
        .count()
}

/// Pause → Settings → Back → How to play → Back → Resume: the game is
/// still on the table, exactly as it was, with its 106 tiles.
#[test]
fn menus_opened_over_a_game_leave_it_on_the_table() {
    let (store, _dir) = temp_store("menus-over-game");
    let mut app = headless_app(Some(dana_against_ada()), Some(store), 0.0);
    let before = session(&app).clone();
    assert_eq!(tiles(&mut app), 106);
    let back = Menu::back(Screen::Playing);
    for m in [Menu::Pause, Menu::Settings, back, Menu::HowToPlay, back] {
        set_menu(&mut app, m);
        assert_eq!(menu(&app), m);
        assert_eq!(
            *app.world().resource::<State<Screen>>().get(),
            Screen::Playing,
            "{m:?} opens over the table"
        );
        assert_eq!(tiles(&mut app), 106, "{m:?}: the tiles stay");
        assert_eq!(session(&app).game, before.game, "{m:?}: the game stays");
    }
    assert_eq!(Menu::back(Screen::Playing), Menu::Pause);
    set_menu(&mut app, Menu::None);
    assert_eq!(session(&app).draft, before.draft);
    assert_eq!(tiles(&mut app), 106);
}

/// With a menu open nothing the player does changes the turn: drags,
/// keyboard moves, turn commands and keys wait until play resumes.
#[test]
fn while_paused_the_player_cannot_change_the_turn() {
    let mut app = super::app(dana_against_ada());
    arrange(&mut app, &["r7 k1 k2 o9", "b1 k5 r9 o13"], &["r4 r5 r6"]);
    set_menu(&mut app, Menu::Pause);
    let before = session(&app).clone();
    let r7 = rack_tile(&app, "r7");
    let k1 = rack_tile(&app, "k1");
    let at = layout(&app).sets[0].tiles[2];
    app.world_mut().write_message(LiftTiles { tiles: vec![r7] });
    app.world_mut().write_message(PointerDrop {
        tiles: vec![r7],
        at,
    });
    app.world_mut()
        .write_message(DropTiles::to(vec![k1], DropTarget::NewSet { after: None }));
    for c in [
        TurnCommand::SortGroups,
        TurnCommand::Hint,
        TurnCommand::Draw,
        TurnCommand::Done,
    ] {
        app.world_mut().write_message(c);
    }
    for key in [
        KeyCode::KeyS,
        KeyCode::KeyD,
        KeyCode::ArrowUp,
        KeyCode::KeyN,
    ] {
        press_key(&mut app, key);
    }
    for _ in 0..120 {
        app.update();
    }
    assert_eq!(session(&app).draft, before.draft, "the turn in progress");
    assert_eq!(session(&app).game, before.game, "the game");
    assert_eq!(session(&app).clock, before.clock, "the clock");
    // Nothing held over the pause plays out when it ends.
    set_menu(&mut app, Menu::None);
    for _ in 0..30 {
        app.update();
    }
    assert_eq!(session(&app).draft, before.draft);
    assert_eq!(session(&app).game.log, before.game.log);
    assert!(!app.world().resource::<Playback>().is_playing());
}

/// Waits for the hint to be worked out and played out.
fn play_hint(app: &mut App) {
    command(app, TurnCommand::Hint);
    for _ in 0..2000 {
        app.update();
        if !app.world().resource::<Playback>().is_playing()
            && !app
                .world()
                .contains_resource::<tilemeld::game::play::analysis::HintJob>()
        {
            return;
        }
    }
    panic!("the hint never finished");
}

/// A second hint in one turn, and a hint after the player made a set, lay
/// the planned table out exactly: the rules accept it.
#[test]
fn a_second_hint_and_a_hint_after_a_new_set_are_laid_out_as_planned() {
    let mut app = super::app(dana_against_ada());
    // Hints play out at the computers' speed.
    app.insert_resource(tilemeld::game::play::playback::ComputerSpeed(50.0));
    arrange(
        &mut app,
        &["k1 k2 k3 r7 o9 o10 o11", "b1 k5 r9 o13"],
        &["r4 r5 r6", "b9 k9 r9"],
    );
    // The player makes a new set first, and takes it back.
    let k1 = rack_tile(&app, "k1");
    let free = {
        let l = layout(&app);
        Vec2::new(l.table.center().x, l.table.min.y + 20.0)
    };
    drag(&mut app, vec![k1], free);
    assert_eq!(table_text(&app).len(), 3, "{:?}", table_text(&app));
    for round in 0..2 {
        play_hint(&mut app);
        let s = session(&app);
        assert!(
            s.draft.check(&s.game.round).is_ok(),
            "hint {round}: the table it laid out is accepted: {:?}",
            table_text(&app)
        );
        assert_eq!(
            s.draft.rack.len(),
            0,
            "hint {round}: every tile played ({:?})",
            table_text(&app)
        );
    }
}

/// Under Sabra, Pressman 2009 and the house rules, Draw from a changed table
/// gives the turn up with the three-tile penalty, after a yes; under the
/// modern rules it gives it up at once (one tile either way).
#[test]
fn draw_from_a_changed_table_gives_up_the_turn_with_the_penalty() {
    for preset in Preset::ALL {
        let rules = preset.rules();
        let setup = GameSetup {
            rules: rules.clone(),
            ..dana_against_ada()
        };
        let mut app = super::app(setup);
        arrange(&mut app, &["r7 k1 k2 o9", "b1 k5 r9 o13"], &["r4 r5 r6"]);
        let r7 = rack_tile(&app, "r7");
        let at = layout(&app).sets[0].tiles[2] + Vec2::new(10.0, 0.0);
        drag(&mut app, vec![r7], at);
        command(&mut app, TurnCommand::Draw);
        let penalty = rules.invalid_turn_penalty;
        if penalty > 1 {
            let prompt = app.world().get_resource::<GiveUpPrompt>().copied();
            assert_eq!(prompt.map(|p| p.penalty), Some(penalty), "{preset:?}");
            assert_eq!(session(&app).game.log.len(), 0, "{preset:?}: not yet");
            command(&mut app, TurnCommand::KeepPlaying);
            assert!(app.world().get_resource::<GiveUpPrompt>().is_none());
            assert_eq!(
                table_text(&app),
                vec!["r4 r5 r6 r7"],
                "{preset:?}: still mine"
            );
            command(&mut app, TurnCommand::Draw);
            command(&mut app, TurnCommand::ConfirmGiveUp);
        }
        let s = session(&app);
        assert_eq!(
            s.game.log.last(),
            Some(&Action::GiveUp),
            "{preset:?}: the turn was given up"
        );
        assert_eq!(
            s.game.round.seats[0].rack.len(),
            4 + penalty as usize,
            "{preset:?}: r7 back and the penalty drawn"
        );
        assert_eq!(table_text(&app), vec!["r4 r5 r6"], "{preset:?}");
    }
}

/// An unchanged table draws one tile, whatever the rules.
#[test]
fn draw_from_the_table_as_it_was_draws_one_tile() {
    let setup = GameSetup {
        rules: Preset::Sabra.rules(),
        ..dana_against_ada()
    };
    let mut app = super::app(setup);
    arrange(&mut app, &["r7 k1 k2 o9", "b1 k5 r9 o13"], &["r4 r5 r6"]);
    command(&mut app, TurnCommand::SortRuns);
    command(&mut app, TurnCommand::Draw);
    let s = session(&app);
    assert_eq!(s.game.log.last(), Some(&Action::Draw));
    assert_eq!(s.game.round.seats[0].rack.len(), 5);
}

/// A save that parses but does not hold is refused, set aside (so Continue
/// is no longer offered), reported once, and never crashes anything.
#[test]
fn a_saved_game_that_does_not_hold_is_set_aside() {
    let mut finished = Session::new(&GameSetup {
        seats: vec![
            SeatConfig::computer("Ada", Level::Easy),
            SeatConfig::computer("Ben", Level::Easy),
        ],
        seed: 4,
        rules: RuleSet::default(),
    })
    .unwrap();
    // Play the first round out with drawing only: the pool runs dry.
    while finished.phase == Phase::Computer {
        finished.apply(Action::Draw).unwrap();
    }
    assert_eq!(finished.phase, Phase::RoundOver);
    let four = Session::new(&GameSetup::default()).unwrap();
    let edits: Vec<(&str, Session, Box<dyn Fn(&mut serde_json::Value)>)> = vec![
        (
            "current seat 7 of 4",
            four.clone(),
            Box::new(|v| v["data"]["game"]["round"]["current"] = 7.into()),
        ),
        (
            "a round with no scores",
            finished.clone(),
            Box::new(|v| v["data"]["game"]["history"][0]["scores"] = serde_json::json!([])),
        ),
        (
            "five players",
            finished.clone(),
            Box::new(|v| {
                v["data"]["game"]["config"]["players"] = 5.into();
                let seat = v["data"]["seats"][0].clone();
                v["data"]["seats"]
                    .as_array_mut()
                    .unwrap()
                    .extend(std::iter::repeat_n(seat, 3));
            }),
        ),
        (
            "a winner that is no seat",
            finished.clone(),
            Box::new(|v| {
                v["data"]["game"]["round"]["result"]["end"] =
                    serde_json::json!({"kind": "pool_exhausted", "winners": [9]})
            }),
        ),
        (
            "a cover for another seat",
            four.clone(),
            Box::new(|v| v["data"]["phase"] = serde_json::json!({"Cover": {"seat": 3}})),
        ),
        (
            "a missed play by seat 12",
            four.clone(),
            Box::new(|v| {
                v["data"]["missed"] = serde_json::json!([
                    {"round": 0, "turn": 1, "seat": 12, "played": 0, "possible": 3}
                ])
            }),
        ),
        (
            "a table tile that is also in a rack",
            four.clone(),
            Box::new(|v| {
                let tile = v["data"]["game"]["round"]["seats"][1]["rack"][0].clone();
                v["data"]["game"]["round"]["seats"][2]["rack"][0] = tile;
            }),
        ),
        (
            "an undo step with other tiles",
            four.clone(),
            Box::new(|v| {
                v["data"]["draft"]["history"] =
                    serde_json::json!([{"sets": [], "rack": [1, 2, 3], "next_id": 0}])
            }),
        ),
    ];
    for (name, session, edit) in edits {
        let (store, dir) = temp_store(&format!("bad-save-{}", name.replace(' ', "-")));
        let mut json: serde_json::Value =
            serde_json::from_str(&tilemeld::game::persist::storage::encode(&session)).unwrap();
        edit(&mut json);
        std::fs::write(dir.join("saved-game.json"), json.to_string()).unwrap();
        let mut status = status();
        let mut notices = StorageNotices::default();
        let loaded = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            load_saved_game(&store, &mut status, &mut notices)
        }));
        let loaded = loaded.unwrap_or_else(|_| panic!("{name}: loading panicked"));
        assert!(loaded.is_none(), "{name}: refused");
        assert_eq!(notices.0.len(), 1, "{name}: reported once: {:?}", notices.0);
        assert!(
            !status.has_saved_game,
            "{name}: Continue is no longer offered"
        );
        let names = files(&dir);
        assert!(
            !names.contains(&"saved-game.json".to_string())
                && names.iter().any(|f| f.starts_with("saved-game.bad-")),
            "{name}: set aside: {names:?}"
        );
    }
    // The untouched saves load.
    for session in [four, finished] {
        let (store, _dir) = temp_store("good-save");
        store.save(Doc::SavedGame, &session).unwrap();
        assert!(load_saved_game(&store, &mut status(), &mut StorageNotices::default()).is_some());
    }
}

/// An unreadable settings file is not taken for "no file": the defaults are
/// used, the player is told, and nothing is written over it.
#[test]
fn settings_that_cannot_be_read_are_never_written_over() {
    let (store, dir) = temp_store("unreadable-settings");
    // A folder where the file should be: reading it fails with an error
    // other than "not found".
    std::fs::create_dir_all(dir.join("settings.json").join("keep")).unwrap();
    let mut app = headless_app(None, Some(store.clone()), 0.0);
    assert!(!app.world().resource::<SettingsWritable>().0);
    let notices = &app.world().resource::<StorageNotices>().0;
    assert!(
        notices.iter().any(|n| english(n).contains("not saved")),
        "{notices:?}"
    );
    app.world_mut().resource_mut::<Settings>().music_volume = 0.1;
    for _ in 0..3 {
        app.update();
    }
    assert!(
        dir.join("settings.json").join("keep").is_dir(),
        "what was there is untouched"
    );
    assert!(matches!(
        store.load::<Settings>(Doc::Settings),
        Loaded::Bad {
            kept_aside: false,
            ..
        }
    ));
}

/// Two bad copies set aside in the same second keep both; a failed save
/// leaves no temporary file and is told to the player.
#[test]
fn bad_copies_never_overwrite_each_other_and_a_failed_save_is_told() {
    let (store, dir) = temp_store("bad-copies");
    for text in ["first bad", "second bad"] {
        std::fs::write(dir.join("settings.json"), text).unwrap();
        assert!(matches!(
            store.load::<Settings>(Doc::Settings),
            Loaded::Bad {
                kept_aside: true,
                ..
            }
        ));
    }
    let kept: Vec<String> = files(&dir)
        .into_iter()
        .filter(|f| f.starts_with("settings.bad-"))
        .collect();
    assert_eq!(kept.len(), 2, "{kept:?}");
    let texts: Vec<String> = kept
        .iter()
        .map(|f| std::fs::read_to_string(dir.join(f)).unwrap())
        .collect();
    assert!(texts.contains(&"first bad".to_string()) && texts.contains(&"second bad".to_string()));

    // A folder in the saved game's place: every save fails.
    let (store, dir) = temp_store("failed-save");
    std::fs::create_dir_all(dir.join("saved-game.json").join("x")).unwrap();
    let err = store.save(Doc::SavedGame, &Settings::default());
    assert!(err.is_err());
    assert!(
        !files(&dir).iter().any(|f| f.ends_with(".tmp")),
        "{:?}",
        files(&dir)
    );
    let mut app = headless_app(Some(dana_against_ada()), Some(store), 0.0);
    app.update();
    assert!(app.world().resource::<SaveStatus>().failed.is_some());
    let notices = &app.world().resource::<StorageNotices>().0;
    assert_eq!(
        notices
            .iter()
            .filter(|n| english(n).contains("could not be saved"))
            .count(),
        1,
        "told once: {notices:?}"
    );
}
