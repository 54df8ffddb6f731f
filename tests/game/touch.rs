//! Touch play without a window: taps (what the picking observer sends for a
//! press that barely moved), long presses, and arranging the rack while
//! another seat plays.

use bevy::prelude::*;
use tilemeld::game::messages::{Feedback, LiftTiles, PointerDrop, Tap, TurnCommand};
use tilemeld::game::play::hand::Hand;
use tilemeld::game::session::Phase;
use tilemeld::game::table::{TilePlace, TileView};
use tilemeld::rules::TileId;

use tilemeld::game::access::AccessAction;

use super::{
    app, arrange, command, dana_against_ada, english, feedback, layout, press_key, rack_tile,
    session, table_text,
};

fn tap(app: &mut App, tile: Option<TileId>, at: Vec2, long: bool) {
    app.world_mut().write_message(Tap {
        tile,
        set: None,
        at,
        long,
    });
    app.update();
    app.update();
}

fn tap_rack_tile(app: &mut App, face: &str, long: bool) -> TileId {
    let t = rack_tile(app, face);
    let slot = session(app)
        .draft
        .rack
        .iter()
        .position(|&r| r == t)
        .unwrap();
    let at = layout(app).rack_slots[slot];
    tap(app, Some(t), at, long);
    t
}

fn picked(app: &mut App) -> Vec<TileId> {
    let mut out = app.world().resource::<Hand>().picked.clone();
    out.sort();
    out
}

fn free_felt(app: &App) -> Vec2 {
    let l = layout(app);
    Vec2::new(l.table.center().x, l.table.min.y + 5.0)
}

#[test]
fn a_tap_picks_a_tile_up_and_a_tap_on_free_felt_lays_it_down() {
    let mut app = app(dana_against_ada());
    arrange(&mut app, &["r1 r2 r3 k9", "b1 b2"], &[]);
    // A tap picks r1 up; long presses add r2 and r3.
    let r1 = tap_rack_tile(&mut app, "r1", false);
    assert_eq!(picked(&mut app), vec![r1]);
    let r2 = tap_rack_tile(&mut app, "r2", true);
    let r3 = tap_rack_tile(&mut app, "r3", true);
    let mut all = vec![r1, r2, r3];
    all.sort();
    assert_eq!(picked(&mut app), all);
    // A tap on a picked tile puts it down again; a long press picks it back.
    tap_rack_tile(&mut app, "r3", false);
    assert_eq!(picked(&mut app).len(), 2);
    tap_rack_tile(&mut app, "r3", true);
    // A tap on free felt: the three make a new set, and nothing stays picked.
    let at = free_felt(&app);
    tap(&mut app, None, at, false);
    assert_eq!(table_text(&app), vec!["r1 r2 r3"]);
    assert!(picked(&mut app).is_empty());
    assert!(session(&app).draft.check(&session(&app).game.round).is_ok());
}

#[test]
fn a_tap_on_a_set_adds_the_picked_tile_to_it_and_a_tap_off_the_table_keeps_it_picked() {
    let mut app = app(dana_against_ada());
    arrange(&mut app, &["k7 b2", "b1 b5"], &["k4 k5 k6"]);
    let k7 = tap_rack_tile(&mut app, "k7", false);
    // A tap where nothing can go (above the table): still picked.
    let l = layout(&app);
    tap(
        &mut app,
        None,
        Vec2::new(0.0, l.window.y / 2.0 - 2.0),
        false,
    );
    assert_eq!(picked(&mut app), vec![k7]);
    assert_eq!(table_text(&app), vec!["k4 k5 k6"]);
    // A tap on the set's last tile: k7 joins it (a tile of a set that is
    // tapped while something is picked is where the picked tiles go).
    let set = session(&app).draft.sets[0].tiles[2];
    let at = layout(&app).sets[0].tiles[2] + Vec2::new(5.0, 0.0);
    tap(&mut app, Some(set), at, false);
    assert_eq!(table_text(&app), vec!["k4 k5 k6 k7"]);
    assert!(picked(&mut app).is_empty());
}

#[test]
fn a_tap_on_an_invalid_set_with_nothing_picked_says_what_is_wrong() {
    let mut app = app(dana_against_ada());
    arrange(&mut app, &["r1 b1", "b5 b6"], &[]);
    // Make an invalid set by taps: r1 then free felt.
    tap_rack_tile(&mut app, "r1", false);
    let at = free_felt(&app);
    tap(&mut app, None, at, false);
    assert_eq!(table_text(&app), vec!["r1"]);
    let id = session(&app).draft.sets[0].id;
    let at = layout(&app).sets[0].tiles[0];
    app.world_mut().write_message(Tap {
        tile: None,
        set: Some(id),
        at,
        long: false,
    });
    app.update();
    let said = feedback(&mut app);
    assert!(
        said.iter().any(
            |f| matches!(f, Feedback::Refused { reason: m, .. } if english(m).contains("three"))
        ),
        "{said:?}"
    );
}

