//! The table as a screen reader has it, without a window: the rack and the
//! table read as lists of tiles in words, a whole turn played with the
//! reader's buttons alone, and what is said after each step. And the table
//! with less motion: tiles fade to their place, nothing shakes.

use bevy::input::ButtonState;
use bevy::input::keyboard::{Key, KeyboardInput, NativeKey};
use bevy::prelude::*;
use tilemeld::game::access::reading::read_table;
use tilemeld::game::access::{AccessAction, Announcements};
use tilemeld::game::messages::{Feedback, TurnCommand};
use tilemeld::game::persist::Settings;
use tilemeld::game::table::TileView;
use tilemeld::game::table::motion::{FADE_SECS, TileKinetics, TileMotion};
use tilemeld::i18n::{Lang, Messages};
use tilemeld::rules::TileId;

use super::{
    app, arrange, command, dana_against_ada, english, feedback, headless_app, rack_tile, session,
    table_text,
};

fn press(app: &mut App, action: AccessAction) {
    app.world_mut().write_message(action);
    app.update();
    app.update();
}

fn said(app: &App) -> String {
    app.world().resource::<Announcements>().latest().to_string()
}

fn rack_words(app: &App) -> Vec<String> {
    let english = Messages::new(Lang::En);
    let reading = read_table(&english, session(app), &[], |_| true);
    reading
        .rack
        .expect("the rack is face up")
        .into_iter()
        .map(|t| t.words)
        .collect()
}

#[test]
fn a_whole_turn_is_played_with_the_readers_buttons_and_each_step_is_said() {
    let mut app = app(dana_against_ada());
    arrange(
        &mut app,
        &["b4 b5 b6 r7 k1 j", "b1 k5 r9 o13"],
        &["r4 r5 r6"],
    );
    assert_eq!(said(&app), "Your turn. You hold 6 tiles. 60 seconds left.");
    assert_eq!(
        rack_words(&app),
        ["blue 4", "blue 5", "blue 6", "red 7", "black 1", "joker"]
    );
    let en = Messages::new(Lang::En);
    let table = read_table(&en, session(&app), &[], |_| true);
    assert_eq!(table.sets[0].words, "Set 1: red 4 5 6");
    assert_eq!(table.sets[0].put, "Put into set 1 (red 4 5 6)");
    let set = table.sets[0].id;

    // Nothing picked yet: putting says what to do first.
    press(&mut app, AccessAction::PutNewSet);
    assert_eq!(
        said(&app),
        "Pick up tiles first: press a tile of your rack or of the table."
    );
    assert_eq!(table_text(&app), ["r4 r5 r6"]);

    // Red 7 onto the red run.
    let r7 = rack_tile(&app, "r7");
    press(&mut app, AccessAction::Pick(r7));
    let picked = read_table(&en, session(&app), &[r7], |_| true);
    assert!(
        picked
            .rack
            .unwrap()
            .iter()
            .any(|t| t.tile == r7 && t.picked)
    );
    press(&mut app, AccessAction::PutInSet(set));
    assert_eq!(table_text(&app), ["r4 r5 r6 r7"]);
    assert_eq!(said(&app), "red 7 now in set 1: red 4 5 6 7.");

    // Blue 4 5 6 as a new set: three tiles picked, one put.
    for face in ["b4", "b5", "b6"] {
        let tile = rack_tile(&app, face);
        press(&mut app, AccessAction::Pick(tile));
    }
    press(&mut app, AccessAction::PutNewSet);
    assert_eq!(table_text(&app), ["r4 r5 r6 r7", "b4 b5 b6"]);
    assert_eq!(said(&app), "blue 4 5 6 now in set 2: blue 4 5 6.");

    // A lone black 1 is not a set: Done is refused, and the reason is said.
    let k1 = rack_tile(&app, "k1");
    press(&mut app, AccessAction::Pick(k1));
    press(&mut app, AccessAction::PutNewSet);
    feedback(&mut app);
    command(&mut app, TurnCommand::Done);
    let reason = feedback(&mut app)
        .into_iter()
        .find_map(|f| match f {
            Feedback::TurnRefused { reason, .. } => Some(reason),
            _ => None,
        })
        .expect("the turn is refused");
    // The reason's tiles in words, not in the game's notation.
    assert_eq!(
        english(&reason),
        "Set 3 (k1) is not valid: a set needs at least three tiles and this one has 1."
    );
    assert_eq!(
        said(&app),
        "Set 3 (black 1) is not valid: a set needs at least three tiles and this one has 1."
    );

    // Back on the rack, and Done.
    press(&mut app, AccessAction::Pick(k1));
    press(&mut app, AccessAction::PutBack);
    assert_eq!(said(&app), "black 1 back on your rack.");
    command(&mut app, TurnCommand::Done);
    assert_eq!(
        said(&app),
        "You played 4 tiles: red 7 into red 4 5 6 7; blue 4 5 6 as a new set."
    );
    assert_eq!(rack_words(&app), ["joker", "black 1"]);
}

