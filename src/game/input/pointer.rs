//! Pointer, touch and keyboard input, turned into the game's messages.
//! Dragging uses Bevy's picking observers; a plain press-and-drag lifts one
//! tile, Ctrl/Shift-click selects several, and dragging a set's outline
//! lifts the whole set.

use bevy::picking::events::{Click, Drag, DragEnd, DragStart, Pointer};
use bevy::picking::pointer::PointerButton;
use bevy::prelude::*;

use crate::game::messages::{DropTiles, Feedback, LiftTiles};
use crate::game::session::{Phase, Session};
use crate::game::table::{Dragging, PointerWorld, SetView, TileView};
use crate::rules::TileId;

/// A tile picked for a multi-tile drag.
#[derive(Component, Debug)]
pub struct Selected;

pub fn plugin(app: &mut App) {
    app.add_observer(on_drag_start)
        .add_observer(on_drag)
        .add_observer(on_drag_end)
        .add_observer(on_click)
        .add_systems(
            Update,
            clear_selection.in_set(crate::game::GameSystems::View),
        );
}

fn to_world(position: Vec2, cameras: &Query<(&Camera, &GlobalTransform)>) -> Option<Vec2> {
    let (camera, transform) = cameras.iter().next()?;
    camera.viewport_to_world_2d(transform, position).ok()
}

fn on_drag_start(
    event: On<Pointer<DragStart>>,
    tiles: Query<&TileView>,
    sets: Query<&SetView>,
    selected: Query<&TileView, With<Selected>>,
    session: Option<Res<Session>>,
    cameras: Query<(&Camera, &GlobalTransform)>,
    mut pointer: ResMut<PointerWorld>,
    mut lifts: MessageWriter<LiftTiles>,
) {
    if event.event.button != PointerButton::Primary {
        return;
    }
    let Some(session) = session else { return };
    let lifted: Vec<TileId> = if let Ok(tile) = tiles.get(event.entity) {
        let group: Vec<TileId> = selected.iter().map(|t| t.0).collect();
        if group.contains(&tile.0) {
            group
        } else {
            vec![tile.0]
        }
    } else if let Ok(set) = sets.get(event.entity) {
        session
            .draft
            .set(set.id)
            .map(|s| s.tiles.clone())
            .unwrap_or_default()
    } else {
        return;
    };
    pointer.0 = to_world(event.pointer_location.position, &cameras);
    lifts.write(LiftTiles { tiles: lifted });
}

fn on_drag(
    event: On<Pointer<Drag>>,
    cameras: Query<(&Camera, &GlobalTransform)>,
    mut pointer: ResMut<PointerWorld>,
) {
    if let Some(p) = to_world(event.pointer_location.position, &cameras) {
        pointer.0 = Some(p);
    }
}

fn on_drag_end(
    event: On<Pointer<DragEnd>>,
    cameras: Query<(&Camera, &GlobalTransform)>,
    dragging: Res<Dragging>,
    mut drops: MessageWriter<DropTiles>,
    mut pointer: ResMut<PointerWorld>,
) {
    if dragging.tiles.is_empty() {
        return;
    }
    let at = to_world(event.pointer_location.position, &cameras).or(pointer.0);
    pointer.0 = None;
    if let Some(at) = at {
        drops.write(DropTiles {
            tiles: dragging.tiles.clone(),
            at,
        });
    }
}

/// Ctrl- or Shift-click toggles a tile in the multi-tile selection; a tap
/// on an invalid set says what is wrong with it.
fn on_click(
    event: On<Pointer<Click>>,
    keys: Res<ButtonInput<KeyCode>>,
    mut commands: Commands,
    tiles: Query<Has<Selected>, With<TileView>>,
    sets: Query<&SetView>,
    mut feedback: MessageWriter<Feedback>,
) {
    if let Ok(set) = sets.get(event.entity)
        && let Some(problem) = &set.problem
    {
        feedback.write(Feedback::Refused(problem.clone()));
        return;
    }
    let multi = keys.any_pressed([
        KeyCode::ControlLeft,
        KeyCode::ControlRight,
        KeyCode::ShiftLeft,
        KeyCode::ShiftRight,
    ]);
    if !multi {
        return;
    }
    if let Ok(is_selected) = tiles.get(event.entity) {
        if is_selected {
            commands.entity(event.entity).remove::<Selected>();
        } else {
            commands.entity(event.entity).insert(Selected);
        }
    }
}

/// The selection ends with a drop or when the turn changes hands.
fn clear_selection(
    mut commands: Commands,
    mut drops: MessageReader<DropTiles>,
    selected: Query<Entity, With<Selected>>,
    session: Res<Session>,
) {
    let turn_over = session.phase != Phase::Human;
    if drops.read().count() > 0 || (turn_over && !selected.is_empty()) {
        for e in &selected {
            commands.entity(e).remove::<Selected>();
        }
    }
}