#[test]
fn the_rack_can_be_arranged_and_sorted_while_another_seat_plays() {
    let mut app = app(dana_against_ada());
    arrange(&mut app, &["r9 k1 b5 k2 o3 k3", "b1 b2 b3"], &[]);
    // Dana draws; Ada (a computer, held still by the test) is to play.
    command(&mut app, TurnCommand::Draw);
    assert_eq!(session(&app).phase, Phase::Computer);
    let order = |app: &App| session(app).rack_orders[0].clone();
    let before = order(&app);
    assert_eq!(before.len(), 7);
    // Drag the first tile to the end of the rack.
    let first = before[0];
    let end = layout(&app).rack_slots[6];
    app.world_mut()
        .write_message(LiftTiles { tiles: vec![first] });
    app.update();
    app.world_mut().write_message(PointerDrop {
        tiles: vec![first],
        at: end,
    });
    app.update();
    app.update();
    let after = order(&app);
    assert_ne!(after, before, "the planned order changed");
    assert_eq!(after.last(), Some(&first));
    // The rack shown follows the plan.
    let mut q = app.world_mut().query::<(&TileView, &TilePlace)>();
    let slot_of_first = q
        .iter(app.world())
        .find(|(v, _)| v.0 == first)
        .map(|(_, p)| *p);
    assert_eq!(slot_of_first, Some(TilePlace::Rack { slot: 6 }));
    // The table is not the planner's: a drop there is refused, nothing moves.
    let at = free_felt(&app);
    app.world_mut()
        .write_message(LiftTiles { tiles: vec![first] });
    app.update();
    app.world_mut().write_message(PointerDrop {
        tiles: vec![first],
        at,
    });
    app.update();
    assert_eq!(order(&app), after);
    assert!(session(&app).draft.sets.is_empty());
    let said = feedback(&mut app);
    assert!(
        said.iter().any(
            |f| matches!(f, Feedback::Refused { reason: m, .. } if english(m).contains("arrange your rack"))
        ),
        "{said:?}"
    );
    // Sorting works too, and the turn starts from the planned order.
    command(&mut app, TurnCommand::SortRuns);
    let sorted: Vec<String> = order(&app).iter().map(|t| t.face().to_string()).collect();
    assert_eq!(&sorted[..3], ["k1", "k2", "k3"]);
    let planned = order(&app);
    let mut s = app
        .world_mut()
        .resource_mut::<tilemeld::game::session::Session>();
    s.apply(tilemeld::rules::Action::Draw).unwrap();
    assert_eq!(s.phase, Phase::Human);
    let rack = s.draft.rack.clone();
    assert_eq!(
        &rack[..planned.len()],
        &planned[..],
        "the turn begins with the planned order"
    );
}

/// One hand, however a tile is picked: Space picks a tile and a tap puts
/// it; a tap picks one and a screen reader's button puts it; a long press
/// picks one and N puts it.
#[test]
fn tiles_picked_by_key_tap_or_reader_are_held_in_one_hand() {
    let mut app = app(dana_against_ada());
    arrange(&mut app, &["r1 r2 r3 k9", "b1 b2"], &[]);
    // The key cursor starts on the rack's first tile.
    let first = session(&app).draft.rack[0];
    press_key(&mut app, KeyCode::Space);
    assert_eq!(picked(&mut app), vec![first]);
    let at = free_felt(&app);
    tap(&mut app, None, at, false);
    assert_eq!(
        table_text(&app).len(),
        1,
        "the key's pick was laid by a tap"
    );
    assert!(picked(&mut app).is_empty());

    let r2 = tap_rack_tile(&mut app, "r2", false);
    assert_eq!(picked(&mut app), vec![r2]);
    let set = session(&app).draft.sets[0].id;
    app.world_mut().write_message(AccessAction::PutInSet(set));
    app.update();
    app.update();
    assert_eq!(session(&app).draft.sets[0].tiles.len(), 2);
    assert!(session(&app).draft.sets[0].tiles.contains(&r2));

    let r3 = tap_rack_tile(&mut app, "r3", true);
    assert_eq!(picked(&mut app), vec![r3]);
    press_key(&mut app, KeyCode::KeyN);
    let sets = &session(&app).draft.sets;
    assert_eq!(sets.len(), 2);
    assert_eq!(sets[1].tiles, vec![r3]);
    assert!(picked(&mut app).is_empty());
}