/// A key pressed and let go, as the window reports it: the letter it
/// types (`None` for a layout whose letters are not Latin) and its place.
fn type_key(app: &mut App, typed: Option<&str>, place: KeyCode) {
    let window = app
        .world_mut()
        .query_filtered::<Entity, With<Window>>()
        .single(app.world())
        .unwrap();
    let logical_key = typed.map_or(Key::Unidentified(NativeKey::Unidentified), |t| {
        Key::Character(t.into())
    });
    for state in [ButtonState::Pressed, ButtonState::Released] {
        app.world_mut().write_message(KeyboardInput {
            key_code: place,
            logical_key: logical_key.clone(),
            state,
            text: None,
            repeat: false,
            window,
        });
    }
    app.update();
}

#[test]
fn one_key_questions_are_answered_aloud() {
    let mut app = app(dana_against_ada());
    arrange(&mut app, &["b4 b5 b6 r7", "b1 k5 r9"], &["r4 r5 r6"]);
    let pool = session(&app).game.round.pool.len();
    let asked = |app: &mut App, letter: &str| {
        let place = match letter {
            "w" => KeyCode::KeyW,
            "y" => KeyCode::KeyY,
            "b" => KeyCode::KeyB,
            "c" => KeyCode::KeyC,
            "l" => KeyCode::KeyL,
            "t" => KeyCode::KeyT,
            "q" => KeyCode::KeyQ,
            _ => KeyCode::KeyA,
        };
        type_key(app, Some(letter), place);
        said(app)
    };
    assert_eq!(asked(&mut app, "w"), "It is your turn.");
    assert_eq!(
        asked(&mut app, "y"),
        "Your rack, 4 tiles: blue 4 5 6, red 7."
    );
    assert_eq!(asked(&mut app, "b"), "The table, 1 set: Set 1: red 4 5 6.");
    assert_eq!(
        asked(&mut app, "c"),
        format!("you, 4 tiles, 0 points; Ada, 3 tiles, 0 points; pool, {pool} tiles")
    );
    assert_eq!(asked(&mut app, "l"), "Nobody has played yet this round.");
    assert_eq!(asked(&mut app, "t"), "60 seconds left.");
    // Asked again, said again: a new announcement with the same words.
    let serial = app.world().resource::<Announcements>().serial;
    assert_eq!(asked(&mut app, "a"), "60 seconds left.");
    assert_eq!(app.world().resource::<Announcements>().serial, serial + 1);
    assert!(asked(&mut app, "q").starts_with("Said lately: Your turn."));

    // A French keyboard's A (where a US keyboard has Q) asks for the last
    // announcement; a Hebrew keyboard's key in W's place asks whose turn.
    type_key(&mut app, Some("a"), KeyCode::KeyQ);
    assert!(
        said(&app).starts_with("Said lately"),
        "A said again: {}",
        said(&app)
    );
    type_key(&mut app, Some("ק"), KeyCode::KeyE);
    assert!(
        said(&app).starts_with("Said lately"),
        "E's place asks nothing"
    );
    type_key(&mut app, None, KeyCode::KeyW);
    assert_eq!(said(&app), "It is your turn.");

    // A play, then L says it; Ada's turn for W.
    let b = ["b4", "b5", "b6"].map(|f| rack_tile(&app, f));
    for t in b {
        press(&mut app, AccessAction::Pick(t));
    }
    press(&mut app, AccessAction::PutNewSet);
    command(&mut app, TurnCommand::Done);
    let played = said(&app);
    assert_eq!(played, "You played 3 tiles: blue 4 5 6 as a new set.");
    assert_eq!(asked(&mut app, "w"), "It is Ada's turn.");
    assert_eq!(asked(&mut app, "l"), played);
}

#[test]
fn the_clock_is_said_at_30_and_10_seconds_and_the_drawn_tile_by_name() {
    let mut app = app(dana_against_ada());
    arrange(&mut app, &["b4 b5 b6 r7", "b1 k5 r9"], &["r4 r5 r6"]);
    assert_eq!(said(&app), "Your turn. You hold 4 tiles. 60 seconds left.");
    let at = |app: &mut App, left: f32| {
        app.world_mut()
            .resource_mut::<tilemeld::game::session::Session>()
            .clock = Some(left);
        app.update();
        said(app)
    };
    assert_eq!(
        at(&mut app, 31.0),
        "Your turn. You hold 4 tiles. 60 seconds left."
    );
    assert_eq!(at(&mut app, 29.9), "30 seconds left.");
    let serial = app.world().resource::<Announcements>().serial;
    at(&mut app, 15.0);
    assert_eq!(
        app.world().resource::<Announcements>().serial,
        serial,
        "nothing between"
    );
    assert_eq!(at(&mut app, 9.99), "10 seconds left.");

    let next = *session(&app).game.round.pool.last().unwrap();
    command(&mut app, TurnCommand::Draw);
    let words = tilemeld::i18n::spoken::tiles(
        &tilemeld::i18n::Messages::new(tilemeld::i18n::Lang::En),
        &[next.face()],
    );
    assert_eq!(said(&app), format!("You drew {words}."));
}

