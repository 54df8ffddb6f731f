//! Saving and loading: the stored files, Continue, the checks of a save.

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
        assert!(
            english(&why).contains("settings could not be read"),
            "{name}: {why:?}"
        );
        assert!(english(&why).contains("kept as"), "{name}: {why:?}");
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
    assert!(
        english(&notices.0[0]).contains("does not hold"),
        "{:?}",
        notices.0
    );
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
    let saved = load_saved_game(&store, &mut status(), &mut notices).expect("the game was saved");
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
