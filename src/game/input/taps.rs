//! Tap-to-place: a tap on a tile picks it up (it is selected and stands
//! proud of its place); a tap on a set, on free felt or on the rack then
//! places every picked tile there, as a drop would. A tap on a picked tile
//! puts it down again; a long press (or Ctrl/Shift-click) adds a tile to
//! what is picked. The selection ends with a drop or when the turn passes.

use bevy::prelude::*;

use super::drops::drop_at;
use crate::game::messages::{DropTiles, Feedback, Tap};
use crate::game::session::Session;
use crate::game::table::{CurrentLayout, Selected, SetView, TileView};
use crate::rules::TileId;

pub fn plugin(app: &mut App) {
    app.add_systems(Update, handle_taps.in_set(crate::game::GameSystems::Input))
        .add_systems(
            Update,
            clear_selection.in_set(crate::game::GameSystems::View),
        );
}

fn handle_taps(
    mut taps: MessageReader<Tap>,
    mut commands: Commands,
    tiles: Query<(Entity, &TileView, Has<Selected>)>,
    sets: Query<&SetView>,
    layout: Res<CurrentLayout>,
    mut feedback: MessageWriter<Feedback>,
    mut drops: MessageWriter<DropTiles>,
) {
    // What is picked, kept up to date across several taps in one frame.
    let mut held: Vec<(Entity, TileId)> = tiles
        .iter()
        .filter(|(_, _, picked)| *picked)
        .map(|(e, t, _)| (e, t.0))
        .collect();
    for tap in taps.read() {
        if let Some((entity, _, _)) = tap
            .tile
            .and_then(|id| tiles.iter().find(|(_, t, _)| t.0 == id))
        {
            if let Some(i) = held.iter().position(|(e, _)| *e == entity) {
                commands.entity(entity).remove::<Selected>();
                held.remove(i);
                continue;
            }
            if tap.long || held.is_empty() {
                commands.entity(entity).insert(Selected);
                held.push((entity, tap.tile.expect("a tile was tapped")));
                feedback.write(Feedback::Lifted);
                continue;
            }
        }
        if held.is_empty() {
            // Nothing picked: a tap on an invalid set says what is wrong.
            if let Some(problem) = tap
                .set
                .and_then(|id| sets.iter().find(|s| s.id == id))
                .and_then(|s| s.problem.clone())
            {
                feedback.write(Feedback::refused(problem));
            }
            continue;
        }
        let tiles = held.iter().map(|(_, t)| *t).collect();
        let drop = drop_at(&layout.0, tiles, tap.at);
        if drop.target.is_some() {
            drops.write(drop);
            held.clear();
        }
    }
}

/// The selection ends with a drop, or when the turn passes on.
fn clear_selection(
    mut commands: Commands,
    mut drops: MessageReader<DropTiles>,
    selected: Query<Entity, With<Selected>>,
    session: Res<Session>,
    mut turn: Local<Option<u64>>,
) {
    let turn_over = turn
        .replace(session.turn_serial)
        .is_some_and(|t| t != session.turn_serial);
    if drops.read().count() > 0 || (turn_over && !selected.is_empty()) {
        for e in &selected {
            commands.entity(e).remove::<Selected>();
        }
    }
}