#[test]
fn the_round_end_says_who_won_and_the_scores() {
    let mut app = app(dana_against_ada());
    arrange(&mut app, &["b4 b5 b6", "b1 k5 r9"], &["r4 r5 r6"]);
    for face in ["b4", "b5", "b6"] {
        let tile = rack_tile(&app, face);
        press(&mut app, AccessAction::Pick(tile));
    }
    press(&mut app, AccessAction::PutNewSet);
    command(&mut app, TurnCommand::Done);
    assert_eq!(
        said(&app),
        "You played 3 tiles: blue 4 5 6 as a new set. The round is over. You went out. \
         Scores this round: you 15, total 15; Ada -15, total -15."
    );
}

#[test]
fn a_player_close_to_going_out_is_said_after_their_play() {
    let mut app = headless_app(Some(dana_against_ada()), None, 50.0);
    arrange(&mut app, &["k9 o1", "b1 b2 b3 k5 r9"], &["r4 r5 r6"]);
    command(&mut app, TurnCommand::Draw);
    for _ in 0..600 {
        if said(&app).contains("Ada played") {
            break;
        }
        app.update();
    }
    assert_eq!(
        said(&app),
        "Ada played 3 tiles: blue 1 2 3 as a new set. Ada has 2 tiles left. \
         Your turn. You hold 3 tiles. 60 seconds left."
    );
}

#[test]
fn undo_and_reset_say_what_they_did() {
    let mut app = app(dana_against_ada());
    arrange(&mut app, &["b4 b5 b6 r7", "b1 k5 r9"], &["r4 r5 r6"]);
    command(&mut app, TurnCommand::Undo);
    assert_eq!(said(&app), "There is nothing to take back.");
    let r7 = rack_tile(&app, "r7");
    press(&mut app, AccessAction::Pick(r7));
    press(&mut app, AccessAction::PutNewSet);
    command(&mut app, TurnCommand::Undo);
    assert_eq!(said(&app), "Your last move is taken back.");
    assert_eq!(table_text(&app), ["r4 r5 r6"]);
    press(&mut app, AccessAction::Pick(r7));
    press(&mut app, AccessAction::PutNewSet);
    command(&mut app, TurnCommand::Reset);
    assert_eq!(
        said(&app),
        "The table is back as it was at the start of your turn, and your tiles are back on your rack."
    );
    command(&mut app, TurnCommand::Reset);
    assert_eq!(said(&app), "There is nothing to take back.");
}

/// Where a tile is drawn, where it is heading, and its fade.
fn tile_motion(app: &mut App, tile: TileId) -> (Vec2, Vec2, f32) {
    let mut q = app
        .world_mut()
        .query::<(&TileView, &Transform, &TileMotion, &TileKinetics)>();
    q.iter(app.world())
        .find(|(v, ..)| v.0 == tile)
        .map(|(_, t, m, k)| (t.translation.truncate(), m.target, k.fade))
        .expect("the tile is on the table")
}

#[test]
fn with_less_motion_tiles_fade_in_where_they_land_and_nothing_shakes() {
    for reduce_motion in [false, true] {
        let mut app = app(dana_against_ada());
        app.insert_resource(Settings {
            reduce_motion,
            ..Settings::default()
        });
        arrange(&mut app, &["r1 r2 r3 k9", "b1 b2"], &[]);
        for _ in 0..60 {
            app.update();
        }
        let r1 = rack_tile(&app, "r1");
        press(&mut app, AccessAction::Pick(r1));
        press(&mut app, AccessAction::PutNewSet);
        let (at, target, fade) = tile_motion(&mut app, r1);
        if reduce_motion {
            assert_eq!(at, target, "the tile is at once where it goes");
            assert!(fade > 0.0 && fade <= FADE_SECS, "and fades in: {fade}");
        } else {
            assert!(
                at.distance(target) > 1.0,
                "the tile glides: {at} to {target}"
            );
            assert_eq!(fade, 0.0);
        }
        // Settled, a lone tile is refused at Done; it shakes only with motion.
        for _ in 0..60 {
            app.update();
        }
        let (at, target, _) = tile_motion(&mut app, r1);
        assert_eq!(at, target);
        command(&mut app, TurnCommand::Done);
        let mut moved = false;
        for _ in 0..10 {
            app.update();
            let (at, target, _) = tile_motion(&mut app, r1);
            moved |= at.distance(target) > 0.5;
        }
        assert_eq!(
            moved, !reduce_motion,
            "shaking with reduce_motion {reduce_motion}"
        );
    }
}
