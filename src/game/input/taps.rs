//! Tap-to-place: a tap on a tile picks it up (it is selected and stands
//! proud of its place); a tap on a set, on free felt or on the rack then
//! places every picked tile there, as a drop would. A tap on a picked tile
//! puts it down again; a long press (or Ctrl/Shift-click) adds a tile to
//! what is picked. What is picked is the [`Hand`]'s; it ends with a drop or
//! when the turn passes.

use bevy::prelude::*;

use super::drops::drop_at;
use crate::game::messages::{DropTiles, Feedback, Pick, Tap};
use crate::game::play::hand::Hand;
use crate::game::table::{CurrentLayout, SetView};
use crate::rules::TileId;

pub fn plugin(app: &mut App) {
    app.add_systems(Update, handle_taps.in_set(crate::game::GameSystems::Input));
}

fn handle_taps(
    mut taps: MessageReader<Tap>,
    hand: Res<Hand>,
    sets: Query<&SetView>,
    layout: Res<CurrentLayout>,
    mut feedback: MessageWriter<Feedback>,
    mut picks: MessageWriter<Pick>,
    mut drops: MessageWriter<DropTiles>,
) {
    // What is picked, kept up to date across several taps in one frame.
    let mut held: Vec<TileId> = hand.picked.clone();
    for tap in taps.read() {
        if let Some(tile) = tap.tile {
            if let Some(i) = held.iter().position(|&t| t == tile) {
                picks.write(Pick(tile));
                held.remove(i);
                continue;
            }
            if tap.long || held.is_empty() {
                picks.write(Pick(tile));
                held.push(tile);
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
        let drop = drop_at(&layout.0, held.clone(), tap.at);
        if drop.target.is_some() {
            drops.write(drop);
            held.clear();
        }
    }
}
