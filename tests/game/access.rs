//! The table as a screen reader has it, without a window: the rack and the
//! table read as lists of tiles in words, a whole turn played with the
//! reader's buttons alone, and what is said after each step. And the table
//! with less motion: tiles fade to their place, nothing shakes.

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
    app, arrange, command, dana_against_ada, english, feedback, rack_tile, session, table_text,
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
    assert_eq!(said(&app), "Your turn. You hold 6 tiles.");
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
    assert_eq!(said(&app), english(&reason));

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
